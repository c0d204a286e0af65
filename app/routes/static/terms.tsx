import { legalPagesUpdatedOn, termsSections } from "#app/content/pages/page-content.ts";
import { LegalPage } from "#app/features/static-pages/legal-page.tsx";
import { buildStaticPageMeta } from "#app/features/static-pages/static-page-meta.ts";
import { paths } from "#contracts/paths.ts";
import type { Route } from "./+types/terms";
import { loadStaticPage } from "./static-page.server.ts";

export function loader({ request, context }: Route.LoaderArgs) {
  return loadStaticPage("terms", request, context);
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) =>
  buildStaticPageMeta({
    root: matches[0].loaderData,
    meta: loaderData?.content.meta,
    path: paths.terms(),
  });

export default function TermsRoute({ loaderData }: Route.ComponentProps) {
  return (
    <LegalPage
      content={loaderData.content}
      order={termsSections}
      updatedOn={legalPagesUpdatedOn}
      idPrefix="terms"
    />
  );
}

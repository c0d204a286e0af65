import { legalPagesUpdatedOn, returnsSections } from "#app/content/pages/page-content.ts";
import { LegalPage } from "#app/features/static-pages/legal-page.tsx";
import { buildStaticPageMeta } from "#app/features/static-pages/static-page-meta.ts";
import { paths } from "#contracts/paths.ts";
import type { Route } from "./+types/returns";
import { loadStaticPage } from "./static-page.server.ts";

export function loader({ request, context }: Route.LoaderArgs) {
  return loadStaticPage("returns", request, context);
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) =>
  buildStaticPageMeta({
    root: matches[0].loaderData,
    meta: loaderData?.content.meta,
    path: paths.returns(),
  });

export default function ReturnsRoute({ loaderData }: Route.ComponentProps) {
  return (
    <LegalPage
      content={loaderData.content}
      order={returnsSections}
      updatedOn={legalPagesUpdatedOn}
      idPrefix="returns"
    />
  );
}

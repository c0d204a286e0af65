import { legalPagesUpdatedOn, privacySections } from "#app/content/pages/page-content.ts";
import { LegalPage } from "#app/features/static-pages/legal-page.tsx";
import { buildStaticPageMeta } from "#app/features/static-pages/static-page-meta.ts";
import { paths } from "#contracts/paths.ts";
import type { Route } from "./+types/privacy";
import { loadStaticPage } from "./static-page.server.ts";

export function loader({ request, context }: Route.LoaderArgs) {
  return loadStaticPage("privacy", request, context);
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) =>
  buildStaticPageMeta({
    root: matches[0].loaderData,
    meta: loaderData?.content.meta,
    path: paths.privacy(),
  });

export default function PrivacyRoute({ loaderData }: Route.ComponentProps) {
  return (
    <LegalPage
      content={loaderData.content}
      order={privacySections}
      updatedOn={legalPagesUpdatedOn}
      idPrefix="privacy"
    />
  );
}

import { PartnerForm } from "#app/features/partner/partner-form.tsx";
import { PartnerPage } from "#app/features/static-pages/partner-page.tsx";
import { buildStaticPageMeta } from "#app/features/static-pages/static-page-meta.ts";
import { paths } from "#contracts/paths.ts";
import type { Route } from "./+types/partner";
import { loadStaticPage } from "./static-page.server.ts";

export function loader({ request, context }: Route.LoaderArgs) {
  return loadStaticPage("partner", request, context);
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) =>
  buildStaticPageMeta({
    root: matches[0].loaderData,
    meta: loaderData?.content.meta,
    path: paths.partner(),
  });

export default function PartnerRoute({ loaderData }: Route.ComponentProps) {
  return <PartnerPage content={loaderData.content} form={<PartnerForm />} />;
}

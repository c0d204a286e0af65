import { GuidePage } from "#app/features/static-pages/guide-page.tsx";
import { buildStaticPageMeta } from "#app/features/static-pages/static-page-meta.ts";
import { paths } from "#contracts/paths.ts";
import type { Route } from "./+types/guide";
import { loadStaticPage } from "./static-page.server.ts";

export function loader({ request, context }: Route.LoaderArgs) {
  return loadStaticPage("guide", request, context);
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) =>
  buildStaticPageMeta({
    root: matches[0].loaderData,
    meta: loaderData?.content.meta,
    path: paths.guide(),
  });

export default function GuidePageRoute({ loaderData }: Route.ComponentProps) {
  return <GuidePage content={loaderData.content} />;
}

import { AboutPage } from "#app/features/static-pages/about-page.tsx";
import { buildStaticPageMeta } from "#app/features/static-pages/static-page-meta.ts";
import { paths } from "#contracts/paths.ts";
import type { Route } from "./+types/about";
import { loadStaticPage } from "./static-page.server.ts";

export function loader({ request, context }: Route.LoaderArgs) {
  return loadStaticPage("about", request, context);
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) =>
  buildStaticPageMeta({
    root: matches[0].loaderData,
    meta: loaderData?.content.meta,
    path: paths.about(),
  });

export default function AboutPageRoute({ loaderData }: Route.ComponentProps) {
  return <AboutPage content={loaderData.content} />;
}

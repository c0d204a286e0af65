import { FaqPage, faqItemsOf, faqJsonLd } from "#app/features/static-pages/faq-page.tsx";
import { buildStaticPageMeta } from "#app/features/static-pages/static-page-meta.ts";
import { paths } from "#contracts/paths.ts";
import type { Route } from "./+types/faq";
import { loadStaticPage } from "./static-page.server.ts";

export function loader({ request, context }: Route.LoaderArgs) {
  return loadStaticPage("faq", request, context);
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) =>
  buildStaticPageMeta({
    root: matches[0].loaderData,
    meta: loaderData?.content.meta,
    path: paths.faq(),
    ...(loaderData ? { jsonLd: faqJsonLd(faqItemsOf(loaderData.content)) } : {}),
  });

export default function FaqRoute({ loaderData }: Route.ComponentProps) {
  return <FaqPage content={loaderData.content} />;
}

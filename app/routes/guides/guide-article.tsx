import { data } from "react-router";
import { GuideArticle } from "#app/features/guides/guide-article.tsx";
import { guideArticleJsonLd } from "#app/features/guides/guide-json-ld.ts";
import { servicesContext } from "#app/lib/app-context.ts";
import { requestLanguage } from "#app/lib/request-language.ts";
import { loadOrFail, parseOrNotFound } from "#app/lib/route-errors.ts";
import { buildPageMeta } from "#app/lib/seo.ts";
import { guideSlugSchema } from "#contracts/guides.ts";
import { paths } from "#contracts/paths.ts";
import type { Route } from "./+types/guide-article";

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const slug = parseOrNotFound(guideSlugSchema, params.slug);
  const { guides } = context.get(servicesContext);
  const lang = requestLanguage(request);
  // The service hands back the stored HTML passed through the guide sanitizer once more.
  const [guide, related] = await Promise.all([
    loadOrFail(() => guides.getGuide(slug, lang)),
    loadOrFail(() => guides.listRelatedGuides(slug, lang)),
  ]);
  if (!guide) throw data(null, { status: 404 });
  return { guide, related };
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) => {
  const root = matches[0].loaderData;
  if (!root || !loaderData) return [];
  const { guide } = loaderData;
  const path = paths.guideArticle(guide.slug);
  return buildPageMeta({
    title: guide.title,
    description: guide.description,
    origin: root.origin,
    path,
    lang: root.lang,
    image: guide.image,
    type: "article",
    jsonLd: guideArticleJsonLd(guide, { origin: root.origin, url: `${root.origin}${path}` }),
  });
};

export default function GuideArticlePage({ loaderData }: Route.ComponentProps) {
  // Keyed by guide: following a related guide starts at its top with fresh state.
  return (
    <GuideArticle
      key={loaderData.guide._id}
      guide={loaderData.guide}
      related={loaderData.related}
    />
  );
}

import { absoluteUrl } from "#app/lib/seo.ts";
import type { GuideDetail } from "#contracts/guides.ts";

/** schema.org Article for a guide page. */
export function guideArticleJsonLd(guide: GuideDetail, options: { origin: string; url: string }) {
  return {
    "@context": "https://schema.org",
    "@type": "Article",
    headline: guide.title.slice(0, 110),
    description: guide.description,
    image: [absoluteUrl(options.origin, guide.image)],
    datePublished: guide.createdAt,
    dateModified: guide.updatedAt,
    author: { "@type": "Person", name: guide.author },
    publisher: {
      "@type": "Organization",
      name: "GameZone",
      url: `${options.origin}/`,
      logo: { "@type": "ImageObject", url: `${options.origin}/favicon.svg` },
    },
    inLanguage: guide.language,
    mainEntityOfPage: { "@type": "WebPage", "@id": options.url },
    url: options.url,
  };
}

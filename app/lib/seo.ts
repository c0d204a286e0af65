import type { MetaDescriptor } from "react-router";
import { languageCodes } from "#contracts/languages.ts";

export const siteName = "GameZone";

export type PageMetaInput = {
  title: string;
  description: string;
  origin: string;
  /** Path plus the query string that identifies the page (never `lang`). */
  path: string;
  lang: string;
  image?: string | undefined;
  robots?: string;
  type?: "website" | "product" | "article";
  jsonLd?: Record<string, unknown> | Record<string, unknown>[];
};

/** Title, description, canonical, robots, hreflang, Open Graph, Twitter and JSON-LD tags. */
export function buildPageMeta(input: PageMetaInput): MetaDescriptor[] {
  const url = `${input.origin}${input.path}`;
  const title = input.title.includes(siteName) ? input.title : `${input.title} | ${siteName}`;
  const description = truncate(input.description, 160);
  const image = input.image
    ? absoluteUrl(input.origin, input.image)
    : `${input.origin}/og-image.png`;
  const separator = input.path.includes("?") ? "&" : "?";
  const tags: MetaDescriptor[] = [
    { title },
    { name: "description", content: description },
    { name: "robots", content: input.robots ?? "index, follow" },
    { tagName: "link", rel: "canonical", href: url },
    ...languageCodes.map((code) => ({
      tagName: "link",
      rel: "alternate",
      hrefLang: code,
      href: `${url}${separator}lang=${code}`,
    })),
    { tagName: "link", rel: "alternate", hrefLang: "x-default", href: url },
    { property: "og:site_name", content: siteName },
    { property: "og:type", content: input.type ?? "website" },
    { property: "og:title", content: title },
    { property: "og:description", content: description },
    { property: "og:url", content: url },
    { property: "og:image", content: image },
    { property: "og:locale", content: input.lang },
    { name: "twitter:card", content: "summary_large_image" },
    { name: "twitter:title", content: title },
    { name: "twitter:description", content: description },
    { name: "twitter:image", content: image },
  ];
  const jsonLd = Array.isArray(input.jsonLd) ? input.jsonLd : input.jsonLd ? [input.jsonLd] : [];
  for (const item of jsonLd) tags.push({ "script:ld+json": item });
  return tags;
}

export function absoluteUrl(origin: string, pathOrUrl: string): string {
  return /^https?:\/\//.test(pathOrUrl) ? pathOrUrl : `${origin}${pathOrUrl}`;
}

export function truncate(text: string, max: number): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max - 1);
  const lastSpace = cut.lastIndexOf(" ");
  return `${(lastSpace > max * 0.6 ? cut.slice(0, lastSpace) : cut).trimEnd()}…`;
}

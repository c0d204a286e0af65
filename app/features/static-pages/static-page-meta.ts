import type { MetaDescriptor } from "react-router";
import type { PageMeta } from "#app/content/pages/page-content.ts";
import type { RootData } from "#app/lib/root-data.ts";
import { buildPageMeta } from "#app/lib/seo.ts";

/** Title, description, canonical, robots, Open Graph and optional JSON-LD of a static page. */
export function buildStaticPageMeta(input: {
  root: RootData | undefined;
  meta: PageMeta | undefined;
  path: string;
  jsonLd?: Record<string, unknown>;
}): MetaDescriptor[] {
  return buildPageMeta({
    title: input.meta?.title ?? "",
    description: input.meta?.description ?? "",
    origin: input.root?.origin ?? "",
    path: input.path,
    lang: input.root?.lang ?? "en",
    ...(input.jsonLd ? { jsonLd: input.jsonLd } : {}),
  });
}

import type { MetaDescriptor } from "react-router";
import type { Translation } from "#app/locales/en.ts";
import { type RootData, textsOf } from "./root-data.ts";
import { buildPageMeta } from "./seo.ts";

/**
 * Meta tags of account, sign-in and admin screens: titled like every page but kept out of
 * search indexes, since they hold nothing for a visitor who arrives from a search engine.
 */
export function buildPrivatePageMeta(
  root: RootData | undefined,
  path: string,
  pickTitle: (texts: Translation) => string,
): MetaDescriptor[] {
  const texts = textsOf(root);
  return buildPageMeta({
    title: texts ? pickTitle(texts) : "GameZone",
    description: texts?.auth.metaDescription ?? "",
    origin: root?.origin ?? "",
    path,
    lang: root?.lang ?? "en",
    robots: "noindex, nofollow",
  });
}

import type { LanguageCode } from "#contracts/languages.ts";
import { catalogueTextsAr } from "./ar.ts";
import { catalogueTextsBn } from "./bn.ts";
import type { CatalogueTexts } from "./en.ts";
import { catalogueTextsEs } from "./es.ts";
import { catalogueTextsFr } from "./fr.ts";
import { catalogueTextsHi } from "./hi.ts";
import { catalogueTextsJa } from "./ja.ts";
import { catalogueTextsPt } from "./pt.ts";
import { catalogueTextsRu } from "./ru.ts";
import { catalogueTextsZh } from "./zh.ts";

/**
 * The catalogue's words per language other than English (which lives in the catalogue's own
 * columns). Adding a language is one file beside this one and one line here.
 */
export const catalogueTranslations: Partial<Record<Exclude<LanguageCode, "en">, CatalogueTexts>> = {
  es: catalogueTextsEs,
  zh: catalogueTextsZh,
  hi: catalogueTextsHi,
  fr: catalogueTextsFr,
  ar: catalogueTextsAr,
  bn: catalogueTextsBn,
  pt: catalogueTextsPt,
  ru: catalogueTextsRu,
  ja: catalogueTextsJa,
};

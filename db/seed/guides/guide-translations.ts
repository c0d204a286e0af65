import type { LanguageCode } from "#contracts/languages.ts";
import type { GuideTexts } from "./guide-list.ts";
import { guideTextsAr } from "./texts/ar.ts";
import { guideTextsBn } from "./texts/bn.ts";
import { guideTextsEn } from "./texts/en.ts";
import { guideTextsEs } from "./texts/es.ts";
import { guideTextsFr } from "./texts/fr.ts";
import { guideTextsHi } from "./texts/hi.ts";
import { guideTextsJa } from "./texts/ja.ts";
import { guideTextsPt } from "./texts/pt.ts";
import { guideTextsRu } from "./texts/ru.ts";
import { guideTextsZh } from "./texts/zh.ts";

/**
 * The seeded guides' words per language. English is the source of every guide; a language
 * missing here (or a guide missing from a language) shows the English text. Adding a language
 * is one file in texts/ and one line here.
 */
export const guideTranslations: Partial<Record<LanguageCode, GuideTexts>> = {
  en: guideTextsEn,
  es: guideTextsEs,
  zh: guideTextsZh,
  hi: guideTextsHi,
  fr: guideTextsFr,
  ar: guideTextsAr,
  bn: guideTextsBn,
  pt: guideTextsPt,
  ru: guideTextsRu,
  ja: guideTextsJa,
};

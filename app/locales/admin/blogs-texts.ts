import type { LanguageCode } from "#contracts/languages.ts";

/** English texts of the guide list and the guide editor (the `adminBlogs` group). */
const en = {};

type Locale = { [K in keyof typeof en]?: string } & {
  [form: `${string}_${"zero" | "two" | "few" | "many"}`]: string;
};

/** The `adminBlogs` group in every interface language; each locale file takes its own entry. */
export const adminBlogsTexts: { en: typeof en } & Record<Exclude<LanguageCode, "en">, Locale> = {
  en,
  es: {},
  zh: {},
  hi: {},
  fr: {},
  ar: {},
  bn: {},
  pt: {},
  ru: {},
  ja: {},
};

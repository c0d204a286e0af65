import type { LanguageCode } from "#contracts/languages.ts";

/** English texts of the games, packages and catalogue-translation screens (the `adminCatalogue` group). */
const en = {};

type Locale = { [K in keyof typeof en]?: string } & {
  [form: `${string}_${"zero" | "two" | "few" | "many"}`]: string;
};

/** The `adminCatalogue` group in every interface language; each locale file takes its own entry. */
export const adminCatalogueTexts: { en: typeof en } & Record<Exclude<LanguageCode, "en">, Locale> =
  {
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

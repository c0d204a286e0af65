import type { LanguageCode } from "#contracts/languages.ts";

/** English texts of admin accounts, invitations and the audit log (the `adminAccounts` group). */
const en = {};

type Locale = { [K in keyof typeof en]?: string } & {
  [form: `${string}_${"zero" | "two" | "few" | "many"}`]: string;
};

/** The `adminAccounts` group in every interface language; each locale file takes its own entry. */
export const adminAccountsTexts: { en: typeof en } & Record<Exclude<LanguageCode, "en">, Locale> = {
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

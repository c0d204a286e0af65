import type { PaymentMethod } from "#contracts/buying-rules.ts";
import type { LanguageCode } from "#contracts/languages.ts";
import { ar } from "./ar.ts";
import { bn } from "./bn.ts";
import { en } from "./en.ts";
import { es } from "./es.ts";
import { fr } from "./fr.ts";
import { hi } from "./hi.ts";
import { ja } from "./ja.ts";
import type { PagesContent, StaticPageName } from "./page-content.ts";
import { pt } from "./pt.ts";
import { ru } from "./ru.ts";
import { zh } from "./zh.ts";

/**
 * The static pages' words per language. Only loaders import this module, so a page's texts reach
 * the browser as that one page's loader data, never as a bundle of every page in every language.
 * Every interface language has its own file; the type-checker refuses a missing one.
 */
const contentByLanguage: Record<LanguageCode, PagesContent> = {
  en,
  es,
  zh,
  hi,
  fr,
  ar,
  bn,
  pt,
  ru,
  ja,
};

/**
 * Values the texts may mention by placeholder: `{{email}}`, `{{maintenanceWait}}` (how long
 * an order waits for a game under maintenance before it is refunded, in the page's language),
 * `{{methods}}` (the payment methods that are on, as a list in the page's language), so a text
 * never promises a method checkout does not offer, and `{{transferWait}}`.
 */
export type PageValues = {
  email: string;
  maintenanceWait: string;
  methods: string;
  /** How long a bank transfer may take to arrive, in the page's language. */
  transferWait: string;
};

/** "Card, E-wallet and QR payment": the methods' names from the Payments page, listed. */
export function methodListIn(lang: LanguageCode, methods: readonly PaymentMethod[]): string {
  const names = contentByLanguage[lang].payments.methods;
  return new Intl.ListFormat(lang, { type: "conjunction" }).format(
    methods.map((method) => names[method].name),
  );
}

export function loadPageContent<P extends StaticPageName>(
  page: P,
  lang: LanguageCode,
  values: PageValues,
): PagesContent[P] {
  const content = contentByLanguage[lang][page];
  return fillPlaceholders(content, values);
}

const placeholder = /\{\{\s*(\w+)\s*\}\}/g;

/** Every string of the content with its placeholders replaced; unknown ones stay visible. */
function fillPlaceholders<T>(value: T, values: PageValues): T {
  if (typeof value === "string") {
    return value.replace(placeholder, (whole, name: string) =>
      name in values ? values[name as keyof PageValues] : whole,
    ) as T;
  }
  if (Array.isArray(value)) return value.map((item) => fillPlaceholders(item, values)) as T;
  if (value && typeof value === "object") {
    return Object.fromEntries(
      Object.entries(value).map(([key, item]) => [key, fillPlaceholders(item, values)]),
    ) as T;
  }
  return value;
}

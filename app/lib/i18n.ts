import { createContext, createElement, useContext } from "react";
import type { Translation } from "#app/locales/en.ts";
import type { LanguageCode } from "#contracts/languages.ts";

/**
 * The interface's translator: a typed key ("group.key") looked up in the page's text set, with
 * `{{name}}` placeholders and plural forms chosen by Intl.PluralRules for the page's language
 * (Russian one/few/many, Arabic zero/one/two/few/many, …). It replaces i18next, which cost
 * 16 KB of first-visit JavaScript for the same three jobs.
 */

const pluralForms = ["zero", "one", "two", "few", "many", "other"] as const;
export type PluralForm = (typeof pluralForms)[number];

type BaseKey<K> = K extends `${infer Base}_${PluralForm}` ? Base : K;

/** Every key a component may ask for; a misspelled key fails the type-check. */
export type TranslationKey = {
  [G in keyof Translation & string]: `${G}.${BaseKey<keyof Translation[G] & string>}`;
}[keyof Translation & string];

export type TranslationValues = Record<string, string | number>;
export type Translate = (key: TranslationKey, values?: TranslationValues) => string;
export type Translator = { lang: LanguageCode; t: Translate };

const placeholder = /\{\{\s*(\w+)\s*\}\}/g;

// One translator per text set (each set is one language's): building the plural and number
// formatters is the expensive part, and a server renders the same few sets over and over.
const translators = new WeakMap<Translation, Translator>();

export function createTranslator(lang: LanguageCode, texts: Translation): Translator {
  const cached = translators.get(texts);
  if (cached?.lang === lang) return cached;
  const plurals = new Intl.PluralRules(lang);
  const numbers = new Intl.NumberFormat(lang);
  const groups = texts as unknown as Record<string, Record<string, string> | undefined>;

  const t: Translate = (key, values) => {
    const dot = key.indexOf(".");
    const group = groups[key.slice(0, dot)];
    const name = key.slice(dot + 1);
    let text: string | undefined;
    const count = values?.count;
    if (typeof count === "number") {
      text = group?.[`${name}_${plurals.select(count)}`] ?? group?.[`${name}_other`];
    }
    text ??= group?.[name];
    // A missing text shows its key rather than nothing; the locale test keeps this from shipping.
    if (text === undefined) return key;
    if (!values) return text;
    return text.replace(placeholder, (whole, variable: string) => {
      const value = values[variable];
      if (value === undefined) return whole;
      return typeof value === "number" ? numbers.format(value) : value;
    });
  };

  const translator = { lang, t };
  translators.set(texts, translator);
  return translator;
}

const TranslatorContext = createContext<Translator | null>(null);

export function TranslationProvider({
  translator,
  children,
}: {
  translator: Translator;
  children: React.ReactNode;
}) {
  return createElement(TranslatorContext.Provider, { value: translator }, children);
}

/** The page's translator; components render only inside the root's TranslationProvider. */
export function useTranslation(): Translator {
  const translator = useContext(TranslatorContext);
  if (!translator) throw new Error("useTranslation needs a TranslationProvider above it");
  return translator;
}

/** True when `key` names a text, for keys built from data (an error code, a status). */
export function hasTranslation(texts: Translation, key: string): key is TranslationKey {
  const dot = key.indexOf(".");
  const group = (texts as unknown as Record<string, Record<string, string> | undefined>)[
    key.slice(0, dot)
  ];
  const name = key.slice(dot + 1);
  return group !== undefined && (name in group || `${name}_other` in group);
}

import { ar } from "#app/locales/ar.ts";
import { bn } from "#app/locales/bn.ts";
import { en, type PartialTranslation, type Translation } from "#app/locales/en.ts";
import { es } from "#app/locales/es.ts";
import { fr } from "#app/locales/fr.ts";
import { hi } from "#app/locales/hi.ts";
import { ja } from "#app/locales/ja.ts";
import { pt } from "#app/locales/pt.ts";
import { ru } from "#app/locales/ru.ts";
import { zh } from "#app/locales/zh.ts";
import type { LanguageCode } from "#contracts/languages.ts";

const partials: Record<LanguageCode, PartialTranslation> = {
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
 * The full text set for one language, English filling any missing key. Only this merged set
 * travels to the browser (in the root loader's data), so bundles carry no locale files.
 */
const resolved = new Map<LanguageCode, Translation>([["en", en]]);

export function resolveTranslation(code: LanguageCode): Translation {
  const cached = resolved.get(code);
  if (cached) return cached;
  const partial = partials[code];
  const merged = {} as Record<string, Record<string, string>>;
  for (const group of Object.keys(en) as (keyof Translation)[]) {
    merged[group] = { ...en[group], ...(partial[group] as Record<string, string> | undefined) };
  }
  const translation = merged as unknown as Translation;
  resolved.set(code, translation);
  return translation;
}

const serialized = new Map<LanguageCode, string>();

export function resolveTranslationJson(code: LanguageCode): string {
  let json = serialized.get(code);
  if (!json) {
    json = JSON.stringify(resolveTranslation(code));
    serialized.set(code, json);
  }
  return json;
}

import { createHash } from "node:crypto";
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
import { type LanguageCode, normalizeLanguage } from "#contracts/languages.ts";
import { rememberTexts } from "./root-data.ts";

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
 * travels to the browser (as a versioned JSON file, see textsAssetFor), so bundles carry no
 * locale files.
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

const textsPathPrefix = "/texts/";

type TextsAsset = { url: string; fileName: string; json: string };

const assets = new Map<LanguageCode, TextsAsset>();

/**
 * A language's text set as the browser fetches it: `/texts/<lang>.<hash>.json`, the hash taken
 * from the content, so the file can be cached for good and a changed text gets a new name.
 */
export function resolveTextsAsset(code: LanguageCode): TextsAsset {
  let asset = assets.get(code);
  if (!asset) {
    const texts = resolveTranslation(code);
    const json = JSON.stringify(texts);
    const hash = createHash("sha256").update(json).digest("hex").slice(0, 12);
    const fileName = `${code}.${hash}.json`;
    asset = { url: `${textsPathPrefix}${fileName}`, fileName, json };
    rememberTexts(asset.url, texts);
    assets.set(code, asset);
  }
  return asset;
}

/**
 * The JSON of `/texts/<fileName>`: the language's current texts, with `current` false for an
 * earlier version's name (not to be cached under it; a page rendered before a deploy still gets
 * texts); undefined for any other name.
 */
export function textsAssetFor(fileName: string): { json: string; current: boolean } | undefined {
  const match = /^([a-z]{2})\.[0-9a-f]{12}\.json$/.exec(fileName);
  const code = normalizeLanguage(match?.[1]);
  if (!match || !code || code !== match[1]) return undefined;
  const asset = resolveTextsAsset(code);
  return { json: asset.json, current: asset.fileName === fileName };
}

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
import { adminTextGroups } from "./admin-text-groups.ts";
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

/** Which part of a language's texts a file holds: the shop's, or the admin screens' only. */
type TextsPart = "storefront" | "admin";

const assets = new Map<string, TextsAsset>();

function partOf(texts: Translation, part: TextsPart): Record<string, unknown> {
  const groups = texts as unknown as Record<string, unknown>;
  return Object.fromEntries(
    Object.entries(groups).filter(
      ([group]) => adminTextGroups.includes(group) === (part === "admin"),
    ),
  );
}

function resolveAsset(code: LanguageCode, part: TextsPart): TextsAsset {
  const key = `${part}:${code}`;
  let asset = assets.get(key);
  if (!asset) {
    const texts = partOf(resolveTranslation(code), part);
    const json = JSON.stringify(texts);
    const hash = createHash("sha256").update(json).digest("hex").slice(0, 12);
    const fileName = `${part === "admin" ? "admin-" : ""}${code}.${hash}.json`;
    asset = { url: `${textsPathPrefix}${fileName}`, fileName, json };
    // Pages render with the shop's part; the admin part is only ever used in the browser.
    if (part === "storefront") rememberTexts(asset.url, texts as unknown as Translation);
    assets.set(key, asset);
  }
  return asset;
}

/**
 * A language's texts as the browser fetches them: `/texts/<lang>.<hash>.json`, the hash taken
 * from the content, so the file can be cached for good and a changed text gets a new name. The
 * admin groups are left out (see resolveAdminTextsAsset).
 */
export function resolveTextsAsset(code: LanguageCode): TextsAsset {
  return resolveAsset(code, "storefront");
}

/** The admin screens' texts of a language: `/texts/admin-<lang>.<hash>.json`. */
export function resolveAdminTextsAsset(code: LanguageCode): TextsAsset {
  return resolveAsset(code, "admin");
}

/**
 * The JSON of `/texts/<fileName>`: the language's current texts, with `current` false for an
 * earlier version's name (not to be cached under it; a page rendered before a deploy still gets
 * texts); undefined for any other name.
 */
export function textsAssetFor(fileName: string): { json: string; current: boolean } | undefined {
  const match = /^(admin-)?([a-z]{2})\.[0-9a-f]{12}\.json$/.exec(fileName);
  const code = normalizeLanguage(match?.[2]);
  if (!match || !code || code !== match[2]) return undefined;
  const asset = resolveAsset(code, match[1] ? "admin" : "storefront");
  return { json: asset.json, current: asset.fileName === fileName };
}

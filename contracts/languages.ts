/**
 * The 10 interface language codes, in menu order. Kept apart from their names (`languages`) so
 * the code every page runs (normalizing, text direction) does not carry the menu's names.
 */
export const languageCodes = ["en", "es", "zh", "hi", "fr", "ar", "bn", "pt", "ru", "ja"] as const;
export type LanguageCode = (typeof languageCodes)[number];

const rightToLeft: ReadonlySet<LanguageCode> = new Set<LanguageCode>(["ar"]);

export const defaultLanguage: LanguageCode = "en";
export const languageStorageKey = "language";
export const languageCookie = "lang";

const supported = new Set<string>(languageCodes);
// A BCP 47-ish tag: letters, digits and hyphens only. Anything else (quotes, angle brackets,
// "javascript:") is treated as an injection attempt and discarded, never echoed back.
const tagPattern = /^[a-z]{2,3}(?:[-_][a-z0-9]{2,8})*$/i;

/** Maps one candidate ("pt-BR", "zh_CN", "fr") to a supported code, or null. */
export function normalizeLanguage(candidate: string | null | undefined): LanguageCode | null {
  if (!candidate) return null;
  const trimmed = candidate.trim();
  if (trimmed.length > 35 || !tagPattern.test(trimmed)) return null;
  const primary = trimmed.toLowerCase().split(/[-_]/)[0] ?? "";
  return supported.has(primary) ? (primary as LanguageCode) : null;
}

/** First supported language among candidates in priority order; English otherwise. */
export function pickLanguage(candidates: Iterable<string | null | undefined>): LanguageCode {
  for (const candidate of candidates) {
    const code = normalizeLanguage(candidate);
    if (code) return code;
  }
  return defaultLanguage;
}

/** Accept-Language tags ordered by quality (`q`), highest first. */
export function parseAcceptLanguage(header: string | null | undefined): string[] {
  if (!header) return [];
  return header
    .split(",")
    .slice(0, 20)
    .map((part, index) => {
      const [tag = "", ...params] = part.trim().split(";");
      const q = params.map((p) => p.trim()).find((p) => p.startsWith("q="));
      const quality = q ? Number.parseFloat(q.slice(2)) : 1;
      return { tag: tag.trim(), quality: Number.isFinite(quality) ? quality : 0, index };
    })
    .filter((entry) => entry.tag && entry.tag !== "*" && entry.quality > 0)
    .sort((a, b) => b.quality - a.quality || a.index - b.index)
    .map((entry) => entry.tag);
}

export function languageDirection(code: LanguageCode): "ltr" | "rtl" {
  return rightToLeft.has(code) ? "rtl" : "ltr";
}

/** Reads one cookie from a Cookie header without a parser dependency. */
export function readCookie(header: string | null | undefined, name: string): string | null {
  if (!header) return null;
  for (const part of header.split(";")) {
    const [key, ...rest] = part.trim().split("=");
    if (key === name) {
      try {
        return decodeURIComponent(rest.join("="));
      } catch {
        return null;
      }
    }
  }
  return null;
}

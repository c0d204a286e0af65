import { useEffect } from "react";
import { useLocation, useRevalidator } from "react-router";
import {
  type LanguageCode,
  languageCookie,
  languageStorageKey,
  normalizeLanguage,
} from "#contracts/languages.ts";

const oneYearSeconds = 60 * 60 * 24 * 365;

/** `maxAgeSeconds` null makes a session cookie (a preference kept without consent). */
export function writePreferenceCookie(
  name: string,
  value: string,
  maxAgeSeconds: number | null = oneYearSeconds,
): void {
  const lifetime = maxAgeSeconds === null ? "" : `; max-age=${maxAgeSeconds}`;
  // biome-ignore lint/suspicious/noDocumentCookie: the server reads this cookie to render in the saved language/currency; Cookie Store API is not in every browser yet
  document.cookie = `${name}=${encodeURIComponent(value)}; path=/${lifetime}; samesite=lax`;
}

function readSavedLanguage(): LanguageCode | null {
  try {
    return normalizeLanguage(localStorage.getItem(languageStorageKey));
  } catch {
    return null;
  }
}

/**
 * Browser side of language detection: a saved choice beats what the server guessed from
 * Accept-Language, so re-render once in the saved language when they differ.
 */
export function useLanguageSync(serverLanguage: LanguageCode): void {
  const revalidator = useRevalidator();
  const location = useLocation();
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs once after hydration; later changes go through useChangeLanguage
  useEffect(() => {
    if (new URLSearchParams(location.search).has("lang")) return;
    const saved = readSavedLanguage();
    if (saved && saved !== serverLanguage) {
      writePreferenceCookie(languageCookie, saved);
      void revalidator.revalidate();
    }
  }, []);
}

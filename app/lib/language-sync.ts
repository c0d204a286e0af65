import { useCallback, useEffect } from "react";
import { useLocation, useNavigate, useRevalidator } from "react-router";
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

/** Saves the choice (localStorage + cookie for SSR) and re-renders in the new language. */
export function useChangeLanguage(): (code: LanguageCode) => void {
  const revalidator = useRevalidator();
  const navigate = useNavigate();
  const location = useLocation();
  return useCallback(
    (code: LanguageCode) => {
      try {
        localStorage.setItem(languageStorageKey, code);
      } catch {
        // Private mode may refuse storage; the cookie still carries the choice.
      }
      writePreferenceCookie(languageCookie, code);
      const params = new URLSearchParams(location.search);
      if (params.has("lang")) {
        params.delete("lang");
        const search = params.toString();
        void navigate(`${location.pathname}${search ? `?${search}` : ""}`, { replace: true });
      } else {
        void revalidator.revalidate();
      }
    },
    [location, navigate, revalidator],
  );
}

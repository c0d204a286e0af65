import { useCallback } from "react";
import { useLocation, useNavigate, useRevalidator } from "react-router";
import { writePreferenceCookie } from "#app/lib/language-sync.ts";
import { type LanguageCode, languageCookie, languageStorageKey } from "#contracts/languages.ts";

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

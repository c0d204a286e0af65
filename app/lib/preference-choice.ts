import { useLocation, useNavigate, useRevalidator } from "react-router";
import { hasConsent, preferenceCookieMaxAge } from "#app/lib/consent.ts";
import { writePreferenceCookie } from "#app/lib/language-sync.ts";
import { languageCookie, languageStorageKey, normalizeLanguage } from "#contracts/languages.ts";
import { currencyCookie } from "#contracts/preferences.ts";

/**
 * The header's language and currency menus are lists of `?lang=` / `?currency=` links (marked
 * `data-preference="lang"` or `"currency"`, the code in `data-value`), which the server honours
 * for that one page, with no JavaScript. With JavaScript the choice is remembered too: this
 * click handler, on the header itself (loaded with every page, not with the header's code), saves
 * it and re-renders in place, whether the header's code has arrived or not, so a choice made in
 * the server's markup is never lost or left unsaved.
 */
export function usePreferenceChoice(): (event: React.MouseEvent) => void {
  const revalidator = useRevalidator();
  const navigate = useNavigate();
  const location = useLocation();
  return (event) => {
    const link = (event.target as Element).closest<HTMLAnchorElement>("a[data-preference]");
    const name = link?.dataset.preference ?? "";
    const value = link?.dataset.value;
    const modified = event.metaKey || event.ctrlKey || event.shiftKey || event.altKey;
    if (!link || !value || event.button !== 0 || modified) return;
    if (name === "lang" ? !normalizeLanguage(value) : name !== "currency") return;
    event.preventDefault();
    const menu = link.closest<HTMLElement>("[popover]");
    menu?.hidePopover();
    if (menu) document.querySelector<HTMLElement>(`[popovertarget="${menu.id}"]`)?.focus();
    const isLanguage = name === "lang";
    try {
      // The language is essential; remembering the currency beyond this visit needs consent.
      if (isLanguage || hasConsent()) {
        localStorage.setItem(isLanguage ? languageStorageKey : currencyCookie, value);
      }
    } catch {
      // Storage can be refused (private mode); the cookie is enough for the server.
    }
    if (isLanguage) writePreferenceCookie(languageCookie, value);
    else writePreferenceCookie(currencyCookie, value, preferenceCookieMaxAge());
    // The same parameter in the address would outrank the saved choice: drop it.
    const params = new URLSearchParams(location.search);
    if (!params.has(name)) return void revalidator.revalidate();
    params.delete(name);
    const search = params.toString();
    void navigate(`${location.pathname}${search ? `?${search}` : ""}`, { replace: true });
  };
}

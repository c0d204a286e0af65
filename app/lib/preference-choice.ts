import { useCallback } from "react";
import { useLocation, useNavigate, useRevalidator } from "react-router";
import { hasConsent, preferenceCookieMaxAge } from "#app/lib/consent.ts";
import { useChangeLanguage } from "#app/lib/language-change.ts";
import { writePreferenceCookie } from "#app/lib/language-sync.ts";
import { normalizeLanguage } from "#contracts/languages.ts";
import { currencyCookie } from "#contracts/preferences.ts";

/** Marks a menu link that chooses a preference: `data-preference="lang"` or `"currency"`. */
export const preferenceAttribute = "data-preference";

/**
 * The header's language and currency menus are lists of `?lang=` / `?currency=` links, which
 * the server honours for that one page (no JavaScript needed). With JavaScript the choice is
 * remembered too: this click handler, on the header itself (loaded with every page, not with
 * the header's code), saves it and re-renders in place, whether the header's code has arrived
 * or not, so a choice made in the server's markup is never lost or left unsaved.
 */
export function usePreferenceChoice(): (event: React.MouseEvent) => void {
  const changeLanguage = useChangeLanguage();
  const revalidator = useRevalidator();
  const navigate = useNavigate();
  const location = useLocation();
  return useCallback(
    (event: React.MouseEvent) => {
      if (event.defaultPrevented || event.button !== 0) return;
      if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      const link = (event.target as Element).closest<HTMLAnchorElement>(
        `a[${preferenceAttribute}]`,
      );
      const value = link?.dataset.value;
      if (!link || !value) return;
      event.preventDefault();
      closeMenuOf(link);
      if (link.dataset.preference === "lang") {
        const code = normalizeLanguage(value);
        if (code) changeLanguage(code);
        return;
      }
      // Remembering the currency beyond this visit is non-essential: only with consent.
      try {
        if (hasConsent()) localStorage.setItem(currencyCookie, value);
      } catch {
        // Storage can be refused (private mode); the cookie is enough for the server.
      }
      writePreferenceCookie(currencyCookie, value, preferenceCookieMaxAge());
      // A `?currency=` in the address would outrank the saved choice: drop it.
      const params = new URLSearchParams(location.search);
      if (params.has("currency")) {
        params.delete("currency");
        const search = params.toString();
        void navigate(`${location.pathname}${search ? `?${search}` : ""}`, { replace: true });
      } else {
        void revalidator.revalidate();
      }
    },
    [changeLanguage, location, navigate, revalidator],
  );
}

/** Closes the popover menu holding `element` and gives focus back to its button. */
export function closeMenuOf(element: Element): void {
  const menu = element.closest<HTMLElement>("[popover]");
  if (!menu) return;
  try {
    if (menu.matches(":popover-open")) menu.hidePopover();
  } catch {
    return;
  }
  document.querySelector<HTMLElement>(`[popovertarget="${menu.id}"]`)?.focus();
}

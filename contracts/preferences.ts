import {
  type LanguageCode,
  languageCookie,
  parseAcceptLanguage,
  pickLanguage,
  readCookie,
} from "./languages.ts";

export const currencyCookie = "currency";

/**
 * The language a request renders in (in order: `?lang=`, the `lang` cookie,
 * Accept-Language, English) and the display currency it asked for (`?currency=`, then the
 * `currency` cookie: the header's currency menu is a list of `?currency=` links, which work
 * before or without the page's JavaScript). Shared by the root loader
 * and the server's page cache, so both always agree on what a page looks like.
 */
export function resolveRequestPreferences(input: {
  url: URL;
  cookieHeader: string | null | undefined;
  acceptLanguage: string | null | undefined;
}): { lang: LanguageCode; currencyCode: string | null } {
  const lang = pickLanguage([
    input.url.searchParams.get("lang"),
    readCookie(input.cookieHeader, languageCookie),
    ...parseAcceptLanguage(input.acceptLanguage),
  ]);
  const currency =
    input.url.searchParams.get("currency") ?? readCookie(input.cookieHeader, currencyCookie);
  return { lang, currencyCode: currency && /^[A-Z]{3}$/.test(currency) ? currency : null };
}

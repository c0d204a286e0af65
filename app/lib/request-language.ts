import type { LanguageCode } from "#contracts/languages.ts";
import { resolveRequestPreferences } from "#contracts/preferences.ts";

/** The page language of a request, decided exactly as the root loader decides it. */
export function requestLanguage(request: Request): LanguageCode {
  return resolveRequestPreferences({
    url: new URL(request.url),
    cookieHeader: request.headers.get("cookie"),
    acceptLanguage: request.headers.get("accept-language"),
  }).lang;
}

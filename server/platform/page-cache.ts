import { languageCookie } from "#contracts/languages.ts";
import { currencyCookie, resolveRequestPreferences } from "#contracts/preferences.ts";
import type { EncodedBody } from "./encoded-body.ts";

/** A rendered response as the page cache keeps it: headers, and the body with its br/gzip forms. */
export type RenderedPage = {
  status: number;
  headers: [string, string][];
  body: EncodedBody;
  /** Whether every visitor may get this very response (see isCacheablePage). */
  shareable: boolean;
};

// The only cookies a page may depend on; they are part of the cache key. Every other cookie
// (analytics, a future refresh token) is invisible to page rendering, so public pages are the
// same for everyone and one cached copy serves them all.
const variantCookies = new Set([languageCookie, currencyCookie]);

/** The request's Cookie header with only the cookies page rendering may read. */
export function variantCookieHeader(cookieHeader: string | undefined): string | undefined {
  if (!cookieHeader) return undefined;
  const kept = cookieHeader
    .split(";")
    .map((part) => part.trim())
    .filter((part) => variantCookies.has(part.slice(0, part.indexOf("=")).trim()));
  return kept.length > 0 ? kept.join("; ") : undefined;
}

type RequestLike = {
  method: string;
  /** Path and query (never an absolute URL: see request-guard.ts). */
  url: string;
  headers: { cookie?: string | undefined; "accept-language"?: string | undefined };
};

/**
 * The cache key of a GET or HEAD (resolved language, currency, path and query), or null. A HEAD
 * shares its GET's entry: it is answered with the same headers, without the body.
 */
export function pageCacheKey(request: RequestLike): string | null {
  if (request.method !== "GET" && request.method !== "HEAD") return null;
  const { lang, currencyCode } = resolveRequestPreferences({
    url: new URL(request.url, "http://localhost"),
    cookieHeader: variantCookieHeader(request.headers.cookie),
    acceptLanguage: request.headers["accept-language"],
  });
  return `${lang}|${currencyCode ?? ""}|${request.url}`;
}

// A 404 for an arbitrary long URL is cheap to render again and would only crowd out real pages.
const maxCachedNotFoundUrlLength = 200;

/** Only complete, impersonal answers are shared: 200, or 404 for a short URL; no cookie set. */
export function isCacheablePage(
  page: { status: number; headers: [string, string][] },
  url: string,
): boolean {
  if (page.status !== 200 && !(page.status === 404 && url.length <= maxCachedNotFoundUrlLength))
    return false;
  return !page.headers.some(
    ([name, value]) =>
      name === "set-cookie" || (name === "cache-control" && /private|no-store/.test(value)),
  );
}

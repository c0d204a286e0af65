import { languageCookie } from "#contracts/languages.ts";
import { currencyCookie, resolveRequestPreferences } from "#contracts/preferences.ts";

/** A rendered response as the page cache keeps it (the body as sent: bytes, never re-encoded). */
export type RenderedPage = { status: number; headers: [string, string][]; body: Buffer };

/**
 * A copy of `body` with every occurrence of `placeholder` overwritten by `value`. Both must be
 * ASCII of the same length (nonces are base64 of the same byte count), so the patch works on
 * bytes: no decoding and re-encoding of the whole page per response.
 */
export function patchPlaceholder(body: Buffer, placeholder: string, value: string): Buffer {
  if (placeholder.length !== value.length)
    throw new Error("placeholder and value differ in length");
  const copy = Buffer.from(body);
  const needle = Buffer.from(placeholder, "latin1");
  for (let at = copy.indexOf(needle); at !== -1; at = copy.indexOf(needle, at + needle.length)) {
    copy.write(value, at, "latin1");
  }
  return copy;
}

// Cookies that only choose among page variants already in the cache key; any other cookie
// (a future session, say) makes a request personal and bypasses the page cache.
const variantCookies = new Set([languageCookie, currencyCookie]);

type RequestLike = {
  method: string;
  url: string;
  host: string;
  headers: {
    cookie?: string | undefined;
    authorization?: string | undefined;
    "accept-language"?: string | undefined;
  };
};

/**
 * The cache key of an anonymous GET (language, currency, host, URL), or null when the request
 * may see personal content and must be rendered for itself.
 */
export function pageCacheKey(request: RequestLike): string | null {
  if (request.method !== "GET" || request.headers.authorization) return null;
  const cookieHeader = request.headers.cookie;
  if (cookieHeader) {
    for (const part of cookieHeader.split(";")) {
      const name = part.split("=")[0]?.trim();
      if (name && !variantCookies.has(name)) return null;
    }
  }
  const { lang, currencyCode } = resolveRequestPreferences({
    url: new URL(request.url, "http://localhost"),
    cookieHeader,
    acceptLanguage: request.headers["accept-language"],
  });
  return `${lang}|${currencyCode ?? ""}|${request.host}|${request.url}`;
}

/** Only complete, impersonal answers are shared: 200 or 404, no cookie set, not private. */
export function isCacheablePage(page: RenderedPage): boolean {
  if (page.status !== 200 && page.status !== 404) return false;
  return !page.headers.some(
    ([name, value]) =>
      name === "set-cookie" || (name === "cache-control" && /private|no-store/.test(value)),
  );
}

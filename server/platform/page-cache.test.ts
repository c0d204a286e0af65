import { describe, expect, it } from "vitest";
import { isCacheablePage, pageCacheKey, variantCookieHeader } from "./page-cache.ts";

const request = (
  headers: Record<string, string> = {},
  method = "GET",
  url = "/games/free-fire",
) => ({ method, url, headers });

describe("page cache key", () => {
  it("varies by resolved language and currency, not by the raw header", () => {
    const a = pageCacheKey(request({ "accept-language": "es-ES,es;q=0.9" }));
    const b = pageCacheKey(request({ "accept-language": "es-MX" }));
    expect(a).toBe(b);
    expect(a).toContain("es|");
    expect(pageCacheKey(request({ cookie: "lang=ar; currency=IDR" }))).toBe(
      "ar|IDR|/games/free-fire",
    );
    expect(pageCacheKey(request({}, "GET", "/?lang=ja"))).toMatch(/^ja\|/);
    // The header's currency menu links to `?currency=` before (or without) JavaScript.
    expect(pageCacheKey(request({ cookie: "currency=EUR" }, "GET", "/games?currency=IDR"))).toBe(
      "en|IDR|/games?currency=IDR",
    );
  });

  it("ignores cookies that cannot change a public page, such as analytics", () => {
    expect(pageCacheKey(request({ cookie: "_ga=GA1.1.1; lang=fr; _gid=x" }))).toBe(
      pageCacheKey(request({ cookie: "lang=fr" })),
    );
    expect(variantCookieHeader("_ga=1; lang=fr; session=abc; currency=EUR")).toBe(
      "lang=fr; currency=EUR",
    );
    expect(variantCookieHeader("_ga=1")).toBeUndefined();
  });

  it("keys GETs and HEADs alike, nothing else", () => {
    expect(pageCacheKey(request({}, "HEAD"))).toBe(pageCacheKey(request({}, "GET")));
    expect(pageCacheKey(request({}, "POST"))).toBeNull();
    expect(pageCacheKey(request({}, "DELETE"))).toBeNull();
  });

  it("ignores a currency cookie that is not a currency code", () => {
    expect(pageCacheKey(request({ cookie: "currency=<x>" }))).toBe("en||/games/free-fire");
  });
});

describe("cacheable pages", () => {
  const page = (status: number, headers: [string, string][] = []) => ({ status, headers });
  it("keeps 200 and short-URL 404 answers without cookies or private caching", () => {
    expect(isCacheablePage(page(200, [["content-type", "text/html"]]), "/")).toBe(true);
    expect(isCacheablePage(page(404), "/nope")).toBe(true);
    expect(isCacheablePage(page(404), `/${"a".repeat(300)}`)).toBe(false);
    expect(isCacheablePage(page(500), "/")).toBe(false);
    expect(isCacheablePage(page(503), "/search?q=x")).toBe(false);
    expect(isCacheablePage(page(302), "/")).toBe(false);
    expect(isCacheablePage(page(200, [["set-cookie", "a=b"]]), "/")).toBe(false);
    expect(isCacheablePage(page(200, [["cache-control", "private, max-age=0"]]), "/")).toBe(false);
  });
});

import { describe, expect, it } from "vitest";
import { isCacheablePage, pageCacheKey, patchPlaceholder } from "./page-cache.ts";

const request = (
  headers: Record<string, string> = {},
  method = "GET",
  url = "/games/free-fire",
) => ({
  method,
  url,
  host: "shop.example",
  headers,
});

describe("page cache key", () => {
  it("varies by resolved language and currency, not by the raw header", () => {
    const a = pageCacheKey(request({ "accept-language": "es-ES,es;q=0.9" }));
    const b = pageCacheKey(request({ "accept-language": "es-MX" }));
    expect(a).toBe(b);
    expect(a).toContain("es|");
    expect(pageCacheKey(request({ cookie: "lang=ar; currency=IDR" }))).toBe(
      "ar|IDR|shop.example|/games/free-fire",
    );
    expect(pageCacheKey(request({}, "GET", "/?lang=ja"))).toMatch(/^ja\|/);
  });

  it("refuses anything that may be personal or is not a GET", () => {
    expect(pageCacheKey(request({ cookie: "lang=en; session=abc" }))).toBeNull();
    expect(pageCacheKey(request({ authorization: "Bearer x" }))).toBeNull();
    expect(pageCacheKey(request({}, "POST"))).toBeNull();
    expect(pageCacheKey(request({}, "HEAD"))).toBeNull();
  });

  it("ignores a currency cookie that is not a currency code", () => {
    expect(pageCacheKey(request({ cookie: "currency=<x>" }))).toBe(
      "en||shop.example|/games/free-fire",
    );
  });
});

describe("cacheable pages", () => {
  const page = (status: number, headers: [string, string][] = []) => ({
    status,
    headers,
    body: Buffer.alloc(0),
  });
  it("keeps 200 and 404 without cookies or private caching", () => {
    expect(isCacheablePage(page(200, [["content-type", "text/html"]]))).toBe(true);
    expect(isCacheablePage(page(404))).toBe(true);
    expect(isCacheablePage(page(500))).toBe(false);
    expect(isCacheablePage(page(302))).toBe(false);
    expect(isCacheablePage(page(200, [["set-cookie", "a=b"]]))).toBe(false);
    expect(isCacheablePage(page(200, [["cache-control", "private, max-age=0"]]))).toBe(false);
  });
});

describe("nonce patching", () => {
  it("replaces every occurrence in a copy, around multi-byte text", () => {
    const cached = Buffer.from(
      '<script nonce="PLACEHOLDER1">1</script>日本語<script nonce="PLACEHOLDER1">',
    );
    const sent = patchPlaceholder(cached, "PLACEHOLDER1", "abcdefghijkl");
    expect(sent.toString()).toBe(
      '<script nonce="abcdefghijkl">1</script>日本語<script nonce="abcdefghijkl">',
    );
    expect(cached.toString()).toContain("PLACEHOLDER1");
    expect(() => patchPlaceholder(cached, "PLACEHOLDER1", "short")).toThrow();
  });
});

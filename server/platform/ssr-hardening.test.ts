import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { games } from "#db/schema/catalogue.ts";
import { createTestApp, type TestApp, TestClock } from "#tests/support/test-app.ts";

// Server rendering as an attacker and an operator meet it: through Vite's dev pipeline (no
// build needed), with the shared page cache on and a proxy hop trusted, as in production.
let t: TestApp;
const clock = new TestClock();
const cacheTtlMs = 60_000;
beforeAll(async () => {
  t = await createTestApp({
    clock,
    ssr: true,
    dev: true,
    env: { CACHE_TTL_MS: String(cacheTtlMs), PUBLIC_URL: "https://shop.example", TRUST_PROXY: "1" },
  });
}, 120_000);
afterAll(async () => {
  await t?.app.close();
});

async function render(url: string, headers: Record<string, string> = {}) {
  const response = await t.app.inject({ url, headers: { host: "shop.example", ...headers } });
  return { status: response.statusCode, html: response.body, headers: response.headers };
}

describe("shared page cache poisoning", () => {
  it("never lets Host or X-Forwarded-* choose the page or its URLs", async () => {
    const forged = await render("/", {
      "x-forwarded-host": "evil.example",
      "x-forwarded-proto": "https",
    });
    expect(forged.status).toBe(200);
    expect(forged.html).toContain('<link rel="canonical" href="https://shop.example/"/>');
    expect(forged.html).not.toContain("evil.example");
    const next = await render("/");
    expect(next.html).toContain('<link rel="canonical" href="https://shop.example/"/>');
    expect(next.html).not.toContain("evil.example");
  });

  it("refuses a forwarded protocol that is not http or https", async () => {
    for (const proto of ["https://evil.example/search?q=PWNED#", "javascript", "1http"]) {
      const forged = await render("/", { "x-forwarded-proto": proto });
      expect(forged.status, proto).toBe(400);
      expect(JSON.parse(forged.html)).toMatchObject({ success: false, code: "BAD_REQUEST" });
    }
    const home = await render("/");
    expect(home.status).toBe(200);
    expect(home.html).not.toContain("PWNED");
    expect(home.html).not.toContain("javascript:");
    expect(home.html).toContain("Trending now");
  });

  it("writes robots.txt and sitemap.xml with the configured origin only", async () => {
    for (const url of ["/robots.txt", "/sitemap.xml"]) {
      const response = await render(url, {
        "x-forwarded-host": "evil.example",
        "x-forwarded-proto": "http",
      });
      expect(response.status).toBe(200);
      expect(response.html).toContain("https://shop.example/");
      expect(response.html).not.toContain("evil.example");
    }
  });
});

describe("requests that must not reach the renderer", () => {
  it("answers deep and long paths at once with a plain 404 or 414", async () => {
    const deep = await render(`/${"a/".repeat(7_000)}`);
    expect(deep.status).toBe(414);
    expect(JSON.parse(deep.html)).toMatchObject({ code: "URI_TOO_LONG" });
    const nested = await render(`/${"a/".repeat(30)}`);
    expect(nested.status).toBe(404);
    expect(JSON.parse(nested.html)).toMatchObject({ code: "NOT_FOUND" });
  });

  it("answers route discovery (/__manifest) for deep, long or many paths quickly or refuses it", async () => {
    const page = await render("/");
    const version = /"version":\s*"([^"]+)"/.exec(page.html)?.[1];
    expect(version).toBeTruthy();
    const discover = (paths: string) => render(`/__manifest?version=${version}&paths=${paths}`);
    const known = await discover("/games/genshin-impact,/guides");
    expect(known.status).toBe(200);
    expect(Object.keys(JSON.parse(known.html)).length).toBeGreaterThan(1);
    // The path guard counts the URL's path only, so a deep path can still hide in the query:
    // matching it must stay cheap, and the URL length limit bounds how much one request asks.
    const started = performance.now();
    const deep = await discover(`/${"a/".repeat(990)}`);
    const many = await discover(
      Array.from({ length: 150 }, (_, index) => `/games/g${index.toString(36)}`).join(","),
    );
    expect(performance.now() - started).toBeLessThan(1_000);
    expect([deep.status, many.status]).toEqual([200, 200]);
    const tooLong = await discover(
      Array.from({ length: 600 }, (_, index) => `/${index}`).join(","),
    );
    expect(tooLong.status).toBe(414);
  });

  it("shows the 404 page for NUL and other control characters in page input", async () => {
    for (const url of ["/games/%00", "/game/%00", "/games/free%01fire", "/search?q=%00"]) {
      const { status, html } = await render(url);
      expect(status, url).toBe(404);
      expect(html, url).toContain("Page Not Found");
    }
  });

  it("answers a missing upload with the JSON envelope, not a page", async () => {
    const missing = await render("/uploads/nope.webp");
    expect(missing.status).toBe(404);
    expect(JSON.parse(missing.html)).toMatchObject({ success: false, code: "NOT_FOUND" });
  });

  it("shows the 404 page for page numbers that are not plain whole numbers", async () => {
    for (const url of ["/games?page=1e3", "/games?page=0x10", "/search?q=pubg&page=-1"]) {
      const { status } = await render(url);
      expect(status, url).toBe(404);
    }
    expect((await render("/games?page=2")).status).toBe(200);
  });
});

describe("what browsers are told", () => {
  it("marks HTML private, no-cache and varies .data responses like the pages", async () => {
    const page = await render("/games/genshin-impact");
    expect(page.headers["cache-control"]).toBe("private, no-cache");
    expect(String(page.headers.vary)).toMatch(/accept-language/);
    const data = await render("/games/genshin-impact.data");
    expect(data.status).toBe(200);
    expect(String(data.headers.vary)).toMatch(/accept-language/);
    expect(String(data.headers.vary)).toMatch(/cookie/);
  });

  it("answers HEAD with the GET's headers and no body", async () => {
    const get = await render("/games/genshin-impact");
    const head = await t.app.inject({
      method: "HEAD",
      url: "/games/genshin-impact",
      headers: { host: "shop.example" },
    });
    expect(head.statusCode).toBe(200);
    expect(head.body).toBe("");
    expect(head.headers["content-length"]).toBe(get.headers["content-length"]);
    expect(head.headers["cache-control"]).toBe("private, no-cache");
  });

  it("puts no CSP nonce into the page's data", async () => {
    const page = await render("/games/genshin-impact");
    expect(page.html).not.toMatch(/nonce/i);
  });
});

describe("one read-cache registry", () => {
  it("serves analytics-cookie visitors from the shared cache and refreshes every layer at once", async () => {
    const [game] = await t.database.db
      .select({ id: games.id, title: games.title })
      .from(games)
      .where(eq(games.slug, "free-fire"));
    expect(game).toBeDefined();
    const before = await render("/games/free-fire", { cookie: "_ga=GA1.1.1" });
    expect(before.html).toContain(`${game!.title}</h1>`);
    await t.database.db
      .update(games)
      .set({ title: "Free Fire Renamed" })
      .where(eq(games.id, game!.id));
    // Cached: another visitor with other analytics cookies gets the same page, as does the API.
    const cached = await render("/games/free-fire", { cookie: "_ga=GA1.1.2; _gid=x" });
    expect(cached.html).toContain(`${game!.title}</h1>`);
    t.app.services.caches.invalidateAll();
    const page = await render("/games/free-fire", { cookie: "_ga=GA1.1.3" });
    expect(page.html).toContain("Free Fire Renamed</h1>");
    const api = await t.app.inject({ url: "/api/games?limit=50" });
    expect(api.body).toContain("Free Fire Renamed");
  });
});

describe("a database that goes away", () => {
  it("answers pages with 503, the shop's message and the request id as error ID, uncached", async () => {
    // Caches expire at the end of each TTL-long window of the clock: start at the beginning of
    // one, so the layout's data cannot expire between this render and the search's.
    clock.advance(cacheTtlMs - (clock.now() % cacheTtlMs) + 1);
    await render("/"); // display currencies are now cached
    await t.database.close();
    // The layout's data is cached, the search is not: the search page shows its own failure.
    const search = await render("/search?q=mobile%20legends");
    expect(search.status).toBe(503);
    expect(search.html).toContain("Failed to search games");
    expect((await render("/search?q=mobile%20legends")).status).toBe(503);
    t.app.services.caches.invalidateAll();
    const home = await render("/games");
    expect(home.status).toBe(503);
    expect(home.html).toContain("The shop is taking a short break");
    const errorId = /data-request-id="([^"]+)"/.exec(home.html)?.[1];
    expect(errorId).toMatch(/\S+/);
    expect(home.html).toContain(`Error ID: ${errorId}`);
  });
});

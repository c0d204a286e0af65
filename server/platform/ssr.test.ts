import { gunzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { adminTextGroups } from "#app/lib/admin-text-groups.ts";
import { adminCatalogueTexts } from "#app/locales/admin/catalogue-texts.ts";
import { ar } from "#app/locales/ar.ts";
import { en } from "#app/locales/en.ts";
import { ja } from "#app/locales/ja.ts";
import { createTestApp, type TestApp } from "#tests/support/test-app.ts";

// Server rendering through Vite's dev pipeline (no build needed): the same route modules,
// loaders and entry.server as production.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ ssr: true, dev: true });
}, 120_000);
afterAll(async () => {
  await t?.app.close();
});

async function render(url: string, headers: Record<string, string> = {}) {
  const response = await t.app.inject({ url, headers: { host: "localhost:3000", ...headers } });
  return { status: response.statusCode, html: response.body, headers: response.headers };
}

describe("server-rendered pages", () => {
  it("renders the home page from the database with its meta tags", async () => {
    const { status, html } = await render("/");
    expect(status).toBe(200);
    expect(html).toContain("<title>GameZone: instant game top-ups");
    expect(html).toContain('<link rel="canonical" href="http://localhost:3000/"/>');
    expect(html).toContain('property="og:title"');
    expect(html).toContain('"@type":"Organization"');
    expect(html).toContain("Double diamonds"); // a hero headline from the seed
    expect(html).toContain("Trending now");
    expect(html).toContain('href="/games/pubg-mobile"');
    expect(html).toContain("© 2025 GameZone Pte. Ltd., Singapore");
  });

  it("renders a game page by slug and the /game alias, with packages and Product JSON-LD", async () => {
    const { status, html } = await render("/games/genshin-impact");
    expect(status).toBe(200);
    expect(html).toContain("Genshin Impact</h1>");
    expect(html).toContain("Genesis Crystals");
    expect(html).toContain("$0.99");
    expect(html).toContain('"@type":"Product"');
    expect(html).toContain(
      '<link rel="canonical" href="http://localhost:3000/games/genshin-impact"/>',
    );
    const alias = await render("/game/genshin-impact");
    expect(alias.status).toBe(200);
    expect(alias.html).toContain(
      '<link rel="canonical" href="http://localhost:3000/games/genshin-impact"/>',
    );
  });

  it("answers unknown paths and unknown games with the 404 page and status 404", async () => {
    for (const url of ["/definitely/not/here", "/games/no-such-game"]) {
      const { status, html } = await render(url);
      expect(status).toBe(404);
      expect(html).toContain("Page Not Found");
      expect(html).toContain(
        "The page you&#x27;re looking for doesn&#x27;t exist or has been moved.",
      );
      expect(html).toContain('content="noindex, follow"');
    }
  });

  it("renders search results, the empty prompt and pagination", async () => {
    const results = await render("/search?q=genshn");
    expect(results.html).toContain("Genshin Impact");
    expect(results.html).toContain('content="noindex, follow"');
    const empty = await render("/search");
    expect(empty.html).toContain("Please enter a search term to find games.");
    const none = await render("/search?q=zzzzqqqq");
    expect(none.html).toContain("No games found");
  });

  it("lists games with a category filter", async () => {
    const { html } = await render("/games?category=Gift%20Cards");
    expect(html).toContain("Steam Wallet");
    expect(html).not.toContain("Genshin Impact</h3>");
  });

  it("picks the language from ?lang, then the cookie, then Accept-Language", async () => {
    const byQuery = await render("/?lang=es");
    expect(byQuery.html).toContain('<html lang="es" dir="ltr"');
    const byCookie = await render("/", { cookie: "lang=ar" });
    expect(byCookie.html).toContain('<html lang="ar" dir="rtl"');
    const byHeader = await render("/", { "accept-language": "de-DE,ja;q=0.8" });
    expect(byHeader.html).toContain('<html lang="ja"');
    const injected = await render("/?lang=%3Cscript%3E", { cookie: "lang=fr" });
    expect(injected.html).toContain('<html lang="fr"');
  });

  it("renders the page's own words in the chosen language, right-to-left for Arabic", async () => {
    const japanese = await render("/games?lang=ja");
    expect(japanese.html).toContain(ja.header?.tagline);
    expect(japanese.html).toContain(ja.games?.title);
    expect(japanese.html).not.toContain(en.games.title);
    const arabic = await render("/games", { "accept-language": "ar-EG,ar;q=0.9,en;q=0.5" });
    expect(arabic.html).toContain('<html lang="ar" dir="rtl"');
    expect(arabic.html).toContain(ar.header?.tagline);
    expect(arabic.html).toContain(ar.games?.title);
    const byCookie = await render("/games", { cookie: "lang=ja" });
    expect(byCookie.html).toContain(ja.games?.title);
  });

  it("names the language's interface texts on the page and serves them as a versioned JSON file", async () => {
    const { html } = await render("/games?lang=ja");
    const url = /<html[^>]* data-texts="(\/texts\/ja\.[0-9a-f]{12}\.json)"/.exec(html)?.[1];
    expect(url).toBeDefined();
    expect(html).toContain(
      `<link rel="preload" as="fetch" crossorigin="anonymous" href="${url}"/>`,
    );
    // The text set itself is not page data any more (its keys would show in the page).
    expect(html).not.toContain("skipToContent");
    const texts = await t.app.inject({ url: url!, headers: { "accept-encoding": "gzip" } });
    expect(texts.statusCode).toBe(200);
    expect(texts.headers["content-type"]).toBe("application/json; charset=utf-8");
    expect(texts.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(texts.headers["content-encoding"]).toBe("gzip");
    const body = JSON.parse(gunzipSync(texts.rawPayload).toString());
    expect(body.header.tagline).toBe(ja.header?.tagline);
    // Every group but the admin screens' own, which shoppers never download.
    expect(Object.keys(body)).toEqual(
      Object.keys(en).filter((group) => !adminTextGroups.includes(group)),
    );
    expect(body.adminAreas.games).toBe(ja.adminAreas?.games);
    expect(body.adminCatalogue).toBeUndefined();

    // The admin screens' texts: their own versioned file, named in the page data.
    const adminUrl = /(\/texts\/admin-ja\.[0-9a-f]{12}\.json)/.exec(html)?.[1];
    expect(adminUrl).toBeDefined();
    const admin = await t.app.inject({ url: adminUrl! });
    expect(admin.statusCode).toBe(200);
    expect(admin.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(Object.keys(admin.json()).sort()).toEqual([...adminTextGroups].sort());
    expect(admin.json().adminCatalogue.addGame).toBe(adminCatalogueTexts.ja.addGame);

    // A page from before a deploy asks for an earlier version: today's texts, not kept.
    const earlier = await t.app.inject({ url: "/texts/ja.000000000000.json" });
    expect(earlier.statusCode).toBe(200);
    expect(earlier.headers["cache-control"]).toBe("no-cache");
    expect(earlier.json().header.tagline).toBe(ja.header?.tagline);

    for (const bad of [
      "/texts/xx.123456789abc.json",
      "/texts/en.json",
      "/texts/..%2F..%2Fpackage.json",
      "/texts/EN.123456789abc.json",
      `/texts/en.${"a".repeat(300)}.json`,
    ]) {
      const answer = await t.app.inject({ url: bad });
      expect(answer.statusCode, bad).toBe(404);
      // A path the texts route does not take (an encoded slash) ends on the 404 page instead.
      expect(answer.body, bad).not.toContain("tagline");
    }
  });

  it("compresses HTML", async () => {
    const { headers, html } = await render("/", { "accept-encoding": "gzip" });
    expect(headers["content-encoding"]).toBe("gzip");
    expect(String(headers.vary)).toMatch(/accept-language/);
    expect(String(headers.vary)).toMatch(/cookie/);
    expect(html.length).toBeGreaterThan(0);
    const response = await t.app.inject({ url: "/", headers: { "accept-encoding": "gzip" } });
    expect(gunzipSync(response.rawPayload).toString()).toContain("<!DOCTYPE html>");
  });
});

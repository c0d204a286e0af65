import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { languages } from "#contracts/language-names.ts";
import { seedGames } from "#db/seed/catalogue-data.ts";
import { createTestApp, type TestApp } from "#tests/support/test-app.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { PUBLIC_URL: "https://gamezone.example" } });
});
afterAll(async () => {
  await t.app.close();
});

describe("robots.txt and sitemap.xml", () => {
  it("points crawlers at the sitemap and away from private pages", async () => {
    const response = await t.app.inject({ url: "/robots.txt" });
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toContain("text/plain");
    expect(response.body).toContain("Disallow: /api/");
    expect(response.body).toContain("Sitemap: https://gamezone.example/sitemap.xml");
  });

  it("lists the home page, the games list and every active game", async () => {
    const response = await t.app.inject({ url: "/sitemap.xml" });
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toContain("application/xml");
    const locations = [...response.body.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);
    expect(locations).toContain("https://gamezone.example/");
    expect(locations).toContain("https://gamezone.example/games/genshin-impact");
    expect(locations).toContain("https://gamezone.example/faq");
    expect(locations).toContain("https://gamezone.example/shipping");
    expect(locations.filter((loc) => /\/games\/[a-z0-9-]+$/.test(loc ?? ""))).toHaveLength(
      seedGames.length,
    );
    expect(response.body).toContain("/games?category=Gift+Cards");
  });

  it("gives every page its alternates in all 10 languages plus x-default", async () => {
    const body = (await t.app.inject({ url: "/sitemap.xml" })).body;
    const entries = [...body.matchAll(/<url>(.*?)<\/url>/g)].map((match) => match[1] ?? "");
    expect(entries.length).toBeGreaterThan(40);
    for (const entry of entries) {
      const loc = /<loc>([^<]+)<\/loc>/.exec(entry)?.[1] ?? "";
      const hreflangs = [...entry.matchAll(/hreflang="([^"]+)"/g)].map((match) => match[1]);
      expect(hreflangs, loc).toEqual([...languages.map((language) => language.code), "x-default"]);
      const separator = loc.includes("?") ? "&#38;" : "?";
      expect(entry, loc).toContain(`hreflang="ar" href="${loc}${separator}lang=ar"`);
    }
  });
});

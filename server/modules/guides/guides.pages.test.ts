import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seedGuides } from "#db/seed/guides/guide-list.ts";
import { guideTextsEn } from "#db/seed/guides/texts/en.ts";
import { createTestApp, type TestApp } from "#tests/support/test-app.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ ssr: true, dev: true });
});
afterAll(async () => {
  await t.app.close();
});

async function page(url: string) {
  const response = await t.app.inject({ method: "GET", url, headers: { accept: "text/html" } });
  return { status: response.statusCode, html: response.body };
}

function jsonLdOf(html: string): Record<string, unknown>[] {
  return [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(
    (match) => JSON.parse(match[1] ?? "null"),
  );
}

const newest = [...seedGuides].sort((a, b) => b.publishedAt.localeCompare(a.publishedAt));

describe("guide pages rendered on the server", () => {
  it("/guides lists the guides newest first, and /blogs shows the same list", async () => {
    for (const url of ["/guides", "/blogs"]) {
      const { status, html } = await page(url);
      expect(status, url).toBe(200);
      expect(html).toContain(guideTextsEn[newest[0]!.slug].title);
      const first = html.indexOf(`/guides/${newest[0]!.slug}`);
      const second = html.indexOf(`/guides/${newest[1]!.slug}`);
      expect(first).toBeGreaterThan(-1);
      expect(first).toBeLessThan(second);
      expect(html).toContain(`<link rel="canonical" href="${t.config.origin}/guides"/>`);
    }
  });

  it("a guide renders its sanitized article, related guides and Article JSON-LD", async () => {
    const guide = seedGuides[0]!;
    const { status, html } = await page(`/guides/${guide.slug}`);
    expect(status).toBe(200);
    expect(html).toContain('class="prose-guide');
    expect(html).toContain("<h2>Where to find your Character ID</h2>");
    expect(html).toContain('data-testid="related-guides"');
    expect(html).toMatch(/<img[^>]+width="1280"[^>]+height="720"/);
    const article = jsonLdOf(html).find((item) => item["@type"] === "Article");
    expect(article).toMatchObject({
      headline: guideTextsEn[guide.slug].title,
      datePublished: guide.publishedAt,
      author: { "@type": "Person", name: guide.authorName },
      publisher: { "@type": "Organization", name: "GameZone" },
      inLanguage: "en",
      mainEntityOfPage: { "@id": `${t.config.origin}/guides/${guide.slug}` },
      image: [`${t.config.origin}/uploads/guides/${guide.slug}-wide.webp`],
    });
    expect(article?.dateModified).toEqual(expect.any(String));
    const description = /<meta name="description" content="([^"]*)"/.exec(html)?.[1] ?? "";
    expect(description.length).toBeGreaterThan(100);
    expect(description.length).toBeLessThanOrEqual(160);
    expect(html).toContain(`<meta property="og:image" content="${t.config.origin}/uploads/guides/`);
  });

  it("a guide without a text in the page language shows the source text marked with its language", async () => {
    const { slug } = await t.app.services.guides.saveGuide({
      status: "published",
      authorName: "Only English",
      texts: { en: { title: "English Only Guide", html: "<p>Only in English.</p>" } },
    });
    const { status, html } = await page(`/guides/${slug}?lang=fr`);
    expect(status).toBe(200);
    expect(html).toContain('<html lang="fr"');
    expect(html).toContain('<article lang="en"');
    expect(html).toContain('data-testid="guide-untranslated"');
  });

  it("unknown and malformed slugs are 404 pages", async () => {
    for (const url of ["/guides/no-such-guide", "/guides/..%2F..%2Fetc", "/guides/Bad_Slug"]) {
      expect((await page(url)).status, url).toBe(404);
    }
  });
});

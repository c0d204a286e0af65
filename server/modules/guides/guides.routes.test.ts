import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  guideDetailSchema,
  guideListItemSchema,
  guideListItemWithContentSchema,
} from "#contracts/guides.ts";
import { excerptOf, slugify } from "#contracts/guides-rules.ts";
import { guides, guideTexts } from "#db/schema/content.ts";
import { seedGuides } from "#db/seed/guides/guide-list.ts";
import { guideTranslations } from "#db/seed/guides/guide-translations.ts";
import { guideTextsEn } from "#db/seed/guides/texts/en.ts";
import { createTestApp, type TestApp } from "#tests/support/test-app.ts";
import { stripGuideHtml } from "./guide-html.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.app.close();
});

async function get(url: string) {
  const response = await t.app.inject({ method: "GET", url });
  return { status: response.statusCode, body: response.json() };
}

const newestFirst = [...seedGuides].sort((a, b) => b.publishedAt.localeCompare(a.publishedAt));

describe("slugify", () => {
  it("lowercases, turns every run of other characters into one hyphen and trims the ends", () => {
    expect(slugify("  Hello, World!! 2025 ")).toBe("hello-world-2025");
    expect(slugify("PUBG Mobile: UC & Royale Pass")).toBe("pubg-mobile-uc-royale-pass");
    expect(slugify("Café — naïve")).toBe("caf-na-ve");
    expect(slugify("!!!")).toBe("");
    expect(slugify(`${"a".repeat(119)} b`)).toBe("a".repeat(119));
  });

  it("gives every seeded guide its slug from its English title", () => {
    for (const guide of seedGuides)
      expect(slugify(guideTextsEn[guide.slug].title)).toBe(guide.slug);
  });
});

describe("excerptOf", () => {
  it("keeps a short text whole and cuts a long one at a word with an ellipsis", () => {
    expect(excerptOf("  Short   text. ")).toBe("Short text.");
    const long = "word ".repeat(60);
    const excerpt = excerptOf(long);
    expect(excerpt.length).toBeLessThanOrEqual(150);
    expect(excerpt.endsWith("word…")).toBe(true);
  });
});

describe("GET /api/blogs", () => {
  it("answers a plain array of published guides, newest first, each with its HTML", async () => {
    const { status, body } = await get("/api/blogs");
    expect(status).toBe(200);
    expect(Array.isArray(body)).toBe(true);
    expect(body.map((item: { slug: string }) => item.slug)).toEqual(
      newestFirst.map((guide) => guide.slug),
    );
    for (const item of body) {
      const parsed = guideListItemWithContentSchema.strict().parse(item);
      expect(parsed.language).toBe("en");
      expect(parsed.excerpt.length).toBeLessThanOrEqual(150);
      expect(parsed.image).toMatch(/^\/uploads\/guides\/.+-wide\.webp$/);
      // The same sanitized HTML as the guide's own endpoint.
      const detail = await get(`/api/blogs/${parsed.slug}`);
      expect(parsed.content).toBe(detail.body.data.content);
      expect(parsed.content).toMatch(/<p>/);
    }
  });

  it("leaves the HTML out with fields=summary, and refuses other fields values", async () => {
    const { status, body } = await get("/api/blogs?fields=summary");
    expect(status).toBe(200);
    expect(body.length).toBeGreaterThan(0);
    for (const item of body) {
      guideListItemSchema.strict().parse(item);
      expect(item).not.toHaveProperty("content");
    }
    expect((await get("/api/blogs?fields=everything")).status).toBe(400);
  });

  it("falls back to the guide's own language when the asked one has no text", async () => {
    await t.app.services.guides.saveGuide({
      status: "published",
      publishedAt: "2099-01-01T00:00:00.000Z",
      authorName: "Only English",
      texts: { en: { title: "Written In English Only", html: "<p>Just English.</p>" } },
    });
    const { status, body } = await get("/api/blogs?lang=ja");
    expect(status).toBe(200);
    expect(body[0]).toMatchObject({ slug: "written-in-english-only", language: "en" });
    expect(body[0].title).toBe("Written In English Only");
    // Guides that have a Japanese text come in Japanese.
    const japanese = guideTranslations.ja ?? {};
    for (const item of body.slice(1)) {
      expect(item.language).toBe(item.slug in japanese ? "ja" : "en");
    }
  });

  it("refuses an unknown language or page with a 400 envelope", async () => {
    for (const url of ["/api/blogs?lang=xx", "/api/blogs?page=0", "/api/blogs?page=1e3"]) {
      const { status, body } = await get(url);
      expect(status, url).toBe(400);
      expect(body.code).toBe("VALIDATION_FAILED");
    }
  });

  it("answers an empty array past the last page", async () => {
    const { status, body } = await get("/api/blogs?page=50");
    expect(status).toBe(200);
    expect(body).toEqual([]);
  });
});

describe("GET /api/blogs/:slug", () => {
  const slug = seedGuides[0]!.slug;

  it("answers one guide with its sanitized content", async () => {
    const { status, body } = await get(`/api/blogs/${slug}`);
    expect(status).toBe(200);
    expect(body.success).toBe(true);
    const guide = guideDetailSchema.parse(body.data);
    expect(guide.slug).toBe(slug);
    expect(guide.title).toBe(guideTextsEn[slug].title);
    expect(guide.content).toContain("<h2>");
    expect(guide.description.length).toBeLessThanOrEqual(160);
  });

  it("answers 404 for an unknown slug", async () => {
    const { status, body } = await get("/api/blogs/no-such-guide");
    expect(status).toBe(404);
    expect(body).toMatchObject({ success: false, code: "NOT_FOUND" });
  });

  it("answers a 400 or 404 envelope, never a 500, for hostile slugs", async () => {
    const hostile = [
      "/api/blogs/..%2F..%2Fetc%2Fpasswd",
      "/api/blogs/%2e%2e%2f",
      "/api/blogs/%2e%2e",
      "/api/blogs/..%2Fblogs",
      "/api/blogs/UPPER-case",
      "/api/blogs/%00",
      `/api/blogs/${"a".repeat(1500)}`,
      `/api/blogs/${"a-".repeat(60)}b`,
    ];
    for (const url of hostile) {
      const response = await t.app.inject({ method: "GET", url });
      const label = url.slice(0, 40);
      expect([400, 404], label).toContain(response.statusCode);
      expect(response.json().success, label).toBe(false);
    }
  });

  it("refuses a 5 KB slug at the edge (414, the URL limit) with the error envelope", async () => {
    const response = await t.app.inject({ method: "GET", url: `/api/blogs/${"a".repeat(5120)}` });
    expect(response.statusCode).toBe(414);
    expect(response.json()).toMatchObject({ success: false });
  });

  it("keeps drafts out of the list and the detail", async () => {
    const saved = await t.app.services.guides.saveGuide({
      status: "draft",
      authorName: "Draft Writer",
      texts: { en: { title: "A Draft Nobody Sees", html: "<p>Not yet.</p>" } },
    });
    expect(saved.slug).toBe("a-draft-nobody-sees");
    expect((await get("/api/blogs/a-draft-nobody-sees")).status).toBe(404);
    const list = await get("/api/blogs");
    expect(list.body.map((item: { slug: string }) => item.slug)).not.toContain(saved.slug);
  });
});

describe("saveGuide", () => {
  it("stores sanitized HTML and a 150-character excerpt of its text", async () => {
    const html =
      '<p onclick="steal()">Safe words <a href="javascript:alert(1)">bad link</a> and ' +
      '<a href="https://example.com/x" target="_blank">good link</a> and ' +
      '<a href="/games/pubg-mobile">shop link</a>.</p>' +
      "<script>alert('x')</script><style>p{color:red}</style>" +
      '<iframe src="https://evil.example">framed</iframe>' +
      '<img src="x" onerror="alert(1)">' +
      `<h2>Part two</h2><p>${"Long sentence with plenty of words. ".repeat(10)}</p>`;
    const saved = await t.app.services.guides.saveGuide({
      status: "published",
      authorName: "Test Writer",
      texts: { en: { title: "  Sanitizer Check: <Part> 1 ", html } },
    });
    expect(saved.slug).toBe("sanitizer-check-part-1");
    const [text] = await t.database.db
      .select()
      .from(guideTexts)
      .innerJoin(guides, eq(guides.id, guideTexts.guideId))
      .where(eq(guides.slug, saved.slug));
    const stored = text!.guide_texts.contentHtml;
    for (const banned of [
      "<script",
      "alert",
      "onclick",
      "onerror",
      "javascript:",
      "<iframe",
      "framed",
      "<style",
      "color:red",
      "<img",
      "target=",
    ]) {
      expect(stored, banned).not.toContain(banned);
    }
    expect(stored).toContain('<a href="https://example.com/x">good link</a>');
    expect(stored).toContain('<a href="/games/pubg-mobile">shop link</a>');
    expect(stored).toContain("<h2>Part two</h2>");

    const excerpt = text!.guide_texts.excerpt;
    expect(excerpt.length).toBeLessThanOrEqual(150);
    expect(excerpt.length).toBeGreaterThan(120);
    expect(
      excerpt.startsWith("Safe words bad link and good link and shop link. Part two Long"),
    ).toBe(true);
    expect(excerpt).toBe(excerptOf(stripGuideHtml(stored)));

    const { body } = await get(`/api/blogs/${saved.slug}`);
    expect(body.data.content).toBe(stored);
    const list = await get("/api/blogs");
    expect(list.body.map((item: { slug: string }) => item.slug)).toContain(saved.slug);
  });

  it("refuses a title without letters or digits and a bad slug", async () => {
    await expect(
      t.app.services.guides.saveGuide({
        status: "draft",
        authorName: "X",
        texts: { en: { title: "!!!", html: "<p>x</p>" } },
      }),
    ).rejects.toMatchObject({ code: "VALIDATION_FAILED" });
    await expect(
      t.app.services.guides.saveGuide({
        slug: "../etc",
        status: "draft",
        authorName: "X",
        texts: { en: { title: "Fine", html: "<p>x</p>" } },
      }),
    ).rejects.toMatchObject({ code: "VALIDATION_FAILED" });
  });

  it("shows a translation once it exists, and the source text until then", async () => {
    const { slug } = await t.app.services.guides.saveGuide({
      status: "published",
      authorName: "Translation Writer",
      texts: { en: { title: "Translation Check", html: "<p>Hello <em>world</em>.</p>" } },
    });
    expect((await get(`/api/blogs/${slug}?lang=es`)).body.data.language).toBe("en");
    await t.app.services.guides.saveGuide(
      {
        slug,
        status: "published",
        authorName: "ignored",
        texts: { es: { title: "Guía en español", html: "<p>Hola <b>mundo</b>.</p>" } },
      },
      { keepExisting: true },
    );
    const { body } = await get(`/api/blogs/${slug}?lang=es`);
    expect(body.data).toMatchObject({ language: "es", title: "Guía en español" });
    expect(body.data.content).toBe("<p>Hola mundo.</p>");
    expect((await get(`/api/blogs/${slug}`)).body.data.content).toBe(
      "<p>Hello <em>world</em>.</p>",
    );
    expect(body.data.author).toBe("Translation Writer");
  });
});

describe("related guides", () => {
  it("puts guides sharing games first, then the newest, never the guide itself", async () => {
    const genshin = "how-to-find-your-genshin-impact-uid-and-server";
    const related = await t.app.services.guides.listRelatedGuides(genshin, "en");
    expect(related).toHaveLength(3);
    expect(related.map((guide) => guide.slug)).not.toContain(genshin);
    const sharing = seedGuides
      .filter((guide) => guide.slug !== genshin && guide.gameSlugs.includes("genshin-impact"))
      .map((guide) => guide.slug);
    expect(sharing.length).toBeGreaterThan(0);
    expect(
      related
        .slice(0, sharing.length)
        .map((guide) => guide.slug)
        .sort(),
    ).toEqual(sharing.sort());
  });
});

describe("sitemap", () => {
  it("lists every published guide with an alternate per language", async () => {
    const response = await t.app.inject({ method: "GET", url: "/sitemap.xml" });
    expect(response.statusCode).toBe(200);
    const slug = seedGuides[0]!.slug;
    const loc = `${t.config.origin}/guides/${slug}`;
    expect(response.body).toContain(`<loc>${loc}</loc>`);
    expect(response.body).toContain(`hreflang="ja" href="${loc}?lang=ja"`);
    expect(response.body).toContain(`hreflang="x-default" href="${loc}"`);
    expect(response.body).not.toContain("a-draft-nobody-sees");
  });
});

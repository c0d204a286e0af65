import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AdminGuideDetail, AdminGuideList } from "#contracts/admin-guides.ts";
import { excerptOf } from "#contracts/guides-rules.ts";
import { auditLog } from "#db/schema/audit.ts";
import { guides, guideTexts } from "#db/schema/content.ts";
import { seedGuides } from "#db/seed/guides/guide-list.ts";
import { stripGuideHtml } from "#server/modules/guides/guide-html.ts";
import { type LoggedIn, loginAs } from "#tests/support/accounts.ts";
import { createTestApp, type TestApp } from "#tests/support/test-app.ts";

/**
 * The admin guides API, on the real app with page rendering and the read caches on (a long TTL),
 * so "shows at once" means the writes really empty the caches.
 */

let t: TestApp;
let manager: LoggedIn;
let editor: LoggedIn;
let support: LoggedIn;

beforeAll(async () => {
  t = await createTestApp({ ssr: true, dev: true, env: { CACHE_TTL_MS: "600000" } });
  manager = await loginAs(t, "admin", "manager");
  editor = await loginAs(t, "admin", "editor");
  support = await loginAs(t, "admin", "support");
}, 60_000);

afterAll(async () => {
  await t?.app.close();
});

const missingId = "00000000-0000-4000-8000-000000000000";

function call(
  who: LoggedIn | null,
  method: "GET" | "POST" | "PUT" | "DELETE",
  url: string,
  payload?: unknown,
) {
  return t.app.inject({
    method,
    url,
    headers: who ? { authorization: `Bearer ${who.token}` } : {},
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
}

async function create(body: Record<string, unknown>, who: LoggedIn = manager) {
  const reply = await call(who, "POST", "/api/admin/blogs", body);
  expect(reply.statusCode, reply.body).toBe(200);
  return reply.json().data as AdminGuideDetail;
}

async function publicSlugs(lang = "en"): Promise<string[]> {
  const reply = await t.app.inject({ url: `/api/blogs?lang=${lang}` });
  expect(reply.statusCode).toBe(200);
  return reply.json().map((item: { slug: string }) => item.slug);
}

async function page(url: string) {
  const response = await t.app.inject({ url, headers: { accept: "text/html" } });
  return { status: response.statusCode, html: response.body };
}

async function auditOf(id: string) {
  return t.database.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.targetType, "guide"), eq(auditLog.targetId, id)))
    .orderBy(auditLog.createdAt);
}

async function storedTexts(id: string) {
  return t.database.db.select().from(guideTexts).where(eq(guideTexts.guideId, id));
}

async function guideCount() {
  return (await t.database.db.select({ id: guides.id }).from(guides)).length;
}

const body = (html: string) => `<p>${html}</p>`;

describe("creating a guide", () => {
  it("stores a draft the storefront does not show, authored by the signed-in admin", async () => {
    // Warm the caches first: the draft must not be served from them, and publishing must.
    await publicSlugs();
    await page("/guides");
    const guide = await create({
      title: "Draft Tips For Free Fire",
      contentHtml: body("Some <strong>useful</strong> advice."),
      gameSlugs: ["free-fire"],
    });
    expect(guide).toMatchObject({
      slug: "draft-tips-for-free-fire",
      status: "draft",
      sourceLanguage: "en",
      gameSlugs: ["free-fire"],
      authorId: manager.userId,
      publishedAt: null,
    });
    expect(guide.authorName).not.toBe("");
    expect(guide.texts).toEqual([
      expect.objectContaining({
        language: "en",
        title: "Draft Tips For Free Fire",
        contentHtml: "<p>Some <strong>useful</strong> advice.</p>",
        excerpt: "Some useful advice.",
      }),
    ]);
    expect(await publicSlugs()).not.toContain(guide.slug);
    expect((await t.app.inject({ url: `/api/blogs/${guide.slug}` })).statusCode).toBe(404);
    expect((await page(`/guides/${guide.slug}`)).status).toBe(404);

    const audit = await auditOf(guide.id);
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({
      action: "blogs.create",
      actorId: manager.userId,
      actorRole: "manager",
      before: null,
    });
    expect(audit[0]?.after).toMatchObject({ slug: guide.slug, status: "draft" });
  });

  it("publishes: in the API list, the /guides page and its own page at once", async () => {
    await publicSlugs();
    await page("/guides");
    const guide = await create({
      title: "Published At Once",
      contentHtml: body("Fresh words for every reader."),
      status: "published",
    });
    expect(guide.status).toBe("published");
    expect(guide.publishedAt).not.toBeNull();
    expect((await publicSlugs())[0]).toBe("published-at-once");
    expect((await page("/guides")).html).toContain("/guides/published-at-once");
    const article = await page("/guides/published-at-once");
    expect(article.status).toBe(200);
    expect(article.html).toContain("Fresh words for every reader.");
  });

  it("publishes and unpublishes a draft through PUT, dating it only the first time", async () => {
    const draft = await create({ title: "Toggle Me", contentHtml: body("Toggle text.") });
    await publicSlugs();
    await page("/guides/toggle-me");

    const published = await call(editor, "PUT", `/api/admin/blogs/${draft.id}`, {
      status: "published",
    });
    expect(published.statusCode, published.body).toBe(200);
    expect(published.json().message).toBe("Guide published");
    const firstDate = published.json().data.publishedAt;
    expect(firstDate).not.toBeNull();
    expect(await publicSlugs()).toContain("toggle-me");
    expect((await page("/guides/toggle-me")).status).toBe(200);

    const hidden = await call(editor, "PUT", `/api/admin/blogs/${draft.id}`, { status: "draft" });
    expect(hidden.statusCode, hidden.body).toBe(200);
    expect(hidden.json().message).toBe("Guide unpublished");
    expect(await publicSlugs()).not.toContain("toggle-me");
    expect((await page("/guides/toggle-me")).status).toBe(404);
    expect((await page("/guides")).html).not.toContain("/guides/toggle-me");

    const again = await call(editor, "PUT", `/api/admin/blogs/${draft.id}`, {
      status: "published",
    });
    expect(again.json().data.publishedAt).toBe(firstDate);

    const actions = (await auditOf(draft.id)).map((entry) => entry.action);
    expect(actions).toEqual(["blogs.create", "blogs.update", "blogs.update", "blogs.update"]);
    const unpublish = (await auditOf(draft.id))[2];
    expect(unpublish?.before).toMatchObject({ status: "published" });
    expect(unpublish?.after).toMatchObject({ status: "draft" });
    expect(unpublish?.actorRole).toBe("editor");
  });

  it("stores hostile HTML clean, in the database and in every API answer", async () => {
    const hostile =
      '<p onclick="steal()" style="color:red">Hello <a href="javascript:alert(1)">bad</a> ' +
      '<a href="https://example.com/ok" onmouseover="x()" style="x">good</a> ' +
      '<a href="/games/pubg-mobile">shop</a></p>' +
      "<script>alert('x')</script><style>p{color:red}</style>" +
      '<iframe src="https://evil.example">framed</iframe>' +
      '<img src="x" onerror="alert(1)">' +
      '<h2 style="font-size:99px">Part two</h2><h1>Big</h1><div class="x">Kept words</div>';
    const guide = await create({ title: "Sanitize Me", contentHtml: hostile, status: "published" });
    const clean =
      '<p>Hello <a>bad</a> <a href="https://example.com/ok">good</a> ' +
      '<a href="/games/pubg-mobile">shop</a></p><h2>Part two</h2>BigKept words';
    const [stored] = await storedTexts(guide.id);
    expect(stored?.contentHtml).toBe(clean);
    expect(guide.texts[0]?.contentHtml).toBe(clean);
    for (const html of [stored?.contentHtml ?? "", guide.texts[0]?.contentHtml ?? ""]) {
      expect(html).not.toMatch(/script|onerror|onclick|onmouseover|javascript:|iframe|style|<img/i);
    }
    const detail = await call(manager, "GET", `/api/admin/blogs/${guide.id}`);
    expect(detail.json().data.texts[0].contentHtml).toBe(clean);
    const storefront = await t.app.inject({ url: "/api/blogs/sanitize-me" });
    expect(storefront.json().data.content).toBe(clean);
    const article = await page("/guides/sanitize-me");
    expect(article.html).not.toContain("alert(");
    expect(article.html).not.toContain("evil.example");
  });

  it("computes the excerpt from the first 150 characters of the cleaned text", async () => {
    const html = `<h2>Intro</h2><p>${"Long sentence with plenty of words. ".repeat(10)}</p><script>hidden()</script>`;
    const guide = await create({ title: "Excerpt Check", contentHtml: html });
    const excerpt = guide.texts[0]?.excerpt ?? "";
    expect(excerpt).toBe(excerptOf(stripGuideHtml(html)));
    expect(excerpt.startsWith("Intro Long sentence")).toBe(true);
    expect(excerpt.length).toBeLessThanOrEqual(150);
    expect(excerpt.endsWith("…")).toBe(true);
    expect(excerpt).not.toContain("hidden");
    const [stored] = await storedTexts(guide.id);
    expect(stored?.excerpt).toBe(excerpt);
  });

  it("takes a slug given by hand, and refuses one another guide has with 409", async () => {
    const guide = await create({
      title: "Any Title",
      slug: "hand-made-slug",
      contentHtml: body("x"),
    });
    expect(guide.slug).toBe("hand-made-slug");
    const before = await guideCount();
    for (const attempt of [
      { title: "Other", slug: "hand-made-slug", contentHtml: body("y") },
      { title: "Hand Made Slug", contentHtml: body("y") },
      { title: "Seeded", slug: seedGuides[0]!.slug, contentHtml: body("y") },
    ]) {
      const reply = await call(manager, "POST", "/api/admin/blogs", attempt);
      expect(reply.statusCode, JSON.stringify(attempt)).toBe(409);
      expect(reply.json()).toMatchObject({ success: false, code: "CONFLICT" });
      expect(reply.json().message).toContain("already uses the slug");
    }
    const rename = await call(manager, "PUT", `/api/admin/blogs/${guide.id}`, {
      slug: seedGuides[0]!.slug,
    });
    expect(rename.statusCode).toBe(409);
    expect(await guideCount()).toBe(before);
  });

  it("refuses bad input with a 400 naming the problem, storing nothing", async () => {
    const before = await guideCount();
    const auditBefore = (await t.database.db.select().from(auditLog)).length;
    const cases: [Record<string, unknown>, RegExp][] = [
      [{ contentHtml: body("x") }, /title is required/],
      [{ title: "   ", contentHtml: body("x") }, /title is required/],
      [{ title: "a".repeat(201), contentHtml: body("x") }, /title must be 200 characters/],
      [{ title: 42, contentHtml: body("x") }, /title/],
      [{ title: "No Content" }, /contentHtml is required/],
      [{ title: "Too Long", contentHtml: "a".repeat(200_001) }, /contentHtml must be/],
      [{ title: "Bad Slug", slug: "Bad Slug!", contentHtml: body("x") }, /slug must be/],
      [{ title: "Bad Slug", slug: "a".repeat(121), contentHtml: body("x") }, /slug must be 120/],
      [{ title: "Status", status: "live", contentHtml: body("x") }, /status must be one of/],
      [{ title: "Cover", coverImage: "javascript:alert(1)", contentHtml: body("x") }, /coverImage/],
      [{ title: "Games", gameSlugs: "pubg-mobile", contentHtml: body("x") }, /gameSlugs/],
      [
        {
          title: "Unknown Game",
          gameSlugs: ["pubg-mobile", "no-such-game"],
          contentHtml: body("x"),
        },
        /No game has the slug: no-such-game/,
      ],
      [{ title: "!!!", contentHtml: body("x") }, /give a slug/],
      [
        { title: "Empty After Cleaning", contentHtml: "<script>alert(1)</script><p> </p>" },
        /no text once cleaned/,
      ],
      [{ title: "Language", sourceLanguage: "xx", contentHtml: body("x") }, /lang must be one of/],
    ];
    for (const [payload, message] of cases) {
      const reply = await call(manager, "POST", "/api/admin/blogs", payload);
      const label = JSON.stringify(payload).slice(0, 80);
      expect(reply.statusCode, label).toBe(400);
      expect(reply.json().code, label).toBe("VALIDATION_FAILED");
      expect(reply.json().message, label).toMatch(message);
    }
    expect(await guideCount()).toBe(before);
    expect((await t.database.db.select().from(auditLog)).length).toBe(auditBefore);
  });

  it("accepts only existing game slugs on PUT too, and leaves the guide unchanged", async () => {
    const guide = await create({ title: "Games Check", contentHtml: body("x") });
    const bad = await call(manager, "PUT", `/api/admin/blogs/${guide.id}`, {
      gameSlugs: ["no-such-game"],
    });
    expect(bad.statusCode).toBe(400);
    const empty = await call(manager, "PUT", `/api/admin/blogs/${guide.id}`, {});
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toMatch(/at least one/);
    const good = await call(manager, "PUT", `/api/admin/blogs/${guide.id}`, {
      gameSlugs: ["pubg-mobile", "pubg-mobile", "free-fire"],
      coverImage: "/uploads/guides/cover-wide.webp",
    });
    expect(good.statusCode, good.body).toBe(200);
    expect(good.json().data).toMatchObject({
      gameSlugs: ["pubg-mobile", "free-fire"],
      coverImage: "/uploads/guides/cover-wide.webp",
    });
  });
});

describe("translations", () => {
  it("upserts and deletes a language's text, never the source one", async () => {
    const guide = await create({
      title: "Translate Me",
      contentHtml: body("English words."),
      status: "published",
    });
    const url = `/api/admin/blogs/${guide.id}/texts/fr`;
    const saved = await call(editor, "PUT", url, {
      title: "Traduisez-moi",
      contentHtml: '<p onclick="x()">Des mots <em>français</em>.</p><script>x</script>',
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const fr = saved.json().data.texts.find((text: { language: string }) => text.language === "fr");
    expect(fr).toMatchObject({
      title: "Traduisez-moi",
      contentHtml: "<p>Des mots <em>français</em>.</p>",
      excerpt: "Des mots français.",
    });
    expect(saved.json().data.texts[0].language).toBe("en");
    const list = await call(manager, "GET", "/api/admin/blogs?q=translate-me");
    expect(list.json().data.blogs[0].languages).toEqual(["en", "fr"]);
    // The storefront shows the French text at once.
    const french = await t.app.inject({ url: "/api/blogs/translate-me?lang=fr" });
    expect(french.json().data.title).toBe("Traduisez-moi");

    const replaced = await call(editor, "PUT", url, {
      title: "Nouveau titre",
      contentHtml: "<p>Autre.</p>",
    });
    expect(replaced.statusCode).toBe(200);
    expect((await storedTexts(guide.id)).find((text) => text.language === "fr")?.title).toBe(
      "Nouveau titre",
    );

    const source = await call(editor, "DELETE", `/api/admin/blogs/${guide.id}/texts/en`);
    expect(source.statusCode).toBe(400);
    expect(source.json().message).toMatch(/source language/);

    const removed = await call(editor, "DELETE", url);
    expect(removed.statusCode, removed.body).toBe(200);
    expect(removed.json().data.texts.map((text: { language: string }) => text.language)).toEqual([
      "en",
    ]);
    expect((await t.app.inject({ url: "/api/blogs/translate-me?lang=fr" })).json().data.title).toBe(
      "Translate Me",
    );
    expect((await call(editor, "DELETE", url)).statusCode).toBe(404);
    expect(
      (await call(editor, "PUT", `/api/admin/blogs/${guide.id}/texts/xx`, {})).statusCode,
    ).toBe(400);

    const actions = (await auditOf(guide.id)).map((entry) => entry.action);
    expect(actions).toEqual([
      "blogs.create",
      "blogs.update-text",
      "blogs.update-text",
      "blogs.delete-text",
    ]);
    const deletion = (await auditOf(guide.id))[3];
    expect(deletion?.before).toMatchObject({ texts: { fr: { title: "Nouveau titre" } } });
    expect(deletion?.after).not.toHaveProperty("texts.fr");
  });
});

describe("listing and reading", () => {
  it("lists every guide with drafts, filtered, sorted and paged", async () => {
    const all = await call(editor, "GET", "/api/admin/blogs?pageSize=100");
    expect(all.statusCode, all.body).toBe(200);
    const data = all.json().data as AdminGuideList;
    expect(data.total).toBe(await guideCount());
    expect(data.blogs.some((guide) => guide.status === "draft")).toBe(true);
    const seeded = data.blogs.find((guide) => guide.slug === seedGuides[0]!.slug);
    expect(seeded?.languages[0]).toBe("en");
    expect(seeded?.title.length).toBeGreaterThan(0);

    const drafts = (await call(editor, "GET", "/api/admin/blogs?status=draft")).json().data;
    expect(drafts.blogs.every((guide: { status: string }) => guide.status === "draft")).toBe(true);
    expect(drafts.total).toBeGreaterThan(0);

    const search = (await call(editor, "GET", "/api/admin/blogs?q=SANITIZE")).json().data;
    expect(search.blogs.map((guide: { slug: string }) => guide.slug)).toEqual(["sanitize-me"]);

    const missing = (await call(editor, "GET", "/api/admin/blogs?missing=fr&pageSize=100")).json()
      .data;
    expect(
      missing.blogs.every((guide: { languages: string[] }) => !guide.languages.includes("fr")),
    ).toBe(true);

    const byTitle = (await call(editor, "GET", "/api/admin/blogs?sort=title_asc&pageSize=100"))
      .json()
      .data.blogs.map((guide: { title: string }) => guide.title.toLowerCase());
    expect(byTitle).toEqual(
      [...byTitle].sort((a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0)),
    );

    const first = (await call(editor, "GET", "/api/admin/blogs?pageSize=2&page=1")).json().data;
    const second = (await call(editor, "GET", "/api/admin/blogs?pageSize=2&page=2")).json().data;
    expect(first.blogs).toHaveLength(2);
    expect(second.blogs[0].id).not.toBe(first.blogs[0].id);
    expect(second.blogs[0].id).not.toBe(first.blogs[1].id);

    for (const query of ["status=live", "sort=random", "page=0", "pageSize=500", "missing=xx"]) {
      const reply = await call(editor, "GET", `/api/admin/blogs?${query}`);
      expect(reply.statusCode, query).toBe(400);
    }
  });

  it("answers 404 for an unknown guide and 400 for a malformed id", async () => {
    expect((await call(editor, "GET", `/api/admin/blogs/${missingId}`)).statusCode).toBe(404);
    expect((await call(editor, "GET", "/api/admin/blogs/not-a-uuid")).statusCode).toBe(400);
    expect(
      (await call(editor, "PUT", `/api/admin/blogs/${missingId}`, { status: "draft" })).statusCode,
    ).toBe(404);
  });

  it("lists the catalogue games a guide can name", async () => {
    const reply = await call(editor, "GET", "/api/admin/blogs/games");
    expect(reply.statusCode).toBe(200);
    expect(reply.json().data.map((game: { slug: string }) => game.slug)).toContain("pubg-mobile");
  });
});

describe("deleting and roles", () => {
  it("deletes a guide with its texts, audited, and the storefront forgets it at once", async () => {
    const guide = await create({
      title: "Delete Me Soon",
      contentHtml: body("Bye."),
      status: "published",
    });
    expect(await publicSlugs()).toContain("delete-me-soon");
    const reply = await call(manager, "DELETE", `/api/admin/blogs/${guide.id}`);
    expect(reply.statusCode, reply.body).toBe(200);
    expect(reply.json()).toMatchObject({ success: true, data: { id: guide.id } });
    expect(await publicSlugs()).not.toContain("delete-me-soon");
    expect((await page("/guides/delete-me-soon")).status).toBe(404);
    expect(await storedTexts(guide.id)).toEqual([]);
    const audit = await auditOf(guide.id);
    expect(audit.at(-1)).toMatchObject({ action: "blogs.delete", after: null });
    expect(audit.at(-1)?.before).toMatchObject({ slug: "delete-me-soon" });
    expect((await call(manager, "DELETE", `/api/admin/blogs/${guide.id}`)).statusCode).toBe(404);
  });

  it("lets an editor write guides and refuses support and shoppers, changing nothing", async () => {
    const guide = await create({ title: "Editor Wrote This", contentHtml: body("Hi.") }, editor);
    expect(guide.authorId).toBe(editor.userId);
    const before = await guideCount();
    const attempts: [string, "GET" | "POST" | "PUT" | "DELETE", string, unknown?][] = [
      ["list", "GET", "/api/admin/blogs"],
      ["create", "POST", "/api/admin/blogs", { title: "Support Wrote", contentHtml: body("x") }],
      ["publish", "PUT", `/api/admin/blogs/${guide.id}`, { status: "published" }],
      ["delete", "DELETE", `/api/admin/blogs/${guide.id}`],
    ];
    for (const [label, method, url, payload] of attempts) {
      expect((await call(support, method, url, payload)).statusCode, label).toBe(403);
      expect((await call(null, method, url, payload)).statusCode, label).toBe(401);
    }
    const shopper = await loginAs(t, "user");
    expect((await call(shopper, "GET", "/api/admin/blogs")).statusCode).toBe(403);
    expect(await guideCount()).toBe(before);
    const [row] = await t.database.db.select().from(guides).where(eq(guides.id, guide.id));
    expect(row?.status).toBe("draft");
  });
});

import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type {
  AdminCatalogueText,
  AdminCatalogueTexts,
  AdminFeatured,
} from "#contracts/admin-home.ts";
import { auditLog } from "#db/schema/audit.ts";
import { catalogueTexts, displayCurrencies, featuredItems, games } from "#db/schema/catalogue.ts";
import { type LoggedIn, loginAs } from "#tests/support/accounts.ts";
import { createTestApp, type TestApp } from "#tests/support/test-app.ts";

/**
 * The admin home lists, display currencies and catalogue translations. The read caches are on
 * (a minute) so every test of the storefront proves a write empties them at once.
 */

let t: TestApp;
let owner: LoggedIn;
let manager: LoggedIn;
let editor: LoggedIn;

beforeAll(async () => {
  t = await createTestApp({ ssr: true, dev: true, env: { CACHE_TTL_MS: "60000" } });
  owner = await loginAs(t, "admin", "owner");
  manager = await loginAs(t, "admin", "manager");
  editor = await loginAs(t, "admin", "editor");
}, 120_000);

afterAll(async () => {
  await t?.app.close();
});

const db = () => t.database.db;
const missingId = "00000000-0000-4000-8000-000000000000";

function call(who: LoggedIn, method: "GET" | "PUT" | "DELETE", url: string, payload?: unknown) {
  return t.app.inject({
    method,
    url,
    headers: { authorization: `Bearer ${who.token}` },
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
}

async function featured(): Promise<AdminFeatured> {
  const reply = await call(editor, "GET", "/api/admin/featured");
  expect(reply.statusCode, reply.body).toBe(200);
  return reply.json().data;
}

async function storefront<T>(url: string): Promise<T> {
  const reply = await t.app.inject({ url });
  expect(reply.statusCode, reply.body).toBe(200);
  return reply.json().data;
}

async function auditOf(action: string, targetId: string) {
  return db()
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.action, action), eq(auditLog.targetId, targetId)));
}

async function gameBySlug(slug: string) {
  const [game] = await db().select().from(games).where(eq(games.slug, slug));
  if (!game) throw new Error(`no game ${slug}`);
  return game;
}

describe("home lists", () => {
  it("lists the three lists in order with the games to pick from", async () => {
    const data = await featured();
    expect(data.lists.hero.length).toBeGreaterThan(0);
    expect(data.lists.trending.length).toBeGreaterThan(3);
    expect(data.lists.more_games.length).toBeGreaterThan(0);
    expect(data.games.length).toBeGreaterThanOrEqual(24);
    const hero = data.lists.hero[0];
    expect(hero?.displayImage).toMatch(/^\/uploads\//);
    expect(hero?.headline).not.toBe("");
    const storefrontHero = await storefront<{ gameId: { _id: string } }[]>("/api/featured/hero");
    expect(storefrontHero.map((item) => item.gameId._id)).toEqual(
      data.lists.hero.map((item) => item.gameId),
    );
  });

  it("reorders trending and the storefront shows the new order at once", async () => {
    // Read first, so the storefront's cache holds the old order.
    const before = await storefront<{ _id: string }[]>("/api/featured/trending");
    const data = await featured();
    const reversed = [...data.lists.trending].reverse();
    expect(before.map((game) => game._id)).toEqual(
      data.lists.trending.slice(0, before.length).map((item) => item.gameId),
    );
    const reply = await call(manager, "PUT", "/api/admin/featured/trending", {
      items: reversed.map((item) => ({ gameId: item.gameId })),
    });
    expect(reply.statusCode, reply.body).toBe(200);
    expect(reply.json().data.items.map((item: { gameId: string }) => item.gameId)).toEqual(
      reversed.map((item) => item.gameId),
    );
    // Items keep their ids: only positions changed.
    expect(reply.json().data.items.map((item: { id: string }) => item.id)).toEqual(
      reversed.map((item) => item.id),
    );
    const after = await storefront<{ _id: string }[]>("/api/featured/trending");
    expect(after.map((game) => game._id)).toEqual(
      reversed.slice(0, after.length).map((item) => item.gameId),
    );
    const [audit] = await auditOf("featured.update", "trending");
    expect(audit?.actorRole).toBe("manager");
    expect(((audit?.before ?? []) as unknown[]).length).toBe(reversed.length);
    expect(((audit?.after ?? []) as { gameId: string }[])[0]?.gameId).toBe(reversed[0]?.gameId);
  });

  it("puts a new game first in trending, then removes it", async () => {
    const data = await featured();
    const inList = new Set(data.lists.trending.map((item) => item.gameId));
    const newcomer = data.games.find((game) => !inList.has(game.id));
    if (!newcomer) throw new Error("every game is trending already");
    const items = [newcomer.id, ...data.lists.trending.map((item) => item.gameId)].map(
      (gameId) => ({ gameId }),
    );
    const added = await call(editor, "PUT", "/api/admin/featured/trending", { items });
    expect(added.statusCode, added.body).toBe(200);
    expect((await storefront<{ _id: string }[]>("/api/featured/trending"))[0]?._id).toBe(
      newcomer.id,
    );

    const removed = await call(editor, "PUT", "/api/admin/featured/trending", {
      items: items.slice(1),
    });
    expect(removed.statusCode, removed.body).toBe(200);
    const after = await storefront<{ _id: string }[]>("/api/featured/trending");
    expect(after.map((game) => game._id)).not.toContain(newcomer.id);
    const rows = await db()
      .select()
      .from(featuredItems)
      .where(and(eq(featuredItems.list, "trending"), eq(featuredItems.gameId, newcomer.id)));
    expect(rows).toHaveLength(0);
  });

  it("saves hero headlines and artwork, defaulting to the game's wide image", async () => {
    const data = await featured();
    const first = data.lists.hero[0];
    const second = data.lists.hero[1];
    if (!first || !second) throw new Error("the demo hero list has fewer than two items");
    const secondGame = await gameBySlug(second.slug);
    const reply = await call(owner, "PUT", "/api/admin/featured/hero", {
      items: [
        { gameId: second.gameId, headline: "  Fresh headline here  " },
        {
          gameId: first.gameId,
          headline: first.headline,
          displayImage: "/uploads/hero/new-art.webp",
          displayImageSmall: "/uploads/hero/new-art-small.webp",
        },
        ...data.lists.hero.slice(2).map((item) => ({
          gameId: item.gameId,
          headline: item.headline,
          displayImage: item.displayImage,
          displayImageSmall: item.displayImageSmall,
        })),
      ],
    });
    expect(reply.statusCode, reply.body).toBe(200);
    const [row] = await db()
      .select()
      .from(featuredItems)
      .where(and(eq(featuredItems.list, "hero"), eq(featuredItems.gameId, second.gameId)));
    expect(row?.headline).toBe("Fresh headline here");
    expect(row?.position).toBe(0);
    expect(row?.displayImage).toBe(secondGame.image);
    expect(row?.displayImageWebP).toBe(secondGame.image);
    expect(row?.displayImageSmall).toBe(secondGame.image.replace(/\.webp$/, ".640w.webp"));

    const hero =
      await storefront<
        {
          gameId: { _id: string };
          headline: string;
          displayImage: string;
          displayImageSmall: string;
        }[]
      >("/api/featured/hero");
    expect(hero[0]?.gameId._id).toBe(second.gameId);
    expect(hero[0]?.headline).toBe("Fresh headline here");
    expect(hero[1]?.displayImage).toBe("/uploads/hero/new-art.webp");
    expect(hero[1]?.displayImageSmall).toBe("/uploads/hero/new-art-small.webp");

    // The home page renders the new first slide's headline straight away.
    const page = await t.app.inject({ url: "/" });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain("Fresh headline here");
  });

  it("refuses unknown, archived and duplicate games, too many items and bad input", async () => {
    const data = await featured();
    const trending = data.lists.trending.map((item) => ({ gameId: item.gameId }));
    const cases: { list: string; body: unknown; status: number; message: RegExp }[] = [
      {
        list: "trending",
        body: { items: [{ gameId: missingId }, ...trending] },
        status: 400,
        message: /No game has the id/,
      },
      {
        list: "trending",
        body: { items: [...trending, trending[0]] },
        status: 400,
        message: /only once/,
      },
      {
        list: "hero",
        body: { items: data.games.slice(0, 9).map((game) => ({ gameId: game.id })) },
        status: 400,
        message: /at most 8/,
      },
      {
        list: "more_games",
        body: { items: data.games.slice(0, 25).map((game) => ({ gameId: game.id })) },
        status: 400,
        message: /at most 24/,
      },
      { list: "sidebar", body: { items: [] }, status: 400, message: /list must be one of/ },
      { list: "trending", body: { items: "nope" }, status: 400, message: /items/ },
      { list: "trending", body: {}, status: 400, message: /items/ },
      {
        list: "trending",
        body: { items: [{ gameId: "not-a-uuid" }] },
        status: 400,
        message: /gameId/,
      },
      {
        list: "hero",
        body: { items: [{ gameId: data.games[0]?.id, headline: "x".repeat(121) }] },
        status: 400,
        message: /headline must be 120/,
      },
      {
        list: "hero",
        body: {
          items: [{ gameId: data.games[0]?.id, displayImage: "https://evil.example/a.webp" }],
        },
        status: 400,
        message: /uploads/,
      },
      {
        list: "hero",
        body: { items: [{ gameId: data.games[0]?.id, displayImage: "/uploads/../secret" }] },
        status: 400,
        message: /\.\./,
      },
    ];
    for (const { list, body, status, message } of cases) {
      const reply = await call(manager, "PUT", `/api/admin/featured/${list}`, body);
      expect(reply.statusCode, `${list} ${JSON.stringify(body).slice(0, 80)}`).toBe(status);
      expect(reply.json().message).toMatch(message);
    }

    // An archived game.
    const archived = data.games.find(
      (game) => !data.lists.trending.some((item) => item.gameId === game.id),
    );
    if (!archived) throw new Error("no game outside trending");
    await db().update(games).set({ isActive: false }).where(eq(games.id, archived.id));
    const reply = await call(manager, "PUT", "/api/admin/featured/trending", {
      items: [{ gameId: archived.id }, ...trending],
    });
    expect(reply.statusCode).toBe(400);
    expect(reply.json().message).toMatch(/archived/);
    await db().update(games).set({ isActive: true }).where(eq(games.id, archived.id));

    // Nothing changed.
    expect((await featured()).lists.trending.map((item) => item.gameId)).toEqual(
      data.lists.trending.map((item) => item.gameId),
    );
  });

  it("empties a list", async () => {
    const data = await featured();
    const reply = await call(manager, "PUT", "/api/admin/featured/more_games", { items: [] });
    expect(reply.statusCode, reply.body).toBe(200);
    expect((await featured()).lists.more_games).toEqual([]);
    const restored = await call(manager, "PUT", "/api/admin/featured/more_games", {
      items: data.lists.more_games.map((item) => ({ gameId: item.gameId })),
    });
    expect(restored.statusCode).toBe(200);
  });

  it("is refused to support agents", async () => {
    const support = await loginAs(t, "admin", "support");
    expect((await call(support, "GET", "/api/admin/featured")).statusCode).toBe(403);
  });
});

describe("display currencies", () => {
  type Currency = { code: string; symbol: string; name: string; rateToUsd: number };

  it("lists the seeded currencies, USD at 1", async () => {
    const reply = await call(manager, "GET", "/api/admin/currencies");
    expect(reply.statusCode, reply.body).toBe(200);
    const list: Currency[] = reply.json().data.currencies;
    expect(list.find((c) => c.code === "USD")?.rateToUsd).toBe(1);
    expect(list.length).toBeGreaterThanOrEqual(17);
  });

  it("creates, updates and deletes a currency, the storefront following at once", async () => {
    expect((await storefront<Currency[]>("/api/currencies")).some((c) => c.code === "CHF")).toBe(
      false,
    );
    const created = await call(manager, "PUT", "/api/admin/currencies/CHF", {
      symbol: "CHF",
      name: "Swiss franc",
      rateToUsd: 0.88,
      sortOrder: 30,
    });
    expect(created.statusCode, created.body).toBe(200);
    expect(created.json().data.created).toBe(true);
    expect(
      (await storefront<Currency[]>("/api/currencies")).find((c) => c.code === "CHF")?.rateToUsd,
    ).toBe(0.88);

    const updated = await call(manager, "PUT", "/api/admin/currencies/CHF", {
      symbol: "Fr.",
      name: "Swiss franc",
      rateToUsd: 0.9,
      sortOrder: 30,
    });
    expect(updated.statusCode, updated.body).toBe(200);
    expect(updated.json().data.created).toBe(false);
    const chf = (await storefront<Currency[]>("/api/currencies")).find((c) => c.code === "CHF");
    expect(chf).toMatchObject({ symbol: "Fr.", rateToUsd: 0.9 });

    const deleted = await call(manager, "DELETE", "/api/admin/currencies/CHF");
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect((await storefront<Currency[]>("/api/currencies")).some((c) => c.code === "CHF")).toBe(
      false,
    );

    expect((await auditOf("currencies.create", "CHF"))[0]?.after).toMatchObject({
      rateToUsd: 0.88,
    });
    expect((await auditOf("currencies.update", "CHF"))[0]).toMatchObject({
      before: { symbol: "CHF", rateToUsd: 0.88 },
      after: { symbol: "Fr.", rateToUsd: 0.9 },
    });
    expect((await auditOf("currencies.delete", "CHF"))[0]?.before).toMatchObject({
      symbol: "Fr.",
    });
  });

  it("keeps USD, at a rate of 1", async () => {
    const rate = await call(owner, "PUT", "/api/admin/currencies/USD", {
      symbol: "$",
      name: "US dollar",
      rateToUsd: 1.5,
      sortOrder: 0,
    });
    expect(rate.statusCode).toBe(400);
    expect(rate.json().message).toMatch(/USD.*rate must stay 1/);
    const renamed = await call(owner, "PUT", "/api/admin/currencies/USD", {
      symbol: "US$",
      name: "US dollar",
      rateToUsd: 1,
      sortOrder: 0,
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    const removal = await call(owner, "DELETE", "/api/admin/currencies/USD");
    expect(removal.statusCode).toBe(409);
    expect(removal.json().message).toMatch(/USD cannot be deleted/);
    const [usd] = await db()
      .select()
      .from(displayCurrencies)
      .where(eq(displayCurrencies.code, "USD"));
    expect(Number(usd?.rateToUsd)).toBe(1);
  });

  it("refuses bad codes, rates and fields without changing anything", async () => {
    const good = { symbol: "k", name: "Test", rateToUsd: 2, sortOrder: 1 };
    const cases: { code: string; body: unknown; message: RegExp }[] = [
      { code: "chf", body: good, message: /three capital letters/ },
      { code: "CHFF", body: good, message: /three capital letters/ },
      { code: "C1F", body: good, message: /three capital letters/ },
      { code: "CHF", body: { ...good, rateToUsd: 0 }, message: /more than 0/ },
      { code: "CHF", body: { ...good, rateToUsd: -3 }, message: /more than 0/ },
      { code: "CHF", body: { ...good, rateToUsd: "2" }, message: /rateToUsd must be a number/ },
      { code: "CHF", body: { ...good, rateToUsd: 1e12 }, message: /rateToUsd must be/ },
      { code: "CHF", body: { ...good, symbol: "" }, message: /symbol is required/ },
      { code: "CHF", body: { ...good, name: "x".repeat(61) }, message: /60 characters/ },
      { code: "CHF", body: { ...good, sortOrder: 1.5 }, message: /whole number/ },
      { code: "CHF", body: { ...good, sortOrder: -1 }, message: /0 or more/ },
      { code: "CHF", body: { symbol: "k" }, message: /name is required/ },
    ];
    for (const { code, body, message } of cases) {
      const reply = await call(manager, "PUT", `/api/admin/currencies/${code}`, body);
      expect(reply.statusCode, `${code} ${JSON.stringify(body)}`).toBe(400);
      expect(reply.json().message).toMatch(message);
    }
    expect((await call(manager, "DELETE", "/api/admin/currencies/XYZ")).statusCode).toBe(404);
    expect((await call(manager, "DELETE", "/api/admin/currencies/xyz")).statusCode).toBe(400);
    const rows = await db()
      .select()
      .from(displayCurrencies)
      .where(eq(displayCurrencies.code, "CHF"));
    expect(rows).toHaveLength(0);
  });

  it("is refused to editors", async () => {
    expect((await call(editor, "GET", "/api/admin/currencies")).statusCode).toBe(403);
  });
});

describe("catalogue translations", () => {
  async function list(query: string): Promise<AdminCatalogueTexts> {
    const reply = await call(editor, "GET", `/api/admin/catalogue-texts?${query}`);
    expect(reply.statusCode, reply.body).toBe(200);
    return reply.json().data;
  }

  it("lists every translatable text with its English and the missing ones flagged", async () => {
    const genshin = await gameBySlug("genshin-impact");
    await db()
      .delete(catalogueTexts)
      .where(and(eq(catalogueTexts.language, "fr"), eq(catalogueTexts.entityKey, genshin.id)));
    const all = await list("language=fr&pageSize=200");
    expect(all.allTotal).toBeGreaterThan(50);
    expect(all.total).toBe(all.allTotal);
    // Number-only placeholders read the same in every language: not listed.
    expect(all.items.every((item) => /\p{L}/u.test(item.english))).toBe(true);
    const description = (
      await list(`language=fr&q=${encodeURIComponent("Genshin")}&entity=game&pageSize=200`)
    ).items.find((item) => item.gameId === genshin.id && item.field === "description");
    expect(description).toMatchObject({
      english: genshin.description,
      translation: null,
      missing: true,
      gameTitle: "Genshin Impact",
      kind: "description",
    });
    const missing = await list("language=fr&missing=true&pageSize=200");
    expect(missing.total).toBe(all.missingTotal);
    expect(missing.items.every((item) => item.missing)).toBe(true);
    expect(missing.total).toBeGreaterThan(0);
    const categories = await list("language=fr&entity=category");
    expect(categories.items.map((item) => item.entityKey)).toContain("Battle Royale");
    expect(categories.items.every((item) => item.entity === "category")).toBe(true);
    const paged = await list("language=fr&pageSize=10&page=2");
    expect(paged.items).toHaveLength(10);
    expect(paged.items[0]).toEqual(all.items[10]);
  });

  it("saves a Spanish description that the game page shows at once, then deletes it", async () => {
    const genshin = await gameBySlug("genshin-impact");
    // Warm the caches with the current text.
    const warm = await t.app.inject({ url: "/games/genshin-impact?lang=es" });
    expect(warm.statusCode).toBe(200);
    await storefront(`/api/games/${genshin.id}?lang=es`);
    const text = "Descripción editada por el equipo: cristales al instante.";
    const reply = await call(editor, "PUT", "/api/admin/catalogue-texts", {
      texts: [
        {
          entity: "game",
          entityKey: genshin.id,
          field: "description",
          language: "es",
          value: `  ${text}  `,
        },
        { entity: "category", entityKey: "RPG", field: "name", language: "es", value: "Rol (RPG)" },
      ],
    });
    expect(reply.statusCode, reply.body).toBe(200);
    expect(reply.json().data).toMatchObject({ saved: 2, deleted: 0 });
    const saved: AdminCatalogueText = reply.json().data.items[0];
    expect(saved).toMatchObject({ translation: text, missing: false });

    const api = await storefront<{ description: string; categoryName: string }>(
      `/api/games/${genshin.id}?lang=es`,
    );
    expect(api.description).toBe(text);
    expect(api.categoryName).toBe("Rol (RPG)");
    const page = await t.app.inject({ url: "/games/genshin-impact?lang=es" });
    expect(page.body).toContain(text);

    const [audit] = await auditOf("catalogue-texts.update", `es:game:${genshin.id}:description`);
    expect(audit?.after).toEqual({ value: text });
    expect(audit?.actorRole).toBe("editor");

    // Saving the same text again changes nothing.
    const again = await call(editor, "PUT", "/api/admin/catalogue-texts", {
      texts: [
        {
          entity: "game",
          entityKey: genshin.id,
          field: "description",
          language: "es",
          value: text,
        },
      ],
    });
    expect(again.json().data).toMatchObject({ saved: 0, unchanged: 1 });

    const removed = await call(editor, "PUT", "/api/admin/catalogue-texts", {
      texts: [
        { entity: "game", entityKey: genshin.id, field: "description", language: "es", value: "" },
      ],
    });
    expect(removed.statusCode, removed.body).toBe(200);
    expect(removed.json().data).toMatchObject({ deleted: 1 });
    expect(removed.json().data.items[0]).toMatchObject({ translation: null, missing: true });
    const english = await storefront<{ description: string }>(`/api/games/${genshin.id}?lang=es`);
    expect(english.description).toBe(genshin.description);
    expect(
      (await auditOf("catalogue-texts.delete", `es:game:${genshin.id}:description`))[0]?.before,
    ).toEqual({ value: text });
  });

  it("translates a hero headline by the featured item", async () => {
    const hero = (await featured()).lists.hero.find((item) => item.headline);
    if (!hero) throw new Error("no hero headline");
    const reply = await call(editor, "PUT", "/api/admin/catalogue-texts", {
      texts: [
        {
          entity: "featured",
          entityKey: hero.id,
          field: "headline",
          language: "ja",
          value: "見出し",
        },
      ],
    });
    expect(reply.statusCode, reply.body).toBe(200);
    const items = await storefront<{ _id: string; headline: string }[]>(
      "/api/featured/hero?lang=ja",
    );
    expect(items.find((item) => item._id === hero.id)?.headline).toBe("見出し");
  });

  it("refuses bad languages, entities, keys and values without changing anything", async () => {
    const genshin = await gameBySlug("genshin-impact");
    const text = {
      entity: "game",
      entityKey: genshin.id,
      field: "description",
      language: "de",
      value: "Hallo",
    };
    for (const query of [
      "",
      "language=en",
      "language=de",
      "language=es&entity=blog",
      "language=es&missing=yes",
      "language=es&pageSize=500",
    ]) {
      const reply = await call(editor, "GET", `/api/admin/catalogue-texts?${query}`);
      expect(reply.statusCode, query).toBe(400);
    }
    const cases: { texts: unknown; message: RegExp }[] = [
      { texts: [text], message: /language must be one of/ },
      { texts: [{ ...text, language: "en" }], message: /language must be one of/ },
      { texts: [{ ...text, language: "es", entity: "blog" }], message: /entity must be one of/ },
      { texts: [{ ...text, language: "es", entityKey: missingId }], message: /No catalogue text/ },
      { texts: [{ ...text, language: "es", field: "title" }], message: /No catalogue text/ },
      {
        texts: [
          { ...text, language: "es", entity: "category", entityKey: "Racing", field: "name" },
        ],
        message: /No catalogue text/,
      },
      { texts: [{ ...text, language: "es", value: "x".repeat(4001) }], message: /4000 characters/ },
      {
        texts: [
          { ...text, language: "es", field: "playerIdField.uid.label", value: "x".repeat(201) },
        ],
        message: /200 characters/,
      },
      { texts: [{ ...text, language: "es", value: "bad\u0000text" }], message: /control/ },
      { texts: [{ ...text, language: "es", value: 5 }], message: /value must be text/ },
      { texts: [], message: /at least one/ },
      {
        texts: [
          { ...text, language: "es" },
          { ...text, language: "es", value: "Otra" },
        ],
        message: /twice/,
      },
      // One bad text refuses the whole batch.
      {
        texts: [
          { ...text, language: "es", value: "Válido" },
          { ...text, language: "es", entityKey: missingId },
        ],
        message: /No catalogue text/,
      },
    ];
    for (const { texts, message } of cases) {
      const reply = await call(editor, "PUT", "/api/admin/catalogue-texts", { texts });
      expect(reply.statusCode, JSON.stringify(texts).slice(0, 120)).toBe(400);
      expect(reply.json().message).toMatch(message);
    }
    const rows = await db()
      .select()
      .from(catalogueTexts)
      .where(
        and(
          eq(catalogueTexts.entityKey, genshin.id),
          eq(catalogueTexts.field, "description"),
          eq(catalogueTexts.language, "es"),
        ),
      );
    expect(rows.map((row) => row.value)).not.toContain("Válido");
  });

  it("drops a removed hero item's headline translations", async () => {
    const data = await featured();
    const hero = data.lists.hero.find((item) => item.headline);
    if (!hero) throw new Error("no hero headline");
    await call(editor, "PUT", "/api/admin/catalogue-texts", {
      texts: [
        {
          entity: "featured",
          entityKey: hero.id,
          field: "headline",
          language: "pt",
          value: "Título",
        },
      ],
    });
    const keep = data.lists.hero
      .filter((item) => item.id !== hero.id)
      .map((item) => ({ gameId: item.gameId, headline: item.headline }));
    const reply = await call(editor, "PUT", "/api/admin/featured/hero", { items: keep });
    expect(reply.statusCode, reply.body).toBe(200);
    const rows = await db()
      .select()
      .from(catalogueTexts)
      .where(and(eq(catalogueTexts.entity, "featured"), eq(catalogueTexts.entityKey, hero.id)));
    expect(rows).toHaveLength(0);
  });
});

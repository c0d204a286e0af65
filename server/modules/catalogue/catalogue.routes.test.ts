import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  currencyPackageSchema,
  featuredItemSchema,
  gameDetailSchema,
  gameSummarySchema,
  paginationSchema,
} from "#contracts/catalogue.ts";
import { createGame, createPackage } from "#db/factories.ts";
import { currencyPackages, games } from "#db/schema/catalogue.ts";
import { heroSlugs, seedGames, trendingSlugs } from "#db/seed/catalogue-data.ts";
import { createTestApp, type TestApp } from "#tests/support/test-app.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.app.close();
});

async function get(url: string) {
  const response = await t.app.inject({ method: "GET", url });
  return { status: response.statusCode, body: response.json(), headers: response.headers };
}

describe("GET /api/featured/*", () => {
  it("returns the hero carousel in its configured order with image fallbacks filled", async () => {
    const { status, body } = await get("/api/featured/hero");
    expect(status).toBe(200);
    expect(body.success).toBe(true);
    const items = body.data.map((item: unknown) => featuredItemSchema.parse(item));
    expect(items.map((item: { gameId: { slug: string } }) => item.gameId.slug)).toEqual(heroSlugs);
    for (const item of items) {
      expect(item.displayImageWebP).toMatch(/\.webp$/);
      expect(item.displayImageSmall).toMatch(/wideSmall\.webp$/);
    }
  });

  it("returns trending games in order, at most 15", async () => {
    const { body } = await get("/api/featured/trending");
    const slugs = body.data.map((game: unknown) => gameSummarySchema.parse(game).slug);
    expect(slugs).toEqual(trendingSlugs.slice(0, 15));
  });
});

describe("GET /api/games", () => {
  it("paginates active games alphabetically", async () => {
    const first = await get("/api/games?page=1&limit=10");
    expect(first.status).toBe(200);
    const pagination = paginationSchema.parse(first.body.pagination);
    expect(pagination).toMatchObject({
      totalGames: seedGames.length,
      totalPages: Math.ceil(seedGames.length / 10),
      currentPage: 1,
      hasNextPage: true,
      hasPrevPage: false,
    });
    const titles = first.body.data.map((game: { title: string }) => game.title);
    expect(titles).toHaveLength(10);
    const lowered = titles.map((title: string) => title.toLowerCase());
    expect(lowered).toEqual([...lowered].sort());

    const last = await get(`/api/games?page=${pagination.totalPages}&limit=10`);
    expect(last.body.pagination.hasNextPage).toBe(false);
    expect(last.body.pagination.hasPrevPage).toBe(true);
    expect(last.body.data.length).toBe(seedGames.length - (pagination.totalPages - 1) * 10);
  });

  it("filters by category", async () => {
    const { body } = await get("/api/games?category=Gift%20Cards&limit=50");
    const expected = seedGames.filter((game) => game.category === "Gift Cards").length;
    expect(expected).toBeGreaterThan(0);
    expect(body.data).toHaveLength(expected);
    expect(body.data.every((game: { category: string }) => game.category === "Gift Cards")).toBe(
      true,
    );
  });

  it.each([
    ["page=-1", "page must be 1 or more"],
    ["page=abc", "page must be a whole number"],
    ["limit=51", "limit must be 50 or less"],
    ["limit=0", "limit must be 1 or more"],
    ["category=Racing", "category"],
  ])("rejects %s with a 400 envelope", async (query, message) => {
    const { status, body } = await get(`/api/games?${query}`);
    expect(status).toBe(400);
    expect(body).toMatchObject({ success: false, code: "VALIDATION_FAILED" });
    expect(body.message).toContain(message);
    expect(body.issues[0].field).toBe(query.split("=")[0]);
  });
});

describe("GET /api/games/search", () => {
  async function searchTitles(query: string) {
    const { status, body } = await get(`/api/games/search?query=${encodeURIComponent(query)}`);
    expect(status).toBe(200);
    return body.data.map((game: { title: string }) => game.title) as string[];
  }

  it("answers the success envelope with pagination and a message", async () => {
    const { body } = await get("/api/games/search?query=pubg&page=1&limit=12");
    expect(body.success).toBe(true);
    expect(body.message).toMatch(/^Found \d+ games?$/);
    expect(paginationSchema.parse(body.pagination).currentPage).toBe(1);
    expect(body.data[0].title).toBe("PUBG Mobile");
  });

  it("tolerates typos", async () => {
    expect((await searchTitles("genshn"))[0]).toBe("Genshin Impact");
    expect((await searchTitles("fortnit"))[0]).toBe("Fortnite");
    expect(await searchTitles("valornt")).toContain("Valorant");
  });

  it("matches partial phrases and abbreviations", async () => {
    expect((await searchTitles("mobile legend"))[0]).toBe("Mobile Legends: Bang Bang");
    expect((await searchTitles("mlbb"))[0]).toBe("Mobile Legends: Bang Bang");
    expect(await searchTitles("robux")).toContain("Roblox");
  });

  it("ranks titles that start with the query first", async () => {
    const titles = await searchTitles("clash");
    expect(titles.slice(0, 2).sort()).toEqual(["Clash Royale", "Clash of Clans"].sort());
    const callOf = await searchTitles("call");
    expect(callOf[0]).toBe("Call of Duty: Mobile");
  });

  it("treats LIKE wildcards as plain characters", async () => {
    const { body } = await get("/api/games/search?query=%25");
    expect(body.data).toEqual([]);
    expect(body.message).toBe("No games found");
    expect(body.pagination).toMatchObject({ totalGames: 0, hasNextPage: false });
  });

  it("paginates 12 per page by default", async () => {
    // "e" matches most titles, so there is a second page.
    const first = await get("/api/games/search?query=e");
    expect(first.body.data).toHaveLength(12);
    expect(first.body.pagination.hasNextPage).toBe(true);
    const second = await get("/api/games/search?query=e&page=2");
    const firstIds = new Set(first.body.data.map((game: { _id: string }) => game._id));
    expect(second.body.data.some((game: { _id: string }) => firstIds.has(game._id))).toBe(false);
  });

  it.each([
    ["query=", "No search query provided"],
    ["query=%20%20", "No search query provided"],
    ["", "query is required"],
    [`query=${"a".repeat(150)}`, "query must be 100 characters or fewer"],
    ["query=pubg&page=-1", "page must be 1 or more"],
    ["query=pubg&limit=51", "limit must be 50 or less"],
  ])("rejects %s with a clear 400", async (query, message) => {
    const { status, body } = await get(`/api/games/search?${query}`);
    expect(status).toBe(400);
    expect(body).toMatchObject({ success: false, code: "VALIDATION_FAILED" });
    expect(body.message).toContain(message);
  });
});

describe("GET /api/games/:id", () => {
  it("returns a game by slug and by id, with its active packages cheapest first", async () => {
    const bySlug = await get("/api/games/genshin-impact");
    expect(bySlug.status).toBe(200);
    const game = gameDetailSchema.parse(bySlug.body.data);
    expect(game.title).toBe("Genshin Impact");
    expect(game.deliveryTier).toBe("fast");
    expect(game.playerIdFields.map((field) => field.key)).toContain("uid");
    const seeded = seedGames.find((entry) => entry.slug === "genshin-impact")!;
    expect(game.packages.map((pack) => pack.name)).toEqual(
      seeded.packages.map((pack) => pack.name),
    );

    const byId = await get(`/api/games/${game._id}`);
    expect(byId.body.data._id).toBe(game._id);
  });

  it("hides inactive packages and inactive games", async () => {
    const game = await createGame(t.database.db, { title: "Hidden Quest" });
    const visible = await createPackage(t.database.db, game.id, { priceCents: 199 });
    const hidden = await createPackage(t.database.db, game.id, { priceCents: 299 });
    await t.database.db
      .update(currencyPackages)
      .set({ isActive: false })
      .where(eq(currencyPackages.id, hidden.id));
    const { body } = await get(`/api/games/${game.slug}`);
    const ids = body.data.packages.map((pack: unknown) => currencyPackageSchema.parse(pack)._id);
    expect(ids).toEqual([visible.id]);

    await t.database.db.update(games).set({ isActive: false }).where(eq(games.id, game.id));
    const gone = await get(`/api/games/${game.slug}`);
    expect(gone.status).toBe(404);
    const search = await get("/api/games/search?query=hidden%20quest");
    expect(search.body.data).toEqual([]);
  });

  it("answers 404 with the error envelope for an unknown game", async () => {
    const { status, body } = await get("/api/games/00000000-0000-4000-8000-000000000000");
    expect(status).toBe(404);
    expect(body).toEqual({ success: false, message: "Game not found", code: "NOT_FOUND" });
  });
});

describe("GET /api/currencies", () => {
  it("lists the display currencies with USD first", async () => {
    const { body } = await get("/api/currencies");
    expect(body.data[0]).toEqual({ code: "USD", symbol: "$", name: "US Dollar", rateToUsd: 1 });
    expect(body.data.map((currency: { code: string }) => currency.code)).toContain("IDR");
  });
});

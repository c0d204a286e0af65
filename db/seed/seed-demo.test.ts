import { mkdtemp, readdir, rm, stat } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { and, count, eq } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "#db/client.ts";
import { catalogueTexts, currencyPackages, featuredItems, games } from "#db/schema/catalogue.ts";
import { promoCodes } from "#db/schema/promos.ts";
import { artworkFolder } from "#tests/support/artwork-folder.ts";
import { createTestDatabase } from "#tests/support/test-database.ts";
import { seedGames } from "./catalogue-data.ts";
import { seedCatalogueTexts } from "./seed-catalogue-texts.ts";
import { ensureDemoArtwork, seedDemoCatalogue } from "./seed-demo.ts";

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database.close();
});

describe("demo catalogue", () => {
  it("holds at least 24 games with 5 to 10 packages each and the home lists", async () => {
    const [gameTotal] = await database.db.select({ total: count() }).from(games);
    expect(gameTotal?.total).toBe(seedGames.length);
    expect(seedGames.length).toBeGreaterThanOrEqual(24);
    const perGame = await database.db
      .select({ gameId: currencyPackages.gameId, total: count() })
      .from(currencyPackages)
      .groupBy(currencyPackages.gameId);
    expect(perGame).toHaveLength(seedGames.length);
    for (const row of perGame) {
      expect(row.total).toBeGreaterThanOrEqual(5);
      expect(row.total).toBeLessThanOrEqual(10);
    }
    const lists = await database.db
      .select({ list: featuredItems.list, total: count() })
      .from(featuredItems)
      .groupBy(featuredItems.list);
    expect(Object.fromEntries(lists.map((row) => [row.list, row.total]))).toMatchObject({
      hero: expect.any(Number),
      trending: 15,
      more_games: 10,
    });
  });

  it("creates the welcome code: 10% off, no end date, once per customer", async () => {
    const [welcome] = await database.db
      .select()
      .from(promoCodes)
      .where(eq(promoCodes.code, "WELCOME10"));
    expect(welcome).toMatchObject({
      kind: "percent",
      amount: 10,
      endsAt: null,
      perCustomerLimit: 1,
      totalLimit: null,
      active: true,
    });
  });

  it("is idempotent: a second run inserts nothing", async () => {
    const result = await seedDemoCatalogue(database.db, { artwork: null });
    expect(result.seeded).toBe(false);
    const [gameTotal] = await database.db.select({ total: count() }).from(games);
    expect(gameTotal?.total).toBe(seedGames.length);
  });
});

describe("demo catalogue translations", () => {
  it("are written once per language: a translation an admin deleted does not come back", async () => {
    const [row] = await database.db
      .select()
      .from(catalogueTexts)
      .where(eq(catalogueTexts.language, "fr"))
      .limit(1);
    expect(row).toBeDefined();
    const key = and(
      eq(catalogueTexts.language, "fr"),
      eq(catalogueTexts.entity, row!.entity),
      eq(catalogueTexts.entityKey, row!.entityKey),
      eq(catalogueTexts.field, row!.field),
    );
    await database.db.delete(catalogueTexts).where(key);
    expect(await seedCatalogueTexts(database.db)).toBe(0);
    expect(await database.db.select().from(catalogueTexts).where(key)).toEqual([]);

    // A language with no text at all (as when it is bundled after the database was made) is
    // filled in.
    const removed = await database.db
      .delete(catalogueTexts)
      .where(eq(catalogueTexts.language, "ja"))
      .returning({ field: catalogueTexts.field });
    expect(removed.length).toBeGreaterThan(0);
    expect(await seedCatalogueTexts(database.db)).toBe(removed.length);
  });
});

describe("demo artwork", () => {
  let folder: string;
  beforeAll(async () => {
    folder = await mkdtemp(path.join(tmpdir(), "gamezone-art-"));
  });
  afterAll(async () => {
    await rm(folder, { recursive: true, force: true });
  });

  it("writes the four WebP shapes, the wide image's five variants and the portrait's and square's narrow copies per game once", async () => {
    const sample = seedGames.filter((game) => ["free-fire", "genshin-impact"].includes(game.slug));
    expect(await ensureDemoArtwork(artworkFolder(folder), sample)).toBe(22);
    const files = await readdir(path.join(folder, "games"));
    expect(files.filter((file) => file.endsWith(".webp"))).toHaveLength(22);
    const portrait = await sharp(
      path.join(folder, "games", "free-fire-portrait.360w.webp"),
    ).metadata();
    expect([portrait.width, portrait.height]).toEqual([360, 480]);
    const tall = await sharp(
      path.join(folder, "games", "free-fire-wide.tall-680w.webp"),
    ).metadata();
    expect([tall.width, tall.height]).toEqual([680, 850]);
    // The phone home page's main image has a byte budget: it is what a slow link waits for.
    // Most phones take the 680 w copy; under ~14 KB it arrives in the connection's first
    // round trips (TCP's initial window is 10 packets, ~14.6 KB).
    for (const slug of ["free-fire", "genshin-impact"]) {
      const wide = await stat(path.join(folder, "games", `${slug}-wide.tall-824w.webp`));
      expect(wide.size, slug).toBeLessThan(24 * 1024);
      const phone = await stat(path.join(folder, "games", `${slug}-wide.tall-680w.webp`));
      expect(phone.size, slug).toBeLessThan(14 * 1024);
    }
    const narrow = await sharp(path.join(folder, "games", "free-fire-wide.824w.webp")).metadata();
    expect([narrow.width, narrow.height]).toEqual([824, 464]);
    const square = await sharp(path.join(folder, "games", "free-fire-square.webp")).metadata();
    expect([square.format, square.width, square.height]).toEqual(["webp", 400, 400]);
    const smallSquare = await sharp(
      path.join(folder, "games", "free-fire-square.240w.webp"),
    ).metadata();
    expect([smallSquare.width, smallSquare.height]).toEqual([240, 240]);
    const wide = await sharp(path.join(folder, "games", "free-fire-wide.webp")).metadata();
    expect([wide.width, wide.height]).toEqual([1280, 720]);
    expect(await ensureDemoArtwork(artworkFolder(folder), sample)).toBe(0);
  });
});

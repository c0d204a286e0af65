import { count, sql } from "drizzle-orm";
import type { Db } from "#db/client.ts";
import { buildGame, buildPackage } from "#db/factories.ts";
import { currencyPackages, displayCurrencies, featuredItems, games } from "#db/schema/catalogue.ts";
import { promoCodes } from "#db/schema/promos.ts";
import { type ArtworkStore, hasArtwork } from "./artwork-store.ts";
import { ensureDemoArtworkVariants } from "./artwork-variants.ts";
import {
  heroHeadlines,
  heroSlugs,
  moreGamesSlugs,
  type SeedGame,
  seedCurrencies,
  seedGames,
  trendingSlugs,
} from "./catalogue-data.ts";
import { type CoverArtShape, renderCoverArt } from "./cover-art.ts";
import { seedCatalogueTexts } from "./seed-catalogue-texts.ts";

// Words players actually type that are not in the title: abbreviations and currency names.
const searchAliases: Record<string, string> = {
  "mobile-legends-bang-bang": "mlbb ml",
  "call-of-duty-mobile": "codm cod",
  "pubg-mobile": "pubgm",
  "honkai-star-rail": "hsr",
  "zenless-zone-zero": "zzz",
  "league-of-legends": "lol",
  "teamfight-tactics": "tft",
  "ea-sports-fc-mobile": "fifa fc",
  "arena-of-valor": "aov",
  "honor-of-kings": "hok",
  "wuthering-waves": "wuwa",
  "clash-of-clans": "coc",
};

const shapes: CoverArtShape[] = ["wide", "wideSmall", "portrait", "square"];

export function artworkUrl(slug: string, shape: CoverArtShape): string {
  return `/uploads/games/${slug}-${shape}.webp`;
}

function keywordsFor(game: SeedGame): string {
  const currencies = new Set(game.packages.map((pack) => pack.currencyName));
  return [searchAliases[game.slug] ?? "", ...currencies].join(" ").trim();
}

/** Writes any missing cover art for the demo games (generated, so no third-party artwork). */
export async function ensureDemoArtwork(
  store: ArtworkStore,
  demoGames: SeedGame[] = seedGames,
): Promise<number> {
  const missing: { game: SeedGame; shape: CoverArtShape; key: string }[] = [];
  for (const game of demoGames) {
    for (const shape of shapes) {
      const key = `games/${game.slug}-${shape}.webp`;
      if (!(await hasArtwork(store, key))) missing.push({ game, shape, key });
    }
  }
  // Two at a time: sharp already uses the thread pool, more would only queue.
  for (let index = 0; index < missing.length; index += 2) {
    await Promise.all(
      missing.slice(index, index + 2).map(async ({ game, shape, key }) => {
        await store.put(key, await renderCoverArt({ slug: game.slug, ...game.art }, shape));
      }),
    );
  }
  return missing.length + (await ensureDemoArtworkVariants(store, "games", demoGames));
}

/**
 * Seeds the demo catalogue once (idempotent: a database that has games is left alone) and makes
 * sure its artwork exists in the file storage. Safe when several processes start together.
 */
export async function seedDemoCatalogue(
  db: Db,
  /** `artwork: null` skips the artwork files (tests only need the rows). */
  options: { artwork: ArtworkStore | null },
): Promise<{ seeded: boolean; artworkWritten: number }> {
  const artworkWritten = options.artwork ? await ensureDemoArtwork(options.artwork) : 0;
  const seeded = await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('gamezone:seed'))`);
    const [existing] = await tx.select({ total: count() }).from(games);
    if ((existing?.total ?? 0) > 0) return false;

    const inserted = await tx
      .insert(games)
      .values(
        seedGames.map((game) =>
          buildGame({
            slug: game.slug,
            title: game.title,
            publisher: game.publisher,
            category: game.category,
            description: game.description,
            region: game.region,
            deliveryTier: game.deliveryTier,
            // Gift cards and wallets are delivered as a code, not to a player account.
            deliveryKind: game.category === "Gift Cards" ? "code" : "direct",
            keywords: keywordsFor(game),
            playerIdFields: game.playerIdFields,
            image: artworkUrl(game.slug, "wide"),
            portraitImage: artworkUrl(game.slug, "portrait"),
            squareImage: artworkUrl(game.slug, "square"),
          }),
        ),
      )
      .returning({ id: games.id, slug: games.slug });
    const idBySlug = new Map(inserted.map((row) => [row.slug, row.id]));
    const gameId = (slug: string) => {
      const id = idBySlug.get(slug);
      if (!id) throw new Error(`Seed list names an unknown game: ${slug}`);
      return id;
    };

    await tx.insert(currencyPackages).values(
      seedGames.flatMap((game) =>
        game.packages.map((pack, index) =>
          buildPackage(gameId(game.slug), {
            name: pack.name,
            currencyName: pack.currencyName,
            currencyAmount: pack.currencyAmount,
            bonusAmount: pack.bonusAmount,
            priceCents: pack.priceCents,
            compareAtPriceCents: pack.compareAtPriceCents ?? null,
            supplierSku: pack.supplierSku,
            badge: pack.badge ?? null,
            sortOrder: index,
          }),
        ),
      ),
    );

    await tx.insert(featuredItems).values([
      ...heroSlugs.map((slug, position) => ({
        list: "hero" as const,
        gameId: gameId(slug),
        position,
        headline: heroHeadlines[slug] ?? "",
        displayImage: artworkUrl(slug, "wide"),
        displayImageWebP: artworkUrl(slug, "wide"),
        displayImageSmall: artworkUrl(slug, "wideSmall"),
      })),
      ...trendingSlugs.map((slug, position) => ({
        list: "trending" as const,
        gameId: gameId(slug),
        position,
      })),
      ...moreGamesSlugs.map((slug, position) => ({
        list: "more_games" as const,
        gameId: gameId(slug),
        position,
      })),
    ]);

    await tx
      .insert(displayCurrencies)
      .values(seedCurrencies.map((currency, sortOrder) => ({ ...currency, sortOrder })))
      .onConflictDoNothing();

    // The demo's welcome offer: 10% off, no end date, once per customer.
    await tx
      .insert(promoCodes)
      .values({ code: "WELCOME10", kind: "percent", amount: 10, perCustomerLimit: 1 })
      .onConflictDoNothing();
    return true;
  });
  await seedCatalogueTexts(db);
  return { seeded, artworkWritten };
}

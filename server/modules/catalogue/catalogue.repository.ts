import { and, asc, count, eq, inArray, sql } from "drizzle-orm";
import type { GameCategory } from "#contracts/catalogue-rules.ts";
import { uuidPattern } from "#contracts/id-rules.ts";
import type { Db } from "#db/client.ts";
import {
  catalogueTexts,
  currencyPackages,
  displayCurrencies,
  type FeaturedList,
  featuredItems,
  games,
} from "#db/schema/catalogue.ts";

export type GameRow = typeof games.$inferSelect;
export type PackageRow = typeof currencyPackages.$inferSelect;

const summaryColumns = {
  id: games.id,
  slug: games.slug,
  title: games.title,
  image: games.image,
  portraitImage: games.portraitImage,
  squareImage: games.squareImage,
  publisher: games.publisher,
  category: games.category,
  deliveryTier: games.deliveryTier,
  createdAt: games.createdAt,
};
export type GameSummaryRow = { [K in keyof typeof summaryColumns]: GameRow[K] };

// Byte-order collation on the lowered title: the same order on PGlite and on any server locale.
const titleOrder = sql`lower(${games.title}) collate "C"`;

export async function selectFeatured(db: Db, list: FeaturedList) {
  return db
    .select({
      id: featuredItems.id,
      headline: featuredItems.headline,
      displayImage: featuredItems.displayImage,
      displayImageWebP: featuredItems.displayImageWebP,
      displayImageSmall: featuredItems.displayImageSmall,
      game: summaryColumns,
    })
    .from(featuredItems)
    .innerJoin(games, eq(games.id, featuredItems.gameId))
    .where(and(eq(featuredItems.list, list), eq(games.isActive, true)))
    .orderBy(asc(featuredItems.position));
}

export async function selectGamePage(
  db: Db,
  options: { offset: number; limit: number; category?: GameCategory | undefined },
) {
  const where = and(
    eq(games.isActive, true),
    options.category ? eq(games.category, options.category) : undefined,
  );
  const [rows, totals] = await Promise.all([
    db
      .select(summaryColumns)
      .from(games)
      .where(where)
      .orderBy(titleOrder)
      .limit(options.limit)
      .offset(options.offset),
    db.select({ total: count() }).from(games).where(where),
  ]);
  return { rows, total: totals[0]?.total ?? 0 };
}

/** `%`, `_` and `\` are LIKE wildcards: a user typing them means the characters themselves. */
function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (char) => `\\${char}`);
}

/**
 * Typo-tolerant search: substring, full-text and trigram word similarity, so "genshn" finds
 * Genshin Impact. Ranking puts titles that start with the query first, then word-prefix
 * matches, then full-text rank and similarity.
 */
export async function selectSearchPage(
  db: Db,
  options: { query: string; offset: number; limit: number },
) {
  const lowered = options.query.toLowerCase();
  const contains = `%${escapeLike(lowered)}%`;
  const prefix = `${escapeLike(lowered)}%`;
  const wordPrefix = `% ${escapeLike(lowered)}%`;
  const haystack = sql`lower(${games.title} || ' ' || ${games.keywords})`;
  const similarity = sql<number>`word_similarity(${lowered}, ${haystack})`;
  const tsQuery = sql`plainto_tsquery('simple', ${options.query})`;
  const where = and(
    eq(games.isActive, true),
    sql`(${haystack} like ${contains} or ${games.searchVector} @@ ${tsQuery} or ${similarity} >= 0.45)`,
  );
  const [rows, totals] = await Promise.all([
    db
      .select(summaryColumns)
      .from(games)
      .where(where)
      .orderBy(
        sql`(lower(${games.title}) like ${prefix}) desc`,
        sql`(lower(${games.title}) like ${wordPrefix}) desc`,
        sql`ts_rank(${games.searchVector}, ${tsQuery}) desc`,
        sql`${similarity} desc`,
        titleOrder,
      )
      .limit(options.limit)
      .offset(options.offset),
    db.select({ total: count() }).from(games).where(where),
  ]);
  return { rows, total: totals[0]?.total ?? 0 };
}

export async function selectGame(db: Db, idOrSlug: string): Promise<GameRow | undefined> {
  const isUuid = uuidPattern.test(idOrSlug);
  const [row] = await db
    .select()
    .from(games)
    .where(
      and(eq(games.isActive, true), isUuid ? eq(games.id, idOrSlug) : eq(games.slug, idOrSlug)),
    )
    .limit(1);
  return row;
}

export async function selectActivePackages(db: Db, gameId: string): Promise<PackageRow[]> {
  return db
    .select()
    .from(currencyPackages)
    .where(and(eq(currencyPackages.gameId, gameId), eq(currencyPackages.isActive, true)))
    .orderBy(asc(currencyPackages.sortOrder), asc(currencyPackages.priceCents));
}

export async function selectCurrencies(db: Db) {
  return db
    .select()
    .from(displayCurrencies)
    .orderBy(asc(displayCurrencies.sortOrder), asc(displayCurrencies.code));
}

export async function selectActiveGameSlugs(db: Db) {
  return db
    .select({ slug: games.slug, updatedAt: games.updatedAt })
    .from(games)
    .where(eq(games.isActive, true))
    .orderBy(titleOrder);
}

export type Purchasable = {
  packageId: string;
  packageName: string;
  currencyName: string;
  priceCents: number;
  supplierSku: string;
  /** The package and its game are both on sale. */
  available: boolean;
  gameId: string;
  gameSlug: string;
  gameTitle: string;
  gameImage: string;
  gameSquareImage: string;
  deliveryKind: "direct" | "code";
  playerIdFields: GameRow["playerIdFields"];
};

export async function selectPurchasables(db: Db, packageIds: string[]): Promise<Purchasable[]> {
  const rows = await db
    .select({
      packageId: currencyPackages.id,
      packageName: currencyPackages.name,
      currencyName: currencyPackages.currencyName,
      priceCents: currencyPackages.priceCents,
      supplierSku: currencyPackages.supplierSku,
      packageActive: currencyPackages.isActive,
      gameActive: games.isActive,
      gameId: games.id,
      gameSlug: games.slug,
      gameTitle: games.title,
      gameImage: games.image,
      gameSquareImage: games.squareImage,
      deliveryKind: games.deliveryKind,
      playerIdFields: games.playerIdFields,
    })
    .from(currencyPackages)
    .innerJoin(games, eq(games.id, currencyPackages.gameId))
    .where(inArray(currencyPackages.id, packageIds));
  return rows.map(({ packageActive, gameActive, ...row }) => ({
    ...row,
    available: packageActive && gameActive,
  }));
}

/** One language's catalogue translations (see catalogue_texts). */
export async function selectCatalogueTexts(db: Db, language: string) {
  return db
    .select({
      entity: catalogueTexts.entity,
      entityKey: catalogueTexts.entityKey,
      field: catalogueTexts.field,
      value: catalogueTexts.value,
    })
    .from(catalogueTexts)
    .where(eq(catalogueTexts.language, language));
}

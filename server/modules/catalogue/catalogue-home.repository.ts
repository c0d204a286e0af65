import { and, asc, eq, inArray, isNotNull, ne, notInArray, sql } from "drizzle-orm";
import type { FeaturedListName } from "#contracts/admin-home.ts";
import type { Executor } from "#db/client.ts";
import {
  catalogueTexts,
  currencyPackages,
  displayCurrencies,
  featuredItems,
  games,
} from "#db/schema/catalogue.ts";

// Byte-order collation on the lowered title: the same order on PGlite and on any server locale.
const titleOrder = sql`lower(${games.title}) collate "C"`;

export type FeaturedRow = Awaited<ReturnType<typeof selectFeaturedItems>>[number];

/** Every item of the home lists (archived games included), in list order. */
export async function selectFeaturedItems(db: Executor, list?: FeaturedListName) {
  return db
    .select({
      id: featuredItems.id,
      list: featuredItems.list,
      position: featuredItems.position,
      gameId: featuredItems.gameId,
      headline: featuredItems.headline,
      displayImage: featuredItems.displayImage,
      displayImageWebP: featuredItems.displayImageWebP,
      displayImageSmall: featuredItems.displayImageSmall,
      title: games.title,
      slug: games.slug,
      image: games.image,
      squareImage: games.squareImage,
      isActive: games.isActive,
    })
    .from(featuredItems)
    .innerJoin(games, eq(games.id, featuredItems.gameId))
    .where(list ? eq(featuredItems.list, list) : undefined)
    .orderBy(asc(featuredItems.list), asc(featuredItems.position));
}

/** The list's rows, locked until the transaction ends (two admins saving one list queue up). */
export async function lockFeaturedList(tx: Executor, list: FeaturedListName) {
  return tx
    .select({ id: featuredItems.id, gameId: featuredItems.gameId })
    .from(featuredItems)
    .where(eq(featuredItems.list, list))
    .for("update");
}

export async function selectActiveGames(db: Executor) {
  return db
    .select({
      id: games.id,
      title: games.title,
      slug: games.slug,
      image: games.image,
      squareImage: games.squareImage,
    })
    .from(games)
    .where(eq(games.isActive, true))
    .orderBy(titleOrder);
}

export async function selectGamesByIds(db: Executor, ids: string[]) {
  if (ids.length === 0) return [];
  return db
    .select({ id: games.id, image: games.image, isActive: games.isActive })
    .from(games)
    .where(inArray(games.id, ids));
}

export type FeaturedWrite = {
  gameId: string;
  position: number;
  headline: string;
  displayImage: string | null;
  displayImageWebP: string | null;
  displayImageSmall: string | null;
};

/**
 * Writes a list's items: a game already in the list keeps its row (and so its id, which the
 * headline's translations are keyed by); games no longer in it lose theirs.
 */
export async function replaceFeaturedList(
  tx: Executor,
  list: FeaturedListName,
  items: FeaturedWrite[],
): Promise<string[]> {
  const keep = items.map((item) => item.gameId);
  const removed = await tx
    .delete(featuredItems)
    .where(
      and(
        eq(featuredItems.list, list),
        keep.length > 0 ? notInArray(featuredItems.gameId, keep) : undefined,
      ),
    )
    .returning({ id: featuredItems.id });
  for (const item of items) {
    await tx
      .insert(featuredItems)
      .values({ list, ...item })
      .onConflictDoUpdate({
        target: [featuredItems.list, featuredItems.gameId],
        set: {
          position: item.position,
          headline: item.headline,
          displayImage: item.displayImage,
          displayImageWebP: item.displayImageWebP,
          displayImageSmall: item.displayImageSmall,
        },
      });
  }
  return removed.map((row) => row.id);
}

export async function deleteCatalogueTextsOf(
  tx: Executor,
  entity: string,
  entityKeys: string[],
): Promise<void> {
  if (entityKeys.length === 0) return;
  await tx
    .delete(catalogueTexts)
    .where(and(eq(catalogueTexts.entity, entity), inArray(catalogueTexts.entityKey, entityKeys)));
}

// ── Currencies ───────────────────────────────────────────────────────────────────────────────

export type CurrencyRow = typeof displayCurrencies.$inferSelect;

export async function selectAllCurrencies(db: Executor): Promise<CurrencyRow[]> {
  return db
    .select()
    .from(displayCurrencies)
    .orderBy(asc(displayCurrencies.sortOrder), asc(displayCurrencies.code));
}

export async function lockCurrency(tx: Executor, code: string): Promise<CurrencyRow | undefined> {
  const [row] = await tx
    .select()
    .from(displayCurrencies)
    .where(eq(displayCurrencies.code, code))
    .for("update");
  return row;
}

export async function upsertCurrency(
  tx: Executor,
  row: Omit<CurrencyRow, "updatedAt"> & { updatedAt: Date },
): Promise<CurrencyRow> {
  const [saved] = await tx
    .insert(displayCurrencies)
    .values(row)
    .onConflictDoUpdate({
      target: displayCurrencies.code,
      set: {
        symbol: row.symbol,
        name: row.name,
        rateToUsd: row.rateToUsd,
        sortOrder: row.sortOrder,
        updatedAt: row.updatedAt,
      },
    })
    .returning();
  if (!saved) throw new Error("currency upsert returned no row");
  return saved;
}

export async function deleteCurrency(tx: Executor, code: string): Promise<void> {
  await tx.delete(displayCurrencies).where(eq(displayCurrencies.code, code));
}

// ── Catalogue texts ──────────────────────────────────────────────────────────────────────────

/** Every game with the words that can be translated (archived games too: they may return). */
export async function selectTranslatableGames(db: Executor) {
  return db
    .select({
      id: games.id,
      title: games.title,
      description: games.description,
      playerIdFields: games.playerIdFields,
    })
    .from(games)
    .orderBy(titleOrder);
}

export async function selectBadgedPackages(db: Executor) {
  return db
    .select({
      id: currencyPackages.id,
      gameId: currencyPackages.gameId,
      name: currencyPackages.name,
      badge: currencyPackages.badge,
    })
    .from(currencyPackages)
    .where(and(isNotNull(currencyPackages.badge), ne(currencyPackages.badge, "")))
    .orderBy(asc(currencyPackages.sortOrder), asc(currencyPackages.priceCents));
}

export async function selectHeroHeadlines(db: Executor) {
  return db
    .select({
      id: featuredItems.id,
      gameId: featuredItems.gameId,
      headline: featuredItems.headline,
    })
    .from(featuredItems)
    .where(and(eq(featuredItems.list, "hero"), ne(featuredItems.headline, "")))
    .orderBy(asc(featuredItems.position));
}

export type CatalogueTextRow = typeof catalogueTexts.$inferSelect;

export async function selectTextsOfLanguage(
  db: Executor,
  language: string,
): Promise<CatalogueTextRow[]> {
  return db.select().from(catalogueTexts).where(eq(catalogueTexts.language, language));
}

export async function lockTextsOfLanguage(
  tx: Executor,
  language: string,
): Promise<CatalogueTextRow[]> {
  return tx
    .select()
    .from(catalogueTexts)
    .where(eq(catalogueTexts.language, language))
    .for("update");
}

export async function upsertCatalogueText(
  tx: Executor,
  row: Omit<CatalogueTextRow, "updatedAt"> & { updatedAt: Date },
): Promise<void> {
  await tx
    .insert(catalogueTexts)
    .values(row)
    .onConflictDoUpdate({
      target: [
        catalogueTexts.language,
        catalogueTexts.entity,
        catalogueTexts.entityKey,
        catalogueTexts.field,
      ],
      set: { value: row.value, updatedAt: row.updatedAt },
    });
}

export async function deleteCatalogueText(
  tx: Executor,
  key: { language: string; entity: string; entityKey: string; field: string },
): Promise<void> {
  await tx
    .delete(catalogueTexts)
    .where(
      and(
        eq(catalogueTexts.language, key.language),
        eq(catalogueTexts.entity, key.entity),
        eq(catalogueTexts.entityKey, key.entityKey),
        eq(catalogueTexts.field, key.field),
      ),
    );
}

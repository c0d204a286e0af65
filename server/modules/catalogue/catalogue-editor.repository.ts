import { and, asc, count, desc, eq, ilike, inArray, like, or, type SQL, sql } from "drizzle-orm";
import type { AdminGamesQuery } from "#contracts/admin-catalogue.ts";
import type { Executor } from "#db/client.ts";
import { currencyPackages, featuredItems, games } from "#db/schema/catalogue.ts";
import { guides } from "#db/schema/content.ts";

export type GameRow = typeof games.$inferSelect;
export type NewGameRow = typeof games.$inferInsert;
export type PackageRow = typeof currencyPackages.$inferSelect;
export type NewPackageRow = typeof currencyPackages.$inferInsert;

/** Every column but the generated search vector (it is the database's, never shown). */
const gameColumns = {
  id: games.id,
  slug: games.slug,
  title: games.title,
  publisher: games.publisher,
  category: games.category,
  description: games.description,
  region: games.region,
  deliveryTier: games.deliveryTier,
  deliveryKind: games.deliveryKind,
  keywords: games.keywords,
  image: games.image,
  portraitImage: games.portraitImage,
  squareImage: games.squareImage,
  playerIdFields: games.playerIdFields,
  isActive: games.isActive,
  createdAt: games.createdAt,
  updatedAt: games.updatedAt,
};
export type AdminGameRow = { [K in keyof typeof gameColumns]: GameRow[K] };

/** `%text%` for LIKE, with the text's own wildcards taken literally. */
function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
}

// Drizzle names columns without their table in a one-table select: the outer game's id is
// spelled out, or the subquery would compare the package's own id.
const outerGameId = sql.raw(`"games"."id"`);
const packageCounts = sql<number>`(select count(*) from ${currencyPackages} where ${currencyPackages.gameId} = ${outerGameId})`;
const activePackageCounts = sql<number>`(select count(*) from ${currencyPackages} where ${currencyPackages.gameId} = ${outerGameId} and ${currencyPackages.isActive})`;
// Byte-order collation on the lowered title: the same order on PGlite and on any server locale.
const titleOrder = sql`lower(${games.title}) collate "C"`;

/** One page of games (archived ones too) with their package counts, and how many match. */
export async function searchGames(
  db: Executor,
  query: AdminGamesQuery,
): Promise<{
  rows: (Pick<
    AdminGameRow,
    | "id"
    | "slug"
    | "title"
    | "publisher"
    | "category"
    | "deliveryTier"
    | "squareImage"
    | "isActive"
    | "updatedAt"
  > & { packageCount: number; activePackageCount: number })[];
  total: number;
}> {
  const filters: SQL[] = [];
  if (query.q) {
    const pattern = containsPattern(query.q);
    const match = or(ilike(games.title, pattern), ilike(games.slug, pattern));
    if (match) filters.push(match);
  }
  if (query.category) filters.push(eq(games.category, query.category));
  if (query.status === "active") filters.push(eq(games.isActive, true));
  if (query.status === "archived") filters.push(eq(games.isActive, false));
  const where = filters.length > 0 ? and(...filters) : undefined;
  const direction = query.dir === "desc" ? desc : asc;
  const primary =
    query.sort === "updated"
      ? direction(games.updatedAt)
      : query.sort === "packages"
        ? direction(packageCounts)
        : direction(titleOrder);
  const [rows, totals] = await Promise.all([
    db
      .select({
        id: games.id,
        slug: games.slug,
        title: games.title,
        publisher: games.publisher,
        category: games.category,
        deliveryTier: games.deliveryTier,
        squareImage: games.squareImage,
        isActive: games.isActive,
        updatedAt: games.updatedAt,
        packageCount: packageCounts.mapWith(Number),
        activePackageCount: activePackageCounts.mapWith(Number),
      })
      .from(games)
      .where(where)
      .orderBy(primary, asc(titleOrder), asc(games.id))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    db.select({ total: count() }).from(games).where(where),
  ]);
  return { rows, total: totals[0]?.total ?? 0 };
}

export async function findGame(
  db: Executor,
  id: string,
  options: { lock?: boolean } = {},
): Promise<AdminGameRow | undefined> {
  const query = db.select(gameColumns).from(games).where(eq(games.id, id)).limit(1);
  const [row] = options.lock ? await query.for("update") : await query;
  return row;
}

/** The id of the game holding `slug`, other than `exceptId`. */
export async function findGameIdBySlug(
  db: Executor,
  slug: string,
  exceptId?: string,
): Promise<string | undefined> {
  const [row] = await db.select({ id: games.id }).from(games).where(eq(games.slug, slug)).limit(1);
  return row && row.id !== exceptId ? row.id : undefined;
}

/** Whether any game shows this image URL in any of its three image columns. */
export async function isImageInUse(db: Executor, url: string): Promise<boolean> {
  const [row] = await db
    .select({ id: games.id })
    .from(games)
    .where(or(eq(games.image, url), eq(games.portraitImage, url), eq(games.squareImage, url)))
    .limit(1);
  return row !== undefined;
}

export async function insertGame(db: Executor, values: NewGameRow): Promise<AdminGameRow> {
  const [row] = await db.insert(games).values(values).returning(gameColumns);
  if (!row) throw new Error("game not stored");
  return row;
}

export async function updateGame(
  db: Executor,
  id: string,
  values: Partial<NewGameRow>,
): Promise<AdminGameRow> {
  const [row] = await db.update(games).set(values).where(eq(games.id, id)).returning(gameColumns);
  if (!row) throw new Error("game not updated");
  return row;
}

/** A game's packages, in the storefront's order (sort order, then price). */
export async function selectPackagesOf(
  db: Executor,
  gameId: string,
  options: { lock?: boolean } = {},
): Promise<PackageRow[]> {
  const query = db
    .select()
    .from(currencyPackages)
    .where(eq(currencyPackages.gameId, gameId))
    .orderBy(
      asc(currencyPackages.sortOrder),
      asc(currencyPackages.priceCents),
      asc(currencyPackages.id),
    );
  return options.lock ? query.for("update") : query;
}

export async function findPackage(
  db: Executor,
  id: string,
  options: { lock?: boolean } = {},
): Promise<PackageRow | undefined> {
  const query = db.select().from(currencyPackages).where(eq(currencyPackages.id, id)).limit(1);
  const [row] = options.lock ? await query.for("update") : await query;
  return row;
}

/** The id of the package holding `sku`, other than `exceptId`. */
export async function findPackageIdBySku(
  db: Executor,
  sku: string,
  exceptId?: string,
): Promise<string | undefined> {
  const [row] = await db
    .select({ id: currencyPackages.id })
    .from(currencyPackages)
    .where(eq(currencyPackages.supplierSku, sku))
    .limit(1);
  return row && row.id !== exceptId ? row.id : undefined;
}

export async function nextSortOrder(db: Executor, gameId: string): Promise<number> {
  const [row] = await db
    .select({ max: sql<number | null>`max(${currencyPackages.sortOrder})` })
    .from(currencyPackages)
    .where(eq(currencyPackages.gameId, gameId));
  return row?.max === null || row?.max === undefined ? 0 : Number(row.max) + 1;
}

export async function insertPackage(db: Executor, values: NewPackageRow): Promise<PackageRow> {
  const [row] = await db.insert(currencyPackages).values(values).returning();
  if (!row) throw new Error("package not stored");
  return row;
}

export async function updatePackage(
  db: Executor,
  id: string,
  values: Partial<NewPackageRow>,
): Promise<PackageRow> {
  const [row] = await db
    .update(currencyPackages)
    .set(values)
    .where(eq(currencyPackages.id, id))
    .returning();
  if (!row) throw new Error("package not updated");
  return row;
}

export async function deletePackage(db: Executor, id: string): Promise<void> {
  await db.delete(currencyPackages).where(eq(currencyPackages.id, id));
}

/** Gives each package its position in `orderedIds` as its sort order. */
export async function setSortOrders(db: Executor, orderedIds: string[]): Promise<void> {
  if (orderedIds.length === 0) return;
  const cases = sql.join(
    orderedIds.map((id, index) => sql`when ${id}::uuid then ${index}::int`),
    sql` `,
  );
  await db
    .update(currencyPackages)
    .set({ sortOrder: sql`case ${currencyPackages.id} ${cases} end` })
    .where(inArray(currencyPackages.id, orderedIds));
}

/** Marks the game changed (its packages changed): the sitemap's last-modified follows. */
export async function touchGame(db: Executor, gameId: string, at: Date): Promise<void> {
  await db.update(games).set({ updatedAt: at }).where(eq(games.id, gameId));
}

/**
 * Every stored image URL under /uploads/admin/ that a record shows: games' three shapes, home
 * list artwork and guide covers.
 */
export async function listAdminImageUrls(db: Executor): Promise<string[]> {
  const pattern = "/uploads/admin/%";
  const [gameRows, featuredRows, guideRows] = await Promise.all([
    db
      .select({ a: games.image, b: games.portraitImage, c: games.squareImage })
      .from(games)
      .where(
        or(
          like(games.image, pattern),
          like(games.portraitImage, pattern),
          like(games.squareImage, pattern),
        ),
      ),
    db
      .select({
        a: featuredItems.displayImage,
        b: featuredItems.displayImageWebP,
        c: featuredItems.displayImageSmall,
      })
      .from(featuredItems)
      .where(
        or(
          like(featuredItems.displayImage, pattern),
          like(featuredItems.displayImageWebP, pattern),
          like(featuredItems.displayImageSmall, pattern),
        ),
      ),
    db.select({ a: guides.coverImage }).from(guides).where(like(guides.coverImage, pattern)),
  ]);
  const urls = new Set<string>();
  for (const row of [...gameRows, ...featuredRows, ...guideRows]) {
    for (const url of Object.values(row)) if (url) urls.add(url);
  }
  return [...urls];
}

/** The slugs among `slugs` that name no game. */
export async function selectUnknownGameSlugs(db: Executor, slugs: string[]): Promise<string[]> {
  const rows = await db.select({ slug: games.slug }).from(games).where(inArray(games.slug, slugs));
  const known = new Set(rows.map((row) => row.slug));
  return slugs.filter((slug) => !known.has(slug));
}

export async function selectGameOptions(db: Executor) {
  return db
    .select({ slug: games.slug, title: games.title, isActive: games.isActive })
    .from(games)
    .orderBy(asc(games.title));
}

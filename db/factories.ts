import type { PlayerIdField } from "#contracts/catalogue.ts";
import type { DeliveryTier, GameCategory } from "#contracts/catalogue-rules.ts";
import type { Db } from "#db/client.ts";
import {
  currencyPackages,
  displayCurrencies,
  type FeaturedList,
  featuredItems,
  games,
} from "./schema/catalogue.ts";

/**
 * Builders and inserters shared by the demo seed and the tests, so both exercise the same
 * shapes and defaults. `build*` returns a row to insert; `create*` inserts and returns it.
 */
export type NewGame = typeof games.$inferInsert;
export type NewPackage = typeof currencyPackages.$inferInsert;

let sequence = 0;
function nextSequence(): number {
  sequence += 1;
  return sequence;
}

export function slugify(text: string): string {
  return text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
}

export function buildGame(overrides: Partial<NewGame> = {}): NewGame {
  const title = overrides.title ?? `Test Game ${nextSequence()}`;
  const slug = overrides.slug ?? slugify(title);
  const category: GameCategory = "RPG";
  const deliveryTier: DeliveryTier = "instant";
  const playerIdFields: PlayerIdField[] = [
    { key: "playerId", label: "Player ID", kind: "text", pattern: "^[0-9]{5,12}$" },
  ];
  return {
    slug,
    title,
    publisher: "Test Publisher",
    category,
    description: `Top up ${title} in minutes.`,
    region: "Global",
    deliveryTier,
    keywords: "",
    image: `/uploads/games/${slug}-wide.webp`,
    portraitImage: `/uploads/games/${slug}-portrait.webp`,
    squareImage: `/uploads/games/${slug}-square.webp`,
    playerIdFields,
    isActive: true,
    ...overrides,
  };
}

export async function createGame(db: Db, overrides: Partial<NewGame> = {}) {
  const [row] = await db.insert(games).values(buildGame(overrides)).returning();
  return row!;
}

export function buildPackage(gameId: string, overrides: Partial<NewPackage> = {}): NewPackage {
  const n = nextSequence();
  return {
    gameId,
    name: `${n * 10} Gems`,
    currencyName: "Gems",
    currencyAmount: n * 10,
    bonusAmount: 0,
    priceCents: 99 * n,
    supplierSku: `TEST-${n}-${Math.random().toString(36).slice(2, 8)}`,
    sortOrder: n,
    ...overrides,
  };
}

export async function createPackage(db: Db, gameId: string, overrides: Partial<NewPackage> = {}) {
  const [row] = await db
    .insert(currencyPackages)
    .values(buildPackage(gameId, overrides))
    .returning();
  return row!;
}

export async function createFeaturedItem(
  db: Db,
  values: { list: FeaturedList; gameId: string; position: number; headline?: string } & Partial<
    typeof featuredItems.$inferInsert
  >,
) {
  const [row] = await db.insert(featuredItems).values(values).returning();
  return row!;
}

export async function createDisplayCurrency(
  db: Db,
  values: { code: string; symbol: string; name: string; rateToUsd: number; sortOrder?: number },
) {
  const [row] = await db.insert(displayCurrencies).values(values).returning();
  return row!;
}

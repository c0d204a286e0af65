/**
 * Catalogue constants the browser needs too. Kept free of zod so that importing them does not
 * pull the schema library into the first-visit JavaScript.
 */
export const deliveryTiers = ["instant", "fast", "standard"] as const;
export type DeliveryTier = (typeof deliveryTiers)[number];

export const gameCategories = [
  "Battle Royale",
  "Shooter",
  "MOBA",
  "RPG",
  "Strategy",
  "Sandbox",
  "Sports",
  "Gift Cards",
] as const;
export type GameCategory = (typeof gameCategories)[number];

export function isGameCategory(value: string | null | undefined): value is GameCategory {
  return gameCategories.includes(value as GameCategory);
}

export const maxPageSize = 50;
export const maxPageNumber = 10_000;
/** Games per page on /games and the default of GET /api/games. */
export const gamesPageSize = 24;
export const searchPageSize = 12;
export const maxSearchQueryLength = 100;

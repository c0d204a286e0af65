/**
 * Catalogue constants the browser needs too. Kept free of zod so that importing them does not
 * pull the schema library into the first-visit JavaScript.
 */
export const deliveryTiers = ["instant", "fast", "standard"] as const;
export type DeliveryTier = (typeof deliveryTiers)[number];

/** How long each tier's top-ups take once the payment is confirmed, in minutes. */
export const deliveryTierMinutes: Record<DeliveryTier, { min: number; max: number }> = {
  instant: { min: 5, max: 10 },
  fast: { min: 10, max: 30 },
  standard: { min: 30, max: 120 },
};

/**
 * Delivery speed by the region the player's account is registered in, fastest first; regions
 * not listed may vary.
 */
export const deliveryRegions = [
  { region: "asia_pacific", speed: "fastest" },
  { region: "north_america", speed: "fast" },
  { region: "europe", speed: "standard" },
  { region: "other", speed: "varies" },
] as const;
export type DeliveryRegion = (typeof deliveryRegions)[number]["region"];
export type DeliveryRegionSpeed = (typeof deliveryRegions)[number]["speed"];

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

export const maxPageSize = 50;
export const maxPageNumber = 10_000;
/** Games per page on /games and the default of GET /api/games. */
export const gamesPageSize = 24;
export const searchPageSize = 12;
export const maxSearchQueryLength = 100;

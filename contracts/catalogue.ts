import { z } from "zod";

import {
  deliveryTiers,
  gameCategories,
  maxPageSize,
  maxSearchQueryLength,
  searchPageSize,
} from "./catalogue-rules.ts";

/** Delivery tiers of SPEC.md §9: instant (5-10 min), fast (10-30 min), standard (30-120 min). */
export const deliveryTierSchema = z.enum(deliveryTiers);
export const gameCategorySchema = z.enum(gameCategories);

/** One field the buyer fills in to identify the player account (PRODUCT.md §4). */
export const playerIdFieldSchema = z.object({
  key: z.string().regex(/^[a-zA-Z][a-zA-Z0-9_]{0,31}$/),
  label: z.string().min(1).max(60),
  kind: z.enum(["text", "select"]),
  /** Source of a JavaScript RegExp the whole value must match (text fields). */
  pattern: z.string().max(200).optional(),
  placeholder: z.string().max(80).optional(),
  options: z
    .array(z.object({ value: z.string().min(1).max(60), label: z.string().min(1).max(60) }))
    .optional(),
});
export type PlayerIdField = z.infer<typeof playerIdFieldSchema>;

export const gameSummarySchema = z.object({
  _id: z.string(),
  slug: z.string(),
  title: z.string(),
  image: z.string(),
  portraitImage: z.string(),
  squareImage: z.string(),
  publisher: z.string(),
  category: z.string(),
  deliveryTier: deliveryTierSchema,
  createdAt: z.string(),
});
export type GameSummary = z.infer<typeof gameSummarySchema>;

export const currencyPackageSchema = z.object({
  _id: z.string(),
  gameId: z.string(),
  name: z.string(),
  currencyName: z.string(),
  currencyAmount: z.number().int(),
  bonusAmount: z.number().int(),
  priceCents: z.number().int(),
  compareAtPriceCents: z.number().int().nullable(),
  badge: z.string().nullable(),
  sortOrder: z.number().int(),
});
export type CurrencyPackage = z.infer<typeof currencyPackageSchema>;

export const gameDetailSchema = gameSummarySchema.extend({
  description: z.string(),
  region: z.string(),
  playerIdFields: z.array(playerIdFieldSchema),
  packages: z.array(currencyPackageSchema),
});
export type GameDetail = z.infer<typeof gameDetailSchema>;

/** SPEC.md §3 featured item: image variants fall back to displayImage. */
export const featuredItemSchema = z.object({
  _id: z.string(),
  gameId: z.object({ _id: z.string(), title: z.string(), slug: z.string() }),
  headline: z.string(),
  displayImage: z.string(),
  displayImageWebP: z.string(),
  displayImageSmall: z.string(),
});
export type FeaturedItem = z.infer<typeof featuredItemSchema>;

export const displayCurrencySchema = z.object({
  code: z.string().length(3),
  symbol: z.string(),
  name: z.string(),
  rateToUsd: z.number().positive(),
});
export type DisplayCurrency = z.infer<typeof displayCurrencySchema>;

export const paginationSchema = z.object({
  totalGames: z.number().int(),
  totalPages: z.number().int(),
  currentPage: z.number().int(),
  hasNextPage: z.boolean(),
  hasPrevPage: z.boolean(),
});
export type Pagination = z.infer<typeof paginationSchema>;

const pageParam = z.coerce
  .number({ message: "page must be a whole number" })
  .int("page must be a whole number")
  .min(1, "page must be 1 or more")
  .max(10_000, "page must be 10000 or less")
  .default(1);
const limitParam = (fallback: number) =>
  z.coerce
    .number({ message: "limit must be a whole number" })
    .int("limit must be a whole number")
    .min(1, "limit must be 1 or more")
    .max(maxPageSize, `limit must be ${maxPageSize} or less`)
    .default(fallback);

export const listGamesQuerySchema = z.object({
  page: pageParam,
  limit: limitParam(24),
  category: z
    .enum(gameCategories, { message: `category must be one of: ${gameCategories.join(", ")}` })
    .optional(),
});
export type ListGamesQuery = z.infer<typeof listGamesQuerySchema>;

export const searchGamesQuerySchema = z.object({
  query: z
    .string({ message: "query is required" })
    .trim()
    .min(1, "No search query provided")
    .max(maxSearchQueryLength, `query must be ${maxSearchQueryLength} characters or fewer`),
  page: pageParam,
  limit: limitParam(searchPageSize),
});
export type SearchGamesQuery = z.infer<typeof searchGamesQuerySchema>;

export type GamePage = { games: GameSummary[]; pagination: Pagination };

export type HomeCatalogue = {
  hero: FeaturedItem[];
  trending: GameSummary[];
  moreGames: GameSummary[];
};

/** What the server hands the React Router loaders (through the router context). */
export type CatalogueReader = {
  getHome(): Promise<HomeCatalogue>;
  listGames(query: ListGamesQuery): Promise<GamePage>;
  searchGames(query: SearchGamesQuery): Promise<GamePage>;
  /** By id (uuid) or slug; null when missing or inactive. */
  getGame(idOrSlug: string): Promise<GameDetail | null>;
  listCurrencies(): Promise<DisplayCurrency[]>;
};

import { z } from "zod";
import {
  deliveryTiers,
  type GameCategory,
  gameCategories,
  gamesPageSize,
  maxPageNumber,
  maxPageSize,
  maxSearchQueryLength,
  searchPageSize,
} from "./catalogue-rules.ts";
import type { LanguageCode } from "./languages.ts";
import { wholeNumberParam } from "./query-params.ts";
import { hasNoControlCharacters } from "./text-rules.ts";

/** Delivery tiers: instant (5-10 min), fast (10-30 min), standard (30-120 min). */
export const deliveryTierSchema = z.enum(deliveryTiers);

/** One field the buyer fills in to identify the player account (User ID, Zone ID, Server...). */
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
  /** The English category: the stable key that filters use. */
  category: z.string(),
  /** The category's name in the requested language. */
  categoryName: z.string(),
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
  /** direct: delivered to the player account (check the player first); code: a code is sent. */
  deliveryKind: z.enum(["direct", "code"]),
  packages: z.array(currencyPackageSchema),
});
export type GameDetail = z.infer<typeof gameDetailSchema>;

/** A hero carousel item: the image variants fall back to displayImage. */
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

const pageParam = wholeNumberParam("page", 1, maxPageNumber, { allowSign: true }).default(1);
const limitParam = (fallback: number) =>
  wholeNumberParam("limit", 1, maxPageSize, { allowSign: true }).default(fallback);

/** The search words, as the API's `query` and the search page's `q` both take them. */
export const searchTermSchema = z
  .string({ message: "query is required" })
  .trim()
  .min(1, "No search query provided")
  .max(maxSearchQueryLength, `query must be ${maxSearchQueryLength} characters or fewer`)
  .refine(hasNoControlCharacters, "query must not contain control characters");

/** A game's id (uuid) or slug, as the API path and the game page take it. */
export const gameIdParamSchema = z
  .string()
  .min(1, "game id is required")
  .max(100, "game id must be 100 characters or fewer")
  .refine(hasNoControlCharacters, "game id must not contain control characters");

const categoryParam = z.enum(gameCategories, {
  message: `category must be one of: ${gameCategories.join(", ")}`,
});

export const listGamesQuerySchema = z.object({
  page: pageParam,
  limit: limitParam(gamesPageSize),
  category: categoryParam.optional(),
});
export type ListGamesQuery = z.infer<typeof listGamesQuerySchema>;

/** The /games page: the API's query without `limit` (pages always show `gamesPageSize`). */
export const gamesPageQuerySchema = listGamesQuerySchema.omit({ limit: true });

export const searchGamesQuerySchema = z.object({
  query: searchTermSchema,
  page: pageParam,
  limit: limitParam(searchPageSize),
});
export type SearchGamesQuery = z.infer<typeof searchGamesQuerySchema>;

/** The /search page: `q` is the API's `query`; an empty one shows the search prompt. */
export const searchPageQuerySchema = z.object({
  q: z.preprocess(
    (value) => (typeof value === "string" && value.trim() === "" ? undefined : value),
    searchTermSchema.optional(),
  ),
  page: pageParam,
});

export type GamePage = { games: GameSummary[]; pagination: Pagination };

export type HomeCatalogue = {
  hero: FeaturedItem[];
  trending: GameSummary[];
  moreGames: GameSummary[];
};

/** A category with its name in the requested language. */
export type CategoryName = { key: GameCategory; name: string };

/**
 * What the server hands the React Router loaders (through the router context). Every read takes
 * the page's language: descriptions, categories, player-ID labels, badges and headlines come back
 * in it where a translation exists, in English otherwise.
 */
export type CatalogueReader = {
  getHome(lang?: LanguageCode): Promise<HomeCatalogue>;
  listGames(query: ListGamesQuery, lang?: LanguageCode): Promise<GamePage>;
  searchGames(query: SearchGamesQuery, lang?: LanguageCode): Promise<GamePage>;
  /** By id (uuid) or slug; null when missing or inactive. */
  getGame(idOrSlug: string, lang?: LanguageCode): Promise<GameDetail | null>;
  listCategories(lang?: LanguageCode): Promise<CategoryName[]>;
  listCurrencies(): Promise<DisplayCurrency[]>;
};

import { z } from "zod";
import { type LanguageCode, languageCodes } from "./languages.ts";
import { wholeNumberParam } from "./query-params.ts";
import { hasNoControlCharacters } from "./text-rules.ts";

/**
 * The admin API of the home lists (`/api/admin/featured…`), the display currencies
 * (`/api/admin/currencies…`) and the translations of catalogue texts
 * (`/api/admin/catalogue-texts`). Permissions: featured.write, currencies.write, texts.write.
 */

// ── Home lists ──────────────────────────────────────────────────────────────────────────────

export const featuredListNames = ["hero", "trending", "more_games"] as const;
export type FeaturedListName = (typeof featuredListNames)[number];

/** The most items each list takes: the carousel turns slowly, the rows scroll. */
export const featuredListMaxItems: Record<FeaturedListName, number> = {
  hero: 8,
  trending: 24,
  more_games: 24,
};
export const featuredHeadlineMaxLength = 120;
const imagePathMaxLength = 300;

/** Stored images only: a path under /uploads, no `..`, no scheme, no query. */
const imagePathSchema = z
  .string()
  .max(imagePathMaxLength, `image paths must be ${imagePathMaxLength} characters or fewer`)
  .regex(
    /^\/uploads\/[A-Za-z0-9_-][A-Za-z0-9_./-]*$/,
    "images must be stored uploads (a path starting with /uploads/)",
  )
  .refine((value) => !value.includes(".."), "image paths must not contain '..'");

export const featuredListParamsSchema = z.object({
  list: z.enum(featuredListNames, {
    message: `list must be one of ${featuredListNames.join(", ")}`,
  }),
});

export const featuredItemInputSchema = z.object({
  gameId: z.uuid({ message: "gameId must be a game id" }),
  /** Hero items only: the line shown over the artwork (English; translations apart). */
  headline: z
    .string()
    .trim()
    .max(
      featuredHeadlineMaxLength,
      `headline must be ${featuredHeadlineMaxLength} characters or fewer`,
    )
    .refine(hasNoControlCharacters, "headline must not contain control characters")
    .optional(),
  /** Hero items only: the wide artwork; the game's wide image when absent. */
  displayImage: imagePathSchema.nullish(),
  /** Hero items only: the 640×360 copy; the artwork's 640 w copy when absent. */
  displayImageSmall: imagePathSchema.nullish(),
});
export type FeaturedItemInput = z.infer<typeof featuredItemInputSchema>;

export const featuredListBodySchema = z.object({
  items: z
    .array(featuredItemInputSchema, { message: "items must be a list" })
    .max(
      Math.max(...Object.values(featuredListMaxItems)),
      `a list takes at most ${Math.max(...Object.values(featuredListMaxItems))} games`,
    )
    .superRefine((items, context) => {
      const seen = new Set<string>();
      items.forEach((item, index) => {
        if (seen.has(item.gameId)) {
          context.addIssue({
            code: "custom",
            path: [index, "gameId"],
            message: "a game can be in a list only once",
          });
        }
        seen.add(item.gameId);
      });
    }),
});
export type FeaturedListBody = z.infer<typeof featuredListBodySchema>;

export const adminFeaturedItemSchema = z.object({
  /** The featured item's id (stays the same while the game stays in the list). */
  id: z.uuid(),
  gameId: z.uuid(),
  title: z.string(),
  slug: z.string(),
  image: z.string(),
  squareImage: z.string(),
  /** False when the game was archived: the storefront leaves it out. */
  isActive: z.boolean(),
  /** English; empty for the trending and more-games rows, which show none. */
  headline: z.string(),
  /** The hero artwork as stored (null outside the hero list). */
  displayImage: z.string().nullable(),
  displayImageSmall: z.string().nullable(),
});
export type AdminFeaturedItem = z.infer<typeof adminFeaturedItemSchema>;

export const adminPickableGameSchema = z.object({
  id: z.uuid(),
  title: z.string(),
  slug: z.string(),
  image: z.string(),
  squareImage: z.string(),
});
export type AdminPickableGame = z.infer<typeof adminPickableGameSchema>;

export const adminFeaturedSchema = z.object({
  lists: z.object({
    hero: z.array(adminFeaturedItemSchema),
    trending: z.array(adminFeaturedItemSchema),
    more_games: z.array(adminFeaturedItemSchema),
  }),
  /** Every active game, by title: what can be added. */
  games: z.array(adminPickableGameSchema),
});
export type AdminFeatured = z.infer<typeof adminFeaturedSchema>;

export const adminFeaturedReplySchema = z.object({
  success: z.literal(true),
  data: adminFeaturedSchema,
});

export const adminFeaturedListReplySchema = z.object({
  success: z.literal(true),
  message: z.string().optional(),
  data: z.object({
    list: z.enum(featuredListNames),
    items: z.array(adminFeaturedItemSchema),
  }),
});

// ── Display currencies ───────────────────────────────────────────────────────────────────────

export const baseCurrencyCode = "USD";
/** Rates are stored with 6 decimals: a smaller one would round to nothing. */
export const currencyRateMin = 0.000001;
export const currencyRateMax = 1_000_000_000;
export const currencySymbolMaxLength = 8;
export const currencyNameMaxLength = 60;
export const currencySortOrderMax = 10_000;

const currencyCode = z
  .string()
  .regex(/^[A-Z]{3}$/, "code must be three capital letters (ISO 4217), such as EUR");

export const currencyCodeParamsSchema = z.object({ code: currencyCode });

const requiredText = (name: string, max: number) =>
  z
    .string({ message: `${name} is required` })
    .trim()
    .min(1, `${name} is required`)
    .max(max, `${name} must be ${max} characters or fewer`)
    .refine(hasNoControlCharacters, `${name} must not contain control characters`);

export const currencyInputSchema = z.object({
  symbol: requiredText("symbol", currencySymbolMaxLength),
  name: requiredText("name", currencyNameMaxLength),
  rateToUsd: z
    .number({ message: "rateToUsd must be a number" })
    .refine(Number.isFinite, "rateToUsd must be a number")
    .min(currencyRateMin, "rateToUsd must be more than 0")
    .max(currencyRateMax, `rateToUsd must be ${currencyRateMax} or less`),
  sortOrder: z
    .number({ message: "sortOrder must be a whole number" })
    .int("sortOrder must be a whole number")
    .min(0, "sortOrder must be 0 or more")
    .max(currencySortOrderMax, `sortOrder must be ${currencySortOrderMax} or less`),
});
export type CurrencyInput = z.infer<typeof currencyInputSchema>;

export const adminCurrencySchema = z.object({
  code: z.string(),
  symbol: z.string(),
  name: z.string(),
  rateToUsd: z.number(),
  sortOrder: z.number().int(),
  updatedAt: z.iso.datetime(),
});
export type AdminCurrency = z.infer<typeof adminCurrencySchema>;

export const adminCurrencyListReplySchema = z.object({
  success: z.literal(true),
  data: z.object({ currencies: z.array(adminCurrencySchema) }),
});

export const adminCurrencyReplySchema = z.object({
  success: z.literal(true),
  message: z.string().optional(),
  data: z.object({ currency: adminCurrencySchema, created: z.boolean() }),
});

export const adminCurrencyDeleteReplySchema = z.object({
  success: z.literal(true),
  message: z.string().optional(),
  data: z.object({ code: z.string() }),
});

// ── Catalogue translations ───────────────────────────────────────────────────────────────────

/** The languages catalogue words are translated into (English is the catalogue itself). */
export const translationLanguages = languageCodes.filter(
  (code): code is Exclude<LanguageCode, "en"> => code !== "en",
);
export type TranslationLanguage = (typeof translationLanguages)[number];

export const catalogueTextEntities = ["game", "package", "featured", "category"] as const;
export type CatalogueTextEntity = (typeof catalogueTextEntities)[number];

export const catalogueTextKinds = [
  "description",
  "category",
  "playerIdLabel",
  "playerIdPlaceholder",
  "playerIdOption",
  "badge",
  "headline",
] as const;
export type CatalogueTextKind = (typeof catalogueTextKinds)[number];

export const catalogueTextsDefaultPageSize = 50;
export const catalogueTextsMaxPageSize = 200;
export const catalogueTextsMaxBatch = 200;
export const catalogueTextSearchMaxLength = 100;
/** Game descriptions are paragraphs; every other catalogue word is a label. */
export const catalogueTextMaxLength = { description: 4_000, other: 200 } as const;

export function catalogueTextMaxLengthOf(field: string): number {
  return field === "description"
    ? catalogueTextMaxLength.description
    : catalogueTextMaxLength.other;
}

/** Translations are text: line breaks and tabs, but no other control characters. */
export function isCleanTranslation(value: string): boolean {
  return hasNoControlCharacters(value.replace(/[\n\r\t]/g, " "));
}

const languageParam = z.enum(translationLanguages, {
  message: `language must be one of ${translationLanguages.join(", ")}`,
});

export const catalogueTextsQuerySchema = z.object({
  language: languageParam,
  entity: z
    .enum(catalogueTextEntities, {
      message: `entity must be one of ${catalogueTextEntities.join(", ")}`,
    })
    .optional(),
  /** "true": only the texts without a translation in the language. */
  missing: z
    .enum(["true", "false"], { message: "missing must be true or false" })
    .transform((value) => value === "true")
    .optional(),
  /** Part of the English text, the translation or the game's title. */
  q: z
    .string()
    .trim()
    .max(
      catalogueTextSearchMaxLength,
      `q must be ${catalogueTextSearchMaxLength} characters or fewer`,
    )
    .refine(hasNoControlCharacters, "q must not contain control characters")
    .optional(),
  page: wholeNumberParam("page", 1, 10_000).default(1),
  pageSize: wholeNumberParam("pageSize", 1, catalogueTextsMaxPageSize).default(
    catalogueTextsDefaultPageSize,
  ),
});
export type CatalogueTextsQuery = z.infer<typeof catalogueTextsQuerySchema>;

export const adminCatalogueTextSchema = z.object({
  entity: z.enum(catalogueTextEntities),
  entityKey: z.string(),
  field: z.string(),
  /** The record it belongs to: a game's id and title, or null for category names. */
  gameId: z.uuid().nullable(),
  gameTitle: z.string().nullable(),
  /** What the text is, for the editor to name it in its own language. */
  kind: z.enum(catalogueTextKinds),
  /** Which one: the player-ID field's English label, the option's value, the package's name. */
  detail: z.string().nullable(),
  /** The English source (the catalogue's own column). */
  english: z.string(),
  translation: z.string().nullable(),
  missing: z.boolean(),
  updatedAt: z.iso.datetime().nullable(),
});
export type AdminCatalogueText = z.infer<typeof adminCatalogueTextSchema>;

export const adminCatalogueTextsSchema = z.object({
  language: z.enum(translationLanguages),
  items: z.array(adminCatalogueTextSchema),
  /** Texts matching the filters (the pages hold these). */
  total: z.number().int(),
  /** Of every translatable text in the language, how many have no translation. */
  missingTotal: z.number().int(),
  /** Every translatable text in the language. */
  allTotal: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type AdminCatalogueTexts = z.infer<typeof adminCatalogueTextsSchema>;

export const adminCatalogueTextsReplySchema = z.object({
  success: z.literal(true),
  data: adminCatalogueTextsSchema,
});

export const catalogueTextUpsertSchema = z
  .object({
    entity: z.enum(catalogueTextEntities, {
      message: `entity must be one of ${catalogueTextEntities.join(", ")}`,
    }),
    entityKey: z.string().min(1, "entityKey is required").max(200),
    field: z.string().min(1, "field is required").max(200),
    language: languageParam,
    /** Empty: remove the translation (the English shows again). */
    value: z.string({ message: "value must be text" }).trim(),
  })
  .superRefine((text, context) => {
    const max = catalogueTextMaxLengthOf(text.field);
    if (text.value.length > max) {
      context.addIssue({
        code: "custom",
        path: ["value"],
        message: `value must be ${max} characters or fewer`,
      });
    }
    if (!isCleanTranslation(text.value)) {
      context.addIssue({
        code: "custom",
        path: ["value"],
        message: "value must not contain control characters",
      });
    }
  });
export type CatalogueTextUpsert = z.infer<typeof catalogueTextUpsertSchema>;

export const catalogueTextsBodySchema = z.object({
  texts: z
    .array(catalogueTextUpsertSchema, { message: "texts must be a list" })
    .min(1, "texts must hold at least one text")
    .max(catalogueTextsMaxBatch, `at most ${catalogueTextsMaxBatch} texts at once`),
});
export type CatalogueTextsBody = z.infer<typeof catalogueTextsBodySchema>;

export const adminCatalogueTextsSaveReplySchema = z.object({
  success: z.literal(true),
  message: z.string().optional(),
  data: z.object({
    saved: z.number().int(),
    deleted: z.number().int(),
    unchanged: z.number().int(),
    items: z.array(adminCatalogueTextSchema),
  }),
});

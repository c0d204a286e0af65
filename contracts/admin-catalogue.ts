import { z } from "zod";
import {
  adminGamesDefaultPageSize,
  adminGamesMaxPageSize,
  maxBadgeLength,
  maxCurrencyAmount,
  maxPlayerIdFields,
  maxPlayerIdOptions,
  maxPriceCents,
  patternProblemMessage,
  playerIdPatternProblem,
  storedImagePattern,
} from "./admin-catalogue-rules.ts";
import { deliveryTiers, gameCategories } from "./catalogue-rules.ts";
import { maxSlugLength, slugPattern } from "./guides-rules.ts";
import { wholeNumberParam } from "./query-params.ts";
import { hasNoControlCharacters } from "./text-rules.ts";

/**
 * The admin catalogue API (`/api/admin/games…`, `/api/admin/packages…`): every game including
 * archived ones, create / edit / archive / restore, and each game's currency packages (create,
 * edit, delete, reorder). Reads need games.read; game writes games.write; package writes
 * packages.write (admin-permissions.ts). Every write is audited and empties the read caches,
 * so the storefront shows it at once.
 */

export const adminGameStatuses = ["active", "archived", "all"] as const;
export const adminGameSorts = ["title", "updated", "packages"] as const;
export type AdminGameSort = (typeof adminGameSorts)[number];

/** Printable one-line text: trimmed, no control characters, `min`–`max` characters. */
function line(name: string, min: number, max: number) {
  return z
    .string({ message: `${name} is required` })
    .trim()
    .min(min, min === 1 ? `${name} is required` : `${name} must be at least ${min} characters`)
    .max(max, `${name} must be ${max} characters or fewer`)
    .refine(hasNoControlCharacters, `${name} must not contain control characters`);
}

export const adminGamesQuerySchema = z.object({
  /** Part of the title or slug. */
  q: z
    .string()
    .trim()
    .max(100, "q must be 100 characters or fewer")
    .refine(hasNoControlCharacters, "q must not contain control characters")
    .optional(),
  category: z
    .enum(gameCategories, { message: `category must be one of: ${gameCategories.join(", ")}` })
    .optional(),
  status: z
    .enum(adminGameStatuses, { message: `status must be one of ${adminGameStatuses.join(", ")}` })
    .default("all"),
  sort: z
    .enum(adminGameSorts, { message: `sort must be one of ${adminGameSorts.join(", ")}` })
    .default("title"),
  dir: z.enum(["asc", "desc"], { message: "dir must be asc or desc" }).default("asc"),
  page: wholeNumberParam("page", 1, 10_000).default(1),
  pageSize: wholeNumberParam("pageSize", 1, adminGamesMaxPageSize).default(
    adminGamesDefaultPageSize,
  ),
});
export type AdminGamesQuery = z.infer<typeof adminGamesQuerySchema>;

export const adminGameListItemSchema = z.object({
  id: z.uuid(),
  slug: z.string(),
  title: z.string(),
  publisher: z.string(),
  category: z.string(),
  deliveryTier: z.enum(deliveryTiers),
  squareImage: z.string(),
  isActive: z.boolean(),
  /** Every package of the game, active or not. */
  packageCount: z.number().int(),
  activePackageCount: z.number().int(),
  updatedAt: z.iso.datetime(),
});
export type AdminGameListItem = z.infer<typeof adminGameListItemSchema>;

export const adminGameListSchema = z.object({
  items: z.array(adminGameListItemSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type AdminGameList = z.infer<typeof adminGameListSchema>;

export const adminPackageSchema = z.object({
  id: z.uuid(),
  gameId: z.uuid(),
  name: z.string(),
  currencyName: z.string(),
  currencyAmount: z.number().int(),
  bonusAmount: z.number().int(),
  priceCents: z.number().int(),
  compareAtPriceCents: z.number().int().nullable(),
  supplierSku: z.string(),
  badge: z.string().nullable(),
  isActive: z.boolean(),
  sortOrder: z.number().int(),
  createdAt: z.iso.datetime(),
});
export type AdminPackage = z.infer<typeof adminPackageSchema>;

/**
 * One player-ID field as the admin edits it; the stored shape is the storefront's
 * PlayerIdField (contracts/catalogue.ts). The key is an identifier (a letter, then letters,
 * digits or `_`): the seeded games use camelCase keys such as `playerId` and `zoneId`, and
 * translations and orders refer to fields by it.
 */
export const adminPlayerIdFieldSchema = z
  .object({
    key: z
      .string({ message: "key is required" })
      .trim()
      .regex(
        /^[a-zA-Z][a-zA-Z0-9_]{0,31}$/,
        "key must start with a letter and hold only letters, digits or _ (at most 32)",
      ),
    label: line("label", 1, 60),
    kind: z.enum(["text", "select"], { message: "kind must be text or select" }),
    placeholder: line("placeholder", 0, 80).optional(),
    pattern: z.string().max(1000).optional(),
    options: z
      .array(z.object({ value: line("option value", 1, 60), label: line("option label", 1, 60) }))
      .max(maxPlayerIdOptions, `a select field has at most ${maxPlayerIdOptions} options`)
      .optional(),
  })
  .transform((field) => ({
    key: field.key,
    label: field.label,
    kind: field.kind,
    ...(field.placeholder ? { placeholder: field.placeholder } : {}),
    // A pattern applies to typed values only; options to select fields only.
    ...(field.kind === "text" && field.pattern ? { pattern: field.pattern } : {}),
    ...(field.kind === "select" ? { options: field.options ?? [] } : {}),
  }));
export type AdminPlayerIdField = z.infer<typeof adminPlayerIdFieldSchema>;

const imageUrl = (name: string) =>
  z
    .string({ message: `${name} is required` })
    .min(1, `${name} is required`)
    .max(300, `${name} must be 300 characters or fewer`)
    .regex(storedImagePattern, `${name} must be an uploaded image (/uploads/…)`);

/** The player-ID field rules zod cannot say field by field: unique keys, options, patterns. */
function checkPlayerIdFields(fields: AdminPlayerIdField[], context: z.RefinementCtx): void {
  const keys = new Set<string>();
  fields.forEach((field, index) => {
    const name = `Player-ID field ${index + 1} (${field.key})`;
    if (keys.has(field.key)) {
      context.addIssue({
        code: "custom",
        path: ["playerIdFields", index, "key"],
        message: `${name}: another field has this key`,
      });
    }
    keys.add(field.key);
    if (field.kind === "select") {
      const options = field.options ?? [];
      if (options.length === 0) {
        context.addIssue({
          code: "custom",
          path: ["playerIdFields", index, "options"],
          message: `${name}: a select field needs at least one option`,
        });
      }
      const values = new Set<string>();
      for (const option of options) {
        if (values.has(option.value)) {
          context.addIssue({
            code: "custom",
            path: ["playerIdFields", index, "options"],
            message: `${name}: option value ${option.value} is listed twice`,
          });
        }
        values.add(option.value);
      }
    }
    if (field.pattern !== undefined) {
      const problem = playerIdPatternProblem(field.pattern);
      if (problem) {
        context.addIssue({
          code: "custom",
          path: ["playerIdFields", index, "pattern"],
          message: patternProblemMessage(name, problem),
        });
      }
    }
  });
}

/** Create and edit take the whole game. An empty or missing slug is made from the title. */
export const adminGameInputSchema = z
  .object({
    title: line("title", 1, 100),
    slug: z
      .string()
      .trim()
      .max(maxSlugLength, `slug must be ${maxSlugLength} characters or fewer`)
      .refine(
        (slug) => slug === "" || slugPattern.test(slug),
        "slug must be lowercase letters and digits separated by single hyphens",
      )
      .optional(),
    publisher: line("publisher", 1, 100),
    category: z.enum(gameCategories, {
      message: `category must be one of: ${gameCategories.join(", ")}`,
    }),
    description: z
      .string()
      .trim()
      .max(5000, "description must be 5000 characters or fewer")
      .refine(
        (text) => hasNoControlCharacters(text.replace(/[\n\r\t]/g, " ")),
        "description must not contain control characters",
      )
      .default(""),
    region: line("region", 1, 60).default("Global"),
    deliveryTier: z.enum(deliveryTiers, {
      message: `deliveryTier must be one of ${deliveryTiers.join(", ")}`,
    }),
    deliveryKind: z.enum(["direct", "code"], { message: "deliveryKind must be direct or code" }),
    keywords: line("keywords", 0, 300).default(""),
    image: imageUrl("image"),
    portraitImage: imageUrl("portraitImage"),
    squareImage: imageUrl("squareImage"),
    playerIdFields: z
      .array(adminPlayerIdFieldSchema, { message: "playerIdFields must be a list of fields" })
      .max(maxPlayerIdFields, `a game has at most ${maxPlayerIdFields} player-ID fields`)
      .default([]),
  })
  .superRefine((game, context) => checkPlayerIdFields(game.playerIdFields, context));
export type AdminGameInput = z.input<typeof adminGameInputSchema>;
export type AdminGameValues = z.output<typeof adminGameInputSchema>;

export const adminGameSchema = z.object({
  id: z.uuid(),
  slug: z.string(),
  title: z.string(),
  publisher: z.string(),
  category: z.string(),
  description: z.string(),
  region: z.string(),
  deliveryTier: z.enum(deliveryTiers),
  deliveryKind: z.enum(["direct", "code"]),
  keywords: z.string(),
  image: z.string(),
  portraitImage: z.string(),
  squareImage: z.string(),
  playerIdFields: z.array(
    z.object({
      key: z.string(),
      label: z.string(),
      kind: z.enum(["text", "select"]),
      placeholder: z.string().optional(),
      pattern: z.string().optional(),
      options: z.array(z.object({ value: z.string(), label: z.string() })).optional(),
    }),
  ),
  isActive: z.boolean(),
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
  /** Every package, active or not, in the storefront's order. */
  packages: z.array(adminPackageSchema),
});
export type AdminGame = z.infer<typeof adminGameSchema>;

const intField = (name: string, min: number, max: number) =>
  z
    .number({ message: `${name} must be a number` })
    .int(`${name} must be a whole number`)
    .min(min, min === 1 ? `${name} must be greater than 0` : `${name} must be ${min} or more`)
    .max(max, `${name} must be ${max} or less`);

export const adminPackageInputSchema = z
  .object({
    name: line("name", 1, 80),
    currencyName: line("currencyName", 1, 40),
    currencyAmount: intField("currencyAmount", 1, maxCurrencyAmount),
    bonusAmount: intField("bonusAmount", 0, maxCurrencyAmount).default(0),
    priceCents: intField("priceCents", 1, maxPriceCents),
    compareAtPriceCents: intField("compareAtPriceCents", 1, maxPriceCents).nullable().default(null),
    supplierSku: z
      .string({ message: "supplierSku is required" })
      .trim()
      .regex(
        /^[A-Za-z0-9][A-Za-z0-9_.:-]{0,63}$/,
        "supplierSku must be 1–64 letters, digits, _ . : or -, starting with a letter or digit",
      ),
    badge: z
      .string()
      .trim()
      .max(maxBadgeLength, `badge must be ${maxBadgeLength} characters or fewer`)
      .refine(hasNoControlCharacters, "badge must not contain control characters")
      .nullable()
      .optional()
      .transform((badge) => (badge ? badge : null)),
    isActive: z.boolean({ message: "isActive must be true or false" }).default(true),
  })
  .superRefine((pack, context) => {
    if (pack.compareAtPriceCents !== null && pack.compareAtPriceCents <= pack.priceCents) {
      context.addIssue({
        code: "custom",
        path: ["compareAtPriceCents"],
        message: "compareAtPriceCents must be greater than priceCents (or empty)",
      });
    }
  });
export type AdminPackageInput = z.input<typeof adminPackageInputSchema>;
export type AdminPackageValues = z.output<typeof adminPackageInputSchema>;

export const adminPackageOrderSchema = z.object({
  /** Every package id of the game, once each, in the new order. */
  packageIds: z.array(z.uuid({ message: "packageIds must be package ids" })).max(500),
});

export const adminIdParamsSchema = z.object({
  id: z.uuid({ message: "id must be a valid id" }),
});

const reply = <T extends z.ZodType>(data: T) =>
  z.object({ success: z.literal(true), message: z.string().optional(), data });

export const adminGameListReplySchema = reply(adminGameListSchema);
export const adminGameReplySchema = reply(adminGameSchema);
export const adminPackageReplySchema = reply(adminPackageSchema);
export const adminPackageListReplySchema = reply(z.array(adminPackageSchema));
export const adminDeletedReplySchema = reply(z.object({ id: z.uuid() }));

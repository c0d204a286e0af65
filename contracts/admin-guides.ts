import { z } from "zod";
import {
  adminGuideCoverMaxLength,
  adminGuideHtmlMaxLength,
  adminGuideMaxGames,
  adminGuideSearchMaxLength,
  adminGuideSorts,
  adminGuideStatuses,
  adminGuidesDefaultPageSize,
  adminGuidesMaxPageSize,
  adminGuideTitleMaxLength,
  isAllowedCoverImage,
} from "./admin-guides-rules.ts";
import { guideLanguageSchema, guideSlugSchema } from "./guides.ts";
import { slugPattern } from "./guides-rules.ts";
import { wholeNumberParam } from "./query-params.ts";
import { hasNoControlCharacters } from "./text-rules.ts";

/**
 * The admin guides API (`/api/admin/blogs…`): every guide with its drafts, one guide with the
 * texts of every language, and the writes (create, meta, one language's text, delete). Reads
 * need `blogs.read`, writes `blogs.write`. HTML is sanitized on the server before it is stored.
 */

const statusSchema = z.enum(adminGuideStatuses, {
  message: `status must be one of ${adminGuideStatuses.join(", ")}`,
});

export const adminGuideListQuerySchema = z.object({
  /** Part of a title (any language) or of the slug. */
  q: z
    .string()
    .trim()
    .max(adminGuideSearchMaxLength, `q must be ${adminGuideSearchMaxLength} characters or fewer`)
    .refine(hasNoControlCharacters, "q must not contain control characters")
    .optional(),
  status: statusSchema.optional(),
  /** Only guides without a text in this language. */
  missing: guideLanguageSchema.optional(),
  sort: z
    .enum(adminGuideSorts, { message: `sort must be one of ${adminGuideSorts.join(", ")}` })
    .default("updated_desc"),
  page: wholeNumberParam("page", 1, 10_000).default(1),
  pageSize: wholeNumberParam("pageSize", 1, adminGuidesMaxPageSize).default(
    adminGuidesDefaultPageSize,
  ),
});
export type AdminGuideListQuery = z.infer<typeof adminGuideListQuerySchema>;

export const adminGuideSummarySchema = z.object({
  id: z.uuid(),
  slug: z.string(),
  /** The title in the guide's source language. */
  title: z.string(),
  sourceLanguage: guideLanguageSchema,
  status: z.enum(adminGuideStatuses),
  coverImage: z.string(),
  authorName: z.string(),
  publishedAt: z.iso.datetime().nullable(),
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
  /** The languages the guide has a text in, in menu order. */
  languages: z.array(guideLanguageSchema),
});
export type AdminGuideSummary = z.infer<typeof adminGuideSummarySchema>;

export const adminGuideListSchema = z.object({
  blogs: z.array(adminGuideSummarySchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type AdminGuideList = z.infer<typeof adminGuideListSchema>;

export const adminGuideListReplySchema = z.object({
  success: z.literal(true),
  data: adminGuideListSchema,
});

export const adminGuideTextSchema = z.object({
  language: guideLanguageSchema,
  title: z.string(),
  /** Sanitized HTML. */
  contentHtml: z.string(),
  /** The first 150 characters of the text, markup stripped. */
  excerpt: z.string(),
  updatedAt: z.iso.datetime(),
});
export type AdminGuideText = z.infer<typeof adminGuideTextSchema>;

export const adminGuideDetailSchema = z.object({
  id: z.uuid(),
  slug: z.string(),
  sourceLanguage: guideLanguageSchema,
  status: z.enum(adminGuideStatuses),
  coverImage: z.string(),
  gameSlugs: z.array(z.string()),
  authorName: z.string(),
  authorId: z.uuid().nullable(),
  publishedAt: z.iso.datetime().nullable(),
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
  /** Every language's text, the source language first. */
  texts: z.array(adminGuideTextSchema),
});
export type AdminGuideDetail = z.infer<typeof adminGuideDetailSchema>;

export const adminGuideReplySchema = z.object({
  success: z.literal(true),
  message: z.string().optional(),
  data: adminGuideDetailSchema,
});

export const adminGuideDeletedReplySchema = z.object({
  success: z.literal(true),
  message: z.string().optional(),
  data: z.object({ id: z.uuid() }),
});

/** The games a guide can be about (every catalogue game, archived ones too). */
export const adminGuideGameOptionsReplySchema = z.object({
  success: z.literal(true),
  data: z.array(z.object({ slug: z.string(), title: z.string(), isActive: z.boolean() })),
});
export type AdminGuideGameOption = z.infer<typeof adminGuideGameOptionsReplySchema>["data"][number];

export const adminGuideIdParamsSchema = z.object({ id: z.uuid("The guide id must be a UUID") });
export const adminGuideTextParamsSchema = z.object({
  id: z.uuid("The guide id must be a UUID"),
  language: guideLanguageSchema,
});

export const adminGuideTitleSchema = z
  .string({ message: "title is required" })
  .trim()
  .min(1, "title is required")
  .max(adminGuideTitleMaxLength, `title must be ${adminGuideTitleMaxLength} characters or fewer`)
  .refine(hasNoControlCharacters, "title must not contain control characters");

export const adminGuideHtmlSchema = z
  .string({ message: "contentHtml is required" })
  .max(
    adminGuideHtmlMaxLength,
    `contentHtml must be ${adminGuideHtmlMaxLength.toLocaleString("en")} characters or fewer`,
  );

export const adminGuideCoverSchema = z
  .string({ message: "coverImage must be text" })
  .trim()
  .max(
    adminGuideCoverMaxLength,
    `coverImage must be ${adminGuideCoverMaxLength} characters or fewer`,
  )
  .refine(isAllowedCoverImage, "coverImage must be a site path (/uploads/…) or an https URL");

export const adminGuideGameSlugsSchema = z
  .array(z.string().max(100).regex(slugPattern, "gameSlugs must hold game slugs"), {
    message: "gameSlugs must be a list of game slugs",
  })
  .max(adminGuideMaxGames, `a guide may name at most ${adminGuideMaxGames} games`)
  .transform((slugs) => [...new Set(slugs)]);

/** An empty slug means "derive it from the title". */
const optionalSlugSchema = z
  .union([z.literal(""), guideSlugSchema])
  .optional()
  .transform((slug) => slug || undefined);

export const adminGuideCreateRequestSchema = z.object({
  title: adminGuideTitleSchema,
  contentHtml: adminGuideHtmlSchema,
  slug: optionalSlugSchema,
  sourceLanguage: guideLanguageSchema.default("en"),
  coverImage: adminGuideCoverSchema.default(""),
  gameSlugs: adminGuideGameSlugsSchema.default([]),
  status: statusSchema.default("draft"),
});
export type AdminGuideCreateRequest = z.input<typeof adminGuideCreateRequestSchema>;
export type AdminGuideCreate = z.output<typeof adminGuideCreateRequestSchema>;

export const adminGuideMetaRequestSchema = z
  .object({
    slug: guideSlugSchema.optional(),
    coverImage: adminGuideCoverSchema.optional(),
    gameSlugs: adminGuideGameSlugsSchema.optional(),
    status: statusSchema.optional(),
  })
  .refine(
    (body) => Object.values(body).some((value) => value !== undefined),
    "Give at least one of slug, coverImage, gameSlugs, status",
  );
export type AdminGuideMetaRequest = z.input<typeof adminGuideMetaRequestSchema>;
export type AdminGuideMeta = z.output<typeof adminGuideMetaRequestSchema>;

export const adminGuideTextRequestSchema = z.object({
  title: adminGuideTitleSchema,
  contentHtml: adminGuideHtmlSchema,
});
export type AdminGuideTextRequest = z.infer<typeof adminGuideTextRequestSchema>;

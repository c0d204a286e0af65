import { z } from "zod";
import {
  adminBlogCoverMaxLength,
  adminBlogHtmlMaxLength,
  adminBlogMaxGames,
  adminBlogSearchMaxLength,
  adminBlogSorts,
  adminBlogStatuses,
  adminBlogsDefaultPageSize,
  adminBlogsMaxPageSize,
  adminBlogTitleMaxLength,
  isAllowedCoverImage,
} from "./admin-blogs-rules.ts";
import { guideLanguageSchema, guideSlugSchema } from "./guides.ts";
import { slugPattern } from "./guides-rules.ts";
import { hasNoControlCharacters } from "./text-rules.ts";

/**
 * The admin guides API (`/api/admin/blogs…`): every guide with its drafts, one guide with the
 * texts of every language, and the writes (create, meta, one language's text, delete). Reads
 * need `blogs.read`, writes `blogs.write`. HTML is sanitized on the server before it is stored.
 */

/** Query values arrive as text: only plain decimal digits count. */
function wholeNumberParam(name: string, min: number, max: number) {
  return z
    .string({ message: `${name} must be a whole number` })
    .regex(/^[0-9]{1,6}$/, `${name} must be a whole number`)
    .transform(Number)
    .pipe(
      z
        .number()
        .min(min, `${name} must be ${min} or more`)
        .max(max, `${name} must be ${max} or less`),
    );
}

const statusSchema = z.enum(adminBlogStatuses, {
  message: `status must be one of ${adminBlogStatuses.join(", ")}`,
});

export const adminBlogListQuerySchema = z.object({
  /** Part of a title (any language) or of the slug. */
  q: z
    .string()
    .trim()
    .max(adminBlogSearchMaxLength, `q must be ${adminBlogSearchMaxLength} characters or fewer`)
    .refine(hasNoControlCharacters, "q must not contain control characters")
    .optional(),
  status: statusSchema.optional(),
  /** Only guides without a text in this language. */
  missing: guideLanguageSchema.optional(),
  sort: z
    .enum(adminBlogSorts, { message: `sort must be one of ${adminBlogSorts.join(", ")}` })
    .default("updated_desc"),
  page: wholeNumberParam("page", 1, 10_000).default(1),
  pageSize: wholeNumberParam("pageSize", 1, adminBlogsMaxPageSize).default(
    adminBlogsDefaultPageSize,
  ),
});
export type AdminBlogListQuery = z.infer<typeof adminBlogListQuerySchema>;

export const adminBlogSummarySchema = z.object({
  id: z.uuid(),
  slug: z.string(),
  /** The title in the guide's source language. */
  title: z.string(),
  sourceLanguage: guideLanguageSchema,
  status: z.enum(adminBlogStatuses),
  coverImage: z.string(),
  authorName: z.string(),
  publishedAt: z.iso.datetime().nullable(),
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
  /** The languages the guide has a text in, in menu order. */
  languages: z.array(guideLanguageSchema),
});
export type AdminBlogSummary = z.infer<typeof adminBlogSummarySchema>;

export const adminBlogListSchema = z.object({
  blogs: z.array(adminBlogSummarySchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type AdminBlogList = z.infer<typeof adminBlogListSchema>;

export const adminBlogListReplySchema = z.object({
  success: z.literal(true),
  data: adminBlogListSchema,
});

export const adminBlogTextSchema = z.object({
  language: guideLanguageSchema,
  title: z.string(),
  /** Sanitized HTML. */
  contentHtml: z.string(),
  /** The first 150 characters of the text, markup stripped. */
  excerpt: z.string(),
  updatedAt: z.iso.datetime(),
});
export type AdminBlogText = z.infer<typeof adminBlogTextSchema>;

export const adminBlogDetailSchema = z.object({
  id: z.uuid(),
  slug: z.string(),
  sourceLanguage: guideLanguageSchema,
  status: z.enum(adminBlogStatuses),
  coverImage: z.string(),
  gameSlugs: z.array(z.string()),
  authorName: z.string(),
  authorId: z.uuid().nullable(),
  publishedAt: z.iso.datetime().nullable(),
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
  /** Every language's text, the source language first. */
  texts: z.array(adminBlogTextSchema),
});
export type AdminBlogDetail = z.infer<typeof adminBlogDetailSchema>;

export const adminBlogReplySchema = z.object({
  success: z.literal(true),
  message: z.string().optional(),
  data: adminBlogDetailSchema,
});

export const adminBlogDeletedReplySchema = z.object({
  success: z.literal(true),
  message: z.string().optional(),
  data: z.object({ id: z.uuid() }),
});

/** The games a guide can be about (every catalogue game, archived ones too). */
export const adminBlogGameOptionsReplySchema = z.object({
  success: z.literal(true),
  data: z.array(z.object({ slug: z.string(), title: z.string(), isActive: z.boolean() })),
});
export type AdminBlogGameOption = z.infer<typeof adminBlogGameOptionsReplySchema>["data"][number];

export const adminBlogIdParamsSchema = z.object({ id: z.uuid("The guide id must be a UUID") });
export const adminBlogTextParamsSchema = z.object({
  id: z.uuid("The guide id must be a UUID"),
  language: guideLanguageSchema,
});

export const adminBlogTitleSchema = z
  .string({ message: "title is required" })
  .trim()
  .min(1, "title is required")
  .max(adminBlogTitleMaxLength, `title must be ${adminBlogTitleMaxLength} characters or fewer`)
  .refine(hasNoControlCharacters, "title must not contain control characters");

export const adminBlogHtmlSchema = z
  .string({ message: "contentHtml is required" })
  .max(
    adminBlogHtmlMaxLength,
    `contentHtml must be ${adminBlogHtmlMaxLength.toLocaleString("en")} characters or fewer`,
  );

export const adminBlogCoverSchema = z
  .string({ message: "coverImage must be text" })
  .trim()
  .max(adminBlogCoverMaxLength, `coverImage must be ${adminBlogCoverMaxLength} characters or fewer`)
  .refine(isAllowedCoverImage, "coverImage must be a site path (/uploads/…) or an https URL");

export const adminBlogGameSlugsSchema = z
  .array(z.string().max(100).regex(slugPattern, "gameSlugs must hold game slugs"), {
    message: "gameSlugs must be a list of game slugs",
  })
  .max(adminBlogMaxGames, `a guide may name at most ${adminBlogMaxGames} games`)
  .transform((slugs) => [...new Set(slugs)]);

/** An empty slug means "derive it from the title". */
const optionalSlugSchema = z
  .union([z.literal(""), guideSlugSchema])
  .optional()
  .transform((slug) => slug || undefined);

export const adminBlogCreateRequestSchema = z.object({
  title: adminBlogTitleSchema,
  contentHtml: adminBlogHtmlSchema,
  slug: optionalSlugSchema,
  sourceLanguage: guideLanguageSchema.default("en"),
  coverImage: adminBlogCoverSchema.default(""),
  gameSlugs: adminBlogGameSlugsSchema.default([]),
  status: statusSchema.default("draft"),
});
export type AdminBlogCreateRequest = z.input<typeof adminBlogCreateRequestSchema>;
export type AdminBlogCreate = z.output<typeof adminBlogCreateRequestSchema>;

export const adminBlogMetaRequestSchema = z
  .object({
    slug: guideSlugSchema.optional(),
    coverImage: adminBlogCoverSchema.optional(),
    gameSlugs: adminBlogGameSlugsSchema.optional(),
    status: statusSchema.optional(),
  })
  .refine(
    (body) => Object.values(body).some((value) => value !== undefined),
    "Give at least one of slug, coverImage, gameSlugs, status",
  );
export type AdminBlogMetaRequest = z.input<typeof adminBlogMetaRequestSchema>;
export type AdminBlogMeta = z.output<typeof adminBlogMetaRequestSchema>;

export const adminBlogTextRequestSchema = z.object({
  title: adminBlogTitleSchema,
  contentHtml: adminBlogHtmlSchema,
});
export type AdminBlogTextRequest = z.infer<typeof adminBlogTextRequestSchema>;

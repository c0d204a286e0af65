import { z } from "zod";
import { maxSlugLength, slugPattern } from "./guides-rules.ts";
import { type LanguageCode, languageCodes } from "./languages.ts";

export const guideLanguageSchema = z.enum(languageCodes, {
  message: `lang must be one of: ${languageCodes.join(", ")}`,
});

/**
 * A guide's slug as the API path and the article page take it. Anything else (`../`, encoded
 * dots, upper case, kilobytes of text) is refused before any lookup.
 */
export const guideSlugSchema = z
  .string()
  .min(1, "slug is required")
  .max(maxSlugLength, `slug must be ${maxSlugLength} characters or fewer`)
  .regex(slugPattern, "slug must be lowercase letters and digits separated by single hyphens");

/** A list entry: everything a card needs, never the content. */
export const guideListItemSchema = z.object({
  _id: z.string(),
  slug: z.string(),
  title: z.string(),
  /** The first 150 characters of the text, markup stripped. */
  excerpt: z.string(),
  /** Cover, 1280×720. */
  image: z.string(),
  /** Cover, 640×360 (the same as `image` when there is no smaller variant). */
  imageSmall: z.string(),
  /** When the guide was published. */
  createdAt: z.string(),
  author: z.string(),
  /** The language of title, excerpt and content: the asked one, or the guide's own language. */
  language: guideLanguageSchema,
});
export type GuideListItem = z.infer<typeof guideListItemSchema>;

export const guideDetailSchema = guideListItemSchema.extend({
  /** Sanitized HTML. */
  content: z.string(),
  /** The first 160 characters of the text, markup stripped. */
  description: z.string(),
  updatedAt: z.string(),
  /** The language the guide was written in. */
  sourceLanguage: guideLanguageSchema,
});
export type GuideDetail = z.infer<typeof guideDetailSchema>;

/** Query values arrive as text: only plain decimal digits count. */
const pageParam = z
  .string({ message: "page must be a whole number" })
  .regex(/^[0-9]{1,5}$/, "page must be a whole number")
  .transform(Number)
  .pipe(z.number().min(1, "page must be 1 or more").max(10_000, "page must be 10000 or less"))
  .default(1);

export const listGuidesQuerySchema = z.object({
  lang: guideLanguageSchema.default("en"),
  page: pageParam,
});
export type ListGuidesQuery = z.infer<typeof listGuidesQuerySchema>;

/** GET /api/blogs: `fields=summary` leaves each guide's HTML out (a list of cards needs none). */
export const listGuidesApiQuerySchema = listGuidesQuerySchema.extend({
  fields: z.enum(["summary"], { message: "fields must be summary" }).optional(),
});

/** A list entry of GET /api/blogs with the guide's sanitized HTML, as every guide in the API. */
export const guideListItemWithContentSchema = guideListItemSchema.extend({
  /** Sanitized HTML. */
  content: z.string(),
});

export const guideQuerySchema = z.object({ lang: guideLanguageSchema.default("en") });

/** The /guides page: its `page` (the language comes from the page itself). */
export const guidesPageQuerySchema = z.object({ page: pageParam });

export type GuidesPage = {
  guides: GuideListItem[];
  pagination: { currentPage: number; hasNextPage: boolean; hasPrevPage: boolean };
};

const guideTextInputSchema = z.object({
  title: z.string().trim().min(1, "title is required").max(200),
  /** HTML; sanitized before it is stored. */
  html: z.string().max(200_000),
});

/**
 * What the seed (and the admin editor) hands the save path. Without `slug` the slug comes from
 * the title in the source language.
 */
export const saveGuideInputSchema = z.object({
  slug: guideSlugSchema.optional(),
  sourceLanguage: guideLanguageSchema.default("en"),
  status: z.enum(["draft", "published"]),
  coverImage: z.string().max(500).default(""),
  authorName: z.string().trim().min(1).max(120),
  authorId: z.string().uuid().nullable().optional(),
  /** ISO time; a published guide without one is published now. */
  publishedAt: z.string().datetime({ offset: true }).nullable().optional(),
  gameSlugs: z.array(z.string().regex(slugPattern).max(100)).max(50).default([]),
  texts: z.partialRecord(guideLanguageSchema, guideTextInputSchema),
});
export type SaveGuideInput = z.input<typeof saveGuideInputSchema>;

/** What the server hands the React Router loaders (through the router context). */
export type GuidesReader = {
  /** Published guides, newest first, in `lang` or else in their own language. */
  listGuides(query: ListGuidesQuery): Promise<GuidesPage>;
  /** A published guide; its HTML passed through the sanitizer again. Null when missing. */
  getGuide(slug: string, lang: LanguageCode): Promise<GuideDetail | null>;
  /** Up to 3 other published guides: those sharing games with it first, then the newest. */
  listRelatedGuides(slug: string, lang: LanguageCode): Promise<GuideListItem[]>;
};

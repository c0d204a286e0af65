import { z } from "zod";
import { AppError } from "#contracts/errors-rules.ts";
import {
  type GuideDetail,
  type GuideListItem,
  type GuidesPage,
  type GuidesReader,
  type ListGuidesQuery,
  type SaveGuideInput,
  saveGuideInputSchema,
} from "#contracts/guides.ts";
import {
  guidesPageSize,
  isValidSlug,
  metaDescriptionOf,
  relatedGuidesLimit,
  slugify,
  smallCoverOf,
} from "#contracts/guides-rules.ts";
import { type LanguageCode, normalizeLanguage } from "#contracts/languages.ts";
import type { Db, Executor } from "#db/client.ts";
import { toUnavailableError } from "#server/platform/database.ts";
import type { ReadCacheRegistry } from "#server/platform/read-cache.ts";
import { sanitizeGuideHtml, storedGuideText, stripGuideHtml } from "./guide-html.ts";
import {
  type GuideListRow,
  selectGuideIdBySlug,
  selectPublishedGuide,
  selectPublishedGuideSlugs,
  selectPublishedGuides,
  selectRelatedGuides,
  touchGuide,
  upsertGuide,
  upsertGuideText,
} from "./guides.repository.ts";

export type SaveGuideOptions = {
  /** Seed mode: a guide or a text that already exists is left as it is (never overwritten). */
  keepExisting?: boolean;
};

export type SavedGuide = { id: string; slug: string; textsWritten: number };

export type GuidesService = GuidesReader & {
  /** Every published guide's slug and last change, for the sitemap. */
  listGuideSlugs(): Promise<{ slug: string; updatedAt: string }[]>;
  /** Creates or updates a guide (by slug) with its texts, sanitized; empties the read caches. */
  saveGuide(input: SaveGuideInput, options?: SaveGuideOptions): Promise<SavedGuide>;
};

export function createGuidesService(db: Db, options: { caches: ReadCacheRegistry }): GuidesService {
  const cache = options.caches.create<unknown>();
  const cached = <T>(key: string, load: () => Promise<T>) =>
    cache.getOrLoad(key, () => translateDatabaseErrors(load)) as Promise<T>;

  return {
    listGuides: (query: ListGuidesQuery) =>
      cached(`list:${query.lang}:${query.page}`, async (): Promise<GuidesPage> => {
        // One more than a page tells whether a next page exists without counting.
        const rows = await selectPublishedGuides(db, {
          language: query.lang,
          offset: (query.page - 1) * guidesPageSize,
          limit: guidesPageSize + 1,
        });
        return {
          guides: rows.slice(0, guidesPageSize).map(toListItem),
          pagination: {
            currentPage: query.page,
            hasNextPage: rows.length > guidesPageSize,
            hasPrevPage: query.page > 1,
          },
        };
      }),

    getGuide: (slug: string, lang: LanguageCode) =>
      cached(`guide:${lang}:${slug}`, async (): Promise<GuideDetail | null> => {
        const row = await selectPublishedGuide(db, slug, lang);
        if (!row) return null;
        // Sanitized again on the way out: stored HTML is trusted only as far as the policy
        // that reads it now.
        const content = sanitizeGuideHtml(row.askedHtml ?? row.sourceHtml);
        return {
          ...toListItem(row),
          content,
          description: metaDescriptionOf(stripGuideHtml(content)),
          updatedAt: row.updatedAt.toISOString(),
          sourceLanguage: languageOf(row.sourceLanguage),
        };
      }),

    listRelatedGuides: (slug: string, lang: LanguageCode) =>
      cached(`related:${lang}:${slug}`, async () => {
        const rows = await selectRelatedGuides(db, {
          slug,
          language: lang,
          limit: relatedGuidesLimit,
        });
        return rows.map(toListItem);
      }),

    listGuideSlugs: () =>
      cached("slugs", async () => {
        const rows = await selectPublishedGuideSlugs(db);
        return rows.map((row) => ({ slug: row.slug, updatedAt: row.updatedAt.toISOString() }));
      }),

    saveGuide: async (input, saveOptions = {}) => {
      const saved = await translateDatabaseErrors(() =>
        db.transaction((tx) => writeGuide(tx, input, saveOptions)),
      );
      options.caches.invalidateAll();
      return saved;
    },
  };
}

/**
 * The one write path of guides (the service's `saveGuide`, and the demo seed inside its own
 * transaction): validates the input, derives the slug from the source-language title when none
 * is given, sanitizes every text's HTML and computes its excerpt from the sanitized text. The
 * caller owns the transaction and, outside the seed, the cache invalidation.
 */
export async function writeGuide(
  tx: Executor,
  rawInput: SaveGuideInput,
  options: SaveGuideOptions = {},
): Promise<SavedGuide> {
  const parsed = saveGuideInputSchema.safeParse(rawInput);
  if (!parsed.success) {
    throw new AppError("VALIDATION_FAILED", z.prettifyError(parsed.error));
  }
  const input = parsed.data;
  const keepExisting = options.keepExisting ?? false;
  const sourceText = input.texts[input.sourceLanguage];
  const slug = input.slug ?? slugify(sourceText?.title ?? "");
  if (!isValidSlug(slug)) {
    throw new AppError(
      "VALIDATION_FAILED",
      "A guide needs a slug: give one, or a source-language title with letters or digits",
    );
  }
  // A guide always has its source-language text: the fallback of every other language.
  if (!sourceText && !(await selectGuideIdBySlug(tx, slug))) {
    throw new AppError("VALIDATION_FAILED", `A new guide needs its ${input.sourceLanguage} text`);
  }
  const publishedAt = input.publishedAt
    ? new Date(input.publishedAt)
    : input.status === "published"
      ? new Date()
      : null;
  const id = await upsertGuide(
    tx,
    {
      slug,
      sourceLanguage: input.sourceLanguage,
      status: input.status,
      coverImage: input.coverImage,
      gameSlugs: input.gameSlugs,
      authorName: input.authorName,
      authorId: input.authorId ?? null,
      publishedAt,
    },
    { keepExisting },
  );
  if (!id) throw new Error(`guide ${slug} was neither written nor found`);
  let textsWritten = 0;
  for (const [language, text] of Object.entries(input.texts)) {
    if (!text) continue;
    const { contentHtml, excerpt } = storedGuideText(text.html);
    const written = await upsertGuideText(
      tx,
      { guideId: id, language, title: text.title, contentHtml, excerpt },
      { keepExisting },
    );
    if (written) textsWritten += 1;
  }
  if (textsWritten > 0) await touchGuide(tx, id);
  return { id, slug, textsWritten };
}

function languageOf(code: string): LanguageCode {
  return normalizeLanguage(code) ?? "en";
}

function toListItem(row: GuideListRow): GuideListItem {
  const text = row.asked ?? row.source;
  return {
    _id: row.id,
    slug: row.slug,
    title: text.title,
    excerpt: text.excerpt,
    image: row.coverImage,
    imageSmall: smallCoverOf(row.coverImage),
    createdAt: (row.publishedAt ?? row.createdAt).toISOString(),
    author: row.authorName,
    language: languageOf(text.language),
  };
}

/** A database that is gone is the shop being unavailable (503), for the API and pages alike. */
async function translateDatabaseErrors<T>(load: () => Promise<T>): Promise<T> {
  try {
    return await load();
  } catch (error) {
    throw toUnavailableError(error) ?? error;
  }
}

import { and, asc, count, desc, eq, ne, type SQL, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { AdminGuideSort, AdminGuideStatus } from "#contracts/admin-guides-rules.ts";
import type { Db, Executor } from "#db/client.ts";
import { guides, guideTexts } from "#db/schema/content.ts";

export type GuideRow = typeof guides.$inferSelect;
export type GuideTextRow = typeof guideTexts.$inferSelect;
export type NewGuideRow = typeof guides.$inferInsert;
export type NewGuideTextRow = typeof guideTexts.$inferInsert;

// Each guide is read with two of its texts: the asked language's (may be missing) and its own
// language's (always there), so one query serves both the translation and the fallback.
const asked = alias(guideTexts, "asked_text");
const source = alias(guideTexts, "source_text");

const listColumns = {
  id: guides.id,
  slug: guides.slug,
  sourceLanguage: guides.sourceLanguage,
  coverImage: guides.coverImage,
  authorName: guides.authorName,
  publishedAt: guides.publishedAt,
  createdAt: guides.createdAt,
  updatedAt: guides.updatedAt,
  asked: { language: asked.language, title: asked.title, excerpt: asked.excerpt },
  source: { language: source.language, title: source.title, excerpt: source.excerpt },
};

function fromGuidesWithTexts(db: Db, language: string) {
  return db
    .select(listColumns)
    .from(guides)
    .innerJoin(
      source,
      and(eq(source.guideId, guides.id), eq(source.language, guides.sourceLanguage)),
    )
    .leftJoin(asked, and(eq(asked.guideId, guides.id), eq(asked.language, language)));
}

export type GuideListRow = Awaited<ReturnType<typeof selectPublishedGuides>>[number];

// Newest first; the id breaks ties so pages never overlap.
const newestFirst = [desc(guides.publishedAt), desc(guides.id)];

export async function selectPublishedGuides(
  db: Db,
  options: { language: string; offset: number; limit: number },
) {
  return fromGuidesWithTexts(db, options.language)
    .where(eq(guides.status, "published"))
    .orderBy(...newestFirst)
    .limit(options.limit)
    .offset(options.offset);
}

export async function selectPublishedGuide(db: Db, slug: string, language: string) {
  const [row] = await db
    .select({
      ...listColumns,
      askedHtml: asked.contentHtml,
      sourceHtml: source.contentHtml,
    })
    .from(guides)
    .innerJoin(
      source,
      and(eq(source.guideId, guides.id), eq(source.language, guides.sourceLanguage)),
    )
    .leftJoin(asked, and(eq(asked.guideId, guides.id), eq(asked.language, language)))
    .where(and(eq(guides.slug, slug), eq(guides.status, "published")))
    .limit(1);
  return row ?? null;
}

/**
 * Other published guides for the one at `slug`: those sharing the most games with it first,
 * then the newest.
 */
export async function selectRelatedGuides(
  db: Db,
  options: { slug: string; language: string; limit: number },
) {
  const current = alias(guides, "current_guide");
  const sharedGames = sql<number>`(
    select count(*) from unnest(${guides.gameSlugs}) as game(slug)
    where game.slug = any(${current.gameSlugs})
  )`;
  return fromGuidesWithTexts(db, options.language)
    .innerJoin(current, eq(current.slug, options.slug))
    .where(and(eq(guides.status, "published"), ne(guides.id, current.id)))
    .orderBy(desc(sharedGames), ...newestFirst)
    .limit(options.limit);
}

export async function selectPublishedGuideSlugs(db: Db) {
  return db
    .select({ slug: guides.slug, updatedAt: guides.updatedAt })
    .from(guides)
    .where(eq(guides.status, "published"))
    .orderBy(...newestFirst);
}

export async function selectGuideIdBySlug(db: Executor, slug: string) {
  const [row] = await db.select({ id: guides.id }).from(guides).where(eq(guides.slug, slug));
  return row?.id ?? null;
}

export async function selectGuideSlugs(db: Executor) {
  const rows = await db.select({ slug: guides.slug }).from(guides);
  return rows.map((row) => row.slug);
}

/** Inserts the guide, or (unless `keepExisting`) updates the one with its slug. */
export async function upsertGuide(
  db: Executor,
  row: NewGuideRow & { slug: string },
  options: { keepExisting: boolean },
) {
  const insert = db.insert(guides).values(row);
  const [written] = options.keepExisting
    ? await insert.onConflictDoNothing({ target: guides.slug }).returning({ id: guides.id })
    : await insert
        .onConflictDoUpdate({
          target: guides.slug,
          set: {
            sourceLanguage: row.sourceLanguage,
            status: row.status,
            coverImage: row.coverImage,
            gameSlugs: row.gameSlugs,
            authorName: row.authorName,
            authorId: row.authorId,
            publishedAt: row.publishedAt,
            updatedAt: sql`now()`,
          },
        })
        .returning({ id: guides.id });
  return written?.id ?? (await selectGuideIdBySlug(db, row.slug));
}

/** Writes one language's text; with `keepExisting` a text already there is left alone. */
export async function upsertGuideText(
  db: Executor,
  row: NewGuideTextRow,
  options: { keepExisting: boolean },
): Promise<boolean> {
  const insert = db.insert(guideTexts).values(row);
  const written = options.keepExisting
    ? await insert.onConflictDoNothing().returning({ language: guideTexts.language })
    : await insert
        .onConflictDoUpdate({
          target: [guideTexts.guideId, guideTexts.language],
          set: {
            title: row.title,
            contentHtml: row.contentHtml,
            excerpt: row.excerpt,
            updatedAt: sql`now()`,
          },
        })
        .returning({ language: guideTexts.language });
  return written.length > 0;
}

/** A text written to an existing guide changes the guide (its sitemap date, for one). */
export async function touchGuide(db: Executor, id: string) {
  await db.update(guides).set({ updatedAt: sql`now()` }).where(eq(guides.id, id));
}

// The staff editor's reads and writes (search, one guide with its texts, the row lock, the
// single-row changes): the same tables, so the same repository.

export type GuideSearch = {
  q?: string | undefined;
  status?: AdminGuideStatus | undefined;
  /** Only guides without a text in this language. */
  missing?: string | undefined;
  sort: AdminGuideSort;
  limit: number;
  offset: number;
};

/** `%text%` for ILIKE, with the text's own wildcards taken literally. */
function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
}

const sourceTitle = sql<string>`coalesce((
  select ${guideTexts.title} from ${guideTexts}
  where ${guideTexts.guideId} = ${guides.id} and ${guideTexts.language} = ${guides.sourceLanguage}
), '')`;

const textLanguages = sql<string[]>`coalesce((
  select array_agg(${guideTexts.language} order by ${guideTexts.language}) from ${guideTexts}
  where ${guideTexts.guideId} = ${guides.id}
), '{}'::text[])`;

function conditionsOf(search: GuideSearch): SQL | undefined {
  const conditions: SQL[] = [];
  if (search.status) conditions.push(eq(guides.status, search.status));
  if (search.q) {
    const pattern = containsPattern(search.q);
    conditions.push(sql`(${guides.slug} ilike ${pattern} or exists (
      select 1 from ${guideTexts}
      where ${guideTexts.guideId} = ${guides.id} and ${guideTexts.title} ilike ${pattern}
    ))`);
  }
  if (search.missing) {
    conditions.push(sql`not exists (
      select 1 from ${guideTexts}
      where ${guideTexts.guideId} = ${guides.id} and ${guideTexts.language} = ${search.missing}
    )`);
  }
  return conditions.length > 0 ? and(...conditions) : undefined;
}

function orderOf(sort: AdminGuideSort): SQL[] {
  switch (sort) {
    case "updated_asc":
      return [asc(guides.updatedAt), asc(guides.id)];
    case "published_desc":
      return [sql`${guides.publishedAt} desc nulls last`, desc(guides.id)];
    case "published_asc":
      return [sql`${guides.publishedAt} asc nulls last`, asc(guides.id)];
    case "title_asc":
      return [sql`lower(${sourceTitle}) asc`, asc(guides.id)];
    case "title_desc":
      return [sql`lower(${sourceTitle}) desc`, desc(guides.id)];
    default:
      return [desc(guides.updatedAt), desc(guides.id)];
  }
}

export async function searchGuides(db: Executor, search: GuideSearch) {
  const where = conditionsOf(search);
  const [rows, totals] = await Promise.all([
    db
      .select({
        id: guides.id,
        slug: guides.slug,
        sourceLanguage: guides.sourceLanguage,
        status: guides.status,
        coverImage: guides.coverImage,
        authorName: guides.authorName,
        publishedAt: guides.publishedAt,
        createdAt: guides.createdAt,
        updatedAt: guides.updatedAt,
        title: sourceTitle,
        languages: textLanguages,
      })
      .from(guides)
      .where(where)
      .orderBy(...orderOf(search.sort))
      .limit(search.limit)
      .offset(search.offset),
    db.select({ total: count() }).from(guides).where(where),
  ]);
  return { rows, total: totals[0]?.total ?? 0 };
}

export async function findGuide(db: Executor, id: string): Promise<GuideRow | null> {
  const [row] = await db.select().from(guides).where(eq(guides.id, id)).limit(1);
  return row ?? null;
}

/** The guide's row locked for the rest of the transaction (two editors save one after the other). */
export async function lockGuide(db: Executor, id: string): Promise<GuideRow | null> {
  const [row] = await db.select().from(guides).where(eq(guides.id, id)).limit(1).for("update");
  return row ?? null;
}

export async function selectGuideTexts(db: Executor, id: string): Promise<GuideTextRow[]> {
  return db
    .select()
    .from(guideTexts)
    .where(eq(guideTexts.guideId, id))
    .orderBy(asc(guideTexts.language));
}

export async function insertGuide(db: Executor, row: typeof guides.$inferInsert) {
  const [written] = await db.insert(guides).values(row).returning();
  if (!written) throw new Error("guide insert returned nothing");
  return written;
}

export async function updateGuide(
  db: Executor,
  id: string,
  set: Partial<Pick<GuideRow, "slug" | "coverImage" | "gameSlugs" | "status" | "publishedAt">>,
) {
  await db
    .update(guides)
    .set({ ...set, updatedAt: sql`now()` })
    .where(eq(guides.id, id));
}

export async function deleteGuideText(
  db: Executor,
  id: string,
  language: string,
): Promise<boolean> {
  const deleted = await db
    .delete(guideTexts)
    .where(and(eq(guideTexts.guideId, id), eq(guideTexts.language, language)))
    .returning({ language: guideTexts.language });
  return deleted.length > 0;
}

export async function deleteGuide(db: Executor, id: string): Promise<boolean> {
  const deleted = await db.delete(guides).where(eq(guides.id, id)).returning({ id: guides.id });
  return deleted.length > 0;
}

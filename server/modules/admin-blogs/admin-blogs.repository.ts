import { and, asc, count, desc, eq, inArray, type SQL, sql } from "drizzle-orm";
import type { AdminBlogSort, AdminBlogStatus } from "#contracts/admin-blogs-rules.ts";
import type { Executor } from "#db/client.ts";
import { users } from "#db/schema/accounts.ts";
import { games } from "#db/schema/catalogue.ts";
import { guides, guideTexts } from "#db/schema/content.ts";

export type GuideRow = typeof guides.$inferSelect;
export type GuideTextRow = typeof guideTexts.$inferSelect;

export type GuideSearch = {
  q?: string | undefined;
  status?: AdminBlogStatus | undefined;
  /** Only guides without a text in this language. */
  missing?: string | undefined;
  sort: AdminBlogSort;
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

function orderOf(sort: AdminBlogSort): SQL[] {
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

export async function selectGuideIdOfSlug(db: Executor, slug: string): Promise<string | null> {
  const [row] = await db.select({ id: guides.id }).from(guides).where(eq(guides.slug, slug));
  return row?.id ?? null;
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

export async function upsertText(
  db: Executor,
  row: Pick<GuideTextRow, "guideId" | "language" | "title" | "contentHtml" | "excerpt">,
) {
  await db
    .insert(guideTexts)
    .values(row)
    .onConflictDoUpdate({
      target: [guideTexts.guideId, guideTexts.language],
      set: {
        title: row.title,
        contentHtml: row.contentHtml,
        excerpt: row.excerpt,
        updatedAt: sql`now()`,
      },
    });
}

export async function deleteText(db: Executor, id: string, language: string): Promise<boolean> {
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

export async function selectAuthorName(db: Executor, userId: string): Promise<string | null> {
  const [row] = await db
    .select({ name: users.name, email: users.email })
    .from(users)
    .where(eq(users.id, userId));
  if (!row) return null;
  return row.name.trim() || row.email;
}

/** The slugs among `slugs` that name no catalogue game. */
export async function unknownGameSlugs(db: Executor, slugs: string[]): Promise<string[]> {
  if (slugs.length === 0) return [];
  const rows = await db.select({ slug: games.slug }).from(games).where(inArray(games.slug, slugs));
  const known = new Set(rows.map((row) => row.slug));
  return slugs.filter((slug) => !known.has(slug));
}

export async function selectGameOptions(db: Executor) {
  return db
    .select({ slug: games.slug, title: games.title, isActive: games.isActive })
    .from(games)
    .orderBy(asc(games.title));
}

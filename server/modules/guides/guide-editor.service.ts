import type {
  AdminGuideCreate,
  AdminGuideDetail,
  AdminGuideGameOption,
  AdminGuideList,
  AdminGuideListQuery,
  AdminGuideMeta,
  AdminGuideTextRequest,
} from "#contracts/admin-guides.ts";
import { AppError } from "#contracts/errors-rules.ts";
import { isValidSlug, slugify } from "#contracts/guides-rules.ts";
import { type LanguageCode, languageCodes, normalizeLanguage } from "#contracts/languages.ts";
import type { Db, Executor } from "#db/client.ts";
import { uniqueViolationOf } from "#db/errors.ts";
import type { AccountsService } from "#server/modules/accounts/accounts.service.ts";
import type { CatalogueService } from "#server/modules/catalogue/catalogue.service.ts";
import { type AdminActor, recordAudit } from "#server/platform/audit-log.ts";
import { toUnavailableError } from "#server/platform/database.ts";
import type { Clock, ReadCacheRegistry } from "#server/platform/read-cache.ts";
import { storedGuideText } from "./guide-html.ts";
import {
  deleteGuide,
  deleteGuideText,
  findGuide,
  type GuideRow,
  type GuideTextRow,
  insertGuide,
  lockGuide,
  searchGuides,
  selectGuideIdBySlug,
  selectGuideTexts,
  updateGuide,
  upsertGuideText,
} from "./guides.repository.ts";

export type GuideEditorDeps = {
  db: Db;
  caches: ReadCacheRegistry;
  clock: Clock;
  /** The author's name (accounts) and the games a guide may name (catalogue). */
  accounts: Pick<AccountsService, "displayNameOf">;
  catalogue: Pick<CatalogueService, "listGameOptions" | "unknownGameSlugs">;
};

export type AdminGuideResult = { guide: AdminGuideDetail; message: string };

const languageOrder = new Map<string, number>(languageCodes.map((code, index) => [code, index]));

function languageOf(code: string): LanguageCode {
  return normalizeLanguage(code) ?? "en";
}

function byMenuOrder(a: string, b: string): number {
  return (languageOrder.get(a) ?? 99) - (languageOrder.get(b) ?? 99);
}

/**
 * A text as stored: the same sanitizer and excerpt as every other guide write
 * (`storedGuideText`). A text with nothing left to read once cleaned is refused.
 */
function cleanText(
  title: string,
  html: string,
): { title: string; contentHtml: string; excerpt: string } {
  const { contentHtml, excerpt, plain } = storedGuideText(html);
  if (!plain) {
    throw new AppError(
      "VALIDATION_FAILED",
      "contentHtml has no text once cleaned (scripts, frames, styles and other markup are removed)",
    );
  }
  return { title, contentHtml, excerpt };
}

function slugTaken(slug: string): AppError {
  return new AppError(
    "CONFLICT",
    `Another guide already uses the slug "${slug}": choose a different slug or title`,
  );
}

/** What the audit log keeps of a guide: its row and, for each text, its title and HTML. */
function snapshotOf(guide: GuideRow, texts: GuideTextRow[]) {
  return {
    slug: guide.slug,
    sourceLanguage: guide.sourceLanguage,
    status: guide.status,
    coverImage: guide.coverImage,
    gameSlugs: guide.gameSlugs,
    authorName: guide.authorName,
    publishedAt: guide.publishedAt?.toISOString() ?? null,
    texts: Object.fromEntries(
      texts.map((text) => [text.language, { title: text.title, contentHtml: text.contentHtml }]),
    ),
  };
}

/**
 * Staff work on guides (`/api/admin/blogs…`). Every write is one transaction with its audit
 * record; once committed, the read caches (and the shared page cache, in every process) are
 * emptied so the storefront shows the change at once.
 */
export class GuideEditorService {
  readonly #deps: GuideEditorDeps;

  constructor(deps: GuideEditorDeps) {
    this.#deps = deps;
  }

  async list(query: AdminGuideListQuery): Promise<AdminGuideList> {
    const { rows, total } = await this.#read(() =>
      searchGuides(this.#deps.db, {
        q: query.q || undefined,
        status: query.status,
        missing: query.missing,
        sort: query.sort,
        limit: query.pageSize,
        offset: (query.page - 1) * query.pageSize,
      }),
    );
    return {
      blogs: rows.map((row) => ({
        id: row.id,
        slug: row.slug,
        title: row.title,
        sourceLanguage: languageOf(row.sourceLanguage),
        status: row.status,
        coverImage: row.coverImage,
        authorName: row.authorName,
        publishedAt: row.publishedAt?.toISOString() ?? null,
        createdAt: row.createdAt.toISOString(),
        updatedAt: row.updatedAt.toISOString(),
        languages: [...row.languages].sort(byMenuOrder).map(languageOf),
      })),
      total,
      page: query.page,
      pageSize: query.pageSize,
    };
  }

  async detail(id: string, db: Executor = this.#deps.db): Promise<AdminGuideDetail> {
    const guide = await findGuide(db, id);
    if (!guide) throw new AppError("NOT_FOUND", "Guide not found");
    const texts = await selectGuideTexts(db, id);
    const sourceFirst = (text: GuideTextRow) => (text.language === guide.sourceLanguage ? -1 : 0);
    texts.sort((a, b) => sourceFirst(a) - sourceFirst(b) || byMenuOrder(a.language, b.language));
    return {
      id: guide.id,
      slug: guide.slug,
      sourceLanguage: languageOf(guide.sourceLanguage),
      status: guide.status,
      coverImage: guide.coverImage,
      gameSlugs: guide.gameSlugs,
      authorName: guide.authorName,
      authorId: guide.authorId,
      publishedAt: guide.publishedAt?.toISOString() ?? null,
      createdAt: guide.createdAt.toISOString(),
      updatedAt: guide.updatedAt.toISOString(),
      texts: texts.map((text) => ({
        language: languageOf(text.language),
        title: text.title,
        contentHtml: text.contentHtml,
        excerpt: text.excerpt,
        updatedAt: text.updatedAt.toISOString(),
      })),
    };
  }

  async gameOptions(): Promise<AdminGuideGameOption[]> {
    return this.#deps.catalogue.listGameOptions();
  }

  async create(input: AdminGuideCreate, actor: AdminActor): Promise<AdminGuideResult> {
    const slug = input.slug ?? slugify(input.title);
    if (!isValidSlug(slug)) {
      throw new AppError(
        "VALIDATION_FAILED",
        "The title has no letters or digits to make a slug from: give a slug",
      );
    }
    const text = cleanText(input.title, input.contentHtml);
    // Other domains' answers come before the transaction (PGlite runs one at a time); they are
    // acted on inside it, in the order the checks always ran.
    const unknownGames = await this.#unknownGames(input.gameSlugs);
    const authorName =
      (await this.#read(() => this.#deps.accounts.displayNameOf(actor.userId))) ?? "GameZone";
    return this.#write(async (tx) => {
      refuseUnknownGames(unknownGames);
      if (await selectGuideIdBySlug(tx, slug)) throw slugTaken(slug);
      const guide = await insertGuide(tx, {
        slug,
        sourceLanguage: input.sourceLanguage,
        status: input.status,
        coverImage: input.coverImage,
        gameSlugs: input.gameSlugs,
        authorName,
        authorId: actor.userId,
        publishedAt: input.status === "published" ? this.#now() : null,
      });
      await upsertGuideText(
        tx,
        { guideId: guide.id, language: input.sourceLanguage, ...text },
        { keepExisting: false },
      );
      await recordAudit(tx, actor, {
        action: "blogs.create",
        targetType: "guide",
        targetId: guide.id,
        before: null,
        after: snapshotOf(guide, await selectGuideTexts(tx, guide.id)),
      });
      return {
        id: guide.id,
        message: input.status === "published" ? "Guide published" : "Draft saved",
      };
    });
  }

  async updateMeta(
    id: string,
    input: AdminGuideMeta,
    actor: AdminActor,
  ): Promise<AdminGuideResult> {
    const unknownGames = await this.#unknownGames(input.gameSlugs ?? []);
    return this.#change(id, actor, "blogs.update", async (tx, guide) => {
      if (input.slug !== undefined && input.slug !== guide.slug) {
        const owner = await selectGuideIdBySlug(tx, input.slug);
        if (owner && owner !== id) throw slugTaken(input.slug);
      }
      refuseUnknownGames(unknownGames);
      const publishing = input.status === "published" && guide.status !== "published";
      await updateGuide(tx, id, {
        ...(input.slug !== undefined ? { slug: input.slug } : {}),
        ...(input.coverImage !== undefined ? { coverImage: input.coverImage } : {}),
        ...(input.gameSlugs !== undefined ? { gameSlugs: input.gameSlugs } : {}),
        ...(input.status !== undefined ? { status: input.status } : {}),
        // The first publication dates the guide; unpublishing and publishing again keeps it.
        ...(publishing && !guide.publishedAt ? { publishedAt: this.#now() } : {}),
      });
      if (publishing) return "Guide published";
      if (input.status === "draft" && guide.status === "published") return "Guide unpublished";
      return "Guide saved";
    });
  }

  async saveText(
    id: string,
    language: LanguageCode,
    input: AdminGuideTextRequest,
    actor: AdminActor,
  ): Promise<AdminGuideResult> {
    const text = cleanText(input.title, input.contentHtml);
    return this.#change(id, actor, "blogs.update-text", async (tx) => {
      await upsertGuideText(tx, { guideId: id, language, ...text }, { keepExisting: false });
      await updateGuide(tx, id, {});
      return "Text saved";
    });
  }

  async deleteText(
    id: string,
    language: LanguageCode,
    actor: AdminActor,
  ): Promise<AdminGuideResult> {
    return this.#change(id, actor, "blogs.delete-text", async (tx, guide) => {
      if (language === guide.sourceLanguage) {
        throw new AppError(
          "VALIDATION_FAILED",
          "The source language's text cannot be deleted: every other language falls back to it",
        );
      }
      if (!(await deleteGuideText(tx, id, language))) {
        throw new AppError("NOT_FOUND", "This guide has no text in that language");
      }
      await updateGuide(tx, id, {});
      return "Translation deleted";
    });
  }

  async remove(id: string, actor: AdminActor): Promise<{ id: string; message: string }> {
    await this.#transaction(async (tx) => {
      const guide = await lockGuide(tx, id);
      if (!guide) throw new AppError("NOT_FOUND", "Guide not found");
      const before = snapshotOf(guide, await selectGuideTexts(tx, id));
      await deleteGuide(tx, id);
      await recordAudit(tx, actor, {
        action: "blogs.delete",
        targetType: "guide",
        targetId: id,
        before,
        after: null,
      });
    });
    this.#deps.caches.invalidateAll();
    return { id, message: "Guide deleted" };
  }

  /** One change of an existing guide: locked, changed, audited with before and after. */
  async #change(
    id: string,
    actor: AdminActor,
    action: string,
    change: (tx: Executor, guide: GuideRow) => Promise<string>,
  ): Promise<AdminGuideResult> {
    return this.#write(async (tx) => {
      const guide = await lockGuide(tx, id);
      if (!guide) throw new AppError("NOT_FOUND", "Guide not found");
      const before = snapshotOf(guide, await selectGuideTexts(tx, id));
      const message = await change(tx, guide);
      const after = await findGuide(tx, id);
      await recordAudit(tx, actor, {
        action,
        targetType: "guide",
        targetId: id,
        before,
        after: after ? snapshotOf(after, await selectGuideTexts(tx, id)) : null,
      });
      return { id, message };
    });
  }

  async #write(
    work: (tx: Executor) => Promise<{ id: string; message: string }>,
  ): Promise<AdminGuideResult> {
    const { id, message } = await this.#transaction(work);
    // After the commit: the storefront's caches (every process) forget the old guide lists.
    this.#deps.caches.invalidateAll();
    return { guide: await this.detail(id), message };
  }

  async #transaction<T>(work: (tx: Executor) => Promise<T>): Promise<T> {
    try {
      return await this.#deps.db.transaction((tx) => work(tx));
    } catch (error) {
      if (error instanceof AppError) throw error;
      // Two editors racing for one slug: the unique index decides, the loser hears why.
      if (uniqueViolationOf(error) !== null) {
        throw new AppError("CONFLICT", "Another guide already uses this slug: choose another");
      }
      throw toUnavailableError(error) ?? error;
    }
  }

  async #read<T>(load: () => Promise<T>): Promise<T> {
    try {
      return await load();
    } catch (error) {
      throw toUnavailableError(error) ?? error;
    }
  }

  async #unknownGames(slugs: string[]): Promise<string[]> {
    return this.#deps.catalogue.unknownGameSlugs(slugs);
  }

  #now(): Date {
    return new Date(this.#deps.clock.now());
  }
}

function refuseUnknownGames(unknown: string[]): void {
  if (unknown.length > 0) {
    throw new AppError("VALIDATION_FAILED", `No game has the slug: ${unknown.join(", ")}`);
  }
}

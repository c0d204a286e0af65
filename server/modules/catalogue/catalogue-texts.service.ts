import type {
  AdminCatalogueText,
  AdminCatalogueTexts,
  CatalogueTextEntity,
  CatalogueTextKind,
  CatalogueTextsQuery,
  CatalogueTextUpsert,
  TranslationLanguage,
} from "#contracts/admin-home.ts";
import { gameCategories } from "#contracts/catalogue-rules.ts";
import { AppError } from "#contracts/errors-rules.ts";
import type { Executor } from "#db/client.ts";
import { type AdminActor, recordAudit } from "#server/platform/audit-log.ts";
import type { Clock } from "#server/platform/read-cache.ts";
import {
  type CatalogueTextRow,
  deleteCatalogueText,
  lockTextsOfLanguage,
  selectBadgedPackages,
  selectHeroHeadlines,
  selectTextsOfLanguage,
  selectTranslatableGames,
  upsertCatalogueText,
} from "./catalogue-home.repository.ts";
import type { HomeServiceDeps } from "./featured.service.ts";

/** One translatable catalogue word: where the storefront reads it, and its English source. */
type Source = {
  entity: CatalogueTextEntity;
  entityKey: string;
  field: string;
  kind: CatalogueTextKind;
  detail: string | null;
  gameId: string | null;
  gameTitle: string | null;
  english: string;
};

const keyOf = (text: { entity: string; entityKey: string; field: string }) =>
  `${text.entity}|${text.entityKey}|${text.field}`;

/**
 * Every catalogue word the storefront translates, exactly as catalogue.service.ts's localizer
 * reads them: category names (keyed by the English category), each game's description and
 * player-ID field labels, placeholders and option labels, package badges and hero headlines.
 * Categories first, then game by game (title order).
 */
export async function translatableSources(db: Executor): Promise<Source[]> {
  const [games, packages, headlines] = await Promise.all([
    selectTranslatableGames(db),
    selectBadgedPackages(db),
    selectHeroHeadlines(db),
  ]);
  const sources: Source[] = gameCategories.map((category) => ({
    entity: "category",
    entityKey: category,
    field: "name",
    kind: "category",
    detail: null,
    gameId: null,
    gameTitle: null,
    english: category,
  }));
  for (const game of games) {
    const of = { gameId: game.id, gameTitle: game.title };
    const add = (
      entity: CatalogueTextEntity,
      entityKey: string,
      field: string,
      kind: CatalogueTextKind,
      detail: string | null,
      english: string | undefined | null,
    ) => {
      // Words only: a placeholder such as "6748123456789012345" reads the same in every language.
      if (english?.trim() && /\p{L}/u.test(english)) {
        sources.push({ entity, entityKey, field, kind, detail, english, ...of });
      }
    };
    for (const headline of headlines.filter((item) => item.gameId === game.id)) {
      add("featured", headline.id, "headline", "headline", null, headline.headline);
    }
    add("game", game.id, "description", "description", null, game.description);
    for (const field of game.playerIdFields) {
      const prefix = `playerIdField.${field.key}`;
      add("game", game.id, `${prefix}.label`, "playerIdLabel", field.label, field.label);
      add(
        "game",
        game.id,
        `${prefix}.placeholder`,
        "playerIdPlaceholder",
        field.label,
        field.placeholder,
      );
      for (const option of field.options ?? []) {
        add(
          "game",
          game.id,
          `${prefix}.option.${option.value}`,
          "playerIdOption",
          field.label,
          option.label,
        );
      }
    }
    for (const pack of packages.filter((item) => item.gameId === game.id)) {
      add("package", pack.id, "badge", "badge", pack.name, pack.badge);
    }
  }
  return sources;
}

function toText(source: Source, row: CatalogueTextRow | undefined): AdminCatalogueText {
  return {
    entity: source.entity,
    entityKey: source.entityKey,
    field: source.field,
    kind: source.kind,
    detail: source.detail,
    gameId: source.gameId,
    gameTitle: source.gameTitle,
    english: source.english,
    translation: row?.value ?? null,
    missing: !row,
    updatedAt: row ? row.updatedAt.toISOString() : null,
  };
}

/**
 * The catalogue's words in the nine other interface languages: a list with the English beside
 * each translation (missing ones flagged), and batch edits that take effect on the storefront at
 * once.
 */
export class CatalogueTextsService {
  readonly #deps: HomeServiceDeps & { clock: Clock };

  constructor(deps: HomeServiceDeps & { clock: Clock }) {
    this.#deps = deps;
  }

  async list(query: CatalogueTextsQuery): Promise<AdminCatalogueTexts> {
    const [sources, rows] = await Promise.all([
      translatableSources(this.#deps.db),
      selectTextsOfLanguage(this.#deps.db, query.language),
    ]);
    const byKey = new Map(rows.map((row) => [keyOf(row), row]));
    const all = sources.map((source) => toText(source, byKey.get(keyOf(source))));
    const needle = query.q?.toLowerCase() ?? "";
    const matching = all.filter(
      (text) =>
        (!query.entity || text.entity === query.entity) &&
        (!query.missing || text.missing) &&
        (!needle ||
          text.english.toLowerCase().includes(needle) ||
          (text.translation?.toLowerCase().includes(needle) ?? false) ||
          (text.gameTitle?.toLowerCase().includes(needle) ?? false)),
    );
    const start = (query.page - 1) * query.pageSize;
    return {
      language: query.language,
      items: matching.slice(start, start + query.pageSize),
      total: matching.length,
      missingTotal: all.filter((text) => text.missing).length,
      allTotal: all.length,
      page: query.page,
      pageSize: query.pageSize,
    };
  }

  async save(
    texts: CatalogueTextUpsert[],
    actor: AdminActor,
  ): Promise<{
    saved: number;
    deleted: number;
    unchanged: number;
    items: AdminCatalogueText[];
    message: string;
  }> {
    const seen = new Set<string>();
    for (const text of texts) {
      const key = `${text.language}|${keyOf(text)}`;
      if (seen.has(key)) {
        throw new AppError(
          "BAD_REQUEST",
          `The same text is in the batch twice: ${text.entity} ${text.entityKey} ${text.field} (${text.language})`,
        );
      }
      seen.add(key);
    }
    const result = await this.#deps.db.transaction(async (tx) => {
      const sources = new Map((await translatableSources(tx)).map((s) => [keyOf(s), s]));
      for (const text of texts) {
        if (!sources.has(keyOf(text))) {
          throw new AppError(
            "BAD_REQUEST",
            `No catalogue text is translated as ${text.entity} ${text.entityKey} ${text.field}`,
          );
        }
      }
      const languages = [...new Set(texts.map((text) => text.language))] as TranslationLanguage[];
      const existing = new Map<string, CatalogueTextRow>();
      for (const language of languages) {
        for (const row of await lockTextsOfLanguage(tx, language)) {
          existing.set(`${language}|${keyOf(row)}`, row);
        }
      }
      const now = new Date(this.#deps.clock.now());
      let saved = 0;
      let deleted = 0;
      let unchanged = 0;
      const items: AdminCatalogueText[] = [];
      for (const text of texts) {
        const source = sources.get(keyOf(text)) as Source;
        const before = existing.get(`${text.language}|${keyOf(text)}`);
        const targetId = `${text.language}:${text.entity}:${text.entityKey}:${text.field}`;
        if (text.value === "") {
          if (!before) {
            unchanged += 1;
            items.push(toText(source, undefined));
            continue;
          }
          await deleteCatalogueText(tx, text);
          await recordAudit(tx, actor, {
            action: "catalogue-texts.delete",
            targetType: "catalogue_text",
            targetId,
            before: { value: before.value },
            after: null,
          });
          deleted += 1;
          items.push(toText(source, undefined));
          continue;
        }
        if (before?.value === text.value) {
          unchanged += 1;
          items.push(toText(source, before));
          continue;
        }
        const row = { ...text, updatedAt: now };
        await upsertCatalogueText(tx, row);
        await recordAudit(tx, actor, {
          action: "catalogue-texts.update",
          targetType: "catalogue_text",
          targetId,
          before: before ? { value: before.value } : null,
          after: { value: text.value },
        });
        saved += 1;
        items.push(toText(source, row));
      }
      return { saved, deleted, unchanged, items };
    });
    if (result.saved + result.deleted > 0) this.#deps.invalidate();
    const changed = result.saved + result.deleted;
    return {
      ...result,
      message:
        changed === 0
          ? "Nothing changed"
          : `${changed} ${changed === 1 ? "translation" : "translations"} saved`,
    };
  }
}

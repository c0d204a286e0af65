import type {
  AdminGame,
  AdminGameList,
  AdminGamesQuery,
  AdminGameValues,
  AdminPackage,
} from "#contracts/admin-catalogue.ts";
import { AppError } from "#contracts/errors-rules.ts";
import { slugify } from "#contracts/guides-rules.ts";
import type { Db, Executor } from "#db/client.ts";
import { uniqueViolationOf } from "#db/errors.ts";
import { type AdminActor, recordAudit } from "#server/platform/audit-log.ts";
import type { FileStorage } from "#server/platform/file-storage.ts";
import type { Clock } from "#server/platform/read-cache.ts";
import {
  type AdminGameRow,
  findGame,
  findGameIdBySlug,
  insertGame,
  isImageInUse,
  type PackageRow,
  searchGames,
  selectPackagesOf,
  updateGame,
} from "./catalogue-editor.repository.ts";

export type AdminCatalogueDeps = {
  db: Db;
  clock: Clock;
  storage: FileStorage;
  /** Empties every read cache (and tells the other processes): the storefront shows the change. */
  invalidate: () => void;
};

export function toAdminPackage(row: PackageRow): AdminPackage {
  return {
    id: row.id,
    gameId: row.gameId,
    name: row.name,
    currencyName: row.currencyName,
    currencyAmount: row.currencyAmount,
    bonusAmount: row.bonusAmount,
    priceCents: row.priceCents,
    compareAtPriceCents: row.compareAtPriceCents,
    supplierSku: row.supplierSku,
    badge: row.badge,
    isActive: row.isActive,
    sortOrder: row.sortOrder,
    createdAt: row.createdAt.toISOString(),
  };
}

function toAdminGame(row: AdminGameRow, packages: PackageRow[]): AdminGame {
  return {
    ...row,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    packages: packages.map(toAdminPackage),
  };
}

/** The audit snapshot of a game: its stored fields (dates as text). */
function snapshotOf(row: AdminGameRow) {
  return { ...row, createdAt: row.createdAt.toISOString(), updatedAt: row.updatedAt.toISOString() };
}

const slugTaken = (slug: string) =>
  new AppError("CONFLICT", `Another game already uses the slug "${slug}". Choose another slug.`);

/**
 * Games as staff manage them (`/api/admin/games…`): every game, archived ones too; create and
 * edit the whole record; archive (hidden from the storefront, orders untouched) and restore.
 * Each write is one transaction with its audit record, then the read caches are emptied.
 */
export class AdminGamesService {
  readonly #deps: AdminCatalogueDeps;

  constructor(deps: AdminCatalogueDeps) {
    this.#deps = deps;
  }

  async list(query: AdminGamesQuery): Promise<AdminGameList> {
    const { rows, total } = await searchGames(this.#deps.db, query);
    return {
      items: rows.map((row) => ({ ...row, updatedAt: row.updatedAt.toISOString() })),
      total,
      page: query.page,
      pageSize: query.pageSize,
    };
  }

  async detail(id: string): Promise<AdminGame> {
    const db = this.#deps.db;
    const row = await findGame(db, id);
    if (!row) throw new AppError("NOT_FOUND", "Game not found");
    return toAdminGame(row, await selectPackagesOf(db, id));
  }

  async create(values: AdminGameValues, actor: AdminActor): Promise<AdminGame> {
    const slug = this.#slugOf(values);
    const game = await this.#write(async (tx) => {
      if (await findGameIdBySlug(tx, slug)) throw slugTaken(slug);
      await this.#checkImages(tx, values, null);
      const now = new Date(this.#deps.clock.now());
      const row = await insertGame(tx, {
        ...this.#columnsOf(values),
        slug,
        isActive: true,
        createdAt: now,
        updatedAt: now,
      });
      await recordAudit(tx, actor, {
        action: "games.create",
        targetType: "game",
        targetId: row.id,
        after: snapshotOf(row),
      });
      return toAdminGame(row, []);
    }, slug);
    return game;
  }

  async update(id: string, values: AdminGameValues, actor: AdminActor): Promise<AdminGame> {
    const slug = this.#slugOf(values);
    return this.#write(async (tx) => {
      const before = await findGame(tx, id, { lock: true });
      if (!before) throw new AppError("NOT_FOUND", "Game not found");
      if (await findGameIdBySlug(tx, slug, id)) throw slugTaken(slug);
      await this.#checkImages(tx, values, before);
      const row = await updateGame(tx, id, {
        ...this.#columnsOf(values),
        slug,
        updatedAt: new Date(this.#deps.clock.now()),
      });
      await recordAudit(tx, actor, {
        action: "games.update",
        targetType: "game",
        targetId: id,
        before: snapshotOf(before),
        after: snapshotOf(row),
      });
      return toAdminGame(row, await selectPackagesOf(tx, id));
    }, slug);
  }

  /** Archive (active false: gone from the storefront) or restore a game. */
  async setActive(id: string, active: boolean, actor: AdminActor): Promise<AdminGame> {
    return this.#write(async (tx) => {
      const before = await findGame(tx, id, { lock: true });
      if (!before) throw new AppError("NOT_FOUND", "Game not found");
      if (before.isActive === active) {
        throw new AppError(
          "CONFLICT",
          active ? "This game is not archived." : "This game is already archived.",
        );
      }
      const row = await updateGame(tx, id, {
        isActive: active,
        updatedAt: new Date(this.#deps.clock.now()),
      });
      await recordAudit(tx, actor, {
        action: active ? "games.restore" : "games.archive",
        targetType: "game",
        targetId: id,
        before: { isActive: before.isActive },
        after: { isActive: row.isActive },
      });
      return toAdminGame(row, await selectPackagesOf(tx, id));
    });
  }

  #slugOf(values: AdminGameValues): string {
    const slug = values.slug || slugify(values.title);
    if (!slug) {
      throw new AppError(
        "VALIDATION_FAILED",
        "slug is required when the title has no letters or digits a-z, 0-9",
      );
    }
    return slug;
  }

  #columnsOf(values: AdminGameValues) {
    return {
      title: values.title,
      publisher: values.publisher,
      category: values.category,
      description: values.description,
      region: values.region,
      deliveryTier: values.deliveryTier,
      deliveryKind: values.deliveryKind,
      keywords: values.keywords,
      image: values.image,
      portraitImage: values.portraitImage,
      squareImage: values.squareImage,
      playerIdFields: values.playerIdFields,
    };
  }

  /**
   * Every image must be one the server holds: a file in storage (an upload), or one a game
   * already shows (the seeded artwork, or the game's own current image).
   */
  async #checkImages(tx: Executor, values: AdminGameValues, before: AdminGameRow | null) {
    const fields = ["image", "portraitImage", "squareImage"] as const;
    for (const field of fields) {
      const url = values[field];
      if (before && before[field] === url) continue;
      const key = this.#deps.storage.keyOf(url);
      const stored = key !== null && (await this.#deps.storage.sizeOf(key)) !== null;
      if (!stored && !(await isImageInUse(tx, url))) {
        throw new AppError(
          "VALIDATION_FAILED",
          `${field}: no such uploaded image. Upload the cover again.`,
        );
      }
    }
  }

  async #write<T>(change: (tx: Executor) => Promise<T>, slug?: string): Promise<T> {
    let result: T;
    try {
      result = await this.#deps.db.transaction((tx) => change(tx));
    } catch (error) {
      // Two admins saving the same slug at once: the unique index decides.
      if (slug && uniqueViolationOf(error) !== null) throw slugTaken(slug);
      throw error;
    }
    this.#deps.invalidate();
    return result;
  }
}

import type { AdminPackage, AdminPackageValues } from "#contracts/admin-catalogue.ts";
import { AppError } from "#contracts/errors-rules.ts";
import type { Executor } from "#db/client.ts";
import { uniqueViolationOf } from "#db/errors.ts";
import { type AdminActor, recordAudit } from "#server/platform/audit-log.ts";
import { type AdminCatalogueDeps, toAdminPackage } from "./admin-games.service.ts";
import {
  deletePackage,
  findGame,
  findPackage,
  findPackageIdBySku,
  insertPackage,
  nextSortOrder,
  type PackageRow,
  selectPackagesOf,
  setSortOrders,
  touchGame,
  updatePackage,
} from "./catalogue-editor.repository.ts";

export type AdminPackagesDeps = AdminCatalogueDeps & {
  /** How many order lines name a package, read by the orders module (it owns order lines). */
  countOrderLines: (tx: Executor, packageId: string) => Promise<number>;
};

const skuTaken = (sku: string) =>
  new AppError(
    "CONFLICT",
    `Another package already uses the supplier SKU "${sku}". Each package needs its own SKU.`,
  );

/**
 * A game's currency packages as staff manage them: create, edit (price, amounts, badge,
 * active), delete, reorder. Deactivating (isActive false) is the normal way to take a package
 * off sale; deleting is refused once an order line names the package (order_items.package_id
 * would be set to null by the foreign key, losing the link between the order and what it
 * sold), so only packages nobody bought can be deleted. Each write is one transaction with its
 * audit record, then the read caches are emptied.
 */
export class AdminPackagesService {
  readonly #deps: AdminPackagesDeps;

  constructor(deps: AdminPackagesDeps) {
    this.#deps = deps;
  }

  async create(
    gameId: string,
    values: AdminPackageValues,
    actor: AdminActor,
  ): Promise<AdminPackage> {
    return this.#write(values.supplierSku, async (tx) => {
      const game = await findGame(tx, gameId, { lock: true });
      if (!game) throw new AppError("NOT_FOUND", "Game not found");
      if (await findPackageIdBySku(tx, values.supplierSku)) throw skuTaken(values.supplierSku);
      const row = await insertPackage(tx, {
        ...values,
        gameId,
        sortOrder: await nextSortOrder(tx, gameId),
      });
      await touchGame(tx, gameId, new Date(this.#deps.clock.now()));
      await recordAudit(tx, actor, {
        action: "packages.create",
        targetType: "package",
        targetId: row.id,
        after: snapshotOf(row),
      });
      return toAdminPackage(row);
    });
  }

  async update(id: string, values: AdminPackageValues, actor: AdminActor): Promise<AdminPackage> {
    return this.#write(values.supplierSku, async (tx) => {
      const before = await findPackage(tx, id, { lock: true });
      if (!before) throw new AppError("NOT_FOUND", "Package not found");
      if (await findPackageIdBySku(tx, values.supplierSku, id)) throw skuTaken(values.supplierSku);
      const row = await updatePackage(tx, id, values);
      await touchGame(tx, row.gameId, new Date(this.#deps.clock.now()));
      await recordAudit(tx, actor, {
        action: "packages.update",
        targetType: "package",
        targetId: id,
        before: snapshotOf(before),
        after: snapshotOf(row),
      });
      return toAdminPackage(row);
    });
  }

  async remove(id: string, actor: AdminActor): Promise<{ id: string }> {
    return this.#write(null, async (tx) => {
      const before = await findPackage(tx, id, { lock: true });
      if (!before) throw new AppError("NOT_FOUND", "Package not found");
      const lines = await this.#deps.countOrderLines(tx, id);
      if (lines > 0) {
        throw new AppError(
          "CONFLICT",
          `This package was bought in ${lines === 1 ? "1 order line" : `${lines} order lines`}, so it cannot be deleted. Deactivate it instead.`,
        );
      }
      await deletePackage(tx, id);
      await touchGame(tx, before.gameId, new Date(this.#deps.clock.now()));
      await recordAudit(tx, actor, {
        action: "packages.delete",
        targetType: "package",
        targetId: id,
        before: snapshotOf(before),
      });
      return { id };
    });
  }

  /** Puts the game's packages in the order given; the list must name each of them once. */
  async reorder(gameId: string, packageIds: string[], actor: AdminActor): Promise<AdminPackage[]> {
    return this.#write(null, async (tx) => {
      const game = await findGame(tx, gameId, { lock: true });
      if (!game) throw new AppError("NOT_FOUND", "Game not found");
      const current = await selectPackagesOf(tx, gameId, { lock: true });
      const known = new Set(current.map((row) => row.id));
      const given = new Set(packageIds);
      if (
        given.size !== packageIds.length ||
        packageIds.length !== current.length ||
        packageIds.some((id) => !known.has(id))
      ) {
        throw new AppError(
          "BAD_REQUEST",
          "packageIds must list every package of this game exactly once (reload the list and try again).",
        );
      }
      await setSortOrders(tx, packageIds);
      await touchGame(tx, gameId, new Date(this.#deps.clock.now()));
      await recordAudit(tx, actor, {
        action: "packages.reorder",
        targetType: "game",
        targetId: gameId,
        before: { packageIds: current.map((row) => row.id) },
        after: { packageIds },
      });
      return (await selectPackagesOf(tx, gameId)).map(toAdminPackage);
    });
  }

  async #write<T>(sku: string | null, change: (tx: Executor) => Promise<T>): Promise<T> {
    let result: T;
    try {
      result = await this.#deps.db.transaction((tx) => change(tx));
    } catch (error) {
      // Two admins saving the same SKU at once: the unique index decides.
      if (sku && uniqueViolationOf(error) !== null) throw skuTaken(sku);
      throw error;
    }
    this.#deps.invalidate();
    return result;
  }
}

function snapshotOf(row: PackageRow) {
  return { ...row, createdAt: row.createdAt.toISOString() };
}

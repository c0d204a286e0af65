import { type AdminCurrency, baseCurrencyCode, type CurrencyInput } from "#contracts/admin-home.ts";
import { AppError } from "#contracts/errors-rules.ts";
import { type AdminActor, recordAudit } from "#server/platform/audit-log.ts";
import type { Clock } from "#server/platform/read-cache.ts";
import {
  type CurrencyRow,
  deleteCurrency,
  lockCurrency,
  selectAllCurrencies,
  upsertCurrency,
} from "./catalogue-home.repository.ts";
import type { HomeServiceDeps } from "./featured.service.ts";

/**
 * The display currencies: prices are charged in USD and shown in these as approximations, so
 * USD itself stays, at a rate of exactly 1.
 */
export class CurrenciesService {
  readonly #deps: HomeServiceDeps & { clock: Clock };

  constructor(deps: HomeServiceDeps & { clock: Clock }) {
    this.#deps = deps;
  }

  async list(): Promise<AdminCurrency[]> {
    return (await selectAllCurrencies(this.#deps.db)).map(toCurrency);
  }

  async save(
    code: string,
    input: CurrencyInput,
    actor: AdminActor,
  ): Promise<{ currency: AdminCurrency; created: boolean; message: string }> {
    if (code === baseCurrencyCode && input.rateToUsd !== 1) {
      throw new AppError(
        "BAD_REQUEST",
        "USD is the currency prices are charged in: its rate must stay 1",
      );
    }
    const result = await this.#deps.db.transaction(async (tx) => {
      const before = await lockCurrency(tx, code);
      const saved = await upsertCurrency(tx, {
        code,
        symbol: input.symbol,
        name: input.name,
        rateToUsd: input.rateToUsd,
        sortOrder: input.sortOrder,
        updatedAt: new Date(this.#deps.clock.now()),
      });
      await recordAudit(tx, actor, {
        action: before ? "currencies.update" : "currencies.create",
        targetType: "display_currency",
        targetId: code,
        before: before ? snapshotOf(before) : null,
        after: snapshotOf(saved),
      });
      return { currency: toCurrency(saved), created: !before };
    });
    this.#deps.invalidate();
    return {
      ...result,
      message: result.created ? `${code} added` : `${code} saved`,
    };
  }

  async remove(code: string, actor: AdminActor): Promise<{ message: string }> {
    if (code === baseCurrencyCode) {
      throw new AppError("CONFLICT", "USD cannot be deleted: prices are stored and charged in it");
    }
    await this.#deps.db.transaction(async (tx) => {
      const before = await lockCurrency(tx, code);
      if (!before) throw new AppError("NOT_FOUND", `No display currency has the code ${code}`);
      await deleteCurrency(tx, code);
      await recordAudit(tx, actor, {
        action: "currencies.delete",
        targetType: "display_currency",
        targetId: code,
        before: snapshotOf(before),
        after: null,
      });
    });
    this.#deps.invalidate();
    return { message: `${code} deleted` };
  }
}

function toCurrency(row: CurrencyRow): AdminCurrency {
  return {
    code: row.code,
    symbol: row.symbol,
    name: row.name,
    rateToUsd: Number(row.rateToUsd),
    sortOrder: row.sortOrder,
    updatedAt: row.updatedAt.toISOString(),
  };
}

function snapshotOf(row: CurrencyRow) {
  return {
    symbol: row.symbol,
    name: row.name,
    rateToUsd: Number(row.rateToUsd),
    sortOrder: row.sortOrder,
  };
}

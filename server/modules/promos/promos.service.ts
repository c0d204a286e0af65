import { AppError } from "#contracts/errors-rules.ts";
import type { LanguageCode } from "#contracts/languages.ts";
import type { AdminPromo, PromoInput } from "#contracts/promos.ts";
import {
  discountCentsFor,
  type PromoRefusalReason,
  spreadDiscount,
} from "#contracts/promos-rules.ts";
import type { Db, Executor } from "#db/client.ts";
import { uniqueViolationOf } from "#db/errors.ts";
import { type AdminActor, recordAudit } from "#server/platform/audit-log.ts";
import type { Clock, ReadCache, ReadCacheRegistry } from "#server/platform/read-cache.ts";
import { promoRefusalText } from "./promo-texts.ts";
import {
  claimPromoUse,
  countCustomerRedemptions,
  deletePromo,
  findPromoByCode,
  insertPromo,
  insertRedemption,
  lockPromo,
  type PromoRow,
  type PromoValues,
  promoCodeConstraint,
  releaseRedemption,
  selectAllPromos,
  updatePromo,
} from "./promos.repository.ts";

/** An order's lines as the code sees them: the game and the amount at catalogue prices. */
export type PromoLine = { gameId: string; amountCents: number };

/** A code that applies: how much it takes off, and each line's share of that (same order). */
export type PromoApplied = {
  ok: true;
  promoId: string;
  code: string;
  perCustomerLimit: number | null;
  subtotalCents: number;
  discountCents: number;
  lineDiscounts: number[];
};
export type PromoRefused = { ok: false; reason: PromoRefusalReason; message: string };

/**
 * Who a customer is for a code's per-customer limit: the account, or a guest's e-mail address
 * (lower-cased by the contract).
 */
export function customerKeyOf(buyer: { userId: string } | { email: string }): string {
  return "userId" in buyer ? `user:${buyer.userId}` : `email:${buyer.email}`;
}

/** The refusal as the checkout's error: 422 PROMO_REFUSED, the reason in the envelope. */
export function promoRefusedError(refused: PromoRefused): AppError {
  return new AppError("PROMO_REFUSED", refused.message, { reason: refused.reason });
}

/**
 * Promo codes: staff create and change them (every change audited); checkout asks whether a
 * code applies to an order and, in the transaction that stores the order, takes one use of it.
 */
export class PromosService {
  readonly #db: Db;
  readonly #clock: Clock;
  readonly #caches: ReadCacheRegistry;
  /** Codes by their folded text, for quotes: at most the cache TTL behind on a code's uses. */
  readonly #byCode: ReadCache<PromoRow | null>;

  constructor(deps: { db: Db; clock: Clock; caches: ReadCacheRegistry }) {
    this.#db = deps.db;
    this.#clock = deps.clock;
    this.#caches = deps.caches;
    this.#byCode = deps.caches.create<PromoRow | null>({ maxEntries: 1_000 });
  }

  /**
   * Whether `code` (already folded by the contract) applies to these lines, and its discount.
   * The reasons are checked in the order of `promoRefusalReasons`; the per-customer count is read
   * only for a code with that limit and a known customer (a guest's quote without an address is
   * checked again at checkout). `cached` (a quote: nothing is charged) reads the code through
   * the read cache, so its uses may be a few seconds behind; checkout reads it fresh, and takes
   * its use under a lock in the order's transaction.
   */
  async evaluate(
    code: string,
    order: { lines: PromoLine[]; customerKey: string | null },
    lang: LanguageCode,
    options: { cached?: boolean } = {},
  ): Promise<PromoApplied | PromoRefused> {
    const refuse = (reason: PromoRefusalReason): PromoRefused => ({
      ok: false,
      reason,
      message: promoRefusalText(reason, lang),
    });
    const promo = options.cached
      ? await this.#byCode.getOrLoad(
          code,
          async () => (await findPromoByCode(this.#db, code)) ?? null,
        )
      : await findPromoByCode(this.#db, code);
    if (!promo?.active) return refuse("unknown");
    const now = this.#clock.now();
    if (promo.startsAt && promo.startsAt.getTime() > now) return refuse("not_started");
    if (promo.endsAt && promo.endsAt.getTime() <= now) return refuse("expired");
    if (promo.totalLimit !== null && promo.usedCount >= promo.totalLimit) return refuse("used_up");
    const games = new Set(promo.gameIds);
    const eligible = order.lines.map((line) => games.size === 0 || games.has(line.gameId));
    if (!eligible.includes(true)) return refuse("not_for_these_games");
    const subtotalCents = order.lines.reduce((sum, line) => sum + line.amountCents, 0);
    if (subtotalCents < promo.minSubtotalCents) return refuse("minimum_not_met");
    if (promo.perCustomerLimit !== null && order.customerKey) {
      const used = await countCustomerRedemptions(this.#db, promo.id, order.customerKey);
      if (used >= promo.perCustomerLimit) return refuse("already_used");
    }
    const eligibleCents = order.lines.reduce(
      (sum, line, index) => sum + (eligible[index] ? line.amountCents : 0),
      0,
    );
    const discountCents = discountCentsFor(promo, eligibleCents, subtotalCents);
    return {
      ok: true,
      promoId: promo.id,
      code: promo.code,
      perCustomerLimit: promo.perCustomerLimit,
      subtotalCents,
      discountCents,
      lineDiscounts: spreadDiscount(
        order.lines.map((line, index) => ({
          amountCents: line.amountCents,
          eligible: eligible[index] as boolean,
        })),
        discountCents,
      ),
    };
  }

  /**
   * Takes one use of an applied code for `orderId`, in the caller's transaction (the one that
   * stores the order): the guarded count first (its row lock queues concurrent checkouts of the
   * code until this transaction ends), then the customer's own uses, then the redemption row.
   * Throws PROMO_REFUSED (used up, or already used by this customer), which rolls the order back.
   */
  async redeem(
    tx: Executor,
    applied: PromoApplied,
    redemption: { orderId: string; customerKey: string },
    lang: LanguageCode,
  ): Promise<void> {
    const refuse = (reason: PromoRefusalReason) =>
      promoRefusedError({ ok: false, reason, message: promoRefusalText(reason, lang) });
    if (!(await claimPromoUse(tx, applied.promoId))) throw refuse("used_up");
    if (applied.perCustomerLimit !== null) {
      const used = await countCustomerRedemptions(tx, applied.promoId, redemption.customerKey);
      if (used >= applied.perCustomerLimit) throw refuse("already_used");
    }
    await insertRedemption(tx, {
      promoCodeId: applied.promoId,
      orderId: redemption.orderId,
      customerKey: redemption.customerKey,
      discountCents: applied.discountCents,
    });
  }

  /** An order that was never paid gives its use of a code back (in the cancelling transaction). */
  async release(tx: Executor, orderId: string): Promise<void> {
    await releaseRedemption(tx, orderId);
  }

  // ----------------------------------------------------------------------------------------------
  // Staff

  async list(): Promise<AdminPromo[]> {
    return (await selectAllPromos(this.#db)).map(toAdminPromo);
  }

  // After each committed change the read caches are emptied (in every process), so quotes see
  // the code as it now is.

  async create(input: PromoInput, actor: AdminActor): Promise<AdminPromo> {
    return this.#invalidating(() => this.#create(input, actor));
  }

  async update(id: string, input: PromoInput, actor: AdminActor): Promise<AdminPromo> {
    return this.#invalidating(() => this.#update(id, input, actor));
  }

  async remove(id: string, actor: AdminActor): Promise<void> {
    return this.#invalidating(() => this.#remove(id, actor));
  }

  async #invalidating<T>(change: () => Promise<T>): Promise<T> {
    const result = await change();
    this.#caches.invalidateAll();
    return result;
  }

  async #create(input: PromoInput, actor: AdminActor): Promise<AdminPromo> {
    return this.#unique(input.code, () =>
      this.#db.transaction(async (tx) => {
        const saved = await insertPromo(tx, this.#valuesOf(input));
        await recordAudit(tx, actor, {
          action: "promos.create",
          targetType: "promo_code",
          targetId: saved.id,
          before: null,
          after: snapshotOf(saved),
        });
        return toAdminPromo(saved);
      }),
    );
  }

  async #update(id: string, input: PromoInput, actor: AdminActor): Promise<AdminPromo> {
    return this.#unique(input.code, () =>
      this.#db.transaction(async (tx) => {
        const before = await lockPromo(tx, id);
        if (!before) throw new AppError("NOT_FOUND", "Promo code not found");
        if (input.totalLimit !== null && input.totalLimit < before.usedCount) {
          throw new AppError(
            "CONFLICT",
            `This code has been used ${before.usedCount} times: its total limit cannot be lower`,
          );
        }
        const saved = await updatePromo(tx, id, this.#valuesOf(input));
        if (!saved) throw new AppError("NOT_FOUND", "Promo code not found");
        await recordAudit(tx, actor, {
          action: "promos.update",
          targetType: "promo_code",
          targetId: id,
          before: snapshotOf(before),
          after: snapshotOf(saved),
        });
        return toAdminPromo(saved);
      }),
    );
  }

  async #remove(id: string, actor: AdminActor): Promise<void> {
    await this.#db.transaction(async (tx) => {
      const before = await lockPromo(tx, id);
      if (!before) throw new AppError("NOT_FOUND", "Promo code not found");
      // Orders that used it keep the code's name and their discount (stored on the order).
      await deletePromo(tx, id);
      await recordAudit(tx, actor, {
        action: "promos.delete",
        targetType: "promo_code",
        targetId: id,
        before: snapshotOf(before),
        after: null,
      });
    });
  }

  async #unique<T>(code: string, work: () => Promise<T>): Promise<T> {
    try {
      return await work();
    } catch (error) {
      if (uniqueViolationOf(error) === promoCodeConstraint) {
        throw new AppError("CONFLICT", `A promo code ${code} exists already`);
      }
      throw error;
    }
  }

  #valuesOf(input: PromoInput): PromoValues {
    return {
      code: input.code,
      kind: input.kind,
      amount: input.amount,
      startsAt: input.startsAt ? new Date(input.startsAt) : null,
      endsAt: input.endsAt ? new Date(input.endsAt) : null,
      totalLimit: input.totalLimit,
      perCustomerLimit: input.perCustomerLimit,
      minSubtotalCents: input.minSubtotalCents,
      gameIds: [...new Set(input.gameIds)],
      active: input.active,
      updatedAt: new Date(this.#clock.now()),
    };
  }
}

function toAdminPromo(row: PromoRow): AdminPromo {
  return {
    id: row.id,
    code: row.code,
    kind: row.kind,
    amount: row.amount,
    startsAt: row.startsAt?.toISOString() ?? null,
    endsAt: row.endsAt?.toISOString() ?? null,
    totalLimit: row.totalLimit,
    perCustomerLimit: row.perCustomerLimit,
    minSubtotalCents: row.minSubtotalCents,
    gameIds: row.gameIds,
    active: row.active,
    usedCount: row.usedCount,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

function snapshotOf(row: PromoRow) {
  const { id: _id, createdAt: _created, updatedAt: _updated, ...rest } = toAdminPromo(row);
  return rest;
}

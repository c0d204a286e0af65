import { AppError } from "#contracts/errors-rules.ts";
import type { LanguageCode } from "#contracts/languages.ts";
import type { BlocklistEntry, BlocklistInput, RiskRule, RiskRuleInput } from "#contracts/risk.ts";
import {
  type BlocklistKind,
  type CheckoutRefusalReason,
  emailDomainOf,
  normaliseBlocklistValue,
  type RiskScope,
} from "#contracts/risk-rules.ts";
import type { Db, Executor } from "#db/client.ts";
import { uniqueViolationOf } from "#db/errors.ts";
import { type AdminActor, recordAudit } from "#server/platform/audit-log.ts";
import type { Clock, ReadCacheRegistry } from "#server/platform/read-cache.ts";
import {
  type BlocklistRow,
  blocklistValueConstraint,
  countCheckoutRefusal,
  deleteBlocklistEntry,
  deleteRule,
  findBlocked,
  insertBlocklistEntry,
  insertRule,
  lockBlocklistEntry,
  lockRule,
  type RiskRuleRow,
  type RiskRuleValues,
  selectBlocklist,
  selectBlocklistValues,
  selectRules,
  updateRule,
} from "./risk.repository.ts";
import { riskRefusalText } from "./risk-texts.ts";

/** What a checkout is screened by: who buys, from where, and for which players. */
export type CheckoutScreen = {
  /** As the contract normalised it (NFKC-folded, lower-case). */
  email: string;
  /** request.ip. */
  address: string | null;
  /** Each line's player ID as the order shows it. */
  players: string[];
};

/** Paid orders (and their money) of one scope since a time (null: ever), this order excluded. */
export type PaidOrderCounter = (
  scope: RiskScope,
  since: Date | null,
) => Promise<{ count: number; cents: number } | null>;

/** The rule a paid order broke. */
export type RiskHold = { ruleId: string; name: string };

/**
 * The hourly limits of VELOCITY_MAX_ORDERS_PER_HOUR / VELOCITY_MAX_CENTS_PER_HOUR: when either
 * is set, they replace the rules kept in the database (load tests raise them, tests lower them).
 */
export type VelocityOverride = { maxOrdersPerHour: number; maxCentsPerHour: number };

type EvaluatedRule = Pick<
  RiskRuleRow,
  "id" | "name" | "kind" | "scope" | "windowMinutes" | "maxOrders" | "maxCents"
>;

function overrideRules(limits: VelocityOverride): EvaluatedRule[] {
  const hourly = (scope: RiskScope, withCents: boolean): EvaluatedRule => ({
    id: `env:${scope}`,
    name: `Hourly limit per ${scope} (VELOCITY_MAX_*)`,
    kind: "velocity",
    scope,
    windowMinutes: 60,
    maxOrders: limits.maxOrdersPerHour,
    maxCents: withCents ? limits.maxCentsPerHour : null,
  });
  return [hourly("account", true), hourly("email", true), hourly("player", false)];
}

/** Up to this many entries the checkout screens against a copy of the blocklist in memory. */
const blocklistInMemoryMax = 5_000;

/**
 * Fraud checks: blocklists refuse a checkout before its payment opens; rules hold a paid order
 * for review before delivery. Staff edit both (every change audited). Risk owns its tables only:
 * the orders module counts its own paid orders for a rule (`PaidOrderCounter`).
 */
export class RiskService {
  readonly #db: Db;
  readonly #clock: Clock;
  readonly #override: VelocityOverride | null;
  readonly #caches: ReadCacheRegistry;
  /**
   * The whole blocklist as sets, from the read cache (every change to it empties the caches in
   * every process as it commits), or null when it is too long to hold: then each checkout asks
   * the database. A shop's list is usually short, and most checkouts are then screened without a
   * database round trip.
   */
  readonly #blocklistInMemory: () => Promise<Map<BlocklistKind, Set<string>> | null>;

  constructor(deps: {
    db: Db;
    clock: Clock;
    velocityOverride: VelocityOverride | null;
    caches: ReadCacheRegistry;
  }) {
    this.#db = deps.db;
    this.#clock = deps.clock;
    this.#override = deps.velocityOverride;
    this.#caches = deps.caches;
    this.#blocklistInMemory = deps.caches.shortList({
      max: blocklistInMemoryMax,
      load: (limit) => selectBlocklistValues(this.#db, limit),
      build: (rows) => {
        const byKind = new Map<BlocklistKind, Set<string>>();
        for (const row of rows) {
          const values = byKind.get(row.kind) ?? new Set<string>();
          values.add(row.value);
          byKind.set(row.kind, values);
        }
        return byKind;
      },
    });
  }

  /**
   * Refuses (403, the same neutral text in the buyer's language for every list) a checkout
   * whose e-mail, e-mail domain, player or address is on the blocklist.
   */
  async screenCheckout(input: CheckoutScreen, lang: LanguageCode): Promise<void> {
    const email = normaliseBlocklistValue("email", input.email);
    const wanted: { kind: BlocklistKind; values: string[] }[] = [
      { kind: "email", values: [email] },
      { kind: "email_domain", values: [emailDomainOf(email)] },
      {
        kind: "player",
        values: [...new Set(input.players.map((p) => normaliseBlocklistValue("player", p)))],
      },
      {
        kind: "address",
        values: input.address ? [normaliseBlocklistValue("address", input.address)] : [],
      },
    ];
    const inMemory = await this.#blocklistInMemory();
    const hit = inMemory
      ? wanted.find(({ kind, values }) => values.some((value) => inMemory.get(kind)?.has(value)))
          ?.kind
      : (await findBlocked(this.#db, wanted))[0]?.kind;
    if (hit) throw await this.refuseCheckout(hit, lang);
  }

  /**
   * Counts a checkout refused before payment (the dashboard's "blocked checkouts") and returns
   * the error to answer it with: 403 with the same neutral text for every reason, so a buyer
   * learns neither that a list exists, nor which entry matched, nor that an address belongs to
   * a blocked account. Used by the blocklist here and by the orders module for an e-mail of a
   * blocked account.
   */
  async refuseCheckout(reason: CheckoutRefusalReason, lang: LanguageCode): Promise<AppError> {
    const day = new Date(this.#clock.now()).toISOString().slice(0, 10);
    await countCheckoutRefusal(this.#db, day, reason);
    return new AppError("FORBIDDEN", riskRefusalText(lang), { reason: "refused" });
  }

  /**
   * The first rule (in order) a paid order breaks, or null. A velocity rule counts the paid
   * orders of its scope within its window, this one included; a first-order rule holds a
   * buyer's first paid order (by account, or by e-mail for a guest) above its cap. Read in the
   * caller's transaction (the one that records the payment).
   */
  async evaluatePaid(
    tx: Executor,
    order: { totalCents: number; userId: string | null },
    countPaid: PaidOrderCounter,
  ): Promise<RiskHold | null> {
    const rules = this.#override ? overrideRules(this.#override) : await selectRules(tx, true);
    const now = this.#clock.now();
    for (const rule of rules) {
      if (rule.kind === "first_order") {
        if (rule.maxCents === null || order.totalCents <= rule.maxCents) continue;
        const earlier = await countPaid(order.userId ? "account" : "email", null);
        if (earlier && earlier.count === 0) return { ruleId: rule.id, name: rule.name };
        continue;
      }
      if (!rule.scope || !rule.windowMinutes) continue;
      const recent = await countPaid(rule.scope, new Date(now - rule.windowMinutes * 60_000));
      if (!recent) continue;
      const overOrders = rule.maxOrders !== null && recent.count + 1 > rule.maxOrders;
      const overCents = rule.maxCents !== null && recent.cents + order.totalCents > rule.maxCents;
      if (overOrders || overCents) return { ruleId: rule.id, name: rule.name };
    }
    return null;
  }

  // ----------------------------------------------------------------------------------------------
  // Staff

  async listRules(): Promise<RiskRule[]> {
    return (await selectRules(this.#db)).map(toRiskRule);
  }

  async createRule(input: RiskRuleInput, actor: AdminActor): Promise<RiskRule> {
    return this.#db.transaction(async (tx) => {
      const saved = await insertRule(tx, this.#ruleValues(input));
      await recordAudit(tx, actor, {
        action: "risk.rule.create",
        targetType: "risk_rule",
        targetId: saved.id,
        before: null,
        after: ruleSnapshot(saved),
      });
      return toRiskRule(saved);
    });
  }

  async updateRule(id: string, input: RiskRuleInput, actor: AdminActor): Promise<RiskRule> {
    return this.#db.transaction(async (tx) => {
      const before = await lockRule(tx, id);
      if (!before) throw new AppError("NOT_FOUND", "Rule not found");
      const saved = await updateRule(tx, id, {
        ...this.#ruleValues(input),
        position: before.position,
      });
      if (!saved) throw new AppError("NOT_FOUND", "Rule not found");
      await recordAudit(tx, actor, {
        action: "risk.rule.update",
        targetType: "risk_rule",
        targetId: id,
        before: ruleSnapshot(before),
        after: ruleSnapshot(saved),
      });
      return toRiskRule(saved);
    });
  }

  async removeRule(id: string, actor: AdminActor): Promise<void> {
    await this.#db.transaction(async (tx) => {
      const before = await lockRule(tx, id);
      if (!before) throw new AppError("NOT_FOUND", "Rule not found");
      await deleteRule(tx, id);
      await recordAudit(tx, actor, {
        action: "risk.rule.delete",
        targetType: "risk_rule",
        targetId: id,
        before: ruleSnapshot(before),
        after: null,
      });
    });
  }

  async listBlocklist(): Promise<BlocklistEntry[]> {
    return (await selectBlocklist(this.#db)).map(toBlocklistEntry);
  }

  async addBlocklistEntry(input: BlocklistInput, actor: AdminActor): Promise<BlocklistEntry> {
    const entry = await this.#addBlocklistEntry(input, actor);
    // Committed: every process's checkout screens with the new list from now on.
    this.#caches.invalidateAll();
    return entry;
  }

  async removeBlocklistEntry(id: string, actor: AdminActor): Promise<void> {
    await this.#removeBlocklistEntry(id, actor);
    this.#caches.invalidateAll();
  }

  async #addBlocklistEntry(input: BlocklistInput, actor: AdminActor): Promise<BlocklistEntry> {
    const value = normaliseBlocklistValue(input.kind, input.value);
    if (input.kind === "email" && !/^[^@\s]+@[^@\s]+$/.test(value)) {
      throw new AppError("VALIDATION_FAILED", "Give an e-mail address, such as name@example.com");
    }
    if (input.kind === "email_domain" && !/^[^@\s]+\.[^@\s]+$/.test(value)) {
      throw new AppError("VALIDATION_FAILED", "Give a domain, such as example.com");
    }
    try {
      return await this.#db.transaction(async (tx) => {
        const saved = await insertBlocklistEntry(tx, {
          kind: input.kind,
          value,
          note: input.note,
          createdBy: actor.userId,
        });
        await recordAudit(tx, actor, {
          action: "risk.blocklist.add",
          targetType: "blocklist_entry",
          targetId: saved.id,
          before: null,
          after: { kind: saved.kind, value: saved.value, note: saved.note },
        });
        return toBlocklistEntry(saved);
      });
    } catch (error) {
      if (uniqueViolationOf(error) === blocklistValueConstraint) {
        throw new AppError("CONFLICT", `${value} is on the blocklist already`);
      }
      throw error;
    }
  }

  async #removeBlocklistEntry(id: string, actor: AdminActor): Promise<void> {
    await this.#db.transaction(async (tx) => {
      const before = await lockBlocklistEntry(tx, id);
      if (!before) throw new AppError("NOT_FOUND", "Entry not found");
      await deleteBlocklistEntry(tx, id);
      await recordAudit(tx, actor, {
        action: "risk.blocklist.remove",
        targetType: "blocklist_entry",
        targetId: id,
        before: { kind: before.kind, value: before.value, note: before.note },
        after: null,
      });
    });
  }

  #ruleValues(input: RiskRuleInput): RiskRuleValues {
    return {
      name: input.name,
      kind: input.kind,
      scope: input.scope,
      windowMinutes: input.windowMinutes,
      maxOrders: input.maxOrders,
      maxCents: input.maxCents,
      active: input.active,
      updatedAt: new Date(this.#clock.now()),
    };
  }
}

function toRiskRule(row: RiskRuleRow): RiskRule {
  return {
    id: row.id,
    name: row.name,
    kind: row.kind,
    scope: row.scope,
    windowMinutes: row.windowMinutes,
    maxOrders: row.maxOrders,
    maxCents: row.maxCents,
    active: row.active,
    updatedAt: row.updatedAt.toISOString(),
  };
}

function ruleSnapshot(row: RiskRuleRow) {
  const { id: _id, updatedAt: _updated, ...rest } = toRiskRule(row);
  return rest;
}

function toBlocklistEntry(row: BlocklistRow): BlocklistEntry {
  return {
    id: row.id,
    kind: row.kind,
    value: row.value,
    note: row.note,
    createdBy: row.createdBy,
    createdAt: row.createdAt.toISOString(),
  };
}

import { and, asc, desc, eq, inArray, or, sql } from "drizzle-orm";
import type { BlocklistKind, CheckoutRefusalReason } from "#contracts/risk-rules.ts";
import type { Executor } from "#db/client.ts";
import { blocklistEntries, checkoutRefusals, riskRules } from "#db/schema/risk.ts";

export type RiskRuleRow = typeof riskRules.$inferSelect;
export type RiskRuleValues = Omit<typeof riskRules.$inferInsert, "id" | "createdAt">;
export type BlocklistRow = typeof blocklistEntries.$inferSelect;

/** The unique index of a blocklist entry's kind and value. */
export const blocklistValueConstraint = "blocklist_entries_value_key";

export async function selectRules(db: Executor, activeOnly = false): Promise<RiskRuleRow[]> {
  return db
    .select()
    .from(riskRules)
    .where(activeOnly ? eq(riskRules.active, true) : undefined)
    .orderBy(asc(riskRules.position), asc(riskRules.createdAt), asc(riskRules.id));
}

export async function lockRule(db: Executor, id: string): Promise<RiskRuleRow | undefined> {
  const [row] = await db.select().from(riskRules).where(eq(riskRules.id, id)).for("update");
  return row;
}

export async function insertRule(db: Executor, values: RiskRuleValues): Promise<RiskRuleRow> {
  const [row] = await db.insert(riskRules).values(values).returning();
  if (!row) throw new Error("risk rule not stored");
  return row;
}

export async function updateRule(
  db: Executor,
  id: string,
  values: RiskRuleValues,
): Promise<RiskRuleRow | undefined> {
  const [row] = await db.update(riskRules).set(values).where(eq(riskRules.id, id)).returning();
  return row;
}

export async function deleteRule(db: Executor, id: string): Promise<void> {
  await db.delete(riskRules).where(eq(riskRules.id, id));
}

export async function selectBlocklist(db: Executor): Promise<BlocklistRow[]> {
  return db
    .select()
    .from(blocklistEntries)
    .orderBy(desc(blocklistEntries.createdAt), asc(blocklistEntries.id))
    .limit(5_000);
}

/** Up to `limit` entries' kind and value, for the checkout's in-memory copy of the list. */
export async function selectBlocklistValues(
  db: Executor,
  limit: number,
): Promise<{ kind: BlocklistKind; value: string }[]> {
  return db
    .select({ kind: blocklistEntries.kind, value: blocklistEntries.value })
    .from(blocklistEntries)
    .limit(limit);
}

/** The entries matching any of the given values (by kind): one indexed look-up. */
export async function findBlocked(
  db: Executor,
  wanted: { kind: BlocklistKind; values: string[] }[],
): Promise<BlocklistRow[]> {
  const clauses = wanted
    .filter((entry) => entry.values.length > 0)
    .map((entry) =>
      and(eq(blocklistEntries.kind, entry.kind), inArray(blocklistEntries.value, entry.values)),
    );
  if (clauses.length === 0) return [];
  return db
    .select()
    .from(blocklistEntries)
    .where(or(...clauses))
    .limit(1);
}

export async function insertBlocklistEntry(
  db: Executor,
  values: Omit<typeof blocklistEntries.$inferInsert, "id" | "createdAt">,
): Promise<BlocklistRow> {
  const [row] = await db.insert(blocklistEntries).values(values).returning();
  if (!row) throw new Error("blocklist entry not stored");
  return row;
}

export async function lockBlocklistEntry(
  db: Executor,
  id: string,
): Promise<BlocklistRow | undefined> {
  const [row] = await db
    .select()
    .from(blocklistEntries)
    .where(eq(blocklistEntries.id, id))
    .for("update");
  return row;
}

export async function deleteBlocklistEntry(db: Executor, id: string): Promise<void> {
  await db.delete(blocklistEntries).where(eq(blocklistEntries.id, id));
}

/** Adds one refused checkout to the day's count for its reason. */
export async function countCheckoutRefusal(
  db: Executor,
  day: string,
  reason: CheckoutRefusalReason,
): Promise<void> {
  await db
    .insert(checkoutRefusals)
    .values({ day, reason, count: 1 })
    .onConflictDoUpdate({
      target: [checkoutRefusals.day, checkoutRefusals.reason],
      set: { count: sql`${checkoutRefusals.count} + 1` },
    });
}

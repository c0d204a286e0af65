import { and, asc, count, eq, sql } from "drizzle-orm";
import type { Executor } from "#db/client.ts";
import { promoCodes, promoRedemptions } from "#db/schema/promos.ts";

export type PromoRow = typeof promoCodes.$inferSelect;
export type PromoValues = Omit<typeof promoCodes.$inferInsert, "id" | "usedCount" | "createdAt">;

/** The unique index of the stored (upper-case) code. */
export const promoCodeConstraint = "promo_codes_code_key";

export async function selectAllPromos(db: Executor): Promise<PromoRow[]> {
  return db.select().from(promoCodes).orderBy(asc(promoCodes.code));
}

export async function findPromoByCode(db: Executor, code: string): Promise<PromoRow | undefined> {
  const [row] = await db.select().from(promoCodes).where(eq(promoCodes.code, code));
  return row;
}

export async function lockPromo(db: Executor, id: string): Promise<PromoRow | undefined> {
  const [row] = await db.select().from(promoCodes).where(eq(promoCodes.id, id)).for("update");
  return row;
}

export async function insertPromo(db: Executor, values: PromoValues): Promise<PromoRow> {
  const [row] = await db.insert(promoCodes).values(values).returning();
  if (!row) throw new Error("promo code not stored");
  return row;
}

export async function updatePromo(
  db: Executor,
  id: string,
  values: PromoValues,
): Promise<PromoRow | undefined> {
  const [row] = await db.update(promoCodes).set(values).where(eq(promoCodes.id, id)).returning();
  return row;
}

export async function deletePromo(db: Executor, id: string): Promise<void> {
  await db.delete(promoCodes).where(eq(promoCodes.id, id));
}

/** How many orders of this customer used the code. */
export async function countCustomerRedemptions(
  db: Executor,
  promoCodeId: string,
  customerKey: string,
): Promise<number> {
  const [row] = await db
    .select({ total: count() })
    .from(promoRedemptions)
    .where(
      and(
        eq(promoRedemptions.promoCodeId, promoCodeId),
        eq(promoRedemptions.customerKey, customerKey),
      ),
    );
  return row?.total ?? 0;
}

/**
 * Takes one use of the code if any is left: a single guarded update, so under concurrency the
 * row lock queues the checkouts and each re-reads `used_count` before it adds one (PostgreSQL
 * re-checks the WHERE on the row version it waited for). The lock is held until the caller's
 * transaction ends, which also orders the per-customer count that follows. False: used up.
 */
export async function claimPromoUse(db: Executor, id: string): Promise<boolean> {
  const rows = await db
    .update(promoCodes)
    .set({ usedCount: sql`${promoCodes.usedCount} + 1` })
    .where(
      and(
        eq(promoCodes.id, id),
        sql`(${promoCodes.totalLimit} is null or ${promoCodes.usedCount} < ${promoCodes.totalLimit})`,
      ),
    )
    .returning({ id: promoCodes.id });
  return rows.length > 0;
}

export async function insertRedemption(
  db: Executor,
  values: { promoCodeId: string; orderId: string; customerKey: string; discountCents: number },
): Promise<void> {
  await db.insert(promoRedemptions).values(values);
}

/**
 * Gives an order's use of its code back (the order was never paid): the redemption row removed
 * and the count lowered, in one statement. Nothing when the order used no code.
 */
export async function releaseRedemption(db: Executor, orderId: string): Promise<void> {
  await db.execute(sql`
    with released as (
      delete from ${promoRedemptions} where ${promoRedemptions.orderId} = ${orderId}
      returning ${promoRedemptions.promoCodeId} as promo_code_id
    )
    update ${promoCodes} set used_count = used_count - 1
    where ${promoCodes.id} in (select promo_code_id from released)`);
}

import { and, asc, eq, sql } from "drizzle-orm";
import type { Db, Executor } from "#db/client.ts";
import { cartItems } from "#db/schema/buying.ts";

export type CartRow = typeof cartItems.$inferSelect;

export async function selectCart(db: Executor, userId: string): Promise<CartRow[]> {
  return db
    .select()
    .from(cartItems)
    .where(eq(cartItems.userId, userId))
    .orderBy(asc(cartItems.createdAt), asc(cartItems.id));
}

export async function countCartLines(db: Executor, userId: string): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(cartItems)
    .where(eq(cartItems.userId, userId));
  return row?.count ?? 0;
}

/** Adds a line, or adds to the quantity of the same package for the same player (max 10). */
export async function upsertCartLine(
  db: Executor,
  values: Omit<typeof cartItems.$inferInsert, "id" | "createdAt" | "updatedAt">,
): Promise<void> {
  await db
    .insert(cartItems)
    .values(values)
    .onConflictDoUpdate({
      target: [cartItems.userId, cartItems.packageId, cartItems.playerKey],
      set: {
        quantity: sql`least(${cartItems.quantity} + excluded.quantity, 10)`,
        playerNickname: sql`excluded.player_nickname`,
        unitPriceCents: sql`excluded.unit_price_cents`,
        updatedAt: sql`now()`,
      },
    });
}

export async function updateCartQuantity(
  db: Executor,
  userId: string,
  id: string,
  quantity: number,
): Promise<boolean> {
  const rows = await db
    .update(cartItems)
    .set({ quantity, updatedAt: sql`now()` })
    .where(and(eq(cartItems.id, id), eq(cartItems.userId, userId)))
    .returning({ id: cartItems.id });
  return rows.length > 0;
}

export async function deleteCartLine(db: Executor, userId: string, id: string): Promise<boolean> {
  const rows = await db
    .delete(cartItems)
    .where(and(eq(cartItems.id, id), eq(cartItems.userId, userId)))
    .returning({ id: cartItems.id });
  return rows.length > 0;
}

export async function clearCart(db: Executor | Db, userId: string): Promise<void> {
  await db.delete(cartItems).where(eq(cartItems.userId, userId));
}

import { and, asc, desc, eq, gte, inArray, lt, sql } from "drizzle-orm";
import type { OrderStatus, PaymentStatus, PurchaseStatus } from "#contracts/buying-rules.ts";
import type { Executor } from "#db/client.ts";
import { orderEvents, orderItems, orders, paymentEvents } from "#db/schema/buying.ts";

export type OrderRow = typeof orders.$inferSelect;
export type OrderItemRow = typeof orderItems.$inferSelect;
export type OrderEventRow = typeof orderEvents.$inferSelect;

export async function findOrderByKey(db: Executor, scope: string, key: string) {
  const [row] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.idempotencyScope, scope), eq(orders.idempotencyKey, key)));
  return row;
}

/** Inserts the order unless the key was used already; undefined when it was. */
export async function insertOrder(
  db: Executor,
  values: typeof orders.$inferInsert,
): Promise<OrderRow | undefined> {
  const [row] = await db
    .insert(orders)
    .values(values)
    .onConflictDoNothing({ target: [orders.idempotencyScope, orders.idempotencyKey] })
    .returning();
  return row;
}

export async function insertOrderItems(
  db: Executor,
  values: (typeof orderItems.$inferInsert)[],
): Promise<OrderItemRow[]> {
  return db.insert(orderItems).values(values).returning();
}

export async function insertOrderEvent(
  db: Executor,
  values: {
    orderId: string;
    orderItemId?: string | null;
    status: string;
    cause: string;
    actor: string;
  },
): Promise<void> {
  await db.insert(orderEvents).values(values);
}

export async function findOrder(db: Executor, id: string): Promise<OrderRow | undefined> {
  const [row] = await db.select().from(orders).where(eq(orders.id, id));
  return row;
}

/** The order row locked for a state change (concurrent webhooks and jobs queue up here). */
export async function lockOrder(db: Executor, id: string): Promise<OrderRow | undefined> {
  const [row] = await db.select().from(orders).where(eq(orders.id, id)).for("update");
  return row;
}

export async function findOrderBySession(db: Executor, sessionId: string) {
  const [row] = await db.select().from(orders).where(eq(orders.paymentSessionId, sessionId));
  return row;
}

export async function updateOrder(
  db: Executor,
  id: string,
  values: Partial<{
    status: OrderStatus;
    paymentStatus: PaymentStatus;
    paymentSessionId: string;
    paymentRedirectUrl: string;
    paymentId: string;
    paidAt: Date;
  }>,
): Promise<void> {
  await db
    .update(orders)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(orders.id, id));
}

export async function selectOrderItems(db: Executor, orderId: string): Promise<OrderItemRow[]> {
  return db
    .select()
    .from(orderItems)
    .where(eq(orderItems.orderId, orderId))
    .orderBy(asc(orderItems.createdAt), asc(orderItems.id));
}

export async function lockOrderItem(db: Executor, id: string): Promise<OrderItemRow | undefined> {
  const [row] = await db.select().from(orderItems).where(eq(orderItems.id, id)).for("update");
  return row;
}

export async function updateOrderItem(
  db: Executor,
  id: string,
  values: Partial<{
    status: PurchaseStatus;
    transactionId: string;
    serialNumber: string | null;
    codeEncrypted: string | null;
    deliveryAttempts: number;
  }>,
): Promise<void> {
  await db
    .update(orderItems)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(orderItems.id, id));
}

export async function selectOrderEvents(db: Executor, orderId: string): Promise<OrderEventRow[]> {
  return db
    .select()
    .from(orderEvents)
    .where(eq(orderEvents.orderId, orderId))
    .orderBy(asc(orderEvents.seq));
}

/** Records a webhook event id; false when it was seen before (the event is then ignored). */
export async function recordPaymentEvent(
  db: Executor,
  values: { id: string; orderId: string | null; type: string },
): Promise<boolean> {
  const rows = await db
    .insert(paymentEvents)
    .values(values)
    .onConflictDoNothing({ target: paymentEvents.id })
    .returning({ id: paymentEvents.id });
  return rows.length > 0;
}

/** A user's purchases, newest first, with their orders' ids. */
export async function selectUserPurchases(db: Executor, userId: string, limit: number) {
  return db
    .select({ item: orderItems, orderCreatedAt: orders.createdAt, orderStatus: orders.status })
    .from(orderItems)
    .innerJoin(orders, eq(orders.id, orderItems.orderId))
    .where(and(eq(orders.userId, userId), inArray(orders.status, paidStatuses)))
    .orderBy(desc(orders.createdAt), asc(orderItems.id))
    .limit(limit);
}

const paidStatuses: OrderStatus[] = [
  "processing",
  "in_progress",
  "completed",
  "on_hold",
  "refunded",
];

/** Orders and money a user (or a player account) placed since `since`, for the velocity rule. */
export async function sumRecentOrders(db: Executor, userId: string, since: Date) {
  const [row] = await db
    .select({
      count: sql<number>`count(*)::int`,
      cents: sql<number>`coalesce(sum(${orders.totalCents}), 0)::int`,
    })
    .from(orders)
    .where(
      and(
        eq(orders.userId, userId),
        gte(orders.createdAt, since),
        inArray(orders.status, paidStatuses),
      ),
    );
  return { count: row?.count ?? 0, cents: row?.cents ?? 0 };
}

/** Unpaid orders past their expiry. */
export async function selectExpiredUnpaidOrders(db: Executor, now: Date, limit: number) {
  return db
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.status, "pending_payment"), lt(orders.expiresAt, now)))
    .limit(limit);
}

/** Removes the personal data of a deleted account from its orders. */
export async function anonymiseUserOrders(db: Executor, userId: string): Promise<void> {
  await db.update(orders).set({ email: "" }).where(eq(orders.userId, userId));
}

/** Purchases of paid orders still waiting for delivery and untouched for `idleMs`. */
export async function selectStalledItems(db: Executor, before: Date, limit: number) {
  return db
    .select({ id: orderItems.id })
    .from(orderItems)
    .innerJoin(orders, eq(orders.id, orderItems.orderId))
    .where(
      and(
        eq(orderItems.status, "pending"),
        inArray(orders.status, ["processing", "in_progress"]),
        lt(orderItems.updatedAt, before),
      ),
    )
    .limit(limit);
}

/** Paid purchases for one player account of one game since `since` (velocity per player). */
export async function countRecentPlayerPurchases(
  db: Executor,
  input: {
    gameSlug: string;
    playerFields: Record<string, string>;
    since: Date;
    excludeOrderId: string;
  },
): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(orderItems)
    .innerJoin(orders, eq(orders.id, orderItems.orderId))
    .where(
      and(
        eq(orderItems.gameSlug, input.gameSlug),
        sql`${orderItems.playerFields} = ${JSON.stringify(input.playerFields)}::jsonb`,
        gte(orders.paidAt, input.since),
        sql`${orders.id} <> ${input.excludeOrderId}`,
      ),
    );
  return row?.count ?? 0;
}

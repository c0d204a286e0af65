import { and, asc, count, desc, eq, gte, inArray, isNull, lt, ne, sql } from "drizzle-orm";
import type { OrderStatus, PaymentStatus, PurchaseStatus } from "#contracts/buying-rules.ts";
import type { Executor } from "#db/client.ts";
import { orderEvents, orderItems, orderRefunds, orders, paymentEvents } from "#db/schema/buying.ts";

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

/** The unique index that makes one order per (scope, Idempotency-Key). */
export const orderKeyConstraint = "orders_idempotency_key";

/**
 * The order, its lines and its first event in one statement: one round trip and one commit,
 * with no transaction held open between round trips (embedded PGlite runs one statement at a
 * time for everyone). The foreign keys of the lines and the event are checked at the end of
 * the statement, when the order is there. A key used already fails the whole statement with a
 * unique violation of `orderKeyConstraint`, storing nothing.
 */
export async function insertPlacedOrder(
  db: Executor,
  order: typeof orders.$inferInsert & { id: string },
  items: (typeof orderItems.$inferInsert)[],
  event: typeof orderEvents.$inferInsert,
): Promise<void> {
  // getSQL(): an embedded query builder would be wrapped in parentheses, which WITH refuses.
  const orderInsert = db.insert(orders).values(order).getSQL();
  const itemsInsert = db.insert(orderItems).values(items).getSQL();
  const eventInsert = db.insert(orderEvents).values(event).getSQL();
  await db.execute(
    sql`with placed_order as (${orderInsert}), placed_items as (${itemsInsert}) ${eventInsert}`,
  );
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
): Promise<{ id: string }> {
  const [row] = await db.insert(orderEvents).values(values).returning({ id: orderEvents.id });
  if (!row) throw new Error("order event not stored");
  return row;
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
    waitingForGameSince: Date | null;
    codeRevokedAt: Date | null;
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

/**
 * Paid orders (and their money) of one buyer, address or player account paid since `since`
 * (null: ever), one order left out (the one being paid): the fraud rules' counts.
 */
export async function countPaidOrders(
  db: Executor,
  input: { since: Date | null; excludeOrderId: string } & (
    | { userId: string }
    | { email: string }
    | { clientAddress: string }
    | { cardFingerprint: string }
    | { player: { gameSlug: string; fields: Record<string, string> } }
  ),
): Promise<{ count: number; cents: number }> {
  const who =
    "userId" in input
      ? eq(orders.userId, input.userId)
      : "email" in input
        ? eq(orders.email, input.email)
        : "clientAddress" in input
          ? eq(orders.clientAddress, input.clientAddress)
          : "cardFingerprint" in input
            ? eq(orders.cardFingerprint, input.cardFingerprint)
            : sql`exists (select 1 from ${orderItems} where ${orderItems.orderId} = ${orders.id} and ${orderItems.gameSlug} = ${input.player.gameSlug} and ${orderItems.playerFields} = ${JSON.stringify(input.player.fields)}::jsonb)`;
  const [row] = await db
    .select({
      count: sql<number>`count(*)::int`,
      cents: sql<number>`coalesce(sum(${orders.totalCents}), 0)::int`,
    })
    .from(orders)
    .where(
      and(
        who,
        input.since ? gte(orders.paidAt, input.since) : undefined,
        inArray(orders.status, paidStatuses),
        ne(orders.id, input.excludeOrderId),
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
/** Guest orders of `email` become the account's (see OrdersService.adoptGuestOrders). */
export async function adoptGuestOrders(db: Executor, userId: string, email: string): Promise<void> {
  await db
    .update(orders)
    .set({ userId })
    .where(and(isNull(orders.userId), eq(orders.email, email)));
}

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

/** How many order lines name the package (a package once bought is kept for the books). */
export async function countLinesOfPackage(db: Executor, packageId: string): Promise<number> {
  const [row] = await db
    .select({ total: count() })
    .from(orderItems)
    .where(eq(orderItems.packageId, packageId));
  return row?.total ?? 0;
}

export type OrderRefundRow = typeof orderRefunds.$inferSelect;

export async function insertOrderRefund(
  db: Executor,
  values: typeof orderRefunds.$inferInsert,
): Promise<OrderRefundRow> {
  const [row] = await db.insert(orderRefunds).values(values).returning();
  if (!row) throw new Error("the refund insert returned no row");
  return row;
}

export async function updateOrderRefund(
  db: Executor,
  id: string,
  values: Partial<Pick<OrderRefundRow, "status" | "providerRefundId" | "succeededAt">>,
): Promise<void> {
  await db.update(orderRefunds).set(values).where(eq(orderRefunds.id, id));
}

export async function selectOrderRefunds(db: Executor, orderId: string): Promise<OrderRefundRow[]> {
  return db
    .select()
    .from(orderRefunds)
    .where(eq(orderRefunds.orderId, orderId))
    .orderBy(asc(orderRefunds.createdAt), asc(orderRefunds.id));
}

/**
 * Refunds asked of the provider whose answer was never recorded (still `requested`, no provider
 * id: the process stopped between asking and recording), placed in [since, before), oldest
 * first.
 */
export async function selectUnansweredRefunds(
  db: Executor,
  window: { since: Date; before: Date },
  limit: number,
): Promise<OrderRefundRow[]> {
  return db
    .select()
    .from(orderRefunds)
    .where(
      and(
        eq(orderRefunds.status, "requested"),
        eq(orderRefunds.providerRefundId, ""),
        gte(orderRefunds.createdAt, window.since),
        lt(orderRefunds.createdAt, window.before),
      ),
    )
    .orderBy(asc(orderRefunds.createdAt), asc(orderRefunds.id))
    .limit(limit);
}

/**
 * A refund still waiting for its outcome, by the reference the shop gave the provider:
 * `refund:<record id>` (an amount) or `refund:<line id>` (a line).
 */
export async function findWaitingRefundByReference(
  db: Executor,
  reference: string,
): Promise<OrderRefundRow | undefined> {
  const id = /^refund:([0-9a-f-]{36})$/.exec(reference)?.[1];
  if (!id) return undefined;
  const [row] = await db
    .select()
    .from(orderRefunds)
    .where(
      and(
        eq(orderRefunds.status, "requested"),
        sql`(${orderRefunds.id} = ${id} or ${orderRefunds.orderItemId} = ${id})`,
      ),
    )
    .limit(1);
  return row;
}

/** The refunds the provider answered with this id (a webhook names a refund by it). */
export async function selectRefundsByProviderId(
  db: Executor,
  providerRefundId: string,
): Promise<OrderRefundRow[]> {
  if (!providerRefundId) return [];
  return db.select().from(orderRefunds).where(eq(orderRefunds.providerRefundId, providerRefundId));
}

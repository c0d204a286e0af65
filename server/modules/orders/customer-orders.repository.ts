import { and, desc, eq, inArray, sql } from "drizzle-orm";
import type { Executor } from "#db/client.ts";
import { orderEvents, orderItems, orders } from "#db/schema/buying.ts";

/** What each refunded line paid back, per order (a line's amount: price × quantity − discount). */
function refundedByOrder(db: Executor) {
  return db
    .select({
      orderId: orderItems.orderId,
      cents:
        sql<number>`sum(${orderItems.unitPriceCents} * ${orderItems.quantity} - ${orderItems.discountCents})::int`.as(
          "refunded_cents",
        ),
    })
    .from(orderItems)
    .where(eq(orderItems.status, "refunded"))
    .groupBy(orderItems.orderId)
    .as("refunded");
}

/**
 * Per buyer: orders placed (any state), what paid orders charged, and what refunds paid back.
 * Only the given accounts' orders are read (orders_user_idx).
 */
export async function selectBuyerTotals(db: Executor, userIds: string[]) {
  if (userIds.length === 0) return [];
  const refunded = refundedByOrder(db);
  return db
    .select({
      userId: sql<string>`${orders.userId}`,
      ordersCount: sql<number>`count(*)::int`,
      paidCents: sql<number>`coalesce(sum(${orders.totalCents}) filter (where ${orders.paidAt} is not null), 0)::int`,
      refundedCents: sql<number>`coalesce(sum(${refunded.cents}), 0)::int`,
    })
    .from(orders)
    .leftJoin(refunded, eq(refunded.orderId, orders.id))
    .where(inArray(orders.userId, userIds))
    .groupBy(orders.userId);
}

/** A buyer's newest orders, with what refunds paid back of each and how many lines it has. */
export async function selectBuyerOrders(db: Executor, userId: string, limit: number) {
  const refunded = refundedByOrder(db);
  return db
    .select({
      id: orders.id,
      createdAt: orders.createdAt,
      status: orders.status,
      paymentStatus: orders.paymentStatus,
      totalCents: orders.totalCents,
      refundedCents: sql<number>`coalesce(${refunded.cents}, 0)::int`,
      linesCount: sql<number>`(select count(*)::int from ${orderItems} where ${orderItems.orderId} = ${orders.id})`,
    })
    .from(orders)
    .leftJoin(refunded, eq(refunded.orderId, orders.id))
    .where(eq(orders.userId, userId))
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(limit);
}

/** A buyer's refunded lines, newest refund first, with when the refund was recorded. */
export async function selectBuyerRefunds(db: Executor, userId: string, limit: number) {
  const refundedAt = sql<Date>`coalesce((select max(${orderEvents.at}) from ${orderEvents} where ${orderEvents.orderItemId} = ${orderItems.id} and ${orderEvents.status} = 'refunded'), ${orderItems.updatedAt})`;
  return db
    .select({
      orderId: orderItems.orderId,
      lineId: orderItems.id,
      gameName: orderItems.gameName,
      packageName: orderItems.packageName,
      quantity: orderItems.quantity,
      amountCents: sql<number>`(${orderItems.unitPriceCents} * ${orderItems.quantity} - ${orderItems.discountCents})::int`,
      at: sql<Date>`${refundedAt}`.mapWith(orders.createdAt),
    })
    .from(orderItems)
    .innerJoin(orders, eq(orders.id, orderItems.orderId))
    .where(and(eq(orders.userId, userId), eq(orderItems.status, "refunded")))
    .orderBy(desc(refundedAt), desc(orderItems.id))
    .limit(limit);
}

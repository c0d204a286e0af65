import { and, desc, eq, inArray, isNull, sql } from "drizzle-orm";
import type { Executor } from "#db/client.ts";
import { orderEvents, orderItems, orderRefunds, orders } from "#db/schema/buying.ts";

/**
 * What refunds paid back of one order: its refunded lines (a line's amount: price × quantity −
 * discount) and the succeeded refunds of an amount, which name no line.
 */
// Drizzle leaves column names unqualified in a query without joins, so the outer order is named
// in full: inside the subqueries a bare "id" would be the subquery's own table's.
const outerOrderId = sql.raw(`"orders"."id"`);
const refundedCentsOfOrder = sql<number>`(coalesce((select sum(${orderItems.unitPriceCents} * ${orderItems.quantity} - ${orderItems.discountCents}) from ${orderItems} where ${orderItems.orderId} = ${outerOrderId} and ${orderItems.status} = 'refunded'), 0) + coalesce((select sum(${orderRefunds.amountCents}) from ${orderRefunds} where ${orderRefunds.orderId} = ${outerOrderId} and ${orderRefunds.orderItemId} is null and ${orderRefunds.status} = 'succeeded'), 0))`;

/**
 * Per buyer: orders placed (any state), what paid orders charged, and what refunds paid back.
 * Only the given accounts' orders are read (orders_user_idx).
 */
export async function selectBuyerTotals(db: Executor, userIds: string[]) {
  if (userIds.length === 0) return [];
  return db
    .select({
      userId: sql<string>`${orders.userId}`,
      ordersCount: sql<number>`count(*)::int`,
      paidCents: sql<number>`coalesce(sum(${orders.totalCents}) filter (where ${orders.paidAt} is not null), 0)::int`,
      refundedCents: sql<number>`coalesce(sum(${refundedCentsOfOrder}), 0)::int`,
    })
    .from(orders)
    .where(inArray(orders.userId, userIds))
    .groupBy(orders.userId);
}

/** A buyer's newest orders, with what refunds paid back of each and how many lines it has. */
export async function selectBuyerOrders(db: Executor, userId: string, limit: number) {
  return db
    .select({
      id: orders.id,
      createdAt: orders.createdAt,
      status: orders.status,
      paymentStatus: orders.paymentStatus,
      totalCents: orders.totalCents,
      refundedCents: sql<number>`${refundedCentsOfOrder}::int`,
      linesCount: sql<number>`(select count(*)::int from ${orderItems} where ${orderItems.orderId} = ${outerOrderId})`,
    })
    .from(orders)
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

/** A buyer's succeeded refunds of an amount (no line), newest first. */
export async function selectBuyerAmountRefunds(db: Executor, userId: string, limit: number) {
  return db
    .select({
      id: orderRefunds.id,
      orderId: orderRefunds.orderId,
      reason: orderRefunds.reason,
      amountCents: orderRefunds.amountCents,
      at: sql<Date>`coalesce(${orderRefunds.succeededAt}, ${orderRefunds.createdAt})`.mapWith(
        orderRefunds.createdAt,
      ),
    })
    .from(orderRefunds)
    .innerJoin(orders, eq(orders.id, orderRefunds.orderId))
    .where(
      and(
        eq(orders.userId, userId),
        isNull(orderRefunds.orderItemId),
        eq(orderRefunds.status, "succeeded"),
      ),
    )
    .orderBy(desc(orderRefunds.succeededAt), desc(orderRefunds.id))
    .limit(limit);
}

import { randomUUID } from "node:crypto";
import type { Db } from "#db/client.ts";
import { orderItems, orders } from "#db/schema/buying.ts";

/**
 * Orders and their lines as rows, for tests that need orders in a given state at a given time
 * (paid, refunded, on hold, weeks ago) without going through checkout, payment and delivery.
 * `build*` returns a row to insert; `createOrder` inserts an order with its lines.
 */
export type NewOrder = typeof orders.$inferInsert;
export type NewOrderItem = Omit<typeof orderItems.$inferInsert, "orderId">;

let sequence = 0;

export function buildOrder(overrides: Partial<NewOrder> = {}): NewOrder {
  sequence += 1;
  const createdAt = overrides.createdAt ?? new Date();
  return {
    email: `buyer.${sequence}@example.com`,
    paymentMethod: "card",
    paymentProvider: "sandbox",
    totalCents: 999,
    idempotencyKey: randomUUID(),
    idempotencyScope: `factory-${sequence}`,
    requestHash: "factory",
    expiresAt: new Date(createdAt.getTime() + 30 * 60_000),
    createdAt,
    updatedAt: createdAt,
    ...overrides,
  };
}

export function buildOrderItem(overrides: Partial<NewOrderItem> = {}): NewOrderItem {
  sequence += 1;
  return {
    gameName: "Test Game",
    gameSlug: "test-game",
    packageName: "100 Gems",
    currencyName: "Gems",
    supplierSku: `FACTORY-${sequence}`,
    deliveryKind: "direct",
    unitPriceCents: 999,
    quantity: 1,
    playerFields: { playerId: "123456789" },
    playerDisplay: "123456789",
    ...overrides,
  };
}

/**
 * Inserts an order and its lines (one default line when none are given). The total is the sum
 * of the lines unless given; a `paidAt` without a status makes a completed, paid order (lines
 * completed unless given).
 */
export async function createOrder(
  db: Db,
  overrides: Partial<NewOrder> & { items?: Partial<NewOrderItem>[] } = {},
) {
  const { items = [{}], ...orderOverrides } = overrides;
  const lines = items.map((item) => buildOrderItem(item));
  const paid = orderOverrides.paidAt
    ? { status: "completed" as const, paymentStatus: "paid" as const }
    : {};
  const values = buildOrder({
    totalCents: lines.reduce((sum, line) => sum + line.unitPriceCents * line.quantity, 0),
    ...paid,
    ...orderOverrides,
  });
  const [order] = await db.insert(orders).values(values).returning();
  const rows = await db
    .insert(orderItems)
    .values(
      lines.map((line) => ({
        createdAt: values.createdAt,
        updatedAt: values.createdAt,
        status: values.status === "completed" ? ("completed" as const) : ("pending" as const),
        ...line,
        orderId: order!.id,
      })),
    )
    .returning();
  return { order: order!, items: rows };
}

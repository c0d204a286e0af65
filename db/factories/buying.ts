import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import type { Db } from "#db/client.ts";
import { orderItems, orders, sandboxPaymentSessions } from "#db/schema/buying.ts";

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

/**
 * A paid order as rows (completed unless told otherwise), with its paid session in the sandbox
 * provider's bank behind its payment id, so the sandbox can refund it; `paid: false` leaves the
 * session out (the provider then refuses a refund).
 */
export async function createSandboxPaidOrder(
  db: Db,
  overrides: Partial<NewOrder> & { items?: Partial<NewOrderItem>[] } = {},
  options: { paid?: boolean } = {},
) {
  const paymentId = `pay_test_${randomUUID()}`;
  const created = await createOrder(db, { paidAt: new Date(), paymentId, ...overrides });
  if (options.paid ?? true) {
    await db.insert(sandboxPaymentSessions).values({
      id: `cs_test_${randomUUID()}`,
      orderId: created.order.id,
      amountCents: created.order.totalCents,
      method: "card",
      email: created.order.email,
      description: "test",
      successUrl: "/purchase-success",
      cancelUrl: "/payment",
      status: "paid",
      paymentId,
      expiresAt: new Date(Date.now() + 30 * 60_000),
    });
  }
  return created;
}

/** What the sandbox's bank has given back of a payment (-1 when it has no such payment). */
export async function sandboxRefundedCents(db: Db, paymentId: string | null): Promise<number> {
  const [row] = await db
    .select({ cents: sandboxPaymentSessions.refundedCents })
    .from(sandboxPaymentSessions)
    .where(eq(sandboxPaymentSessions.paymentId, paymentId ?? ""));
  return row?.cents ?? -1;
}

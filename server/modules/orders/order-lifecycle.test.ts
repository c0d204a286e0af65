import { asc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  type OrderStatus,
  orderStatuses,
  type PaymentStatus,
  type PurchaseStatus,
  paymentStatuses,
  purchaseStatuses,
} from "#contracts/buying-rules.ts";
import { createOrder } from "#db/factories/buying.ts";
import { auditLog } from "#db/schema/audit.ts";
import { orderEvents, orderItems, orders } from "#db/schema/buying.ts";
import { type LoggedIn, loginAs } from "#tests/support/accounts.ts";
import { createTestApp, type TestApp } from "#tests/support/test-app.ts";
import { actionsOf } from "./order-action-rules.ts";
import {
  type LineEvent,
  lineEventNames,
  nextOrderState,
  type OrderEvent,
  type OrderLifecycle,
  orderEventNames,
  orderRules,
  TransitionRefused,
} from "./order-lifecycle.ts";
import { lockOrder, lockOrderItem } from "./orders.repository.ts";

/**
 * The order lifecycle's tables walked pair by pair on the database: every order event from
 * every (order status, payment status), every line event from every line status. An allowed
 * pair reaches the state written below with exactly the event rows listed; any other is
 * refused with TransitionRefused and changes no row. Then each admin action on a state that
 * refuses it: 409 and nothing changed.
 */

type Expected = { status: OrderStatus; paymentStatus: PaymentStatus; events: string[] } | null;

/** The order table as the shop behaves, written out independently of the implementation. */
function expectedOrder(status: OrderStatus, paid: PaymentStatus, event: OrderEvent): Expected {
  const to = (s: OrderStatus, p: PaymentStatus, events: string[]) => ({
    status: s,
    paymentStatus: p,
    events,
  });
  // A payment can be recorded unless it was recorded (or paid back) already: a late success
  // wins over a failure, an expiry or a failed refund, whatever the order's status.
  const payable = paid !== "paid" && paid !== "refunded" && paid !== "partially_refunded";
  // A delivered order whose payment may still be given back.
  const deliveredAndPaid =
    status === "completed" && (paid === "paid" || paid === "partially_refunded");
  const refundFailedToPaid = paid === "refund_failed" ? "paid" : paid;
  // Money that may still come: nothing arrived, or a bank transfer is on its way.
  const waiting = paid === "unpaid" || paid === "awaiting_transfer";
  switch (event) {
    case "transferAwaited":
      return status === "pending_payment" && paid === "unpaid"
        ? to(status, "awaiting_transfer", ["awaiting_transfer"])
        : null;
    case "paymentFailed":
      return waiting ? to("cancelled", "failed", ["cancelled"]) : null;
    case "paymentExpired":
      return waiting ? to("cancelled", "expired", ["cancelled"]) : null;
    case "unpaidExpired":
      return status === "pending_payment"
        ? to("cancelled", waiting || paid === "failed" ? "expired" : paid, ["cancelled"])
        : null;
    case "paymentSucceeded":
      return payable ? to("processing", "paid", ["paid", "processing"]) : null;
    case "paymentSucceededOverVelocity":
      return payable ? to("on_hold", "paid", ["paid", "on_hold"]) : null;
    case "paymentAmountMismatch":
      return payable ? to("on_hold", "paid", ["on_hold"]) : null;
    case "deliveryStarted":
      return status === "processing" ? to("in_progress", paid, ["in_progress"]) : null;
    case "settledCompleted":
      return ["processing", "in_progress", "on_hold"].includes(status)
        ? to("completed", paid, ["completed"])
        : null;
    case "settledRefunded":
      return ["processing", "in_progress", "on_hold"].includes(status)
        ? to("refunded", paid === "paid" || paid === "refund_failed" ? "refunded" : paid, [
            "refunded",
          ])
        : null;
    case "supplierUnclear":
      return status !== "on_hold" ? to("on_hold", paid, ["on_hold"]) : null;
    case "autoRefundFailed":
      return to("on_hold", "refund_failed", ["on_hold"]);
    case "staffHold":
      return status === "processing" || status === "in_progress"
        ? to("on_hold", paid, ["on_hold"])
        : null;
    case "staffRelease":
    case "staffRetry":
      return status === "on_hold" ? to("processing", refundFailedToPaid, ["processing"]) : null;
    case "staffRefundFailed":
      return status === "on_hold" && (paid === "paid" || paid === "refund_failed")
        ? to("on_hold", "refund_failed", [])
        : null;
    case "staffRefundRecovered":
      return status === "on_hold" && paid === "refund_failed" ? to("on_hold", "paid", []) : null;
    case "staffRefundedInPart":
      return deliveredAndPaid
        ? to("completed", "partially_refunded", ["partially_refunded"])
        : null;
    case "staffRefundedInFull":
      return deliveredAndPaid ? to("refunded", "refunded", ["refunded"]) : null;
  }
}

/**
 * The line table: the new status, the order event's status and whether the line then waits for
 * the game's servers, or null when refused.
 */
function expectedLine(
  status: PurchaseStatus,
  event: LineEvent,
): { status: PurchaseStatus; event: string; waiting: boolean } | null {
  const to = (next: PurchaseStatus, written: string = next, waiting = false) => ({
    status: next,
    event: written,
    waiting,
  });
  switch (event) {
    case "delivered":
      return status === "pending" ? to("completed") : null;
    case "gaveUp":
      return status === "pending" ? to("failed") : null;
    case "retried":
      return status === "failed" ? to("pending") : null;
    case "refunded":
      return status === "failed" || status === "pending" ? to("refunded") : null;
    case "waitingForGame":
      return status === "pending" ? to("pending", "waiting_for_game", true) : null;
    case "gameBack":
      return status === "pending" ? to("pending", "game_back") : null;
    case "refundedAfterDelivery":
      return status === "completed" ? to("refunded") : null;
  }
}

let testApp: TestApp;
let lifecycle: OrderLifecycle;
let owner: LoggedIn;

beforeAll(async () => {
  testApp = await createTestApp();
  lifecycle = testApp.app.services.orders.lifecycle;
  owner = await loginAs(testApp, "admin", "owner");
}, 60_000);

afterAll(async () => {
  await testApp?.app.close();
});

const db = () => testApp.database.db;

/** Everything a change could touch of one order: its row, its lines, its events. */
async function rowsOf(orderId: string) {
  const [order] = await db().select().from(orders).where(eq(orders.id, orderId));
  const items = await db()
    .select()
    .from(orderItems)
    .where(eq(orderItems.orderId, orderId))
    .orderBy(asc(orderItems.id));
  const events = await db()
    .select()
    .from(orderEvents)
    .where(eq(orderEvents.orderId, orderId))
    .orderBy(asc(orderEvents.seq));
  return { order, items, events };
}

const notesFor = (event: OrderEvent) =>
  orderRules[event].writes.map((_, index) => ({ cause: `walk ${index}`, actor: "system" }));

describe("the order table (status and payment status)", () => {
  for (const event of orderEventNames) {
    it(`${event}: from every state, the listed result or refused with nothing changed`, async () => {
      let allowed = 0;
      for (const status of orderStatuses) {
        for (const paymentStatus of paymentStatuses) {
          const { order } = await createOrder(db(), {
            status,
            paymentStatus,
            items: [{ status: "pending" }],
          });
          const before = await rowsOf(order.id);
          const want = expectedOrder(status, paymentStatus, event);
          const run = lifecycle.transaction(async (changes) => {
            const locked = await lockOrder(changes.tx, order.id);
            return changes.apply(locked!, event, notesFor(event));
          });
          const label = `${event} from ${status}/${paymentStatus}`;
          if (!want) {
            await expect(run, label).rejects.toBeInstanceOf(TransitionRefused);
            expect(await rowsOf(order.id), label).toEqual(before);
            continue;
          }
          allowed += 1;
          await run;
          const after = await rowsOf(order.id);
          expect(
            { status: after.order?.status, paymentStatus: after.order?.paymentStatus },
            label,
          ).toEqual({ status: want.status, paymentStatus: want.paymentStatus });
          expect(
            after.events.slice(before.events.length).map((row) => row.status),
            label,
          ).toEqual(want.events);
          expect(after.items, label).toEqual(before.items);
        }
      }
      // Every event is allowed from some state (a table row nobody can reach is a mistake).
      expect(allowed).toBeGreaterThan(0);
    });
  }
});

describe("the line table", () => {
  for (const event of lineEventNames) {
    it(`${event}: from every line status (waiting for the game or not), the listed result with one event, or refused`, async () => {
      for (const [status, waitingBefore] of purchaseStatuses.flatMap(
        (s) =>
          [
            [s, false],
            [s, true],
          ] as const,
      )) {
        const { order, items } = await createOrder(db(), {
          status: "on_hold",
          paymentStatus: "paid",
          items: [{ status }],
        });
        if (waitingBefore) {
          await db()
            .update(orderItems)
            .set({ waitingForGameSince: new Date(Date.now() - 60_000) })
            .where(eq(orderItems.id, items[0]!.id));
        }
        const before = await rowsOf(order.id);
        const want = expectedLine(status, event);
        const run = lifecycle.transaction(async (changes) => {
          const line = await lockOrderItem(changes.tx, items[0]!.id);
          return changes.applyLine(line!, event, { cause: "walk", actor: "system" });
        });
        const label = `${event} from ${status}${waitingBefore ? " (waiting)" : ""}`;
        if (!want) {
          await expect(run, label).rejects.toBeInstanceOf(TransitionRefused);
          expect(await rowsOf(order.id), label).toEqual(before);
          continue;
        }
        await run;
        const after = await rowsOf(order.id);
        expect(after.items[0]?.status, label).toBe(want.status);
        expect(after.items[0]?.waitingForGameSince !== null, label).toBe(want.waiting);
        expect(
          after.events
            .slice(before.events.length)
            .map((row) => ({ status: row.status, itemId: row.orderItemId })),
          label,
        ).toEqual([{ status: want.event, itemId: items[0]!.id }]);
        expect(after.order, label).toEqual(before.order);
      }
    });
  }
});

describe("the admin rules and the tables", () => {
  it("offer staff only actions whose transition the tables allow", () => {
    const lineSets: PurchaseStatus[][] = [["pending"], ["failed"], ["completed"], ["refunded"]];
    for (const status of orderStatuses) {
      for (const paymentStatus of paymentStatuses) {
        for (const lines of lineSets) {
          const actions = actionsOf({
            status,
            paymentStatus,
            paidAt: new Date(),
            email: "buyer@example.com",
            items: lines.map((line, index) => ({ id: `line-${index}`, status: line })),
            refundableCents: 1000,
          });
          const state = { status, paymentStatus };
          const label = `${status}/${paymentStatus} with ${lines.join(",")}`;
          if (actions.hold) expect(nextOrderState(state, "staffHold"), label).not.toBeNull();
          if (actions.retry) expect(nextOrderState(state, "staffRetry"), label).not.toBeNull();
          // Release either resumes delivery or settles the order at once.
          if (actions.release) {
            const settles = lines.includes("pending")
              ? nextOrderState(state, "staffRelease")
              : nextOrderState(state, "settledCompleted");
            expect(settles, label).not.toBeNull();
          }
          // A refund records its outcome as a payment move or a settlement from on hold, or as
          // a partial or full refund of a delivered order.
          if (actions.refund && status === "on_hold") {
            expect(nextOrderState(state, "staffRefundFailed"), label).not.toBeNull();
            expect(nextOrderState(state, "settledRefunded"), label).not.toBeNull();
          } else if (actions.refund) {
            expect(nextOrderState(state, "staffRefundedInPart"), label).not.toBeNull();
            expect(nextOrderState(state, "staffRefundedInFull"), label).not.toBeNull();
          }
        }
      }
    }
  });
});

describe("admin actions on a state that refuses them", () => {
  /** A representative order in each status, with the payment status it has in the shop. */
  const states: { status: OrderStatus; paymentStatus: PaymentStatus; line: PurchaseStatus }[] = [
    { status: "pending_payment", paymentStatus: "unpaid", line: "pending" },
    { status: "processing", paymentStatus: "paid", line: "pending" },
    { status: "in_progress", paymentStatus: "paid", line: "pending" },
    { status: "completed", paymentStatus: "paid", line: "completed" },
    { status: "on_hold", paymentStatus: "paid", line: "completed" },
    { status: "cancelled", paymentStatus: "failed", line: "pending" },
    { status: "refunded", paymentStatus: "refunded", line: "refunded" },
  ];
  const refusedIn: Record<string, OrderStatus[]> = {
    hold: ["pending_payment", "completed", "on_hold", "cancelled", "refunded"],
    release: ["pending_payment", "processing", "in_progress", "completed", "cancelled", "refunded"],
    // on_hold here has every line delivered: nothing to retry or refund. A completed order can
    // be refunded (delivered-refund.test.ts covers it).
    retry: [...orderStatuses],
    refund: orderStatuses.filter((status) => status !== "completed"),
    "resend-receipt": ["pending_payment", "cancelled"],
  };

  for (const [action, statuses] of Object.entries(refusedIn)) {
    it(`${action}: 409 CONFLICT and no row changed`, async () => {
      for (const status of statuses) {
        const state = states.find((s) => s.status === status)!;
        const { order } = await createOrder(db(), {
          status: state.status,
          paymentStatus: state.paymentStatus,
          paidAt: state.paymentStatus === "unpaid" || status === "cancelled" ? null : new Date(),
          items: [{ status: state.line }],
        });
        const before = await rowsOf(order.id);
        const audits = await db().select().from(auditLog).where(eq(auditLog.targetId, order.id));
        const reply = await testApp.app.inject({
          method: "POST",
          url: `/api/admin/orders/${order.id}/${action}`,
          headers: { authorization: `Bearer ${owner.token}` },
          payload: action === "refund" ? { reason: "Buyer asked" } : {},
        });
        const label = `${action} on ${status}`;
        expect(reply.statusCode, `${label}: ${reply.body}`).toBe(409);
        expect(reply.json().code, label).toBe("CONFLICT");
        expect(await rowsOf(order.id), label).toEqual(before);
        expect(
          await db().select().from(auditLog).where(eq(auditLog.targetId, order.id)),
          label,
        ).toEqual(audits);
      }
    });
  }
});

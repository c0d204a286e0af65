import { describe, expect, it } from "vitest";
import { adminOrderSearchQuerySchema, dateBound } from "#contracts/admin-orders.ts";
import type { OrderStatus, PaymentStatus, PurchaseStatus } from "#contracts/buying-rules.ts";
import {
  actionsOf,
  holdRefusal,
  lineStillInFlight,
  type OrderState,
  refundRefusal,
  releaseRefusal,
  resendReceiptRefusal,
  retryRefusal,
} from "./order-action-rules.ts";
import { idPrefixRange } from "./orders.admin.repository.ts";

function state(
  status: OrderStatus,
  lines: PurchaseStatus[],
  overrides: Partial<OrderState> = {},
): OrderState {
  const paid = status !== "pending_payment" && status !== "cancelled";
  return {
    status,
    paymentStatus: (paid ? "paid" : "unpaid") as PaymentStatus,
    paidAt: paid ? new Date() : null,
    email: "buyer@example.com",
    items: lines.map((line, index) => ({ id: `line-${index}`, status: line })),
    refundableCents: status === "refunded" ? 0 : 1000,
    ...overrides,
  };
}

describe("admin order state rules", () => {
  it("offers each action only in the states that allow it", () => {
    const none = { retry: false, hold: false, release: false, refund: false, resendReceipt: false };
    expect(actionsOf(state("pending_payment", ["pending"]))).toEqual(none);
    expect(actionsOf(state("cancelled", ["pending"]))).toEqual(none);
    expect(actionsOf(state("processing", ["pending"]))).toEqual({
      ...none,
      hold: true,
      resendReceipt: true,
    });
    expect(actionsOf(state("in_progress", ["completed", "pending"]))).toEqual({
      ...none,
      hold: true,
      resendReceipt: true,
    });
    // Held by the velocity rule: nothing attempted yet.
    expect(actionsOf(state("on_hold", ["pending"]))).toEqual({
      ...none,
      retry: true,
      release: true,
      refund: true,
      resendReceipt: true,
    });
    // The automatic refund failed: the failed line must be retried or refunded, not released.
    expect(actionsOf(state("on_hold", ["failed"], { paymentStatus: "refund_failed" }))).toEqual({
      ...none,
      retry: true,
      refund: true,
      resendReceipt: true,
    });
    // Held while the last line was being delivered: releasing completes it.
    expect(actionsOf(state("on_hold", ["completed", "refunded"]))).toEqual({
      ...none,
      release: true,
      resendReceipt: true,
    });
    // Delivered: what remains of the payment can be refunded, until nothing does.
    expect(actionsOf(state("completed", ["completed"]))).toEqual({
      ...none,
      refund: true,
      resendReceipt: true,
    });
    expect(actionsOf(state("completed", ["completed"], { refundableCents: 0 }))).toEqual({
      ...none,
      resendReceipt: true,
    });
    expect(
      actionsOf(state("completed", ["completed"], { paymentStatus: "partially_refunded" })),
    ).toEqual({ ...none, refund: true, resendReceipt: true });
    expect(actionsOf(state("refunded", ["refunded"], { paymentStatus: "refunded" }))).toEqual({
      ...none,
      resendReceipt: true,
    });
  });

  it("says why an action is refused", () => {
    expect(refundRefusal(state("completed", ["completed"], { refundableCents: 0 }))).toMatch(
      /nothing remains to refund/,
    );
    expect(refundRefusal(state("processing", ["pending"]))).toMatch(/put it on hold/);
    expect(refundRefusal(state("refunded", ["refunded"]))).toMatch(/already refunded/);
    expect(refundRefusal(state("pending_payment", ["pending"]))).toMatch(/not paid yet/);
    expect(releaseRefusal(state("processing", ["pending"]))).toMatch(
      /Only an order on hold can be released: this one is processing/,
    );
    expect(releaseRefusal(state("on_hold", ["failed"]))).toMatch(/retry its delivery or refund/);
    expect(retryRefusal(state("in_progress", ["pending"]))).toMatch(/already under way/);
    expect(retryRefusal(state("on_hold", ["completed"]))).toMatch(/release the order/);
    expect(holdRefusal(state("on_hold", ["pending"]))).toMatch(/already on hold/);
    expect(holdRefusal(state("completed", ["completed"]))).toMatch(/no delivery left/);
    expect(resendReceiptRefusal(state("cancelled", ["pending"]))).toMatch(/never paid/);
    expect(resendReceiptRefusal(state("completed", ["completed"], { email: "" }))).toMatch(
      /no contact e-mail/,
    );
  });

  it("keeps a refund away from a line the supplier may still be delivering", () => {
    const now = Date.now();
    const line = (attempts: number, agoMs: number) => ({
      status: "pending" as const,
      deliveryAttempts: attempts,
      updatedAt: new Date(now - agoMs),
    });
    expect(lineStillInFlight([line(0, 0)], now)).toBeUndefined();
    expect(lineStillInFlight([line(3, 5 * 60_000)], now)).toBeUndefined();
    expect(lineStillInFlight([line(3, 10_000)], now)).toBeDefined();
  });
});

describe("admin order search terms", () => {
  it("reads an id prefix as a range of ids, and nothing else as one", () => {
    expect(idPrefixRange("A55F1D")).toEqual([
      "a55f1d00-0000-0000-0000-000000000000",
      "a55f1dff-ffff-ffff-ffff-ffffffffffff",
    ]);
    expect(idPrefixRange("a55f1df3-51f6")).toEqual([
      "a55f1df3-51f6-0000-0000-000000000000",
      "a55f1df3-51f6-ffff-ffff-ffffffffffff",
    ]);
    expect(idPrefixRange("abc-def")).toBeNull();
    expect(idPrefixRange("buyer")).toBeNull();
  });

  it("takes days as whole UTC days and instants as they are", () => {
    expect(dateBound("2024-03-10", "from")?.toISOString()).toBe("2024-03-10T00:00:00.000Z");
    expect(dateBound("2024-03-10", "to")?.toISOString()).toBe("2024-03-11T00:00:00.000Z");
    expect(dateBound("2024-03-10T12:00:00+02:00", "from")?.toISOString()).toBe(
      "2024-03-10T10:00:00.000Z",
    );
    expect(dateBound("2024-02-30", "from")).toBeNull();
    expect(dateBound("yesterday", "to")).toBeNull();
  });

  it("checks the query: sizes, digits only, a real range", () => {
    expect(adminOrderSearchQuerySchema.parse({})).toEqual({ page: 1, pageSize: 25 });
    for (const bad of [
      { pageSize: "101" },
      { pageSize: "0" },
      { page: "1e3" },
      { q: "ab" },
      { q: "x".repeat(101) },
      { status: "lost" },
      { from: "2024-13-01" },
      { from: "2024-03-11", to: "2024-03-10" },
    ]) {
      expect(adminOrderSearchQuerySchema.safeParse(bad).success, JSON.stringify(bad)).toBe(false);
    }
    expect(adminOrderSearchQuerySchema.parse({ from: "2024-03-10", to: "2024-03-10" })).toEqual({
      from: "2024-03-10",
      to: "2024-03-10",
      page: 1,
      pageSize: 25,
    });
  });
});

import type { AdminOrderActions } from "#contracts/admin-orders.ts";
import type { OrderStatus, PaymentStatus, PurchaseStatus } from "#contracts/buying-rules.ts";
import { deliveryAttemptMaxMs } from "./order-lifecycle.ts";
import type { OrderItemRow, OrderRefundRow, OrderRow } from "./orders.repository.ts";

/**
 * What each admin action on an order allows, from the order's state alone: a refusal message
 * (answered as 409) or null. The detail reply shows the same answers as `actions`, so the screen
 * offers exactly what the API accepts. Checks that need more than the state (a refund already
 * running, the supplier's word on an earlier attempt) are made by the service.
 *
 * The one rule under all of them: fulfilment works only on orders in `processing` or
 * `in_progress`, and leaves an order `on_hold` alone. So a refund, which must never race a
 * delivery, needs the order on hold first; retry and release are the ways out of a hold.
 */
export type OrderState = {
  status: OrderStatus;
  paymentStatus: PaymentStatus;
  paidAt: Date | null;
  email: string;
  items: { id: string; status: PurchaseStatus }[];
  /** What a refund may still give back (the total less requested and succeeded refunds). */
  refundableCents: number;
};

/** Lines a retry queues again, and a refund pays back: failed ones, and those still waiting. */
export function openLines<T extends { status: PurchaseStatus }>(items: T[]): T[] {
  return items.filter((item) => item.status === "failed" || item.status === "pending");
}

function unpaid(state: OrderState, what: string): string | null {
  if (state.status === "pending_payment") return `This order is not paid yet: there is ${what}`;
  if (state.status === "cancelled") {
    return `This order was cancelled (its payment failed or expired): there is ${what}`;
  }
  return null;
}

export function retryRefusal(state: OrderState): string | null {
  const notPaid = unpaid(state, "nothing to deliver");
  if (notPaid) return notPaid;
  switch (state.status) {
    case "refunded":
      return "This order was refunded: there is nothing left to deliver";
    case "completed":
      return "This order is completed: every line was delivered or refunded";
    case "processing":
    case "in_progress":
      return "Delivery of this order is already under way: only an order on hold can be retried";
    default:
      return openLines(state.items).length > 0
        ? null
        : "No line of this order failed or waits for delivery: release the order to complete it";
  }
}

export function holdRefusal(state: OrderState): string | null {
  const notPaid = unpaid(state, "nothing to hold");
  if (notPaid) return notPaid;
  switch (state.status) {
    case "processing":
    case "in_progress":
      return null;
    case "on_hold":
      return "This order is already on hold";
    case "completed":
      return "This order is completed: there is no delivery left to hold";
    default:
      return "This order was refunded: there is no delivery left to hold";
  }
}

export function releaseRefusal(state: OrderState): string | null {
  if (state.status !== "on_hold") {
    return `Only an order on hold can be released: this one is ${state.status.replace("_", " ")}`;
  }
  if (state.items.some((item) => item.status === "failed")) {
    return "A line of this order failed and was not refunded: retry its delivery or refund it";
  }
  return null;
}

export function refundRefusal(state: OrderState): string | null {
  const notPaid = unpaid(state, "nothing to refund");
  if (notPaid) return notPaid;
  switch (state.status) {
    case "refunded":
      return "This order was already refunded";
    case "completed":
      if (state.paymentStatus !== "paid" && state.paymentStatus !== "partially_refunded") {
        return `The payment of this order is ${state.paymentStatus.replace("_", " ")}: there is nothing to refund`;
      }
      return state.refundableCents > 0
        ? null
        : "Everything paid for this order was refunded already: nothing remains to refund";
    case "processing":
    case "in_progress":
      return "Delivery of this order is under way: put it on hold before refunding it";
    default:
      if (state.paymentStatus !== "paid" && state.paymentStatus !== "refund_failed") {
        return `The payment of this order is ${state.paymentStatus.replace("_", " ")}: there is nothing to refund`;
      }
      return openLines(state.items).length > 0
        ? null
        : "Every line of this order was delivered or refunded: there is nothing left to refund";
  }
}

export function resendReceiptRefusal(state: OrderState): string | null {
  if (!state.paidAt || state.status === "pending_payment" || state.status === "cancelled") {
    return "This order was never paid: it has no receipt";
  }
  if (!state.email) {
    return "This order has no contact e-mail any more (the buyer's account was deleted)";
  }
  return null;
}

export function actionsOf(state: OrderState): AdminOrderActions {
  return {
    retry: retryRefusal(state) === null,
    hold: holdRefusal(state) === null,
    release: releaseRefusal(state) === null,
    refund: refundRefusal(state) === null,
    resendReceipt: resendReceiptRefusal(state) === null,
  };
}

/**
 * The first line a refund must wait for, or undefined: one attempted within the longest a
 * delivery attempt can run may still be delivered by a call in flight.
 */
export function lineStillInFlight<
  T extends { status: PurchaseStatus; deliveryAttempts: number; updatedAt: Date },
>(lines: T[], nowMs: number): T | undefined {
  return lines.find(
    (line) =>
      line.status === "pending" &&
      line.deliveryAttempts > 0 &&
      nowMs - line.updatedAt.getTime() < deliveryAttemptMaxMs,
  );
}

export function stateOf(
  order: OrderRow,
  items: OrderItemRow[],
  refunds: Pick<OrderRefundRow, "amountCents" | "status">[] = [],
): OrderState {
  return {
    refundableCents: refundableCentsOf(order, refunds),
    status: order.status,
    paymentStatus: order.paymentStatus,
    paidAt: order.paidAt,
    email: order.email,
    items,
  };
}

/**
 * What a refund may still give back: the order's total less its refunds requested (their outcome
 * not known yet) and succeeded. Counting the requested ones keeps two refunds asked at the same
 * time from giving back more than was paid.
 */
export function refundableCentsOf(
  order: Pick<OrderRow, "totalCents">,
  refunds: Pick<OrderRefundRow, "amountCents" | "status">[],
): number {
  const given = refunds
    .filter((refund) => refund.status !== "failed")
    .reduce((sum, refund) => sum + refund.amountCents, 0);
  return Math.max(0, order.totalCents - given);
}

/** What the audit log keeps of an order before and after a change. */
export function snapshotOf(order: OrderRow, items: OrderItemRow[]) {
  return {
    status: order.status,
    paymentStatus: order.paymentStatus,
    items: items.map((item) => ({ id: item.id, status: item.status })),
  };
}

export function lineName(item: OrderItemRow): string {
  return `${item.gameName} ${item.packageName}`;
}

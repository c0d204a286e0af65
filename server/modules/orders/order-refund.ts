import { staffActorOf } from "#contracts/admin-orders.ts";
import { formatUsd } from "#contracts/buying-rules.ts";
import { AppError } from "#contracts/errors-rules.ts";
import { type AdminActor, recordAudit } from "#server/platform/audit-log.ts";
import type { RefundResult } from "#server/platform/payments/payment-provider.ts";
import {
  lineName,
  lineStillInFlight,
  openLines,
  refundRefusal,
  snapshotOf,
  stateOf,
} from "./order-action-rules.ts";
import type { OrderActionsDeps } from "./order-actions.service.ts";
import { deliveryAttemptMaxText, lineAmountCents, nextLineStatus } from "./order-lifecycle.ts";
import { lockOrderItemsOf } from "./orders.admin.repository.ts";
import {
  findOrder,
  lockOrder,
  type OrderItemRow,
  type OrderRow,
  selectOrderItems,
} from "./orders.repository.ts";

const amountOf = lineAmountCents;

/**
 * The lines a refund of the order would pay back, or the 409 that says why none: the order must
 * be on hold (fulfilment leaves it alone then), and a line attempted moments ago waits for the
 * supplier's answer to that attempt.
 */
function refundableLines(order: OrderRow, items: OrderItemRow[], nowMs: number): OrderItemRow[] {
  const refusal = refundRefusal(stateOf(order, items));
  if (refusal) throw new AppError("CONFLICT", refusal);
  const lines = openLines(items);
  const busy = lineStillInFlight(lines, nowMs);
  if (busy) {
    throw new AppError(
      "CONFLICT",
      `A delivery attempt of ${lineName(busy)} started less than ${deliveryAttemptMaxText} ago: wait for the supplier's answer before refunding`,
    );
  }
  return lines;
}

/**
 * A line fulfilment tried and never settled may have been delivered after all: the supplier,
 * asked by the purchase id, must say it was not (never received, or refused) before the money
 * goes back. Refunding a delivered top-up would pay the buyer twice.
 */
async function confirmUndelivered(deps: OrderActionsDeps, line: OrderItemRow): Promise<void> {
  let status: string;
  try {
    status = (await deps.supplier.getStatus(line.id)).status;
  } catch (error) {
    deps.log.warn({ err: error, itemId: line.id }, "supplier status before a refund failed");
    throw new AppError(
      "SUPPLIER_UNAVAILABLE",
      `The supplier could not say whether ${lineName(line)} was delivered: try the refund again later`,
    );
  }
  if (status === "delivered") {
    throw new AppError(
      "CONFLICT",
      `The supplier reports ${lineName(line)} as delivered: retry delivery to record it instead of refunding`,
    );
  }
  if (status === "pending") {
    throw new AppError(
      "CONFLICT",
      `The supplier is still working on ${lineName(line)}: retry delivery to follow it up, or refund once the supplier has answered`,
    );
  }
}

const sameLines = (a: OrderItemRow[], b: OrderItemRow[]) =>
  a.length === b.length &&
  a.every(
    (line, index) =>
      line.id === b[index]?.id &&
      line.status === b[index]?.status &&
      line.deliveryAttempts === b[index]?.deliveryAttempts,
  );

type Outcome = { line: OrderItemRow; amountCents: number; result: RefundResult };

/**
 * Refunds the failed and waiting lines of an order on hold (a whole order that delivered
 * nothing, or what is left of one): each line through the payment provider with the reference
 * `refund:<purchase id>`, the one automatic refunds use, so a line the provider already paid
 * back (an earlier attempt that timed out) is never paid twice.
 *
 * The provider is called outside any transaction (embedded PGlite runs one at a time, and the
 * sandbox provider needs its own), so the refund goes in three steps:
 * 1. check, and ask the supplier about lines it saw; then, in one transaction, check again under
 *    the lock and write the `refund_requested` marker, which keeps retry and release away until
 *    the outcome is recorded;
 * 2. call the provider, line by line;
 * 3. in one transaction: the lines refunded, their events and e-mails (as the automatic refund
 *    sends them), the order settled (refunded, or completed for the lines delivered) or still on
 *    hold with `refund_failed` when the provider refused, and the audit record.
 * Returns the message for the admin; throws UNAVAILABLE (after recording it) when the provider
 * refunded nothing.
 */
export async function refundOrder(
  deps: OrderActionsDeps,
  orderId: string,
  actor: AdminActor,
): Promise<string> {
  const { db } = deps;
  const staff = staffActorOf(actor.userId);
  const seen = await findOrder(db, orderId);
  if (!seen) throw new AppError("NOT_FOUND", "Order not found");
  const planned = refundableLines(seen, await selectOrderItems(db, orderId), deps.clock.now());
  for (const line of planned) {
    if (line.status === "pending" && line.deliveryAttempts > 0) {
      await confirmUndelivered(deps, line);
    }
  }

  const { lifecycle } = deps;
  const order = await lifecycle.transaction(async (changes) => {
    const { tx } = changes;
    const items = await lockOrderItemsOf(tx, orderId);
    const locked = await lockOrder(tx, orderId);
    if (!locked) throw new AppError("NOT_FOUND", "Order not found");
    if (!sameLines(refundableLines(locked, items, deps.clock.now()), planned)) {
      throw new AppError(
        "CONFLICT",
        "The order changed while the refund was being prepared: look at it again",
      );
    }
    const total = planned.reduce((sum, line) => sum + amountOf(line), 0);
    await changes.mark(orderId, "refund_requested", {
      cause: `Refund of ${formatUsd(total)} (${planned.length === 1 ? "1 line" : `${planned.length} lines`}) asked of the payment provider`,
      actor: staff,
    });
    return locked;
  });

  const outcomes: Outcome[] = [];
  for (const line of planned) {
    const amountCents = amountOf(line);
    const result = await lifecycle.askRefund(order, line, "admin refund failed");
    outcomes.push({ line, amountCents, result });
  }

  const recorded = await lifecycle.transaction(async (changes) => {
    const { tx } = changes;
    const items = await lockOrderItemsOf(tx, orderId);
    const current = await lockOrder(tx, orderId);
    if (!current) throw new AppError("NOT_FOUND", "Order not found");
    let refundedCents = 0;
    let failedCents = 0;
    for (const { line, amountCents, result } of outcomes) {
      const now = items.find((item) => item.id === line.id);
      // Recorded meanwhile by a refund that asked at the same time (the provider paid once).
      if (!now || !nextLineStatus(now.status, "refunded")) continue;
      if (result.status === "failed") {
        failedCents += amountCents;
        await changes.mark(orderId, "refund_failed", {
          orderItemId: line.id,
          cause: `Refund of ${formatUsd(amountCents)} for ${lineName(line)} failed: the payment provider did not make it`,
          actor: staff,
        });
        continue;
      }
      refundedCents += amountCents;
      await changes.recordLineRefund(current, now, {
        cause: `${formatUsd(amountCents)} refunded by support (${result.refundId})`,
        actor: staff,
      });
    }
    if (refundedCents === 0 && failedCents === 0) {
      throw new AppError("CONFLICT", "Another refund of this order finished first");
    }
    // Any refund that failed leaves the payment `refund_failed`; none failing clears an earlier
    // failure (the payment is in order again), and the order settles.
    let order = current;
    if (failedCents > 0) {
      if (order.paymentStatus !== "refund_failed") {
        order = await changes.apply(order, "staffRefundFailed", []);
      }
    } else {
      if (order.paymentStatus === "refund_failed") {
        order = await changes.apply(order, "staffRefundRecovered", []);
      }
      await changes.settle(order, staff);
    }
    const after = (await findOrder(tx, orderId)) ?? current;
    await recordAudit(tx, actor, {
      action: "orders.refund",
      targetType: "order",
      targetId: orderId,
      before: snapshotOf(current, items),
      after: {
        ...snapshotOf(after, await selectOrderItems(tx, orderId)),
        refundedCents,
        failedCents,
      },
    });
    return { refundedCents, failedCents };
  });

  if (recorded.refundedCents === 0) {
    throw new AppError(
      "UNAVAILABLE",
      `The payment provider did not refund ${formatUsd(recorded.failedCents)}: nothing was refunded and the order stays on hold. Try again later.`,
    );
  }
  if (recorded.failedCents > 0) {
    return `Refunded ${formatUsd(recorded.refundedCents)}; the refund of ${formatUsd(recorded.failedCents)} failed and the order stays on hold`;
  }
  return `Refunded ${formatUsd(recorded.refundedCents)}; the buyer was e-mailed`;
}

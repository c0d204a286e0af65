import { staffActorOf } from "#contracts/admin-orders.ts";
import { formatUsd, type PaymentStatus } from "#contracts/buying-rules.ts";
import { AppError } from "#contracts/errors-rules.ts";
import type { LanguageCode } from "#contracts/languages.ts";
import { settleOrder } from "#server/modules/orders/fulfilment.ts";
import { refundedMail } from "#server/modules/orders/orders.emails.ts";
import {
  findOrder,
  insertOrderEvent,
  lockOrder,
  type OrderItemRow,
  type OrderRow,
  selectOrderItems,
  updateOrder,
  updateOrderItem,
} from "#server/modules/orders/orders.repository.ts";
import { type AdminActor, recordAudit } from "#server/platform/audit-log.ts";
import type { Transaction } from "#server/platform/jobs.ts";
import type { RefundResult } from "#server/platform/payments/payment-provider.ts";
import {
  lineName,
  lineStillInFlight,
  openLines,
  refundRefusal,
  snapshotOf,
  stateOf,
} from "./admin-order-rules.ts";
import { lockOrderItemsOf } from "./admin-orders.repository.ts";
import type { AdminOrdersDeps } from "./admin-orders.service.ts";

const amountOf = (item: OrderItemRow) => item.unitPriceCents * item.quantity;

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
      `A delivery attempt of ${lineName(busy)} started less than 2 minutes ago: wait for the supplier's answer before refunding`,
    );
  }
  return lines;
}

/**
 * A line fulfilment tried and never settled may have been delivered after all: the supplier,
 * asked by the purchase id, must say it was not (never received, or refused) before the money
 * goes back. Refunding a delivered top-up would pay the buyer twice.
 */
async function confirmUndelivered(deps: AdminOrdersDeps, line: OrderItemRow): Promise<void> {
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
  deps: AdminOrdersDeps,
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

  const order = await db.transaction(async (tx) => {
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
    await insertOrderEvent(tx, {
      orderId,
      status: "refund_requested",
      cause: `Refund of ${formatUsd(total)} (${planned.length === 1 ? "1 line" : `${planned.length} lines`}) asked of the payment provider`,
      actor: staff,
    });
    return locked;
  });

  const outcomes: Outcome[] = [];
  for (const line of planned) {
    const amountCents = amountOf(line);
    const result: RefundResult = order.paymentId
      ? await deps.payments
          .refund({ paymentId: order.paymentId, amountCents, reference: `refund:${line.id}` })
          .catch((error: unknown) => {
            deps.log.error({ err: error, orderId }, "admin refund failed");
            return { refundId: "", status: "failed" as const };
          })
      : { refundId: "", status: "failed" };
    outcomes.push({ line, amountCents, result });
  }

  const recorded = await db.transaction(async (tx) => {
    const items = await lockOrderItemsOf(tx, orderId);
    const current = await lockOrder(tx, orderId);
    if (!current) throw new AppError("NOT_FOUND", "Order not found");
    let refundedCents = 0;
    let failedCents = 0;
    for (const { line, amountCents, result } of outcomes) {
      const now = items.find((item) => item.id === line.id);
      // Recorded meanwhile by a refund that asked at the same time (the provider paid once).
      if (!now || (now.status !== "failed" && now.status !== "pending")) continue;
      if (result.status === "failed") {
        failedCents += amountCents;
        await insertOrderEvent(tx, {
          orderId,
          orderItemId: line.id,
          status: "refund_failed",
          cause: `Refund of ${formatUsd(amountCents)} for ${lineName(line)} failed: the payment provider did not make it`,
          actor: staff,
        });
        continue;
      }
      refundedCents += amountCents;
      await updateOrderItem(tx, line.id, { status: "refunded" });
      await insertOrderEvent(tx, {
        orderId,
        orderItemId: line.id,
        status: "refunded",
        cause: `${formatUsd(amountCents)} refunded by support (${result.refundId})`,
        actor: staff,
      });
      await deps.mailer.send(
        refundedMail({
          order: current,
          item: now,
          lang: current.language as LanguageCode,
          origin: deps.origin,
        }),
        { tx: tx as unknown as Transaction },
      );
    }
    if (refundedCents === 0 && failedCents === 0) {
      throw new AppError("CONFLICT", "Another refund of this order finished first");
    }
    const paymentStatus: PaymentStatus =
      failedCents > 0
        ? "refund_failed"
        : current.paymentStatus === "refund_failed"
          ? "paid"
          : current.paymentStatus;
    if (paymentStatus !== current.paymentStatus) {
      await updateOrder(tx, orderId, { paymentStatus });
    }
    if (failedCents === 0) await settleOrder(tx, { ...current, paymentStatus }, deps, staff);
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
    return {
      refundedCents,
      failedCents,
      after,
      changed: after.status !== current.status || after.paymentStatus !== current.paymentStatus,
    };
  });
  if (recorded.changed) deps.notify(recorded.after);

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

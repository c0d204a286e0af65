import { type AdminOrderRefundRequest, staffActorOf } from "#contracts/admin-orders.ts";
import { formatUsd } from "#contracts/buying-rules.ts";
import { AppError } from "#contracts/errors-rules.ts";
import { type AdminActor, recordAudit } from "#server/platform/audit-log.ts";
import type { RefundEvent, RefundResult } from "#server/platform/payments/payment-provider.ts";
import {
  lineName,
  lineStillInFlight,
  openLines,
  refundableCentsOf,
  refundRefusal,
  snapshotOf,
  stateOf,
} from "./order-action-rules.ts";
import type { OrderActionsDeps } from "./order-actions.service.ts";
import {
  deliveryAttemptMaxText,
  lineAmountCents,
  nextLineStatus,
  type OrderLifecycle,
  type OrderTx,
} from "./order-lifecycle.ts";
import { lockOrderItemsOf } from "./orders.admin.repository.ts";
import {
  findOrder,
  findWaitingRefundByReference,
  lockOrder,
  type OrderItemRow,
  type OrderRefundRow,
  type OrderRow,
  recordPaymentEvent,
  selectOrderItems,
  selectOrderRefunds,
  selectRefundsByProviderId,
  selectUnansweredRefunds,
} from "./orders.repository.ts";

/** One refund to ask of the provider: a line (all or what remains of it) or an amount. */
type Part = { line: OrderItemRow | null; amountCents: number };

/**
 * Lines a refund record gives back, or is giving back: a line with one is never planned again
 * (two refunds asked at the same time would otherwise both pay it).
 */
function linesUnderRefund(refunds: OrderRefundRow[]): Set<string> {
  return new Set(
    refunds
      .filter((refund) => refund.status !== "failed" && refund.orderItemId)
      .map((refund) => refund.orderItemId as string),
  );
}

/**
 * What a refund pays back, or the error that says why it cannot:
 * - an order on hold (nothing delivered is touched while delivery may run): its failed and
 *   waiting lines, all of them or the chosen ones; never an amount;
 * - a delivered (completed) order: the whole of what remains (each line not yet given back,
 *   capped by what remains), the chosen delivered lines, or an amount of the order; never more
 *   than what remains (the total less requested and succeeded refunds).
 */
function planRefund(
  order: OrderRow,
  items: OrderItemRow[],
  refunds: OrderRefundRow[],
  request: AdminOrderRefundRequest,
  nowMs: number,
): Part[] {
  const refusal = refundRefusal(stateOf(order, items, refunds));
  if (refusal) throw new AppError("CONFLICT", refusal);
  const remaining = refundableCentsOf(order, refunds);
  const chosen = (candidates: OrderItemRow[], what: string): OrderItemRow[] => {
    if (!request.lineIds) return candidates;
    return [...new Set(request.lineIds)].map((id) => {
      const item = items.find((line) => line.id === id);
      if (!item) throw new AppError("NOT_FOUND", `Line ${id} is not a line of this order`);
      if (!candidates.includes(item)) {
        throw new AppError(
          "CONFLICT",
          item.status === "refunded" || linesUnderRefund(refunds).has(item.id)
            ? `${lineName(item)} was refunded already`
            : `${lineName(item)} cannot be refunded now: only ${what} can`,
        );
      }
      return item;
    });
  };

  if (order.status === "on_hold") {
    if (request.amountCents !== undefined) {
      throw new AppError(
        "CONFLICT",
        "An amount can be refunded only from a delivered order: refund the lines of an order on hold",
      );
    }
    const under = linesUnderRefund(refunds);
    const open = openLines(items).filter((line) => !under.has(line.id));
    if (open.length === 0) {
      throw new AppError(
        "CONFLICT",
        "A refund of this order is under way: wait for it to finish, then look again",
      );
    }
    const lines = chosen(open, "failed or waiting lines of an order on hold");
    const busy = lineStillInFlight(lines, nowMs);
    if (busy) {
      throw new AppError(
        "CONFLICT",
        `A delivery attempt of ${lineName(busy)} started less than ${deliveryAttemptMaxText} ago: wait for the supplier's answer before refunding`,
      );
    }
    return lines.map((line) => ({ line, amountCents: lineAmountCents(line) }));
  }

  // A delivered order: every line completed or refunded (refundRefusal let nothing else by).
  const overRefund = (asked: number) =>
    new AppError(
      "CONFLICT",
      `Only ${formatUsd(remaining)} of this order remains refundable: ${formatUsd(asked)} is more than that`,
    );
  if (request.amountCents !== undefined) {
    if (request.amountCents > remaining) throw overRefund(request.amountCents);
    return [{ line: null, amountCents: request.amountCents }];
  }
  const under = linesUnderRefund(refunds);
  const delivered = items.filter((line) => line.status === "completed" && !under.has(line.id));
  if (request.lineIds) {
    const lines = chosen(delivered, "delivered lines");
    const asked = lines.reduce((sum, line) => sum + lineAmountCents(line), 0);
    if (asked > remaining) throw overRefund(asked);
    return lines.map((line) => ({ line, amountCents: lineAmountCents(line) }));
  }
  // The whole order: each line still delivered, paid back up to what remains (an amount given
  // back earlier comes off the last lines); anything left over as an amount.
  let left = remaining;
  const parts: Part[] = delivered.map((line) => {
    const amountCents = Math.min(lineAmountCents(line), left);
    left -= amountCents;
    return { line, amountCents };
  });
  if (left > 0) parts.push({ line: null, amountCents: left });
  // A line nothing remains for (amounts given back earlier covered it) is left as delivered.
  return parts.filter((part) => part.amountCents > 0);
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

const samePlan = (a: Part[], b: Part[]) =>
  a.length === b.length &&
  a.every(
    (part, index) =>
      part.amountCents === b[index]?.amountCents &&
      part.line?.id === b[index]?.line?.id &&
      part.line?.status === b[index]?.line?.status &&
      part.line?.deliveryAttempts === b[index]?.line?.deliveryAttempts,
  );

type Outcome = { record: OrderRefundRow; result: RefundResult };

/** What one recording of refund outcomes gave back, failed, and left waiting for the provider. */
type Recorded = { refundedCents: number; failedCents: number; waitingCents: number };

/**
 * Records the provider's answers for refund records of one order (the staff refund's last step,
 * and a refund webhook), under the locks the caller took (the order's lines, then the order):
 * - succeeded: the record succeeded; its line refunded (a delivered line's code revoked);
 * - failed: the record failed, with a `refund_failed` marker;
 * - pending: the record keeps waiting (with the provider's id) for the provider's webhook.
 * Then the order: one on hold keeps the rules of a held refund (refund_failed while any failed,
 * else settled); a delivered one is refunded when nothing remains, else partially refunded. The
 * buyer gets one e-mail for what was given back.
 */
async function recordOutcomes(
  changes: OrderTx,
  order: OrderRow,
  items: OrderItemRow[],
  outcomes: Outcome[],
  actor: string,
): Promise<Recorded> {
  const { tx } = changes;
  const recorded: Recorded = { refundedCents: 0, failedCents: 0, waitingCents: 0 };
  const refundedLines: OrderItemRow[] = [];
  const reasons = new Set<string>();
  // Read again under the lock: the provider's webhook may have settled a record meanwhile.
  const now = new Map((await selectOrderRefunds(tx, order.id)).map((row) => [row.id, row]));
  for (const { record: asked, result } of outcomes) {
    const record = now.get(asked.id);
    if (record?.status !== "requested") continue;
    const line = record.orderItemId
      ? items.find((item) => item.id === record.orderItemId)
      : undefined;
    const what = line ? lineName(line) : "the order";
    if (result.status === "failed") {
      recorded.failedCents += record.amountCents;
      await changes.recordRefund({ ...record, recordId: record.id, status: "failed" });
      await changes.mark(order.id, "refund_failed", {
        ...(line ? { orderItemId: line.id } : {}),
        cause: `Refund of ${formatUsd(record.amountCents)} for ${what} failed: the payment provider did not make it`,
        actor,
      });
      continue;
    }
    if (result.status === "pending") {
      recorded.waitingCents += record.amountCents;
      await changes.recordRefund({
        ...record,
        recordId: record.id,
        status: "requested",
        providerRefundId: result.refundId,
      });
      continue;
    }
    recorded.refundedCents += record.amountCents;
    reasons.add(record.reason);
    await changes.recordRefund({
      ...record,
      recordId: record.id,
      status: "succeeded",
      providerRefundId: result.refundId,
    });
    const note = {
      cause: `${formatUsd(record.amountCents)} refunded for ${what} (${result.refundId}): ${record.reason}`,
      actor,
    };
    if (line && nextLineStatus(line.status, "refunded")) {
      refundedLines.push(await changes.applyLine(line, "refunded", note));
    } else if (line && nextLineStatus(line.status, "refundedAfterDelivery")) {
      refundedLines.push(await changes.applyLine(line, "refundedAfterDelivery", note));
    } else if (!line) {
      await changes.mark(order.id, "refund_succeeded", note);
    }
  }

  let current = order;
  if (current.status === "on_hold") {
    if (recorded.failedCents > 0) {
      if (current.paymentStatus !== "refund_failed") {
        current = await changes.apply(current, "staffRefundFailed", []);
      }
    } else if (recorded.waitingCents === 0) {
      if (current.paymentStatus === "refund_failed") {
        current = await changes.apply(current, "staffRefundRecovered", []);
      }
      await changes.settle(current, actor);
    }
  } else if (recorded.refundedCents > 0 && current.status === "completed") {
    const refunds = await selectOrderRefunds(tx, order.id);
    const given = refunds
      .filter((refund) => refund.status === "succeeded")
      .reduce((sum, refund) => sum + refund.amountCents, 0);
    const full = given >= current.totalCents;
    await changes.apply(current, full ? "staffRefundedInFull" : "staffRefundedInPart", [
      {
        cause: full
          ? `Refunded in full (${formatUsd(given)})`
          : `${formatUsd(recorded.refundedCents)} refunded; ${formatUsd(current.totalCents - given)} remains paid`,
        actor,
      },
    ]);
  }
  if (recorded.refundedCents > 0) {
    await changes.mailStaffRefund(order, {
      lines: refundedLines,
      amountCents: recorded.refundedCents,
      reason: [...reasons].join("; "),
    });
  }
  return recorded;
}

/**
 * The one staff refund of a paid order: the failed and waiting lines of an order on hold, or a
 * delivered order in whole, by chosen lines or by an amount (planRefund). Each part goes through
 * the payment provider with an idempotent reference (`refund:<line id>`, the one automatic
 * refunds use, so a line is never paid twice; `refund:<record id>` for an amount).
 *
 * The provider is called outside any transaction (embedded PGlite runs one at a time, and the
 * sandbox provider needs its own), so the refund goes in three steps:
 * 1. check, and ask the supplier about lines it saw; then, in one transaction holding the order's
 *    lock, plan again and write a `requested` refund record per part and the `refund_requested`
 *    marker: what remains counts them, so a refund asked at the same time sees less left;
 * 2. call the provider, part by part;
 * 3. in one transaction: the outcomes (recordOutcomes) and the audit record.
 * Returns the message for the admin; throws UNAVAILABLE (after recording it) when the provider
 * refunded nothing.
 */
export async function refundOrder(
  deps: OrderActionsDeps,
  orderId: string,
  actor: AdminActor,
  request: AdminOrderRefundRequest,
): Promise<string> {
  const { db } = deps;
  const staff = staffActorOf(actor.userId);
  const seen = await findOrder(db, orderId);
  if (!seen) throw new AppError("NOT_FOUND", "Order not found");
  const planned = planRefund(
    seen,
    await selectOrderItems(db, orderId),
    await selectOrderRefunds(db, orderId),
    request,
    deps.clock.now(),
  );
  for (const { line } of planned) {
    if (line?.status === "pending" && line.deliveryAttempts > 0) {
      await confirmUndelivered(deps, line);
    }
  }

  const { lifecycle } = deps;
  const asked = await lifecycle.transaction(async (changes) => {
    const { tx } = changes;
    const items = await lockOrderItemsOf(tx, orderId);
    const locked = await lockOrder(tx, orderId);
    if (!locked) throw new AppError("NOT_FOUND", "Order not found");
    const refunds = await selectOrderRefunds(tx, orderId);
    const plan = planRefund(locked, items, refunds, request, deps.clock.now());
    if (!samePlan(plan, planned)) {
      throw new AppError(
        "CONFLICT",
        "The order changed while the refund was being prepared: look at it again",
      );
    }
    const total = plan.reduce((sum, part) => sum + part.amountCents, 0);
    await changes.mark(orderId, "refund_requested", {
      cause: `Refund of ${formatUsd(total)} (${plan.length === 1 ? "1 part" : `${plan.length} parts`}) asked of the payment provider: ${request.reason}`,
      actor: staff,
    });
    const records: OrderRefundRow[] = [];
    for (const part of plan) {
      records.push(
        await changes.recordRefund({
          orderId,
          orderItemId: part.line?.id ?? null,
          amountCents: part.amountCents,
          reason: request.reason,
          actor: staff,
          status: "requested",
        }),
      );
    }
    return { order: locked, records, before: snapshotOf(locked, items) };
  });

  const outcomes: Outcome[] = [];
  for (const record of asked.records) {
    const result = await lifecycle.askProviderRefund(
      asked.order,
      {
        amountCents: record.amountCents,
        reference: `refund:${record.orderItemId ?? record.id}`,
      },
      "admin refund failed",
    );
    outcomes.push({ record, result });
  }

  const recorded = await lifecycle.transaction(async (changes) => {
    const { tx } = changes;
    const items = await lockOrderItemsOf(tx, orderId);
    const current = await lockOrder(tx, orderId);
    if (!current) throw new AppError("NOT_FOUND", "Order not found");
    await recordOutcomes(changes, current, items, outcomes, staff);
    // What became of this refund's records, whoever recorded it (the provider's webhook may
    // have settled some first, the same way).
    const askedIds = new Set(asked.records.map((record) => record.id));
    const result: Recorded = { refundedCents: 0, failedCents: 0, waitingCents: 0 };
    for (const record of await selectOrderRefunds(tx, orderId)) {
      if (!askedIds.has(record.id)) continue;
      const key =
        record.status === "succeeded"
          ? "refundedCents"
          : record.status === "failed"
            ? "failedCents"
            : "waitingCents";
      result[key] += record.amountCents;
    }
    const after = (await findOrder(tx, orderId)) ?? current;
    await recordAudit(tx, actor, {
      action: "orders.refund",
      targetType: "order",
      targetId: orderId,
      before: asked.before,
      after: {
        ...snapshotOf(after, await selectOrderItems(tx, orderId)),
        reason: request.reason,
        ...(request.lineIds ? { lineIds: request.lineIds } : {}),
        ...(request.amountCents !== undefined ? { amountCents: request.amountCents } : {}),
        refundIds: asked.records.map((record) => record.id),
        ...result,
      },
    });
    return result;
  });

  if (recorded.refundedCents === 0 && recorded.waitingCents === 0) {
    throw new AppError(
      "UNAVAILABLE",
      `The payment provider did not refund ${formatUsd(recorded.failedCents)}: nothing was refunded${asked.order.status === "on_hold" ? " and the order stays on hold" : ""}. Try again later.`,
    );
  }
  const parts = [`Refunded ${formatUsd(recorded.refundedCents)}`];
  if (recorded.waitingCents > 0) {
    parts.push(`${formatUsd(recorded.waitingCents)} waits for the payment provider's confirmation`);
  }
  if (recorded.failedCents > 0) {
    parts.push(
      `the refund of ${formatUsd(recorded.failedCents)} failed${asked.order.status === "on_hold" ? " and the order stays on hold" : ""}`,
    );
  }
  return recorded.failedCents > 0 || recorded.waitingCents > 0
    ? parts.join("; ")
    : `${parts[0]}; the buyer was e-mailed`;
}

/**
 * A refund's outcome reported by the provider's webhook (each event once): a refund record still
 * waiting is settled as the staff refund's last step would have; one already settled is left
 * as it is (the synchronous answer came first).
 */
export async function reconcileRefund(
  lifecycle: OrderLifecycle,
  providerName: string,
  event: RefundEvent,
): Promise<void> {
  if (event.status === "pending") return;
  await lifecycle.transaction(async (changes) => {
    const { tx } = changes;
    // By the provider's id; or, when the webhook overtook the refund's own recording of that id,
    // by the reference the shop gave the provider.
    const [known] = await selectRefundsByProviderId(tx, event.refundId);
    const byReference =
      !known && event.reference
        ? await findWaitingRefundByReference(tx, event.reference)
        : undefined;
    const found = known ?? byReference;
    if (!found) return;
    const fresh = await recordPaymentEvent(tx, {
      id: `${providerName}:${event.eventId}`,
      orderId: found.orderId,
      type: event.type,
    });
    if (!fresh) return;
    const items = await lockOrderItemsOf(tx, found.orderId);
    const order = await lockOrder(tx, found.orderId);
    if (!order) return;
    const waiting = (
      byReference ? [byReference] : await selectRefundsByProviderId(tx, event.refundId)
    ).filter((record) => record.status === "requested");
    await recordOutcomes(
      changes,
      order,
      items,
      waiting.map((record) => ({
        record,
        result: { refundId: event.refundId, status: event.status },
      })),
      "payment provider",
    );
  });
}

/** How long a refund may wait for its answer to be recorded before it is asked again. */
const unansweredRefundMs = 5 * 60_000;
/**
 * The oldest unanswered refund asked again: the provider recognises a repeated reference (an
 * idempotency key) for a limited time (Stripe: 24 hours), after which asking again could refund
 * twice. Older ones stay `requested` for staff to check at the provider.
 */
const unansweredRefundMaxAgeMs = 23 * 60 * 60_000;

/**
 * Refunds whose provider answer was never recorded (the process stopped between asking and
 * recording, or the call never got through): asked again with the same reference, so a refund
 * the provider made already is answered, not made twice, and then recorded as the staff refund's
 * last step would have. A provider that does not answer now leaves the record for the next run.
 * Returns how many it asked again and recorded (a record the webhook or another run settled
 * meanwhile is left as it is).
 */
export async function resumeUnansweredRefunds(deps: OrderActionsDeps): Promise<number> {
  const now = deps.clock.now();
  const stuck = await selectUnansweredRefunds(
    deps.db,
    { since: new Date(now - unansweredRefundMaxAgeMs), before: new Date(now - unansweredRefundMs) },
    50,
  );
  let settled = 0;
  for (const record of stuck) {
    const order = await findOrder(deps.db, record.orderId);
    if (!order) continue;
    const result = await deps.lifecycle.askProviderRefundAgain(order, {
      amountCents: record.amountCents,
      reference: `refund:${record.orderItemId ?? record.id}`,
    });
    if (!result) continue;
    await deps.lifecycle.transaction(async (changes) => {
      const items = await lockOrderItemsOf(changes.tx, record.orderId);
      const current = await lockOrder(changes.tx, record.orderId);
      if (!current) return;
      await recordOutcomes(changes, current, items, [{ record, result }], "system");
    });
    settled += 1;
  }
  return settled;
}

import type { FastifyBaseLogger } from "fastify";
import { formatUsd } from "#contracts/buying-rules.ts";
import type { Db } from "#db/client.ts";
import type { Jobs } from "#server/platform/jobs.ts";
import type { Clock } from "#server/platform/read-cache.ts";
import {
  type DeliveryOutcome,
  SupplierAmbiguousError,
  type TopUpSupplier,
} from "#server/platform/supplier/top-up-supplier.ts";
import {
  deliveryAttemptMaxMs,
  lineAmountCents,
  maintenanceRetryMaxMs,
  nextLineStatus,
  type OrderLifecycle,
  type OrderTx,
  orderEventAllowed,
} from "./order-lifecycle.ts";
import { type FulfilmentJob, fulfilmentQueue } from "./orders.jobs.ts";
import { findOrder, lockOrder, lockOrderItem, type OrderItemRow } from "./orders.repository.ts";

/** Thrown to let pg-boss retry the job later (with backoff). */
class RetryLater extends Error {
  override name = "RetryLater";
}

/**
 * Delivery of one purchase, as a pg-boss job: the purchase id is the supplier's idempotency
 * reference, so a retried or resumed job never delivers twice. Before asking again after an
 * unclear answer (timeout, crash mid-call) the supplier is asked what became of the reference.
 * After the retry budget the line is refunded through the payment provider; a failed refund
 * puts the order on hold for a human.
 *
 * A refusal because the game's servers are under maintenance is no failed attempt: the line
 * waits for them (its order page says so), asked again after a pause as long as the wait so far
 * (from the retry delay up to maintenanceRetryMaxMs), and is delivered once the game is back. Only
 * a game still down when the wait has lasted `maintenanceWaitMinutes` ends in the refund.
 */
export function registerFulfilment(deps: {
  db: Db;
  jobs: Jobs;
  supplier: TopUpSupplier;
  lifecycle: OrderLifecycle;
  retryLimit: number;
  retryDelaySeconds: number;
  maintenanceWaitMinutes: number;
  clock: Clock;
  log: FastifyBaseLogger;
}): void {
  const { db, jobs, supplier, lifecycle } = deps;
  const maintenanceWaitMs = deps.maintenanceWaitMinutes * 60_000;
  const maintenanceWaitText = durationText(deps.maintenanceWaitMinutes);
  // The job pushes the order after each step itself (a line may change while the order does
  // not), so its transactions do not push on their own.
  const change = <T>(work: (changes: OrderTx) => Promise<T>) =>
    lifecycle.transaction(work, { push: false });
  jobs.define({
    name: fulfilmentQueue,
    retryLimit: deps.retryLimit + 1,
    retryDelaySeconds: deps.retryDelaySeconds,
    // A buyer waits for a top-up: once the supplier answers again, delivery follows within
    // eight base delays (40 s by default), not after an ever longer doubling.
    retryDelayMaxSeconds: deps.retryDelaySeconds * 8,
    // A job whose process died mid-call is picked up again after this.
    expireInSeconds: deliveryAttemptMaxMs / 1000,
  });

  /** Records the outcome; returns whether the job is done. */
  const record = async (item: OrderItemRow, outcome: DeliveryOutcome, attempts: number) => {
    if (outcome.status === "delivered") {
      await change(async (changes) => {
        const locked = await lockOrderItem(changes.tx, item.id);
        if (locked?.status !== "pending") return;
        await changes.applyLine(
          locked,
          "delivered",
          {
            cause: `${item.gameName} ${item.packageName} delivered (transaction ${outcome.transactionId})`,
            actor: "supplier",
          },
          {
            attempts,
            delivery: {
              transactionId: outcome.transactionId,
              serialNumber: outcome.serialNumber ?? null,
              code: outcome.code ?? null,
            },
          },
        );
        await settle(changes, item.orderId);
      });
      return true;
    }
    if (outcome.status === "failed" && !outcome.retryable) {
      await giveUp(item, outcome.reason, attempts);
      return true;
    }
    return false;
  };

  /** Settles the order once no line is pending, unless it is on hold (a human decides then). */
  const settle = async (changes: OrderTx, orderId: string) => {
    const order = await lockOrder(changes.tx, orderId);
    if (!order || order.status === "on_hold") return;
    await changes.settle(order);
  };

  /** Unclear for good (delivered or not?): neither deliver again nor refund; a human decides. */
  const holdForHuman = async (item: OrderItemRow, cause: string) => {
    await change(async (changes) => {
      const order = await lockOrder(changes.tx, item.orderId);
      if (!order || !orderEventAllowed(order, "supplierUnclear")) return;
      await changes.apply(
        order,
        "supplierUnclear",
        [{ cause: `${cause}: support has been notified`, actor: "system" }],
        { orderItemId: item.id },
      );
    });
  };

  /**
   * The supplier refused for now because the game is under maintenance: the line waits (the
   * first refusal records why, with its own event) and its next attempt is queued, or, once the
   * wait has lasted the window, it is given up and refunded. A refusal is no delivery attempt:
   * the line's count stays where it was, so the retry budget is whole when the game is back.
   */
  const waitForGame = async (item: OrderItemRow, reason: string) => {
    const now = deps.clock.now();
    const since = item.waitingForGameSince?.getTime() ?? now;
    if (now - since >= maintenanceWaitMs) {
      await giveUp(
        item,
        `the game's servers were still under maintenance after ${maintenanceWaitText}`,
        item.deliveryAttempts,
      );
      return;
    }
    const pauseMs = Math.min(
      Math.max(deps.retryDelaySeconds * 1000, now - since),
      maintenanceRetryMaxMs,
      since + maintenanceWaitMs - now,
    );
    await change(async (changes) => {
      const line = await lockOrderItem(changes.tx, item.id);
      if (line?.status !== "pending") return;
      if (line.waitingForGameSince) {
        await changes.countAttempt(line, item.deliveryAttempts);
      } else {
        await changes.applyLine(
          line,
          "waitingForGame",
          {
            cause: `Waiting for the game's servers (${reason}): delivery continues on its own once they are back; refunded if they are still down after ${maintenanceWaitText}`,
            actor: "supplier",
          },
          { attempts: item.deliveryAttempts, waitingSince: new Date(now) },
        );
      }
      await changes.queueDelivery([line], { afterSeconds: Math.max(1, Math.ceil(pauseMs / 1000)) });
    });
    deps.log.info(
      { itemId: item.id, waitedMs: now - since, nextInMs: pauseMs },
      "game under maintenance; delivery waits",
    );
  };

  /** The game answered with something other than maintenance: the line no longer waits for it. */
  const endWait = async (item: OrderItemRow) => {
    await change(async (changes) => {
      const line = await lockOrderItem(changes.tx, item.id);
      if (line?.status !== "pending" || !line.waitingForGameSince) return;
      await changes.applyLine(line, "gameBack", {
        cause: "The game's servers are back: delivering",
        actor: "supplier",
      });
    });
  };

  const giveUp = async (item: OrderItemRow, reason: string, attempts: number) => {
    await change(async (changes) => {
      const locked = await lockOrderItem(changes.tx, item.id);
      if (locked?.status !== "pending") return;
      await changes.applyLine(
        locked,
        "gaveUp",
        { cause: `Delivery failed: ${reason}`, actor: "supplier" },
        { attempts },
      );
    });
    const order = await findOrder(db, item.orderId);
    if (!order) return;
    const amountCents = lineAmountCents(item);
    const refund = await lifecycle.askRefund(order, item, "refund failed");
    await change(async (changes) => {
      const line = await lockOrderItem(changes.tx, item.id);
      const current = await lockOrder(changes.tx, order.id);
      if (!current || !line) return;
      if (refund.status === "failed") {
        await changes.apply(
          current,
          "autoRefundFailed",
          [
            {
              cause: `Refund of ${formatUsd(amountCents)} failed: support has been notified`,
              actor: "system",
            },
          ],
          { orderItemId: item.id },
        );
        return;
      }
      // Refunded meanwhile by staff (same provider reference: paid back once): recorded once.
      if (!nextLineStatus(line.status, "refunded")) return;
      await changes.recordLineRefund(
        current,
        line,
        {
          cause: `${formatUsd(amountCents)} refunded (${refund.refundId})`,
          actor: "payment provider",
        },
        refund,
      );
      await settle(changes, order.id);
    });
  };

  jobs.work<FulfilmentJob>(
    fulfilmentQueue,
    async ({ itemId }, job) => {
      const item = await db.transaction(async (tx) => lockOrderItem(tx, itemId));
      if (item?.status !== "pending") return;
      const attempts = item.deliveryAttempts + 1;
      const started = await change(async (changes) => {
        // The line's lock before the order's, the order recording a delivery takes them in.
        const line = await lockOrderItem(changes.tx, itemId);
        const order = await lockOrder(changes.tx, item.orderId);
        // An order on hold is left alone: an admin releases it, retries or refunds its lines, and
        // queues its deliveries again then. A job of such an order just ends.
        if (line?.status !== "pending" || order?.status === "on_hold") return false;
        await changes.countAttempt(line, attempts);
        if (order && orderEventAllowed(order, "deliveryStarted")) {
          await changes.apply(order, "deliveryStarted", [
            { cause: "Delivering the currency", actor: "system" },
          ]);
        }
        return true;
      });
      if (!started) return;
      await lifecycle.pushLatest(item.orderId);

      let outcome: DeliveryOutcome | { status: "unknown" };
      try {
        // Any earlier attempt may have reached the supplier: ask before delivering again.
        outcome =
          item.deliveryAttempts > 0 ? await supplier.getStatus(itemId) : { status: "unknown" };
        if (
          outcome.status === "unknown" ||
          outcome.status === "maintenance" ||
          (outcome.status === "failed" && outcome.retryable)
        ) {
          outcome = await supplier.deliver({
            reference: itemId,
            sku: item.supplierSku,
            quantity: item.quantity,
            player: { game: item.gameSlug, fields: item.playerFields },
            kind: item.deliveryKind,
          });
        }
      } catch (error) {
        if (!(error instanceof SupplierAmbiguousError)) throw error;
        outcome = { status: "pending" };
      }
      if (outcome.status === "maintenance") {
        await waitForGame(item, outcome.reason);
        await lifecycle.pushLatest(item.orderId);
        return;
      }
      const done = await record(item, outcome, attempts);
      if (done) {
        await lifecycle.pushLatest(item.orderId);
        return;
      }
      if (item.waitingForGameSince) {
        await endWait(item);
        await lifecycle.pushLatest(item.orderId);
      }
      const reason = outcome.status === "failed" ? outcome.reason : "no answer from the supplier";
      if (attempts > deps.retryLimit) {
        // Never refund something the supplier may have delivered: ask one last time.
        const last = await supplier.getStatus(itemId).catch(() => ({ status: "unknown" as const }));
        if (last.status === "delivered" || (last.status === "failed" && !last.retryable)) {
          await record(item, last, attempts);
        } else if (last.status === "pending" || outcome.status === "pending") {
          await holdForHuman(item, "The supplier never confirmed this delivery either way");
        } else {
          await giveUp(item, reason, attempts);
        }
        await lifecycle.pushLatest(item.orderId);
        return;
      }
      deps.log.warn({ itemId, attempts, jobId: job.id, reason }, "delivery not finished; retrying");
      throw new RetryLater(reason);
    },
    // Several deliveries at once: a slow supplier call must not hold up every other order.
    { localConcurrency: 4 },
  );
}

/** "4 hours", "90 minutes": the maintenance window in the words of an order event. */
function durationText(minutes: number): string {
  if (minutes % 60 === 0) return minutes === 60 ? "1 hour" : `${minutes / 60} hours`;
  return minutes === 1 ? "1 minute" : `${minutes} minutes`;
}

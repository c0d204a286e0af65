import type { FastifyBaseLogger } from "fastify";
import { formatUsd, type OrderStatus } from "#contracts/buying-rules.ts";
import type { LanguageCode } from "#contracts/languages.ts";
import type { Db, Executor } from "#db/client.ts";
import type { Jobs, Transaction } from "#server/platform/jobs.ts";
import type { Mailer } from "#server/platform/mail.ts";
import type { PaymentProvider } from "#server/platform/payments/payment-provider.ts";
import { decryptText, encryptText } from "#server/platform/secrets.ts";
import {
  type DeliveryOutcome,
  SupplierAmbiguousError,
  type TopUpSupplier,
} from "#server/platform/supplier/top-up-supplier.ts";
import { deliveredMail, refundedMail } from "./orders.emails.ts";
import {
  findOrder,
  insertOrderEvent,
  lockOrder,
  lockOrderItem,
  type OrderItemRow,
  type OrderRow,
  selectOrderItems,
  updateOrder,
  updateOrderItem,
} from "./orders.repository.ts";
import { type FulfilmentJob, fulfilmentQueue, type OrderNotifier } from "./orders.service.ts";

/** Thrown to let pg-boss retry the job later (with backoff). */
class RetryLater extends Error {
  override name = "RetryLater";
}

/** What settling an order needs: the delivery e-mail, with the codes it carries. */
export type SettleDeps = { mailer: Mailer; codeKey: Buffer; origin: string };

/**
 * The end of an order none of whose lines is pending or failed: refunded when every line was
 * refunded (the payment too), else completed, with the delivery e-mail for the delivered lines.
 * Returns the status it set, or null (and changes nothing) while a line is pending or failed.
 * The caller holds the order's lock (`order` is the locked row) and decides about holds.
 */
export async function settleOrder(
  tx: Executor,
  order: OrderRow,
  deps: SettleDeps,
  actor = "system",
): Promise<OrderStatus | null> {
  const items = await selectOrderItems(tx, order.id);
  if (items.some((row) => row.status === "pending" || row.status === "failed")) return null;
  const delivered = items.filter((row) => row.status === "completed");
  const allRefunded = items.every((row) => row.status === "refunded");
  const status = allRefunded ? "refunded" : "completed";
  await updateOrder(tx, order.id, {
    status,
    ...(allRefunded ? { paymentStatus: "refunded" as const } : {}),
  });
  await insertOrderEvent(tx, {
    orderId: order.id,
    status,
    cause: allRefunded
      ? "Nothing could be delivered: the payment was refunded"
      : "Currency delivered",
    actor,
  });
  if (delivered.length > 0) {
    await deps.mailer.send(
      deliveredMail({
        order,
        items: delivered.map((row) => ({
          row,
          code: row.codeEncrypted ? decryptText(deps.codeKey, row.codeEncrypted) : null,
        })),
        lang: order.language as LanguageCode,
        origin: deps.origin,
      }),
      { tx: tx as unknown as Transaction },
    );
  }
  return status;
}

/**
 * Delivery of one purchase, as a pg-boss job: the purchase id is the supplier's idempotency
 * reference, so a retried or resumed job never delivers twice. Before asking again after an
 * unclear answer (timeout, crash mid-call) the supplier is asked what became of the reference.
 * After the retry budget the line is refunded through the payment provider; a failed refund
 * puts the order on hold for a human.
 */
export function registerFulfilment(deps: {
  db: Db;
  jobs: Jobs;
  supplier: TopUpSupplier;
  payments: PaymentProvider;
  mailer: Mailer;
  codeKey: Buffer;
  origin: string;
  retryLimit: number;
  retryDelaySeconds: number;
  notify: OrderNotifier;
  log: FastifyBaseLogger;
}): void {
  const { db, jobs, supplier } = deps;
  jobs.define({
    name: fulfilmentQueue,
    retryLimit: deps.retryLimit + 1,
    retryDelaySeconds: deps.retryDelaySeconds,
    // A buyer waits for a top-up: once the supplier answers again, delivery follows within
    // eight base delays (40 s by default), not after an ever longer doubling.
    retryDelayMaxSeconds: deps.retryDelaySeconds * 8,
    // A job whose process died mid-call is picked up again after this.
    expireInSeconds: 120,
  });

  const notifyOrder = async (orderId: string) => {
    const order = await findOrder(db, orderId);
    if (order) deps.notify(order);
  };

  /** Records the outcome; returns whether the job is done. */
  const record = async (item: OrderItemRow, outcome: DeliveryOutcome, attempts: number) => {
    if (outcome.status === "delivered") {
      await db.transaction(async (tx) => {
        const locked = await lockOrderItem(tx, item.id);
        if (locked?.status !== "pending") return;
        await updateOrderItem(tx, item.id, {
          status: "completed",
          transactionId: outcome.transactionId,
          serialNumber: outcome.serialNumber ?? null,
          codeEncrypted: outcome.code ? encryptText(deps.codeKey, outcome.code) : null,
          deliveryAttempts: attempts,
        });
        await insertOrderEvent(tx, {
          orderId: item.orderId,
          orderItemId: item.id,
          status: "completed",
          cause: `${item.gameName} ${item.packageName} delivered (transaction ${outcome.transactionId})`,
          actor: "supplier",
        });
        await settle(tx, item.orderId);
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
  const settle = async (tx: Executor, orderId: string) => {
    const order = await lockOrder(tx, orderId);
    if (!order || order.status === "on_hold") return;
    await settleOrder(tx, order, deps);
  };

  /** Unclear for good (delivered or not?): neither deliver again nor refund; a human decides. */
  const holdForHuman = async (item: OrderItemRow, cause: string) => {
    await db.transaction(async (tx) => {
      const order = await lockOrder(tx, item.orderId);
      if (!order || order.status === "on_hold") return;
      await updateOrder(tx, order.id, { status: "on_hold" });
      await insertOrderEvent(tx, {
        orderId: order.id,
        orderItemId: item.id,
        status: "on_hold",
        cause: `${cause}: support has been notified`,
        actor: "system",
      });
    });
  };

  const giveUp = async (item: OrderItemRow, reason: string, attempts: number) => {
    await db.transaction(async (tx) => {
      const locked = await lockOrderItem(tx, item.id);
      if (locked?.status !== "pending") return;
      await updateOrderItem(tx, item.id, { status: "failed", deliveryAttempts: attempts });
      await insertOrderEvent(tx, {
        orderId: item.orderId,
        orderItemId: item.id,
        status: "failed",
        cause: `Delivery failed: ${reason}`,
        actor: "supplier",
      });
    });
    const order = await findOrder(db, item.orderId);
    if (!order) return;
    const amountCents = item.unitPriceCents * item.quantity;
    const refund = order.paymentId
      ? await deps.payments
          .refund({ paymentId: order.paymentId, amountCents, reference: `refund:${item.id}` })
          .catch((error: unknown) => {
            deps.log.error({ err: error, orderId: order.id }, "refund failed");
            return { refundId: "", status: "failed" as const };
          })
      : { refundId: "", status: "failed" as const };
    await db.transaction(async (tx) => {
      const current = await lockOrder(tx, order.id);
      if (!current) return;
      if (refund.status === "failed") {
        await updateOrder(tx, order.id, { status: "on_hold", paymentStatus: "refund_failed" });
        await insertOrderEvent(tx, {
          orderId: order.id,
          orderItemId: item.id,
          status: "on_hold",
          cause: `Refund of ${formatUsd(amountCents)} failed: support has been notified`,
          actor: "system",
        });
        return;
      }
      await updateOrderItem(tx, item.id, { status: "refunded" });
      await insertOrderEvent(tx, {
        orderId: order.id,
        orderItemId: item.id,
        status: "refunded",
        cause: `${formatUsd(amountCents)} refunded (${refund.refundId})`,
        actor: "payment provider",
      });
      await deps.mailer.send(
        refundedMail({
          order: current,
          item,
          lang: current.language as LanguageCode,
          origin: deps.origin,
        }),
        { tx: tx as unknown as Transaction },
      );
      await settle(tx, order.id);
    });
  };

  jobs.work<FulfilmentJob>(
    fulfilmentQueue,
    async ({ itemId }, job) => {
      const item = await db.transaction(async (tx) => lockOrderItem(tx, itemId));
      if (item?.status !== "pending") return;
      const attempts = item.deliveryAttempts + 1;
      const started = await db.transaction(async (tx) => {
        // The line's lock before the order's, the order recording a delivery takes them in.
        const line = await lockOrderItem(tx, itemId);
        const order = await lockOrder(tx, item.orderId);
        // An order on hold is left alone: an admin releases it, retries or refunds its lines, and
        // queues its deliveries again then. A job of such an order just ends.
        if (line?.status !== "pending" || order?.status === "on_hold") return false;
        await updateOrderItem(tx, itemId, { deliveryAttempts: attempts });
        if (order?.status === "processing") {
          await updateOrder(tx, order.id, { status: "in_progress" });
          await insertOrderEvent(tx, {
            orderId: order.id,
            status: "in_progress",
            cause: "Delivering the currency",
            actor: "system",
          });
        }
        return true;
      });
      if (!started) return;
      await notifyOrder(item.orderId);

      let outcome: DeliveryOutcome | { status: "unknown" };
      try {
        // Any earlier attempt may have reached the supplier: ask before delivering again.
        outcome =
          item.deliveryAttempts > 0 ? await supplier.getStatus(itemId) : { status: "unknown" };
        if (outcome.status === "unknown" || (outcome.status === "failed" && outcome.retryable)) {
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
      const done = await record(item, outcome, attempts);
      if (done) {
        await notifyOrder(item.orderId);
        return;
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
        await notifyOrder(item.orderId);
        return;
      }
      deps.log.warn({ itemId, attempts, jobId: job.id, reason }, "delivery not finished; retrying");
      throw new RetryLater(reason);
    },
    // Several deliveries at once: a slow supplier call must not hold up every other order.
    { localConcurrency: 4 },
  );
}

import type { FastifyBaseLogger } from "fastify";
import {
  type AdminOrderDetail,
  type AdminOrderList,
  type AdminOrderSearchQuery,
  dateBound,
  staffActorOf,
  staffIdOfActor,
} from "#contracts/admin-orders.ts";
import type { PaymentStatus } from "#contracts/buying-rules.ts";
import { AppError } from "#contracts/errors-rules.ts";
import type { LanguageCode } from "#contracts/languages.ts";
import type { Db, Executor } from "#db/client.ts";
import { settleOrder } from "#server/modules/orders/fulfilment.ts";
import { receiptMail } from "#server/modules/orders/orders.emails.ts";
import {
  findOrder,
  insertOrderEvent,
  lockOrder,
  type OrderItemRow,
  type OrderRow,
  selectOrderEvents,
  selectOrderItems,
  updateOrder,
  updateOrderItem,
} from "#server/modules/orders/orders.repository.ts";
import {
  type FulfilmentJob,
  fulfilmentQueue,
  type OrderNotifier,
} from "#server/modules/orders/orders.service.ts";
import { type AdminActor, recordAudit } from "#server/platform/audit-log.ts";
import type { Jobs, Transaction } from "#server/platform/jobs.ts";
import type { Mailer } from "#server/platform/mail.ts";
import type { PaymentProvider } from "#server/platform/payments/payment-provider.ts";
import type { Clock } from "#server/platform/read-cache.ts";
import type { TopUpSupplier } from "#server/platform/supplier/top-up-supplier.ts";
import { refundOrder } from "./admin-order-refund.ts";
import {
  actionsOf,
  holdRefusal,
  lineName,
  openLines,
  releaseRefusal,
  resendReceiptRefusal,
  retryRefusal,
  snapshotOf,
  stateOf,
} from "./admin-order-rules.ts";
import {
  hasRefundUnderWay,
  insertOrderEventReturning,
  lockOrderItemsOf,
  searchOrders,
  selectEmailsOf,
  selectLineSummaries,
  selectOrderAudit,
  selectPaymentEventsOf,
} from "./admin-orders.repository.ts";

export type AdminOrdersDeps = {
  db: Db;
  payments: PaymentProvider;
  supplier: TopUpSupplier;
  jobs: Jobs;
  mailer: Mailer;
  clock: Clock;
  origin: string;
  codeKey: Buffer;
  /** Tells the buyer's open pages (Socket.IO) after a committed change of status. */
  notify: OrderNotifier;
  log: FastifyBaseLogger;
};

export type AdminOrderActionResult = { order: AdminOrderDetail; message: string };

/** An admin refund that never recorded its outcome (its process died) stops blocking after this. */
export const refundUnderWayMs = 10 * 60_000;
const auditShown = 200;

function lines(count: number): string {
  return count === 1 ? "1 line" : `${count} lines`;
}

type Change = (
  tx: Executor,
  order: OrderRow,
  items: OrderItemRow[],
) => Promise<{ message: string; audit?: { before: unknown; after: unknown } }>;

/**
 * Staff work on orders (`/api/admin/orders…`): search, the whole story of one order, and the
 * actions support takes on it. Every action is one transaction holding the order's lock, with
 * its order event(s) and its audit record (the refund, which must call the payment provider
 * outside any transaction, is in admin-order-refund.ts). State rules: admin-order-rules.ts.
 */
export class AdminOrdersService {
  readonly #deps: AdminOrdersDeps;

  constructor(deps: AdminOrdersDeps) {
    this.#deps = deps;
  }

  async search(query: AdminOrderSearchQuery): Promise<AdminOrderList> {
    const { rows, total } = await searchOrders(this.#deps.db, {
      q: query.q || undefined,
      status: query.status,
      from: query.from ? (dateBound(query.from, "from") ?? undefined) : undefined,
      to: query.to ? (dateBound(query.to, "to") ?? undefined) : undefined,
      limit: query.pageSize,
      offset: (query.page - 1) * query.pageSize,
    });
    const summaries = await selectLineSummaries(
      this.#deps.db,
      rows.map((row) => row.id),
    );
    return {
      orders: rows.map((row) => {
        const summary = summaries.get(row.id);
        return {
          ...row,
          createdAt: row.createdAt.toISOString(),
          paidAt: row.paidAt?.toISOString() ?? null,
          itemCount: summary?.itemCount ?? 0,
          games: [...new Set(summary?.games ?? [])],
        };
      }),
      total,
      page: query.page,
      pageSize: query.pageSize,
    };
  }

  async detail(orderId: string): Promise<AdminOrderDetail> {
    const db = this.#deps.db;
    const order = await findOrder(db, orderId);
    if (!order) throw new AppError("NOT_FOUND", "Order not found");
    const [items, events, payments, audit] = await Promise.all([
      selectOrderItems(db, orderId),
      selectOrderEvents(db, orderId),
      selectPaymentEventsOf(db, orderId),
      selectOrderAudit(db, orderId, auditShown),
    ]);
    const staffIds = [
      ...new Set(events.map((event) => staffIdOfActor(event.actor)).filter((id) => id !== null)),
    ];
    const emails = await selectEmailsOf(db, staffIds);
    const actorEmail = (actor: string) => {
      const staffId = staffIdOfActor(actor);
      return staffId ? (emails.get(staffId) ?? null) : null;
    };
    return {
      id: order.id,
      userId: order.userId,
      email: order.email,
      language: order.language,
      status: order.status,
      paymentStatus: order.paymentStatus,
      totalCents: order.totalCents,
      currency: order.currency,
      createdAt: order.createdAt.toISOString(),
      updatedAt: order.updatedAt.toISOString(),
      payment: {
        method: order.paymentMethod,
        provider: order.paymentProvider,
        sessionId: order.paymentSessionId,
        paymentId: order.paymentId || null,
        paidAt: order.paidAt?.toISOString() ?? null,
        events: payments.map((event) => ({
          id: event.id,
          type: event.type,
          receivedAt: event.receivedAt.toISOString(),
        })),
      },
      items: items.map((item) => ({
        id: item.id,
        gameId: item.gameId,
        packageId: item.packageId,
        gameName: item.gameName,
        gameSlug: item.gameSlug,
        packageName: item.packageName,
        currencyName: item.currencyName,
        supplierSku: item.supplierSku,
        deliveryKind: item.deliveryKind,
        unitPriceCents: item.unitPriceCents,
        quantity: item.quantity,
        amountCents: item.unitPriceCents * item.quantity,
        playerDisplay: item.playerDisplay,
        playerFields: item.playerFields,
        playerNickname: item.playerNickname,
        status: item.status,
        deliveryAttempts: item.deliveryAttempts,
        transactionId: item.transactionId,
        serialNumber: item.serialNumber,
        // Never the code: decrypting it for staff would put buyers' gift cards on screens.
        hasCode: item.codeEncrypted !== null,
        createdAt: item.createdAt.toISOString(),
        updatedAt: item.updatedAt.toISOString(),
      })),
      events: events
        .filter((event) => event.status !== "note")
        .map((event) => ({
          id: event.id,
          itemId: event.orderItemId,
          status: event.status,
          cause: event.cause,
          actor: event.actor,
          actorEmail: actorEmail(event.actor),
          at: event.at.toISOString(),
        })),
      notes: events
        .filter((event) => event.status === "note")
        .map((event) => ({
          id: event.id,
          text: event.cause,
          authorId: staffIdOfActor(event.actor),
          authorEmail: actorEmail(event.actor),
          at: event.at.toISOString(),
        })),
      audit: audit.map((entry) => ({
        id: entry.id,
        action: entry.action,
        actorId: entry.actorId,
        actorRole: entry.actorRole as AdminOrderDetail["audit"][number]["actorRole"],
        actorEmail: entry.actorEmail,
        before: entry.before,
        after: entry.after,
        requestId: entry.requestId,
        at: entry.createdAt.toISOString(),
      })),
      actions: actionsOf(stateOf(order, items)),
    };
  }

  /**
   * One admin change: the order's lines and the order locked (lines first, as fulfilment takes
   * them), the change with its events, and the audit record, in one transaction. The buyer's
   * open pages hear about a new status after the commit.
   */
  async #change(
    orderId: string,
    actor: AdminActor,
    action: string,
    change: Change,
  ): Promise<AdminOrderActionResult> {
    const { message, order } = await this.#deps.db.transaction(async (tx) => {
      const items = await lockOrderItemsOf(tx, orderId);
      const order = await lockOrder(tx, orderId);
      if (!order) throw new AppError("NOT_FOUND", "Order not found");
      const outcome = await change(tx, order, items);
      const after = (await findOrder(tx, orderId)) ?? order;
      const audit = outcome.audit ?? {
        before: snapshotOf(order, items),
        after: snapshotOf(after, await selectOrderItems(tx, orderId)),
      };
      await recordAudit(tx, actor, {
        action,
        targetType: "order",
        targetId: orderId,
        before: audit.before,
        after: audit.after,
      });
      return {
        message: outcome.message,
        order:
          after.status !== order.status || after.paymentStatus !== order.paymentStatus
            ? after
            : null,
      };
    });
    if (order) this.#deps.notify(order);
    return { order: await this.detail(orderId), message };
  }

  async #refuseWhileRefunding(tx: Executor, orderId: string): Promise<void> {
    const since = new Date(this.#deps.clock.now() - refundUnderWayMs);
    if (await hasRefundUnderWay(tx, orderId, since)) {
      throw new AppError(
        "CONFLICT",
        "A refund of this order is under way: wait for it to finish, then look again",
      );
    }
  }

  /** Queues delivery of `items` in the caller's transaction (the worker asks the supplier first). */
  async #queueDelivery(tx: Executor, items: OrderItemRow[]): Promise<void> {
    for (const item of items) {
      await this.#deps.jobs.enqueue<FulfilmentJob>(
        fulfilmentQueue,
        { itemId: item.id },
        { tx: tx as unknown as Transaction, singletonKey: item.id },
      );
    }
  }

  /**
   * Delivery again for the failed and waiting lines of an order on hold: failed lines back to
   * pending, the order back to processing, one job per line. The purchase id stays the
   * supplier's reference and the worker asks what became of any earlier attempt before it
   * delivers, so a line the supplier did deliver is recorded, never delivered twice. A line
   * that already used its retry budget gets one more attempt; failing again, it is refunded
   * automatically (or held, when the supplier does not say).
   */
  retry(orderId: string, actor: AdminActor): Promise<AdminOrderActionResult> {
    return this.#change(orderId, actor, "orders.retry", async (tx, order, items) => {
      const refusal = retryRefusal(stateOf(order, items));
      if (refusal) throw new AppError("CONFLICT", refusal);
      await this.#refuseWhileRefunding(tx, order.id);
      const staff = staffActorOf(actor.userId);
      const queued = openLines(items);
      for (const item of queued) {
        if (item.status !== "failed") continue;
        await updateOrderItem(tx, item.id, { status: "pending" });
        await insertOrderEvent(tx, {
          orderId: order.id,
          orderItemId: item.id,
          status: "pending",
          cause: `${lineName(item)}: delivery retried by support`,
          actor: staff,
        });
      }
      await this.#resumeDelivery(
        tx,
        order,
        `Delivery retried by support (${lines(queued.length)})`,
        staff,
      );
      await this.#queueDelivery(tx, queued);
      return { message: `Delivery of ${lines(queued.length)} queued again` };
    });
  }

  /** The order back to processing; a refund that failed is not pursued any more (we deliver). */
  async #resumeDelivery(
    tx: Executor,
    order: OrderRow,
    cause: string,
    staff: string,
  ): Promise<void> {
    const paymentStatus: PaymentStatus =
      order.paymentStatus === "refund_failed" ? "paid" : order.paymentStatus;
    await updateOrder(tx, order.id, { status: "processing", paymentStatus });
    await insertOrderEvent(tx, {
      orderId: order.id,
      status: "processing",
      cause,
      actor: staff,
    });
  }

  /** Stops fulfilment of a paid order: its jobs end without touching it until it is released. */
  hold(orderId: string, actor: AdminActor): Promise<AdminOrderActionResult> {
    return this.#change(orderId, actor, "orders.hold", async (tx, order, items) => {
      const refusal = holdRefusal(stateOf(order, items));
      if (refusal) throw new AppError("CONFLICT", refusal);
      await updateOrder(tx, order.id, { status: "on_hold" });
      await insertOrderEvent(tx, {
        orderId: order.id,
        status: "on_hold",
        cause: "Put on hold by support",
        actor: staffActorOf(actor.userId),
      });
      return { message: "Order on hold: delivery stops until it is released" };
    });
  }

  /**
   * Lets fulfilment go on: the waiting lines are queued again (a held order's jobs ended). An
   * order none of whose lines waits any more is settled at once, completed or refunded.
   */
  release(orderId: string, actor: AdminActor): Promise<AdminOrderActionResult> {
    return this.#change(orderId, actor, "orders.release", async (tx, order, items) => {
      const refusal = releaseRefusal(stateOf(order, items));
      if (refusal) throw new AppError("CONFLICT", refusal);
      await this.#refuseWhileRefunding(tx, order.id);
      const waiting = items.filter((item) => item.status === "pending");
      const staff = staffActorOf(actor.userId);
      if (waiting.length === 0) {
        const settled = await settleOrder(tx, order, this.#deps, staff);
        return { message: `Order released and ${settled ?? "settled"}` };
      }
      await this.#resumeDelivery(tx, order, "Released by support: delivery resumes", staff);
      await this.#queueDelivery(tx, waiting);
      return { message: `Order released: delivery of ${lines(waiting.length)} resumes` };
    });
  }

  /** The receipt e-mail again, as it was sent on payment, to the order's contact address. */
  resendReceipt(orderId: string, actor: AdminActor): Promise<AdminOrderActionResult> {
    return this.#change(orderId, actor, "orders.resend-receipt", async (tx, order, items) => {
      const refusal = resendReceiptRefusal(stateOf(order, items));
      if (refusal) throw new AppError("CONFLICT", refusal);
      await this.#deps.mailer.send(
        receiptMail({
          order,
          items,
          lang: order.language as LanguageCode,
          origin: this.#deps.origin,
        }),
        { tx: tx as unknown as Transaction },
      );
      await insertOrderEvent(tx, {
        orderId: order.id,
        status: "receipt_resent",
        cause: `Receipt e-mailed again to ${order.email}`,
        actor: staffActorOf(actor.userId),
      });
      return {
        message: `Receipt sent again to ${order.email}`,
        audit: { before: null, after: { email: order.email } },
      };
    });
  }

  /** An internal note (an order event only staff see), on an order in any state. */
  addNote(orderId: string, actor: AdminActor, text: string): Promise<AdminOrderActionResult> {
    return this.#change(orderId, actor, "orders.note", async (tx, order) => {
      const note = await insertOrderEventReturning(tx, {
        orderId: order.id,
        status: "note",
        cause: text,
        actor: staffActorOf(actor.userId),
      });
      return { message: "Note added", audit: { before: null, after: { noteId: note.id, text } } };
    });
  }

  /**
   * Pays back the failed and waiting lines of an order on hold through the payment provider
   * (admin-order-refund.ts).
   */
  async refund(orderId: string, actor: AdminActor): Promise<AdminOrderActionResult> {
    const message = await refundOrder(this.#deps, orderId, actor);
    return { order: await this.detail(orderId), message };
  }
}

import type { Readable } from "node:stream";
import type { FastifyBaseLogger } from "fastify";
import {
  type AdminOrderDetail,
  type AdminOrderExportQuery,
  type AdminOrderList,
  type AdminOrderRefundRequest,
  type AdminOrderSearchQuery,
  dateBound,
  staffActorOf,
  staffIdOfActor,
} from "#contracts/admin-orders.ts";
import { AppError } from "#contracts/errors-rules.ts";
import type { LanguageCode } from "#contracts/languages.ts";
import type { Db, Executor } from "#db/client.ts";
import { type AdminActor, recordAudit } from "#server/platform/audit-log.ts";
import type { Clock } from "#server/platform/read-cache.ts";
import type { TopUpSupplier } from "#server/platform/supplier/top-up-supplier.ts";
import {
  actionsOf,
  holdRefusal,
  lineName,
  openLines,
  refundableCentsOf,
  releaseRefusal,
  resendReceiptRefusal,
  retryRefusal,
  snapshotOf,
  stateOf,
} from "./order-action-rules.ts";
import { exportOrderLines } from "./order-export.ts";
import { type OrderLifecycle, type OrderTx, refundUnderWayMs } from "./order-lifecycle.ts";
import { refundOrder, resumeUnansweredRefunds } from "./order-refund.ts";
import {
  hasRefundUnderWay,
  lockOrderItemsOf,
  searchOrders,
  selectEmailsOf,
  selectLineSummaries,
  selectOrderAudit,
  selectPaymentEventsOf,
} from "./orders.admin.repository.ts";
import { receiptMail } from "./orders.emails.ts";
import {
  findOrder,
  lockOrder,
  type OrderItemRow,
  type OrderRow,
  selectOrderEvents,
  selectOrderItems,
  selectOrderRefunds,
} from "./orders.repository.ts";

export type OrderActionsDeps = {
  db: Db;
  supplier: TopUpSupplier;
  clock: Clock;
  /** Every change of state, with its events and the push to the buyer's open pages. */
  lifecycle: OrderLifecycle;
  log: FastifyBaseLogger;
};

export type OrderActionResult = { order: AdminOrderDetail; message: string };

const auditShown = 200;

function lines(count: number): string {
  return count === 1 ? "1 line" : `${count} lines`;
}

type Change = (
  changes: OrderTx,
  order: OrderRow,
  items: OrderItemRow[],
) => Promise<{ message: string; audit?: { before: unknown; after: unknown } }>;

/**
 * Staff work on orders (`/api/admin/orders…`): search, the whole story of one order, and the
 * actions support takes on it. Every action is one transaction holding the order's lock, with
 * its order event(s) and its audit record (the refund, which must call the payment provider
 * outside any transaction, is in order-refund.ts). State rules: order-action-rules.ts.
 */
export class OrderActionsService {
  readonly #deps: OrderActionsDeps;

  constructor(deps: OrderActionsDeps) {
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

  /** The lines of a period's orders as a CSV stream, audited first (order-export.ts). */
  exportCsv(
    query: AdminOrderExportQuery,
    actor: AdminActor,
    onEnd?: (rows: number) => void,
  ): Promise<Readable> {
    return exportOrderLines(this.#deps.db, query, actor, onEnd);
  }

  async detail(orderId: string): Promise<AdminOrderDetail> {
    const db = this.#deps.db;
    const order = await findOrder(db, orderId);
    if (!order) throw new AppError("NOT_FOUND", "Order not found");
    const [items, events, payments, audit, refunds] = await Promise.all([
      selectOrderItems(db, orderId),
      selectOrderEvents(db, orderId),
      selectPaymentEventsOf(db, orderId),
      selectOrderAudit(db, orderId, auditShown),
      selectOrderRefunds(db, orderId),
    ]);
    const staffIds = [
      ...new Set(
        [...events, ...refunds].map((row) => staffIdOfActor(row.actor)).filter((id) => id !== null),
      ),
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
      subtotalCents: order.subtotalCents ?? order.totalCents,
      discountCents: order.discountCents,
      promoCode: order.promoCode,
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
        codeRevoked: item.codeRevokedAt !== null,
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
      refunds: refunds.map((refund) => ({
        id: refund.id,
        itemId: refund.orderItemId,
        amountCents: refund.amountCents,
        reason: refund.reason,
        providerRefundId: refund.providerRefundId,
        status: refund.status,
        actor: refund.actor,
        actorEmail: actorEmail(refund.actor),
        createdAt: refund.createdAt.toISOString(),
        succeededAt: refund.succeededAt?.toISOString() ?? null,
      })),
      refundableCents: refundableCentsOf(order, refunds),
      actions: actionsOf(stateOf(order, items, refunds)),
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
  ): Promise<OrderActionResult> {
    const message = await this.#deps.lifecycle.transaction(async (changes) => {
      const { tx } = changes;
      const items = await lockOrderItemsOf(tx, orderId);
      const order = await lockOrder(tx, orderId);
      if (!order) throw new AppError("NOT_FOUND", "Order not found");
      const outcome = await change(changes, order, items);
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
      return outcome.message;
    });
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

  /**
   * Delivery again for the failed and waiting lines of an order on hold: failed lines back to
   * pending, the order back to processing, one job per line. The purchase id stays the
   * supplier's reference and the worker asks what became of any earlier attempt before it
   * delivers, so a line the supplier did deliver is recorded, never delivered twice. A line
   * that already used its retry budget gets one more attempt; failing again, it is refunded
   * automatically (or held, when the supplier does not say).
   */
  retry(orderId: string, actor: AdminActor): Promise<OrderActionResult> {
    return this.#change(orderId, actor, "orders.retry", async (changes, order, items) => {
      const refusal = retryRefusal(stateOf(order, items));
      if (refusal) throw new AppError("CONFLICT", refusal);
      await this.#refuseWhileRefunding(changes.tx, order.id);
      const staff = staffActorOf(actor.userId);
      const queued = openLines(items);
      for (const item of queued) {
        if (item.status !== "failed") continue;
        await changes.applyLine(item, "retried", {
          cause: `${lineName(item)}: delivery retried by support`,
          actor: staff,
        });
      }
      await changes.apply(order, "staffRetry", [
        { cause: `Delivery retried by support (${lines(queued.length)})`, actor: staff },
      ]);
      await changes.queueDelivery(queued);
      return { message: `Delivery of ${lines(queued.length)} queued again` };
    });
  }

  /** Stops fulfilment of a paid order: its jobs end without touching it until it is released. */
  hold(orderId: string, actor: AdminActor): Promise<OrderActionResult> {
    return this.#change(orderId, actor, "orders.hold", async (changes, order, items) => {
      const refusal = holdRefusal(stateOf(order, items));
      if (refusal) throw new AppError("CONFLICT", refusal);
      await changes.apply(order, "staffHold", [
        { cause: "Put on hold by support", actor: staffActorOf(actor.userId) },
      ]);
      return { message: "Order on hold: delivery stops until it is released" };
    });
  }

  /**
   * Lets fulfilment go on: the waiting lines are queued again (a held order's jobs ended). An
   * order none of whose lines waits any more is settled at once, completed or refunded.
   */
  release(orderId: string, actor: AdminActor): Promise<OrderActionResult> {
    return this.#change(orderId, actor, "orders.release", async (changes, order, items) => {
      const refusal = releaseRefusal(stateOf(order, items));
      if (refusal) throw new AppError("CONFLICT", refusal);
      await this.#refuseWhileRefunding(changes.tx, order.id);
      const waiting = items.filter((item) => item.status === "pending");
      const staff = staffActorOf(actor.userId);
      if (waiting.length === 0) {
        const settled = await changes.settle(order, staff);
        return { message: `Order released and ${settled ?? "settled"}` };
      }
      await changes.apply(order, "staffRelease", [
        { cause: "Released by support: delivery resumes", actor: staff },
      ]);
      await changes.queueDelivery(waiting);
      return { message: `Order released: delivery of ${lines(waiting.length)} resumes` };
    });
  }

  /** The receipt e-mail again, as it was sent on payment, to the order's contact address. */
  resendReceipt(orderId: string, actor: AdminActor): Promise<OrderActionResult> {
    return this.#change(orderId, actor, "orders.resend-receipt", async (changes, order, items) => {
      const refusal = resendReceiptRefusal(stateOf(order, items));
      if (refusal) throw new AppError("CONFLICT", refusal);
      await changes.mail(
        receiptMail({
          order,
          items,
          lang: order.language as LanguageCode,
          orderUrl: this.#deps.lifecycle.links.pageUrl(order),
        }),
      );
      await changes.mark(order.id, "receipt_resent", {
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
  addNote(orderId: string, actor: AdminActor, text: string): Promise<OrderActionResult> {
    return this.#change(orderId, actor, "orders.note", async (changes, order) => {
      const note = await changes.mark(order.id, "note", {
        cause: text,
        actor: staffActorOf(actor.userId),
      });
      return { message: "Note added", audit: { before: null, after: { noteId: note.id, text } } };
    });
  }

  /**
   * Pays back a paid order through the payment provider: the failed and waiting lines of an
   * order on hold, or a delivered order in whole, by lines or by an amount (order-refund.ts).
   */
  async refund(
    orderId: string,
    actor: AdminActor,
    request: AdminOrderRefundRequest,
  ): Promise<OrderActionResult> {
    const message = await refundOrder(this.#deps, orderId, actor, request);
    return { order: await this.detail(orderId), message };
  }

  /** Refunds asked of the provider whose answer was never recorded, asked again (a job). */
  resumeUnansweredRefunds(): Promise<number> {
    return resumeUnansweredRefunds(this.#deps);
  }
}

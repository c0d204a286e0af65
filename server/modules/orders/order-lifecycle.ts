import type { FastifyBaseLogger } from "fastify";
import type { OrderUpdatedEvent } from "#contracts/buying.ts";
import type { OrderRefundStatus } from "#contracts/buying-rules.ts";
import {
  gameBackEvent,
  type OrderStatus,
  orderStatuses,
  type PaymentStatus,
  type PurchaseStatus,
  paymentStatuses,
  waitingForGameEvent,
} from "#contracts/buying-rules.ts";
import { AppError } from "#contracts/errors-rules.ts";
import type { LanguageCode } from "#contracts/languages.ts";
import type { Db, Executor } from "#db/client.ts";
import { uniqueViolationOf } from "#db/errors.ts";
import type { orderItems, orders } from "#db/schema/buying.ts";
import type { Jobs } from "#server/platform/jobs.ts";
import type { Mailer, OutgoingMail } from "#server/platform/mail.ts";
import type { PaymentProvider, RefundResult } from "#server/platform/payments/payment-provider.ts";
import { decryptText, encryptText } from "#server/platform/secrets.ts";
import type { OrderLinks } from "./order-links.ts";
import { deliveredMail, refundedByShopMail, refundedMail } from "./orders.emails.ts";
import { type FulfilmentJob, fulfilmentQueue } from "./orders.jobs.ts";
import {
  findOrder,
  insertOrderEvent,
  insertOrderRefund,
  insertPlacedOrder,
  type OrderItemRow,
  type OrderRefundRow,
  type OrderRow,
  orderKeyConstraint,
  selectOrderItems,
  selectOrderRefunds,
  updateOrder,
  updateOrderItem,
  updateOrderRefund,
} from "./orders.repository.ts";

// ------------------------------------------------------------------------------------------------
// The clock of an order's life, in one place: each value below is tied to its neighbours.

/**
 * The longest one delivery attempt can run: the supplier's timeout may be configured up to this
 * (SUPPLIER_TIMEOUT_MS), pg-boss gives a delivery job as long before it hands the job to another
 * worker, and a line attempted more recently than this may still be delivered by a call in
 * flight, so a staff refund waits for it.
 */
export const deliveryAttemptMaxMs = 120_000;
/** The delivery window in the words of the staff refund's 409 (keep in step with the value). */
export const deliveryAttemptMaxText = "2 minutes";
/** A pending line of a paying order untouched this long has lost its job: it is queued again. */
export const stalledDeliveryMs = 3 * 60_000;
/**
 * The longest pause between two delivery attempts of a line waiting for a game's servers
 * (maintenance): below stalledDeliveryMs, so a waiting line is never taken for a lost job, and
 * short enough that delivery follows within two minutes of the game's return.
 */
export const maintenanceRetryMaxMs = 2 * 60_000;
/** A staff refund that never recorded its outcome (its process died) stops blocking after this. */
export const refundUnderWayMs = 10 * 60_000;
/** The shortest time between two provider look-ups of one order's payment (sync=1). */
export const providerSyncIntervalMs = 5_000;
/** Unpaid orders are cancelled after this (the cron runs every minute). */
export const unpaidOrderLifetimeMs = 30 * 60_000;
export const unpaidOrderLifetimeText = "30 minutes";

// ------------------------------------------------------------------------------------------------
// The transition tables.

/** What happens to an order as a whole (status and payment status). */
export const orderEventNames = [
  "transferAwaited",
  "paymentFailed",
  "paymentExpired",
  "unpaidExpired",
  "paymentSucceeded",
  "paymentSucceededOverVelocity",
  "paymentAmountMismatch",
  "deliveryStarted",
  "settledCompleted",
  "settledRefunded",
  "supplierUnclear",
  "autoRefundFailed",
  "staffHold",
  "staffRelease",
  "staffRetry",
  "staffRefundFailed",
  "staffRefundRecovered",
  "staffRefundedInFull",
  "staffRefundedInPart",
] as const;
export type OrderEvent = (typeof orderEventNames)[number];

/**
 * What happens to one line (order_items.status, and whether it waits for the game's servers:
 * order_items.waiting_for_game_since, set by waitingForGame and cleared by every other event).
 */
export const lineEventNames = [
  "delivered",
  "gaveUp",
  "refunded",
  "retried",
  "waitingForGame",
  "gameBack",
  "refundedAfterDelivery",
] as const;
export type LineEvent = (typeof lineEventNames)[number];

/** Order events that change no column: a record for staff (and the buyer's history). */
export type MarkerEvent =
  | "note"
  | "receipt_resent"
  | "refund_requested"
  | "refund_failed"
  | "refund_succeeded";

const allOrderStatuses: readonly OrderStatus[] = orderStatuses;
const notPaidTwice: readonly PaymentStatus[] = [
  "unpaid",
  "awaiting_transfer",
  "failed",
  "expired",
  "refund_failed",
];
const toPaid = {
  unpaid: "paid",
  awaiting_transfer: "paid",
  failed: "paid",
  expired: "paid",
  refund_failed: "paid",
} as const;
/** Payment statuses of an order whose money may still come. */
const stillPayable: readonly PaymentStatus[] = ["unpaid", "awaiting_transfer"];

export type OrderRule = {
  /** The order statuses the event may start from. */
  from: readonly OrderStatus[];
  /** The payment statuses it may start from (any when absent). */
  paidFrom?: readonly PaymentStatus[];
  /** The new status; unchanged when absent. */
  to?: OrderStatus;
  /** Payment moves; a payment status not listed stays as it is. */
  payment?: Partial<Record<PaymentStatus, PaymentStatus>>;
  /**
   * The order_events rows written, in order (`to` stands for the new status). Payment-only
   * moves write none: their record is the staff refund's markers.
   */
  writes: readonly string[];
};

/**
 * Every change of an order's status and payment status. Anything not listed is refused. The
 * guards are those the code has always applied (docs/decisions/0053-order-lifecycle.md lists
 * the surprising ones, kept on purpose): a payment event guards on the payment status, not the
 * order's; a payment that succeeds late wins over a failure or an expiry.
 */
export const orderRules: { readonly [E in OrderEvent]: OrderRule } = {
  // The buyer sent a bank transfer (the provider says the payment is under way): the order keeps
  // waiting for the money, now with the transfer's instructions on its page.
  transferAwaited: {
    from: ["pending_payment"],
    paidFrom: ["unpaid"],
    payment: { unpaid: "awaiting_transfer" },
    writes: ["awaiting_transfer"],
  },
  paymentFailed: {
    from: allOrderStatuses,
    paidFrom: stillPayable,
    to: "cancelled",
    payment: { unpaid: "failed", awaiting_transfer: "failed" },
    writes: ["cancelled"],
  },
  paymentExpired: {
    from: allOrderStatuses,
    paidFrom: stillPayable,
    to: "cancelled",
    payment: { unpaid: "expired", awaiting_transfer: "expired" },
    writes: ["cancelled"],
  },
  unpaidExpired: {
    from: ["pending_payment"],
    to: "cancelled",
    payment: { unpaid: "expired", awaiting_transfer: "expired", failed: "expired" },
    writes: ["cancelled"],
  },
  paymentSucceeded: {
    from: allOrderStatuses,
    paidFrom: notPaidTwice,
    to: "processing",
    payment: toPaid,
    writes: ["paid", "processing"],
  },
  paymentSucceededOverVelocity: {
    from: allOrderStatuses,
    paidFrom: notPaidTwice,
    to: "on_hold",
    payment: toPaid,
    writes: ["paid", "on_hold"],
  },
  paymentAmountMismatch: {
    from: allOrderStatuses,
    paidFrom: notPaidTwice,
    to: "on_hold",
    payment: toPaid,
    writes: ["on_hold"],
  },
  deliveryStarted: { from: ["processing"], to: "in_progress", writes: ["in_progress"] },
  settledCompleted: {
    from: ["processing", "in_progress", "on_hold"],
    to: "completed",
    writes: ["completed"],
  },
  settledRefunded: {
    from: ["processing", "in_progress", "on_hold"],
    to: "refunded",
    payment: { paid: "refunded", refund_failed: "refunded" },
    writes: ["refunded"],
  },
  supplierUnclear: {
    from: allOrderStatuses.filter((status) => status !== "on_hold"),
    to: "on_hold",
    writes: ["on_hold"],
  },
  autoRefundFailed: {
    from: allOrderStatuses,
    to: "on_hold",
    payment: Object.fromEntries(paymentStatuses.map((p) => [p, "refund_failed" as const])),
    writes: ["on_hold"],
  },
  staffHold: { from: ["processing", "in_progress"], to: "on_hold", writes: ["on_hold"] },
  staffRelease: {
    from: ["on_hold"],
    to: "processing",
    payment: { refund_failed: "paid" },
    writes: ["processing"],
  },
  staffRetry: {
    from: ["on_hold"],
    to: "processing",
    payment: { refund_failed: "paid" },
    writes: ["processing"],
  },
  staffRefundFailed: {
    from: ["on_hold"],
    paidFrom: ["paid", "refund_failed"],
    payment: { paid: "refund_failed" },
    writes: [],
  },
  staffRefundRecovered: {
    from: ["on_hold"],
    paidFrom: ["refund_failed"],
    payment: { refund_failed: "paid" },
    writes: [],
  },
  // A delivered order given back in part (chosen lines, or an amount): it stays completed, its
  // payment partially refunded; each such refund writes its row.
  staffRefundedInPart: {
    from: ["completed"],
    paidFrom: ["paid", "partially_refunded"],
    payment: { paid: "partially_refunded" },
    writes: ["partially_refunded"],
  },
  // Nothing of a delivered order's payment remains: the order and its payment are refunded.
  staffRefundedInFull: {
    from: ["completed"],
    paidFrom: ["paid", "partially_refunded"],
    to: "refunded",
    payment: { paid: "refunded", partially_refunded: "refunded" },
    writes: ["refunded"],
  },
};

export type LineRule = {
  from: readonly PurchaseStatus[];
  to: PurchaseStatus;
  /** The status of the order event written; the new line status when absent. */
  writes?: string;
};

/** Every change of a line's status; each writes one order event (the new status unless named). */
export const lineRules: { readonly [E in LineEvent]: LineRule } = {
  delivered: { from: ["pending"], to: "completed" },
  gaveUp: { from: ["pending"], to: "failed" },
  // One event for the automatic refund (a failed line) and the staff refund (failed or waiting).
  refunded: { from: ["failed", "pending"], to: "refunded" },
  retried: { from: ["failed"], to: "pending" },
  // The supplier refused for now: the game is under maintenance. The line stays pending (its
  // order in progress) and waits; the buyer's order page says so.
  waitingForGame: { from: ["pending"], to: "pending", writes: waitingForGameEvent },
  // The game answered again (busy, or not yet confirmed): no longer waiting for maintenance.
  gameBack: { from: ["pending"], to: "pending", writes: gameBackEvent },
  // Staff gave a delivered line's money back: a line of its own event, so the automatic refund
  // (which asks `refunded`) can never take a delivered line for one it may pay back.
  refundedAfterDelivery: { from: ["completed"], to: "refunded" },
};

/** Where an order in (status, payment status) goes on `event`, or null when it is refused. */
export function nextOrderState(
  state: { status: OrderStatus; paymentStatus: PaymentStatus },
  event: OrderEvent,
): { status: OrderStatus; paymentStatus: PaymentStatus } | null {
  const rule = orderRules[event];
  if (!rule.from.includes(state.status)) return null;
  if (rule.paidFrom && !rule.paidFrom.includes(state.paymentStatus)) return null;
  return {
    status: rule.to ?? state.status,
    paymentStatus: rule.payment?.[state.paymentStatus] ?? state.paymentStatus,
  };
}

export function nextLineStatus(status: PurchaseStatus, event: LineEvent): PurchaseStatus | null {
  const rule = lineRules[event];
  return rule.from.includes(status) ? rule.to : null;
}

export function orderEventAllowed(
  order: { status: OrderStatus; paymentStatus: PaymentStatus },
  event: OrderEvent,
): boolean {
  return nextOrderState(order, event) !== null;
}

/** A change the tables do not allow from the row's current state: 409 for staff actions. */
export class TransitionRefused extends AppError {
  constructor(what: string, from: string, event: string) {
    super("CONFLICT", `This ${what} cannot go from ${from.replace("_", " ")} on ${event}`);
    this.name = "TransitionRefused";
  }
}

// ------------------------------------------------------------------------------------------------
// Writing the changes.

/**
 * The live push to the buyer's open pages (Socket.IO `orderUpdated`), sent after commit: to the
 * account's pages, and to pages following the order by its signed link (a guest's).
 */
export type OrderPush = (
  order: { id: string; userId: string | null },
  event: OrderUpdatedEvent,
) => void;

type PushedOrder = Pick<OrderRow, "id" | "userId" | "status" | "paymentStatus">;

export type OrderLifecycleDeps = {
  db: Db;
  jobs: Jobs;
  mailer: Mailer;
  payments: PaymentProvider;
  codeKey: Buffer;
  links: OrderLinks;
  push: OrderPush;
  log: FastifyBaseLogger;
  /** In the delivering transaction, after a line is delivered (the buyer's player is saved). */
  onLineDelivered?: (tx: Executor, line: OrderItemRow) => Promise<void>;
};

type EventNote = { cause: string; actor: string };

/**
 * The order changes of one transaction, bound to the caller's transaction: each writes the new
 * status, its order event(s) and, for a payment, the outbox rows, together. Nothing else in the
 * code base writes orders.status, orders.payment_status, order_items.status or order_events.
 * Callers lock the rows first (the lines before the order, as fulfilment takes them).
 */
export class OrderTx {
  readonly tx: Executor;
  readonly #deps: OrderLifecycleDeps;
  /** The state each order was in when this transaction first changed it. */
  readonly #before = new Map<string, PushedOrder>();
  readonly #after = new Map<string, PushedOrder>();

  constructor(tx: Executor, deps: OrderLifecycleDeps) {
    this.tx = tx;
    this.#deps = deps;
  }

  /** The orders whose status or payment status this transaction changed, as they are now. */
  changedOrders(): PushedOrder[] {
    return [...this.#after.values()].filter((after) => {
      const before = this.#before.get(after.id);
      return (
        before && (before.status !== after.status || before.paymentStatus !== after.paymentStatus)
      );
    });
  }

  /**
   * Applies `event` to the locked `order`: the new status and payment status, and one event
   * row per entry of the rule's `writes` (`notes` gives each its cause and actor). Throws
   * TransitionRefused, changing nothing, when the tables do not allow it.
   */
  async apply(
    order: OrderRow,
    event: OrderEvent,
    notes: EventNote[],
    extra: {
      orderItemId?: string;
      payment?: {
        paymentId: string;
        paidAt: Date;
        cardFingerprint?: string | null;
        /** Set when a fraud rule holds the paid order for review. */
        heldAt?: Date;
      };
    } = {},
  ): Promise<OrderRow> {
    const next = nextOrderState(order, event);
    if (!next) throw new TransitionRefused("order", order.status, event);
    const rule = orderRules[event];
    if (notes.length !== rule.writes.length) {
      throw new Error(`${event} writes ${rule.writes.length} order events, given ${notes.length}`);
    }
    const changes = {
      ...(next.status !== order.status ? { status: next.status } : {}),
      ...(next.paymentStatus !== order.paymentStatus ? { paymentStatus: next.paymentStatus } : {}),
      ...(extra.payment ?? {}),
    };
    // An event that moves to where the order is (on hold again) still writes its record.
    if (Object.keys(changes).length > 0 || rule.writes.length > 0) {
      await updateOrder(this.tx, order.id, changes);
    }
    for (const [index, status] of rule.writes.entries()) {
      const note = notes[index] as EventNote;
      await insertOrderEvent(this.tx, {
        orderId: order.id,
        ...(extra.orderItemId ? { orderItemId: extra.orderItemId } : {}),
        status,
        cause: note.cause,
        actor: note.actor,
      });
    }
    const after: OrderRow = { ...order, ...changes };
    if (!this.#before.has(order.id)) this.#before.set(order.id, order);
    this.#after.set(order.id, after);
    return after;
  }

  /**
   * Applies `event` to a line (locked by the caller), with its one order event. waitingForGame
   * records since when the line waits (`waitingSince`, now when absent); any other event ends
   * the wait.
   */
  async applyLine(
    line: OrderItemRow,
    event: LineEvent,
    note: EventNote,
    extra: {
      attempts?: number;
      delivery?: { transactionId: string; serialNumber: string | null; code: string | null };
      waitingSince?: Date;
    } = {},
  ): Promise<OrderItemRow> {
    const to = nextLineStatus(line.status, event);
    if (!to) throw new TransitionRefused("line", line.status, event);
    const waitingForGameSince =
      event === "waitingForGame" ? (extra.waitingSince ?? new Date()) : null;
    const delivery = extra.delivery
      ? {
          transactionId: extra.delivery.transactionId,
          serialNumber: extra.delivery.serialNumber,
          codeEncrypted: extra.delivery.code
            ? encryptText(this.#deps.codeKey, extra.delivery.code)
            : null,
        }
      : {};
    const changes = {
      status: to,
      ...delivery,
      ...(extra.attempts !== undefined ? { deliveryAttempts: extra.attempts } : {}),
      waitingForGameSince,
      // A delivered code given back is revoked: the buyer no longer sees it.
      ...(event === "refundedAfterDelivery" && line.codeEncrypted
        ? { codeRevokedAt: new Date() }
        : {}),
    };
    await updateOrderItem(this.tx, line.id, changes);
    await insertOrderEvent(this.tx, {
      orderId: line.orderId,
      orderItemId: line.id,
      status: lineRules[event].writes ?? to,
      cause: note.cause,
      actor: note.actor,
    });
    if (event === "delivered") await this.#deps.onLineDelivered?.(this.tx, line);
    return { ...line, ...changes };
  }

  /** Counts a delivery attempt on a line (its status does not change). */
  async countAttempt(line: OrderItemRow, attempts: number): Promise<void> {
    await updateOrderItem(this.tx, line.id, { deliveryAttempts: attempts });
  }

  /** An event that changes no status: a note, a receipt sent again, a refund's markers. */
  async mark(
    orderId: string,
    marker: MarkerEvent,
    note: EventNote & { orderItemId?: string },
  ): Promise<{ id: string }> {
    return insertOrderEvent(this.tx, {
      orderId,
      ...(note.orderItemId ? { orderItemId: note.orderItemId } : {}),
      status: marker,
      cause: note.cause,
      actor: note.actor,
    });
  }

  /**
   * The end of an order none of whose lines is pending or failed: refunded when every line was
   * refunded (the payment too), else completed, with the delivery e-mail for the delivered
   * lines. Returns the status it set, or null (and changes nothing) while a line is pending or
   * failed. The caller holds the order's lock and decides about holds.
   */
  async settle(order: OrderRow, actor = "system"): Promise<OrderStatus | null> {
    const items = await selectOrderItems(this.tx, order.id);
    if (items.some((row) => row.status === "pending" || row.status === "failed")) return null;
    const delivered = items.filter((row) => row.status === "completed");
    const allRefunded = items.every((row) => row.status === "refunded");
    const after = await this.apply(order, allRefunded ? "settledRefunded" : "settledCompleted", [
      {
        cause: allRefunded
          ? "Nothing could be delivered: the payment was refunded"
          : "Currency delivered",
        actor,
      },
    ]);
    if (delivered.length > 0) {
      await this.mail(
        deliveredMail({
          order,
          items: delivered.map((row) => ({
            row,
            code: row.codeEncrypted ? decryptText(this.#deps.codeKey, row.codeEncrypted) : null,
          })),
          lang: order.language as LanguageCode,
          orderUrl: this.#deps.links.pageUrl(order),
        }),
      );
    }
    return after.status;
  }

  /**
   * A refund's record (order_refunds): written `requested` before the provider is asked, then
   * updated with its outcome; or written at once with it (`recordId` absent).
   */
  async recordRefund(input: {
    recordId?: string;
    orderId: string;
    orderItemId?: string | null;
    amountCents: number;
    reason: string;
    actor: string;
    providerRefundId?: string;
    status: OrderRefundStatus;
  }): Promise<OrderRefundRow> {
    const values = {
      status: input.status,
      providerRefundId: input.providerRefundId ?? "",
      succeededAt: input.status === "succeeded" ? new Date() : null,
    };
    if (input.recordId) {
      await updateOrderRefund(this.tx, input.recordId, values);
      const [row] = (await selectOrderRefunds(this.tx, input.orderId)).filter(
        (refund) => refund.id === input.recordId,
      );
      if (!row) throw new Error(`refund ${input.recordId} is gone`);
      return row;
    }
    return insertOrderRefund(this.tx, {
      orderId: input.orderId,
      orderItemId: input.orderItemId ?? null,
      amountCents: input.amountCents,
      reason: input.reason,
      actor: input.actor,
      ...values,
    });
  }

  /**
   * The automatic refund of a line that could not be delivered: the line refunded with its
   * event and its refund record, and the refund e-mail to the buyer.
   */
  async recordLineRefund(
    order: OrderRow,
    line: OrderItemRow,
    note: EventNote,
    refund: RefundResult,
  ): Promise<OrderItemRow> {
    const refunded = await this.applyLine(line, "refunded", note);
    const amountCents = lineAmountCents(line);
    if (amountCents > 0) {
      await this.recordRefund({
        orderId: order.id,
        orderItemId: line.id,
        amountCents,
        reason: "The line could not be delivered",
        actor: note.actor,
        providerRefundId: refund.refundId,
        status: refund.status === "pending" ? "requested" : "succeeded",
      });
    }
    await this.mail(
      refundedMail({
        order,
        item: line,
        lang: order.language as LanguageCode,
        orderUrl: this.#deps.links.pageUrl(order),
      }),
    );
    return refunded;
  }

  /**
   * Queues delivery of `lines` (outbox: one job per line, keyed by the line), at once or after
   * `afterSeconds` (the next attempt of a line waiting for the game's servers).
   */
  async queueDelivery(
    lines: OrderItemRow[],
    options: { afterSeconds?: number } = {},
  ): Promise<void> {
    for (const line of lines) {
      await this.#deps.jobs.enqueue<FulfilmentJob>(
        fulfilmentQueue,
        { itemId: line.id },
        {
          tx: this.tx,
          singletonKey: line.id,
          ...(options.afterSeconds ? { startAfter: options.afterSeconds } : {}),
        },
      );
    }
  }

  /** The buyer's e-mail about a refund staff made, in the order's language. */
  async mailStaffRefund(
    order: OrderRow,
    refund: { lines: OrderItemRow[]; amountCents: number; reason: string },
  ): Promise<void> {
    await this.mail(
      refundedByShopMail({
        order,
        ...refund,
        codesRevoked: refund.lines.some((line) => line.codeEncrypted !== null),
        lang: order.language as LanguageCode,
        orderUrl: this.#deps.links.pageUrl(order),
      }),
    );
  }

  async mail(mail: OutgoingMail): Promise<void> {
    await this.#deps.mailer.send(mail, { tx: this.tx });
  }
}

/**
 * The amount one line paid, in cents: its price less its share of the order's promo discount
 * (the shares add up to the discount, so the lines add up to what was charged), which is what
 * its refund pays back.
 */
export function lineAmountCents(
  line: Pick<OrderItemRow, "unitPriceCents" | "quantity" | "discountCents">,
): number {
  return line.unitPriceCents * line.quantity - line.discountCents;
}

/**
 * The order lifecycle: transactions of order changes (OrderTx), the `orderUpdated` push after
 * their commit, and the provider side of a line refund.
 */
export class OrderLifecycle {
  readonly #deps: OrderLifecycleDeps;

  constructor(deps: OrderLifecycleDeps) {
    this.#deps = deps;
  }

  /**
   * One transaction of order changes; after the commit, each order whose status or payment
   * status it changed is pushed to its buyer's open pages (unless `push` is false: the caller
   * then pushes itself, see `pushLatest`).
   */
  async transaction<T>(
    work: (changes: OrderTx) => Promise<T>,
    options: { push?: boolean } = {},
  ): Promise<T> {
    let changes: OrderTx | undefined;
    const result = await this.#deps.db.transaction(async (tx) => {
      changes = new OrderTx(tx, this.#deps);
      return work(changes);
    });
    if (options.push !== false && changes) {
      for (const order of changes.changedOrders()) this.push(order);
    }
    return result;
  }

  /**
   * Stores a new order, pending payment, with its lines, its first event and the payment
   * session already opened for it, in one statement (an order never exists without the page
   * where it is paid). False when its Idempotency-Key was used already: nothing is stored.
   */
  async place(
    values: Omit<typeof orders.$inferInsert, "status" | "paymentStatus"> & { id: string },
    lines: Omit<typeof orderItems.$inferInsert, "orderId" | "status">[],
    note: EventNote,
    alongside?: (tx: Executor) => Promise<void>,
  ): Promise<boolean> {
    const store = (executor: Executor) =>
      insertPlacedOrder(
        executor,
        { ...values, status: "pending_payment", paymentStatus: "unpaid" },
        lines.map((line) => ({ ...line, orderId: values.id, status: "pending" as const })),
        { orderId: values.id, status: "pending_payment", ...note },
      );
    try {
      // `alongside` (a promo code's use) commits with the order or not at all: a used key
      // rolls it back, and its refusal stores no order. Without it, the one statement alone.
      if (alongside) {
        await this.#deps.db.transaction(async (tx) => {
          await store(tx);
          await alongside(tx);
        });
      } else {
        await store(this.#deps.db);
      }
      return true;
    } catch (error) {
      if (uniqueViolationOf(error) === orderKeyConstraint) return false;
      throw error;
    }
  }

  /** The one place the `orderUpdated` payload is built. */
  push(order: PushedOrder): void {
    this.#deps.push(order, {
      orderId: order.id,
      status: order.status,
      paymentStatus: order.paymentStatus,
    });
  }

  /** Pushes the order as it is now, changed or not (a line may have moved). */
  async pushLatest(orderId: string): Promise<void> {
    const order = await findOrder(this.#deps.db, orderId);
    if (order) this.push(order);
  }

  /**
   * Asks the payment provider to pay a line back, outside any transaction (embedded PGlite runs
   * one at a time, and the sandbox provider needs its own). The reference `refund:<line id>` is
   * the same for the automatic and the staff refund, so a line is never paid back twice. A
   * provider error counts as a failed refund.
   */
  askRefund(order: OrderRow, line: OrderItemRow, logMessage: string): Promise<RefundResult> {
    return this.askProviderRefund(
      order,
      { amountCents: lineAmountCents(line), reference: `refund:${line.id}` },
      logMessage,
    );
  }

  /**
   * Any refund asked of the provider (outside a transaction), with its idempotent reference: a
   * line's `refund:<line id>`, an amount's `refund:<refund record id>`. A provider that does not
   * answer counts as a refusal.
   */
  async askProviderRefund(
    order: OrderRow,
    refund: { amountCents: number; reference: string },
    logMessage: string,
  ): Promise<RefundResult> {
    return (
      (await this.#providerRefund(order, refund, (error) =>
        this.#deps.log.error({ err: error, orderId: order.id }, logMessage),
      )) ?? { refundId: "", status: "failed" }
    );
  }

  /**
   * A refund asked again with the reference it was first asked with (its answer was never
   * recorded): the provider's answer, or null when it did not answer this time either (asked
   * again later, never taken as a refusal: the first request may have gone through).
   */
  askProviderRefundAgain(
    order: OrderRow,
    refund: { amountCents: number; reference: string },
  ): Promise<RefundResult | null> {
    return this.#providerRefund(order, refund, (error) =>
      this.#deps.log.warn(
        { err: error, orderId: order.id },
        "an unanswered refund is still unanswered",
      ),
    );
  }

  /** The provider's answer, or null (after `onError`) when it did not answer. */
  async #providerRefund(
    order: OrderRow,
    refund: { amountCents: number; reference: string },
    onError: (error: unknown) => void,
  ): Promise<RefundResult | null> {
    if (!order.paymentId) return { refundId: "", status: "failed" };
    return this.#deps.payments
      .refund({ paymentId: order.paymentId, ...refund })
      .catch((error: unknown) => {
        onError(error);
        return null;
      });
  }

  /** The signed order links, for the e-mails written outside the lifecycle. */
  get links(): OrderLinks {
    return this.#deps.links;
  }
}

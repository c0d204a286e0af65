import { createHash } from "node:crypto";
import { internalOrderEventStatuses, staffIdOfActor } from "#contracts/admin-orders.ts";
import type { CheckoutRequest, Order, Purchase } from "#contracts/buying.ts";
import {
  describePlayer,
  formatUsd,
  type OrderStatus,
  playerKeyOf,
  unpaidOrderLifetimeMs,
} from "#contracts/buying-rules.ts";
import { AppError } from "#contracts/errors-rules.ts";
import type { LanguageCode } from "#contracts/languages.ts";
import type { Db, Executor } from "#db/client.ts";
import { deleteCartLine, selectCart } from "#server/modules/cart/cart.repository.ts";
import type { CartService } from "#server/modules/cart/cart.service.ts";
import type { CatalogueService, Purchasable } from "#server/modules/catalogue/catalogue.service.ts";
import type { PlayersService } from "#server/modules/players/players.service.ts";
import type { Jobs, Transaction } from "#server/platform/jobs.ts";
import type { Mailer } from "#server/platform/mail.ts";
import type { PaymentEvent, PaymentProvider } from "#server/platform/payments/payment-provider.ts";
import type { Clock } from "#server/platform/read-cache.ts";
import { decryptText } from "#server/platform/secrets.ts";
import { receiptMail } from "./orders.emails.ts";
import {
  anonymiseUserOrders,
  countRecentPlayerPurchases,
  findOrder,
  findOrderByKey,
  findOrderBySession,
  insertOrder,
  insertOrderEvent,
  insertOrderItems,
  lockOrder,
  type OrderItemRow,
  type OrderRow,
  recordPaymentEvent,
  selectExpiredUnpaidOrders,
  selectOrderEvents,
  selectOrderItems,
  selectStalledItems,
  selectUserPurchases,
  sumRecentOrders,
  updateOrder,
} from "./orders.repository.ts";

export const fulfilmentQueue = "fulfilment.deliver";
export type FulfilmentJob = { itemId: string };

/** Called after a committed change, so open pages of the buyer update (Socket.IO). */
export type OrderNotifier = (
  order: Pick<OrderRow, "id" | "userId" | "status" | "paymentStatus">,
) => void;

type Line = {
  item: Purchasable;
  quantity: number;
  fields: Record<string, string>;
  nickname: string | null;
};

export function toPurchase(row: OrderItemRow, orderCreatedAt: Date, code: string | null): Purchase {
  return {
    _id: row.id,
    orderId: row.orderId,
    gameName: row.gameName,
    gameSlug: row.gameSlug,
    packageName: row.packageName,
    currencyName: row.packageName,
    amount: (row.unitPriceCents * row.quantity) / 100,
    unitPriceCents: row.unitPriceCents,
    quantity: row.quantity,
    gameUserId: row.playerDisplay,
    playerNickname: row.playerNickname,
    transactionId: row.transactionId,
    serialNumber: row.serialNumber,
    code,
    status: row.status,
    createdAt: orderCreatedAt.toISOString(),
    purchaseDate: row.updatedAt.toISOString(),
  };
}

/**
 * Checkout and the order's life up to fulfilment: prices every line from the catalogue,
 * re-confirms players, creates the order exactly once per Idempotency-Key, opens the payment
 * session, and turns verified payment events into state changes, each recorded as an order
 * event, with fulfilment and the receipt queued in the same transaction.
 */
export type OrdersDeps = {
  catalogue: CatalogueService;
  cart: CartService;
  players: PlayersService;
  payments: PaymentProvider;
  jobs: Jobs;
  mailer: Mailer;
  clock: Clock;
  origin: string;
  codeKey: Buffer;
  velocity: { maxOrdersPerHour: number; maxCentsPerHour: number };
  notify: OrderNotifier;
  /**
   * Claims an order's provider look-up for the sync window across every process (Redis); false
   * when another process has looked it up within the window. Unset: this process alone decides.
   */
  claimSync?: (orderId: string, windowMs: number) => Promise<boolean>;
};

/** The shortest time between two provider look-ups of one order's payment (sync=1). */
export const providerSyncIntervalMs = 5_000;
const maxRememberedSyncs = 10_000;

export class OrdersService {
  readonly #db: Db;
  readonly #deps: OrdersDeps;
  /** When each order last asked the provider, and that call (shared while it runs). */
  readonly #syncs = new Map<string, { at: number; done: Promise<void> }>();

  constructor(db: Db, deps: OrdersDeps) {
    this.#db = db;
    this.#deps = deps;
  }

  #now(): Date {
    return new Date(this.#deps.clock.now());
  }

  async checkout(
    userId: string,
    input: CheckoutRequest,
    idempotencyKey: string,
    lang: LanguageCode,
  ): Promise<{ orderId: string; redirectUrl: string }> {
    if (!this.#deps.payments.methods.includes(input.paymentMethod)) {
      throw new AppError("VALIDATION_FAILED", "This payment method is not offered");
    }
    const requestHash = createHash("sha256").update(JSON.stringify(input)).digest("base64url");
    const existing = await findOrderByKey(this.#db, userId, idempotencyKey);
    if (existing) return this.#replay(existing, requestHash);

    const lines = await this.#collectLines(userId, input);
    const totalCents = lines.reduce((sum, line) => sum + line.item.priceCents * line.quantity, 0);
    const now = this.#now();
    const created = await this.#db.transaction(async (tx) => {
      const order = await insertOrder(tx, {
        userId,
        email: input.email,
        language: lang,
        paymentMethod: input.paymentMethod,
        paymentProvider: this.#deps.payments.name,
        totalCents,
        idempotencyKey,
        idempotencyScope: userId,
        requestHash,
        expiresAt: new Date(now.getTime() + unpaidOrderLifetimeMs),
      });
      if (!order) return undefined;
      await insertOrderItems(
        tx,
        lines.map((line) => ({
          orderId: order.id,
          gameId: line.item.gameId,
          packageId: line.item.packageId,
          gameName: line.item.gameTitle,
          gameSlug: line.item.gameSlug,
          packageName: line.item.packageName,
          currencyName: line.item.currencyName,
          supplierSku: line.item.supplierSku,
          deliveryKind: line.item.deliveryKind,
          unitPriceCents: line.item.priceCents,
          quantity: line.quantity,
          playerFields: line.fields,
          playerDisplay: describePlayer(
            line.fields,
            line.item.playerIdFields.map((field) => field.key),
          ),
          playerNickname: line.nickname,
        })),
      );
      await insertOrderEvent(tx, {
        orderId: order.id,
        status: "pending_payment",
        cause: `Order placed: ${formatUsd(totalCents)} by ${input.paymentMethod}`,
        actor: "buyer",
      });
      return order;
    });
    // Someone else (a concurrent request with the same key) created it first.
    if (!created) {
      const winner = await findOrderByKey(this.#db, userId, idempotencyKey);
      if (!winner) throw new AppError("CONFLICT", "Please try again");
      return this.#replay(winner, requestHash);
    }

    try {
      const session = await this.#deps.payments.createCheckoutSession({
        orderId: created.id,
        amountCents: totalCents,
        email: input.email,
        method: input.paymentMethod,
        lines: lines.map((line) => ({
          name: `${line.item.gameTitle}: ${line.item.packageName}`,
          quantity: line.quantity,
          unitCents: line.item.priceCents,
        })),
        successUrl: `${this.#deps.origin}/purchase-success?orderId=${created.id}`,
        cancelUrl: `${this.#deps.origin}/payment?cancelled=${created.id}`,
        expiresAt: created.expiresAt,
      });
      await updateOrder(this.#db, created.id, {
        paymentSessionId: session.sessionId,
        paymentRedirectUrl: session.redirectUrl,
      });
      return { orderId: created.id, redirectUrl: session.redirectUrl };
    } catch (error) {
      await this.#transition(created.id, {
        to: "cancelled",
        paymentStatus: "failed",
        cause: "The payment provider could not open a payment",
        actor: "system",
      });
      throw error instanceof AppError
        ? error
        : new AppError("UNAVAILABLE", "Payments are unavailable right now. Please try again.");
    }
  }

  /** The same key again: the same order (if the request is the same). */
  async #replay(order: OrderRow, requestHash: string) {
    if (order.requestHash !== requestHash) {
      throw new AppError(
        "CONFLICT",
        "This Idempotency-Key was already used for a different checkout",
      );
    }
    // The first request may still be opening the payment session: wait a little for it.
    for (let attempt = 0; attempt < 50; attempt += 1) {
      const current = attempt === 0 ? order : await findOrder(this.#db, order.id);
      if (current?.paymentRedirectUrl) {
        return { orderId: current.id, redirectUrl: current.paymentRedirectUrl };
      }
      if (current?.status === "cancelled") {
        throw new AppError("UNAVAILABLE", "Payments are unavailable right now. Please try again.");
      }
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    throw new AppError("CONFLICT", "This checkout is still being prepared. Please try again.");
  }

  async #collectLines(userId: string, input: CheckoutRequest): Promise<Line[]> {
    const wanted: { packageId: string; quantity: number; fields: Record<string, string> }[] = [];
    let cartLines: Awaited<ReturnType<CartService["pricedLines"]>> = [];
    if (input.buyNow) {
      wanted.push({
        packageId: input.buyNow.packageId,
        quantity: input.buyNow.quantity,
        fields: input.buyNow.player.fields,
      });
    } else {
      cartLines = await this.#deps.cart.pricedLines(userId);
      if (cartLines.length === 0) throw new AppError("BAD_REQUEST", "Your cart is empty");
      const changed = cartLines.filter(({ row, item }) => row.unitPriceCents !== item.priceCents);
      if (changed.length > 0 && !input.acceptPriceChanges) {
        throw new AppError(
          "PRICE_CHANGED",
          `Prices changed since you added: ${changed
            .map(
              ({ row, item }) =>
                `${item.gameTitle} ${item.packageName} ${formatUsd(row.unitPriceCents)} → ${formatUsd(item.priceCents)}`,
            )
            .join("; ")}. Please review and confirm.`,
        );
      }
      for (const { row } of cartLines) {
        wanted.push({ packageId: row.packageId, quantity: row.quantity, fields: row.playerFields });
      }
    }
    const items = await this.#deps.catalogue.getPurchasables(wanted.map((line) => line.packageId));
    const byId = new Map(items.map((item) => [item.packageId, item]));
    const lines: Line[] = [];
    for (const line of wanted) {
      const item = byId.get(line.packageId);
      if (!item?.available)
        throw new AppError("NOT_FOUND", "A package in your order is no longer on sale");
      // The supplier confirms every player again (recently confirmed ones are remembered).
      const player = await this.#deps.players.confirm(item, line.fields);
      lines.push({
        item,
        quantity: line.quantity,
        fields: player.fields,
        nickname: player.nickname,
      });
    }
    return lines;
  }

  /**
   * Applies a verified payment event once (by event id). Payment succeeded: paid, processing
   * (or on hold when the velocity rule trips), fulfilment and receipt queued in the same
   * transaction, the bought cart lines removed. Failed or expired: cancelled, cart untouched.
   */
  async applyPaymentEvent(event: PaymentEvent, actor = "payment provider"): Promise<void> {
    const changed = await this.#db.transaction(async (tx) => {
      const fresh = await recordPaymentEvent(tx, {
        id: `${this.#deps.payments.name}:${event.eventId}`,
        orderId: event.orderId,
        type: event.type,
      });
      if (!fresh) return null;
      const order =
        (await lockOrder(tx, event.orderId)) ??
        (await findOrderBySession(tx, event.sessionId).then((row) =>
          row ? lockOrder(tx, row.id) : undefined,
        ));
      if (!order || order.paymentSessionId !== event.sessionId) return null;
      if (event.type === "payment.succeeded") return this.#markPaid(tx, order, event, actor);
      if (order.paymentStatus !== "unpaid") return null;
      const expired = event.type === "payment.expired";
      await updateOrder(tx, order.id, {
        status: "cancelled",
        paymentStatus: expired ? "expired" : "failed",
      });
      await insertOrderEvent(tx, {
        orderId: order.id,
        status: "cancelled",
        cause: expired
          ? "Payment window expired"
          : `Payment failed: ${event.message ?? "declined"}`,
        actor,
      });
      return {
        ...order,
        status: "cancelled" as OrderStatus,
        paymentStatus: expired ? ("expired" as const) : ("failed" as const),
      };
    });
    if (changed) this.#deps.notify(changed);
  }

  async #markPaid(tx: Executor, order: OrderRow, event: PaymentEvent, actor: string) {
    if (order.paymentStatus === "paid" || order.paymentStatus === "refunded") return null;
    if (event.amountCents !== undefined && event.amountCents !== order.totalCents) {
      // Never deliver more than was paid for: a human looks at it.
      await updateOrder(tx, order.id, {
        status: "on_hold",
        paymentStatus: "paid",
        paymentId: event.paymentId ?? "",
        paidAt: this.#now(),
      });
      await insertOrderEvent(tx, {
        orderId: order.id,
        status: "on_hold",
        cause: `Paid ${formatUsd(event.amountCents)} for a ${formatUsd(order.totalCents)} order`,
        actor,
      });
      return { ...order, status: "on_hold" as OrderStatus, paymentStatus: "paid" as const };
    }
    const now = this.#now();
    const velocity = order.userId
      ? await sumRecentOrders(tx, order.userId, new Date(now.getTime() - 3_600_000))
      : { count: 0, cents: 0 };
    const since = new Date(now.getTime() - 3_600_000);
    const items = await selectOrderItems(tx, order.id);
    let playerOverLimit = false;
    for (const item of items) {
      // The same player account topped up by many buyers within an hour smells of resale
      // with stolen cards: held like a buyer's own excess.
      const recent = await countRecentPlayerPurchases(tx, {
        gameSlug: item.gameSlug,
        playerFields: item.playerFields,
        since,
        excludeOrderId: order.id,
      });
      if (item.deliveryKind === "direct" && recent + 1 > this.#deps.velocity.maxOrdersPerHour) {
        playerOverLimit = true;
      }
    }
    const overLimit =
      playerOverLimit ||
      velocity.count + 1 > this.#deps.velocity.maxOrdersPerHour ||
      velocity.cents + order.totalCents > this.#deps.velocity.maxCentsPerHour;
    const status: OrderStatus = overLimit ? "on_hold" : "processing";
    await updateOrder(tx, order.id, {
      status,
      paymentStatus: "paid",
      paymentId: event.paymentId ?? "",
      paidAt: now,
    });
    await insertOrderEvent(tx, {
      orderId: order.id,
      status: "paid",
      cause: `Payment of ${formatUsd(order.totalCents)} confirmed`,
      actor,
    });
    await insertOrderEvent(tx, {
      orderId: order.id,
      status,
      cause: overLimit
        ? "Held for review: more orders or money than usual within an hour for this buyer or player"
        : "Payment confirmed, order being prepared",
      actor: "system",
    });
    if (!overLimit) {
      for (const item of items) {
        await this.#deps.jobs.enqueue<FulfilmentJob>(
          fulfilmentQueue,
          { itemId: item.id },
          { tx: tx as unknown as Transaction, singletonKey: item.id },
        );
      }
    }
    await this.#deps.mailer.send(
      receiptMail({
        order,
        items,
        lang: order.language as LanguageCode,
        origin: this.#deps.origin,
      }),
      { tx: tx as unknown as Transaction },
    );
    if (order.userId) {
      // The bought lines leave the cart; anything added since stays.
      const cartRows = await selectCart(tx, order.userId);
      for (const item of items) {
        const key = playerKeyOf(item.playerFields);
        const row = cartRows.find((r) => r.packageId === item.packageId && r.playerKey === key);
        if (row) await deleteCartLine(tx, order.userId, row.id);
      }
    }
    return { ...order, status, paymentStatus: "paid" as const };
  }

  /**
   * The return page asks the provider too, so it is right even when the webhook is late. The
   * provider is asked at most once per order every `providerSyncIntervalMs`: callers within
   * that window share the call in flight or just read the database, so a page (or a script)
   * polling with sync=1 cannot turn into a flood of provider calls.
   */
  async syncWithProvider(orderId: string): Promise<void> {
    const now = this.#deps.clock.now();
    const last = this.#syncs.get(orderId);
    if (last && now - last.at < providerSyncIntervalMs) return last.done;
    if (this.#syncs.size >= maxRememberedSyncs) {
      for (const [id, sync] of this.#syncs) {
        if (now - sync.at >= providerSyncIntervalMs) this.#syncs.delete(id);
      }
      // Still full: all recent. Forgetting them costs at most one extra call per order.
      if (this.#syncs.size >= maxRememberedSyncs) this.#syncs.clear();
    }
    const done = this.#claimSync(orderId).then((claimed) =>
      claimed ? this.#syncNow(orderId) : undefined,
    );
    this.#syncs.set(orderId, { at: now, done: done.catch(() => {}) });
    return done;
  }

  // Another process's look-up within the window counts too: a page polling through a proxy
  // reaches a different process each time.
  async #claimSync(orderId: string): Promise<boolean> {
    return this.#deps.claimSync ? this.#deps.claimSync(orderId, providerSyncIntervalMs) : true;
  }

  async #syncNow(orderId: string): Promise<void> {
    const order = await findOrder(this.#db, orderId);
    if (!order?.paymentSessionId || order.paymentStatus !== "unpaid") return;
    const state = await this.#deps.payments.retrieveSession(order.paymentSessionId);
    if (state.status === "open") return;
    await this.applyPaymentEvent(
      {
        eventId: `sync:${order.paymentSessionId}:${state.status}`,
        type:
          state.status === "paid"
            ? "payment.succeeded"
            : state.status === "expired"
              ? "payment.expired"
              : "payment.failed",
        sessionId: order.paymentSessionId,
        orderId: order.id,
        ...(state.status === "paid"
          ? { paymentId: state.paymentId, amountCents: state.amountCents }
          : {}),
        ...(state.status === "failed" ? { message: state.message } : {}),
      },
      "return page",
    );
  }

  async #transition(
    orderId: string,
    change: {
      to: OrderStatus;
      paymentStatus?: OrderRow["paymentStatus"];
      cause: string;
      actor: string;
    },
  ): Promise<void> {
    const row = await this.#db.transaction(async (tx) => {
      const order = await lockOrder(tx, orderId);
      if (!order) return null;
      await updateOrder(tx, orderId, {
        status: change.to,
        ...(change.paymentStatus ? { paymentStatus: change.paymentStatus } : {}),
      });
      await insertOrderEvent(tx, {
        orderId,
        status: change.to,
        cause: change.cause,
        actor: change.actor,
      });
      return {
        ...order,
        status: change.to,
        paymentStatus: change.paymentStatus ?? order.paymentStatus,
      };
    });
    if (row) this.#deps.notify(row);
  }

  /** Unpaid orders past 30 minutes: cancelled, their payment session closed. */
  async expireUnpaid(limit = 100): Promise<number> {
    const expired = await selectExpiredUnpaidOrders(this.#db, this.#now(), limit);
    for (const { id } of expired) {
      const order = await findOrder(this.#db, id);
      if (order?.paymentSessionId) {
        await this.#deps.payments.expireSession(order.paymentSessionId).catch(() => {});
        // A payment that slipped in at the last second wins over the expiry (asked now, whatever
        // the return page asked a moment ago).
        await this.#syncNow(id).catch(() => {});
      }
      const again = await findOrder(this.#db, id);
      if (again?.status === "pending_payment") {
        await this.#transition(id, {
          to: "cancelled",
          paymentStatus: "expired",
          cause: "Not paid within 30 minutes",
          actor: "system",
        });
      }
    }
    return expired.length;
  }

  /**
   * An order for its buyer, or for staff allowed to read every order (`orders.read`); 404 for
   * anyone else, staff without that permission included, so ids reveal nothing.
   */
  async getOrder(
    orderId: string,
    viewer: { userId: string; readsAllOrders: boolean },
  ): Promise<Order> {
    const order = await findOrder(this.#db, orderId);
    if (!order || (!viewer.readsAllOrders && order.userId !== viewer.userId)) {
      throw new AppError("NOT_FOUND", "Order not found");
    }
    const [items, events] = await Promise.all([
      selectOrderItems(this.#db, order.id),
      selectOrderEvents(this.#db, order.id),
    ]);
    const showCodes = order.userId === viewer.userId;
    return {
      _id: order.id,
      status: order.status,
      paymentStatus: order.paymentStatus,
      paymentMethod: order.paymentMethod,
      email: order.email,
      totalCents: order.totalCents,
      currency: "USD",
      createdAt: order.createdAt.toISOString(),
      items: items.map((item) =>
        toPurchase(item, order.createdAt, showCodes ? this.#codeOf(item) : null),
      ),
      // Staff notes and refund markers stay with staff; an admin is "support" to the buyer.
      events: events
        .filter((event) => !internalOrderEventStatuses.includes(event.status))
        .map((event) => ({
          status: event.status,
          at: event.at.toISOString(),
          cause: event.cause,
          actor: staffIdOfActor(event.actor) ? "support" : event.actor,
        })),
    };
  }

  #codeOf(item: OrderItemRow): string | null {
    if (!item.codeEncrypted) return null;
    try {
      return decryptText(this.#deps.codeKey, item.codeEncrypted);
    } catch {
      return null;
    }
  }

  /**
   * Re-queues deliveries nothing is working on (the process died mid-job, a queue was lost).
   * Harmless when a job is still alive: a delivery runs only for a pending purchase and the
   * supplier delivers a reference once.
   */
  async resumeStalledFulfilment(idleMs: number): Promise<number> {
    const stalled = await selectStalledItems(
      this.#db,
      new Date(this.#deps.clock.now() - idleMs),
      500,
    );
    for (const { id } of stalled) {
      await this.#deps.jobs.enqueue<FulfilmentJob>(fulfilmentQueue, { itemId: id });
    }
    return stalled.length;
  }

  /** A deleted account's orders stay (bookkeeping) without its contact address. */
  async forgetBuyer(tx: Executor, userId: string): Promise<void> {
    await anonymiseUserOrders(tx, userId);
  }

  async listPurchases(userId: string): Promise<Purchase[]> {
    const rows = await selectUserPurchases(this.#db, userId, 200);
    return rows.map(({ item, orderCreatedAt }) =>
      toPurchase(item, orderCreatedAt, this.#codeOf(item)),
    );
  }
}

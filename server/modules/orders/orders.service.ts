import { createHash, randomUUID } from "node:crypto";
import type { CustomerOrder, CustomerRefund, CustomerTotals } from "#contracts/admin-customers.ts";
import { internalOrderEventStatuses, staffIdOfActor } from "#contracts/admin-orders.ts";
import type { CheckoutRequest, Order, Purchase } from "#contracts/buying.ts";
import { describePlayer, formatUsd, type PaymentMethod } from "#contracts/buying-rules.ts";
import { AppError } from "#contracts/errors-rules.ts";
import { uuidPattern } from "#contracts/id-rules.ts";
import type { LanguageCode } from "#contracts/languages.ts";
import type { CheckoutQuote, CheckoutQuoteRequest } from "#contracts/promos.ts";
import type { Db, Executor } from "#db/client.ts";
import type { CartService } from "#server/modules/cart/cart.service.ts";
import type { CatalogueService, Purchasable } from "#server/modules/catalogue/catalogue.service.ts";
import type { PlayersService } from "#server/modules/players/players.service.ts";
import {
  customerKeyOf,
  type PromoApplied,
  type PromosService,
  promoRefusedError,
} from "#server/modules/promos/promos.service.ts";
import type { PaidOrderCounter, RiskService } from "#server/modules/risk/risk.service.ts";
import type { Jobs } from "#server/platform/jobs.ts";
import type { Mailer } from "#server/platform/mail.ts";
import type {
  PaymentEvent,
  PaymentProvider,
  RefundEvent,
} from "#server/platform/payments/payment-provider.ts";
import type { Clock } from "#server/platform/read-cache.ts";
import { decryptText } from "#server/platform/secrets.ts";
import {
  selectBuyerAmountRefunds,
  selectBuyerOrders,
  selectBuyerRefunds,
  selectBuyerTotals,
} from "./customer-orders.repository.ts";
import type { OrderActionsService } from "./order-actions.service.ts";
import {
  type OrderLifecycle,
  type OrderTx,
  orderEventAllowed,
  providerSyncIntervalMs,
  unpaidOrderLifetimeMs,
  unpaidOrderLifetimeText,
} from "./order-lifecycle.ts";
import { orderRoomOf } from "./order-links.ts";
import { reconcileRefund } from "./order-refund.ts";
import { orderLinkMail, receiptMail } from "./orders.emails.ts";
import {
  type FulfilmentJob,
  fulfilmentQueue,
  type OrderLinkJob,
  orderLinkQueue,
} from "./orders.jobs.ts";
import {
  adoptGuestOrders,
  anonymiseUserOrders,
  countLinesOfPackage,
  countPaidOrders,
  findOrder,
  findOrderByKey,
  findOrderBySession,
  lockOrder,
  type OrderItemRow,
  type OrderRow,
  recordPaymentEvent,
  selectExpiredUnpaidOrders,
  selectOrderEvents,
  selectOrderItems,
  selectStalledItems,
  selectUserPurchases,
} from "./orders.repository.ts";

export { type FulfilmentJob, fulfilmentQueue, providerSyncIntervalMs };

type Line = {
  item: Purchasable;
  quantity: number;
  fields: Record<string, string>;
  nickname: string | null;
};

function promoLineOf(line: Line): { gameId: string; amountCents: number } {
  return { gameId: line.item.gameId, amountCents: line.item.priceCents * line.quantity };
}

/** A line's player ID as the order shows it (and as the player blocklist names it). */
function playerIdOf(item: Purchasable, fields: Record<string, string>): string {
  return describePlayer(
    fields,
    item.playerIdFields.map((field) => field.key),
  );
}

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
    code: row.codeRevokedAt ? null : code,
    codeRevoked: row.codeRevokedAt !== null,
    status: row.status,
    waitingForGame: row.status === "pending" && row.waitingForGameSince !== null,
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
/** Who checks out: a signed-in member, or a guest without an account. */
export type Buyer = { kind: "member"; userId: string } | { kind: "guest" };

/**
 * Who reads an order: an account (its own orders; all of them with the staff permission), or
 * whoever holds the order's signed link key.
 */
export type OrderReader = { userId: string; readsAllOrders: boolean } | { key: string };

export type CheckoutResult = { orderId: string; redirectUrl: string; orderKey?: string };

export type OrdersDeps = {
  catalogue: CatalogueService;
  cart: CartService;
  players: PlayersService;
  /** Promo codes: whether one applies, and its use taken in the order's own transaction. */
  promos: PromosService;
  payments: PaymentProvider;
  jobs: Jobs;
  mailer: Mailer;
  clock: Clock;
  origin: string;
  codeKey: Buffer;
  /** Blocklists screen a checkout; fraud rules decide whether a paid order is held. */
  risk: RiskService;
  /** How long an order paid by bank transfer waits for the money (BANK_TRANSFER_MINUTES). */
  bankTransferMinutes?: number;
  /** Every change of an order's state goes through it (and its push to the buyer's pages). */
  lifecycle: OrderLifecycle;
  /** Staff work on orders (search, detail, hold, release, retry, refund, receipt, notes). */
  actions: OrderActionsService;
  /**
   * The accounts' refusal of an address whose account staff blocked (ACCOUNT_BLOCKED, which
   * checkout answers with the risk module's neutral refusal); resolves for every other address.
   */
  assertMayBuyWith: (email: string, lang: LanguageCode) => Promise<void>;
  /**
   * Claims an order's provider look-up for the sync window across every process (Redis); false
   * when another process has looked it up within the window. Unset: this process alone decides.
   */
  claimSync?: (orderId: string, windowMs: number) => Promise<boolean>;
};

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

  get lifecycle(): OrderLifecycle {
    return this.#deps.lifecycle;
  }

  /** The admin order routes' service, built once with the rest of the buying side. */
  get actions(): OrderActionsService {
    return this.#deps.actions;
  }

  #now(): Date {
    return new Date(this.#deps.clock.now());
  }

  /**
   * A member buys from the cart or buys one line now; a guest (no account) buys one line now,
   * with the e-mail address the order's link and receipts go to. A guest's reply carries the
   * order's link key: the return page and the order page read the order with it.
   */
  async checkout(
    buyer: Buyer,
    input: CheckoutRequest,
    idempotencyKey: string,
    lang: LanguageCode,
    /** The buyer's network address (request.ip): blocklists and fraud rules look at it. */
    address: string | null = null,
  ): Promise<CheckoutResult> {
    if (!this.#deps.payments.methods.includes(input.paymentMethod)) {
      throw new AppError("VALIDATION_FAILED", "This payment method is not offered");
    }
    const guest = buyer.kind === "guest";
    if (guest && !input.buyNow) {
      // The cart belongs to an account.
      throw new AppError("UNAUTHORIZED", "Please log in to continue.");
    }
    // A guest, or a member typing another address, never buys for a blocked account. Refused
    // with the blocklist's neutral words: "this account is blocked" would tell anyone typing an
    // address that an account exists for it (the sign-in says so only after its password).
    try {
      await this.#deps.assertMayBuyWith(input.email, lang);
    } catch (error) {
      if (error instanceof AppError && error.code === "ACCOUNT_BLOCKED") {
        throw await this.#deps.risk.refuseCheckout("blocked_account", lang);
      }
      throw error;
    }
    const userId = guest ? null : buyer.userId;
    // Who may repeat a key: the account, or the guest's address (a hash, not the address).
    const scope = userId ?? `guest:${createHash("sha256").update(input.email).digest("base64url")}`;
    const requestHash = createHash("sha256").update(JSON.stringify(input)).digest("base64url");
    // The key is not looked up first: a checkout nearly always comes with a new one, and the
    // order's unique index answers a repeated one when the order is stored (below).
    let lines: Line[];
    try {
      lines = await this.#collectLines(userId, input);
    } catch (error) {
      // A repeated key whose package is gone since (or whose cart its payment emptied) still
      // gets its order.
      const existing = await findOrderByKey(this.#db, scope, idempotencyKey);
      if (existing) return this.#replay(existing, requestHash, guest);
      throw error;
    }
    // A blocked buyer is refused before anything is stored or a payment session opened.
    await this.#deps.risk.screenCheckout(
      {
        email: input.email,
        address,
        players: lines.map((line) => playerIdOf(line.item, line.fields)),
      },
      lang,
    );
    const subtotalCents = lines.reduce(
      (sum, line) => sum + line.item.priceCents * line.quantity,
      0,
    );
    const customerKey = customerKeyOf(userId ? { userId } : { email: input.email });
    let promo: PromoApplied | null = null;
    if (input.promoCode) {
      const verdict = await this.#deps.promos.evaluate(
        input.promoCode,
        { lines: lines.map(promoLineOf), customerKey },
        lang,
      );
      if (!verdict.ok) {
        // A repeated key whose order took the code's last use (or the customer's one) still
        // gets its order.
        const existing = await findOrderByKey(this.#db, scope, idempotencyKey);
        if (existing) return this.#replay(existing, requestHash, guest);
        throw promoRefusedError(verdict);
      }
      promo = verdict;
    }
    const discountCents = promo?.discountCents ?? 0;
    const totalCents = subtotalCents - discountCents;
    const orderId = randomUUID();
    const expiresAt = new Date(this.#now().getTime() + this.#unpaidLifetimeMs(input.paymentMethod));
    // The payment session first, then the order with it in one statement: an order is never
    // stored without the page where it is paid (a process that dies in between leaves only an
    // unused session at the provider, which expires on its own), and a provider that cannot
    // open one leaves nothing behind.
    const session = await this.#deps.payments
      .createCheckoutSession({
        orderId,
        amountCents: totalCents,
        email: input.email,
        method: input.paymentMethod,
        lines: lines.map((line) => ({
          name: `${line.item.gameTitle}: ${line.item.packageName}`,
          quantity: line.quantity,
          unitCents: line.item.priceCents,
        })),
        successUrl: this.#deps.lifecycle.links.returnUrl(
          { id: orderId, email: input.email },
          guest,
        ),
        // A guest's way back is the buy-now page (the cart and its page need an account).
        cancelUrl: `${this.#deps.origin}/payment?${guest ? "buyNow=1&" : ""}cancelled=${orderId}`,
        expiresAt,
      })
      .catch((error: unknown) => {
        throw error instanceof AppError
          ? error
          : new AppError("UNAVAILABLE", "Payments are unavailable right now. Please try again.");
      });
    const placed = await this.#deps.lifecycle.place(
      {
        id: orderId,
        userId,
        email: input.email,
        language: lang,
        paymentMethod: input.paymentMethod,
        paymentProvider: this.#deps.payments.name,
        paymentSessionId: session.sessionId,
        paymentRedirectUrl: session.redirectUrl,
        totalCents,
        // A guest has no account to keep players in (its browser keeps them).
        rememberPlayer: !guest && input.rememberPlayer,
        subtotalCents,
        discountCents,
        promoCode: promo?.code ?? null,
        idempotencyKey,
        idempotencyScope: scope,
        requestHash,
        expiresAt,
        clientAddress: address,
      },
      lines.map((line, index) => ({
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
        discountCents: promo?.lineDiscounts[index] ?? 0,
        playerFields: line.fields,
        playerDisplay: playerIdOf(line.item, line.fields),
        playerNickname: line.nickname,
      })),
      {
        cause: promo
          ? `Order placed: ${formatUsd(totalCents)} by ${input.paymentMethod} (${promo.code}: ${formatUsd(discountCents)} off ${formatUsd(subtotalCents)})`
          : `Order placed: ${formatUsd(totalCents)} by ${input.paymentMethod}`,
        actor: "buyer",
      },
      // The code's use is taken in the transaction that stores the order: both or neither.
      // Without a code the order stays one statement, with no transaction around it.
      ...(promo
        ? [(tx: Executor) => this.#deps.promos.redeem(tx, promo, { orderId, customerKey }, lang)]
        : []),
    );
    if (placed) {
      return {
        orderId,
        redirectUrl: session.redirectUrl,
        ...(guest
          ? { orderKey: this.#deps.lifecycle.links.keyOf({ id: orderId, email: input.email }) }
          : {}),
      };
    }

    // The key was used already (a repeated request, or a concurrent one that stored its order
    // first): that order is the answer, and the session opened here is closed unused.
    await this.#deps.payments.expireSession(session.sessionId).catch(() => {});
    const winner = await findOrderByKey(this.#db, scope, idempotencyKey);
    if (!winner) throw new AppError("CONFLICT", "Please try again");
    return this.#replay(winner, requestHash, guest);
  }

  /** A bank transfer takes hours to arrive; every other method is paid on the spot. */
  #unpaidLifetimeMs(method: PaymentMethod): number {
    return method === "bank_transfer" && this.#deps.bankTransferMinutes
      ? this.#deps.bankTransferMinutes * 60_000
      : unpaidOrderLifetimeMs;
  }

  /**
   * What an order would cost with a promo code, priced from the catalogue like the checkout
   * (players are not asked again: nothing is bought here). A refused code is an answer, not an
   * error: the reply carries the reason in the buyer's language.
   */
  async quote(
    buyer: Buyer,
    input: CheckoutQuoteRequest,
    lang: LanguageCode,
  ): Promise<CheckoutQuote> {
    const userId = buyer.kind === "member" ? buyer.userId : null;
    let lines: { gameId: string; amountCents: number }[];
    if (input.buyNow) {
      // A quote shows a price, it does not charge one: read through the catalogue's cache.
      const item = await this.#deps.catalogue.peekPurchasable(input.buyNow.packageId);
      if (!item?.available) {
        throw new AppError("NOT_FOUND", "A package in your order is no longer on sale");
      }
      lines = [{ gameId: item.gameId, amountCents: item.priceCents * input.buyNow.quantity }];
    } else {
      if (!userId) throw new AppError("UNAUTHORIZED", "Please log in to continue.");
      const cartLines = await this.#deps.cart.pricedLines(userId);
      if (cartLines.length === 0) throw new AppError("BAD_REQUEST", "Your cart is empty");
      // Lines no longer on sale cannot be bought (the checkout refuses them): not priced.
      lines = cartLines
        .filter(({ item }) => item.available)
        .map(({ row, item }) => ({
          gameId: item.gameId,
          amountCents: item.priceCents * row.quantity,
        }));
    }
    const subtotalCents = lines.reduce((sum, line) => sum + line.amountCents, 0);
    const customerKey = userId
      ? customerKeyOf({ userId })
      : input.email
        ? customerKeyOf({ email: input.email })
        : null;
    const verdict = await this.#deps.promos.evaluate(
      input.promoCode,
      { lines, customerKey },
      lang,
      { cached: true },
    );
    if (!verdict.ok) {
      return {
        subtotalCents,
        discountCents: 0,
        totalCents: subtotalCents,
        promoCode: null,
        refusal: { reason: verdict.reason, message: verdict.message },
      };
    }
    return {
      subtotalCents,
      discountCents: verdict.discountCents,
      totalCents: subtotalCents - verdict.discountCents,
      promoCode: verdict.code,
      refusal: null,
    };
  }

  /** The same key again: the same order (if the request is the same). */
  async #replay(order: OrderRow, requestHash: string, guest: boolean): Promise<CheckoutResult> {
    if (order.requestHash !== requestHash) {
      throw new AppError(
        "CONFLICT",
        "This Idempotency-Key was already used for a different checkout",
      );
    }
    // Orders are stored with their payment page; one without (stored before that rule) cannot
    // be paid.
    if (!order.paymentRedirectUrl) {
      throw new AppError("UNAVAILABLE", "Payments are unavailable right now. Please try again.");
    }
    return {
      orderId: order.id,
      redirectUrl: order.paymentRedirectUrl,
      ...(guest ? { orderKey: this.#deps.lifecycle.links.keyOf(order) } : {}),
    };
  }

  async #collectLines(userId: string | null, input: CheckoutRequest): Promise<Line[]> {
    const wanted: {
      item: Purchasable | undefined;
      quantity: number;
      fields: Record<string, string>;
    }[] = [];
    if (input.buyNow) {
      wanted.push({
        // Through the catalogue's read cache: every catalogue edit empties it in every process
        // as it commits, so the price charged is the one the storefront shows (decision 0068).
        item: await this.#deps.catalogue.peekPurchasable(input.buyNow.packageId),
        quantity: input.buyNow.quantity,
        fields: input.buyNow.player.fields,
      });
    } else if (userId) {
      // The cart's lines come priced with their packages: nothing is read twice.
      const cartLines = await this.#deps.cart.pricedLines(userId);
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
      for (const { row, item } of cartLines) {
        wanted.push({ item, quantity: row.quantity, fields: row.playerFields });
      }
    }
    const lines: Line[] = [];
    for (const { item, quantity, fields } of wanted) {
      if (!item?.available)
        throw new AppError("NOT_FOUND", "A package in your order is no longer on sale");
      // The supplier confirms every player again (recently confirmed ones are remembered).
      const player = await this.#deps.players.confirm(item, fields);
      lines.push({ item, quantity, fields: player.fields, nickname: player.nickname });
    }
    return lines;
  }

  /** A refund's outcome from the provider's webhook (order-refund.ts `reconcileRefund`). */
  applyRefundEvent(event: RefundEvent): Promise<void> {
    return reconcileRefund(this.#deps.lifecycle, this.#deps.payments.name, event);
  }

  /**
   * Applies a verified payment event once (by event id). Payment succeeded: paid, processing
   * (or on hold when the velocity rule trips), fulfilment and receipt queued in the same
   * transaction, the bought cart lines removed. Failed or expired: cancelled, cart untouched.
   */
  async applyPaymentEvent(received: PaymentEvent, actor = "payment provider"): Promise<void> {
    // Asked before the transaction: no provider call while the order is locked.
    const event = await this.#withCardFingerprint(received);
    await this.#deps.lifecycle.transaction(async (changes) => {
      const { tx } = changes;
      const fresh = await recordPaymentEvent(tx, {
        id: `${this.#deps.payments.name}:${event.eventId}`,
        orderId: event.orderId,
        type: event.type,
      });
      if (!fresh) return;
      const order =
        (await lockOrder(tx, event.orderId)) ??
        (await findOrderBySession(tx, event.sessionId).then((row) =>
          row ? lockOrder(tx, row.id) : undefined,
        ));
      if (!order || order.paymentSessionId !== event.sessionId) return;
      if (event.type === "payment.succeeded") return this.#markPaid(changes, order, event, actor);
      if (event.type === "payment.pending") {
        // Late (after the payment or the cancellation) or repeated: nothing to wait for.
        if (!orderEventAllowed(order, "transferAwaited")) return;
        await changes.apply(order, "transferAwaited", [
          { cause: "Transfer sent: waiting for the money to arrive", actor },
        ]);
        return;
      }
      const expired = event.type === "payment.expired";
      const change = expired ? "paymentExpired" : "paymentFailed";
      // A failure or an expiry after the payment (or a second one) changes nothing.
      if (!orderEventAllowed(order, change)) return;
      // Never paid: the order gives its use of a promo code back.
      if (order.promoCode) await this.#deps.promos.release(tx, order.id);
      await changes.apply(order, change, [
        {
          cause: expired
            ? "Payment window expired"
            : `Payment failed: ${event.message ?? "declined"}`,
          actor,
        },
      ]);
    });
  }

  async #markPaid(changes: OrderTx, order: OrderRow, event: PaymentEvent, actor: string) {
    const { tx } = changes;
    // A payment recorded already (or refunded) is not paid again.
    if (!orderEventAllowed(order, "paymentSucceeded")) return;
    if (event.amountCents !== undefined && event.amountCents !== order.totalCents) {
      // Never deliver more than was paid for: a human looks at it.
      await changes.apply(
        order,
        "paymentAmountMismatch",
        [
          {
            cause: `Paid ${formatUsd(event.amountCents)} for a ${formatUsd(order.totalCents)} order`,
            actor,
          },
        ],
        { payment: { paymentId: event.paymentId ?? "", paidAt: this.#now() } },
      );
      return;
    }
    const now = this.#now();
    const items = await selectOrderItems(tx, order.id);
    const hold = await this.#deps.risk.evaluatePaid(
      tx,
      order,
      this.#paidOrderCounter(tx, order, items, event.cardFingerprint ?? null),
    );
    const overLimit = hold !== null;
    await changes.apply(
      order,
      overLimit ? "paymentSucceededOverVelocity" : "paymentSucceeded",
      [
        { cause: `Payment of ${formatUsd(order.totalCents)} confirmed`, actor },
        {
          // The buyer reads this one: neutral. The rule's name is for staff (the note below).
          cause: overLimit ? "Held for review" : "Payment confirmed, order being prepared",
          actor: "system",
        },
      ],
      {
        payment: {
          paymentId: event.paymentId ?? "",
          paidAt: now,
          cardFingerprint: event.cardFingerprint ?? null,
          ...(overLimit ? { heldAt: now } : {}),
        },
      },
    );
    if (hold) {
      await changes.mark(order.id, "note", {
        cause: `Held for review: ${hold.name}`,
        actor: "system",
      });
    }
    if (!overLimit) await changes.queueDelivery(items);
    await changes.mail(
      receiptMail({
        order,
        items,
        lang: order.language as LanguageCode,
        orderUrl: this.#deps.lifecycle.links.pageUrl(order),
      }),
    );
    if (order.userId) await this.#deps.cart.removeBoughtLines(tx, order.userId, items);
  }

  /**
   * A succeeded payment's card fingerprint from the provider, where its webhook does not carry
   * one (Stripe): the card-scoped fraud rules count by it.
   */
  async #withCardFingerprint(event: PaymentEvent): Promise<PaymentEvent> {
    const { payments } = this.#deps;
    if (event.type !== "payment.succeeded" || !event.paymentId || event.cardFingerprint) {
      return event;
    }
    const fingerprint = await payments.cardFingerprintOf?.(event.paymentId);
    return fingerprint ? { ...event, cardFingerprint: fingerprint } : event;
  }

  /**
   * How the fraud rules count this order's buyer: its other paid orders by account, e-mail,
   * network address, (the most of) its lines' player accounts or the card it was paid with. A
   * scope the order has no value for (a guest's account, an order without an address, a payment
   * whose provider gave no card fingerprint) counts nothing (null).
   */
  #paidOrderCounter(
    tx: Executor,
    order: OrderRow,
    items: OrderItemRow[],
    cardFingerprint: string | null,
  ): PaidOrderCounter {
    return async (scope, since) => {
      const base = { since, excludeOrderId: order.id };
      switch (scope) {
        case "account":
          return order.userId ? countPaidOrders(tx, { ...base, userId: order.userId }) : null;
        case "email":
          return order.email ? countPaidOrders(tx, { ...base, email: order.email }) : null;
        case "address":
          return order.clientAddress
            ? countPaidOrders(tx, { ...base, clientAddress: order.clientAddress })
            : null;
        case "card":
          return cardFingerprint ? countPaidOrders(tx, { ...base, cardFingerprint }) : null;
        case "player": {
          let most: { count: number; cents: number } | null = null;
          for (const item of items) {
            const counted = await countPaidOrders(tx, {
              ...base,
              player: { gameSlug: item.gameSlug, fields: item.playerFields },
            });
            if (!most || counted.count > most.count) most = counted;
          }
          return most;
        }
      }
    };
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
    if (
      !order?.paymentSessionId ||
      (order.paymentStatus !== "unpaid" && order.paymentStatus !== "awaiting_transfer")
    ) {
      return;
    }
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

  /** Cancels an unpaid order nobody paid in time. */
  async #cancel(orderId: string, change: "unpaidExpired", cause: string): Promise<void> {
    await this.#deps.lifecycle.transaction(async (changes) => {
      const order = await lockOrder(changes.tx, orderId);
      // Paid meanwhile (a payment that slipped in wins): nothing to cancel.
      if (!order || !orderEventAllowed(order, change)) return;
      if (order.promoCode) await this.#deps.promos.release(changes.tx, order.id);
      await changes.apply(order, change, [{ cause, actor: "system" }]);
    });
  }

  /**
   * Refunds asked of the payment provider whose answer was never recorded (the process stopped
   * in between), asked again with their reference and recorded (a repeating job).
   */
  resumeUnansweredRefunds(): Promise<number> {
    return this.#deps.actions.resumeUnansweredRefunds();
  }

  /** Unpaid orders past their lifetime: cancelled, their payment session closed. */
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
      const cause =
        order?.paymentMethod === "bank_transfer"
          ? "The bank transfer did not arrive in time"
          : `Not paid within ${unpaidOrderLifetimeText}`;
      await this.#cancel(id, "unpaidExpired", cause);
    }
    return expired.length;
  }

  /**
   * An order for its buyer, for the holder of its signed link, or for staff allowed to read every
   * order (`orders.read`); 404 for anyone else, staff without that permission included, so ids
   * reveal nothing.
   */
  async getOrder(orderId: string, viewer: OrderReader): Promise<Order> {
    const order = await findOrder(this.#db, orderId);
    const allowed =
      order &&
      ("key" in viewer
        ? this.#deps.lifecycle.links.verify(order, viewer.key)
        : viewer.readsAllOrders || order.userId === viewer.userId);
    if (!order || !allowed) throw new AppError("NOT_FOUND", "Order not found");
    const [items, events] = await Promise.all([
      selectOrderItems(this.#db, order.id),
      selectOrderEvents(this.#db, order.id),
    ]);
    // Codes are the buyer's: shown to the account that bought and to the holder of the link.
    const showCodes = "key" in viewer || order.userId === viewer.userId;
    return {
      _id: order.id,
      status: order.status,
      paymentStatus: order.paymentStatus,
      paymentMethod: order.paymentMethod,
      email: order.email,
      totalCents: order.totalCents,
      subtotalCents: order.subtotalCents ?? order.totalCents,
      discountCents: order.discountCents,
      promoCode: order.promoCode,
      currency: "USD",
      createdAt: order.createdAt.toISOString(),
      // Where the transfer's instructions (its reference) are, while the order waits for it.
      ...(order.status === "pending_payment" &&
      order.paymentMethod === "bank_transfer" &&
      order.paymentRedirectUrl
        ? { paymentUrl: order.paymentRedirectUrl }
        : {}),
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
    // A refunded line's code was revoked: never decrypted for the buyer again.
    if (!item.codeEncrypted || item.codeRevokedAt) return null;
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

  /** How many order lines name the package, read in the caller's transaction. */
  countLinesOfPackage(tx: Executor, packageId: string): Promise<number> {
    return countLinesOfPackage(tx, packageId);
  }

  /**
   * The rooms a socket handshake may join by the signed order links it shows
   * (`auth.orders: [{ id, key }]`, at most 3): a guest's order page gets the live push.
   */
  async liveRoomsFor(auth: Record<string, unknown>): Promise<string[]> {
    const shown = Array.isArray(auth.orders) ? auth.orders.slice(0, 3) : [];
    const rooms: string[] = [];
    for (const entry of shown as { id?: unknown; key?: unknown }[]) {
      if (typeof entry?.id !== "string" || typeof entry.key !== "string") continue;
      if (!uuidPattern.test(entry.id) || entry.key.length > 200) continue;
      const order = await findOrder(this.#db, entry.id);
      if (order && this.#deps.lifecycle.links.verify(order, entry.key)) {
        rooms.push(orderRoomOf(order.id));
      }
    }
    return rooms;
  }

  /**
   * /track: the order's link e-mailed again. The request only queues the work
   * (`orders.send-link`), so its reply and timing are the same whether or not the order number
   * and the address match: the form finds no order and no address for anyone.
   */
  async requestOrderLink(orderId: string, email: string): Promise<void> {
    await this.#deps.jobs.enqueue<OrderLinkJob>(orderLinkQueue, { orderId, email });
  }

  /** The `orders.send-link` job: the link goes to the order's own address, when they match. */
  async sendOrderLink(orderId: string, email: string): Promise<void> {
    const order = await findOrder(this.#db, orderId);
    if (!order?.email || order.email !== email) return;
    await this.#deps.mailer.send(
      orderLinkMail({
        order,
        lang: order.language as LanguageCode,
        orderUrl: this.#deps.lifecycle.links.pageUrl(order),
      }),
      { urgent: true },
    );
  }

  /**
   * A new account whose address was verified takes over the orders bought as a guest with that
   * address: they appear in its purchase history and its velocity counts. Run in the account's
   * creating transaction.
   */
  async adoptGuestOrders(tx: Executor, userId: string, email: string): Promise<void> {
    await adoptGuestOrders(tx, userId, email);
  }

  /** A deleted account's orders stay (bookkeeping) without its contact address. */
  async forgetBuyer(tx: Executor, userId: string): Promise<void> {
    await anonymiseUserOrders(tx, userId);
  }

  /** Orders placed and money kept (paid, less refunds) per account, for the customers list. */
  async customerTotals(userIds: string[]): Promise<Map<string, CustomerTotals>> {
    const rows = await selectBuyerTotals(this.#db, userIds);
    return new Map(
      rows.map((row) => [
        row.userId,
        {
          ordersCount: row.ordersCount,
          totalSpentCents: row.paidCents - row.refundedCents,
          refundedCents: row.refundedCents,
        },
      ]),
    );
  }

  /** An account's newest orders and refunded lines, for the customer's staff page. */
  async customerHistory(
    userId: string,
    limit: number,
  ): Promise<{ orders: CustomerOrder[]; refunds: CustomerRefund[] }> {
    const [orderRows, lineRows, amountRows] = await Promise.all([
      selectBuyerOrders(this.#db, userId, limit),
      selectBuyerRefunds(this.#db, userId, limit),
      selectBuyerAmountRefunds(this.#db, userId, limit),
    ]);
    const refunds: CustomerRefund[] = [
      ...lineRows.map((row) => ({
        id: row.lineId,
        orderId: row.orderId,
        line: `${row.gameName} · ${row.packageName} × ${row.quantity}`,
        reason: null,
        amountCents: row.amountCents,
        at: row.at.toISOString(),
      })),
      ...amountRows.map((row) => ({
        id: row.id,
        orderId: row.orderId,
        line: null,
        reason: row.reason,
        amountCents: row.amountCents,
        at: row.at.toISOString(),
      })),
    ];
    return {
      orders: orderRows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() })),
      // Newest first, both kinds together.
      refunds: refunds.sort((a, b) => b.at.localeCompare(a.at)).slice(0, limit),
    };
  }

  async listPurchases(userId: string): Promise<Purchase[]> {
    const rows = await selectUserPurchases(this.#db, userId, 200);
    return rows.map(({ item, orderCreatedAt }) =>
      toPurchase(item, orderCreatedAt, this.#codeOf(item)),
    );
  }
}

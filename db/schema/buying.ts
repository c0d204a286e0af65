import { sql } from "drizzle-orm";
import {
  bigserial,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import type {
  OrderRefundStatus,
  OrderStatus,
  PaymentMethod,
  PaymentStatus,
  PurchaseStatus,
} from "#contracts/buying-rules.ts";
import { users } from "./accounts.ts";
import { currencyPackages, games } from "./catalogue.ts";

const at = (name: string) => timestamp(name, { withTimezone: true }).notNull().defaultNow();

/**
 * Cart lines: a package for one player account. The same package for the same player is one
 * line (quantities add up). `unitPriceCents` is the price when the line was added, kept only to
 * show a change; checkout always prices from the catalogue.
 */
export const cartItems = pgTable(
  "cart_items",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    packageId: uuid("package_id")
      .notNull()
      .references(() => currencyPackages.id, { onDelete: "cascade" }),
    quantity: integer("quantity").notNull(),
    playerFields: jsonb("player_fields").$type<Record<string, string>>().notNull(),
    /** Canonical text of the player fields, for the one-line-per-player rule. */
    playerKey: text("player_key").notNull(),
    playerNickname: text("player_nickname"),
    unitPriceCents: integer("unit_price_cents").notNull(),
    createdAt: at("created_at"),
    updatedAt: at("updated_at"),
  },
  (t) => [
    uniqueIndex("cart_items_line_key").on(t.userId, t.packageId, t.playerKey),
    check("cart_items_quantity_check", sql`${t.quantity} between 1 and 10`),
  ],
);

/**
 * Orders. A user is optional (guest checkout later; an account's deletion keeps its orders with
 * the personal data removed). Payment status is kept apart from the delivery status.
 */
export const orders = pgTable(
  "orders",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id").references(() => users.id, { onDelete: "set null" }),
    /** Contact address for receipts; emptied when the account is deleted. */
    email: text("email").notNull(),
    language: text("language").notNull().default("en"),
    status: text("status").$type<OrderStatus>().notNull().default("pending_payment"),
    paymentStatus: text("payment_status").$type<PaymentStatus>().notNull().default("unpaid"),
    paymentMethod: text("payment_method").$type<PaymentMethod>().notNull(),
    paymentProvider: text("payment_provider").notNull(),
    paymentSessionId: text("payment_session_id"),
    /** Where the buyer pays (the provider's hosted page); returned again for a repeated key. */
    paymentRedirectUrl: text("payment_redirect_url"),
    paymentId: text("payment_id"),
    /** What was charged: the subtotal less the discount. */
    totalCents: integer("total_cents").notNull(),
    /** The member's "Remember this player": once a line is delivered, its player is saved. */
    rememberPlayer: boolean("remember_player").notNull().default(true),
    /** The lines at catalogue prices, before any promo code (null on orders placed before codes). */
    subtotalCents: integer("subtotal_cents"),
    discountCents: integer("discount_cents").notNull().default(0),
    /** The promo code the order used, as stored (upper-case). */
    promoCode: text("promo_code"),
    currency: text("currency").notNull().default("USD"),
    idempotencyKey: text("idempotency_key").notNull(),
    /** Who may use the key: a user id, or a hash of the guest's e-mail. */
    idempotencyScope: text("idempotency_scope").notNull(),
    requestHash: text("request_hash").notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    paidAt: timestamp("paid_at", { withTimezone: true }),
    /** The network address the checkout came from (request.ip): risk rules count by it. */
    clientAddress: text("client_address"),
    /**
     * The payment card's fingerprint when the provider gives one (the same card gives the same
     * value across orders): risk rules count by it.
     */
    cardFingerprint: text("card_fingerprint"),
    /** When a fraud rule held the paid order for review (kept after staff release or refund it). */
    heldAt: timestamp("held_at", { withTimezone: true }),
    createdAt: at("created_at"),
    updatedAt: at("updated_at"),
  },
  (t) => [
    uniqueIndex("orders_idempotency_key").on(t.idempotencyScope, t.idempotencyKey),
    uniqueIndex("orders_payment_session_key").on(t.paymentSessionId),
    index("orders_user_idx").on(t.userId, t.createdAt),
    index("orders_status_idx").on(t.status, t.expiresAt),
    // The admin dashboard's windows: paid orders by payment time, orders by placing time.
    index("orders_paid_at_idx").on(t.paidAt),
    index("orders_card_fingerprint_idx").on(t.cardFingerprint, t.paidAt),
    index("orders_created_at_idx").on(t.createdAt),
    // The dashboard's holds per window: the few orders a fraud rule held.
    index("orders_held_at_idx").on(t.heldAt).where(sql`${t.heldAt} is not null`),
    // Admin order search matches any part of an e-mail (LIKE '%term%'): trigrams serve it.
    index("orders_email_trgm_idx").using("gin", sql`${t.email} gin_trgm_ops`),
    check("orders_total_check", sql`${t.totalCents} > 0`),
  ],
);

/** One purchase per order line: what was bought, for whom, and what became of it. */
export const orderItems = pgTable(
  "order_items",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    orderId: uuid("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    gameId: uuid("game_id").references(() => games.id, { onDelete: "set null" }),
    packageId: uuid("package_id").references(() => currencyPackages.id, { onDelete: "set null" }),
    gameName: text("game_name").notNull(),
    gameSlug: text("game_slug").notNull(),
    packageName: text("package_name").notNull(),
    currencyName: text("currency_name").notNull(),
    supplierSku: text("supplier_sku").notNull(),
    deliveryKind: text("delivery_kind").$type<"direct" | "code">().notNull(),
    unitPriceCents: integer("unit_price_cents").notNull(),
    quantity: integer("quantity").notNull(),
    /**
     * This line's share of the order's discount: the order's discount pro-rated over its lines in
     * whole cents, so the lines' amounts (price × quantity − share) add up to what was charged
     * and a line's refund pays back what was paid for it.
     */
    discountCents: integer("discount_cents").notNull().default(0),
    playerFields: jsonb("player_fields").$type<Record<string, string>>().notNull(),
    playerDisplay: text("player_display").notNull(),
    playerNickname: text("player_nickname"),
    status: text("status").$type<PurchaseStatus>().notNull().default("pending"),
    transactionId: text("transaction_id"),
    serialNumber: text("serial_number"),
    /** The delivered code, AES-256-GCM encrypted at rest. */
    codeEncrypted: text("code_encrypted"),
    /**
     * When the line's code was revoked (the line was refunded after delivery): the buyer no
     * longer sees it; staff still see that there was one.
     */
    codeRevokedAt: timestamp("code_revoked_at", { withTimezone: true }),
    deliveryAttempts: integer("delivery_attempts").notNull().default(0),
    /**
     * Since when the supplier has refused this pending line because the game's servers are under
     * maintenance (null when it is not waiting for them): the wait ends in delivery, or in a
     * refund once it has lasted the configured window (MAINTENANCE_WAIT_MINUTES).
     */
    waitingForGameSince: timestamp("waiting_for_game_since", { withTimezone: true }),
    createdAt: at("created_at"),
    updatedAt: at("updated_at"),
  },
  (t) => [
    index("order_items_order_idx").on(t.orderId),
    // Admin order search: lines of the games a term names, and any part of a player ID.
    index("order_items_game_slug_idx").on(t.gameSlug),
    index("order_items_player_display_trgm_idx").using("gin", sql`${t.playerDisplay} gin_trgm_ops`),
    // Failed and refunded lines are few: the dashboard's refunds and attention list read them
    // through this small index instead of scanning every line.
    index("order_items_trouble_idx")
      .on(t.status, t.orderId)
      .where(sql`${t.status} in ('failed', 'refunded')`),
    check("order_items_quantity_check", sql`${t.quantity} between 1 and 10`),
  ],
);

/** Every status change of an order or one of its purchases: when, why and by whom. */
export const orderEvents = pgTable(
  "order_events",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    /** Insertion order: events written in one transaction share their `at`. */
    seq: bigserial("seq", { mode: "number" }).notNull(),
    orderId: uuid("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    orderItemId: uuid("order_item_id").references(() => orderItems.id, { onDelete: "cascade" }),
    status: text("status").notNull(),
    cause: text("cause").notNull(),
    actor: text("actor").notNull(),
    at: at("at"),
  },
  (t) => [index("order_events_order_idx").on(t.orderId, t.seq)],
);

/**
 * Money given back on an order, one row per refund asked of the payment provider: a whole line
 * (`order_item_id`), or an amount of the order. What remains refundable is the order's total
 * less its requested and succeeded refunds, checked under the order's lock.
 */
export const orderRefunds = pgTable(
  "order_refunds",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    orderId: uuid("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    orderItemId: uuid("order_item_id").references(() => orderItems.id, { onDelete: "cascade" }),
    amountCents: integer("amount_cents").notNull(),
    reason: text("reason").notNull(),
    /** The provider's refund id (empty until the provider answered with one). */
    providerRefundId: text("provider_refund_id").notNull().default(""),
    status: text("status").$type<OrderRefundStatus>().notNull().default("requested"),
    actor: text("actor").notNull(),
    createdAt: at("created_at"),
    /** When the provider confirmed it: the day the dashboard's revenue gives it back. */
    succeededAt: timestamp("succeeded_at", { withTimezone: true }),
  },
  (t) => [
    index("order_refunds_order_idx").on(t.orderId),
    index("order_refunds_provider_idx").on(t.providerRefundId),
    index("order_refunds_succeeded_idx").on(t.succeededAt),
    check("order_refunds_amount_check", sql`${t.amountCents} > 0`),
  ],
);

/** Webhook events already processed, by provider and event id (each is acted on once). */
export const paymentEvents = pgTable(
  "payment_events",
  {
    id: text("id").primaryKey(),
    orderId: uuid("order_id"),
    type: text("type").notNull(),
    receivedAt: at("received_at"),
  },
  // An order's detail page lists its payment events.
  (t) => [index("payment_events_order_idx").on(t.orderId)],
);

/** Demo mode's sandbox payment provider: its checkout sessions (its own "bank"). */
export const sandboxPaymentSessions = pgTable("sandbox_payment_sessions", {
  id: text("id").primaryKey(),
  orderId: uuid("order_id").notNull(),
  amountCents: integer("amount_cents").notNull(),
  method: text("method").notNull(),
  email: text("email").notNull(),
  description: text("description").notNull(),
  successUrl: text("success_url").notNull(),
  cancelUrl: text("cancel_url").notNull(),
  status: text("status")
    .$type<"open" | "paid" | "failed" | "expired" | "processing">()
    .notNull()
    .default("open"),
  paymentId: text("payment_id"),
  /** A paid card's fingerprint (a keyed hash of its number), sent with the payment's webhook. */
  cardFingerprint: text("card_fingerprint"),
  failureMessage: text("failure_message"),
  refundedCents: integer("refunded_cents").notNull().default(0),
  expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
  createdAt: at("created_at"),
});

/** Demo mode's sandbox supplier: what it delivered, counted per reference. */
export const sandboxSupplierDeliveries = pgTable("sandbox_supplier_deliveries", {
  reference: text("reference").primaryKey(),
  sku: text("sku").notNull(),
  quantity: integer("quantity").notNull(),
  game: text("game").notNull(),
  playerFields: jsonb("player_fields").$type<Record<string, string>>().notNull(),
  transactionId: text("transaction_id").notNull(),
  code: text("code"),
  serialNumber: text("serial_number"),
  /** How many times a delivery was asked for this reference; delivered once whatever it says. */
  requests: integer("requests").notNull().default(1),
  createdAt: at("created_at"),
});

import { z } from "zod";
import { adminRoles } from "./accounts-rules.ts";
import {
  orderRefundStatuses,
  orderStatuses,
  paymentMethods,
  paymentStatuses,
  purchaseStatuses,
} from "./buying-rules.ts";
import { wholeNumberParam } from "./query-params.ts";
import { hasNoControlCharacters } from "./text-rules.ts";

/**
 * The admin orders API (`/api/admin/orders…`): search, one order in full, and the actions on it
 * (retry delivery, hold, release, refund, resend the receipt, add a note). Permissions are in
 * admin-permissions.ts; the state rules each action checks are in
 * server/modules/admin/admin-order-rules.ts.
 */

export const adminOrdersDefaultPageSize = 25;
export const adminOrdersMaxPageSize = 100;
export const adminOrdersMaxPage = 10_000;
/** Shorter terms match a large share of all orders and no index can help with them. */
export const adminOrderSearchMinLength = 3;
export const adminOrderSearchMaxLength = 100;
export const adminOrderNoteMaxLength = 1_000;

/**
 * Order events only staff see: notes, the marker an admin refund writes before it asks the
 * payment provider, and a resent receipt. The buyer's own order page leaves them out.
 */
export const internalOrderEventStatuses: readonly string[] = [
  "note",
  "refund_requested",
  "refund_succeeded",
  "receipt_resent",
];

/** How an admin is named as the actor of an order event. */
export function staffActorOf(userId: string): string {
  return `admin:${userId}`;
}

/** The staff account behind an order event's actor, or null for buyer, system, provider… */
export function staffIdOfActor(actor: string): string | null {
  return actor.startsWith("admin:") ? actor.slice("admin:".length) : null;
}

const isoDate = z.iso.date();
const isoDateTime = z.iso.datetime({ offset: true });

/**
 * The instant a `from` or `to` value stands for, as a half-open range [from, to): a day
 * (YYYY-MM-DD, UTC) starts at its midnight as `from` and includes the whole day as `to`; a date
 * and time is taken as it is (to the millisecond, `to` included). Null for anything else.
 */
export function dateBound(value: string, side: "from" | "to"): Date | null {
  if (isoDate.safeParse(value).success) {
    const day = Date.parse(`${value}T00:00:00Z`);
    if (Number.isNaN(day)) return null;
    return new Date(side === "from" ? day : day + 24 * 60 * 60_000);
  }
  if (isoDateTime.safeParse(value).success) {
    const at = Date.parse(value);
    if (Number.isNaN(at)) return null;
    return new Date(side === "from" ? at : at + 1);
  }
  return null;
}

const dateParam = (side: "from" | "to") =>
  z
    .string()
    .refine(
      (value) => dateBound(value, side) !== null,
      `${side} must be a date (YYYY-MM-DD) or a date and time (ISO 8601 with a time zone)`,
    );

export const adminOrderSearchQuerySchema = z
  .object({
    /** An order id (whole or its start), part of the buyer's e-mail, a player ID, or a game. */
    q: z
      .string()
      .trim()
      .max(adminOrderSearchMaxLength, `q must be ${adminOrderSearchMaxLength} characters or fewer`)
      .refine(hasNoControlCharacters, "q must not contain control characters")
      .refine(
        (value) => value.length === 0 || value.length >= adminOrderSearchMinLength,
        `q must be at least ${adminOrderSearchMinLength} characters`,
      )
      .optional(),
    status: z
      .enum(orderStatuses, { message: `status must be one of ${orderStatuses.join(", ")}` })
      .optional(),
    /** Orders placed at or after this day (UTC) or instant. */
    from: dateParam("from").optional(),
    /** Orders placed up to this day (UTC, the whole day) or instant. */
    to: dateParam("to").optional(),
    page: wholeNumberParam("page", 1, adminOrdersMaxPage).default(1),
    pageSize: wholeNumberParam("pageSize", 1, adminOrdersMaxPageSize).default(
      adminOrdersDefaultPageSize,
    ),
  })
  .superRefine((query, context) => {
    if (!query.from || !query.to) return;
    const from = dateBound(query.from, "from");
    const to = dateBound(query.to, "to");
    if (from && to && from >= to) {
      context.addIssue({ code: "custom", path: ["to"], message: "to must not be before from" });
    }
  });
export type AdminOrderSearchQuery = z.infer<typeof adminOrderSearchQuerySchema>;

export const adminOrderSummarySchema = z.object({
  id: z.uuid(),
  /** Empty once the buyer's account was deleted. */
  email: z.string(),
  status: z.enum(orderStatuses),
  paymentStatus: z.enum(paymentStatuses),
  paymentMethod: z.enum(paymentMethods),
  totalCents: z.number().int(),
  currency: z.string(),
  createdAt: z.iso.datetime(),
  paidAt: z.iso.datetime().nullable(),
  /** Order lines (one purchase each). */
  itemCount: z.number().int(),
  /** The games of its lines, each once, in line order. */
  games: z.array(z.string()),
});
export type AdminOrderSummary = z.infer<typeof adminOrderSummarySchema>;

export const adminOrderListSchema = z.object({
  orders: z.array(adminOrderSummarySchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type AdminOrderList = z.infer<typeof adminOrderListSchema>;

export const adminOrderListReplySchema = z.object({
  success: z.literal(true),
  data: adminOrderListSchema,
});

export const adminOrderItemSchema = z.object({
  id: z.uuid(),
  /** Null when the game or package left the catalogue since. */
  gameId: z.uuid().nullable(),
  packageId: z.uuid().nullable(),
  gameName: z.string(),
  gameSlug: z.string(),
  packageName: z.string(),
  currencyName: z.string(),
  supplierSku: z.string(),
  deliveryKind: z.enum(["direct", "code"]),
  unitPriceCents: z.number().int(),
  quantity: z.number().int(),
  amountCents: z.number().int(),
  playerDisplay: z.string(),
  playerFields: z.record(z.string(), z.string()),
  playerNickname: z.string().nullable(),
  status: z.enum(purchaseStatuses),
  deliveryAttempts: z.number().int(),
  transactionId: z.string().nullable(),
  serialNumber: z.string().nullable(),
  /** Whether a gift-card code was delivered; the code itself is only ever shown to the buyer. */
  hasCode: z.boolean(),
  /** Whether that code was revoked (the line was refunded after delivery): the buyer no longer sees it. */
  codeRevoked: z.boolean(),
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
});
export type AdminOrderItem = z.infer<typeof adminOrderItemSchema>;

export const adminOrderEventSchema = z.object({
  id: z.uuid(),
  /** The line the event is about, or null for the whole order. */
  itemId: z.uuid().nullable(),
  status: z.string(),
  cause: z.string(),
  /** buyer, system, supplier, payment provider, return page, or `admin:<account id>`. */
  actor: z.string(),
  /** The admin's e-mail when an admin acted. */
  actorEmail: z.string().nullable(),
  at: z.iso.datetime(),
});
export type AdminOrderEvent = z.infer<typeof adminOrderEventSchema>;

export const adminOrderNoteSchema = z.object({
  id: z.uuid(),
  text: z.string(),
  authorId: z.uuid().nullable(),
  authorEmail: z.string().nullable(),
  at: z.iso.datetime(),
});
export type AdminOrderNote = z.infer<typeof adminOrderNoteSchema>;

export const adminOrderAuditEntrySchema = z.object({
  id: z.uuid(),
  action: z.string(),
  actorId: z.uuid(),
  actorRole: z.enum(adminRoles),
  actorEmail: z.string().nullable(),
  before: z.unknown(),
  after: z.unknown(),
  requestId: z.string(),
  at: z.iso.datetime(),
});
export type AdminOrderAuditEntry = z.infer<typeof adminOrderAuditEntrySchema>;

/** Which actions the order's state allows now (the caller's role is checked apart). */
export const adminOrderActionsSchema = z.object({
  retry: z.boolean(),
  hold: z.boolean(),
  release: z.boolean(),
  refund: z.boolean(),
  resendReceipt: z.boolean(),
});
export type AdminOrderActions = z.infer<typeof adminOrderActionsSchema>;

/** One refund asked of the payment provider: a line, or an amount of the order. */
export const adminOrderRefundSchema = z.object({
  id: z.uuid(),
  /** The line it paid back, or null for an amount of the order. */
  itemId: z.uuid().nullable(),
  amountCents: z.number().int(),
  reason: z.string(),
  /** The provider's refund id (empty when the provider refused before making one). */
  providerRefundId: z.string(),
  status: z.enum(orderRefundStatuses),
  actor: z.string(),
  actorEmail: z.string().nullable(),
  createdAt: z.iso.datetime(),
  succeededAt: z.iso.datetime().nullable(),
});

export const adminOrderDetailSchema = z.object({
  id: z.uuid(),
  userId: z.uuid().nullable(),
  email: z.string(),
  language: z.string(),
  status: z.enum(orderStatuses),
  paymentStatus: z.enum(paymentStatuses),
  /** What was charged: the subtotal less a promo code's discount. */
  totalCents: z.number().int(),
  subtotalCents: z.number().int(),
  discountCents: z.number().int(),
  promoCode: z.string().nullable(),
  currency: z.string(),
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
  payment: z.object({
    method: z.enum(paymentMethods),
    provider: z.string(),
    sessionId: z.string().nullable(),
    paymentId: z.string().nullable(),
    paidAt: z.iso.datetime().nullable(),
    /** Provider events recorded for the order (webhooks, return-page checks, refunds), oldest first. */
    events: z.array(z.object({ id: z.string(), type: z.string(), receivedAt: z.iso.datetime() })),
  }),
  items: z.array(adminOrderItemSchema),
  /** Every status change, oldest first (notes are apart). */
  events: z.array(adminOrderEventSchema),
  /** Internal notes, oldest first. */
  notes: z.array(adminOrderNoteSchema),
  /** Admin changes to the order, newest first. */
  audit: z.array(adminOrderAuditEntrySchema),
  /** Refunds asked of the provider, oldest first. */
  refunds: z.array(adminOrderRefundSchema),
  /** What a refund may still give back: the total less the requested and succeeded refunds. */
  refundableCents: z.number().int(),
  actions: adminOrderActionsSchema,
});
export type AdminOrderDetail = z.infer<typeof adminOrderDetailSchema>;

export const adminOrderReplySchema = z.object({
  success: z.literal(true),
  message: z.string().optional(),
  data: adminOrderDetailSchema,
});

export const adminOrderIdParamsSchema = z.object({ id: z.uuid("The order id must be a UUID") });

export const adminOrderRefundReasonMaxLength = 500;

/**
 * A refund: the whole order (neither lines nor amount), chosen lines (`lineIds`), or an amount
 * of the order (`amountCents`, never more than what remains), always with the reason the buyer
 * is told.
 */
export const adminOrderRefundRequestSchema = z
  .strictObject({
    lineIds: z
      .array(z.uuid("Each line id must be a UUID"))
      .min(1, "Choose at least one line")
      .max(50, "At most 50 lines")
      .optional(),
    amountCents: z
      .number({ message: "amountCents must be a whole number of cents" })
      .int("amountCents must be a whole number of cents")
      .positive("amountCents must be more than 0")
      .max(100_000_000, "amountCents is too large")
      .optional(),
    reason: z
      .string({ message: "A reason is required" })
      .trim()
      .min(3, "A reason is required (3 characters or more)")
      .max(
        adminOrderRefundReasonMaxLength,
        `The reason must be ${adminOrderRefundReasonMaxLength} characters or fewer`,
      )
      .refine(hasNoControlCharacters, "The reason must not contain control characters"),
  })
  .refine((body) => !(body.lineIds && body.amountCents !== undefined), {
    message: "Refund either chosen lines or an amount, not both",
    path: ["amountCents"],
  });
export type AdminOrderRefundRequest = z.infer<typeof adminOrderRefundRequestSchema>;

/** Retry, hold, release and resend need nothing but the order: no body, or `{}`. */
export const adminOrderActionBodySchema = z
  .strictObject({}, { message: "This action takes no fields" })
  .nullish();

/** Notes may span lines; other control characters are refused. */
function isNoteText(value: string): boolean {
  return hasNoControlCharacters(value.replace(/[\n\r\t]/g, " "));
}

export const adminOrderNoteRequestSchema = z.object({
  text: z
    .string({ message: "text is required" })
    .trim()
    .min(1, "text is required")
    .max(adminOrderNoteMaxLength, `text must be ${adminOrderNoteMaxLength} characters or fewer`)
    .refine(isNoteText, "text must not contain control characters"),
});
export type AdminOrderNoteRequest = z.infer<typeof adminOrderNoteRequestSchema>;

/** The longest period one orders export covers (a year, leap day included). */
export const adminOrderExportMaxDays = 366;

const exportDay = (side: "from" | "to") =>
  z
    .string({ message: `${side} is required (a date, YYYY-MM-DD)` })
    .refine(
      (value) => isoDate.safeParse(value).success && dateBound(value, side) !== null,
      `${side} must be a date (YYYY-MM-DD)`,
    );

/**
 * `GET /api/admin/orders/export.csv`: the lines of the orders placed from `from` to `to` (UTC
 * days, both included), optionally of one order status. Days only, so the file name can say
 * which period it holds.
 */
export const adminOrderExportQuerySchema = z
  .object({
    from: exportDay("from"),
    to: exportDay("to"),
    status: z
      .enum(orderStatuses, { message: `status must be one of ${orderStatuses.join(", ")}` })
      .optional(),
  })
  .superRefine((query, context) => {
    const from = dateBound(query.from, "from");
    const to = dateBound(query.to, "to");
    if (!from || !to) return;
    if (from >= to) {
      context.addIssue({ code: "custom", path: ["to"], message: "to must not be before from" });
      return;
    }
    const days = Math.round((to.getTime() - from.getTime()) / (24 * 60 * 60_000));
    if (days > adminOrderExportMaxDays) {
      context.addIssue({
        code: "custom",
        path: ["to"],
        message: `An export covers at most ${adminOrderExportMaxDays} days`,
      });
    }
  });
export type AdminOrderExportQuery = z.infer<typeof adminOrderExportQuerySchema>;

/** The columns of an orders export, one row per order line, in file order. */
export const adminOrderExportHeaders = [
  "order_id",
  "placed_at",
  "paid_at",
  "buyer_email",
  "game",
  "package",
  "quantity",
  "player",
  "player_nickname",
  "unit_price_usd",
  "line_amount_usd",
  "line_discount_usd",
  "line_refund_usd",
  "line_status",
  "order_subtotal_usd",
  "order_discount_usd",
  "order_total_usd",
  "promo_code",
  "order_status",
  "payment_status",
  "payment_method",
] as const;

/** The export's body: CSV text (text/csv; charset=utf-8), a header line first. */
export const adminOrderExportReplySchema = z.string().describe("CSV, one row per order line");

import { z } from "zod";
import { orderStatuses, paymentStatuses } from "./buying-rules.ts";
import { wholeNumberParam } from "./query-params.ts";
import { foldIdentifier, hasNoControlCharacters } from "./text-rules.ts";

/**
 * The staff API of customers (shoppers: accounts without a staff role): `GET
 * /api/admin/customers?q=` and `GET /api/admin/customers/:id` (`customers.read`), `POST
 * /api/admin/customers/:id/block { reason }` and `…/unblock` (`customers.write`).
 */

export const adminCustomersDefaultPageSize = 25;
export const adminCustomersMaxPageSize = 100;
export const adminCustomersMaxPage = 10_000;
export const adminCustomerSearchMaxLength = 100;
export const blockReasonMaxLength = 500;

/**
 * Part of a name or an e-mail address, any case: compatibility forms folded (a full-width
 * "ＡＮＡ" is "ana") and lower-cased, as addresses are stored.
 */
const searchFragment = z
  .string()
  .trim()
  .max(
    adminCustomerSearchMaxLength,
    `q must be ${adminCustomerSearchMaxLength} characters or fewer`,
  )
  .refine(hasNoControlCharacters, "q must not contain control characters")
  .transform((value) => foldIdentifier(value).toLowerCase())
  .optional();

export const adminCustomerListQuerySchema = z.object({
  q: searchFragment,
  page: wholeNumberParam("page", 1, adminCustomersMaxPage).default(1),
  pageSize: wholeNumberParam("pageSize", 1, adminCustomersMaxPageSize).default(
    adminCustomersDefaultPageSize,
  ),
});
export type AdminCustomerListQuery = z.infer<typeof adminCustomerListQuerySchema>;

export const customerIdParamsSchema = z.object({ id: z.uuid("Customer not found") });

/** What a customer bought: every order placed, and the money kept (paid, less refunds). */
export const customerTotalsSchema = z.object({
  ordersCount: z.number().int(),
  totalSpentCents: z.number().int(),
  refundedCents: z.number().int(),
});
export type CustomerTotals = z.infer<typeof customerTotalsSchema>;

export const adminCustomerSummarySchema = z.object({
  id: z.uuid(),
  name: z.string(),
  email: z.string(),
  createdAt: z.iso.datetime(),
  ordersCount: z.number().int(),
  totalSpentCents: z.number().int(),
  blocked: z.boolean(),
});

export const adminCustomerListSchema = z.object({
  customers: z.array(adminCustomerSummarySchema),
  /** How many match the search. */
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type AdminCustomerList = z.infer<typeof adminCustomerListSchema>;

export const adminCustomerListReplySchema = z.object({
  success: z.literal(true),
  data: adminCustomerListSchema,
});

export const signInMethods = ["password", "google"] as const;
export type SignInMethod = (typeof signInMethods)[number];

export const customerOrderSchema = z.object({
  id: z.uuid(),
  createdAt: z.iso.datetime(),
  status: z.enum(orderStatuses),
  paymentStatus: z.enum(paymentStatuses),
  totalCents: z.number().int(),
  refundedCents: z.number().int(),
  linesCount: z.number().int(),
});
export type CustomerOrder = z.infer<typeof customerOrderSchema>;

/**
 * One refund: of an order line (`line` names it), or of an amount (no line; staff's `reason`).
 * `id` is the line's id or the amount refund's.
 */
export const customerRefundSchema = z.object({
  id: z.uuid(),
  orderId: z.uuid(),
  line: z.string().nullable(),
  reason: z.string().nullable(),
  amountCents: z.number().int(),
  at: z.iso.datetime(),
});
export type CustomerRefund = z.infer<typeof customerRefundSchema>;

export const customerSecurityEventSchema = z.object({
  id: z.uuid(),
  kind: z.string(),
  ip: z.string().nullable(),
  at: z.iso.datetime(),
});

export const adminCustomerDetailSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  email: z.string(),
  language: z.string(),
  createdAt: z.iso.datetime(),
  /** A deactivated account (the shopper's own doing or an old data fix): it cannot sign in. */
  active: z.boolean(),
  signInMethods: z.array(z.enum(signInMethods)),
  block: z
    .object({
      at: z.iso.datetime(),
      reason: z.string(),
      /** The staff member's e-mail, null once their account is gone. */
      byEmail: z.string().nullable(),
    })
    .nullable(),
  totals: customerTotalsSchema,
  /** Newest first, at most `customerHistoryLimit`. */
  orders: z.array(customerOrderSchema),
  refunds: z.array(customerRefundSchema),
  securityEvents: z.array(customerSecurityEventSchema),
});
export type AdminCustomerDetail = z.infer<typeof adminCustomerDetailSchema>;

/** How many orders, refunds and security events the detail shows (the newest). */
export const customerHistoryLimit = 100;

export const adminCustomerReplySchema = z.object({
  success: z.literal(true),
  message: z.string().optional(),
  data: adminCustomerDetailSchema,
});

export const blockCustomerSchema = z.object({
  reason: z
    .string({ message: "A reason is required" })
    .trim()
    .min(1, "A reason is required")
    .max(blockReasonMaxLength, `The reason must be ${blockReasonMaxLength} characters or fewer`)
    .refine(hasNoControlCharacters, "The reason must not contain control characters"),
});
export type BlockCustomer = z.infer<typeof blockCustomerSchema>;

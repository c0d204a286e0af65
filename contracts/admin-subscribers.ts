import { z } from "zod";
import { wholeNumberParam } from "./query-params.ts";
import { foldIdentifier, hasNoControlCharacters } from "./text-rules.ts";

/**
 * The staff API of newsletter subscribers (`/api/admin/subscribers…`, permission
 * `subscribers.read`): a paged list, newest first, with counts per status, and a CSV export.
 */

export const subscriberStatuses = ["pending", "confirmed", "unsubscribed"] as const;
export type SubscriberStatus = (typeof subscriberStatuses)[number];

export const adminSubscribersDefaultPageSize = 25;
export const adminSubscribersMaxPageSize = 100;
export const adminSubscribersMaxPage = 10_000;
export const adminSubscriberSearchMaxLength = 100;

const statusParam = z
  .enum(subscriberStatuses, { message: `status must be one of ${subscriberStatuses.join(", ")}` })
  .optional();

/** Part of an address, matched as it is stored (lower-case, compatibility forms folded). */
const emailFragment = z
  .string()
  .trim()
  .max(
    adminSubscriberSearchMaxLength,
    `q must be ${adminSubscriberSearchMaxLength} characters or fewer`,
  )
  .refine(hasNoControlCharacters, "q must not contain control characters")
  .transform((value) => foldIdentifier(value).toLowerCase())
  .optional();

export const adminSubscriberFilterSchema = z.object({ status: statusParam, q: emailFragment });
export type AdminSubscriberFilter = z.infer<typeof adminSubscriberFilterSchema>;

export const adminSubscriberListQuerySchema = adminSubscriberFilterSchema.extend({
  page: wholeNumberParam("page", 1, adminSubscribersMaxPage).default(1),
  pageSize: wholeNumberParam("pageSize", 1, adminSubscribersMaxPageSize).default(
    adminSubscribersDefaultPageSize,
  ),
});
export type AdminSubscriberListQuery = z.infer<typeof adminSubscriberListQuerySchema>;

export const adminSubscriberSchema = z.object({
  id: z.uuid(),
  email: z.string(),
  status: z.enum(subscriberStatuses),
  language: z.string(),
  createdAt: z.iso.datetime(),
  confirmedAt: z.iso.datetime().nullable(),
  unsubscribedAt: z.iso.datetime().nullable(),
});

export const adminSubscriberListSchema = z.object({
  subscribers: z.array(adminSubscriberSchema),
  /** How many match the filters. */
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
  /** Every stored address by status, whatever the filters. */
  counts: z.object({
    pending: z.number().int(),
    confirmed: z.number().int(),
    unsubscribed: z.number().int(),
  }),
});
export type AdminSubscriberList = z.infer<typeof adminSubscriberListSchema>;

export const adminSubscriberListReplySchema = z.object({
  success: z.literal(true),
  data: adminSubscriberListSchema,
});

/** The export's columns, in file order. */
export const adminSubscriberExportHeaders = [
  "email",
  "status",
  "language",
  "subscribed_at",
  "confirmed_at",
  "unsubscribed_at",
] as const;

export const adminSubscriberExportReplySchema = z.string().describe("CSV, one row per address");

import { z } from "zod";
import { orderStatuses } from "./buying-rules.ts";

/**
 * `GET /api/admin/dashboard` (permission `dashboard.read`). Money is in USD cents; days are UTC
 * calendar days. The exact definitions are in server/modules/admin/dashboard.repository.ts:
 *
 * - A window (today, last 7 days, last 30 days) is whole UTC days ending with today, so it is the
 *   sum of the last 1, 7 or 30 bars of `dailyRevenue`; today runs up to now.
 * - `orders`: orders paid in the window (by `paid_at`), including ones refunded since.
 * - `grossCents`: their totals; `refundedCents`: refunds the provider confirmed in the window,
 *   whichever day their order was paid; `revenueCents` = gross − refunded. A refund comes off the
 *   revenue of the day it happens and never rewrites an earlier day.
 * - `refunds`: how many refunds those were; `heldForReview`: paid orders a fraud rule held in
 *   the window, `stillHeld` of them on hold now; `blockedCheckouts`: checkouts refused before
 *   payment (an e-mail of a blocked account, or the blocklist).
 */
const cents = z.number().int();
const count = z.number().int().nonnegative();

export const dashboardWindowSchema = z.object({
  /** First instant of the window (UTC midnight). */
  from: z.iso.datetime(),
  orders: count,
  grossCents: cents,
  refundedCents: cents,
  revenueCents: cents,
  refunds: count,
  heldForReview: count,
  stillHeld: count,
  blockedCheckouts: count,
});
export type DashboardWindow = z.infer<typeof dashboardWindowSchema>;

export const dashboardDaySchema = z.object({
  /** UTC calendar day, YYYY-MM-DD. */
  date: z.iso.date(),
  orders: count,
  revenueCents: cents,
});
export type DashboardDay = z.infer<typeof dashboardDaySchema>;

export const dashboardTopGameSchema = z.object({
  /** Null when the game was deleted from the catalogue after the sale. */
  gameId: z.uuid().nullable(),
  name: z.string(),
  slug: z.string(),
  revenueCents: cents,
  /** Packages sold (line quantities), refunded lines left out. */
  units: count,
});
export type DashboardTopGame = z.infer<typeof dashboardTopGameSchema>;

export const dashboardAttentionOrderSchema = z.object({
  id: z.uuid(),
  email: z.string(),
  totalCents: cents,
  status: z.enum(orderStatuses),
  createdAt: z.iso.datetime(),
  /** Lines whose delivery failed and were not refunded. */
  failedItems: count,
});
export type DashboardAttentionOrder = z.infer<typeof dashboardAttentionOrderSchema>;

export const adminDashboardSchema = z.object({
  /** "Now" as the server saw it; every window ends here. */
  generatedAt: z.iso.datetime(),
  timeZone: z.literal("UTC"),
  today: dashboardWindowSchema,
  last7Days: dashboardWindowSchema,
  last30Days: dashboardWindowSchema,
  /** The last 30 UTC days, oldest first, every day present (zero when nothing was paid). */
  dailyRevenue: z.array(dashboardDaySchema),
  /** Orders placed (by `created_at`) in the last 30 days, by current status; every status. */
  ordersByStatus: z.object({
    from: z.iso.datetime(),
    counts: z.array(z.object({ status: z.enum(orderStatuses), count })),
  }),
  /** Up to 5 games by revenue of the orders paid in the last 30 days. */
  topGames: z.array(dashboardTopGameSchema),
  /** Orders on hold or with a failed line, newest first (at most 20), and how many there are. */
  needsAttention: z.object({
    total: count,
    orders: z.array(dashboardAttentionOrderSchema),
  }),
});
export type AdminDashboard = z.infer<typeof adminDashboardSchema>;

export const adminDashboardReplySchema = z.object({
  success: z.literal(true),
  data: adminDashboardSchema,
});

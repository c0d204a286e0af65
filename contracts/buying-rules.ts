/**
 * Buying rules and constants the browser needs too (cart, checkout, order pages). Zod-free so
 * importing them adds nothing to the first-visit JavaScript.
 */

/** Quantity of one cart line or buy-now; below 1 removes the line (PUT), never more than 10. */
export const maxLineQuantity = 10;
/** Lines in one cart or order. */
export const maxCartLines = 20;

export const paymentMethods = ["card", "ewallet", "qr", "bank_transfer"] as const;
export type PaymentMethod = (typeof paymentMethods)[number];

/**
 * Order: pending_payment → processing → in_progress → completed; on_hold needs a human,
 * cancelled (payment failed or expired), refunded.
 */
export const orderStatuses = [
  "pending_payment",
  "processing",
  "in_progress",
  "completed",
  "on_hold",
  "cancelled",
  "refunded",
] as const;
export type OrderStatus = (typeof orderStatuses)[number];

export const paymentStatuses = [
  "unpaid",
  "paid",
  "failed",
  "expired",
  "refunded",
  "refund_failed",
] as const;
export type PaymentStatus = (typeof paymentStatuses)[number];

/** One purchase per order line: pending → completed | failed → refunded. */
export const purchaseStatuses = ["pending", "completed", "failed", "refunded"] as const;
export type PurchaseStatus = (typeof purchaseStatuses)[number];

/** Purchase status colours: completed green, pending yellow, failed red, refunded blue. */
export function purchaseStatusTone(status: string): "green" | "yellow" | "red" | "blue" | "gray" {
  switch (status) {
    case "completed":
      return "green";
    case "pending":
      return "yellow";
    case "failed":
      return "red";
    case "refunded":
      return "blue";
    default:
      return "gray";
  }
}

/** The four stages buyers see on the live timeline. */
export function customerStageOf(
  status: OrderStatus,
):
  | "processing"
  | "in_progress"
  | "completed"
  | "on_hold"
  | "cancelled"
  | "refunded"
  | "awaiting_payment" {
  if (status === "pending_payment") return "awaiting_payment";
  return status;
}

/** Unpaid orders are cancelled after 30 minutes. */
export const unpaidOrderLifetimeMs = 30 * 60_000;

/** Sum of unit price × quantity, in cents. */
export function cartTotalCents(lines: { unitPriceCents: number; quantity: number }[]): number {
  return lines.reduce((total, line) => total + line.unitPriceCents * line.quantity, 0);
}

/** "$12.34": totals are charged in USD and shown with a $ sign and 2 decimals. */
export function formatUsd(cents: number): string {
  return `$${(cents / 100).toFixed(2)}`;
}

/** The player account as one line ("123456789 (2001)"), as cart rows and purchases show it. */
export function describePlayer(fields: Record<string, string>, order: string[]): string {
  const values = order.map((key) => fields[key]).filter((value): value is string => !!value);
  const [first, ...rest] = values;
  if (first === undefined) return "";
  return rest.length > 0 ? `${first} (${rest.join(", ")})` : first;
}

/** Sandbox test cards. */
export const sandboxTestCards = {
  success: "4242424242424242",
  declined: "4000000000000002",
  insufficientFunds: "4000000000009995",
} as const;

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

/**
 * "$12.34": totals are charged in USD and shown with a $ sign and 2 decimals; with a language,
 * written the way that language writes money ("12,34 $" in French). Without one it stays in the
 * fixed form the order history and logs use.
 */
export function formatUsd(cents: number, lang?: string): string {
  if (!lang) return `$${(cents / 100).toFixed(2)}`;
  return new Intl.NumberFormat(lang, {
    style: "currency",
    currency: "USD",
    currencyDisplay: "narrowSymbol",
  }).format(cents / 100);
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
  /** Pays; the first refund of the payment is refused by the "issuer", later ones go through. */
  refundFailsOnce: "4000000000005126",
} as const;

type PlayerFieldRule = {
  key: string;
  label: string;
  kind: "text" | "select";
  pattern?: string | undefined;
  options?: { value: string; label: string }[] | undefined;
};

/**
 * Checks the buyer's player-ID values against the game's fields: every field filled, select
 * values among the options, text values matching the field's pattern, no unknown keys. Returns
 * the trimmed values, or an error message per field.
 */
export function checkPlayerFields(
  rules: PlayerFieldRule[],
  values: Record<string, string>,
): { ok: true; fields: Record<string, string> } | { ok: false; errors: Record<string, string> } {
  const errors: Record<string, string> = {};
  const fields: Record<string, string> = {};
  for (const key of Object.keys(values)) {
    if (!rules.some((rule) => rule.key === key)) errors[key] = "This game has no such field";
  }
  for (const rule of rules) {
    const value = (values[rule.key] ?? "").trim();
    if (!value) {
      errors[rule.key] = `${rule.label} is required`;
    } else if (rule.kind === "select") {
      if (!rule.options?.some((option) => option.value === value)) {
        errors[rule.key] = `Choose a valid ${rule.label}`;
      }
    } else if (rule.pattern && !new RegExp(`^(?:${rule.pattern})$`).test(value)) {
      errors[rule.key] = `${rule.label} doesn't look right`;
    }
    fields[rule.key] = value;
  }
  return Object.keys(errors).length > 0 ? { ok: false, errors } : { ok: true, fields };
}

/** One text for a player account, so the same player is one cart line whatever the key order. */
export function playerKeyOf(fields: Record<string, string>): string {
  return JSON.stringify(
    Object.keys(fields)
      .sort()
      .map((key) => [key, fields[key]]),
  );
}

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

/**
 * awaiting_transfer: the buyer says a bank transfer (or another delayed method) is on its way;
 * the order still waits for the money, and is cancelled like any unpaid order when it expires.
 */
export const paymentStatuses = [
  "unpaid",
  "awaiting_transfer",
  "paid",
  "failed",
  "expired",
  "refunded",
  "refund_failed",
  "partially_refunded",
] as const;
export type PaymentStatus = (typeof paymentStatuses)[number];

/**
 * A refund asked of the payment provider: requested until the provider confirms it (at once, or
 * by its webhook), succeeded, or failed.
 */
export const orderRefundStatuses = ["requested", "succeeded", "failed"] as const;
export type OrderRefundStatus = (typeof orderRefundStatuses)[number];

/** One purchase per order line: pending → completed | failed → refunded. */
export const purchaseStatuses = ["pending", "completed", "failed", "refunded"] as const;
export type PurchaseStatus = (typeof purchaseStatuses)[number];

/**
 * The order events of a line's wait for a game under maintenance: it started (the line stays
 * pending and waits for the game's servers), and the game answered again.
 */
export const waitingForGameEvent = "waiting_for_game";
export const gameBackEvent = "game_back";

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
  /** Pays; its refunds are answered `pending` and confirmed a moment later by webhook. */
  refundPending: "4000000000007726",
} as const;

/**
 * A card expiry as the buyer may type it ("1230", "12/30", "12 / 30"), in the one form the
 * payment side keeps ("12/30"); null when it is not a month and a two-digit year.
 */
export function cardExpiryOf(raw: string): string | null {
  const match = /^(0[1-9]|1[0-2])\/?(\d{2})$/.exec(raw.replace(/\s+/g, ""));
  return match ? `${match[1]}/${match[2]}` : null;
}

/**
 * The expiry field's text while the buyer types, as payment forms show it: digits only, the
 * slash put in by itself once the year starts ("123" → "12 / 3"), a month that can only be one
 * digit gets its zero ("4" → "04", "1/" → "01"), a four-digit year pasted keeps its last two.
 * Self-contained (no imports, no outer names): the sandbox pay page's inline script carries its
 * source.
 */
export function formatCardExpiryInput(raw: string): string {
  const long = /^\s*(\d{1,2})\s*\/\s*\d{2}(\d{2})\s*$/.exec(raw);
  const short = /^\s*(\d)\s*\/(.*)$/.exec(raw);
  let digits = long
    ? `${long[1]?.padStart(2, "0")}${long[2]}`
    : short
      ? `0${short[1]}${(short[2] ?? "").replace(/\D/g, "")}`
      : raw.replace(/\D/g, "");
  if (/^[2-9]/.test(digits)) digits = `0${digits}`;
  digits = digits.slice(0, 4);
  return digits.length > 2 ? `${digits.slice(0, 2)} / ${digits.slice(2)}` : digits;
}

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

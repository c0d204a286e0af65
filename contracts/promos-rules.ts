/**
 * Promo code rules both sides share: how a typed code becomes the stored one, how much a code
 * takes off, and how a discount is spread over an order's lines. Pure, zod-free.
 */

/** Why a code is refused, in the order they are checked. */
export const promoRefusalReasons = [
  "unknown",
  "not_started",
  "expired",
  "used_up",
  "not_for_these_games",
  "minimum_not_met",
  "already_used",
] as const;
export type PromoRefusalReason = (typeof promoRefusalReasons)[number];

export const promoCodeMaxLength = 32;
/** Letters (any script), digits, - and _; no spaces once folded. */
export const promoCodePattern = /^[\p{L}\p{N}_-]{3,32}$/u;

/** What a buyer typed, as the code is stored: NFKC-folded, trimmed, upper-case. */
export function normalizePromoCode(value: string): string {
  return value.normalize("NFKC").trim().toUpperCase();
}

/**
 * A charge never goes below this: payment providers refuse tiny amounts (Stripe's minimum is
 * $0.50), so a fixed discount bigger than the order leaves this much to pay.
 */
export const minimumChargeCents = 50;

export type PromoDiscount = { kind: "percent" | "fixed"; amount: number };

/**
 * The discount on `eligibleCents` (the lines the code applies to), in whole cents: a percent
 * rounds down (the shop never gives more than promised), a fixed amount is capped by the eligible
 * lines, and the order total (`subtotalCents` less the discount) never drops below the minimum
 * charge.
 */
export function discountCentsFor(
  promo: PromoDiscount,
  eligibleCents: number,
  subtotalCents: number,
): number {
  const raw =
    promo.kind === "percent"
      ? Math.floor((eligibleCents * promo.amount) / 100)
      : Math.min(promo.amount, eligibleCents);
  return Math.max(0, Math.min(raw, subtotalCents - minimumChargeCents));
}

/**
 * The discount spread over lines in proportion to their amounts (largest remainder), in whole
 * cents that add up to `discountCents` exactly; a line never takes more than its own amount.
 * Lines outside the code (`eligible` false) take nothing.
 */
export function spreadDiscount(
  lines: { amountCents: number; eligible: boolean }[],
  discountCents: number,
): number[] {
  const base = lines.reduce((sum, line) => sum + (line.eligible ? line.amountCents : 0), 0);
  if (discountCents <= 0 || base <= 0) return lines.map(() => 0);
  const exact = lines.map((line) =>
    line.eligible ? (line.amountCents * discountCents) / base : 0,
  );
  const shares = exact.map(Math.floor);
  let left = discountCents - shares.reduce((sum, share) => sum + share, 0);
  const byRemainder = exact
    .map((value, index) => ({ index, remainder: value - Math.floor(value) }))
    .filter(({ index }) => lines[index]?.eligible)
    .sort((a, b) => b.remainder - a.remainder || a.index - b.index);
  for (const { index } of byRemainder) {
    if (left === 0) break;
    if ((shares[index] as number) < (lines[index]?.amountCents ?? 0)) {
      shares[index] = (shares[index] as number) + 1;
      left -= 1;
    }
  }
  return shares;
}

import type { DeliveryTier } from "#contracts/catalogue-rules.ts";

export const deliveryTierKey: Record<
  DeliveryTier,
  "games.tierInstant" | "games.tierFast" | "games.tierStandard"
> = {
  instant: "games.tierInstant",
  fast: "games.tierFast",
  standard: "games.tierStandard",
};

/** Percent saved against the compare-at price, rounded down so we never overstate a discount. */
export function discountPercent(
  priceCents: number,
  compareAtPriceCents: number | null,
): number | null {
  if (!compareAtPriceCents || compareAtPriceCents <= priceCents) return null;
  return Math.floor(((compareAtPriceCents - priceCents) / compareAtPriceCents) * 100);
}

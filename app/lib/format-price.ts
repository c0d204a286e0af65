import type { DisplayCurrency } from "../../contracts/catalogue.ts";

// Currencies whose smallest everyday unit is the whole unit.
const wholeUnitCurrencies = new Set(["JPY", "IDR", "VND", "KRW"]);

/**
 * Formats with a fixed `en-US` grouping and the stored symbol: Node's and the browser's ICU data
 * differ, and a server-rendered price must match the hydrated one character for character.
 */
export function formatMoney(
  amount: number,
  currency: Pick<DisplayCurrency, "code" | "symbol">,
): string {
  const digits = wholeUnitCurrencies.has(currency.code) ? 0 : 2;
  const number = amount.toLocaleString("en-US", {
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
  });
  return `${currency.symbol}${number}`;
}

export const usd: DisplayCurrency = { code: "USD", symbol: "$", name: "US Dollar", rateToUsd: 1 };

export function formatUsdCents(cents: number): string {
  return formatMoney(cents / 100, usd);
}

/** The USD price converted for display; charging always happens in USD. */
export function convertUsdCents(cents: number, currency: DisplayCurrency): string {
  return formatMoney((cents / 100) * currency.rateToUsd, currency);
}

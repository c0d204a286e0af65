import type { DisplayCurrency } from "#contracts/catalogue.ts";

// Currencies whose smallest everyday unit is the whole unit.
const wholeUnitCurrencies = new Set(["JPY", "IDR", "VND", "KRW"]);

// Building an Intl.NumberFormat is costly (it dominated server render profiles): build each once.
const twoDecimals = new Intl.NumberFormat("en-US", {
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});
const wholeNumber = new Intl.NumberFormat("en-US", { maximumFractionDigits: 0 });

/** Whole amounts with en-US grouping ("1,600"), for currency counts such as diamonds. */
export function formatCount(value: number): string {
  return wholeNumber.format(value);
}

/**
 * Formats with a fixed `en-US` grouping and the stored symbol: Node's and the browser's ICU data
 * differ, and a server-rendered price must match the hydrated one character for character.
 */
export function formatMoney(
  amount: number,
  currency: Pick<DisplayCurrency, "code" | "symbol">,
): string {
  const formatter = wholeUnitCurrencies.has(currency.code) ? wholeNumber : twoDecimals;
  return `${currency.symbol}${formatter.format(amount)}`;
}

export const usd: DisplayCurrency = { code: "USD", symbol: "$", name: "US Dollar", rateToUsd: 1 };

export function formatUsdCents(cents: number): string {
  return formatMoney(cents / 100, usd);
}

/** The USD price converted for display; charging always happens in USD. */
export function convertUsdCents(cents: number, currency: DisplayCurrency): string {
  return formatMoney((cents / 100) * currency.rateToUsd, currency);
}

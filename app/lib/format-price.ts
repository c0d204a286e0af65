import { useTranslation } from "#app/lib/i18n.ts";
import type { DisplayCurrency } from "#contracts/catalogue.ts";
import type { LanguageCode } from "#contracts/languages.ts";

// Currencies whose smallest everyday unit is the whole unit.
const wholeUnitCurrencies = new Set(["JPY", "IDR", "VND", "KRW"]);

// Building an Intl.NumberFormat is costly (it dominated server render profiles): each language and
// currency gets one, built on first use.
const formatters = new Map<string, Intl.NumberFormat>();

function formatterFor(lang: string, currency: string | null): Intl.NumberFormat {
  const key = `${lang}:${currency ?? ""}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = currency
      ? new Intl.NumberFormat(lang, {
          style: "currency",
          currency,
          // "$" rather than "US$", "€" rather than "EUR": the header says which currency it is.
          currencyDisplay: "narrowSymbol",
          minimumFractionDigits: wholeUnitCurrencies.has(currency) ? 0 : 2,
          maximumFractionDigits: wholeUnitCurrencies.has(currency) ? 0 : 2,
        })
      : new Intl.NumberFormat(lang, { maximumFractionDigits: 0 });
    formatters.set(key, formatter);
  }
  return formatter;
}

/** Whole amounts grouped for the page's language ("1,600", "1 600", "١٬٦٠٠"), e.g. diamonds. */
export function formatCount(value: number, lang: LanguageCode = "en"): string {
  return formatterFor(lang, null).format(value);
}

/** An amount in a currency, written the way the page's language writes money. */
export function formatMoney(
  amount: number,
  currency: Pick<DisplayCurrency, "code">,
  lang: LanguageCode = "en",
): string {
  return formatterFor(lang, currency.code).format(amount);
}

export const usd: DisplayCurrency = { code: "USD", symbol: "$", name: "US Dollar", rateToUsd: 1 };

/** A USD price: charged in USD with a $ sign and 2 decimals, in the page's number style. */
export function formatUsdCents(cents: number, lang: LanguageCode = "en"): string {
  return formatMoney(cents / 100, usd, lang);
}

/** The USD price converted for display; charging always happens in USD. */
export function convertUsdCents(
  cents: number,
  currency: DisplayCurrency,
  lang: LanguageCode = "en",
): string {
  return formatMoney((cents / 100) * currency.rateToUsd, currency, lang);
}

/** The price and count formatters bound to the page's language. */
export function useMoney() {
  const { lang } = useTranslation();
  return {
    usd: (cents: number) => formatUsdCents(cents, lang),
    converted: (cents: number, currency: DisplayCurrency) => convertUsdCents(cents, currency, lang),
    count: (value: number) => formatCount(value, lang),
  };
}

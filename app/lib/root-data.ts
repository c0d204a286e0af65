import { useRouteLoaderData } from "react-router";
import type { Translation } from "#app/locales/en.ts";
import type { loader as rootLoader } from "#app/root.tsx";
import type { PublicSupportLinks } from "#contracts/app-context.ts";
import type { PaymentMethod } from "#contracts/buying-rules.ts";
import type { DisplayCurrency } from "#contracts/catalogue.ts";
import type { LanguageCode } from "#contracts/languages.ts";

/** What the root loader returns; every page reads language, currency and origin from it. */
export type RootData = {
  lang: LanguageCode;
  dir: "ltr" | "rtl";
  /**
   * Where the language's interface texts are: a versioned JSON file the browser caches for a
   * year and reuses on every page, instead of ~36 KB of page data in each document.
   */
  textsUrl: string;
  /** The admin screens' own texts (app/lib/admin-text-groups.ts), fetched only by them. */
  adminTextsUrl: string;
  currencies: DisplayCurrency[];
  currencyCode: string;
  origin: string;
  supportEmail: string;
  supportLinks: PublicSupportLinks;
  /** The payment methods that are on, for the footer's badges. */
  paymentMethods: PaymentMethod[];
};

export function useRootData(): RootData | undefined {
  return useRouteLoaderData<typeof rootLoader>("root");
}

// Text sets by URL. The server fills it when the root loader names a set; the browser before it
// hydrates (app/entry.client.tsx) and before it shows a page in another language (the root's
// clientLoader). A URL changes with its content, so an entry never goes stale.
const loadedTexts = new Map<string, Translation>();

export function rememberTexts(url: string, texts: Translation): void {
  loadedTexts.set(url, texts);
}

/** The texts of a root data object, once they have been loaded (always, on the server). */
export function textsOf(data: RootData | undefined): Translation | undefined {
  return data ? loadedTexts.get(data.textsUrl) : undefined;
}

const textsAttempts = 3;

/** Fetches a text set unless it is here already; retries twice, then throws. */
export async function loadTexts(url: string): Promise<Translation> {
  const known = loadedTexts.get(url);
  if (known) return known;
  for (let attempt = 1; ; attempt += 1) {
    try {
      const response = await fetch(url);
      if (!response.ok) throw new Error(`${url}: HTTP ${response.status}`);
      const texts = (await response.json()) as Translation;
      loadedTexts.set(url, texts);
      return texts;
    } catch (error) {
      if (attempt >= textsAttempts) throw error;
      await new Promise((resolve) => setTimeout(resolve, 300 * attempt));
    }
  }
}

export function useDisplayCurrency(): DisplayCurrency | undefined {
  const data = useRootData();
  return data?.currencies.find((currency) => currency.code === data.currencyCode);
}

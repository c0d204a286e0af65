import { useRouteLoaderData } from "react-router";
import type { Translation } from "#app/locales/en.ts";
import type { loader as rootLoader } from "#app/root.tsx";
import type { DisplayCurrency } from "#contracts/catalogue.ts";
import type { LanguageCode } from "#contracts/languages.ts";

/** What the root loader returns; every page reads language, currency and origin from it. */
export type RootData = {
  lang: LanguageCode;
  dir: "ltr" | "rtl";
  /**
   * The language's texts as one JSON string: loader data is serialized per request, and one
   * string costs far less to stream into the page than hundreds of small values.
   */
  translationJson: string;
  currencies: DisplayCurrency[];
  currencyCode: string;
  origin: string;
  supportEmail: string;
};

export function useRootData(): RootData | undefined {
  return useRouteLoaderData<typeof rootLoader>("root");
}

const parsed = new Map<string, Translation>();

/** The texts of a root data object, parsed once per distinct JSON string. */
export function textsOf(data: RootData | undefined): Translation | undefined {
  if (!data) return undefined;
  let texts = parsed.get(data.translationJson);
  if (!texts) {
    texts = JSON.parse(data.translationJson) as Translation;
    if (parsed.size >= 10) parsed.clear();
    parsed.set(data.translationJson, texts);
  }
  return texts;
}

export function useDisplayCurrency(): DisplayCurrency | undefined {
  const data = useRootData();
  return data?.currencies.find((currency) => currency.code === data.currencyCode);
}

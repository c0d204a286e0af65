import { useRouteLoaderData } from "react-router";
import type { DisplayCurrency } from "../../contracts/catalogue.ts";
import type { Translation } from "../locales/en.ts";
import type { LanguageCode } from "./languages.ts";

/** What the root loader returns; every page reads language, currency and origin from it. */
export type RootData = {
  lang: LanguageCode;
  dir: "ltr" | "rtl";
  translation: Translation;
  currencies: DisplayCurrency[];
  currencyCode: string;
  origin: string;
  supportEmail: string;
  nonce: string;
};

export function useRootData(): RootData | undefined {
  return useRouteLoaderData("root") as RootData | undefined;
}

type MatchLike = { id: string; loaderData?: unknown } | undefined;

/** For `meta` functions, which get matches instead of hooks. */
export function rootDataFromMatches(matches: readonly MatchLike[]): RootData | undefined {
  return matches.find((match) => match?.id === "root")?.loaderData as RootData | undefined;
}

export function useDisplayCurrency(): DisplayCurrency | undefined {
  const data = useRootData();
  return data?.currencies.find((currency) => currency.code === data.currencyCode);
}

import { describe, expect, it } from "vitest";
import { createTranslator, hasTranslation } from "#app/lib/i18n.ts";
import { en, type Translation } from "#app/locales/en.ts";

function withTexts(cart: Record<string, string>): Translation {
  return { ...en, cart: { ...en.cart, ...cart } } as Translation;
}

describe("translator", () => {
  it("fills placeholders and formats numbers for the page's language", () => {
    const { t } = createTranslator("en", en);
    expect(t("search.resultsFor", { query: "pubg" })).toBe("Results for “pubg”");
    expect(t("cart.itemCount", { count: 1 })).toBe("1 item");
    expect(t("cart.itemCount", { count: 1200 })).toBe("1,200 items");
  });

  it("chooses Russian one/few/many forms", () => {
    const { t } = createTranslator(
      "ru",
      withTexts({
        itemCount_one: "{{count}} товар",
        itemCount_few: "{{count}} товара",
        itemCount_many: "{{count}} товаров",
        itemCount_other: "{{count}} товара",
      }),
    );
    expect(t("cart.itemCount", { count: 1 })).toBe("1 товар");
    expect(t("cart.itemCount", { count: 3 })).toBe("3 товара");
    expect(t("cart.itemCount", { count: 5 })).toBe("5 товаров");
    expect(t("cart.itemCount", { count: 21 })).toBe("21 товар");
  });

  it("chooses Arabic zero/one/two/few/many forms", () => {
    const { t } = createTranslator(
      "ar",
      withTexts({
        itemCount_zero: "لا عناصر",
        itemCount_one: "عنصر واحد",
        itemCount_two: "عنصران",
        itemCount_few: "{{count}} عناصر",
        itemCount_many: "{{count}} عنصرًا",
        itemCount_other: "{{count}} عنصر",
      }),
    );
    expect(t("cart.itemCount", { count: 0 })).toBe("لا عناصر");
    expect(t("cart.itemCount", { count: 2 })).toBe("عنصران");
    expect(t("cart.itemCount", { count: 3 })).toBe("3 عناصر");
    expect(t("cart.itemCount", { count: 11 })).toBe("11 عنصرًا");
    expect(t("cart.itemCount", { count: 100 })).toBe("100 عنصر");
  });

  it("shows the key of a missing text instead of nothing", () => {
    const { t } = createTranslator("fr", { ...en, cart: {} } as unknown as Translation);
    expect(t("cart.title")).toBe("cart.title");
    expect(hasTranslation(en, "errors.RATE_LIMITED")).toBe(true);
    expect(hasTranslation(en, "errors.NOPE")).toBe(false);
    expect(hasTranslation(en, "cart.itemCount")).toBe(true);
  });
});

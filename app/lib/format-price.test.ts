import { describe, expect, it } from "vitest";
import { convertUsdCents, formatCount, formatUsdCents } from "./format-price.ts";

const euro = { code: "EUR", symbol: "€", name: "Euro", rateToUsd: 0.5 };
const rupiah = { code: "IDR", symbol: "Rp", name: "Rupiah", rateToUsd: 16_000 };

describe("prices", () => {
  it("formats USD cents with a $ sign, two decimals and grouping", () => {
    expect(formatUsdCents(199)).toBe("$1.99");
    expect(formatUsdCents(1_234_500)).toBe("$12,345.00");
  });

  it("writes money the way the page's language does", () => {
    expect(formatUsdCents(1_234_500, "fr")).toMatch(/^12\s345,00\s\$$/);
    expect(formatUsdCents(1_234_500, "es")).toMatch(/^12\.345,00\s\$$/);
    expect(formatUsdCents(1_234_500, "ja")).toBe("$12,345.00");
    expect(formatUsdCents(1_234_500, "hi")).toBe("$12,345.00");
    expect(formatCount(1_234_567, "hi")).toBe("12,34,567");
    expect(formatCount(1600, "ru")).toMatch(/^1\s600$/);
  });

  it("converts for display, whole units for currencies without cents", () => {
    expect(convertUsdCents(199, euro)).toBe("€1.00");
    expect(convertUsdCents(199, rupiah)).toBe("Rp 31,840".replace(" ", "\u00a0"));
  });
});

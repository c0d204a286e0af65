import { describe, expect, it } from "vitest";
import { convertUsdCents, formatUsdCents } from "./format-price.ts";

describe("prices", () => {
  it("formats USD cents with two decimals and grouping", () => {
    expect(formatUsdCents(199)).toBe("$1.99");
    expect(formatUsdCents(1_234_500)).toBe("$12,345.00");
  });

  it("converts for display, whole units for currencies without cents", () => {
    expect(convertUsdCents(199, { code: "EUR", symbol: "€", name: "Euro", rateToUsd: 0.5 })).toBe(
      "€1.00",
    );
    expect(
      convertUsdCents(199, { code: "IDR", symbol: "Rp", name: "Rupiah", rateToUsd: 16_000 }),
    ).toBe("Rp31,840");
  });
});

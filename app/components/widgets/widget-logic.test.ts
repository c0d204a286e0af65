import { describe, expect, it } from "vitest";
import { isPastFirstScreen } from "./widget-logic.ts";

describe("back-to-top visibility", () => {
  it("shows only after more than one screen of scrolling", () => {
    expect(isPastFirstScreen(0, 800)).toBe(false);
    expect(isPastFirstScreen(800, 800)).toBe(false);
    expect(isPastFirstScreen(801, 800)).toBe(true);
    expect(isPastFirstScreen(5000, 800)).toBe(true);
  });

  it("stays hidden before the window has a size", () => {
    expect(isPastFirstScreen(10, 0)).toBe(false);
  });
});

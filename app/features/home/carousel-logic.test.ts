import { describe, expect, it } from "vitest";
import { swipeStep, wrapIndex } from "./carousel-logic.ts";

describe("carousel logic", () => {
  it("wraps in both directions", () => {
    expect(wrapIndex(5, 1, 6)).toBe(0);
    expect(wrapIndex(0, -1, 6)).toBe(5);
    expect(wrapIndex(2, 1, 6)).toBe(3);
    expect(wrapIndex(0, 1, 0)).toBe(0);
  });

  it("needs a swipe longer than 50 px; left shows the next slide", () => {
    expect(swipeStep(300, 249)).toBe(1);
    expect(swipeStep(100, 151)).toBe(-1);
    expect(swipeStep(300, 250)).toBe(0);
    expect(swipeStep(100, 150)).toBe(0);
  });
});

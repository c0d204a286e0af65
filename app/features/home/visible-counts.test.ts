import { describe, expect, it } from "vitest";
import {
  moreGamesCounts,
  trendingCounts,
  visibilityClass,
  visibleCount,
} from "./visible-counts.ts";

describe("home list sizes by window width", () => {
  it.each([
    [639, 4, 3],
    [640, 6, 4],
    [767, 6, 4],
    [768, 8, 5],
    [1023, 8, 5],
    [1024, 10, 6],
    [1279, 10, 6],
    [1280, 12, 8],
    [1535, 12, 8],
    [1536, 15, 10],
  ])("at %i px shows %i trending and %i more games", (width, trending, more) => {
    expect(visibleCount(width, trendingCounts)).toBe(trending);
    expect(visibleCount(width, moreGamesCounts)).toBe(more);
  });

  it("reveals items at the breakpoint whose count includes them", () => {
    expect(visibilityClass(3, trendingCounts)).toBe("");
    expect(visibilityClass(4, trendingCounts)).toBe("hidden sm:block");
    expect(visibilityClass(11, trendingCounts)).toBe("hidden xl:block");
    expect(visibilityClass(14, trendingCounts)).toBe("hidden 2xl:block");
    expect(visibilityClass(15, trendingCounts)).toBe("hidden");
    expect(visibilityClass(2, moreGamesCounts)).toBe("");
    expect(visibilityClass(9, moreGamesCounts)).toBe("hidden 2xl:block");
  });
});

import { describe, expect, it } from "vitest";
import { ByteBudget } from "./byte-budget.ts";

describe("ByteBudget (in memory)", () => {
  it("adds bytes per address within a window and starts again once it ends", async () => {
    let now = 1_000_000;
    const budget = new ByteBudget(
      { name: "test", bytes: 100, windowMs: 60_000 },
      { now: () => now },
    );
    expect(await budget.spend("a", 60)).toEqual({ bytes: 60, resetInMs: 60_000 });
    now += 10_000;
    expect(await budget.spend("a", 50)).toEqual({ bytes: 110, resetInMs: 50_000 });
    expect((await budget.spend("b", 10)).bytes).toBe(10);
    now += 50_000;
    expect(await budget.spend("a", 5)).toEqual({ bytes: 5, resetInMs: 60_000 });
  });
});

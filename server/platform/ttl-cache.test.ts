import { afterEach, describe, expect, it, vi } from "vitest";
import { TtlCache } from "./ttl-cache.ts";

afterEach(() => {
  vi.useRealTimers();
});

describe("TtlCache", () => {
  it("loads once for concurrent callers and again after the TTL", async () => {
    vi.useFakeTimers();
    const cache = new TtlCache<number>({ ttlMs: 1_000 });
    let loads = 0;
    const load = async () => ++loads;
    const [a, b] = await Promise.all([cache.getOrLoad("k", load), cache.getOrLoad("k", load)]);
    expect([a, b, loads]).toEqual([1, 1, 1]);
    vi.advanceTimersByTime(1_001);
    expect(await cache.getOrLoad("k", load)).toBe(2);
  });

  it("does not keep failed loads", async () => {
    const cache = new TtlCache<number>({ ttlMs: 60_000 });
    await expect(cache.getOrLoad("k", () => Promise.reject(new Error("down")))).rejects.toThrow(
      "down",
    );
    expect(await cache.getOrLoad("k", async () => 7)).toBe(7);
  });

  it("bypasses storage entirely with a zero TTL and bounds its size", async () => {
    const direct = new TtlCache<number>({ ttlMs: 0 });
    await direct.getOrLoad("k", async () => 1);
    expect(direct.size).toBe(0);
    const bounded = new TtlCache<number>({ ttlMs: 60_000, maxEntries: 3 });
    for (let index = 0; index < 10; index += 1)
      await bounded.getOrLoad(`k${index}`, async () => index);
    expect(bounded.size).toBeLessThanOrEqual(3);
  });
});

import { describe, expect, it } from "vitest";
import { type Clock, ReadCacheRegistry } from "./read-cache.ts";

function manualClock(start = 0): Clock & { advance(ms: number): void } {
  let now = start;
  return { now: () => now, advance: (ms) => (now += ms) };
}

describe("read caches", () => {
  it("loads once for concurrent callers and again in the next window", async () => {
    const clock = manualClock();
    const cache = new ReadCacheRegistry({ ttlMs: 1_000, clock }).create<number>();
    let loads = 0;
    const load = async () => ++loads;
    const [a, b] = await Promise.all([cache.getOrLoad("k", load), cache.getOrLoad("k", load)]);
    expect([a, b, loads]).toEqual([1, 1, 1]);
    clock.advance(1_000);
    expect(await cache.getOrLoad("k", load)).toBe(2);
  });

  it("bounds staleness by one TTL across layers built on each other", async () => {
    const clock = manualClock(0);
    const registry = new ReadCacheRegistry({ ttlMs: 1_000, clock });
    const data = registry.create<string>();
    const pages = registry.create<string>();
    let version = "v1";
    const page = () =>
      pages.getOrLoad("p", async () => `page of ${await data.getOrLoad("d", async () => version)}`);
    clock.advance(100);
    expect(await data.getOrLoad("d", async () => version)).toBe("v1");
    // The page is built late in the window from data cached early in it.
    clock.advance(850);
    expect(await page()).toBe("page of v1");
    version = "v2";
    // One TTL after the data was read, neither layer may still answer v1.
    clock.advance(150);
    expect(await page()).toBe("page of v2");
  });

  it("empties every cache of the registry with one call and tells its listeners", async () => {
    const registry = new ReadCacheRegistry({ ttlMs: 60_000 });
    const first = registry.create<number>();
    const second = registry.create<number>();
    await first.getOrLoad("a", async () => 1);
    await second.getOrLoad("b", async () => 2);
    let told = 0;
    registry.onInvalidate(() => (told += 1));
    registry.invalidateAll();
    expect([first.size, second.size, told]).toEqual([0, 0, 1]);
    registry.clearLocal();
    expect(told).toBe(1);
  });

  it("holds a short list built once, none past its limit, and reads it again after a change", async () => {
    const registry = new ReadCacheRegistry({ ttlMs: 60_000, clock: manualClock() });
    let rows = ["a@example.com", "b@example.com"];
    const limits: number[] = [];
    const list = registry.shortList({
      max: 3,
      load: async (limit) => {
        limits.push(limit);
        return rows.slice(0, limit);
      },
      build: (loaded) => new Set(loaded),
    });
    expect(await list()).toEqual(new Set(["a@example.com", "b@example.com"]));
    expect(await list()).toEqual(new Set(["a@example.com", "b@example.com"]));
    // One read, asking for one row more than it may hold.
    expect(limits).toEqual([4]);
    rows = ["a", "b", "c", "d"];
    // Cached until the list changes and the caches are emptied.
    expect((await list())?.size).toBe(2);
    registry.invalidateAll();
    expect(await list()).toBeNull();
  });

  it("does not keep failed loads", async () => {
    const cache = new ReadCacheRegistry({ ttlMs: 60_000 }).create<number>();
    await expect(cache.getOrLoad("k", () => Promise.reject(new Error("down")))).rejects.toThrow(
      "down",
    );
    expect(await cache.getOrLoad("k", async () => 7)).toBe(7);
  });

  it("stores nothing with a zero TTL and bounds entries and bytes", async () => {
    const direct = new ReadCacheRegistry({ ttlMs: 0 }).create<number>();
    await direct.getOrLoad("k", async () => 1);
    expect(direct.size).toBe(0);
    const registry = new ReadCacheRegistry({ ttlMs: 60_000 });
    const counted = registry.create<number>({ maxEntries: 3 });
    for (let index = 0; index < 10; index += 1)
      await counted.getOrLoad(`k${index}`, async () => index);
    expect(counted.size).toBe(3);
    const weighed = registry.create<Buffer>({ maxBytes: 1_000, sizeOf: (value) => value.length });
    for (let index = 0; index < 10; index += 1)
      await weighed.getOrLoad(`k${index}`, async () => Buffer.alloc(200));
    expect(weighed.bytes).toBeLessThanOrEqual(1_000);
    expect(weighed.size).toBe(5);
    expect(weighed.get("k9")).toBeDefined();
    expect(weighed.get("k0")).toBeUndefined();
    await weighed.getOrLoad("huge", async () => Buffer.alloc(900));
    expect(weighed.get("huge")).toBeUndefined();
    // Loaded values count too, once they are there.
    const loaded = registry.create<Buffer>({ maxBytes: 1_000, sizeOf: (value) => value.length });
    for (let index = 0; index < 10; index += 1)
      await loaded.getOrLoad(`k${index}`, async () => Buffer.alloc(200));
    expect(loaded.bytes).toBeLessThanOrEqual(1_000);
    expect(loaded.size).toBe(5);
  });
});

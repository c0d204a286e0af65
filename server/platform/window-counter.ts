import type { Redis } from "ioredis";

/** A count in a fixed window: the total so far and how long until the window ends. */
export type WindowCount = { count: number; resetInMs: number };

/**
 * Fixed-window counters for limits that add more than one per request or count only what the
 * caller reports (failed logins, upload bytes), beside @fastify/rate-limit's attempt counts. A
 * window starts with the first addition to its key; later additions do not extend it.
 */
export type WindowCounter = {
  read(key: string): Promise<WindowCount>;
  add(key: string, amount: number, windowMs: number): Promise<WindowCount>;
};

/** This process's counts; bounded, ended windows (then the oldest) go first. */
export function memoryWindowCounter(now: () => number = Date.now, maxKeys = 50_000): WindowCounter {
  const entries = new Map<string, { count: number; resetAt: number }>();
  const live = (key: string) => {
    const entry = entries.get(key);
    if (entry && entry.resetAt <= now()) {
      entries.delete(key);
      return undefined;
    }
    return entry;
  };
  const countOf = (entry: { count: number; resetAt: number } | undefined): WindowCount =>
    entry ? { count: entry.count, resetInMs: entry.resetAt - now() } : { count: 0, resetInMs: 0 };
  return {
    async read(key) {
      return countOf(live(key));
    },
    async add(key, amount, windowMs) {
      let entry = live(key);
      if (!entry) {
        if (entries.size >= maxKeys) {
          const at = now();
          for (const [old, value] of entries) if (value.resetAt <= at) entries.delete(old);
          for (const oldest of entries.keys()) {
            if (entries.size < maxKeys) break;
            entries.delete(oldest);
          }
        }
        entry = { count: 0, resetAt: now() + windowMs };
        entries.set(key, entry);
      }
      entry.count += amount;
      return countOf(entry);
    },
  };
}

/**
 * Counts every process sharing the Redis sees. An outage reads as nothing counted, so a limit
 * built on it lets the action through (never a lock-out), as the attempt limits do.
 */
export function redisWindowCounter(redis: Redis, keyPrefix: string): WindowCounter {
  const name = (key: string) => `${keyPrefix}${key}`;
  return {
    async read(key) {
      try {
        const [count, ttl] = await Promise.all([redis.get(name(key)), redis.pttl(name(key))]);
        return { count: Number(count ?? 0), resetInMs: Math.max(0, ttl) };
      } catch {
        return { count: 0, resetInMs: 0 };
      }
    },
    async add(key, amount, windowMs) {
      try {
        const results = await redis
          .multi()
          .set(name(key), 0, "PX", windowMs, "NX")
          .incrby(name(key), amount)
          .pttl(name(key))
          .exec();
        const count = Number(results?.[1]?.[1] ?? 0);
        const ttl = Number(results?.[2]?.[1] ?? 0);
        return { count, resetInMs: Math.max(0, ttl) };
      } catch {
        return { count: 0, resetInMs: 0 };
      }
    },
  };
}

import { randomBytes } from "node:crypto";
import type { Redis } from "ioredis";

/**
 * Every abuse limit of the community room in one place (decision 0046 says why each number is
 * what it is). The counts of a sender, an address and the room are kept in Redis when REDIS_URL
 * is set, so every shop process enforces one shared limit (decision 0050); per-socket counts stay
 * in memory, since a socket lives on one process. Mutes, which must hold everywhere, are in the
 * database.
 */
export const chatLimits = {
  /** Messages per sender (a member's account, a guest's id). */
  perSender: { count: 5, windowMs: 5_000 },
  /** Guest messages per client address, whatever guest ids it presents. */
  guestPerAddress: { count: 10, windowMs: 10_000 },
  /** Guest messages across the whole room: the brake on a crowd of fresh guests. */
  guestRoom: { count: 30, windowMs: 10_000 },
  /** Open sockets per client address. */
  socketsPerAddress: 10,
  /** `readMessage` events per socket and per address. */
  readsPerSocket: { count: 120, windowMs: 10_000 },
  readsPerAddress: { count: 400, windowMs: 10_000 },
  /** `typing` events relayed per socket and per address. */
  typingPerSocket: { count: 3, windowMs: 1_000 },
  typingPerAddress: { count: 30, windowMs: 10_000 },
  /** Read counts go to the room at most this often, all messages read meanwhile in one batch. */
  readUpdateIntervalMs: 1_000,
} as const;

export type Window = { count: number; windowMs: number };

/**
 * A sliding-window counter per key: `allows` asks without counting, `record` counts. Keys quiet
 * for longer than the window are forgotten once the map grows, so memory follows the active
 * clients, not every client ever seen.
 */
export class SlidingWindows {
  readonly #window: Window;
  readonly #now: () => number;
  readonly #times = new Map<string, number[]>();

  constructor(window: Window, now: () => number = Date.now) {
    this.#window = window;
    this.#now = now;
  }

  allows(key: string): boolean {
    return this.#recent(key).length < this.#window.count;
  }

  record(key: string): void {
    const times = this.#recent(key);
    times.push(this.#now());
    this.#times.set(key, times);
    if (this.#times.size > 10_000) this.#forgetQuiet();
  }

  /** Counts one event if the key is under its limit; whether it was. */
  take(key: string): boolean {
    if (!this.allows(key)) return false;
    this.record(key);
    return true;
  }

  #recent(key: string): number[] {
    const now = this.#now();
    const times = (this.#times.get(key) ?? []).filter((time) => now - time < this.#window.windowMs);
    if (times.length === 0) this.#times.delete(key);
    else this.#times.set(key, times);
    return times;
  }

  #forgetQuiet(): void {
    const now = this.#now();
    for (const [key, times] of this.#times) {
      if (now - (times.at(-1) ?? 0) >= this.#window.windowMs) this.#times.delete(key);
    }
  }
}

/** Limit counts a caller awaits: in this process's memory, or shared through Redis. */
export type LimitWindows = {
  allows(key: string): Promise<boolean>;
  record(key: string): Promise<void>;
  take(key: string): Promise<boolean>;
};

/** SlidingWindows behind the awaited interface, for a shop without Redis (one process). */
export function memoryWindows(window: Window, now: () => number = Date.now): LimitWindows {
  const windows = new SlidingWindows(window, now);
  return {
    allows: async (key) => windows.allows(key),
    record: async (key) => windows.record(key),
    take: async (key) => windows.take(key),
  };
}

// One sorted set per key, scored by time: drop what left the window, count, and (for take and
// record) add this event; the key expires a window after its last event.
const windowScript = `
redis.call('ZREMRANGEBYSCORE', KEYS[1], '-inf', ARGV[1] - ARGV[2])
local count = redis.call('ZCARD', KEYS[1])
local mode = ARGV[4]
if mode == 'ask' then return count end
if mode == 'take' and count >= tonumber(ARGV[3]) then return count end
redis.call('ZADD', KEYS[1], ARGV[1], ARGV[5])
redis.call('PEXPIRE', KEYS[1], ARGV[2])
return -1`;

/**
 * The same sliding window in Redis, shared by every process under the shop's key prefix. A Redis
 * outage lets events through (the HTTP attempt limits do the same): a chat without limits for a
 * while is better than a chat nobody can write in.
 */
export function redisWindows(
  window: Window,
  options: { redis: Redis; keyPrefix: string; name: string; now?: () => number },
): LimitWindows {
  const now = options.now ?? Date.now;
  const run = async (key: string, mode: "ask" | "take" | "record"): Promise<number> => {
    try {
      const result = await options.redis.eval(
        windowScript,
        1,
        `${options.keyPrefix}chat-limit:${options.name}:${key}`,
        String(now()),
        String(window.windowMs),
        String(window.count),
        mode,
        `${now()}:${randomBytes(6).toString("hex")}`,
      );
      return Number(result);
    } catch {
      return mode === "ask" ? 0 : -1;
    }
  };
  return {
    allows: async (key) => (await run(key, "ask")) < window.count,
    record: async (key) => void (await run(key, "record")),
    take: async (key) => (await run(key, "take")) === -1,
  };
}

/** The last text of each sender key, so the same text again within the window is refused. */
export type RecentTexts = {
  /** Whether `text` is the last text of `key` within the last `windowMs`. */
  repeats(key: string, text: string): Promise<boolean>;
  remember(key: string, text: string): Promise<void>;
};

/** This process's memory; quiet keys are forgotten once the map grows. */
export function memoryRecentTexts(windowMs: number, now: () => number = Date.now): RecentTexts {
  const texts = new Map<string, { text: string; at: number }>();
  return {
    async repeats(key, text) {
      const last = texts.get(key);
      return last !== undefined && last.text === text && now() - last.at < windowMs;
    },
    async remember(key, text) {
      const at = now();
      texts.set(key, { text, at });
      if (texts.size <= 10_000) return;
      for (const [old, last] of texts) if (at - last.at >= windowMs) texts.delete(old);
    },
  };
}

/** In Redis, expiring with the window; an outage forgets (never refuses). */
export function redisRecentTexts(
  windowMs: number,
  options: { redis: Redis; keyPrefix: string },
): RecentTexts {
  const name = (key: string) => `${options.keyPrefix}chat-last-text:${key}`;
  return {
    async repeats(key, text) {
      try {
        return (await options.redis.get(name(key))) === text;
      } catch {
        return false;
      }
    },
    async remember(key, text) {
      try {
        await options.redis.set(name(key), text, "PX", windowMs);
      } catch {
        // Forgotten, like a count during an outage.
      }
    },
  };
}

/** Where the room's shared limits are counted: Redis when the shop has one, else memory. */
export type ChatLimitStore = {
  windows(name: string, window: Window, now?: () => number): LimitWindows;
  recentTexts(windowMs: number, now?: () => number): RecentTexts;
};

export function chatLimitStore(redis?: { client: Redis; keyPrefix: string }): ChatLimitStore {
  if (!redis) {
    return {
      windows: (_name, window, now) => memoryWindows(window, now),
      recentTexts: (windowMs, now) => memoryRecentTexts(windowMs, now),
    };
  }
  const shared = { redis: redis.client, keyPrefix: redis.keyPrefix };
  return {
    windows: (name, window, now) =>
      redisWindows(window, { ...shared, name, ...(now ? { now } : {}) }),
    recentTexts: (windowMs) => redisRecentTexts(windowMs, shared),
  };
}

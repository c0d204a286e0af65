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
 * A sliding-window counter per key: `allows` asks without counting, `record` counts. An event
 * may name itself (`member`, a message's client id): the same member again within the window is
 * the same event, counted once and always allowed, so a retried message never uses up its
 * sender's budget twice, nor is refused for what its first copy spent. Keys quiet for longer
 * than the window are forgotten once the map grows, so memory follows the active clients, not
 * every client ever seen.
 */
export class SlidingWindows {
  readonly #window: Window;
  readonly #now: () => number;
  readonly #times = new Map<string, { at: number; member: string | undefined }[]>();

  constructor(window: Window, now: () => number = Date.now) {
    this.#window = window;
    this.#now = now;
  }

  allows(key: string, member?: string): boolean {
    const times = this.#recent(key);
    if (member !== undefined && times.some((time) => time.member === member)) return true;
    return times.length < this.#window.count;
  }

  record(key: string, member?: string): void {
    const times = this.#recent(key);
    if (member !== undefined && times.some((time) => time.member === member)) return;
    times.push({ at: this.#now(), member });
    this.#times.set(key, times);
    if (this.#times.size > 10_000) this.#forgetQuiet();
  }

  /** Counts one event if the key is under its limit; whether it was. */
  take(key: string): boolean {
    if (!this.allows(key)) return false;
    this.record(key);
    return true;
  }

  #recent(key: string): { at: number; member: string | undefined }[] {
    const now = this.#now();
    const times = (this.#times.get(key) ?? []).filter(
      (time) => now - time.at < this.#window.windowMs,
    );
    if (times.length === 0) this.#times.delete(key);
    else this.#times.set(key, times);
    return times;
  }

  #forgetQuiet(): void {
    const now = this.#now();
    for (const [key, times] of this.#times) {
      if (now - (times.at(-1)?.at ?? 0) >= this.#window.windowMs) this.#times.delete(key);
    }
  }
}

/**
 * Limit counts a caller awaits: in this process's memory, or shared through Redis. `member`
 * names an event as in SlidingWindows: counted once, and always allowed once counted.
 */
export type LimitWindows = {
  allows(key: string, member?: string): Promise<boolean>;
  record(key: string, member?: string): Promise<void>;
  take(key: string): Promise<boolean>;
};

/** SlidingWindows behind the awaited interface, for a shop without Redis (one process). */
export function memoryWindows(window: Window, now: () => number = Date.now): LimitWindows {
  const windows = new SlidingWindows(window, now);
  return {
    allows: async (key, member) => windows.allows(key, member),
    record: async (key, member) => windows.record(key, member),
    take: async (key) => windows.take(key),
  };
}

// One sorted set per key, scored by time: drop what left the window; a named event already in
// it is answered -2 (counted, allowed, not added again); else count, and (for take and record)
// add this event. The key expires a window after its last event.
const windowScript = `
redis.call('ZREMRANGEBYSCORE', KEYS[1], '-inf', ARGV[1] - ARGV[2])
if ARGV[6] == '1' and redis.call('ZSCORE', KEYS[1], ARGV[5]) then return -2 end
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
  const run = async (
    key: string,
    mode: "ask" | "take" | "record",
    member?: string,
  ): Promise<number> => {
    try {
      const result = await options.redis.eval(
        windowScript,
        1,
        `${options.keyPrefix}chat-limit:${options.name}:${key}`,
        String(now()),
        String(window.windowMs),
        String(window.count),
        mode,
        // A named event is its own member (so it is added once); any other a unique one.
        member === undefined ? `${now()}:${randomBytes(6).toString("hex")}` : `named:${member}`,
        member === undefined ? "0" : "1",
      );
      return Number(result);
    } catch {
      return mode === "ask" ? 0 : -1;
    }
  };
  return {
    allows: async (key, member) => (await run(key, "ask", member)) < window.count,
    record: async (key, member) => void (await run(key, "record", member)),
    take: async (key) => (await run(key, "take")) === -1,
  };
}

/**
 * The last text of each sender key, so the same text again within the window is refused. A text
 * remembered with a message's client id is no repeat of a copy of that same message (a retry
 * racing its first copy, maybe on another process).
 */
export type RecentTexts = {
  /** Whether `text` is the last text of `key` within the last `windowMs`, from another message. */
  repeats(key: string, text: string, clientId?: string | null): Promise<boolean>;
  remember(key: string, text: string, clientId?: string | null): Promise<void>;
};

type RememberedText = { text: string; clientId: string | null };

function isRepeat(last: RememberedText | undefined, text: string, clientId?: string | null) {
  if (!last || last.text !== text) return false;
  return !(clientId && last.clientId === clientId);
}

/** This process's memory; quiet keys are forgotten once the map grows. */
export function memoryRecentTexts(windowMs: number, now: () => number = Date.now): RecentTexts {
  const texts = new Map<string, RememberedText & { at: number }>();
  return {
    async repeats(key, text, clientId) {
      const last = texts.get(key);
      return last !== undefined && now() - last.at < windowMs && isRepeat(last, text, clientId);
    },
    async remember(key, text, clientId) {
      const at = now();
      texts.set(key, { text, clientId: clientId ?? null, at });
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
  // Renamed when the value became JSON (text and client id), so a process of the previous
  // version never reads one as text.
  const name = (key: string) => `${options.keyPrefix}chat-last-message:${key}`;
  return {
    async repeats(key, text, clientId) {
      try {
        const value = await options.redis.get(name(key));
        return value !== null && isRepeat(JSON.parse(value) as RememberedText, text, clientId);
      } catch {
        return false;
      }
    },
    async remember(key, text, clientId) {
      const value: RememberedText = { text, clientId: clientId ?? null };
      try {
        await options.redis.set(name(key), JSON.stringify(value), "PX", windowMs);
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

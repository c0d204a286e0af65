/**
 * Every abuse limit of the community room in one place (decision 0046 says why each number is
 * what it is). Counted in this process's memory: a socket stays on one process, so a client is
 * limited by the process it is connected to; mutes, which must hold everywhere, are in the
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

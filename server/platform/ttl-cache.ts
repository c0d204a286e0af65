/**
 * A small read-through cache for hot catalogue reads. Entries expire after `ttlMs` so that
 * several processes sharing one database converge within that window without coordination;
 * `clear()` makes this process's own writes visible at once.
 */
export class TtlCache<V> {
  readonly #entries = new Map<string, { expiresAt: number; value: Promise<V> }>();
  readonly #ttlMs: number;
  readonly #maxEntries: number;

  constructor(options: { ttlMs: number; maxEntries?: number }) {
    this.#ttlMs = options.ttlMs;
    this.#maxEntries = options.maxEntries ?? 500;
  }

  get size(): number {
    return this.#entries.size;
  }

  /** Returns the cached value for `key`, or loads it once even under concurrent callers. */
  async getOrLoad(key: string, load: () => Promise<V>): Promise<V> {
    if (this.#ttlMs === 0) return load();
    const now = Date.now();
    const hit = this.#entries.get(key);
    if (hit && hit.expiresAt > now) return hit.value;
    if (this.#entries.size >= this.#maxEntries) this.#evictExpiredOrOldest(now);
    const value = load();
    this.#entries.set(key, { expiresAt: now + this.#ttlMs, value });
    // A failed load must not be served to later callers.
    value.catch(() => {
      if (this.#entries.get(key)?.value === value) this.#entries.delete(key);
    });
    return value;
  }

  /** A fresh entry's value, or undefined (expired entries count as missing). */
  get(key: string): Promise<V> | undefined {
    const hit = this.#entries.get(key);
    return hit && hit.expiresAt > Date.now() ? hit.value : undefined;
  }

  /** Stores a value the caller has decided is worth keeping (see getOrLoad for the usual path). */
  set(key: string, value: V): void {
    if (this.#ttlMs === 0) return;
    const now = Date.now();
    if (this.#entries.size >= this.#maxEntries) this.#evictExpiredOrOldest(now);
    this.#entries.set(key, { expiresAt: now + this.#ttlMs, value: Promise.resolve(value) });
  }

  clear(): void {
    this.#entries.clear();
  }

  #evictExpiredOrOldest(now: number): void {
    for (const [key, entry] of this.#entries) {
      if (entry.expiresAt <= now) this.#entries.delete(key);
    }
    if (this.#entries.size >= this.#maxEntries) {
      const oldest = this.#entries.keys().next();
      if (!oldest.done) this.#entries.delete(oldest.value);
    }
  }
}

/**
 * Short-lived read-through caches for data that many visitors read and few change (catalogue
 * data, encoded API replies, rendered public pages), all made by one registry so that:
 *
 * - one call (`invalidateAll`) empties every layer at once: a change never shows in one layer
 *   and not in another; the registry's listeners carry the call to other processes;
 * - staleness is bounded by one TTL, not one per layer: entries expire at the end of the
 *   TTL-long window in which they were made, so a page built from cached data expires together
 *   with that data instead of living a full TTL after it.
 */
export type Clock = { now(): number };

export const systemClock: Clock = { now: () => Date.now() };

type Entry<V> = { expiresAt: number; value: Promise<V>; bytes: number };

export type ReadCacheOptions<V> = {
  maxEntries?: number;
  /** Budget in bytes, with `sizeOf` giving an entry's weight (pages, encoded bodies). */
  maxBytes?: number;
  sizeOf?: (value: V) => number;
};

export class ReadCache<V> {
  readonly #entries = new Map<string, Entry<V>>();
  readonly #registry: ReadCacheRegistry;
  readonly #maxEntries: number;
  readonly #maxBytes: number;
  readonly #sizeOf: ((value: V) => number) | undefined;
  #bytes = 0;

  constructor(registry: ReadCacheRegistry, options: ReadCacheOptions<V>) {
    this.#registry = registry;
    this.#maxEntries = options.maxEntries ?? 500;
    this.#maxBytes = options.maxBytes ?? Number.POSITIVE_INFINITY;
    this.#sizeOf = options.sizeOf;
  }

  get size(): number {
    return this.#entries.size;
  }

  get bytes(): number {
    return this.#bytes;
  }

  /** The cached value for `key`, or `load()`'s, loaded once even under concurrent callers. */
  getOrLoad(key: string, load: () => Promise<V>): Promise<V> {
    if (!this.#registry.enabled) return load();
    const hit = this.#fresh(key);
    if (hit) return hit.value;
    const value = load();
    this.#store(key, value, 0);
    value.then(
      // Its weight is known once it has loaded: count it against the budget then.
      (loaded) => this.#weigh(key, value, loaded),
      // A failed load must not be served to later callers.
      () => this.#deleteIf(key, value),
    );
    return value;
  }

  /** A fresh entry's value, or undefined. */
  get(key: string): Promise<V> | undefined {
    return this.#fresh(key)?.value;
  }

  delete(key: string): void {
    const entry = this.#entries.get(key);
    if (entry) this.#delete(key, entry);
  }

  clear(): void {
    this.#entries.clear();
    this.#bytes = 0;
  }

  #fresh(key: string): Entry<V> | undefined {
    const hit = this.#entries.get(key);
    if (!hit) return undefined;
    if (hit.expiresAt > this.#registry.clock.now()) return hit;
    this.#delete(key, hit);
    return undefined;
  }

  #store(key: string, value: Promise<V>, bytes: number): void {
    const previous = this.#entries.get(key);
    if (previous) this.#delete(key, previous);
    const expiresAt = this.#registry.windowEnd();
    while (
      this.#entries.size > 0 &&
      (this.#entries.size >= this.#maxEntries || this.#bytes + bytes > this.#maxBytes)
    ) {
      this.#evictOne();
    }
    this.#entries.set(key, { expiresAt, value, bytes });
    this.#bytes += bytes;
  }

  /** Expired entries first, else the oldest (Map keeps insertion order). */
  #evictOne(): void {
    const now = this.#registry.clock.now();
    for (const [key, entry] of this.#entries) {
      if (entry.expiresAt <= now) {
        this.#delete(key, entry);
        return;
      }
    }
    const oldest = this.#entries.entries().next();
    if (!oldest.done) this.#delete(oldest.value[0], oldest.value[1]);
  }

  #weigh(key: string, value: Promise<V>, loaded: V): void {
    const entry = this.#entries.get(key);
    if (!this.#sizeOf || entry?.value !== value) return;
    const bytes = this.#sizeOf(loaded);
    // One huge entry must not flush everything else.
    if (bytes > this.#maxBytes / 4) {
      this.#delete(key, entry);
      return;
    }
    entry.bytes = bytes;
    this.#bytes += bytes;
    while (this.#bytes > this.#maxBytes && this.#entries.size > 1) this.#evictOne();
  }

  #deleteIf(key: string, value: Promise<V>): void {
    const entry = this.#entries.get(key);
    if (entry?.value === value) this.#delete(key, entry);
  }

  #delete(key: string, entry: Entry<V>): void {
    this.#entries.delete(key);
    this.#bytes -= entry.bytes;
  }
}

export class ReadCacheRegistry {
  readonly ttlMs: number;
  readonly clock: Clock;
  readonly #caches: ReadCache<unknown>[] = [];
  readonly #listeners = new Set<() => void>();

  constructor(options: { ttlMs: number; clock?: Clock }) {
    this.ttlMs = options.ttlMs;
    this.clock = options.clock ?? systemClock;
  }

  get enabled(): boolean {
    return this.ttlMs > 0;
  }

  create<V>(options: ReadCacheOptions<V> = {}): ReadCache<V> {
    const cache = new ReadCache<V>(this, options);
    this.#caches.push(cache as ReadCache<unknown>);
    return cache;
  }

  /**
   * A short list held whole (a blocklist, the blocked accounts' addresses), built once per
   * window into what the caller looks things up in; null when it has more than `max` rows, and
   * the caller then asks the database each time. A change to the list must empty the caches
   * (`invalidateAll`), as every cached read here.
   */
  shortList<R, V>(options: {
    max: number;
    /** Up to `limit` rows (the list's first `max` + 1 tell whether it is too long). */
    load: (limit: number) => Promise<R[]>;
    build: (rows: R[]) => V;
  }): () => Promise<V | null> {
    const cache = this.create<V | null>({ maxEntries: 1 });
    return () =>
      cache.getOrLoad("all", async () => {
        const rows = await options.load(options.max + 1);
        return rows.length > options.max ? null : options.build(rows);
      });
  }

  /** The end of the current TTL window: every entry made now expires then. */
  windowEnd(): number {
    const now = this.clock.now();
    return (Math.floor(now / this.ttlMs) + 1) * this.ttlMs;
  }

  /** Empties every cache of this process and tells the listeners (other processes). */
  invalidateAll(): void {
    this.clearLocal();
    for (const listener of this.#listeners) listener();
  }

  /** Empties every cache of this process only (what a message from another process does). */
  clearLocal(): void {
    for (const cache of this.#caches) cache.clear();
  }

  onInvalidate(listener: () => void): () => void {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  }
}

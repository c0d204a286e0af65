import { randomUUID } from "node:crypto";
import type { FastifyBaseLogger } from "fastify";
import { Redis } from "ioredis";
import type { Database } from "#db/client.ts";
import type { ReadCacheRegistry } from "./read-cache.ts";

const channel = "gamezone_read_caches";

/** Where processes tell each other to clear their caches. */
type InvalidationBus = {
  listen: (onMessage: (sender: string) => void) => Promise<() => Promise<void>>;
  publish: (sender: string) => Promise<void>;
};

/** PostgreSQL LISTEN/NOTIFY: every process on the same database hears it. */
function databaseBus(database: Database): InvalidationBus {
  return {
    listen: (onMessage) => database.listen(channel, onMessage),
    publish: (sender) => database.notify(channel, sender),
  };
}

/**
 * Redis pub/sub under the shop's key prefix: the processes that share a Redis (REDIS_URL, the
 * same setting that shares chat rooms and attempt counters) hear each other even when a
 * connection pooler in front of PostgreSQL drops LISTEN.
 */
function redisBus(redisUrl: string, keyPrefix: string, log: FastifyBaseLogger): InvalidationBus {
  const name = `${keyPrefix}read-caches`;
  const publisher = new Redis(redisUrl, { lazyConnect: true });
  const subscriber = new Redis(redisUrl, { lazyConnect: true });
  for (const client of [publisher, subscriber]) {
    client.on("error", (error: unknown) => log.warn({ err: error }, "cache invalidation: Redis"));
  }
  return {
    listen: async (onMessage) => {
      await Promise.all([publisher.connect(), subscriber.connect()]);
      subscriber.on("message", (from: string, sender: string) => {
        if (from === name) onMessage(sender);
      });
      await subscriber.subscribe(name);
      return async () => {
        await Promise.all([subscriber.quit().catch(() => {}), publisher.quit().catch(() => {})]);
      };
    },
    publish: async (sender) => {
      await publisher.publish(name, sender);
    },
  };
}

/**
 * Makes `caches.invalidateAll()` reach every process: each process tells the others, and clears
 * its own caches when another one does. With REDIS_URL set the message goes through Redis,
 * otherwise through the database (PGlite is one process by construction; the same code runs
 * there and simply has nobody else to tell).
 */
export async function shareCacheInvalidation(
  caches: ReadCacheRegistry,
  options: {
    database: Database;
    redisUrl: string | undefined;
    redisKeyPrefix: string;
    log: FastifyBaseLogger;
  },
): Promise<() => Promise<void>> {
  const { log } = options;
  const bus = options.redisUrl
    ? redisBus(options.redisUrl, options.redisKeyPrefix, log)
    : databaseBus(options.database);
  const self = randomUUID();
  const stopListening = await bus.listen((sender) => {
    if (sender !== self) caches.clearLocal();
  });
  const stopTelling = caches.onInvalidate(() => {
    bus.publish(self).catch((error: unknown) => {
      // Other processes still converge within one cache lifetime.
      log.warn({ err: error }, "could not tell other processes to clear their caches");
    });
  });
  return async () => {
    stopTelling();
    await stopListening();
  };
}

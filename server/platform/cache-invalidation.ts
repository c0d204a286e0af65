import { randomUUID } from "node:crypto";
import type { FastifyBaseLogger } from "fastify";
import type { Database } from "#db/client.ts";
import type { ReadCacheRegistry } from "./read-cache.ts";

const channel = "gamezone_read_caches";

/**
 * Makes `caches.invalidateAll()` reach every process on the same database: each process
 * NOTIFYs the others, and clears its own caches when another one does. (PGlite is one process
 * by construction; the same code runs there and simply has nobody else to tell.)
 */
export async function shareCacheInvalidation(
  caches: ReadCacheRegistry,
  database: Database,
  log: FastifyBaseLogger,
): Promise<() => Promise<void>> {
  const self = randomUUID();
  const stopListening = await database.listen(channel, (sender) => {
    if (sender !== self) caches.clearLocal();
  });
  const stopTelling = caches.onInvalidate(() => {
    database.notify(channel, self).catch((error: unknown) => {
      // Other processes still converge within one cache lifetime.
      log.warn({ err: error }, "could not tell other processes to clear their caches");
    });
  });
  return async () => {
    stopTelling();
    await stopListening();
  };
}

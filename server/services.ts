import type { Database } from "#db/client.ts";
import type { Config } from "./config.ts";
import {
  type CatalogueService,
  createCatalogueService,
} from "./modules/catalogue/catalogue.service.ts";
import { type Clock, ReadCacheRegistry, systemClock } from "./platform/read-cache.ts";

/**
 * Every service, built once per process and handed to API routes, page loaders (through the
 * router context) and, later, sockets and jobs: one place decides how the parts are wired.
 */
export type Services = {
  config: Config;
  database: Database;
  clock: Clock;
  /** The read caches of every layer; `caches.invalidateAll()` after a catalogue change. */
  caches: ReadCacheRegistry;
  catalogue: CatalogueService;
};

export function createServices(deps: {
  config: Config;
  database: Database;
  clock?: Clock;
}): Services {
  const clock = deps.clock ?? systemClock;
  const caches = new ReadCacheRegistry({ ttlMs: deps.config.cacheTtlMs, clock });
  return {
    config: deps.config,
    database: deps.database,
    clock,
    caches,
    catalogue: createCatalogueService(deps.database.db, { caches }),
  };
}

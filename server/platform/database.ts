import path from "node:path";
import type { DatabaseOptions } from "#db/client.ts";
import type { Config } from "#server/config.ts";

/** The database the configuration asks for: PostgreSQL by URL, else PGlite under DATA_DIR. */
export function databaseOptionsFor(
  config: Pick<Config, "databaseUrl" | "dataDir">,
): DatabaseOptions {
  return config.databaseUrl
    ? { kind: "postgres", url: config.databaseUrl }
    : { kind: "pglite", dataDir: path.join(config.dataDir, "pglite") };
}

import path from "node:path";
import { AppError } from "#contracts/errors-rules.ts";
import type { DatabaseOptions } from "#db/client.ts";
import { isDatabaseUnavailable } from "#db/errors.ts";
import type { Config } from "#server/config.ts";

/** The database the configuration asks for: PostgreSQL by URL, else PGlite under DATA_DIR. */
export function databaseOptionsFor(
  config: Pick<Config, "databaseUrl" | "dataDir">,
): DatabaseOptions {
  return config.databaseUrl
    ? { kind: "postgres", url: config.databaseUrl }
    : { kind: "pglite", dataDir: path.join(config.dataDir, "pglite") };
}

/**
 * A database that is gone is the shop being unavailable (503 UNAVAILABLE), not a bug (500):
 * the AppError for such an error, or null. Services translate with it so that page loaders see
 * the code too; the API's error handler uses it for anything that reaches it untranslated. An
 * AppError already says what happened, even when its cause is a database error: null for it.
 */
export function toUnavailableError(error: unknown): AppError | null {
  return !(error instanceof AppError) && isDatabaseUnavailable(error)
    ? new AppError("UNAVAILABLE", "The shop is temporarily unavailable. Please try again.", {
        cause: error,
      })
    : null;
}

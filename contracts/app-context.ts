import type { CatalogueReader } from "./catalogue.ts";
import type { GuidesReader } from "./guides.ts";

/** What the server gives every React Router loader, built once per process. */
export type AppServices = {
  catalogue: CatalogueReader;
  guides: GuidesReader;
  /** The shop's origin for canonical and Open Graph URLs, without a trailing slash. */
  origin: string;
  supportEmail: string;
};

export type LogLevel = "debug" | "info" | "warn" | "error";

/** What the server gives every React Router loader, per request. */
export type RequestValues = {
  /** The id in the request's log line, shown to the user as the error ID of a failed page. */
  requestId: string;
  /** Writes one line to the server log, tagged with the request id. */
  log(level: LogLevel, message: string, details?: Record<string, unknown>): void;
};

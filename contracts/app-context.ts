import type { CatalogueReader } from "./catalogue.ts";

/** What the server gives every React Router loader, per request. */
export type AppLoadContext = {
  catalogue: CatalogueReader;
  /** Absolute origin used for canonical and Open Graph URLs, without a trailing slash. */
  origin: string;
  supportEmail: string;
  /** CSP nonce for the inline scripts React Router renders. */
  nonce: string;
};

import type { PaymentMethod } from "./buying-rules.ts";
import type { CatalogueReader } from "./catalogue.ts";
import type { GuidesReader } from "./guides.ts";

/** What the server gives every React Router loader, built once per process. */
export type AppServices = {
  catalogue: CatalogueReader;
  guides: GuidesReader;
  /** The shop's origin for canonical and Open Graph URLs, without a trailing slash. */
  origin: string;
  supportEmail: string;
  /** How long an order waits for a game under maintenance before it is refunded (Delivery page). */
  maintenanceWaitMinutes: number;
  supportLinks: PublicSupportLinks;
  /** The payment methods that are on (the provider's configuration), in checkout's order. */
  paymentMethods: readonly PaymentMethod[];
  /** How long a bank transfer may take to arrive before its order is cancelled (Payments page). */
  bankTransferMinutes: number;
};

/** Links the footer shows only when the server's configuration names them. */
export type PublicSupportLinks = {
  /** SUPPORT_WHATSAPP_URL: support over a chat app. */
  whatsapp: string | null;
  /** COMMUNITY_URL: the invite to the community's own chat. */
  community: string | null;
};

export type LogLevel = "debug" | "info" | "warn" | "error";

/** What the server gives every React Router loader, per request. */
export type RequestValues = {
  /** The id in the request's log line, shown to the user as the error ID of a failed page. */
  requestId: string;
  /** Writes one line to the server log, tagged with the request id. */
  log(level: LogLevel, message: string, details?: Record<string, unknown>): void;
};

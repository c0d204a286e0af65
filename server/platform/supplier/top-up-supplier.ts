/**
 * The one interface the shop talks to top-up suppliers through. The product implements it once,
 * as an HTTP reseller adapter with HMAC-signed requests; demo mode's sandbox supplier is such an
 * HTTP service, mounted in the app at /sandbox/supplier.
 */
export type PlayerAccount = {
  /** The game's slug, which suppliers know it by. */
  game: string;
  fields: Record<string, string>;
};

export type DeliveryOutcome =
  | {
      status: "delivered";
      transactionId: string;
      /** Gift cards and wallets: the code and its serial number. */
      code?: string;
      serialNumber?: string;
    }
  /** Refused for good (unknown player, SKU withdrawn): retrying will not help. */
  | { status: "failed"; reason: string; retryable: false }
  /** Refused for now (supplier busy, stock): retry later. */
  | { status: "failed"; reason: string; retryable: true }
  /**
   * Refused for now because the game's servers are down for maintenance: nothing was delivered,
   * and the same request succeeds once the game is back, which may take hours.
   */
  | { status: "maintenance"; reason: string }
  /** Accepted, not finished yet: ask getStatus later. */
  | { status: "pending" };

export type StatusOutcome = DeliveryOutcome | { status: "unknown" };

/** The supplier did not answer in time or answered nonsense: the delivery may or may not exist. */
export class SupplierAmbiguousError extends Error {
  override name = "SupplierAmbiguousError";
}

export interface TopUpSupplier {
  /**
   * The in-game nickname of a player account. Throws AppError PLAYER_NOT_FOUND for an unknown
   * account and SUPPLIER_UNAVAILABLE when the supplier cannot answer.
   */
  validatePlayer(player: PlayerAccount): Promise<{ nickname: string }>;
  /**
   * Delivers `quantity` × `sku`. `reference` (the purchase id) is the idempotency key: delivering
   * the same reference twice delivers once. Throws SupplierAmbiguousError on a timeout.
   */
  deliver(input: {
    reference: string;
    sku: string;
    quantity: number;
    player: PlayerAccount;
    /** direct: to the player account; code: the answer carries a code and serial number. */
    kind?: "direct" | "code";
  }): Promise<DeliveryOutcome>;
  /** What became of a delivery: reconciles timeouts before any retry. */
  getStatus(reference: string): Promise<StatusOutcome>;
}

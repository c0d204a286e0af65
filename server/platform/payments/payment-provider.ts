import type { PaymentMethod } from "#contracts/buying-rules.ts";

/**
 * The one interface the shop pays through. Two adapters implement it: `sandbox` (demo mode's
 * hosted test page served by the app, HMAC-signed webhooks) and `stripe` (Checkout Sessions).
 * Amounts are integer USD cents.
 */
export type CheckoutSessionInput = {
  orderId: string;
  amountCents: number;
  email: string;
  method: PaymentMethod;
  lines: { name: string; quantity: number; unitCents: number }[];
  /** Where the provider sends the buyer back (the app adds `?orderId=`). */
  successUrl: string;
  cancelUrl: string;
  /** The session stops accepting payment after this time. */
  expiresAt: Date;
};

export type CheckoutSession = { sessionId: string; redirectUrl: string };

/** What the provider says about a checkout session when asked (the return page asks too). */
export type SessionState =
  | { status: "open" }
  | { status: "paid"; paymentId: string; amountCents: number }
  | { status: "failed"; message: string }
  | { status: "expired" };

/**
 * A verified webhook event. `eventId` is unique per event: the shop processes each once.
 * `payment.pending`: the buyer finished at the provider but the money has not arrived (a bank
 * transfer on its way); `payment.succeeded` or `payment.failed` follows.
 */
export type PaymentEvent = {
  eventId: string;
  type: "payment.pending" | "payment.succeeded" | "payment.failed" | "payment.expired";
  sessionId: string;
  orderId: string;
  paymentId?: string;
  amountCents?: number;
  message?: string;
  /** payment.succeeded by card, where the provider gives it: the same card, the same value. */
  cardFingerprint?: string;
};

/**
 * A verified webhook event about a refund: the provider says what became of a refund it
 * answered earlier (by its refund id). Each event id is processed once.
 */
export type RefundEvent = {
  eventId: string;
  type: "refund.updated";
  refundId: string;
  status: "succeeded" | "pending" | "failed";
  /**
   * The reference the shop gave the refund (`refund(...).reference`) when the provider echoes
   * it: it finds the refund even before the shop has stored the provider's id.
   */
  reference?: string;
};

export type RefundResult = { refundId: string; status: "succeeded" | "pending" | "failed" };

export interface PaymentProvider {
  readonly name: "sandbox" | "stripe";
  /** Methods offered at /payment, in order. */
  readonly methods: readonly PaymentMethod[];
  createCheckoutSession(input: CheckoutSessionInput): Promise<CheckoutSession>;
  retrieveSession(sessionId: string): Promise<SessionState>;
  /** Closes an unpaid session (the order expired); a paid session is left alone. */
  expireSession(sessionId: string): Promise<void>;
  /** Refunds a payment; `reference` makes a repeated call refund once. */
  refund(input: {
    paymentId: string;
    amountCents: number;
    reference: string;
  }): Promise<RefundResult>;
  /**
   * The fingerprint of the card a payment was made with (the same card gives the same value),
   * for a provider whose webhook does not carry it: one more call to the provider. Null for a
   * payment not made by card, or when the provider does not answer (a fingerprint only feeds the
   * fraud rules; it never holds up a payment). Absent when the webhook carries it already.
   */
  cardFingerprintOf?(paymentId: string): Promise<string | null>;
  /**
   * Verifies a webhook's signature over the raw body and returns its event; null for an event
   * type the shop does not act on. Throws AppError BAD_REQUEST when the signature is wrong or
   * too old.
   */
  parseWebhook(
    rawBody: Buffer,
    headers: Record<string, string | string[] | undefined>,
  ): PaymentEvent | RefundEvent | null;
}

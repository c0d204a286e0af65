import Stripe from "stripe";
import { type PaymentMethod, paymentMethods } from "#contracts/buying-rules.ts";
import { AppError } from "#contracts/errors-rules.ts";
import { type Clock, systemClock } from "#server/platform/read-cache.ts";
import type {
  CheckoutSession,
  CheckoutSessionInput,
  PaymentEvent,
  PaymentProvider,
  RefundEvent,
  RefundResult,
  SessionState,
} from "./payment-provider.ts";
import { type StripeMethodType, shopMethodsOf, stripeTypesFor } from "./stripe-methods.ts";

/** Stripe's default: a signature older than five minutes may be a replay. */
const signatureToleranceSeconds = 300;
/** Stripe accepts `expires_at` from 30 minutes to 24 hours after the session is created. */
const minimumSessionLifetimeMs = 30 * 60_000 + 60_000;
const maximumSessionLifetimeMs = 24 * 60 * 60_000 - 60_000;

export type StripeProviderOptions = {
  secretKey: string;
  webhookSecret: string;
  /** Stripe's API origin; tests point it at a local stand-in. */
  apiUrl?: string | undefined;
  /** STRIPE_PAYMENT_METHODS: the Stripe types offered (card when absent). */
  methodTypes?: readonly StripeMethodType[];
  clock?: Clock;
};

function clientConfig(apiUrl: string | undefined): Stripe.StripeConfig {
  const base: Stripe.StripeConfig = {
    maxNetworkRetries: 2,
    timeout: 20_000,
    appInfo: { name: "GameZone" },
  };
  if (!apiUrl) return base;
  const url = new URL(apiUrl);
  const protocol = url.protocol === "http:" ? "http" : "https";
  return {
    ...base,
    host: url.hostname,
    port: Number(url.port || (protocol === "http" ? 80 : 443)),
    protocol,
  };
}

function idOf(value: string | { id: string } | null | undefined): string | undefined {
  if (!value) return undefined;
  return typeof value === "string" ? value : value.id;
}

function isStripeError(error: unknown): error is Stripe.errors.StripeError {
  return error instanceof Stripe.errors.StripeError;
}

/**
 * Stripe's outages and rate limits become 503 UNAVAILABLE (the buyer may try again); everything
 * else is a programming or configuration error and stays as it is.
 */
function translated(error: unknown): unknown {
  if (
    error instanceof Stripe.errors.StripeConnectionError ||
    error instanceof Stripe.errors.StripeAPIError ||
    error instanceof Stripe.errors.StripeRateLimitError
  ) {
    return new AppError("UNAVAILABLE", "The payment provider did not answer. Please try again.", {
      cause: error,
    });
  }
  if (isStripeError(error) && error.code === "resource_missing") {
    return new AppError("NOT_FOUND", "Unknown payment session", { cause: error });
  }
  return error;
}

/** Production payments through Stripe Checkout (hosted page, Stripe-signed webhooks). */
export class StripePaymentProvider implements PaymentProvider {
  readonly name = "stripe" as const;
  readonly methods: readonly PaymentMethod[];
  readonly #methodTypes: readonly StripeMethodType[];
  readonly #stripe: Stripe;
  readonly #webhookSecret: string;
  readonly #clock: Clock;

  constructor(options: StripeProviderOptions) {
    this.#stripe = new Stripe(options.secretKey, clientConfig(options.apiUrl));
    this.#webhookSecret = options.webhookSecret;
    this.#methodTypes = options.methodTypes ?? ["card"];
    this.methods = shopMethodsOf(this.#methodTypes, paymentMethods);
    this.#clock = options.clock ?? systemClock;
  }

  async createCheckoutSession(input: CheckoutSessionInput): Promise<CheckoutSession> {
    // The buyer picked a method at /payment: Stripe's page offers that method's types only.
    const types = stripeTypesFor(input.method, this.#methodTypes);
    if (types.length === 0) {
      throw new AppError("VALIDATION_FAILED", "This payment method is not offered");
    }
    const now = this.#clock.now();
    // The order's own lifetime is 30 minutes, which Stripe refuses by a hair once the order is
    // stored; the shop expires the session itself when the order expires, so a later end is safe.
    const expiresAtMs = Math.min(
      Math.max(input.expiresAt.getTime(), now + minimumSessionLifetimeMs),
      now + maximumSessionLifetimeMs,
    );
    const linesTotal = input.lines.reduce((sum, line) => sum + line.unitCents * line.quantity, 0);
    // Stripe charges the sum of the lines: when it is not the order's total, charge the total.
    const lineItems =
      linesTotal === input.amountCents && input.lines.length > 0
        ? input.lines.map((line) => ({
            quantity: line.quantity,
            price_data: {
              currency: "usd",
              unit_amount: line.unitCents,
              product_data: { name: line.name },
            },
          }))
        : [
            {
              quantity: 1,
              price_data: {
                currency: "usd",
                unit_amount: input.amountCents,
                product_data: { name: "GameZone order" },
              },
            },
          ];
    try {
      // Delayed methods (bank debits) settle through the async_payment_* events handled below.
      // The API version this SDK pins replaced `payment_method_types` with
      // `allowed_payment_method_types`: a filter over what the account has switched on, so a
      // type the Dashboard has off is simply not shown.
      const session = await this.#stripe.checkout.sessions.create({
        mode: "payment",
        allowed_payment_method_types: types,
        line_items: lineItems,
        customer_email: input.email,
        client_reference_id: input.orderId,
        metadata: { orderId: input.orderId },
        payment_intent_data: { metadata: { orderId: input.orderId } },
        success_url: input.successUrl,
        cancel_url: input.cancelUrl,
        expires_at: Math.floor(expiresAtMs / 1000),
      });
      if (!session.url)
        throw new Error(`Stripe returned checkout session ${session.id} without a URL`);
      return { sessionId: session.id, redirectUrl: session.url };
    } catch (error) {
      throw translated(error);
    }
  }

  async retrieveSession(sessionId: string): Promise<SessionState> {
    let session: Stripe.Checkout.Session;
    try {
      session = await this.#stripe.checkout.sessions.retrieve(sessionId, {
        expand: ["payment_intent"],
      });
    } catch (error) {
      throw translated(error);
    }
    if (session.payment_status === "paid" || session.payment_status === "no_payment_required") {
      return {
        status: "paid",
        paymentId: idOf(session.payment_intent) ?? session.id,
        amountCents: session.amount_total ?? 0,
      };
    }
    if (session.status === "expired") return { status: "expired" };
    const intent = typeof session.payment_intent === "object" ? session.payment_intent : null;
    // A completed session that is still unpaid is a delayed method: processing, or failed when
    // its payment intent went back to asking for a payment method.
    if (
      session.status === "complete" &&
      intent &&
      (intent.status === "requires_payment_method" || intent.status === "canceled")
    ) {
      return {
        status: "failed",
        message: intent.last_payment_error?.message ?? "The payment failed.",
      };
    }
    return { status: "open" };
  }

  async expireSession(sessionId: string): Promise<void> {
    try {
      await this.#stripe.checkout.sessions.expire(sessionId);
    } catch (error) {
      if (!(error instanceof Stripe.errors.StripeInvalidRequestError)) throw translated(error);
      if (error.code === "resource_missing") throw translated(error);
      // Stripe refuses to expire a session that is complete or already expired: nothing to do.
      const session = await this.#stripe.checkout.sessions
        .retrieve(sessionId)
        .catch((retrieveError: unknown) => {
          throw translated(retrieveError);
        });
      if (session.status === "open") throw error;
    }
  }

  async refund(input: {
    paymentId: string;
    amountCents: number;
    reference: string;
  }): Promise<RefundResult> {
    try {
      const refund = await this.#stripe.refunds.create(
        {
          payment_intent: input.paymentId,
          amount: input.amountCents,
          metadata: { reference: input.reference },
        },
        { idempotencyKey: input.reference },
      );
      const status =
        refund.status === "succeeded"
          ? "succeeded"
          : refund.status === "failed" || refund.status === "canceled"
            ? "failed"
            : "pending";
      return { refundId: refund.id, status };
    } catch (error) {
      // Refused for good (already refunded, more than was paid): no refund exists.
      if (
        error instanceof Stripe.errors.StripeInvalidRequestError &&
        error.code !== "resource_missing"
      ) {
        return { refundId: "", status: "failed" };
      }
      throw translated(error);
    }
  }

  /** The card's fingerprint from the payment's latest charge (Stripe's webhook omits it). */
  async cardFingerprintOf(paymentId: string): Promise<string | null> {
    try {
      const intent = await this.#stripe.paymentIntents.retrieve(paymentId, {
        expand: ["latest_charge"],
      });
      const charge = typeof intent.latest_charge === "object" ? intent.latest_charge : null;
      return charge?.payment_method_details?.card?.fingerprint ?? null;
    } catch {
      return null;
    }
  }

  parseWebhook(
    rawBody: Buffer,
    headers: Record<string, string | string[] | undefined>,
  ): PaymentEvent | RefundEvent | null {
    const signature = headers["stripe-signature"];
    if (typeof signature !== "string") {
      throw new AppError("BAD_REQUEST", "Invalid webhook signature");
    }
    let event: Stripe.Event;
    try {
      event = this.#stripe.webhooks.constructEvent(
        rawBody,
        signature,
        this.#webhookSecret,
        signatureToleranceSeconds,
        undefined,
        this.#clock.now(),
      );
    } catch (error) {
      throw new AppError("BAD_REQUEST", "Invalid webhook signature", { cause: error });
    }
    switch (event.type) {
      case "checkout.session.completed": {
        const session = event.data.object;
        // Delayed methods complete the session unpaid: the money is on its way, and its
        // outcome is a later async_payment_* event.
        if (session.payment_status !== "paid" && session.payment_status !== "no_payment_required")
          return eventFor(event.id, "payment.pending", session);
        return eventFor(event.id, "payment.succeeded", session);
      }
      case "checkout.session.async_payment_succeeded":
        return eventFor(event.id, "payment.succeeded", event.data.object);
      case "checkout.session.async_payment_failed":
        return eventFor(event.id, "payment.failed", event.data.object, "The payment failed.");
      case "checkout.session.expired":
        return eventFor(event.id, "payment.expired", event.data.object);
      // A refund answered `pending` settles later: Stripe says so on the refund itself, and on
      // the charge it refunded (its newest refund, when the event carries the list).
      case "refund.created":
      case "refund.updated":
      case "refund.failed":
        return refundEventFor(event.id, event.data.object);
      case "charge.refunded": {
        const newest = event.data.object.refunds?.data[0];
        return newest ? refundEventFor(event.id, newest) : null;
      }
      default:
        return null;
    }
  }
}

function eventFor(
  eventId: string,
  type: PaymentEvent["type"],
  session: Stripe.Checkout.Session,
  message?: string,
): PaymentEvent | null {
  const orderId = session.metadata?.orderId ?? session.client_reference_id;
  // A session another integration created on the same Stripe account: not the shop's.
  if (!orderId) return null;
  const paymentId = idOf(session.payment_intent);
  return {
    eventId,
    type,
    sessionId: session.id,
    orderId,
    ...(type === "payment.succeeded" && paymentId ? { paymentId } : {}),
    ...(type === "payment.succeeded" && session.amount_total !== null
      ? { amountCents: session.amount_total }
      : {}),
    ...(message ? { message } : {}),
  };
}

function refundEventFor(eventId: string, refund: Stripe.Refund): RefundEvent {
  const reference = refund.metadata?.reference;
  return {
    eventId,
    type: "refund.updated",
    refundId: refund.id,
    ...(reference ? { reference } : {}),
    status:
      refund.status === "succeeded"
        ? "succeeded"
        : refund.status === "failed" || refund.status === "canceled"
          ? "failed"
          : "pending",
  };
}

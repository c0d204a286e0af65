import { createServer, type IncomingHttpHeaders, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import Stripe from "stripe";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { StripePaymentProvider } from "./stripe-provider.ts";

const secretKey = "sk_test_gamezone_0123456789";
const webhookSecret = "whsec_gamezone_test_0123456789";

type Recorded = {
  method: string;
  path: string;
  headers: IncomingHttpHeaders;
  params: Record<string, string>;
};

const stripeError = (status: number, code: string | undefined, message: string) => ({
  status,
  body: { error: { type: "invalid_request_error", ...(code ? { code } : {}), message } },
});

/** The Stripe objects the stand-in knows, by checkout session id. */
const sessions: Record<string, object> = {
  cs_open: { status: "open", payment_status: "unpaid", payment_intent: null, amount_total: 1499 },
  cs_paid: {
    status: "complete",
    payment_status: "paid",
    payment_intent: { id: "pi_paid", object: "payment_intent", status: "succeeded" },
    amount_total: 1499,
  },
  cs_expired: {
    status: "expired",
    payment_status: "unpaid",
    payment_intent: null,
    amount_total: 1499,
  },
  cs_processing: {
    status: "complete",
    payment_status: "unpaid",
    payment_intent: { id: "pi_processing", object: "payment_intent", status: "processing" },
    amount_total: 1499,
  },
  cs_failed: {
    status: "complete",
    payment_status: "unpaid",
    payment_intent: {
      id: "pi_failed",
      object: "payment_intent",
      status: "requires_payment_method",
      last_payment_error: { message: "The bank refused the debit." },
    },
    amount_total: 1499,
  },
};

/** Answers the few Stripe endpoints the adapter calls, recording what it sent. */
function answer(request: Recorded): { status: number; body: unknown; headers?: object } {
  const { method, path } = request;
  if (method === "POST" && path === "/v1/checkout/sessions") {
    return {
      status: 200,
      body: {
        id: "cs_test_new",
        object: "checkout.session",
        url: "https://checkout.stripe.com/c/pay/cs_test_new",
        status: "open",
        payment_status: "unpaid",
      },
    };
  }
  const session = /^\/v1\/checkout\/sessions\/([A-Za-z0-9_]+)(\/expire)?$/.exec(path);
  if (session) {
    const [, id = "", expire] = session;
    if (id === "cs_down") {
      return {
        status: 500,
        headers: { "stripe-should-retry": "false" },
        body: { error: { type: "api_error", message: "Stripe is down" } },
      };
    }
    const known = sessions[id] as { status: string } | undefined;
    if (!known) return stripeError(404, "resource_missing", `No such checkout.session: '${id}'`);
    if (method === "POST" && expire) {
      if (known.status !== "open") {
        return stripeError(
          400,
          undefined,
          'Only Checkout Sessions with a status in ["open"] can be expired.',
        );
      }
      return { status: 200, body: { id, object: "checkout.session", ...known, status: "expired" } };
    }
    if (method === "GET")
      return { status: 200, body: { id, object: "checkout.session", ...known } };
  }
  const intent = /^\/v1\/payment_intents\/([A-Za-z0-9_]+)$/.exec(path);
  if (method === "GET" && intent) {
    const charges: Record<string, object | null> = {
      pi_paid: {
        id: "ch_1",
        object: "charge",
        payment_method_details: { card: { fingerprint: "Xt5EWLLDS7FJjR1c" }, type: "card" },
      },
      pi_wallet: {
        id: "ch_2",
        object: "charge",
        payment_method_details: { type: "alipay", alipay: {} },
      },
    };
    const charge = charges[intent[1] ?? ""];
    if (intent[1] === "pi_down") {
      return {
        status: 500,
        headers: { "stripe-should-retry": "false" },
        body: { error: { type: "api_error", message: "Stripe is down" } },
      };
    }
    if (charge === undefined) return stripeError(404, "resource_missing", "No such payment_intent");
    return {
      status: 200,
      body: { id: intent[1], object: "payment_intent", latest_charge: charge },
    };
  }
  if (method === "POST" && path === "/v1/refunds") {
    if (Number(request.params.amount) > 1499) {
      return stripeError(
        400,
        "amount_too_large",
        "Refund amount is greater than unrefunded amount",
      );
    }
    return {
      status: 200,
      body: {
        id: "re_test_1",
        object: "refund",
        status: "succeeded",
        amount: Number(request.params.amount),
      },
    };
  }
  return stripeError(404, undefined, `Unrecognized request URL (${method}: ${path})`);
}

describe("Stripe payment provider against a local stand-in", () => {
  let server: Server;
  let stripe: StripePaymentProvider;
  let stripeApiUrl: string;
  const requests: Recorded[] = [];

  beforeAll(async () => {
    server = createServer((incoming, outgoing) => {
      let text = "";
      incoming.setEncoding("utf8");
      incoming.on("data", (chunk: string) => {
        text += chunk;
      });
      incoming.on("end", () => {
        const url = new URL(incoming.url ?? "/", "http://stand-in");
        const params = Object.fromEntries(
          new URLSearchParams(incoming.method === "GET" ? url.search : text),
        );
        const recorded = {
          method: incoming.method ?? "GET",
          path: url.pathname,
          headers: incoming.headers,
          params,
        };
        requests.push(recorded);
        const { status, body, headers } = answer(recorded);
        outgoing.writeHead(status, { "content-type": "application/json", ...headers });
        outgoing.end(JSON.stringify(body));
      });
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    const { port } = server.address() as AddressInfo;
    stripeApiUrl = `http://127.0.0.1:${port}`;
    stripe = new StripePaymentProvider({ secretKey, webhookSecret, apiUrl: stripeApiUrl });
  });

  beforeEach(() => {
    requests.length = 0;
  });

  afterAll(async () => {
    await new Promise<void>((resolve) => server.close(() => resolve()));
  });

  it("creates a Checkout Session in USD cents with the order id, e-mail and return URLs", async () => {
    const before = Date.now();
    const session = await stripe.createCheckoutSession({
      orderId: "4f5b2c1e-0000-4000-8000-000000000001",
      amountCents: 2497,
      email: "buyer@example.com",
      method: "card",
      lines: [
        { name: "60 Genesis Crystals", quantity: 2, unitCents: 499 },
        { name: "Blessing of the Welkin Moon", quantity: 1, unitCents: 1499 },
      ],
      successUrl: "https://shop.example/payment/return?orderId=4f5b2c1e",
      cancelUrl: "https://shop.example/cart",
      expiresAt: new Date(before + 30 * 60_000),
    });
    expect(session).toEqual({
      sessionId: "cs_test_new",
      redirectUrl: "https://checkout.stripe.com/c/pay/cs_test_new",
    });
    const [request] = requests;
    expect(request?.method).toBe("POST");
    expect(request?.path).toBe("/v1/checkout/sessions");
    expect(request?.headers.authorization).toBe(`Bearer ${secretKey}`);
    expect(request?.headers["content-type"]).toBe("application/x-www-form-urlencoded");
    expect(request?.params).toMatchObject({
      mode: "payment",
      customer_email: "buyer@example.com",
      client_reference_id: "4f5b2c1e-0000-4000-8000-000000000001",
      "metadata[orderId]": "4f5b2c1e-0000-4000-8000-000000000001",
      "payment_intent_data[metadata][orderId]": "4f5b2c1e-0000-4000-8000-000000000001",
      success_url: "https://shop.example/payment/return?orderId=4f5b2c1e",
      cancel_url: "https://shop.example/cart",
      "line_items[0][quantity]": "2",
      "line_items[0][price_data][currency]": "usd",
      "line_items[0][price_data][unit_amount]": "499",
      "line_items[0][price_data][product_data][name]": "60 Genesis Crystals",
      "line_items[1][quantity]": "1",
      "line_items[1][price_data][unit_amount]": "1499",
    });
    // Stripe wants at least 30 minutes: the order's own 30 are stretched by a minute.
    const expiresAt = Number(request?.params.expires_at) * 1000;
    expect(expiresAt).toBeGreaterThanOrEqual(before + 30 * 60_000);
    expect(expiresAt).toBeLessThanOrEqual(Date.now() + 32 * 60_000);
  });

  it("offers the configured Stripe types of the method the buyer picked, and no other method", async () => {
    const methods = new StripePaymentProvider({
      secretKey,
      webhookSecret,
      apiUrl: stripeApiUrl,
      methodTypes: ["card", "link", "alipay", "wechat_pay", "grabpay", "paynow", "promptpay"],
    });
    expect(methods.methods).toEqual(["card", "ewallet", "qr"]);
    expect(stripe.methods).toEqual(["card"]);
    const input = {
      orderId: "4f5b2c1e-0000-4000-8000-000000000003",
      amountCents: 1499,
      email: "buyer@example.com",
      lines: [{ name: "60 Genesis Crystals", quantity: 1, unitCents: 1499 }],
      successUrl: "https://shop.example/payment/return",
      cancelUrl: "https://shop.example/cart",
      expiresAt: new Date(Date.now() + 60 * 60_000),
    };
    await methods.createCheckoutSession({ ...input, method: "ewallet" });
    expect(requests[0]?.params).toMatchObject({
      "allowed_payment_method_types[0]": "alipay",
      "allowed_payment_method_types[1]": "wechat_pay",
      "allowed_payment_method_types[2]": "grabpay",
    });
    expect(requests[0]?.params["allowed_payment_method_types[3]"]).toBeUndefined();
    await methods.createCheckoutSession({ ...input, method: "qr" });
    expect(requests[1]?.params).toMatchObject({
      "allowed_payment_method_types[0]": "paynow",
      "allowed_payment_method_types[1]": "promptpay",
    });
    await methods.createCheckoutSession({ ...input, method: "card" });
    expect(requests[2]?.params).toMatchObject({
      "allowed_payment_method_types[0]": "card",
      "allowed_payment_method_types[1]": "link",
    });
    await expect(
      methods.createCheckoutSession({ ...input, method: "bank_transfer" }),
    ).rejects.toMatchObject({ code: "VALIDATION_FAILED" });
    expect(requests).toHaveLength(3);
  });

  it("charges the order total as one line when the lines do not add up to it", async () => {
    await stripe.createCheckoutSession({
      orderId: "4f5b2c1e-0000-4000-8000-000000000002",
      amountCents: 1000,
      email: "buyer@example.com",
      method: "card",
      lines: [{ name: "60 Genesis Crystals", quantity: 1, unitCents: 1499 }],
      successUrl: "https://shop.example/payment/return",
      cancelUrl: "https://shop.example/cart",
      expiresAt: new Date(Date.now() + 2 * 60 * 60_000),
    });
    expect(requests[0]?.params).toMatchObject({
      "line_items[0][quantity]": "1",
      "line_items[0][price_data][unit_amount]": "1000",
      "line_items[0][price_data][product_data][name]": "GameZone order",
    });
    expect(requests[0]?.params["line_items[1][quantity]"]).toBeUndefined();
  });

  it("reads a session's state, expanding its payment intent", async () => {
    expect(await stripe.retrieveSession("cs_paid")).toEqual({
      status: "paid",
      paymentId: "pi_paid",
      amountCents: 1499,
    });
    expect(requests[0]).toMatchObject({
      method: "GET",
      path: "/v1/checkout/sessions/cs_paid",
      params: { "expand[0]": "payment_intent" },
    });
    expect(await stripe.retrieveSession("cs_open")).toEqual({ status: "open" });
    expect(await stripe.retrieveSession("cs_processing")).toEqual({ status: "open" });
    expect(await stripe.retrieveSession("cs_expired")).toEqual({ status: "expired" });
    expect(await stripe.retrieveSession("cs_failed")).toEqual({
      status: "failed",
      message: "The bank refused the debit.",
    });
    await expect(stripe.retrieveSession("cs_missing")).rejects.toMatchObject({
      code: "NOT_FOUND",
    });
    await expect(stripe.retrieveSession("cs_down")).rejects.toMatchObject({
      code: "UNAVAILABLE",
    });
  });

  it("reads a card payment's fingerprint from its latest charge, and null for anything else", async () => {
    expect(await stripe.cardFingerprintOf("pi_paid")).toBe("Xt5EWLLDS7FJjR1c");
    expect(requests[0]).toMatchObject({
      method: "GET",
      path: "/v1/payment_intents/pi_paid",
      params: { "expand[0]": "latest_charge" },
    });
    // Not a card, an unknown payment, Stripe down: no fingerprint, and no error.
    expect(await stripe.cardFingerprintOf("pi_wallet")).toBeNull();
    expect(await stripe.cardFingerprintOf("pi_missing")).toBeNull();
    expect(await stripe.cardFingerprintOf("pi_down")).toBeNull();
  });

  it("expires an open session and leaves a completed one alone", async () => {
    await stripe.expireSession("cs_open");
    expect(requests.map((request) => `${request.method} ${request.path}`)).toEqual([
      "POST /v1/checkout/sessions/cs_open/expire",
    ]);
    await expect(stripe.expireSession("cs_paid")).resolves.toBeUndefined();
    await expect(stripe.expireSession("cs_expired")).resolves.toBeUndefined();
    await expect(stripe.expireSession("cs_missing")).rejects.toMatchObject({ code: "NOT_FOUND" });
  });

  it("refunds with the reference as the idempotency key", async () => {
    const refund = await stripe.refund({
      paymentId: "pi_paid",
      amountCents: 499,
      reference: "refund-line-1",
    });
    expect(refund).toEqual({ refundId: "re_test_1", status: "succeeded" });
    expect(requests[0]).toMatchObject({
      method: "POST",
      path: "/v1/refunds",
      params: { payment_intent: "pi_paid", amount: "499", "metadata[reference]": "refund-line-1" },
    });
    expect(requests[0]?.headers["idempotency-key"]).toBe("refund-line-1");
    expect(
      await stripe.refund({ paymentId: "pi_paid", amountCents: 5000, reference: "too-much" }),
    ).toEqual({ refundId: "", status: "failed" });
  });

  describe("webhooks", () => {
    const checkoutSession = (overrides: object) => ({
      id: "cs_paid",
      object: "checkout.session",
      client_reference_id: "order-1",
      metadata: { orderId: "order-1" },
      payment_intent: "pi_paid",
      amount_total: 1499,
      payment_status: "paid",
      status: "complete",
      ...overrides,
    });
    const eventBody = (type: string, object: object) =>
      JSON.stringify({
        id: `evt_${type.replaceAll(".", "_")}`,
        object: "event",
        type,
        data: { object },
      });
    const signed = (payload: string, ageSeconds = 0) => ({
      "stripe-signature": Stripe.webhooks.generateTestHeaderString({
        payload,
        secret: webhookSecret,
        timestamp: Math.floor(Date.now() / 1000) - ageSeconds,
      }),
    });
    const parse = (payload: string, headers = signed(payload)) =>
      stripe.parseWebhook(Buffer.from(payload), headers);

    it("maps the checkout events the shop acts on", () => {
      expect(parse(eventBody("checkout.session.completed", checkoutSession({})))).toEqual({
        eventId: "evt_checkout_session_completed",
        type: "payment.succeeded",
        sessionId: "cs_paid",
        orderId: "order-1",
        paymentId: "pi_paid",
        amountCents: 1499,
      });
      // A delayed method completes the session unpaid: the money is on its way.
      expect(
        parse(
          eventBody(
            "checkout.session.completed",
            checkoutSession({ payment_status: "unpaid", payment_intent: "pi_processing" }),
          ),
        ),
      ).toEqual({
        eventId: "evt_checkout_session_completed",
        type: "payment.pending",
        sessionId: "cs_paid",
        orderId: "order-1",
      });
      expect(
        parse(eventBody("checkout.session.async_payment_succeeded", checkoutSession({}))),
      ).toMatchObject({ type: "payment.succeeded", paymentId: "pi_paid", amountCents: 1499 });
      expect(
        parse(
          eventBody(
            "checkout.session.async_payment_failed",
            checkoutSession({ payment_status: "unpaid" }),
          ),
        ),
      ).toEqual({
        eventId: "evt_checkout_session_async_payment_failed",
        type: "payment.failed",
        sessionId: "cs_paid",
        orderId: "order-1",
        message: "The payment failed.",
      });
      expect(
        parse(
          eventBody(
            "checkout.session.expired",
            checkoutSession({ status: "expired", payment_status: "unpaid", payment_intent: null }),
          ),
        ),
      ).toEqual({
        eventId: "evt_checkout_session_expired",
        type: "payment.expired",
        sessionId: "cs_paid",
        orderId: "order-1",
      });
      expect(
        parse(eventBody("payment_intent.succeeded", { id: "pi_paid", object: "payment_intent" })),
      ).toBeNull();
      // A session without the shop's order id was made by something else on the account.
      expect(
        parse(
          eventBody(
            "checkout.session.completed",
            checkoutSession({ metadata: {}, client_reference_id: null }),
          ),
        ),
      ).toBeNull();
    });

    it("maps refund events to the refund they settle", () => {
      const refundObject = (status: string) => ({ id: "re_1", object: "refund", status });
      expect(parse(eventBody("refund.updated", refundObject("succeeded")))).toEqual({
        eventId: "evt_refund_updated",
        type: "refund.updated",
        refundId: "re_1",
        status: "succeeded",
      });
      expect(parse(eventBody("refund.failed", refundObject("failed")))).toMatchObject({
        refundId: "re_1",
        status: "failed",
      });
      expect(parse(eventBody("refund.created", refundObject("pending")))).toMatchObject({
        status: "pending",
      });
      expect(
        parse(
          eventBody("charge.refunded", {
            id: "ch_1",
            object: "charge",
            refunds: { object: "list", data: [refundObject("succeeded")] },
          }),
        ),
      ).toMatchObject({ type: "refund.updated", refundId: "re_1", status: "succeeded" });
      // A charge event without its refunds says nothing the shop can act on.
      expect(parse(eventBody("charge.refunded", { id: "ch_1", object: "charge" }))).toBeNull();
    });

    it("refuses a wrong signature, a tampered body and a signature 301 seconds old", () => {
      const payload = eventBody("checkout.session.completed", checkoutSession({}));
      expect(parse(payload, signed(payload, 299))).not.toBeNull();
      const refused = [
        () => parse(payload, signed(payload, 301)),
        () => parse(payload.replace("1499", "1"), signed(payload)),
        () =>
          parse(payload, {
            "stripe-signature": Stripe.webhooks.generateTestHeaderString({
              payload,
              secret: "whsec_someone_else",
            }),
          }),
        () => stripe.parseWebhook(Buffer.from(payload), {}),
      ];
      for (const attempt of refused) {
        expect(attempt).toThrow(
          expect.objectContaining({ code: "BAD_REQUEST", message: "Invalid webhook signature" }),
        );
      }
    });
  });
});

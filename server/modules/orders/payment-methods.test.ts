import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { eq } from "drizzle-orm";
import Stripe from "stripe";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { orders } from "#db/schema/buying.ts";
import { type LoggedIn, loginAs } from "#tests/support/accounts.ts";
import { createListeningTestApp } from "#tests/support/listening-app.ts";
import { createTestApp, type TestApp, TestClock } from "#tests/support/test-app.ts";

/**
 * Every way the shop takes money, end to end through the app: the sandbox's e-wallet (approve,
 * decline), QR code (scanned) and bank transfer (awaited, arrived, or never and expired); the
 * method list and the refusal of a method that is off; Stripe's delayed methods settling by
 * webhook.
 */

type App = TestApp & { origin?: string };

const sandboxMethods = ["card", "ewallet", "qr", "bank_transfer"];
let counter = 0;

async function checkout(app: App, buyer: LoggedIn & { email: string }, paymentMethod: string) {
  const game = (await app.app.inject({ url: "/api/games/pubg-mobile" })).json().data;
  counter += 1;
  return app.app.inject({
    method: "POST",
    url: "/api/checkout",
    headers: {
      authorization: `Bearer ${buyer.token}`,
      "idempotency-key": `methods-${Date.now()}-${counter}`,
    },
    payload: {
      buyNow: {
        packageId: game.packages[0]._id,
        quantity: 1,
        player: { fields: { playerId: `93${String(counter).padStart(2, "0")}123456` } },
      },
      paymentMethod,
      email: buyer.email,
    },
  });
}

async function placed(app: App, buyer: LoggedIn & { email: string }, paymentMethod: string) {
  const reply = await checkout(app, buyer, paymentMethod);
  expect(reply.statusCode, reply.body).toBe(200);
  const { orderId, redirectUrl } = reply.json().data as { orderId: string; redirectUrl: string };
  return { orderId, redirectUrl, sessionId: new URL(redirectUrl).pathname.split("/").pop() ?? "" };
}

async function orderRow(app: App, orderId: string) {
  const [row] = await app.database.db.select().from(orders).where(eq(orders.id, orderId));
  if (!row) throw new Error(`order ${orderId} not found`);
  return row;
}

/** Waits until the order's row satisfies `done` (webhooks arrive by jobs, a moment later). */
async function waitForRow(
  app: App,
  orderId: string,
  done: (row: Awaited<ReturnType<typeof orderRow>>) => boolean,
) {
  const deadline = Date.now() + 20_000;
  for (;;) {
    const row = await orderRow(app, orderId);
    if (done(row) || Date.now() > deadline) return row;
    await new Promise((resolve) => setTimeout(resolve, 150));
  }
}

describe("sandbox payment methods", () => {
  let app: App;
  let clock: TestClock;
  let buyer: LoggedIn & { email: string };

  beforeAll(async () => {
    clock = new TestClock();
    app = await createListeningTestApp({ clock, env: { BANK_TRANSFER_MINUTES: "180" } });
    buyer = await loginAs(app, "user");
  });
  afterAll(async () => {
    await app?.app.close();
  });

  const post = (url: string, payload?: object) =>
    app.app.inject({ method: "POST", url, ...(payload ? { payload } : {}) });

  it("lists every method at /api/payment-methods and its older alias", async () => {
    for (const url of ["/api/payment-methods", "/api/payments/methods"]) {
      const reply = await app.app.inject({ url });
      expect(reply.statusCode).toBe(200);
      expect(reply.json()).toEqual({ success: true, data: sandboxMethods });
    }
  });

  it("pays an approved e-wallet and cancels the order of a declined one", async () => {
    const approved = await placed(app, buyer, "ewallet");
    const approve = await post(`/api/sandbox/payments/${approved.sessionId}/pay`, {
      confirm: true,
    });
    expect(approve.statusCode).toBe(200);
    const paid = await waitForRow(app, approved.orderId, (row) => row.paymentStatus === "paid");
    expect(paid.paymentStatus).toBe("paid");
    expect(paid.paymentMethod).toBe("ewallet");

    const declined = await placed(app, buyer, "ewallet");
    const decline = await post(`/api/sandbox/payments/${declined.sessionId}/pay`, {
      decline: true,
    });
    expect(decline.statusCode).toBe(402);
    const cancelled = await waitForRow(app, declined.orderId, (row) => row.status === "cancelled");
    expect(cancelled).toMatchObject({ status: "cancelled", paymentStatus: "failed" });
  });

  it("pays a QR order when its code is opened, as a phone scanning it would", async () => {
    const qr = await placed(app, buyer, "qr");
    const page = await app.app.inject({ url: `/sandbox/pay/${qr.sessionId}` });
    expect(page.body).toContain("<svg");
    const scanned = await app.app.inject({ url: `/sandbox/scan/${qr.sessionId}` });
    expect(scanned.statusCode).toBe(200);
    const paid = await waitForRow(app, qr.orderId, (row) => row.paymentStatus === "paid");
    expect(paid.paymentStatus).toBe("paid");
    const state = await app.app.inject({ url: `/api/sandbox/payments/${qr.sessionId}` });
    expect(state.json().data.status).toBe("paid");
  });

  it("keeps a bank transfer order awaiting the transfer, with its instructions, until it arrives", async () => {
    const transfer = await placed(app, buyer, "bank_transfer");
    const row = await orderRow(app, transfer.orderId);
    // The transfer's lifetime (BANK_TRANSFER_MINUTES), not a card's 30 minutes.
    expect(row.expiresAt.getTime() - clock.now()).toBeGreaterThan(179 * 60_000);
    expect(row.expiresAt.getTime() - clock.now()).toBeLessThanOrEqual(180 * 60_000);

    const sent = await post(`/api/sandbox/payments/${transfer.sessionId}/pay`, { confirm: true });
    expect(sent.statusCode).toBe(200);
    const waiting = await waitForRow(
      app,
      transfer.orderId,
      (order) => order.paymentStatus === "awaiting_transfer",
    );
    expect(waiting).toMatchObject({
      status: "pending_payment",
      paymentStatus: "awaiting_transfer",
    });
    const order = (
      await app.app.inject({
        url: `/api/orders/${transfer.orderId}`,
        headers: { authorization: `Bearer ${buyer.token}` },
      })
    ).json().data;
    expect(order.paymentUrl).toBe(transfer.redirectUrl);
    expect(order.events.map((event: { status: string }) => event.status)).toContain(
      "awaiting_transfer",
    );
    const instructions = await app.app.inject({ url: `/sandbox/pay/${transfer.sessionId}` });
    expect(instructions.body).toContain(`GZ-${transfer.sessionId.slice(4, 12).toUpperCase()}`);

    const arrived = await post(`/api/sandbox/payments/${transfer.sessionId}/transfer-arrived`);
    expect(arrived.statusCode).toBe(200);
    const paid = await waitForRow(app, transfer.orderId, (next) => next.paymentStatus === "paid");
    expect(paid.paymentStatus).toBe("paid");
    expect(paid.status).not.toBe("pending_payment");
  });

  it("cancels a transfer that never arrived when its lifetime ends, not after a card's 30 minutes", async () => {
    const transfer = await placed(app, buyer, "bank_transfer");
    await post(`/api/sandbox/payments/${transfer.sessionId}/pay`, { confirm: true });
    await waitForRow(app, transfer.orderId, (row) => row.paymentStatus === "awaiting_transfer");
    const card = await placed(app, buyer, "card");

    clock.advance(31 * 60_000);
    await app.app.services.orders.expireUnpaid();
    expect((await orderRow(app, card.orderId)).status).toBe("cancelled");
    expect((await orderRow(app, transfer.orderId)).status).toBe("pending_payment");

    clock.advance(150 * 60_000);
    await app.app.services.orders.expireUnpaid();
    const expired = await orderRow(app, transfer.orderId);
    expect(expired).toMatchObject({ status: "cancelled", paymentStatus: "expired" });
    // The money arriving afterwards is refused by the bank (the sandbox).
    const late = await post(`/api/sandbox/payments/${transfer.sessionId}/transfer-arrived`);
    expect(late.statusCode).toBe(409);
  });
});

describe("methods that are off", () => {
  it("refuses at checkout a method the Stripe configuration does not offer", async () => {
    const stripeApp = await createTestApp({
      env: {
        PAYMENT_PROVIDER: "stripe",
        STRIPE_SECRET_KEY: "sk_test_gamezone_0123456789",
        STRIPE_WEBHOOK_SECRET: "whsec_gamezone_test_0123456789",
        STRIPE_PAYMENT_METHODS: "card,link",
        // Nothing here may call Stripe: a closed local port makes any call fail fast.
        STRIPE_API_URL: "http://127.0.0.1:9",
      },
    });
    try {
      const methods = await stripeApp.app.inject({ url: "/api/payment-methods" });
      expect(methods.json().data).toEqual(["card"]);
      const buyer = await loginAs(stripeApp, "user");
      for (const method of ["ewallet", "qr", "bank_transfer"]) {
        const refused = await checkout(stripeApp, buyer, method);
        expect(refused.statusCode, method).toBe(400);
        expect(refused.json().message).toBe("This payment method is not offered");
      }
      const unknown = await checkout(stripeApp, buyer, "paypal");
      expect(unknown.statusCode).toBe(400);
    } finally {
      await stripeApp.app.close();
    }
  });

  it("refuses to start with a Stripe type it does not know", async () => {
    await expect(
      createTestApp({
        env: {
          PAYMENT_PROVIDER: "stripe",
          STRIPE_SECRET_KEY: "sk_test_gamezone_0123456789",
          STRIPE_WEBHOOK_SECRET: "whsec_gamezone_test_0123456789",
          STRIPE_PAYMENT_METHODS: "card,bitcoin",
        },
      }),
    ).rejects.toThrow(/STRIPE_PAYMENT_METHODS/);
  });
});

describe("Stripe's delayed methods", () => {
  const webhookSecret = "whsec_gamezone_test_0123456789";
  let stand: Server;
  let app: App;
  let buyer: LoggedIn & { email: string };
  const created: Record<string, string>[] = [];

  beforeAll(async () => {
    // A stand-in for the few Stripe endpoints checkout calls; the real Stripe is never called.
    stand = createServer((incoming, outgoing) => {
      let text = "";
      incoming.setEncoding("utf8");
      incoming.on("data", (chunk: string) => {
        text += chunk;
      });
      incoming.on("end", () => {
        const params = Object.fromEntries(new URLSearchParams(text));
        if (incoming.method === "POST" && incoming.url === "/v1/checkout/sessions") {
          created.push(params);
          const id = `cs_test_${created.length}`;
          outgoing.writeHead(200, { "content-type": "application/json" });
          outgoing.end(
            JSON.stringify({
              id,
              object: "checkout.session",
              url: `https://checkout.stripe.com/c/pay/${id}`,
              status: "open",
              payment_status: "unpaid",
            }),
          );
          return;
        }
        // A payment's latest charge: a card's fingerprint for sessions opened for cards (every
        // card payment here is made with the same card), none for the other methods.
        const intent = /^\/v1\/payment_intents\/pi_cs_test_(\d+)/.exec(incoming.url ?? "");
        if (incoming.method === "GET" && intent) {
          const session = created[Number(intent[1]) - 1];
          const card = session?.["allowed_payment_method_types[0]"] === "card";
          outgoing.writeHead(200, { "content-type": "application/json" });
          outgoing.end(
            JSON.stringify({
              id: `pi_cs_test_${intent[1]}`,
              object: "payment_intent",
              latest_charge: {
                id: `ch_${intent[1]}`,
                object: "charge",
                payment_method_details: card
                  ? { type: "card", card: { fingerprint: "fp_same_card" } }
                  : { type: "sepa_debit", sepa_debit: {} },
              },
            }),
          );
          return;
        }
        outgoing.writeHead(404, { "content-type": "application/json" });
        outgoing.end(JSON.stringify({ error: { type: "invalid_request_error", message: "no" } }));
      });
    });
    await new Promise<void>((resolve) => stand.listen(0, "127.0.0.1", resolve));
    const { port } = stand.address() as AddressInfo;
    // Listening: the sandbox supplier checks players over HTTP.
    app = await createListeningTestApp({
      env: {
        PAYMENT_PROVIDER: "stripe",
        STRIPE_SECRET_KEY: "sk_test_gamezone_0123456789",
        STRIPE_WEBHOOK_SECRET: webhookSecret,
        STRIPE_PAYMENT_METHODS: "card,link,alipay,wechat_pay,grabpay,paynow,promptpay,sepa_debit",
        STRIPE_API_URL: `http://127.0.0.1:${port}`,
      },
    });
    buyer = await loginAs(app, "user");
  });
  afterAll(async () => {
    await app?.app.close();
    await new Promise<void>((resolve) => stand.close(() => resolve()));
  });

  async function webhook(type: string, sessionId: string, orderId: string, paid: boolean) {
    const payload = JSON.stringify({
      id: `evt_${type.replaceAll(".", "_")}_${sessionId}`,
      object: "event",
      type,
      data: {
        object: {
          id: sessionId,
          object: "checkout.session",
          client_reference_id: orderId,
          metadata: { orderId },
          payment_intent: `pi_${sessionId}`,
          amount_total: (await orderRow(app, orderId)).totalCents,
          payment_status: paid ? "paid" : "unpaid",
          status: "complete",
        },
      },
    });
    const reply = await app.app.inject({
      method: "POST",
      url: "/api/payments/webhooks/stripe",
      headers: {
        "content-type": "application/json",
        "stripe-signature": Stripe.webhooks.generateTestHeaderString({
          payload,
          secret: webhookSecret,
        }),
      },
      payload,
    });
    expect(reply.statusCode, reply.body).toBe(200);
  }

  it("lists the shop methods the configured Stripe types make up", async () => {
    const reply = await app.app.inject({ url: "/api/payment-methods" });
    expect(reply.json().data).toEqual(["card", "ewallet", "qr", "bank_transfer"]);
  });

  it("opens Checkout with the picked method's types, then settles by async webhooks", async () => {
    const succeeded = await placed(app, buyer, "bank_transfer");
    expect(created.at(-1)).toMatchObject({ "allowed_payment_method_types[0]": "sepa_debit" });
    const wallet = await placed(app, buyer, "ewallet");
    expect(created.at(-1)).toMatchObject({
      "allowed_payment_method_types[0]": "alipay",
      "allowed_payment_method_types[1]": "wechat_pay",
      "allowed_payment_method_types[2]": "grabpay",
    });

    // The buyer finished at Stripe; the debit has not cleared: the order awaits the money.
    await webhook("checkout.session.completed", succeeded.sessionId, succeeded.orderId, false);
    expect(await orderRow(app, succeeded.orderId)).toMatchObject({
      status: "pending_payment",
      paymentStatus: "awaiting_transfer",
    });
    await webhook(
      "checkout.session.async_payment_succeeded",
      succeeded.sessionId,
      succeeded.orderId,
      true,
    );
    const paid = await orderRow(app, succeeded.orderId);
    expect(paid.paymentStatus).toBe("paid");
    expect(paid.paymentId).toBe(`pi_${succeeded.sessionId}`);

    await webhook("checkout.session.completed", wallet.sessionId, wallet.orderId, false);
    await webhook("checkout.session.async_payment_failed", wallet.sessionId, wallet.orderId, false);
    expect(await orderRow(app, wallet.orderId)).toMatchObject({
      status: "cancelled",
      paymentStatus: "failed",
    });
  });

  it("keeps the card fingerprint Stripe gives on the charge, and a card rule counts by it", async () => {
    const owner = (await loginAs(app, "admin", "owner")).token;
    const staff = (method: "GET" | "POST" | "DELETE", url: string, payload?: object) =>
      app.app.inject({
        method,
        url,
        headers: { authorization: `Bearer ${owner}` },
        ...(payload ? { payload: payload as Record<string, unknown> } : {}),
      });
    for (const rule of (await staff("GET", "/api/admin/risk-rules")).json().data.rules) {
      expect((await staff("DELETE", `/api/admin/risk-rules/${rule.id}`)).statusCode).toBe(200);
    }
    const rule = await staff("POST", "/api/admin/risk-rules", {
      name: "One order per card in 10 minutes",
      kind: "velocity",
      scope: "card",
      windowMinutes: 10,
      maxOrders: 1,
    });
    expect(rule.statusCode, rule.body).toBe(200);

    // Two buyers, one card: the second payment is held for review.
    const first = await placed(app, buyer, "card");
    await webhook("checkout.session.completed", first.sessionId, first.orderId, true);
    expect(await orderRow(app, first.orderId)).toMatchObject({
      paymentStatus: "paid",
      cardFingerprint: "fp_same_card",
    });
    const second = await placed(app, await loginAs(app, "user"), "card");
    await webhook("checkout.session.completed", second.sessionId, second.orderId, true);
    expect(await orderRow(app, second.orderId)).toMatchObject({
      status: "on_hold",
      paymentStatus: "paid",
      cardFingerprint: "fp_same_card",
    });
    // A bank transfer's payment has no card.
    const transfer = await placed(app, buyer, "bank_transfer");
    await webhook("checkout.session.completed", transfer.sessionId, transfer.orderId, true);
    expect(await orderRow(app, transfer.orderId)).toMatchObject({
      paymentStatus: "paid",
      cardFingerprint: null,
    });
  });
});

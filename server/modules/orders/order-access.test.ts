import { count } from "drizzle-orm";
import Stripe from "stripe";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { createOrder } from "#db/factories/buying.ts";
import { orders, paymentEvents } from "#db/schema/buying.ts";
import { updateOrder } from "#server/modules/orders/orders.repository.ts";
import { providerSyncIntervalMs } from "#server/modules/orders/orders.service.ts";
import {
  sandboxSignatureHeader,
  signSandboxWebhook,
} from "#server/platform/payments/sandbox-provider.ts";
import { resolveSecrets } from "#server/platform/secrets.ts";
import { type LoggedIn, loginAs } from "#tests/support/accounts.ts";
import { createTestApp, type TestApp, TestClock } from "#tests/support/test-app.ts";

let testApp: TestApp;
let buyer: LoggedIn;
const clock = new TestClock();

beforeAll(async () => {
  testApp = await createTestApp({ clock });
  buyer = await loginAs(testApp, "user");
}, 60_000);
afterAll(async () => {
  await testApp?.app.close();
});

const countOf = async (table: typeof orders | typeof paymentEvents) =>
  (await testApp.database.db.select({ n: count() }).from(table))[0]!.n;

/** An unpaid order of the buyer with an open sandbox payment session. */
async function unpaidOrder() {
  const { order } = await createOrder(testApp.database.db, { userId: buyer.userId });
  const session = await testApp.app.services.payments.createCheckoutSession({
    orderId: order.id,
    amountCents: order.totalCents,
    email: order.email,
    method: "card",
    lines: [{ name: "Test Game: 100 Gems", quantity: 1, unitCents: order.totalCents }],
    successUrl: "http://localhost/purchase-success",
    cancelUrl: "http://localhost/payment",
    expiresAt: order.expiresAt,
  });
  await updateOrder(testApp.database.db, order.id, { paymentSessionId: session.sessionId });
  return order;
}

describe("GET /api/orders/:id?sync=1", () => {
  it("asks the payment provider at most once per order per interval", async () => {
    const order = await unpaidOrder();
    const other = await unpaidOrder();
    // Counts the provider's look-ups through its own interface; the calls still go through.
    const retrieve = vi.spyOn(testApp.app.services.payments, "retrieveSession");
    try {
      const sync = (id: string) =>
        testApp.app.inject({
          url: `/api/orders/${id}?sync=1`,
          headers: { authorization: `Bearer ${buyer.token}` },
        });
      const burst = await Promise.all(Array.from({ length: 20 }, () => sync(order.id)));
      expect(burst.every((reply) => reply.statusCode === 200)).toBe(true);
      for (let index = 0; index < 10; index += 1) {
        expect((await sync(order.id)).json().data.status).toBe("pending_payment");
      }
      expect(retrieve).toHaveBeenCalledTimes(1);

      // Another order has its own window.
      await sync(other.id);
      expect(retrieve).toHaveBeenCalledTimes(2);

      // Once the interval has passed, the next request asks again (once).
      clock.advance(providerSyncIntervalMs);
      await Promise.all([sync(order.id), sync(order.id), sync(order.id)]);
      expect(retrieve).toHaveBeenCalledTimes(3);
    } finally {
      retrieve.mockRestore();
    }
  });
});

describe("a signed webhook for an order id that is not the shop's", () => {
  it("is acknowledged and changes nothing (sandbox)", async () => {
    const order = await unpaidOrder();
    const [before, eventsBefore] = [await countOf(orders), await countOf(paymentEvents)];
    const body = JSON.stringify({
      id: "evt_foreign_sandbox",
      type: "payment.succeeded",
      data: { sessionId: "sbx_foreign", orderId: "ORD-123", paymentId: "pay_1", amountCents: 999 },
    });
    const secret = (await resolveSecrets(testApp.config, testApp.database.db)).sandboxKey;
    const reply = await testApp.app.inject({
      method: "POST",
      url: "/api/payments/webhooks/sandbox",
      headers: {
        "content-type": "application/json",
        [sandboxSignatureHeader]: signSandboxWebhook(secret, body, Math.floor(clock.now() / 1000)),
      },
      payload: body,
    });
    expect(reply.statusCode, reply.body).toBe(200);
    expect(reply.json()).toEqual({ success: true });
    expect(await countOf(orders)).toBe(before);
    expect(await countOf(paymentEvents)).toBe(eventsBefore);
    const unchanged = await testApp.app.inject({
      url: `/api/orders/${order.id}`,
      headers: { authorization: `Bearer ${buyer.token}` },
    });
    expect(unchanged.json().data).toMatchObject({
      status: "pending_payment",
      paymentStatus: "unpaid",
    });
  });

  it("is acknowledged and changes nothing (Stripe)", async () => {
    const webhookSecret = "whsec_gamezone_test_0123456789";
    const stripeApp = await createTestApp({
      env: {
        PAYMENT_PROVIDER: "stripe",
        STRIPE_SECRET_KEY: "sk_test_gamezone_0123456789",
        STRIPE_WEBHOOK_SECRET: webhookSecret,
        // Nothing here may call Stripe: a closed local port makes any call fail fast.
        STRIPE_API_URL: "http://127.0.0.1:9",
      },
    });
    try {
      const payload = JSON.stringify({
        id: "evt_foreign_stripe",
        object: "event",
        type: "checkout.session.completed",
        data: {
          object: {
            id: "cs_foreign",
            object: "checkout.session",
            client_reference_id: "ORD-123",
            metadata: { orderId: "ORD-123" },
            payment_intent: "pi_foreign",
            amount_total: 1499,
            payment_status: "paid",
            status: "complete",
          },
        },
      });
      const reply = await stripeApp.app.inject({
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
      const events = await stripeApp.database.db.select({ n: count() }).from(paymentEvents);
      expect(events[0]!.n).toBe(0);
    } finally {
      await stripeApp.app.close();
    }
  });
});

import { describe, expect, it } from "vitest";
import { type LoggedIn, logIn, loginAs, waitForMail } from "#tests/support/accounts.ts";
import { createListeningTestApp } from "#tests/support/listening-app.ts";
import { type TestApp, TestClock } from "#tests/support/test-app.ts";

type App = TestApp & { origin: string };

async function buy(
  app: App,
  buyer: LoggedIn & { email: string },
  index: number,
  pay = true,
  options: { playerId?: string; cardNumber?: string } = {},
) {
  const game = (await app.app.inject({ url: "/api/games/pubg-mobile" })).json().data;
  const checkout = await app.app.inject({
    method: "POST",
    url: "/api/checkout",
    headers: {
      authorization: `Bearer ${buyer.token}`,
      "idempotency-key": `outcome-${Date.now()}-${index}`,
    },
    payload: {
      buyNow: {
        packageId: game.packages[0]._id,
        quantity: 1,
        player: { fields: { playerId: options.playerId ?? `91${index}123456` } },
      },
      paymentMethod: "card",
      email: buyer.email,
    },
  });
  expect(checkout.statusCode, checkout.body).toBe(200);
  const { orderId, redirectUrl } = checkout.json().data;
  if (pay) {
    const sessionId = new URL(redirectUrl).pathname.split("/").pop();
    const paid = await app.app.inject({
      method: "POST",
      url: `/api/sandbox/payments/${sessionId}/pay`,
      payload: {
        cardNumber: options.cardNumber ?? "4242424242424242",
        expiry: "12/30",
        cvc: "123",
        name: "O",
      },
    });
    expect(paid.statusCode).toBe(200);
  }
  return orderId as string;
}

async function settle(app: App, buyer: LoggedIn, orderId: string, final: string[]) {
  const deadline = Date.now() + 30_000;
  for (;;) {
    const order = (
      await app.app.inject({
        url: `/api/orders/${orderId}`,
        headers: { authorization: `Bearer ${buyer.token}` },
      })
    ).json().data;
    if (final.includes(order.status) || Date.now() > deadline) return order;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

describe("a delivery that finally fails", () => {
  it("is refunded automatically and the buyer is told by e-mail and on the order", async () => {
    const app = await createListeningTestApp({
      env: {
        SANDBOX_SUPPLIER_FAILURE_RATE: "1",
        FULFILMENT_RETRY_LIMIT: "1",
        FULFILMENT_RETRY_DELAY_SECONDS: "1",
      },
    });
    try {
      const buyer = await loginAs(app, "user");
      const orderId = await buy(app, buyer, 1);
      const order = await settle(app, buyer, orderId, ["refunded", "on_hold", "completed"]);
      expect(order).toMatchObject({ status: "refunded", paymentStatus: "refunded" });
      expect(order.items[0].status).toBe("refunded");
      const causes = order.events.map((event: { cause: string }) => event.cause).join(" | ");
      expect(causes).toMatch(/Delivery failed: Supplier busy/);
      expect(causes).toMatch(/refunded/);
      await waitForMail(app.app, buyer.email, /refunded/);
    } finally {
      await app.app.close();
    }
  }, 60_000);
});

describe("the sandbox's paths to staff work", () => {
  // Player IDs ending in 6666 are refused for good on a purchase's first delivery attempt only;
  // the card 4000 0000 0000 5126 refuses its payment's first refund. Together they leave an
  // order on hold with a failed line and a failed refund, the case an admin retries or refunds
  // by hand.
  const refundFailsOnce = "4000000000005126";

  it("holds an order whose delivery and automatic refund failed; a support retry delivers it", async () => {
    const app = await createListeningTestApp({ env: { FULFILMENT_RETRY_DELAY_SECONDS: "1" } });
    try {
      const buyer = await loginAs(app, "user");
      const support = await loginAs(app, "admin", "support");
      const orderId = await buy(app, buyer, 2, true, {
        playerId: "5123456666",
        cardNumber: refundFailsOnce,
      });
      const held = await settle(app, buyer, orderId, ["on_hold", "completed", "refunded"]);
      expect(held).toMatchObject({ status: "on_hold", paymentStatus: "refund_failed" });
      expect(held.items[0].status).toBe("failed");

      const retry = await app.app.inject({
        method: "POST",
        url: `/api/admin/orders/${orderId}/retry`,
        headers: { authorization: `Bearer ${support.token}` },
        payload: {},
      });
      expect(retry.statusCode, retry.body).toBe(200);
      const done = await settle(app, buyer, orderId, ["completed", "refunded"]);
      expect(done).toMatchObject({ status: "completed", paymentStatus: "paid" });
      expect(done.items[0].status).toBe("completed");
    } finally {
      await app.app.close();
    }
  }, 60_000);

  it("lets a manager refund an order whose automatic refund failed", async () => {
    const app = await createListeningTestApp({ env: { FULFILMENT_RETRY_DELAY_SECONDS: "1" } });
    try {
      const buyer = await loginAs(app, "user");
      const manager = await loginAs(app, "admin", "manager");
      const orderId = await buy(app, buyer, 3, true, {
        playerId: "5123459999",
        cardNumber: refundFailsOnce,
      });
      const held = await settle(app, buyer, orderId, ["on_hold", "completed", "refunded"]);
      expect(held).toMatchObject({ status: "on_hold", paymentStatus: "refund_failed" });

      const refund = await app.app.inject({
        method: "POST",
        url: `/api/admin/orders/${orderId}/refund`,
        headers: { authorization: `Bearer ${manager.token}` },
        payload: { reason: "Delivery failed" },
      });
      expect(refund.statusCode, refund.body).toBe(200);
      const done = await settle(app, buyer, orderId, ["refunded"]);
      expect(done).toMatchObject({ status: "refunded", paymentStatus: "refunded" });
    } finally {
      await app.app.close();
    }
  }, 60_000);
});

describe("limits on orders", () => {
  it("holds orders beyond the hourly velocity limit, and cancels unpaid orders after 30 minutes", async () => {
    const clock = new TestClock();
    const app = await createListeningTestApp({ clock, env: { VELOCITY_MAX_ORDERS_PER_HOUR: "1" } });
    try {
      const buyer = await loginAs(app, "user");
      const first = await settle(app, buyer, await buy(app, buyer, 1), ["completed", "on_hold"]);
      expect(first.status).toBe("completed");
      const second = await settle(app, buyer, await buy(app, buyer, 2), ["completed", "on_hold"]);
      expect(second.status).toBe("on_hold");
      expect(second.items[0].status).toBe("pending");
      expect(second.events.at(-1).cause).toMatch(/Held for review/);

      // Another buyer topping up the first order's player account within the hour: held too.
      const stranger = await loginAs(app, "user");
      const third = await settle(app, stranger, await buy(app, stranger, 1), [
        "completed",
        "on_hold",
      ]);
      expect(third.status).toBe("on_hold");

      const unpaid = await buy(app, buyer, 3, false);
      expect(await app.app.services.orders.expireUnpaid()).toBe(0);
      clock.advance(31 * 60_000);
      expect(await app.app.services.orders.expireUnpaid()).toBe(1);
      // Half an hour later the access token has expired too: sign in again to look.
      const again = await logIn(app.app, buyer.email, buyer.password);
      const expired = await settle(app, again, unpaid, ["cancelled"]);
      expect(expired).toMatchObject({ status: "cancelled", paymentStatus: "expired" });
    } finally {
      await app.app.close();
    }
  }, 60_000);
});

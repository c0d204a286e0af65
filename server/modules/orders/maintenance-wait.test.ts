import { describe, expect, it } from "vitest";
import type { Order } from "#contracts/buying.ts";
import { type LoggedIn, logIn, loginAs, waitForMail } from "#tests/support/accounts.ts";
import { createListeningTestApp } from "#tests/support/listening-app.ts";
import { type TestApp, TestClock } from "#tests/support/test-app.ts";

/**
 * A game under maintenance: the sandbox supplier refuses a player ID ending in 7777 on a
 * purchase's first attempt only (the game comes back) and one ending in 8888 on every attempt
 * (it stays down). The order waits for the game's servers, says so to its buyer, and ends in
 * delivery, or in a refund once the wait has lasted MAINTENANCE_WAIT_MINUTES.
 */

type App = TestApp & { origin: string };

async function buyAndPay(app: App, buyer: LoggedIn & { email: string }, playerId: string) {
  const game = (await app.app.inject({ url: "/api/games/pubg-mobile" })).json().data;
  const checkout = await app.app.inject({
    method: "POST",
    url: "/api/checkout",
    headers: {
      authorization: `Bearer ${buyer.token}`,
      "idempotency-key": `maintenance-${playerId}-${Date.now()}`,
    },
    payload: {
      buyNow: {
        packageId: game.packages[0]._id,
        quantity: 1,
        player: { fields: { playerId } },
      },
      paymentMethod: "card",
      email: buyer.email,
    },
  });
  expect(checkout.statusCode, checkout.body).toBe(200);
  const { orderId, redirectUrl } = checkout.json().data;
  const sessionId = new URL(redirectUrl).pathname.split("/").pop();
  const paid = await app.app.inject({
    method: "POST",
    url: `/api/sandbox/payments/${sessionId}/pay`,
    payload: { cardNumber: "4242424242424242", expiry: "12/30", cvc: "123", name: "M" },
  });
  expect(paid.statusCode, paid.body).toBe(200);
  return orderId as string;
}

/** The order as its buyer reads it, polled until `done` holds (or 30 s have passed). */
async function orderWhen(
  app: App,
  buyer: LoggedIn,
  orderId: string,
  done: (order: Order) => boolean,
): Promise<Order> {
  const deadline = Date.now() + 30_000;
  for (;;) {
    const reply = await app.app.inject({
      url: `/api/orders/${orderId}`,
      headers: { authorization: `Bearer ${buyer.token}` },
    });
    expect(reply.statusCode, reply.body).toBe(200);
    const order: Order = reply.json().data;
    if (done(order) || Date.now() > deadline) return order;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

const waiting = (order: Order) => order.items.some((item) => item.waitingForGame);
const settled = (order: Order) => ["completed", "refunded", "on_hold"].includes(order.status);

describe("an order whose game is under maintenance", () => {
  it("waits for the game's servers, tells the buyer so, and is delivered when they are back", async () => {
    // Three seconds between the refusal and the next attempt: long enough to see the wait.
    const app = await createListeningTestApp({ env: { FULFILMENT_RETRY_DELAY_SECONDS: "3" } });
    try {
      const buyer = await loginAs(app, "user");
      const orderId = await buyAndPay(app, buyer, "5123457777");

      const during = await orderWhen(
        app,
        buyer,
        orderId,
        (order) => waiting(order) || settled(order),
      );
      expect(during.status).toBe("in_progress");
      expect(during.items[0]).toMatchObject({ status: "pending", waitingForGame: true });
      const waitEvent = during.events.find((event) => event.status === "waiting_for_game");
      expect(waitEvent?.cause).toMatch(
        /^Waiting for the game's servers \(.*under maintenance\): delivery continues on its own/,
      );
      expect(waitEvent?.actor).toBe("supplier");

      const after = await orderWhen(app, buyer, orderId, settled);
      expect(after).toMatchObject({ status: "completed", paymentStatus: "paid" });
      expect(after.items[0]).toMatchObject({ status: "completed", waitingForGame: false });
      expect(after.items[0]?.transactionId).toMatch(/^SBX-/);
      const statuses = after.events.map((event) => event.status);
      expect(statuses).not.toContain("refunded");
      expect(statuses).not.toContain("failed");
      // The wait came before the delivery, and the buyer got the delivery e-mail.
      expect(statuses.indexOf("waiting_for_game")).toBeLessThan(statuses.indexOf("completed"));
      await waitForMail(app.app, buyer.email, /has been delivered/);
    } finally {
      await app.app.close();
    }
  }, 60_000);

  it("is refunded when the game is still down once the wait has lasted its window", async () => {
    const clock = new TestClock();
    const app = await createListeningTestApp({
      clock,
      env: { FULFILMENT_RETRY_DELAY_SECONDS: "1", MAINTENANCE_WAIT_MINUTES: "30" },
    });
    try {
      const buyer = await loginAs(app, "user");
      const orderId = await buyAndPay(app, buyer, "5123458888");

      const during = await orderWhen(
        app,
        buyer,
        orderId,
        (order) => waiting(order) || settled(order),
      );
      expect(during).toMatchObject({ status: "in_progress", paymentStatus: "paid" });
      expect(during.items[0]).toMatchObject({ status: "pending", waitingForGame: true });
      expect(during.events.map((event) => event.status)).toContain("waiting_for_game");
      // Asked again and again within the window: still waiting, nothing refunded.
      await new Promise((resolve) => setTimeout(resolve, 2_500));
      const still = await orderWhen(app, buyer, orderId, () => true);
      expect(still.status).toBe("in_progress");
      expect(still.items[0]).toMatchObject({ status: "pending", waitingForGame: true });
      // One wait, one event, however many times the supplier said so.
      expect(still.events.filter((event) => event.status === "waiting_for_game")).toHaveLength(1);

      clock.advance(31 * 60_000);
      // The access token expired with the half hour: sign in again to look.
      const again = await logIn(app.app, buyer.email, buyer.password);
      const after = await orderWhen(app, again, orderId, settled);
      expect(after).toMatchObject({ status: "refunded", paymentStatus: "refunded" });
      expect(after.items[0]).toMatchObject({ status: "refunded", waitingForGame: false });
      const causes = after.events.map((event) => `${event.status}: ${event.cause}`).join(" | ");
      expect(causes).toMatch(
        /failed: Delivery failed: the game's servers were still under maintenance after 30 minutes/,
      );
      expect(causes).toMatch(/refunded: \$[0-9.]+ refunded/);
      await waitForMail(app.app, buyer.email, /refunded/);
    } finally {
      await app.app.close();
    }
  }, 60_000);
});

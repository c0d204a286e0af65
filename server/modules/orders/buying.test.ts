import { eq } from "drizzle-orm";
import { io } from "socket.io-client";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { orders } from "#db/schema/buying.ts";
import { type LoggedIn, loginAs, waitForMail } from "#tests/support/accounts.ts";
import { createListeningTestApp } from "#tests/support/listening-app.ts";
import type { TestApp } from "#tests/support/test-app.ts";

let testApp: TestApp & { origin: string };
let buyer: LoggedIn & { email: string };
let other: LoggedIn & { email: string };
let pubg: { _id: string; packages: { _id: string; priceCents: number }[] };

beforeAll(async () => {
  testApp = await createListeningTestApp({ env: { FULFILMENT_RETRY_DELAY_SECONDS: "1" } });
  buyer = await loginAs(testApp, "user");
  other = await loginAs(testApp, "user");
  pubg = (await testApp.app.inject({ url: "/api/games/pubg-mobile" })).json().data;
});
afterAll(async () => {
  await testApp?.app.close();
});

const auth = (who: LoggedIn) => ({ authorization: `Bearer ${who.token}` });
const call = (
  who: LoggedIn,
  method: "GET" | "POST" | "PUT" | "DELETE",
  url: string,
  payload?: object,
  headers: Record<string, string> = {},
) =>
  testApp.app.inject({
    method,
    url,
    headers: { ...auth(who), ...headers },
    ...(payload ? { payload } : {}),
  });
const player = { fields: { playerId: "5123456789" } };

async function waitForOrder(who: LoggedIn, orderId: string, done: (status: string) => boolean) {
  const deadline = Date.now() + 25_000;
  for (;;) {
    const order = (await call(who, "GET", `/api/orders/${orderId}`)).json().data;
    if (done(order.status) || Date.now() > deadline) return order;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

async function pay(redirectUrl: string, cardNumber: string) {
  const sessionId = new URL(redirectUrl).pathname.split("/").pop();
  return testApp.app.inject({
    method: "POST",
    url: `/api/sandbox/payments/${sessionId}/pay`,
    payload: { cardNumber, expiry: "12/30", cvc: "123", name: "Nova Player" },
  });
}

describe("player check", () => {
  it("names a known player and refuses an unknown one", async () => {
    const known = await call(buyer, "POST", "/api/players/validate", {
      gameId: pubg._id,
      fields: player.fields,
    });
    expect(known.statusCode).toBe(200);
    expect(known.json().data.nickname).toMatch(/\w+/);
    const unknown = await call(buyer, "POST", "/api/players/validate", {
      gameId: pubg._id,
      fields: { playerId: "5123450000" },
    });
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().code).toBe("PLAYER_NOT_FOUND");
    const malformed = await call(buyer, "POST", "/api/players/validate", {
      gameId: pubg._id,
      fields: { playerId: "abc" },
    });
    expect(malformed.statusCode).toBe(400);
  });
});

describe("cart", () => {
  it("adds, prices from the catalogue, changes and removes lines; refuses bad input", async () => {
    const pack = pubg.packages[0]!;
    await call(buyer, "DELETE", "/api/cart/clear");
    const added = await call(buyer, "POST", "/api/cart/items", {
      packageId: pack._id,
      quantity: 2,
      player,
      priceCents: 1,
    });
    expect(added.statusCode).toBe(200);
    const cart = added.json().data;
    expect(cart.items).toHaveLength(1);
    expect(cart.totalCents).toBe(pack.priceCents * 2);
    expect(cart.items[0]).toMatchObject({ gameUserId: "5123456789", quantity: 2 });
    expect(cart.items[0].playerNickname).toBeTruthy();

    for (const quantity of [0, -1, 1e9, 2.5]) {
      const bad = await call(buyer, "POST", "/api/cart/items", {
        packageId: pack._id,
        quantity,
        player,
      });
      expect(bad.statusCode, String(quantity)).toBe(400);
    }
    const unknown = await call(buyer, "POST", "/api/cart/items", {
      packageId: "00000000-0000-4000-8000-000000000000",
      player,
    });
    expect(unknown.statusCode).toBe(404);
    const lineId = cart.items[0]._id;
    const foreign = await call(other, "PUT", `/api/cart/item/${lineId}`, { quantity: 5 });
    expect(foreign.statusCode).toBe(404);
    const foreignDelete = await call(other, "DELETE", `/api/cart/item/${lineId}`);
    expect(foreignDelete.statusCode).toBe(404);

    const three = await call(buyer, "PUT", `/api/cart/item/${lineId}`, { quantity: 3 });
    expect(three.json().data.items[0].quantity).toBe(3);
    const removed = await call(buyer, "PUT", `/api/cart/item/${lineId}`, { quantity: 0 });
    expect(removed.json().data.items).toEqual([]);
    expect((await testApp.app.inject({ url: "/api/cart" })).statusCode).toBe(401);
  });
});

describe("checkout, payment and delivery", () => {
  it("buys from the cart: one order per key, paid, delivered, e-mailed, listed", async () => {
    const pack = pubg.packages[1]!;
    await call(buyer, "DELETE", "/api/cart/clear");
    await call(buyer, "POST", "/api/cart/items", { packageId: pack._id, quantity: 1, player });
    const body = { source: "cart", paymentMethod: "card", email: buyer.email, totalCents: 1 };
    const missingKey = await call(buyer, "POST", "/api/checkout", body);
    expect(missingKey.statusCode).toBe(400);
    const key = { "idempotency-key": `key-${Date.now()}` };
    const first = await call(buyer, "POST", "/api/checkout", body, key);
    expect(first.statusCode).toBe(200);
    const again = await call(buyer, "POST", "/api/checkout", body, key);
    expect(again.json().data).toEqual(first.json().data);
    const reused = await call(
      buyer,
      "POST",
      "/api/checkout",
      { ...body, paymentMethod: "ewallet" },
      key,
    );
    expect(reused.statusCode).toBe(409);

    const { orderId, redirectUrl } = first.json().data;
    const pending = (await call(buyer, "GET", `/api/orders/${orderId}`)).json().data;
    expect(pending).toMatchObject({
      status: "pending_payment",
      paymentStatus: "unpaid",
      totalCents: pack.priceCents,
    });
    expect((await call(other, "GET", `/api/orders/${orderId}`)).statusCode).toBe(404);

    const paid = await pay(redirectUrl, "4242 4242 4242 4242");
    expect(paid.statusCode).toBe(200);
    const order = await waitForOrder(buyer, orderId, (status) => status === "completed");
    expect(order.status).toBe("completed");
    expect(order.paymentStatus).toBe("paid");
    expect(order.items[0]).toMatchObject({ status: "completed", gameUserId: "5123456789" });
    expect(order.items[0].transactionId).toBeTruthy();
    const statuses = order.events.map((event: { status: string }) => event.status);
    expect(statuses).toEqual(
      expect.arrayContaining(["pending_payment", "paid", "processing", "in_progress", "completed"]),
    );
    await waitForMail(testApp.app, buyer.email, /Receipt/);
    await waitForMail(testApp.app, buyer.email, /delivered/);
    const purchases = (await call(buyer, "GET", "/api/users/purchases")).json().data;
    expect(purchases.some((purchase: { orderId: string }) => purchase.orderId === orderId)).toBe(
      true,
    );
    // The bought line left the cart.
    expect((await call(buyer, "GET", "/api/cart")).json().data.items).toEqual([]);
  });

  it("answers a repeated key with its order even once the cart it was bought from is empty", async () => {
    const pack = pubg.packages[0]!;
    await call(buyer, "DELETE", "/api/cart/clear");
    await call(buyer, "POST", "/api/cart/items", { packageId: pack._id, quantity: 1, player });
    const body = { source: "cart", paymentMethod: "card", email: buyer.email };
    const key = { "idempotency-key": `emptied-${Date.now()}` };
    const first = await call(buyer, "POST", "/api/checkout", body, key);
    expect(first.statusCode, first.body).toBe(200);
    await call(buyer, "DELETE", "/api/cart/clear");

    // The browser sends the same request again (a retry after a lost answer).
    const again = await call(buyer, "POST", "/api/checkout", body, key);
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json().data).toEqual(first.json().data);
    // A new key with the empty cart is refused as before.
    const fresh = await call(buyer, "POST", "/api/checkout", body, {
      "idempotency-key": `emptied-new-${Date.now()}`,
    });
    expect(fresh.statusCode).toBe(400);
  });

  it("stores no order when the payment provider cannot open a payment, so the same key works later", async () => {
    const payments = testApp.app.services.payments;
    const open = payments.createCheckoutSession;
    const key = `provider-down-${Date.now()}`;
    const body = {
      buyNow: { packageId: pubg.packages[0]!._id, quantity: 1, player },
      paymentMethod: "card",
      email: buyer.email,
    };
    // The provider is the external boundary: here it answers with an outage.
    payments.createCheckoutSession = async () => {
      throw new Error("connect ECONNREFUSED");
    };
    try {
      const refused = await call(buyer, "POST", "/api/checkout", body, { "idempotency-key": key });
      expect(refused.statusCode).toBe(503);
      expect(refused.json()).toMatchObject({
        code: "UNAVAILABLE",
        message: "Payments are unavailable right now. Please try again.",
      });
    } finally {
      payments.createCheckoutSession = open;
    }
    const stored = await testApp.database.db
      .select()
      .from(orders)
      .where(eq(orders.idempotencyKey, key));
    expect(stored).toEqual([]);

    const later = await call(buyer, "POST", "/api/checkout", body, { "idempotency-key": key });
    expect(later.statusCode, later.body).toBe(200);
    const order = (await call(buyer, "GET", `/api/orders/${later.json().data.orderId}`)).json()
      .data;
    expect(order).toMatchObject({ status: "pending_payment", paymentStatus: "unpaid" });
  });

  it("a declined card cancels the order and leaves the cart intact", async () => {
    const pack = pubg.packages[0]!;
    await call(buyer, "DELETE", "/api/cart/clear");
    await call(buyer, "POST", "/api/cart/items", { packageId: pack._id, quantity: 1, player });
    const checkout = await call(
      buyer,
      "POST",
      "/api/checkout",
      { source: "cart", paymentMethod: "card", email: buyer.email },
      { "idempotency-key": `declined-${Date.now()}` },
    );
    const { orderId, redirectUrl } = checkout.json().data;
    const declined = await pay(redirectUrl, "4000 0000 0000 0002");
    expect(declined.statusCode).toBe(402);
    expect(declined.json()).toMatchObject({
      code: "PAYMENT_DECLINED",
      message: "Your card was declined.",
    });
    const order = await waitForOrder(buyer, orderId, (status) => status === "cancelled");
    expect(order).toMatchObject({ status: "cancelled", paymentStatus: "failed" });
    expect((await call(buyer, "GET", "/api/cart")).json().data.items).toHaveLength(1);
  });

  it("refuses a webhook with a bad signature and changes nothing", async () => {
    const reply = await testApp.app.inject({
      method: "POST",
      url: "/api/payments/webhooks/sandbox",
      headers: { "content-type": "application/json", "x-sandbox-signature": "t=1,v1=00" },
      payload: JSON.stringify({ id: "evt_forged", type: "payment.succeeded", data: {} }),
    });
    expect(reply.statusCode).toBe(400);
  });

  it("buys a gift card as a code, shown only to its buyer", async () => {
    const steam = (await testApp.app.inject({ url: "/api/games/steam-wallet" })).json().data;
    const checkout = await call(
      buyer,
      "POST",
      "/api/checkout",
      {
        buyNow: {
          packageId: steam.packages[0]._id,
          quantity: 1,
          player: { fields: { region: "US" } },
        },
        paymentMethod: "card",
        email: buyer.email,
      },
      { "idempotency-key": `gift-${Date.now()}` },
    );
    expect(checkout.statusCode).toBe(200);
    const { orderId, redirectUrl } = checkout.json().data;
    await pay(redirectUrl, "4242424242424242");
    const order = await waitForOrder(buyer, orderId, (status) => status === "completed");
    expect(order.items[0].code).toMatch(/^[A-Z0-9]{4}(-[A-Z0-9]{4}){3}$/);
    expect(order.items[0].serialNumber).toBeTruthy();
  });

  it("pushes every status change to the buyer's open pages over Socket.IO", async () => {
    const socket = io(testApp.origin, { auth: { token: buyer.token }, transports: ["websocket"] });
    const seen: string[] = [];
    socket.on("orderUpdated", (event: { status: string }) => seen.push(event.status));
    await new Promise<void>((resolve, reject) => {
      socket.once("connect", () => resolve());
      socket.once("connect_error", reject);
    });
    try {
      const checkout = await call(
        buyer,
        "POST",
        "/api/checkout",
        {
          buyNow: { packageId: pubg.packages[2]!._id, quantity: 1, player },
          paymentMethod: "ewallet",
          email: buyer.email,
        },
        { "idempotency-key": `live-${Date.now()}` },
      );
      const { redirectUrl } = checkout.json().data;
      const sessionId = new URL(redirectUrl).pathname.split("/").pop();
      await testApp.app.inject({
        method: "POST",
        url: `/api/sandbox/payments/${sessionId}/pay`,
        payload: { confirm: true },
      });
      const deadline = Date.now() + 20_000;
      while (!seen.includes("completed") && Date.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      expect(seen).toEqual(expect.arrayContaining(["processing", "in_progress", "completed"]));
    } finally {
      socket.close();
    }
  });

  it("keeps a deleted account's orders without its e-mail address", async () => {
    const leaver = await loginAs(testApp, "user");
    const checkout = await call(
      leaver,
      "POST",
      "/api/checkout",
      {
        buyNow: { packageId: pubg.packages[0]!._id, quantity: 1, player },
        paymentMethod: "card",
        email: leaver.email,
      },
      { "idempotency-key": `leaver-${Date.now()}` },
    );
    const { orderId } = checkout.json().data;
    expect((await call(leaver, "DELETE", "/api/users/delete-account")).statusCode).toBe(200);
    const [row] = await testApp.database.db.select().from(orders).where(eq(orders.id, orderId));
    expect(row).toMatchObject({ userId: null, email: "" });
  });
});

import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type LoggedIn, loginAs } from "#tests/support/accounts.ts";
import { createListeningTestApp } from "#tests/support/listening-app.ts";
import type { TestApp } from "#tests/support/test-app.ts";

// What a hostile or broken client can send to POST /api/checkout, and what it gets back: a clear
// refusal in the error envelope, never a 500, never an order at a price the catalogue did not set.

let testApp: TestApp;
let buyer: LoggedIn;
let pkg: { _id: string; priceCents: number };

beforeAll(async () => {
  // Listening: the sandbox supplier that checks player IDs is reached over HTTP.
  testApp = await createListeningTestApp();
  buyer = await loginAs(testApp, "user");
  pkg = (await testApp.app.inject({ url: "/api/games/pubg-mobile" })).json().data.packages[0];
});
afterAll(async () => {
  await testApp?.app.close();
});

const checkout = (
  who: LoggedIn | undefined,
  payload: string,
  headers: Record<string, string> = {},
) =>
  testApp.app.inject({
    method: "POST",
    url: "/api/checkout",
    headers: {
      ...(who ? { authorization: `Bearer ${who.token}` } : {}),
      "idempotency-key": randomUUID(),
      "content-type": "application/json",
      ...headers,
    },
    payload,
  });
const buyNow = (extra: Record<string, unknown> = {}) =>
  JSON.stringify({
    buyNow: { packageId: pkg._id, quantity: 1, player: { fields: { playerId: "5123456789" } } },
    paymentMethod: "card",
    email: "nova@example.com",
    ...extra,
  });

describe("checkout under attack", () => {
  it("refuses a visitor's cart checkout (the cart is an account's), and a forged token", async () => {
    const cart = await checkout(
      undefined,
      JSON.stringify({ source: "cart", paymentMethod: "card", email: "nova@example.com" }),
    );
    expect(cart.statusCode).toBe(401);
    const forged = await checkout({ ...buyer, token: `${buyer.token.slice(0, -4)}AAAA` }, buyNow());
    expect(forged.statusCode).toBe(401);
    expect(forged.json()).toMatchObject({ success: false });
  });

  it("answers broken, oversized and wrongly typed bodies in the error envelope", async () => {
    const broken = await checkout(buyer, '{"buyNow": {');
    expect(broken.statusCode).toBe(400);
    expect(broken.json()).toMatchObject({ success: false });

    const huge = await checkout(buyer, buyNow({ note: "x".repeat(1024 * 1024) }));
    expect(huge.statusCode).toBe(413);
    expect(huge.json()).toMatchObject({ success: false });

    // Read as text, not JSON: the text is not a checkout.
    const text = await checkout(buyer, buyNow(), { "content-type": "text/plain" });
    expect(text.statusCode).toBe(400);
    expect(text.json()).toMatchObject({ success: false });

    const noKey = await testApp.app.inject({
      method: "POST",
      url: "/api/checkout",
      headers: { authorization: `Bearer ${buyer.token}`, "content-type": "application/json" },
      payload: buyNow(),
    });
    expect(noKey.statusCode).toBe(400);

    for (const quantity of [0, -1, 1.5, 1e9, "1"]) {
      const reply = await checkout(
        buyer,
        JSON.stringify({
          buyNow: { packageId: pkg._id, quantity, player: { fields: { playerId: "5123456789" } } },
          paymentMethod: "card",
          email: "nova@example.com",
        }),
      );
      expect(reply.statusCode, String(quantity)).toBe(400);
    }
  });

  it("prices every order from the catalogue, whatever price the browser sends", async () => {
    const reply = await checkout(
      buyer,
      JSON.stringify({
        buyNow: {
          packageId: pkg._id,
          quantity: 2,
          priceCents: 1,
          unitPriceCents: 1,
          player: { fields: { playerId: "5123456789" } },
        },
        paymentMethod: "card",
        email: "nova@example.com",
        totalCents: 1,
        amount: 0.01,
      }),
    );
    expect(reply.statusCode, reply.body).toBe(200);
    const order = (
      await testApp.app.inject({
        url: `/api/orders/${reply.json().data.orderId}`,
        headers: { authorization: `Bearer ${buyer.token}` },
      })
    ).json().data;
    expect(order.totalCents).toBe(pkg.priceCents * 2);
  });

  it("limits one account to 20 checkouts in ten minutes, counted even when they fail", async () => {
    const spender = await loginAs(testApp, "user");
    const emptyCart = JSON.stringify({
      source: "cart",
      paymentMethod: "card",
      email: "nova@example.com",
    });
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 21; attempt++) {
      statuses.push((await checkout(spender, emptyCart)).statusCode);
    }
    expect(statuses.slice(0, 20)).toEqual(Array(20).fill(400));
    expect(statuses[20]).toBe(429);
    // Another account is not affected.
    expect((await checkout(buyer, emptyCart)).statusCode).toBe(400);
  });
});

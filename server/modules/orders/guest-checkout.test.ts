import { randomUUID } from "node:crypto";
import { io, type Socket } from "socket.io-client";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  codeIn,
  logIn,
  nextAddress,
  strongPassword,
  uniqueEmail,
  waitForMail,
} from "#tests/support/accounts.ts";
import { createListeningTestApp } from "#tests/support/listening-app.ts";
import type { TestApp } from "#tests/support/test-app.ts";

// Buying without an account: a guest buys one line now with an e-mail address, pays, and reads
// the order through its signed link; /track e-mails the link again; an account made later with
// the same address takes the guest's orders over.

let testApp: TestApp & { origin: string };
let steamPackage: string;
let pubgPackage: string;

beforeAll(async () => {
  // Listening: the sandbox supplier and payment pages are reached over HTTP.
  testApp = await createListeningTestApp({ env: { FULFILMENT_RETRY_DELAY_SECONDS: "1" } });
  const game = async (slug: string) =>
    (await testApp.app.inject({ url: `/api/games/${slug}` })).json().data.packages[0]._id;
  steamPackage = await game("steam-wallet");
  pubgPackage = await game("pubg-mobile");
});
afterAll(async () => {
  await testApp?.app.close();
});

const guestCheckout = (
  body: Record<string, unknown>,
  options: { key?: string; address?: string; headers?: Record<string, string> } = {},
) =>
  testApp.app.inject({
    method: "POST",
    url: "/api/checkout",
    remoteAddress: options.address ?? nextAddress(),
    headers: { "idempotency-key": options.key ?? randomUUID(), ...options.headers },
    payload: body,
  });
const giftCard = (email: string) => ({
  buyNow: { packageId: steamPackage, quantity: 1, player: { fields: { region: "US" } } },
  paymentMethod: "card",
  email,
});
const readOrder = (orderId: string, query = "", headers: Record<string, string> = {}) =>
  testApp.app.inject({ url: `/api/orders/${orderId}${query}`, headers });

async function pay(redirectUrl: string) {
  const sessionId = new URL(redirectUrl).pathname.split("/").pop();
  const reply = await testApp.app.inject({
    method: "POST",
    url: `/api/sandbox/payments/${sessionId}/pay`,
    payload: { cardNumber: "4242424242424242", expiry: "12/30", cvc: "123", name: "Nova Guest" },
  });
  expect(reply.statusCode, reply.body).toBe(200);
}

async function waitForStatus(orderId: string, key: string, status: string) {
  const deadline = Date.now() + 25_000;
  for (;;) {
    const order = (await readOrder(orderId, `?key=${key}`)).json().data;
    if (order.status === status || Date.now() > deadline) return order;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

describe("guest checkout", () => {
  it("buys a gift card without an account and reads it, code included, through the signed link", async () => {
    const email = uniqueEmail("guest");
    const checkout = await guestCheckout(giftCard(email));
    expect(checkout.statusCode, checkout.body).toBe(200);
    const { orderId, redirectUrl, orderKey } = checkout.json().data;
    expect(orderKey).toMatch(/^[A-Za-z0-9_-]{43}$/);

    await pay(redirectUrl);
    const order = await waitForStatus(orderId, orderKey, "completed");
    expect(order.status).toBe("completed");
    expect(order.email).toBe(email);
    expect(order.items[0].code).toMatch(/^[A-Z0-9]{4}(-[A-Z0-9]{4}){3}$/);

    // The receipt and the delivery e-mail carry the same signed link.
    const receipt = await waitForMail(testApp.app, email, /Receipt/);
    expect(receipt.text).toContain(`/orders/${orderId}?key=${orderKey}`);
    const delivered = await waitForMail(testApp.app, email, /delivered/);
    expect(delivered.text).toContain(`/orders/${orderId}?key=${orderKey}`);

    // Without the key, with a wrong one, or with the key of another order: nothing.
    expect((await readOrder(orderId)).statusCode).toBe(404);
    expect((await readOrder(orderId, `?key=${"A".repeat(43)}`)).statusCode).toBe(404);
    expect((await readOrder(orderId, "?key=short")).statusCode).toBe(404);
    const other = await guestCheckout(giftCard(uniqueEmail("guest")));
    expect((await readOrder(other.json().data.orderId, `?key=${orderKey}`)).statusCode).toBe(404);
  });

  it("answers a repeated key with the same order, and keeps one guest's key apart from another's", async () => {
    const key = randomUUID();
    const email = uniqueEmail("guest");
    const first = await guestCheckout(giftCard(email), { key });
    const again = await guestCheckout(giftCard(email), { key });
    expect(again.json().data).toEqual(first.json().data);
    const someoneElse = await guestCheckout(giftCard(uniqueEmail("guest")), { key });
    expect(someoneElse.statusCode).toBe(200);
    expect(someoneElse.json().data.orderId).not.toBe(first.json().data.orderId);
  });

  it("keeps the cart for accounts, and never turns an expired session into a guest", async () => {
    const cart = await guestCheckout({ source: "cart", paymentMethod: "card", email: "a@b.co" });
    expect(cart.statusCode).toBe(401);
    const expired = await guestCheckout(giftCard(uniqueEmail("guest")), {
      headers: { authorization: "Bearer not-a-token" },
    });
    expect(expired.statusCode).toBe(401);
    expect(expired.json().message).toBe("Session expired. Please log in again.");
  });

  it("counts a guest's checkouts by address and by e-mail", async () => {
    const email = uniqueEmail("guest");
    const address = nextAddress();
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 21; attempt++) {
      // Different addresses: the e-mail's count is the one that stops the 21st.
      const reply = await guestCheckout(
        { source: "cart", paymentMethod: "card", email },
        { address: `${address.split(".").slice(0, 3).join(".")}.${(attempt % 200) + 1}` },
      );
      statuses.push(reply.statusCode);
    }
    expect(statuses.slice(0, 20).every((status) => status === 401)).toBe(true);
    expect(statuses[20]).toBe(429);
  });
});

describe("a guest's order page, live", () => {
  const connect = async (auth: object): Promise<{ socket: Socket; seen: string[] }> => {
    const socket = io(testApp.origin, { auth, transports: ["websocket"] });
    const seen: string[] = [];
    socket.on("orderUpdated", (event: { status: string }) => seen.push(event.status));
    await new Promise<void>((resolve, reject) => {
      socket.once("connect", () => resolve());
      socket.once("connect_error", reject);
    });
    return { socket, seen };
  };

  it("gets every status change pushed to a socket that shows the order's link, and none without it", async () => {
    const checkout = await guestCheckout(giftCard(uniqueEmail("guest")));
    const { orderId, redirectUrl, orderKey } = checkout.json().data;
    const follower = await connect({ orders: [{ id: orderId, key: orderKey }] });
    const stranger = await connect({ orders: [{ id: orderId, key: "A".repeat(43) }] });
    try {
      await pay(redirectUrl);
      const deadline = Date.now() + 20_000;
      while (!follower.seen.includes("completed") && Date.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      expect(follower.seen).toEqual(expect.arrayContaining(["processing", "completed"]));
      expect(stranger.seen).toEqual([]);
    } finally {
      follower.socket.close();
      stranger.socket.close();
    }
  });
});

describe("order lookup (/track)", () => {
  it("e-mails the link when order number and e-mail match, and answers the same otherwise", async () => {
    const email = uniqueEmail("guest");
    const checkout = await guestCheckout(giftCard(email));
    const { orderId, orderKey } = checkout.json().data;
    const lookup = (body: object) =>
      testApp.app.inject({
        method: "POST",
        url: "/api/orders/lookup",
        remoteAddress: nextAddress(),
        payload: body,
      });
    const requestedAt = new Date().toISOString();
    const wrongAddress = await lookup({ orderId, email: uniqueEmail("stranger") });
    const unknownOrder = await lookup({ orderId: randomUUID(), email });
    const match = await lookup({ orderId, email: email.toUpperCase() });
    expect(match.statusCode).toBe(200);
    expect(wrongAddress.json()).toEqual(match.json());
    expect(unknownOrder.json()).toEqual(match.json());

    const mail = await waitForMail(testApp.app, email, /order/i, { after: requestedAt });
    expect(mail.text).toContain(`/orders/${orderId}?key=${orderKey}`);
    // Only the one that matched sent anything.
    const box = (
      await testApp.app.inject({ url: `/api/dev/mailbox?to=${encodeURIComponent(email)}` })
    ).json().data as { sentAt: string }[];
    expect(box.filter((message) => message.sentAt > requestedAt)).toHaveLength(1);

    expect((await lookup({ orderId: "123", email })).statusCode).toBe(400);
  });

  it("limits lookups from one address", async () => {
    const remoteAddress = nextAddress();
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 11; attempt++) {
      const reply = await testApp.app.inject({
        method: "POST",
        url: "/api/orders/lookup",
        remoteAddress,
        payload: { orderId: randomUUID(), email: uniqueEmail("probe") },
      });
      statuses.push(reply.statusCode);
    }
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(200));
    expect(statuses[10]).toBe(429);
  });
});

describe("an account made later with the guest's address", () => {
  it("takes the guest's orders into its purchase history", async () => {
    const email = uniqueEmail("guest");
    const checkout = await guestCheckout({
      buyNow: {
        packageId: pubgPackage,
        quantity: 1,
        player: { fields: { playerId: "5123456789" } },
      },
      paymentMethod: "card",
      email,
    });
    const { orderId, redirectUrl, orderKey } = checkout.json().data;
    await pay(redirectUrl);
    await waitForStatus(orderId, orderKey, "completed");

    const remoteAddress = nextAddress();
    const requestedAt = new Date().toISOString();
    await testApp.app.inject({
      method: "POST",
      url: "/api/users/signup/request",
      remoteAddress,
      payload: {
        name: "Nova Later",
        email,
        dob: "2000-02-29",
        password: strongPassword,
        confirmPassword: strongPassword,
      },
    });
    const code = codeIn(await waitForMail(testApp.app, email, /code/i, { after: requestedAt }));
    const verified = await testApp.app.inject({
      method: "POST",
      url: "/api/users/signup/verify",
      remoteAddress,
      payload: { email, otp: code },
    });
    expect(verified.statusCode).toBe(200);
    const member = await logIn(testApp.app, email, strongPassword);
    const auth = { authorization: `Bearer ${member.token}` };

    const purchases = (
      await testApp.app.inject({ url: "/api/users/purchases", headers: auth })
    ).json().data as { orderId: string }[];
    expect(purchases.map((purchase) => purchase.orderId)).toContain(orderId);
    expect((await readOrder(orderId, "", auth)).statusCode).toBe(200);
  });
});

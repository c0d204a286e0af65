import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loginAs, nextAddress, uniqueEmail } from "#tests/support/accounts.ts";
import { createListeningTestApp } from "#tests/support/listening-app.ts";
import type { TestApp } from "#tests/support/test-app.ts";

// A buy-now checkout reads the package, the blocklist and the blocked accounts' addresses through
// the read caches, as production runs it (the other tests run with the caches off): a staff
// change to any of them shows in the very next checkout, because every such change empties the
// caches as it commits.

let testApp: TestApp;
let owner: Awaited<ReturnType<typeof loginAs>>;
type AdminPackage = Record<string, unknown> & { id: string; priceCents: number };
let pkg: AdminPackage;
let gameId: string;

beforeAll(async () => {
  testApp = await createListeningTestApp({ env: { CACHE_TTL_MS: "600000" } });
  owner = await loginAs(testApp, "admin", "owner");
  const game = (await testApp.app.inject({ url: "/api/games/free-fire" })).json().data;
  gameId = game._id;
  const packageId = game.packages[0]._id as string;
  const admin = await testApp.app.inject({
    url: `/api/admin/games/${gameId}`,
    headers: { authorization: `Bearer ${owner.token}` },
  });
  expect(admin.statusCode, admin.body).toBe(200);
  pkg = admin.json().data.packages.find((item: AdminPackage) => item.id === packageId);
});
afterAll(async () => {
  await testApp?.app.close();
});

function buyNow(email = uniqueEmail("cached.price")) {
  return testApp.app.inject({
    method: "POST",
    url: "/api/checkout",
    remoteAddress: nextAddress(),
    headers: { "idempotency-key": randomUUID() },
    payload: {
      paymentMethod: "card",
      email,
      buyNow: {
        packageId: pkg.id,
        quantity: 1,
        player: { fields: { playerId: `53${randomUUID().replace(/\D/g, "").slice(0, 8)}` } },
      },
    },
  });
}

async function chargedCents(orderId: string, orderKey: string): Promise<number> {
  const order = await testApp.app.inject({ url: `/api/orders/${orderId}?key=${orderKey}` });
  expect(order.statusCode, order.body).toBe(200);
  return order.json().data.totalCents;
}

async function savePackage(changes: Partial<AdminPackage>) {
  const { id, gameId: _game, createdAt, sortOrder, ...fields } = pkg;
  const reply = await testApp.app.inject({
    method: "PUT",
    url: `/api/admin/packages/${id}`,
    headers: { authorization: `Bearer ${owner.token}` },
    payload: { ...fields, ...changes },
  });
  expect(reply.statusCode, reply.body).toBe(200);
}

describe("a buy-now checkout with the read caches on", () => {
  it("charges a new price and refuses a package switched off, from the next checkout on", async () => {
    const before = await buyNow();
    expect(before.statusCode, before.body).toBe(200);
    const { orderId, orderKey } = before.json().data;
    expect(await chargedCents(orderId, orderKey)).toBe(pkg.priceCents);

    const newPrice = pkg.priceCents + 111;
    await savePackage({ priceCents: newPrice });
    const after = await buyNow();
    expect(after.statusCode, after.body).toBe(200);
    expect(await chargedCents(after.json().data.orderId, after.json().data.orderKey)).toBe(
      newPrice,
    );

    await savePackage({ priceCents: newPrice, isActive: false });
    const off = await buyNow();
    expect(off.statusCode, off.body).toBe(404);
    expect(off.json().message).toBe("A package in your order is no longer on sale");
  });
});

describe("checkout screening with the read caches on", () => {
  const asOwner = (method: "POST" | "DELETE", url: string, payload?: object) =>
    testApp.app.inject({
      method,
      url,
      headers: { authorization: `Bearer ${owner.token}` },
      ...(payload ? { payload } : {}),
    });

  it("refuses an address put on the blocklist from the next checkout, and takes it once removed", async () => {
    await savePackage({ isActive: true });
    const email = uniqueEmail("listed");
    expect((await buyNow(email)).statusCode).toBe(200);
    const added = await asOwner("POST", "/api/admin/blocklist", { kind: "email", value: email });
    expect(added.statusCode, added.body).toBe(200);
    const refused = await buyNow(email);
    expect(refused.statusCode, refused.body).toBe(403);
    const removed = await asOwner("DELETE", `/api/admin/blocklist/${added.json().data.entry.id}`);
    expect(removed.statusCode, removed.body).toBe(200);
    expect((await buyNow(email)).statusCode).toBe(200);
  });

  it("refuses a blocked account's address from the next checkout, and takes it once unblocked", async () => {
    await savePackage({ isActive: true });
    const shopper = await loginAs(testApp, "user");
    expect((await buyNow(shopper.email)).statusCode).toBe(200);
    const blocked = await asOwner("POST", `/api/admin/customers/${shopper.userId}/block`, {
      reason: "Chargebacks",
    });
    expect(blocked.statusCode, blocked.body).toBe(200);
    const refused = await buyNow(shopper.email);
    expect(refused.statusCode, refused.body).toBe(403);
    expect(refused.json()).toMatchObject({
      code: "FORBIDDEN",
      message: "We can't accept this order. Contact support.",
    });
    const unblocked = await asOwner("POST", `/api/admin/customers/${shopper.userId}/unblock`, {});
    expect(unblocked.statusCode, unblocked.body).toBe(200);
    expect((await buyNow(shopper.email)).statusCode).toBe(200);
  });
});

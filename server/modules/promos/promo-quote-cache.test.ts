import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loginAs, nextAddress, uniqueEmail } from "#tests/support/accounts.ts";
import { createListeningTestApp } from "#tests/support/listening-app.ts";
import type { TestApp } from "#tests/support/test-app.ts";

// The quote reads the package and the code through the read caches, as production does (the
// other tests run with the caches off): a staff change shows in the next quote, and a quote a
// few seconds behind on a code's uses never lets a checkout past its limit.

let testApp: TestApp;
let owner: Awaited<ReturnType<typeof loginAs>>;
let packageId: string;

beforeAll(async () => {
  testApp = await createListeningTestApp({ env: { CACHE_TTL_MS: "600000" } });
  owner = await loginAs(testApp, "admin", "owner");
  const game = (await testApp.app.inject({ url: "/api/games/pubg-mobile" })).json().data;
  packageId = game.packages[1]._id;
});
afterAll(async () => {
  await testApp?.app.close();
});

const line = () => ({
  packageId,
  quantity: 1,
  player: { fields: { playerId: `52${randomUUID().replace(/\D/g, "").slice(0, 8)}` } },
});

async function quote(code: string) {
  const reply = await testApp.app.inject({
    method: "POST",
    url: "/api/checkout/quote",
    remoteAddress: nextAddress(),
    payload: { buyNow: line(), promoCode: code },
  });
  expect(reply.statusCode, reply.body).toBe(200);
  return reply.json().data as { promoCode: string | null; refusal: { reason: string } | null };
}

function checkout(code: string) {
  return testApp.app.inject({
    method: "POST",
    url: "/api/checkout",
    remoteAddress: nextAddress(),
    headers: { "idempotency-key": randomUUID() },
    payload: { paymentMethod: "card", email: uniqueEmail(), buyNow: line(), promoCode: code },
  });
}

async function createCode(body: Record<string, unknown>) {
  const reply = await testApp.app.inject({
    method: "POST",
    url: "/api/admin/promo-codes",
    headers: { authorization: `Bearer ${owner.token}` },
    payload: { kind: "percent", amount: 10, ...body },
  });
  expect(reply.statusCode, reply.body).toBe(200);
  return reply.json().data.promoCode as { id: string; code: string };
}

describe("the quote with the read caches on", () => {
  it("shows a staff change to a code in the very next quote", async () => {
    const code = `CACHED${randomUUID().slice(0, 6)}`.toUpperCase();
    const created = await createCode({ code });
    expect((await quote(code)).promoCode).toBe(code);

    const switchedOff = await testApp.app.inject({
      method: "PUT",
      url: `/api/admin/promo-codes/${created.id}`,
      headers: { authorization: `Bearer ${owner.token}` },
      payload: { code, kind: "percent", amount: 10, active: false },
    });
    expect(switchedOff.statusCode, switchedOff.body).toBe(200);
    expect((await quote(code)).refusal?.reason).toBe("unknown");
  });

  it("never lets a checkout take a use the code no longer has, whatever the quote said", async () => {
    const code = `LASTUSE${randomUUID().slice(0, 6)}`.toUpperCase();
    await createCode({ code, totalLimit: 1 });
    expect((await quote(code)).refusal).toBeNull();

    const first = await checkout(code);
    expect(first.statusCode, first.body).toBe(200);
    // The quote may still be served from the cache here; the checkout counts in its transaction.
    const second = await checkout(code);
    expect(second.statusCode, second.body).toBe(422);
    expect(second.json()).toMatchObject({ code: "PROMO_REFUSED", reason: "used_up" });
  });
});

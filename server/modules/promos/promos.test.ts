import { randomUUID } from "node:crypto";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { loginAs, nextAddress, uniqueEmail, waitForMail } from "#tests/support/accounts.ts";
import { createListeningTestApp } from "#tests/support/listening-app.ts";
import type { TestApp } from "#tests/support/test-app.ts";

// Promo codes end to end through the API: staff create them (audited, owner and manager only),
// buyers quote and check out with them (every refusal, in the buyer's language), the total limit
// holds under 20 concurrent checkouts, and a refund pays back what was paid.

type Owner = Awaited<ReturnType<typeof loginAs>>;
type PackageRef = { id: string; gameId: string; priceCents: number };

let testApp: TestApp;
let owner: Owner;
let pubg: PackageRef[];
let freeFire: PackageRef;

async function packagesOf(app: TestApp, slug: string): Promise<PackageRef[]> {
  const game = (await app.app.inject({ url: `/api/games/${slug}` })).json().data;
  return game.packages.map((pkg: { _id: string; priceCents: number }) => ({
    id: pkg._id,
    gameId: game._id,
    priceCents: pkg.priceCents,
  }));
}

beforeAll(async () => {
  testApp = await createListeningTestApp({ env: { FULFILMENT_RETRY_DELAY_SECONDS: "1" } });
  owner = await loginAs(testApp, "admin", "owner");
  pubg = await packagesOf(testApp, "pubg-mobile");
  freeFire = (await packagesOf(testApp, "free-fire"))[2] as PackageRef;
});
afterAll(async () => {
  await testApp?.app.close();
});

/** Rows of a raw query, on PGlite and node-postgres alike. */
async function rowsOf<T>(app: TestApp, query: ReturnType<typeof sql>): Promise<T[]> {
  const result = (await app.database.db.execute(query)) as unknown as { rows: T[] } | T[];
  return Array.isArray(result) ? result : result.rows;
}

let playerSeq = 0;
const buyNow = (pkg: PackageRef, quantity = 1) => ({
  packageId: pkg.id,
  quantity,
  player: { fields: { playerId: `51${String(++playerSeq).padStart(4, "0")}1234` } },
});

async function createPromo(app: TestApp, admin: Owner, body: Record<string, unknown>) {
  const reply = await app.app.inject({
    method: "POST",
    url: "/api/admin/promo-codes",
    headers: { authorization: `Bearer ${admin.token}` },
    payload: { kind: "percent", amount: 10, ...body },
  });
  expect(reply.statusCode, reply.body).toBe(200);
  return reply.json().data.promoCode as { id: string; code: string; usedCount: number };
}

const uniqueCode = (prefix: string) => `${prefix}${randomUUID().slice(0, 8)}`.toUpperCase();

function quote(body: Record<string, unknown>, headers: Record<string, string> = {}) {
  return testApp.app.inject({
    method: "POST",
    url: "/api/checkout/quote",
    remoteAddress: nextAddress(),
    headers,
    payload: body,
  });
}

function checkout(
  app: TestApp,
  body: Record<string, unknown>,
  options: { token?: string; key?: string; headers?: Record<string, string> } = {},
) {
  return app.app.inject({
    method: "POST",
    url: "/api/checkout",
    remoteAddress: nextAddress(),
    headers: {
      "idempotency-key": options.key ?? randomUUID(),
      ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
      ...options.headers,
    },
    payload: { paymentMethod: "card", ...body },
  });
}

async function pay(app: TestApp, redirectUrl: string) {
  const sessionId = new URL(redirectUrl).pathname.split("/").pop();
  const reply = await app.app.inject({
    method: "POST",
    url: `/api/sandbox/payments/${sessionId}/pay`,
    payload: { cardNumber: "4242424242424242", expiry: "12/30", cvc: "123", name: "Promo Buyer" },
  });
  expect(reply.statusCode, reply.body).toBe(200);
  return sessionId as string;
}

describe("the quote", () => {
  it("takes a percent off the catalogue price, rounding down, whatever case the code is typed in", async () => {
    const promo = await createPromo(testApp, owner, { code: uniqueCode("pct"), amount: 15 });
    const pkg = pubg[2] as PackageRef; // 9.49
    const reply = await quote({ buyNow: buyNow(pkg, 2), promoCode: promo.code.toLowerCase() });
    expect(reply.statusCode, reply.body).toBe(200);
    const subtotal = pkg.priceCents * 2;
    expect(reply.json().data).toEqual({
      subtotalCents: subtotal,
      discountCents: Math.floor((subtotal * 15) / 100),
      totalCents: subtotal - Math.floor((subtotal * 15) / 100),
      promoCode: promo.code,
      refusal: null,
    });
  });

  it("folds full-width characters like other identifiers", async () => {
    const promo = await createPromo(testApp, owner, { code: "ＷＩＤＥ５" });
    expect(promo.code).toBe("WIDE5");
    const reply = await quote({ buyNow: buyNow(pubg[1] as PackageRef), promoCode: "ｗｉｄｅ５" });
    expect(reply.json().data.promoCode).toBe("WIDE5");
  });

  it("never applies a look-alike code written with Cyrillic letters", async () => {
    await createPromo(testApp, owner, { code: "LOOKA5" });
    // "LOOКА5" with a Cyrillic К and А: NFKC leaves other scripts alone, so it is another code.
    const reply = await quote({
      buyNow: buyNow(pubg[1] as PackageRef),
      promoCode: "LOO\u041a\u04105",
    });
    expect(reply.json().data.promoCode).toBeNull();
    expect(reply.json().data.refusal.reason).toBe("unknown");
  });

  it("takes a fixed amount off, never leaving less than the minimum charge", async () => {
    const promo = await createPromo(testApp, owner, {
      code: uniqueCode("fix"),
      kind: "fixed",
      amount: 300,
    });
    const big = await quote({ buyNow: buyNow(pubg[2] as PackageRef), promoCode: promo.code });
    expect(big.json().data).toMatchObject({
      subtotalCents: 949,
      discountCents: 300,
      totalCents: 649,
    });
    const small = await quote({ buyNow: buyNow(pubg[1] as PackageRef), promoCode: promo.code });
    expect(small.json().data).toMatchObject({
      subtotalCents: 499,
      discountCents: 300,
      totalCents: 199,
    });
    const tiny = await quote({ buyNow: buyNow(pubg[0] as PackageRef), promoCode: promo.code });
    expect(tiny.json().data).toMatchObject({
      subtotalCents: 99,
      discountCents: 49,
      totalCents: 50,
    });
  });

  it("refuses with every reason, in the buyer's language", async () => {
    const pkg = pubg[1] as PackageRef;
    const hour = 60 * 60_000;
    const future = await createPromo(testApp, owner, {
      code: uniqueCode("soon"),
      startsAt: new Date(Date.now() + hour).toISOString(),
    });
    const past = await createPromo(testApp, owner, {
      code: uniqueCode("old"),
      endsAt: new Date(Date.now() - hour).toISOString(),
    });
    const otherGame = await createPromo(testApp, owner, {
      code: uniqueCode("ff"),
      gameIds: [freeFire.gameId],
    });
    const minimum = await createPromo(testApp, owner, {
      code: uniqueCode("min"),
      minSubtotalCents: 10_000,
    });
    const inactive = await createPromo(testApp, owner, { code: uniqueCode("off"), active: false });
    const cases: [string, string][] = [
      ["NOSUCHCODE", "unknown"],
      [inactive.code, "unknown"],
      [future.code, "not_started"],
      [past.code, "expired"],
      [otherGame.code, "not_for_these_games"],
      [minimum.code, "minimum_not_met"],
    ];
    for (const [code, reason] of cases) {
      const reply = await quote({ buyNow: buyNow(pkg), promoCode: code });
      expect(reply.statusCode, reply.body).toBe(200);
      expect(reply.json().data, code).toMatchObject({
        discountCents: 0,
        totalCents: pkg.priceCents,
        promoCode: null,
        refusal: { reason },
      });
    }
    const french = await quote(
      { buyNow: buyNow(pkg), promoCode: past.code },
      { "accept-language": "fr-FR" },
    );
    expect(french.json().data.refusal.message).toBe("Ce code promo a expiré.");
    const japanese = await quote(
      { buyNow: buyNow(pkg), promoCode: minimum.code },
      { "accept-language": "ja" },
    );
    expect(japanese.json().data.refusal.message).toBe(
      "ご注文がこのプロモコードの最低金額に達していません。",
    );
    // The game the code is for: it applies.
    const ok = await quote({ buyNow: buyNow(freeFire), promoCode: otherGame.code });
    expect(ok.json().data.refusal).toBeNull();
  });

  it("only discounts the lines of the code's games in a mixed cart", async () => {
    const buyer = await loginAs(testApp, "user");
    const auth = { authorization: `Bearer ${buyer.token}` };
    for (const line of [buyNow(pubg[2] as PackageRef), buyNow(freeFire)]) {
      const added = await testApp.app.inject({
        method: "POST",
        url: "/api/cart/items",
        headers: auth,
        payload: line,
      });
      expect(added.statusCode, added.body).toBe(200);
    }
    const promo = await createPromo(testApp, owner, {
      code: uniqueCode("ffhalf"),
      amount: 50,
      gameIds: [freeFire.gameId],
    });
    const reply = await quote({ source: "cart", promoCode: promo.code }, auth);
    expect(reply.json().data).toMatchObject({
      subtotalCents: 949 + freeFire.priceCents,
      discountCents: Math.floor(freeFire.priceCents / 2),
    });
    // A guest has no cart.
    const guest = await quote({ source: "cart", promoCode: promo.code });
    expect(guest.statusCode).toBe(401);
  });

  it("has a per-address attempt limit", async () => {
    const address = nextAddress();
    let last = 0;
    for (let i = 0; i < 31; i += 1) {
      last = (
        await testApp.app.inject({
          method: "POST",
          url: "/api/checkout/quote",
          remoteAddress: address,
          payload: { buyNow: buyNow(pubg[0] as PackageRef), promoCode: `GUESS${i}` },
        })
      ).statusCode;
    }
    expect(last).toBe(429);
  });
});

describe("checkout with a code", () => {
  it("charges the discounted total, stores the discount and shows it on the order and the receipt", async () => {
    const buyer = await loginAs(testApp, "user");
    const promo = await createPromo(testApp, owner, { code: uniqueCode("buy"), amount: 20 });
    const pkg = pubg[2] as PackageRef;
    const reply = await checkout(
      testApp,
      { buyNow: buyNow(pkg), email: buyer.email, promoCode: promo.code.toLowerCase() },
      { token: buyer.token },
    );
    expect(reply.statusCode, reply.body).toBe(200);
    const { orderId, redirectUrl } = reply.json().data;
    const sessionId = await pay(testApp, redirectUrl);
    const [session] = await rowsOf<{ amount_cents: number }>(
      testApp,
      sql`select amount_cents from sandbox_payment_sessions where id = ${sessionId}`,
    );
    const discount = Math.floor((949 * 20) / 100);
    expect(session?.amount_cents).toBe(949 - discount);
    const order = (
      await testApp.app.inject({
        url: `/api/orders/${orderId}`,
        headers: { authorization: `Bearer ${buyer.token}` },
      })
    ).json().data;
    expect(order).toMatchObject({
      subtotalCents: 949,
      discountCents: discount,
      totalCents: 949 - discount,
      promoCode: promo.code,
    });
    const receipt = await waitForMail(testApp.app, buyer.email, /Receipt/);
    expect(receipt.text).toContain(`promo code ${promo.code}: −$${(discount / 100).toFixed(2)}`);
    expect(receipt.text).toContain(`Total charged: $${((949 - discount) / 100).toFixed(2)}`);
    const admin = await testApp.app.inject({
      url: `/api/admin/orders/${orderId}`,
      headers: { authorization: `Bearer ${owner.token}` },
    });
    expect(admin.json().data).toMatchObject({
      subtotalCents: 949,
      discountCents: discount,
      promoCode: promo.code,
    });
  });

  it("leaves a checkout without a code as it was: no code look-up, no redemption, no transaction", async () => {
    const promos = testApp.app.services.promos;
    const evaluate = vi.spyOn(promos, "evaluate");
    const redeem = vi.spyOn(promos, "redeem");
    const place = vi.spyOn(testApp.app.services.orders.lifecycle, "place");
    try {
      const reply = await checkout(testApp, {
        buyNow: buyNow(pubg[1] as PackageRef),
        email: uniqueEmail("promo.none"),
      });
      expect(reply.statusCode, reply.body).toBe(200);
      expect(evaluate).not.toHaveBeenCalled();
      expect(redeem).not.toHaveBeenCalled();
      // The order is stored by its one statement: nothing to run alongside it.
      expect(place).toHaveBeenCalledTimes(1);
      expect(place.mock.calls[0]?.[3]).toBeUndefined();
    } finally {
      evaluate.mockRestore();
      redeem.mockRestore();
      place.mockRestore();
    }
  });

  it("refuses a code that does not apply with 422 and the reason, storing nothing", async () => {
    const email = uniqueEmail("promo.refused");
    const reply = await checkout(testApp, {
      buyNow: buyNow(pubg[1] as PackageRef),
      email,
      promoCode: "NOPE-NOT-A-CODE",
    });
    expect(reply.statusCode).toBe(422);
    expect(reply.json()).toMatchObject({
      success: false,
      code: "PROMO_REFUSED",
      reason: "unknown",
      message: "This promo code does not exist.",
    });
    const [row] = await rowsOf<{ n: number }>(
      testApp,
      sql`select count(*)::int as n from orders where email = ${email}`,
    );
    expect(row?.n).toBe(0);
  });

  it("holds a member to the per-customer limit, and a repeated key replays without counting twice", async () => {
    const buyer = await loginAs(testApp, "user");
    const promo = await createPromo(testApp, owner, {
      code: uniqueCode("once"),
      perCustomerLimit: 1,
    });
    const body = {
      buyNow: buyNow(pubg[1] as PackageRef),
      email: buyer.email,
      promoCode: promo.code,
    };
    const key = randomUUID();
    const first = await checkout(testApp, body, { token: buyer.token, key });
    expect(first.statusCode, first.body).toBe(200);
    const again = await checkout(testApp, body, { token: buyer.token, key });
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json().data.orderId).toBe(first.json().data.orderId);

    const list = await testApp.app.inject({
      url: "/api/admin/promo-codes",
      headers: { authorization: `Bearer ${owner.token}` },
    });
    const stored = list.json().data.promoCodes.find((p: { id: string }) => p.id === promo.id);
    expect(stored.usedCount).toBe(1);

    const quoted = await quote(
      { buyNow: buyNow(pubg[1] as PackageRef), promoCode: promo.code },
      { authorization: `Bearer ${buyer.token}` },
    );
    expect(quoted.json().data.refusal.reason).toBe("already_used");
    const second = await checkout(
      testApp,
      { ...body, buyNow: buyNow(pubg[1] as PackageRef) },
      { token: buyer.token },
    );
    expect(second.statusCode).toBe(422);
    expect(second.json().reason).toBe("already_used");
    // Somebody else may still use it.
    const other = await loginAs(testApp, "user");
    const theirs = await checkout(
      testApp,
      { ...body, email: other.email, buyNow: buyNow(pubg[1] as PackageRef) },
      { token: other.token },
    );
    expect(theirs.statusCode, theirs.body).toBe(200);
  });

  it("holds a guest to the per-customer limit by e-mail address", async () => {
    const promo = await createPromo(testApp, owner, {
      code: uniqueCode("gonce"),
      perCustomerLimit: 1,
    });
    const email = uniqueEmail("promo.guest");
    const first = await checkout(testApp, {
      buyNow: buyNow(pubg[1] as PackageRef),
      email,
      promoCode: promo.code,
    });
    expect(first.statusCode, first.body).toBe(200);
    const quoted = await quote({
      buyNow: buyNow(pubg[1] as PackageRef),
      promoCode: promo.code,
      email: email.toUpperCase(),
    });
    expect(quoted.json().data.refusal.reason).toBe("already_used");
    const second = await checkout(testApp, {
      buyNow: buyNow(pubg[1] as PackageRef),
      email: email.toUpperCase(),
      promoCode: promo.code,
    });
    expect(second.statusCode).toBe(422);
    expect(second.json().reason).toBe("already_used");
  });

  it("gives an unpaid order's use back when its payment fails", async () => {
    const promo = await createPromo(testApp, owner, { code: uniqueCode("back"), totalLimit: 1 });
    const first = await checkout(testApp, {
      buyNow: buyNow(pubg[1] as PackageRef),
      email: uniqueEmail("promo.declined"),
      promoCode: promo.code,
    });
    expect(first.statusCode, first.body).toBe(200);
    const used = await quote({ buyNow: buyNow(pubg[1] as PackageRef), promoCode: promo.code });
    expect(used.json().data.refusal.reason).toBe("used_up");
    const sessionId = new URL(first.json().data.redirectUrl).pathname.split("/").pop();
    const declined = await testApp.app.inject({
      method: "POST",
      url: `/api/sandbox/payments/${sessionId}/pay`,
      payload: { cardNumber: "4000000000000002", expiry: "12/30", cvc: "123", name: "Declined" },
    });
    expect(declined.statusCode).toBeLessThan(500);
    const deadline = Date.now() + 10_000;
    let refusal: unknown = "used_up";
    while (refusal !== null && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      refusal = (
        await quote({ buyNow: buyNow(pubg[1] as PackageRef), promoCode: promo.code })
      ).json().data.refusal;
    }
    expect(refusal).toBeNull();
  });

  it("never passes the total limit under 20 concurrent checkouts", async () => {
    const promo = await createPromo(testApp, owner, { code: uniqueCode("race"), totalLimit: 5 });
    const replies = await Promise.all(
      Array.from({ length: 20 }, (_, index) =>
        checkout(testApp, {
          buyNow: buyNow(pubg[1] as PackageRef),
          email: uniqueEmail(`promo.race${index}`),
          promoCode: promo.code,
        }),
      ),
    );
    const statuses = replies.map((reply) => reply.statusCode);
    expect(statuses.filter((status) => status === 200).length, statuses.join(",")).toBe(5);
    for (const reply of replies.filter((r) => r.statusCode !== 200)) {
      expect(reply.statusCode, reply.body).toBe(422);
      expect(reply.json().reason).toBe("used_up");
    }
    const [counts] = await rowsOf<{ orders: number; redemptions: number; used: number }>(
      testApp,
      sql`
        select
          (select count(*)::int from orders where promo_code = ${promo.code}) as orders,
          (select count(*)::int from promo_redemptions where promo_code_id = ${promo.id}) as redemptions,
          (select used_count from promo_codes where id = ${promo.id}) as used`,
    );
    expect(counts).toEqual({ orders: 5, redemptions: 5, used: 5 });
  }, 60_000);
});

describe("a refund of a discounted order", () => {
  it("pays back what was paid, line by line", async () => {
    const app = await createListeningTestApp({
      env: {
        SANDBOX_SUPPLIER_FAILURE_RATE: "1",
        FULFILMENT_RETRY_LIMIT: "1",
        FULFILMENT_RETRY_DELAY_SECONDS: "1",
      },
    });
    try {
      const admin = await loginAs(app, "admin", "owner");
      const buyer = await loginAs(app, "user");
      const auth = { authorization: `Bearer ${buyer.token}` };
      const packages = await packagesOf(app, "pubg-mobile");
      // Three lines whose shares of the discount do not divide evenly.
      for (const [pkg, quantity] of [
        [packages[0], 3],
        [packages[1], 1],
        [packages[2], 2],
      ] as const) {
        const added = await app.app.inject({
          method: "POST",
          url: "/api/cart/items",
          headers: auth,
          payload: buyNow(pkg as PackageRef, quantity),
        });
        expect(added.statusCode, added.body).toBe(200);
      }
      const promo = await createPromo(app, admin, { code: uniqueCode("refund"), amount: 33 });
      const reply = await checkout(
        app,
        { source: "cart", email: buyer.email, promoCode: promo.code },
        { token: buyer.token },
      );
      expect(reply.statusCode, reply.body).toBe(200);
      const { orderId, redirectUrl } = reply.json().data;
      const sessionId = await pay(app, redirectUrl);
      const deadline = Date.now() + 30_000;
      let order: { status: string; totalCents: number; discountCents: number } | undefined;
      while (Date.now() < deadline) {
        order = (await app.app.inject({ url: `/api/orders/${orderId}`, headers: auth })).json()
          .data;
        if (order?.status === "refunded" || order?.status === "on_hold") break;
        await new Promise((resolve) => setTimeout(resolve, 200));
      }
      const subtotal = 99 * 3 + 499 + 949 * 2;
      expect(order).toMatchObject({
        status: "refunded",
        discountCents: Math.floor((subtotal * 33) / 100),
        totalCents: subtotal - Math.floor((subtotal * 33) / 100),
      });
      const [session] = await rowsOf<{ amount_cents: number; refunded_cents: number }>(
        app,
        sql`select amount_cents, refunded_cents from sandbox_payment_sessions where id = ${sessionId}`,
      );
      expect(session).toEqual({
        amount_cents: order?.totalCents,
        refunded_cents: order?.totalCents,
      });
      const lines = await rowsOf<{ paid: number }>(
        app,
        sql`select unit_price_cents * quantity - discount_cents as paid from order_items where order_id = ${orderId}`,
      );
      expect(lines.reduce((sum, line) => sum + line.paid, 0)).toBe(order?.totalCents);
    } finally {
      await app.app.close();
    }
  }, 60_000);
});

describe("staff", () => {
  it("create, change and delete codes, each change audited", async () => {
    const manager = await loginAs(testApp, "admin", "manager");
    const auth = { authorization: `Bearer ${manager.token}` };
    const code = uniqueCode("crud");
    const created = await createPromo(testApp, manager, { code, amount: 5, perCustomerLimit: 1 });
    const duplicate = await testApp.app.inject({
      method: "POST",
      url: "/api/admin/promo-codes",
      headers: auth,
      payload: { code: code.toLowerCase(), kind: "percent", amount: 5 },
    });
    expect(duplicate.statusCode).toBe(409);
    const invalid = await testApp.app.inject({
      method: "POST",
      url: "/api/admin/promo-codes",
      headers: auth,
      payload: { code: uniqueCode("bad"), kind: "percent", amount: 120 },
    });
    expect(invalid.statusCode).toBe(400);

    const changed = await testApp.app.inject({
      method: "PUT",
      url: `/api/admin/promo-codes/${created.id}`,
      headers: auth,
      payload: { code, kind: "fixed", amount: 250, active: false },
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json().data.promoCode).toMatchObject({
      kind: "fixed",
      amount: 250,
      active: false,
    });

    const removed = await testApp.app.inject({
      method: "DELETE",
      url: `/api/admin/promo-codes/${created.id}`,
      headers: auth,
    });
    expect(removed.statusCode).toBe(200);
    const gone = await testApp.app.inject({
      method: "DELETE",
      url: `/api/admin/promo-codes/${created.id}`,
      headers: auth,
    });
    expect(gone.statusCode).toBe(404);

    const audit = await rowsOf<{ action: string; actor_role: string }>(
      testApp,
      sql`select action, actor_role from audit_log where target_type = 'promo_code' and target_id = ${created.id} order by created_at`,
    );
    expect(audit).toEqual([
      { action: "promos.create", actor_role: "manager" },
      { action: "promos.update", actor_role: "manager" },
      { action: "promos.delete", actor_role: "manager" },
    ]);
  });

  it("are refused to support, editors and shoppers", async () => {
    for (const who of [
      await loginAs(testApp, "admin", "support"),
      await loginAs(testApp, "admin", "editor"),
      await loginAs(testApp, "user"),
    ]) {
      const reply = await testApp.app.inject({
        url: "/api/admin/promo-codes",
        headers: { authorization: `Bearer ${who.token}` },
      });
      expect(reply.statusCode).toBe(403);
    }
    expect((await testApp.app.inject({ url: "/api/admin/promo-codes" })).statusCode).toBe(401);
  });
});

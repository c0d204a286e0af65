import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type LoggedIn, loginAs, nextAddress } from "#tests/support/accounts.ts";
import { createListeningTestApp } from "#tests/support/listening-app.ts";
import type { TestApp } from "#tests/support/test-app.ts";

/**
 * Exactly-once under a hostile world: duplicated, shuffled webhooks; a supplier that fails 30%
 * of the time and times out on some calls; concurrent checkouts with one key. Counts are read
 * from the database: orders, payment events, and the sandbox supplier's deliveries per reference.
 */
let testApp: TestApp & { origin: string };
let buyer: LoggedIn & { email: string };
// Checkout allows 20 attempts per buyer per 10 minutes: the purchases are spread over buyers.
let buyers: (LoggedIn & { email: string })[];
let packs: { _id: string; priceCents: number }[];

beforeAll(async () => {
  testApp = await createListeningTestApp({
    env: {
      SANDBOX_WEBHOOK_DUPLICATES: "3",
      SANDBOX_SUPPLIER_FAILURE_RATE: "0.3",
      SANDBOX_SUPPLIER_TIMEOUT_RATE: "0.15",
      SUPPLIER_TIMEOUT_MS: "400",
      FULFILMENT_RETRY_DELAY_SECONDS: "1",
      FULFILMENT_RETRY_LIMIT: "8",
      VELOCITY_MAX_ORDERS_PER_HOUR: "1000",
      VELOCITY_MAX_CENTS_PER_HOUR: "100000000",
    },
  });
  buyer = await loginAs(testApp, "user");
  buyers = [
    await loginAs(testApp, "user"),
    await loginAs(testApp, "user"),
    await loginAs(testApp, "user"),
    await loginAs(testApp, "user"),
  ];
  packs = (await testApp.app.inject({ url: "/api/games/pubg-mobile" })).json().data.packages;
}, 120_000);
afterAll(async () => {
  await testApp?.app.close();
}, 120_000);

const headers = (key: string, who: LoggedIn = buyer) => ({
  authorization: `Bearer ${who.token}`,
  "idempotency-key": key,
});

function buyNowBody(index: number, who: { email: string } = buyer) {
  return {
    buyNow: {
      packageId: packs[index % packs.length]!._id,
      quantity: 1,
      player: { fields: { playerId: `71${String(index).padStart(4, "0")}5678` } },
    },
    paymentMethod: "card",
    email: who.email,
  };
}

async function count(query: ReturnType<typeof sql>): Promise<number> {
  const result = (await testApp.database.db.execute(query)) as unknown as
    | { rows: { n: number }[] }
    | { n: number }[];
  const rows = Array.isArray(result) ? result : result.rows;
  return Number(rows[0]?.n ?? 0);
}

describe("exactly once", () => {
  it("20 concurrent checkouts with the same key make one order", async () => {
    const key = `same-key-${Date.now()}`;
    const replies = await Promise.all(
      Array.from({ length: 20 }, () =>
        testApp.app.inject({
          method: "POST",
          url: "/api/checkout",
          headers: headers(key),
          payload: buyNowBody(1),
        }),
      ),
    );
    const ok = replies.filter((reply) => reply.statusCode === 200);
    expect(
      ok.length,
      replies
        .map((reply) => reply.body)
        .join("\n")
        .slice(0, 800),
    ).toBeGreaterThan(0);
    const orderIds = new Set(ok.map((reply) => reply.json().data.orderId));
    expect(orderIds.size).toBe(1);
    expect(
      await count(sql`select count(*)::int as n from orders where idempotency_key = ${key}`),
    ).toBe(1);
  });

  it("duplicated webhooks and a failing, timing-out supplier: each purchase delivered once or refunded", async () => {
    const purchases = 24;
    const orderIds: { id: string; owner: LoggedIn }[] = [];
    for (let index = 0; index < purchases; index += 1) {
      const owner = buyers[index % buyers.length] as LoggedIn & { email: string };
      const checkout = await testApp.app.inject({
        method: "POST",
        url: "/api/checkout",
        headers: headers(`rel-${Date.now()}-${index}`, owner),
        payload: buyNowBody(index, owner),
        remoteAddress: nextAddress(),
      });
      expect(checkout.statusCode, checkout.body).toBe(200);
      const { orderId, redirectUrl } = checkout.json().data;
      orderIds.push({ id: orderId, owner });
      const sessionId = new URL(redirectUrl).pathname.split("/").pop();
      const paid = await testApp.app.inject({
        method: "POST",
        url: `/api/sandbox/payments/${sessionId}/pay`,
        payload: { cardNumber: "4242424242424242", expiry: "12/30", cvc: "123", name: "R" },
      });
      expect(paid.statusCode).toBe(200);
    }
    const final = new Set(["completed", "refunded"]);
    const deadline = Date.now() + 90_000;
    let statuses: string[] = [];
    while (Date.now() < deadline) {
      statuses = await Promise.all(
        orderIds.map(
          async ({ id, owner }) =>
            (
              await testApp.app.inject({
                url: `/api/orders/${id}`,
                headers: { authorization: `Bearer ${owner.token}` },
              })
            ).json().data.status,
        ),
      );
      if (statuses.every((status) => final.has(status))) break;
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
    expect(statuses.filter((status) => !final.has(status))).toEqual([]);
    // Every payment applied once although each webhook arrived 3 times.
    const paidEvents = await count(
      sql`select count(*)::int as n from order_events where status = 'paid' and order_id in (select id from orders where idempotency_key like 'rel-%')`,
    );
    expect(paidEvents).toBe(purchases);
    // Nothing delivered that the shop recorded as failed or refunded (the buyer would get both).
    const deliveredButNotRecorded = await count(
      sql`select count(*)::int as n from sandbox_supplier_deliveries d join order_items i on i.id::text = d.reference where i.status <> 'completed'`,
    );
    expect(deliveredButNotRecorded).toBe(0);
    const completedItems = await count(
      sql`select count(*)::int as n from order_items i join orders o on o.id = i.order_id where o.idempotency_key like 'rel-%' and i.status = 'completed'`,
    );
    const deliveredRows = await count(
      sql`select count(*)::int as n from sandbox_supplier_deliveries d join order_items i on i.id::text = d.reference join orders o on o.id = i.order_id where o.idempotency_key like 'rel-%'`,
    );
    // Nothing delivered that the shop does not know about, nothing known that was not delivered.
    expect(deliveredRows).toBe(completedItems);
  }, 120_000);
});

import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AdminOrderDetail, AdminOrderList } from "#contracts/admin-orders.ts";
import { createOrder, createSandboxPaidOrder, sandboxRefundedCents } from "#db/factories/buying.ts";
import { auditLog } from "#db/schema/audit.ts";
import { orderEvents, orderItems, orders, sandboxSupplierDeliveries } from "#db/schema/buying.ts";
import { type LoggedIn, loginAs, waitForMail } from "#tests/support/accounts.ts";
import { createListeningTestApp } from "#tests/support/listening-app.ts";
import type { TestApp } from "#tests/support/test-app.ts";
import { fulfilmentQueue } from "./orders.service.ts";

/**
 * The admin orders API on a real app listening on a port (the sandbox supplier and payment
 * provider are served by the app itself). Every paid order through checkout is held by the
 * velocity rule (more than $1 an hour), so tests start from a paid order on hold with a real
 * sandbox payment, and fulfilment runs only when an admin lets it.
 */

let testApp: TestApp & { origin: string };
let owner: LoggedIn;
let manager: LoggedIn;
let support: LoggedIn;
let buyer: LoggedIn & { email: string };
let pubg: { _id: string; slug: string; packages: { _id: string; priceCents: number }[] };

beforeAll(async () => {
  testApp = await createListeningTestApp({
    env: { FULFILMENT_RETRY_DELAY_SECONDS: "1", VELOCITY_MAX_CENTS_PER_HOUR: "100" },
  });
  owner = await loginAs(testApp, "admin", "owner");
  manager = await loginAs(testApp, "admin", "manager");
  support = await loginAs(testApp, "admin", "support");
  buyer = await loginAs(testApp, "user");
  pubg = (await testApp.app.inject({ url: "/api/games/pubg-mobile" })).json().data;
}, 60_000);

afterAll(async () => {
  await testApp?.app.close();
});

const db = () => testApp.database.db;
const missingId = "00000000-0000-4000-8000-000000000000";

function get(who: LoggedIn, url: string) {
  return testApp.app.inject({ url, headers: { authorization: `Bearer ${who.token}` } });
}

function post(who: LoggedIn, url: string, payload?: object) {
  return testApp.app.inject({
    method: "POST",
    url,
    headers: { authorization: `Bearer ${who.token}` },
    ...(payload ? { payload } : {}),
  });
}

async function detail(id: string): Promise<AdminOrderDetail> {
  const reply = await get(owner, `/api/admin/orders/${id}`);
  expect(reply.statusCode, reply.body).toBe(200);
  return reply.json().data;
}

async function search(query: string): Promise<AdminOrderList> {
  const reply = await get(owner, `/api/admin/orders?${query}`);
  expect(reply.statusCode, reply.body).toBe(200);
  return reply.json().data;
}

async function waitForDetail(
  id: string,
  done: (order: AdminOrderDetail) => boolean,
  timeoutMs = 20_000,
): Promise<AdminOrderDetail> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const order = await detail(id);
    if (done(order) || Date.now() > deadline) return order;
    await new Promise((resolve) => setTimeout(resolve, 150));
  }
}

async function auditOf(orderId: string) {
  return db()
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.targetType, "order"), eq(auditLog.targetId, orderId)));
}

let purchases = 0;
/** A real order: checkout, sandbox payment, held by the velocity rule with its line pending. */
async function buyHeld(playerId = "5123456789"): Promise<AdminOrderDetail> {
  purchases += 1;
  const pack = pubg.packages[0]!;
  const quantity = Math.min(10, Math.floor(100 / pack.priceCents) + 1);
  const checkout = await testApp.app.inject({
    method: "POST",
    url: "/api/checkout",
    headers: {
      authorization: `Bearer ${buyer.token}`,
      "idempotency-key": `admin-orders-${Date.now()}-${purchases}`,
    },
    payload: {
      buyNow: { packageId: pack._id, quantity, player: { fields: { playerId } } },
      paymentMethod: "card",
      email: buyer.email,
    },
  });
  expect(checkout.statusCode, checkout.body).toBe(200);
  const { orderId, redirectUrl } = checkout.json().data;
  const sessionId = new URL(redirectUrl).pathname.split("/").pop();
  const paid = await testApp.app.inject({
    method: "POST",
    url: `/api/sandbox/payments/${sessionId}/pay`,
    payload: { cardNumber: "4242424242424242", expiry: "12/30", cvc: "123", name: "Nova" },
  });
  expect(paid.statusCode, paid.body).toBe(200);
  const order = await waitForDetail(orderId, (o) => o.status === "on_hold");
  expect(order).toMatchObject({ status: "on_hold", paymentStatus: "paid" });
  expect(order.items[0]).toMatchObject({ status: "pending", deliveryAttempts: 0 });
  return order;
}

/**
 * An order written straight to the database, with a paid sandbox session behind its payment id
 * when `paid`, so the provider can refund it.
 */
const storedOrder = (
  overrides: Parameters<typeof createSandboxPaidOrder>[1],
  options: { paid?: boolean } = {},
) => createSandboxPaidOrder(db(), overrides, options);

const refundedCentsOf = (paymentId: string | null) => sandboxRefundedCents(db(), paymentId);

describe("order search", () => {
  const day = (d: number, hour = 12) => new Date(Date.UTC(2021, 2, d, hour));
  let first: string;
  let second: string;
  let third: string;

  beforeAll(async () => {
    first = (
      await createOrder(db(), {
        email: "nova.searcher@example.com",
        createdAt: day(3),
        paidAt: day(3),
        items: [
          {
            gameName: "Genshin Impact",
            gameSlug: "genshin-impact",
            playerDisplay: "700123456 (os_asia)",
            playerFields: { uid: "700123456", server: "os_asia" },
          },
          { gameName: "Genshin Impact", gameSlug: "genshin-impact", playerDisplay: "700999888" },
          { gameName: "PUBG Mobile", gameSlug: "pubg-mobile", playerDisplay: "512000111" },
        ],
      })
    ).order.id;
    second = (
      await createOrder(db(), {
        email: "quiet.buyer@example.com",
        createdAt: day(5),
        status: "on_hold",
        paymentStatus: "paid",
        paidAt: day(5),
        items: [{ gameName: "PUBG Mobile", gameSlug: "pubg-mobile", playerDisplay: "512000222" }],
      })
    ).order.id;
    third = (
      await createOrder(db(), {
        email: "nova.other@example.com",
        createdAt: day(7),
        status: "cancelled",
        paymentStatus: "failed",
        items: [{ gameName: "PUBG Mobile", gameSlug: "pubg-mobile", playerDisplay: "512000333" }],
      })
    ).order.id;
  });

  const ids = (list: AdminOrderList) => list.orders.map((order) => order.id);

  it("finds an order by its whole id or the start of it, in any case", async () => {
    expect(ids(await search(`q=${first}`))).toEqual([first]);
    expect(ids(await search(`q=${first.toUpperCase()}`))).toEqual([first]);
    expect(ids(await search(`q=${first.slice(0, 13)}`))).toContain(first);
  });

  it("finds orders by a part of the buyer's e-mail, whatever its case", async () => {
    const list = await search("q=NOVA.");
    expect(ids(list)).toEqual([third, first]);
    expect(list.total).toBe(2);
    expect(ids(await search("q=quiet.buyer%40example.com"))).toEqual([second]);
  });

  it("finds orders by player ID and by game name or slug", async () => {
    expect(ids(await search("q=700999"))).toEqual([first]);
    expect(ids(await search("q=os_asia"))).toEqual([first]);
    expect(ids(await search("q=512000222"))).toEqual([second]);
    const genshin = await search("q=genshin%20imp&to=2021-12-31");
    expect(ids(genshin)).toEqual([first]);
    expect(ids(await search("q=GENSHIN-IMPACT&to=2021-12-31"))).toEqual([first]);
    expect(ids(await search("q=pubg-mobile&from=2021-03-01&to=2021-03-31"))).toEqual([
      third,
      second,
      first,
    ]);
  });

  it("takes LIKE's wildcards in a term literally", async () => {
    expect((await search("q=%25%25%25")).total).toBe(0);
    expect((await search("q=___")).total).toBe(0);
  });

  it("summarises each order: lines, games once each, money and times", async () => {
    const [row] = (await search(`q=${first}`)).orders;
    // Lines written together share their time, so "line order" is the stored order of ids.
    expect(row?.games.toSorted()).toEqual(["Genshin Impact", "PUBG Mobile"]);
    expect(row).toEqual({
      id: first,
      email: "nova.searcher@example.com",
      status: "completed",
      paymentStatus: "paid",
      paymentMethod: "card",
      totalCents: 999 * 3,
      currency: "USD",
      createdAt: day(3).toISOString(),
      paidAt: day(3).toISOString(),
      itemCount: 3,
      games: row?.games,
    });
  });

  it("filters by status and by a range of UTC days, newest first", async () => {
    const march = "from=2021-03-01&to=2021-03-31";
    expect(ids(await search(march))).toEqual([third, second, first]);
    expect(ids(await search(`${march}&status=on_hold`))).toEqual([second]);
    expect(ids(await search("from=2021-03-05&to=2021-03-05"))).toEqual([second]);
    expect(ids(await search("from=2021-03-04&to=2021-03-06"))).toEqual([second]);
    expect(ids(await search("from=2021-03-05T12:00:00Z&to=2021-03-07T11:59:59Z"))).toEqual([
      second,
    ]);
    expect(ids(await search("q=nova&status=cancelled"))).toEqual([third]);
    expect((await search("q=nova&status=refunded")).total).toBe(0);
  });

  it("pages: 25 by default, at most 100, total over every page", async () => {
    const march = "from=2021-03-01&to=2021-03-31";
    const all = await search(march);
    expect(all).toMatchObject({ total: 3, page: 1, pageSize: 25 });
    const page2 = await search(`${march}&pageSize=2&page=2`);
    expect(page2).toMatchObject({ total: 3, page: 2, pageSize: 2 });
    expect(ids(page2)).toEqual([first]);
    const past = await search(`${march}&pageSize=2&page=5`);
    expect(past).toMatchObject({ orders: [], total: 3 });
    const pastSearch = await search("q=nova&pageSize=1&page=9");
    expect(pastSearch).toMatchObject({ orders: [], total: 2 });
    expect((await search("pageSize=100")).pageSize).toBe(100);
  });

  it("refuses a bad query with 400 and the field", async () => {
    for (const query of [
      "pageSize=101",
      "pageSize=0",
      "page=0",
      "page=1.5",
      "q=ab",
      `q=${"x".repeat(101)}`,
      "status=lost",
      "from=yesterday",
      "from=2021-03-10&to=2021-03-09",
    ]) {
      const reply = await get(owner, `/api/admin/orders?${query}`);
      expect(reply.statusCode, query).toBe(400);
      expect(reply.json().code, query).toBe("VALIDATION_FAILED");
    }
  });

  it("is for staff with orders.read only", async () => {
    expect((await testApp.app.inject({ url: "/api/admin/orders" })).statusCode).toBe(401);
    expect((await get(buyer, "/api/admin/orders")).statusCode).toBe(403);
    expect((await get(support, "/api/admin/orders?q=nova")).statusCode).toBe(200);
    const editor = await loginAs(testApp, "admin", "editor");
    expect((await get(editor, "/api/admin/orders")).statusCode).toBe(403);
  });
});

describe("order detail", () => {
  it("shows lines, payment and its events, the timeline in order, notes and audit, never a code", async () => {
    const held = await buyHeld();
    const note = await post(support, `/api/admin/orders/${held.id}/notes`, {
      text: "Buyer asked on chat\nabout this one",
    });
    expect(note.statusCode, note.body).toBe(200);
    expect((await post(owner, `/api/admin/orders/${held.id}/release`)).statusCode).toBe(200);
    const order = await waitForDetail(held.id, (o) => o.status === "completed");
    expect(order).toMatchObject({
      status: "completed",
      paymentStatus: "paid",
      email: buyer.email,
      userId: buyer.userId,
      payment: { method: "card", provider: "sandbox" },
      // Delivered: what was paid can still be refunded.
      actions: { retry: false, hold: false, release: false, refund: true, resendReceipt: true },
    });
    expect(order.payment.paymentId).toBeTruthy();
    expect(order.payment.paidAt).toBeTruthy();
    expect(order.payment.events.map((event) => event.type)).toContain("payment.succeeded");
    const [line] = order.items;
    expect(line).toMatchObject({
      status: "completed",
      deliveryAttempts: 1,
      playerDisplay: "5123456789",
      gameSlug: "pubg-mobile",
      hasCode: false,
    });
    expect(line?.transactionId).toBeTruthy();
    expect(order.events.map((event) => event.status)).toEqual([
      "pending_payment",
      "paid",
      "on_hold",
      "processing",
      "in_progress",
      "completed",
      "completed",
    ]);
    const released = order.events[3]!;
    expect(released).toMatchObject({
      cause: "Released by support: delivery resumes",
      actor: `admin:${owner.userId}`,
    });
    expect(released.actorEmail).toMatch(/^staff\.admin\./);
    // The rule that held the order is a system note, for staff only.
    expect(order.notes).toEqual([
      expect.objectContaining({
        text: "Held for review: Hourly limit per account (VELOCITY_MAX_*)",
        authorId: null,
      }),
      expect.objectContaining({
        text: "Buyer asked on chat\nabout this one",
        authorId: support.userId,
      }),
    ]);
    expect(order.audit.map((entry) => [entry.action, entry.actorRole])).toEqual([
      ["orders.release", "owner"],
      ["orders.note", "support"],
    ]);

    // The buyer sees the story without the note, and support instead of an account id.
    const mine = (await get(buyer, `/api/orders/${held.id}`)).json().data;
    expect(JSON.stringify(mine.events)).not.toMatch(/Buyer asked|admin:/);
    expect(mine.events.find((event: { status: string }) => event.status === "processing")).toEqual(
      expect.objectContaining({ actor: "support" }),
    );
  }, 60_000);

  it("says a gift-card code exists without showing it", async () => {
    const { order } = await storedOrder({
      items: [{ deliveryKind: "code", status: "completed", codeEncrypted: "secret-ciphertext" }],
    });
    const reply = await get(owner, `/api/admin/orders/${order.id}`);
    const [item] = reply.json().data.items;
    expect(item.hasCode).toBe(true);
    expect(Object.keys(item)).not.toContain("code");
    expect(reply.body).not.toContain("secret-ciphertext");
  });

  it("answers 404 for an unknown order and 400 for an id that is not one", async () => {
    expect((await get(owner, `/api/admin/orders/${missingId}`)).statusCode).toBe(404);
    const bad = await get(owner, "/api/admin/orders/not-an-id");
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/UUID/);
    for (const action of ["retry", "hold", "release", "refund", "resend-receipt"]) {
      const body = action === "refund" ? { reason: "Support refund" } : undefined;
      expect((await post(owner, `/api/admin/orders/${missingId}/${action}`, body)).statusCode).toBe(
        404,
      );
      expect((await post(owner, `/api/admin/orders/123/${action}`, body)).statusCode).toBe(400);
    }
    expect(
      (await post(owner, `/api/admin/orders/${missingId}/notes`, { text: "hello" })).statusCode,
    ).toBe(404);
  });
});

describe("hold and release", () => {
  it("holds a paid order being delivered; fulfilment leaves it alone until released", async () => {
    const { order, items } = await storedOrder({
      status: "processing",
      items: [{ playerFields: { playerId: "5123400001" }, playerDisplay: "5123400001" }],
    });
    const held = await post(support, `/api/admin/orders/${order.id}/hold`, {});
    expect(held.statusCode, held.body).toBe(200);
    expect(held.json().message).toMatch(/on hold/);
    expect(held.json().data).toMatchObject({ status: "on_hold" });
    const [holdEvent] = await db()
      .select()
      .from(orderEvents)
      .where(and(eq(orderEvents.orderId, order.id), eq(orderEvents.status, "on_hold")));
    expect(holdEvent).toMatchObject({
      cause: "Put on hold by support",
      actor: `admin:${support.userId}`,
    });
    expect(await auditOf(order.id)).toEqual([
      expect.objectContaining({
        action: "orders.hold",
        actorId: support.userId,
        actorRole: "support",
        before: {
          status: "processing",
          paymentStatus: "paid",
          items: [{ id: items[0]!.id, status: "pending" }],
        },
        after: {
          status: "on_hold",
          paymentStatus: "paid",
          items: [{ id: items[0]!.id, status: "pending" }],
        },
      }),
    ]);

    // A delivery job that reaches the held order ends without touching it.
    const jobId = await testApp.app.services.jobs.enqueue(fulfilmentQueue, {
      itemId: items[0]!.id,
    });
    const deadline = Date.now() + 15_000;
    let state = "";
    while (Date.now() < deadline) {
      const result = (await db().execute(
        sql`select state from pgboss.job where id = ${jobId}`,
      )) as unknown as { rows: { state: string }[] };
      state = result.rows[0]?.state ?? "";
      if (state === "completed") break;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(state).toBe("completed");
    expect((await detail(order.id)).items[0]).toMatchObject({
      status: "pending",
      deliveryAttempts: 0,
    });

    const again = await post(support, `/api/admin/orders/${order.id}/hold`);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({
      code: "CONFLICT",
      message: "This order is already on hold",
    });

    const released = await post(support, `/api/admin/orders/${order.id}/release`);
    expect(released.statusCode, released.body).toBe(200);
    expect(released.json().message).toBe("Order released: delivery of 1 line resumes");
    const done = await waitForDetail(order.id, (o) => o.status === "completed");
    expect(done.items[0]).toMatchObject({ status: "completed", deliveryAttempts: 1 });
    const actions = (await auditOf(order.id)).map((entry) => entry.action).sort();
    expect(actions).toEqual(["orders.hold", "orders.release"]);
  }, 60_000);

  it("refuses to hold what is not being delivered and to release what is not held", async () => {
    const { order: completed } = await storedOrder({});
    const hold = await post(owner, `/api/admin/orders/${completed.id}/hold`);
    expect(hold.statusCode).toBe(409);
    expect(hold.json().message).toMatch(/completed: there is no delivery left to hold/);
    const release = await post(owner, `/api/admin/orders/${completed.id}/release`);
    expect(release.statusCode).toBe(409);
    expect(release.json().message).toMatch(/Only an order on hold can be released/);

    const { order: unpaid } = await createOrder(db(), { email: "unpaid@example.com" });
    expect((await post(owner, `/api/admin/orders/${unpaid.id}/hold`)).json().message).toMatch(
      /not paid yet/,
    );
    // Refused actions change nothing and record nothing.
    expect(await auditOf(completed.id)).toEqual([]);
    expect(await auditOf(unpaid.id)).toEqual([]);
  });

  it("settles a held order none of whose lines waits any more", async () => {
    const { order } = await storedOrder({
      status: "on_hold",
      items: [{ status: "completed", transactionId: "TX-1" }, { status: "refunded" }],
    });
    const reply = await post(manager, `/api/admin/orders/${order.id}/release`);
    expect(reply.statusCode, reply.body).toBe(200);
    expect(reply.json().message).toBe("Order released and completed");
    expect(reply.json().data.status).toBe("completed");
    await waitForMail(testApp.app, order.email, /delivered/);
  });
});

describe("retry", () => {
  it("queues the failed line of an order whose refund failed; the worker asks the supplier first", async () => {
    const held = await buyHeld("5123400002");
    const itemId = held.items[0]!.id;
    // As fulfilment leaves it when the supplier's answer got lost and the refund failed: the
    // supplier did deliver (it remembers the reference), the shop never heard.
    await db()
      .update(orderItems)
      .set({ status: "failed", deliveryAttempts: 7 })
      .where(eq(orderItems.id, itemId));
    await db().update(orders).set({ paymentStatus: "refund_failed" }).where(eq(orders.id, held.id));
    await db()
      .insert(sandboxSupplierDeliveries)
      .values({
        reference: itemId,
        sku: "PUBG-60UC",
        quantity: 1,
        game: "pubg-mobile",
        playerFields: { playerId: "5123400002" },
        transactionId: "TX-EARLIER-ATTEMPT",
      });
    const before = await detail(held.id);
    expect(before.actions).toMatchObject({ retry: true, refund: true, release: false });

    const reply = await post(support, `/api/admin/orders/${held.id}/retry`);
    expect(reply.statusCode, reply.body).toBe(200);
    expect(reply.json().message).toBe("Delivery of 1 line queued again");
    // The worker may already be at it by the time the reply is read.
    const retried = reply.json().data as AdminOrderDetail;
    expect(retried.paymentStatus).toBe("paid");
    expect(["processing", "in_progress", "completed"]).toContain(retried.status);
    expect(retried.events).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          itemId,
          status: "pending",
          cause: `${held.items[0]!.gameName} ${held.items[0]!.packageName}: delivery retried by support`,
          actor: `admin:${support.userId}`,
        }),
        expect.objectContaining({
          itemId: null,
          status: "processing",
          cause: "Delivery retried by support (1 line)",
        }),
      ]),
    );
    expect(retried.audit[0]).toMatchObject({
      action: "orders.retry",
      actorRole: "support",
      before: {
        status: "on_hold",
        paymentStatus: "refund_failed",
        items: [{ id: itemId, status: "failed" }],
      },
      after: {
        status: "processing",
        paymentStatus: "paid",
        items: [{ id: itemId, status: "pending" }],
      },
    });

    const done = await waitForDetail(held.id, (o) => o.status === "completed");
    expect(done.items[0]).toMatchObject({
      status: "completed",
      transactionId: "TX-EARLIER-ATTEMPT",
      deliveryAttempts: 8,
    });
    const [delivery] = await db()
      .select()
      .from(sandboxSupplierDeliveries)
      .where(eq(sandboxSupplierDeliveries.reference, itemId));
    expect(delivery?.requests).toBe(1);
  }, 60_000);

  it("refuses a retry while delivery runs, and after it is done", async () => {
    const { order: running } = await storedOrder({
      status: "in_progress",
      items: [{ status: "pending" }],
    });
    const busy = await post(owner, `/api/admin/orders/${running.id}/retry`);
    expect(busy.statusCode).toBe(409);
    expect(busy.json().message).toMatch(/already under way/);
    const { order: done } = await storedOrder({});
    const completed = await post(owner, `/api/admin/orders/${done.id}/retry`);
    expect(completed.statusCode).toBe(409);
    expect(completed.json().message).toMatch(/completed/);
  });

  it("waits for an admin refund that has not recorded its outcome", async () => {
    const { order } = await storedOrder({ status: "on_hold", items: [{ status: "pending" }] });
    await db()
      .insert(orderEvents)
      .values({
        orderId: order.id,
        status: "refund_requested",
        cause: "Refund asked of the payment provider",
        actor: `admin:${owner.userId}`,
      });
    for (const action of ["retry", "release"]) {
      const reply = await post(owner, `/api/admin/orders/${order.id}/${action}`);
      expect(reply.statusCode, action).toBe(409);
      expect(reply.json().message).toMatch(/refund of this order is under way/);
    }
  });
});

describe("refund", () => {
  it("refunds a whole held order through the provider and e-mails the buyer", async () => {
    const held = await buyHeld("5123400003");
    const support403 = await post(support, `/api/admin/orders/${held.id}/refund`, {
      reason: "Support refund",
    });
    expect(support403.statusCode).toBe(403);
    const reply = await post(manager, `/api/admin/orders/${held.id}/refund`, {
      reason: "Support refund",
    });
    expect(reply.statusCode, reply.body).toBe(200);
    const order = reply.json().data as AdminOrderDetail;
    expect(reply.json().message).toMatch(/^Refunded \$\d+\.\d\d; the buyer was e-mailed$/);
    expect(order).toMatchObject({ status: "refunded", paymentStatus: "refunded" });
    expect(order.items[0]?.status).toBe("refunded");
    expect(await refundedCentsOf(order.payment.paymentId)).toBe(order.totalCents);
    expect(order.events.slice(-3).map((event) => [event.status, event.actor])).toEqual([
      ["refund_requested", `admin:${manager.userId}`],
      ["refunded", `admin:${manager.userId}`],
      ["refunded", `admin:${manager.userId}`],
    ]);
    expect(order.payment.events.map((event) => event.type)).toContain("sandbox.refund");
    expect(order.audit[0]).toMatchObject({
      action: "orders.refund",
      actorRole: "manager",
      before: { status: "on_hold", paymentStatus: "paid" },
      after: {
        status: "refunded",
        paymentStatus: "refunded",
        refundedCents: order.totalCents,
        failedCents: 0,
      },
    });
    await waitForMail(testApp.app, buyer.email, /refunded/);

    const twice = await post(manager, `/api/admin/orders/${held.id}/refund`, {
      reason: "Support refund",
    });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toBe("This order was already refunded");
    expect(await refundedCentsOf(order.payment.paymentId)).toBe(order.totalCents);
  }, 60_000);

  it("refunds a held order whose automatic refund failed", async () => {
    const held = await buyHeld("5123400004");
    const itemId = held.items[0]!.id;
    await db()
      .update(orderItems)
      .set({ status: "failed", deliveryAttempts: 7 })
      .where(eq(orderItems.id, itemId));
    await db().update(orders).set({ paymentStatus: "refund_failed" }).where(eq(orders.id, held.id));
    const reply = await post(owner, `/api/admin/orders/${held.id}/refund`, {
      reason: "Support refund",
    });
    expect(reply.statusCode, reply.body).toBe(200);
    expect(reply.json().data).toMatchObject({ status: "refunded", paymentStatus: "refunded" });
    expect(await refundedCentsOf(held.payment.paymentId)).toBe(held.totalCents);
  }, 60_000);

  it("refunds what was not delivered and completes the rest", async () => {
    const { order, items } = await storedOrder({
      status: "on_hold",
      paymentStatus: "refund_failed",
      items: [
        { status: "completed", transactionId: "TX-2", unitPriceCents: 500 },
        { status: "failed", deliveryAttempts: 7, unitPriceCents: 300, quantity: 2 },
      ],
    });
    const reply = await post(owner, `/api/admin/orders/${order.id}/refund`, {
      reason: "Support refund",
    });
    expect(reply.statusCode, reply.body).toBe(200);
    expect(reply.json().message).toBe("Refunded $6.00; the buyer was e-mailed");
    const after = reply.json().data as AdminOrderDetail;
    expect(after).toMatchObject({ status: "completed", paymentStatus: "paid" });
    const statusOf = (id: string) => after.items.find((item) => item.id === id)?.status;
    expect([statusOf(items[0]!.id), statusOf(items[1]!.id)]).toEqual(["completed", "refunded"]);
    expect(await refundedCentsOf(order.paymentId)).toBe(600);
    expect(after.audit[0]?.after).toMatchObject({
      items: expect.arrayContaining([
        { id: items[0]!.id, status: "completed" },
        { id: items[1]!.id, status: "refunded" },
      ]),
      refundedCents: 600,
    });
    await waitForMail(testApp.app, order.email, /refunded/);
    await waitForMail(testApp.app, order.email, /delivered/);
  });

  // A delivered order can be refunded: delivered-refund.test.ts.
  it("refuses to refund a running delivery and an unpaid order", async () => {
    const { order: running } = await storedOrder({
      status: "processing",
      items: [{ status: "pending" }],
    });
    const busy = await post(owner, `/api/admin/orders/${running.id}/refund`, {
      reason: "Support refund",
    });
    expect(busy.statusCode).toBe(409);
    expect(busy.json().message).toMatch(/put it on hold before refunding/);
    const { order: unpaid } = await createOrder(db(), {});
    expect(
      (await post(owner, `/api/admin/orders/${unpaid.id}/refund`, { reason: "Support refund" }))
        .statusCode,
    ).toBe(409);
    expect(await refundedCentsOf(running.paymentId)).toBe(0);
    expect(await auditOf(running.id)).toEqual([]);
  });

  it("never refunds a line the supplier may have delivered", async () => {
    const held = await buyHeld("5123400005");
    const itemId = held.items[0]!.id;
    // Attempted moments ago: a supplier call may still be in flight.
    await db()
      .update(orderItems)
      .set({ deliveryAttempts: 3, updatedAt: new Date() })
      .where(eq(orderItems.id, itemId));
    const recent = await post(owner, `/api/admin/orders/${held.id}/refund`, {
      reason: "Support refund",
    });
    expect(recent.statusCode).toBe(409);
    expect(recent.json().message).toMatch(/less than 2 minutes ago/);

    // Long enough ago, but the supplier says it delivered that reference.
    await db()
      .update(orderItems)
      .set({ updatedAt: new Date(Date.now() - 5 * 60_000) })
      .where(eq(orderItems.id, itemId));
    await db()
      .insert(sandboxSupplierDeliveries)
      .values({
        reference: itemId,
        sku: "PUBG-60UC",
        quantity: 1,
        game: "pubg-mobile",
        playerFields: { playerId: "5123400005" },
        transactionId: "TX-SUPPLIER-DID",
      });
    const delivered = await post(owner, `/api/admin/orders/${held.id}/refund`, {
      reason: "Support refund",
    });
    expect(delivered.statusCode).toBe(409);
    expect(delivered.json().message).toMatch(/supplier reports .* as delivered/);
    expect(await refundedCentsOf(held.payment.paymentId)).toBe(0);
    expect((await detail(held.id)).events.map((event) => event.status)).not.toContain(
      "refund_requested",
    );
  }, 60_000);

  it("records a refund the provider refused and keeps the order on hold", async () => {
    const { order } = await storedOrder(
      { status: "on_hold", items: [{ status: "failed", deliveryAttempts: 7 }] },
      { paid: false },
    );
    const reply = await post(owner, `/api/admin/orders/${order.id}/refund`, {
      reason: "Support refund",
    });
    expect(reply.statusCode).toBe(503);
    expect(reply.json()).toMatchObject({
      code: "UNAVAILABLE",
      message: expect.stringMatching(/did not refund \$9\.99: nothing was refunded/),
    });
    const after = await detail(order.id);
    expect(after).toMatchObject({ status: "on_hold", paymentStatus: "refund_failed" });
    expect(after.items[0]?.status).toBe("failed");
    expect(after.events.slice(-2).map((event) => event.status)).toEqual([
      "refund_requested",
      "refund_failed",
    ]);
    expect(after.audit[0]).toMatchObject({
      action: "orders.refund",
      after: { refundedCents: 0, failedCents: 999 },
    });
    // The refund is over (its outcome is recorded): a retry is allowed again.
    expect((await post(owner, `/api/admin/orders/${order.id}/retry`)).statusCode).toBe(200);
  });
});

/** Receipts of one order in the development mailbox, once there are `expected` (or time is up). */
async function receiptsOf(orderId: string, expected: number): Promise<number> {
  const deadline = Date.now() + 15_000;
  for (;;) {
    const reply = await testApp.app.inject({
      url: `/api/dev/mailbox?to=${encodeURIComponent(buyer.email)}`,
    });
    const messages = (reply.json() as { data: { subject: string; text: string }[] }).data;
    const count = messages.filter(
      (message) =>
        /Receipt for your GameZone order/.test(message.subject) && message.text.includes(orderId),
    ).length;
    if (count >= expected || Date.now() > deadline) return count;
    await new Promise((resolve) => setTimeout(resolve, 150));
  }
}

describe("receipt and notes", () => {
  it("e-mails the receipt again", async () => {
    const held = await buyHeld("5123400006");
    expect(await receiptsOf(held.id, 1)).toBe(1);
    const reply = await post(support, `/api/admin/orders/${held.id}/resend-receipt`);
    expect(reply.statusCode, reply.body).toBe(200);
    expect(reply.json().message).toBe(`Receipt sent again to ${buyer.email}`);
    expect(await receiptsOf(held.id, 2)).toBe(2);
    const order = reply.json().data as AdminOrderDetail;
    expect(order.events.at(-1)).toMatchObject({
      status: "receipt_resent",
      cause: `Receipt e-mailed again to ${buyer.email}`,
    });
    expect(order.audit[0]).toMatchObject({
      action: "orders.resend-receipt",
      before: null,
      after: { email: buyer.email },
    });
    expect(order.status).toBe("on_hold");
  }, 60_000);

  it("refuses a receipt for an unpaid order or one without an address", async () => {
    const { order: unpaid } = await createOrder(db(), {});
    const refused = await post(owner, `/api/admin/orders/${unpaid.id}/resend-receipt`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toMatch(/never paid/);
    const { order: forgotten } = await storedOrder({ email: "" });
    const noAddress = await post(owner, `/api/admin/orders/${forgotten.id}/resend-receipt`);
    expect(noAddress.statusCode).toBe(409);
    expect(noAddress.json().message).toMatch(/no contact e-mail/);
  });

  it("adds a note with its event and audit record; checks the text", async () => {
    const { order } = await createOrder(db(), { status: "cancelled", paymentStatus: "failed" });
    const reply = await post(support, `/api/admin/orders/${order.id}/notes`, {
      text: "  Called the bank  ",
    });
    expect(reply.statusCode, reply.body).toBe(200);
    const after = reply.json().data as AdminOrderDetail;
    expect(after.notes).toEqual([
      expect.objectContaining({ text: "Called the bank", authorId: support.userId }),
    ]);
    const noteId = after.notes[0]!.id;
    const [event] = await db().select().from(orderEvents).where(eq(orderEvents.id, noteId));
    expect(event).toMatchObject({ status: "note", actor: `admin:${support.userId}` });
    expect(after.audit[0]).toMatchObject({
      action: "orders.note",
      actorRole: "support",
      after: { noteId, text: "Called the bank" },
    });
    for (const payload of [
      {},
      { text: "" },
      { text: "   " },
      { text: "x".repeat(1001) },
      { text: "bell\u0007" },
      { text: 42 },
    ]) {
      const bad = await post(support, `/api/admin/orders/${order.id}/notes`, payload);
      expect(bad.statusCode, JSON.stringify(payload)).toBe(400);
      expect(bad.json().code).toBe("VALIDATION_FAILED");
    }
    const longest = await post(support, `/api/admin/orders/${order.id}/notes`, {
      text: "y".repeat(1000),
    });
    expect(longest.statusCode).toBe(200);
    expect((await detail(order.id)).notes).toHaveLength(2);
  });

  it("takes no fields on the other actions", async () => {
    const { order } = await storedOrder({ status: "processing", items: [{ status: "pending" }] });
    const extra = await post(owner, `/api/admin/orders/${order.id}/hold`, { reason: "x" });
    expect(extra.statusCode).toBe(400);
    expect((await detail(order.id)).status).toBe("processing");
  });
});

import { asc } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AdminDashboard } from "#contracts/admin-dashboard.ts";
import { orderStatuses } from "#contracts/buying-rules.ts";
import { createOrder } from "#db/factories/buying.ts";
import { orderRefunds } from "#db/schema/buying.ts";
import { games } from "#db/schema/catalogue.ts";
import { loginAs } from "#tests/support/accounts.ts";
import { createTestApp, type TestApp } from "#tests/support/test-app.ts";

/**
 * The dashboard's figures over orders placed at known instants around a pinned "now"
 * (2031-03-15 10:30 UTC): window edges to the millisecond, refunds (a line, a whole order, one
 * that failed), a game deleted since, unpaid and future orders, and the attention list.
 */
const now = new Date("2031-03-15T10:30:00.000Z");
const at = (text: string) => new Date(text);
const minuteBefore = (date: Date) => new Date(date.getTime() - 60_000);

let testApp: TestApp;
let token: string;
type Game = { id: string; title: string; slug: string };
let A: Game;
let B: Game;
let C: Game;
let D: Game;
let E: Game;

async function readDashboard(authorization = `Bearer ${token}`) {
  return testApp.app.inject({ url: "/api/admin/dashboard", headers: { authorization } });
}

/** A paid order of the given lines, placed a minute before it was paid. */
async function paid(
  paidAt: string,
  lines: { game: Game | null; cents: number; quantity?: number; status?: "refunded" | "failed" }[],
  overrides: Parameters<typeof createOrder>[1] = {},
) {
  const { order } = await createOrder(testApp.database.db, {
    paidAt: at(paidAt),
    createdAt: minuteBefore(at(paidAt)),
    items: lines.map((line) => ({
      gameId: line.game?.id ?? null,
      gameName: line.game?.title ?? "Retired Game",
      gameSlug: line.game?.slug ?? "retired-game",
      unitPriceCents: line.cents,
      quantity: line.quantity ?? 1,
      ...(line.status ? { status: line.status } : {}),
    })),
    ...overrides,
  });
  // Its refunded lines were given back on the day it was paid.
  const refunded = lines.filter((line) => line.status === "refunded");
  for (const line of refunded) {
    await refundedOn(order.id, paidAt, line.cents * (line.quantity ?? 1));
  }
  return order;
}

/** A refund of the order that succeeded at `when`. */
async function refundedOn(orderId: string, when: string, amountCents: number) {
  await testApp.database.db.insert(orderRefunds).values({
    orderId,
    amountCents,
    reason: "test",
    actor: "system",
    status: "succeeded",
    createdAt: at(when),
    succeededAt: at(when),
  });
}

beforeAll(async () => {
  testApp = await createTestApp({ clock: { now: () => now.getTime() } });
  token = (await loginAs(testApp, "admin", "support")).token;
  const rows = await testApp.database.db
    .select({ id: games.id, title: games.title, slug: games.slug })
    .from(games)
    .orderBy(asc(games.slug))
    .limit(5);
  [A, B, C, D, E] = rows as [Game, Game, Game, Game, Game];
}, 60_000);

afterAll(async () => {
  await testApp?.app.close();
});

describe("GET /api/admin/dashboard", () => {
  it("answers zeros for a shop without orders, every day and every status present", async () => {
    const reply = await readDashboard();
    expect(reply.statusCode, reply.body).toBe(200);
    const data = reply.json().data as AdminDashboard;
    const zero = {
      orders: 0,
      grossCents: 0,
      refundedCents: 0,
      revenueCents: 0,
      refunds: 0,
      heldForReview: 0,
      stillHeld: 0,
      blockedCheckouts: 0,
    };
    expect(data.today).toEqual({ from: "2031-03-15T00:00:00.000Z", ...zero });
    expect(data.last7Days).toEqual({ from: "2031-03-09T00:00:00.000Z", ...zero });
    expect(data.last30Days).toEqual({ from: "2031-02-14T00:00:00.000Z", ...zero });
    expect(data.dailyRevenue).toHaveLength(30);
    expect(data.dailyRevenue.every((day) => day.orders === 0 && day.revenueCents === 0)).toBe(true);
    expect(data.ordersByStatus.counts).toEqual(
      orderStatuses.map((status) => ({ status, count: 0 })),
    );
    expect(data.topGames).toEqual([]);
    expect(data.needsAttention).toEqual({ total: 0, orders: [] });
  });

  it("computes every figure exactly from the orders", async () => {
    // Today, and today's first millisecond.
    await paid("2031-03-15T09:00:00.000Z", [{ game: A, cents: 500, quantity: 2 }]);
    await paid("2031-03-15T00:00:00.000Z", [{ game: B, cents: 300 }]);
    // Yesterday's last millisecond; one of its two lines refunded (600 given back).
    await paid("2031-03-14T23:59:59.999Z", [
      { game: A, cents: 700 },
      { game: C, cents: 200, quantity: 3, status: "refunded" },
    ]);
    // In progress with a failed line (not refunded yet): paid, kept, and needs attention.
    const failedLine = await paid(
      "2031-03-13T08:00:00.000Z",
      [
        { game: A, cents: 100 },
        { game: B, cents: 150, status: "failed" },
      ],
      { status: "in_progress" },
    );
    // On hold after a refund that failed: the money was not given back.
    const onHold = await paid(
      "2031-03-12T10:00:00.000Z",
      [{ game: A, cents: 250, status: "failed" }],
      {
        status: "on_hold",
        paymentStatus: "refund_failed",
      },
    );
    // The first day of the 7-day window: fully refunded (counted as an order, revenue 0).
    await paid("2031-03-09T12:00:00.000Z", [{ game: B, cents: 1000, status: "refunded" }], {
      status: "refunded",
      paymentStatus: "refunded",
    });
    // The day before the 7-day window: a game deleted from the catalogue since.
    await paid("2031-03-08T23:00:00.000Z", [{ game: null, cents: 400, quantity: 5 }]);
    // Two small games (the sixth game falls out of the top 5).
    await paid("2031-03-01T06:00:00.000Z", [
      { game: D, cents: 60 },
      { game: E, cents: 40 },
    ]);
    // The first millisecond of the 30-day window (placed the day before it).
    await paid("2031-02-14T00:00:00.000Z", [{ game: C, cents: 900 }]);
    // Outside: the millisecond before the 30-day window, and after now.
    await paid("2031-02-13T23:59:59.999Z", [{ game: A, cents: 5000 }]);
    await paid("2031-03-15T11:00:00.000Z", [{ game: A, cents: 7000 }]);
    // Never paid: placed and waiting, placed and cancelled.
    await createOrder(testApp.database.db, {
      createdAt: at("2031-03-15T10:00:00.000Z"),
      items: [{ gameId: A.id, unitPriceCents: 100 }],
    });
    await createOrder(testApp.database.db, {
      createdAt: at("2031-03-10T10:00:00.000Z"),
      status: "cancelled",
      paymentStatus: "failed",
      items: [{ gameId: A.id, unitPriceCents: 100 }],
    });
    // On hold for months: outside every window, still needs attention.
    const oldHold = await paid("2031-01-01T12:00:00.000Z", [{ game: C, cents: 120 }], {
      status: "on_hold",
    });

    const reply = await readDashboard();
    expect(reply.statusCode, reply.body).toBe(200);
    expect(reply.headers["cache-control"]).toBe("no-store");
    const data = reply.json().data as AdminDashboard;

    // No order here was held by a fraud rule (the on-hold ones wait for other reasons) and no
    // checkout was refused.
    const noRisk = { heldForReview: 0, stillHeld: 0, blockedCheckouts: 0 };
    expect(data.generatedAt).toBe(now.toISOString());
    expect(data.timeZone).toBe("UTC");
    expect(data.today).toEqual({
      from: "2031-03-15T00:00:00.000Z",
      orders: 2,
      grossCents: 1300,
      refundedCents: 0,
      revenueCents: 1300,
      ...noRisk,
      refunds: 0,
    });
    expect(data.last7Days).toEqual({
      from: "2031-03-09T00:00:00.000Z",
      orders: 6,
      grossCents: 1000 + 300 + 1300 + 250 + 250 + 1000,
      refundedCents: 600 + 1000,
      revenueCents: 2500,
      ...noRisk,
      refunds: 2,
    });
    expect(data.last30Days).toEqual({
      from: "2031-02-14T00:00:00.000Z",
      orders: 9,
      grossCents: 4100 + 2000 + 100 + 900,
      refundedCents: 1600,
      revenueCents: 5500,
      ...noRisk,
      refunds: 2,
    });

    const nonZero = {
      "2031-02-14": { orders: 1, revenueCents: 900 },
      "2031-03-01": { orders: 1, revenueCents: 100 },
      "2031-03-08": { orders: 1, revenueCents: 2000 },
      "2031-03-09": { orders: 1, revenueCents: 0 },
      "2031-03-12": { orders: 1, revenueCents: 250 },
      "2031-03-13": { orders: 1, revenueCents: 250 },
      "2031-03-14": { orders: 1, revenueCents: 700 },
      "2031-03-15": { orders: 2, revenueCents: 1300 },
    } as Record<string, { orders: number; revenueCents: number }>;
    const expectedDays = Array.from({ length: 30 }, (_, index) => {
      const date = new Date(Date.UTC(2031, 1, 14 + index)).toISOString().slice(0, 10);
      return { date, ...(nonZero[date] ?? { orders: 0, revenueCents: 0 }) };
    });
    expect(data.dailyRevenue).toEqual(expectedDays);
    expect(data.dailyRevenue.reduce((sum, day) => sum + day.revenueCents, 0)).toBe(
      data.last30Days.revenueCents,
    );

    // Placed since 2031-02-14 00:00 and by now: the 02-14 sale was placed on 02-13.
    expect(data.ordersByStatus).toEqual({
      from: "2031-02-14T00:00:00.000Z",
      counts: [
        { status: "pending_payment", count: 1 },
        { status: "processing", count: 0 },
        { status: "in_progress", count: 1 },
        { status: "completed", count: 5 },
        { status: "on_hold", count: 1 },
        { status: "cancelled", count: 1 },
        { status: "refunded", count: 1 },
      ],
    });

    expect(data.topGames).toEqual([
      { gameId: A.id, name: A.title, slug: A.slug, revenueCents: 1000 + 700 + 100 + 250, units: 5 },
      { gameId: null, name: "Retired Game", slug: "retired-game", revenueCents: 2000, units: 5 },
      { gameId: C.id, name: C.title, slug: C.slug, revenueCents: 900, units: 1 },
      { gameId: B.id, name: B.title, slug: B.slug, revenueCents: 300 + 150, units: 2 },
      { gameId: D.id, name: D.title, slug: D.slug, revenueCents: 60, units: 1 },
    ]);

    expect(data.needsAttention).toEqual({
      total: 3,
      orders: [
        {
          id: failedLine.id,
          email: failedLine.email,
          totalCents: 250,
          status: "in_progress",
          createdAt: "2031-03-13T07:59:00.000Z",
          failedItems: 1,
        },
        {
          id: onHold.id,
          email: onHold.email,
          totalCents: 250,
          status: "on_hold",
          createdAt: "2031-03-12T09:59:00.000Z",
          failedItems: 1,
        },
        {
          id: oldHold.id,
          email: oldHold.email,
          totalCents: 120,
          status: "on_hold",
          createdAt: "2031-01-01T11:59:00.000Z",
          failedItems: 0,
        },
      ],
    });
  });

  it("lists the newest 20 orders needing attention and counts them all", async () => {
    for (let day = 1; day <= 20; day += 1) {
      await paid(
        `2031-02-${String(day).padStart(2, "0")}T12:00:00.000Z`,
        [{ game: A, cents: 10 }],
        {
          status: "on_hold",
        },
      );
    }
    const data = (await readDashboard()).json().data as AdminDashboard;
    expect(data.needsAttention.total).toBe(23);
    expect(data.needsAttention.orders).toHaveLength(20);
    const times = data.needsAttention.orders.map((order) => order.createdAt);
    expect(times).toEqual([...times].sort().reverse());
    // March's two first, then February's newest 18 (the 20th down to the 3rd); January's is left out.
    expect(times[2]).toBe("2031-02-20T11:59:00.000Z");
    expect(times[19]).toBe("2031-02-03T11:59:00.000Z");
  });

  it("is for owner, manager and support: a guest gets 401, a shopper and an editor 403", async () => {
    expect((await readDashboard("")).statusCode).toBe(401);
    const shopper = await loginAs(testApp, "user");
    expect((await readDashboard(`Bearer ${shopper.token}`)).statusCode).toBe(403);
    const editor = await loginAs(testApp, "admin", "editor");
    const refused = await readDashboard(`Bearer ${editor.token}`);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ success: false, code: "FORBIDDEN" });
    for (const role of ["owner", "manager", "support"] as const) {
      const admin = await loginAs(testApp, "admin", role);
      expect((await readDashboard(`Bearer ${admin.token}`)).statusCode, role).toBe(200);
    }
  });
  it("takes a refund off the revenue of the day it succeeded, not the day of the payment", async () => {
    const before = (await readDashboard()).json().data as AdminDashboard;
    const order = await paid("2031-03-10T12:00:00.000Z", [{ game: A, cents: 800 }]);
    // Given back in part today, and a refund that failed (nothing given back).
    await refundedOn(order.id, "2031-03-15T08:00:00.000Z", 300);
    await testApp.database.db.insert(orderRefunds).values({
      orderId: order.id,
      amountCents: 100,
      reason: "test",
      actor: "system",
      status: "failed",
    });
    const after = (await readDashboard()).json().data as AdminDashboard;
    const day = (data: AdminDashboard, date: string) =>
      data.dailyRevenue.find((entry) => entry.date === date);
    expect(day(after, "2031-03-10")).toEqual({
      date: "2031-03-10",
      orders: (day(before, "2031-03-10")?.orders ?? 0) + 1,
      revenueCents: (day(before, "2031-03-10")?.revenueCents ?? 0) + 800,
    });
    expect(day(after, "2031-03-15")).toEqual({
      date: "2031-03-15",
      orders: day(before, "2031-03-15")?.orders,
      revenueCents: (day(before, "2031-03-15")?.revenueCents ?? 0) - 300,
    });
    expect(after.today).toMatchObject({
      orders: before.today.orders,
      grossCents: before.today.grossCents,
      refundedCents: before.today.refundedCents + 300,
      revenueCents: before.today.revenueCents - 300,
    });
    expect(after.last30Days.revenueCents).toBe(before.last30Days.revenueCents + 800 - 300);
  });

  it("counts refunds, fraud holds (and those still held) and refused checkouts per window", async () => {
    const before = (await readDashboard()).json().data as AdminDashboard;
    const riskOf = (window: AdminDashboard["today"]) => ({
      refunds: window.refunds,
      heldForReview: window.heldForReview,
      stillHeld: window.stillHeld,
      blockedCheckouts: window.blockedCheckouts,
    });
    const held = async (heldAt: string, status: "on_hold" | "completed" | "refunded") =>
      paid(heldAt, [{ game: A, cents: 100 }], { status, heldAt: at(heldAt) });
    // Held today and still waiting; held on the first day of the 7-day window and released
    // since; held the day before it and refunded; held before the 30-day window; held after now.
    await held("2031-03-15T10:00:00.000Z", "on_hold");
    await held("2031-03-09T00:00:00.000Z", "completed");
    await held("2031-03-08T23:59:59.999Z", "refunded");
    await held("2031-02-13T23:59:59.999Z", "on_hold");
    await held("2031-03-15T10:31:00.000Z", "on_hold");
    // An order on hold for another reason (a failed delivery) is not a fraud hold.
    await paid("2031-03-15T09:00:00.000Z", [{ game: A, cents: 100 }], { status: "on_hold" });

    // Checkouts refused with the e-mail of a blocked account, as a guest sends them (the
    // blocklist's refusals are counted in risk.test.ts, where players can be checked).
    const owner = await loginAs(testApp, "admin", "owner");
    const staff = { authorization: `Bearer ${owner.token}` };
    const blockedBuyer = await loginAs(testApp, "user");
    const found = await testApp.app.inject({
      url: `/api/admin/customers?q=${encodeURIComponent(blockedBuyer.email)}`,
      headers: staff,
    });
    const customerId = found.json().data.customers[0].id as string;
    const blocked = await testApp.app.inject({
      method: "POST",
      url: `/api/admin/customers/${customerId}/block`,
      headers: staff,
      payload: { reason: "chargebacks" },
    });
    expect(blocked.statusCode, blocked.body).toBe(200);
    const game = (await testApp.app.inject({ url: "/api/games/pubg-mobile" })).json().data;
    for (const email of [blockedBuyer.email, blockedBuyer.email.toUpperCase()]) {
      const refused = await testApp.app.inject({
        method: "POST",
        url: "/api/checkout",
        headers: { "idempotency-key": crypto.randomUUID() },
        payload: {
          buyNow: {
            packageId: game.packages[0]._id,
            quantity: 1,
            player: { fields: { playerId: "123456789" } },
          },
          paymentMethod: "card",
          email,
        },
      });
      expect(refused.statusCode, refused.body).toBe(403);
    }
    // A refund that succeeded yesterday (inside 7 days, not today).
    const refundedOrder = await paid("2031-03-02T12:00:00.000Z", [{ game: B, cents: 500 }]);
    await refundedOn(refundedOrder.id, "2031-03-14T12:00:00.000Z", 200);

    const after = (await readDashboard()).json().data as AdminDashboard;
    const plus = (window: AdminDashboard["today"], added: ReturnType<typeof riskOf>) => {
      const was = riskOf(window);
      return {
        refunds: was.refunds + added.refunds,
        heldForReview: was.heldForReview + added.heldForReview,
        stillHeld: was.stillHeld + added.stillHeld,
        blockedCheckouts: was.blockedCheckouts + added.blockedCheckouts,
      };
    };
    expect(riskOf(after.today)).toEqual(
      plus(before.today, { refunds: 0, heldForReview: 1, stillHeld: 1, blockedCheckouts: 2 }),
    );
    expect(riskOf(after.last7Days)).toEqual(
      plus(before.last7Days, { refunds: 1, heldForReview: 2, stillHeld: 1, blockedCheckouts: 2 }),
    );
    expect(riskOf(after.last30Days)).toEqual(
      plus(before.last30Days, { refunds: 1, heldForReview: 3, stillHeld: 1, blockedCheckouts: 2 }),
    );
  });
});

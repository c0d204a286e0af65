import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { maxSavedPlayersPerGame } from "#contracts/repeat-buying.ts";
import { currencyPackages } from "#db/schema/catalogue.ts";
import { type LoggedIn, loginAs } from "#tests/support/accounts.ts";
import { createListeningTestApp } from "#tests/support/listening-app.ts";
import type { TestApp } from "#tests/support/test-app.ts";

let testApp: TestApp & { origin: string };
let buyer: LoggedIn & { email: string };
let other: LoggedIn & { email: string };
type Game = { _id: string; packages: { _id: string; priceCents: number; name: string }[] };
let pubg: Game;
let genshin: Game;

beforeAll(async () => {
  testApp = await createListeningTestApp({ env: { FULFILMENT_RETRY_DELAY_SECONDS: "1" } });
  buyer = await loginAs(testApp, "user");
  other = await loginAs(testApp, "user");
  pubg = (await testApp.app.inject({ url: "/api/games/pubg-mobile" })).json().data;
  genshin = (await testApp.app.inject({ url: "/api/games/genshin-impact" })).json().data;
});
afterAll(async () => {
  await testApp?.app.close();
});

const call = (
  who: LoggedIn | null,
  method: "GET" | "POST" | "DELETE",
  url: string,
  payload?: object,
  headers: Record<string, string> = {},
) =>
  testApp.app.inject({
    method,
    url,
    headers: { ...(who ? { authorization: `Bearer ${who.token}` } : {}), ...headers },
    ...(payload ? { payload } : {}),
  });
const player = { fields: { playerId: "5123456789" } };
const savedOf = async (who: LoggedIn, gameId?: string) => {
  const reply = await call(
    who,
    "GET",
    `/api/users/player-accounts${gameId ? `?gameId=${gameId}` : ""}`,
  );
  expect(reply.statusCode, reply.body).toBe(200);
  return reply.json().data as {
    id: string;
    gameId: string;
    gameName: string;
    fields: Record<string, string>;
    playerDisplay: string;
    nickname: string | null;
  }[];
};

/** Checks out (`body` without payment fields), pays with the sandbox's good card, waits for the end. */
async function buyAndDeliver(who: LoggedIn & { email: string }, body: object) {
  const checkout = await call(
    who,
    "POST",
    "/api/checkout",
    { paymentMethod: "card", email: who.email, ...body },
    { "idempotency-key": `saved-${Date.now()}-${Math.random().toString(36).slice(2)}` },
  );
  expect(checkout.statusCode, checkout.body).toBe(200);
  const { orderId, redirectUrl } = checkout.json().data;
  const sessionId = new URL(redirectUrl).pathname.split("/").pop();
  const paid = await testApp.app.inject({
    method: "POST",
    url: `/api/sandbox/payments/${sessionId}/pay`,
    payload: { cardNumber: "4242 4242 4242 4242", expiry: "12/30", cvc: "123", name: "Nova" },
  });
  expect(paid.statusCode, paid.body).toBe(200);
  const deadline = Date.now() + 25_000;
  for (;;) {
    const order = (await call(who, "GET", `/api/orders/${orderId}`)).json().data;
    if (order.status === "completed" || Date.now() > deadline) {
      expect(order.status).toBe("completed");
      return orderId as string;
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

let deliveredOrderId: string;

describe("saved player accounts", () => {
  it("remembers the player of a delivered order once, with the nickname the check returned", async () => {
    expect(await savedOf(buyer)).toEqual([]);
    await call(buyer, "DELETE", "/api/cart/clear");
    // Two lines for one player: one saved account.
    for (const pack of pubg.packages.slice(0, 2)) {
      const added = await call(buyer, "POST", "/api/cart/items", {
        packageId: pack._id,
        quantity: 1,
        player,
      });
      expect(added.statusCode, added.body).toBe(200);
    }
    deliveredOrderId = await buyAndDeliver(buyer, { source: "cart" });
    const check = await call(buyer, "POST", "/api/players/validate", {
      gameId: pubg._id,
      fields: player.fields,
    });
    const saved = await savedOf(buyer);
    expect(saved).toHaveLength(1);
    expect(saved[0]).toMatchObject({
      gameId: pubg._id,
      gameName: "PUBG Mobile",
      fields: player.fields,
      playerDisplay: "5123456789",
      nickname: check.json().data.nickname,
    });
    // Buying for the same player again keeps one entry; another game's list does not show it.
    await buyAndDeliver(buyer, {
      buyNow: { packageId: pubg.packages[0]!._id, quantity: 1, player },
    });
    expect(await savedOf(buyer, pubg._id)).toHaveLength(1);
    expect(await savedOf(buyer, genshin._id)).toEqual([]);
  });

  it("stores nothing when the buyer turned 'Remember this player' off", async () => {
    await buyAndDeliver(other, {
      buyNow: {
        packageId: pubg.packages[0]!._id,
        quantity: 1,
        player: { fields: { playerId: "5987654321" } },
      },
      rememberPlayer: false,
    });
    expect(await savedOf(other)).toEqual([]);
  });

  it("lists and deletes the member's own saved players only", async () => {
    const [mine] = await savedOf(buyer);
    expect((await savedOf(other)).map((saved) => saved.id)).not.toContain(mine!.id);
    const foreign = await call(other, "DELETE", `/api/users/player-accounts/${mine!.id}`);
    expect(foreign.statusCode).toBe(404);
    expect(await savedOf(buyer)).toHaveLength(1);
    expect((await call(null, "GET", "/api/users/player-accounts")).statusCode).toBe(401);
    expect((await call(buyer, "GET", "/api/users/player-accounts?gameId=pubg")).statusCode).toBe(
      400,
    );

    const deleted = await call(buyer, "DELETE", `/api/users/player-accounts/${mine!.id}`);
    expect(deleted.statusCode).toBe(200);
    expect(await savedOf(buyer)).toEqual([]);
    const again = await call(buyer, "DELETE", `/api/users/player-accounts/${mine!.id}`);
    expect(again.statusCode).toBe(404);
  });

  it(`keeps the ${maxSavedPlayersPerGame} most recently used players per game, dropping the oldest`, async () => {
    const { playerAccounts } = testApp.app.services;
    const db = testApp.database.db;
    const ids = Array.from(
      { length: maxSavedPlayersPerGame + 1 },
      (_, index) => `51234${String(index).padStart(5, "0")}`,
    );
    for (const playerId of ids) {
      await playerAccounts.remember(db, {
        userId: other.userId,
        gameId: pubg._id,
        fields: { playerId },
        nickname: null,
      });
    }
    await playerAccounts.remember(db, {
      userId: other.userId,
      gameId: genshin._id,
      fields: { uid: "800000001", server: "europe" },
      nickname: "Traveller",
    });
    const kept = await savedOf(other, pubg._id);
    expect(kept).toHaveLength(maxSavedPlayersPerGame);
    // Most recently used first; the very first one is gone.
    expect(kept[0]!.fields.playerId).toBe(ids.at(-1));
    expect(kept.map((saved) => saved.fields.playerId)).not.toContain(ids[0]);
    // The other game's list is its own.
    expect(await savedOf(other, genshin._id)).toHaveLength(1);
    expect(await savedOf(other)).toHaveLength(maxSavedPlayersPerGame + 1);
  });
});

describe("saved players under concurrent deliveries", () => {
  it("remembers every player delivered at once for one member and game, keeping the newest", async () => {
    // Deliveries of one member's lines for one game commit in parallel (one job each); each
    // saves its player and drops the oldest beyond the limit. Without taking turns, each pruned
    // without seeing the others' new rows and 21 stayed on PostgreSQL (or two waited on each
    // other's new row: a deadlock that rolled a delivery back).
    const { playerAccounts } = testApp.app.services;
    const member = await loginAs(testApp, "user");
    const remember = (playerId: string) =>
      testApp.database.db.transaction(async (tx) => {
        await playerAccounts.remember(tx, {
          userId: member.userId,
          gameId: pubg._id,
          fields: { playerId },
          nickname: null,
        });
        // The rest of a delivering transaction takes a moment.
        await tx.execute(sql`select pg_sleep(0.02)`);
      });
    const first = Array.from(
      { length: maxSavedPlayersPerGame },
      (_, i) => `5300000${String(i).padStart(3, "0")}`,
    );
    for (const playerId of first) await remember(playerId);
    const burst = Array.from({ length: 12 }, (_, i) => `5400000${String(i).padStart(3, "0")}`);
    const outcomes = await Promise.allSettled(burst.map(remember));
    expect(outcomes.filter((outcome) => outcome.status === "rejected")).toEqual([]);
    const kept = await savedOf(member, pubg._id);
    expect(kept).toHaveLength(maxSavedPlayersPerGame);
    expect(kept.map((saved) => saved.fields.playerId)).toEqual(expect.arrayContaining(burst));
  });
});

describe("buy again", () => {
  it("puts the order's lines in the cart at today's prices and names the packages gone", async () => {
    const [kept, gone] = pubg.packages.slice(0, 2) as [Game["packages"][0], Game["packages"][0]];
    const db = testApp.database.db;
    await db
      .update(currencyPackages)
      .set({ priceCents: kept.priceCents + 100 })
      .where(eq(currencyPackages.id, kept._id));
    await db
      .update(currencyPackages)
      .set({ isActive: false })
      .where(eq(currencyPackages.id, gone._id));
    try {
      await call(buyer, "DELETE", "/api/cart/clear");
      const reply = await call(buyer, "POST", `/api/orders/${deliveredOrderId}/buy-again`);
      expect(reply.statusCode, reply.body).toBe(200);
      const { cart, added, notAdded } = reply.json().data;
      expect(added).toBe(1);
      expect(cart.items).toHaveLength(1);
      expect(cart.items[0]).toMatchObject({
        packageId: kept._id,
        unitPriceCents: kept.priceCents + 100,
        quantity: 1,
        gameUserId: "5123456789",
      });
      expect(notAdded).toEqual([
        {
          gameName: "PUBG Mobile",
          packageName: gone.name,
          reason: "gone",
          message: "No longer on sale",
        },
      ]);
    } finally {
      await db
        .update(currencyPackages)
        .set({ priceCents: kept.priceCents })
        .where(eq(currencyPackages.id, kept._id));
      await db
        .update(currencyPackages)
        .set({ isActive: true })
        .where(eq(currencyPackages.id, gone._id));
    }
  });

  it("answers 404 for someone else's order and 401 without an account", async () => {
    await call(other, "DELETE", "/api/cart/clear");
    const foreign = await call(other, "POST", `/api/orders/${deliveredOrderId}/buy-again`);
    expect(foreign.statusCode).toBe(404);
    expect((await call(other, "GET", "/api/cart")).json().data.items).toEqual([]);
    const unknown = await call(
      other,
      "POST",
      "/api/orders/00000000-0000-4000-8000-000000000000/buy-again",
    );
    expect(unknown.statusCode).toBe(404);
    expect((await call(null, "POST", `/api/orders/${deliveredOrderId}/buy-again`)).statusCode).toBe(
      401,
    );
  });
});

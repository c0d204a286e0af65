import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { games } from "#db/schema/catalogue.ts";
import { type LoggedIn, loginAs } from "#tests/support/accounts.ts";
import { createTestApp, type TestApp } from "#tests/support/test-app.ts";

let testApp: TestApp;
let buyer: LoggedIn;

beforeAll(async () => {
  testApp = await createTestApp();
  buyer = await loginAs(testApp, "user");
}, 60_000);
afterAll(async () => {
  await testApp?.app.close();
});

describe("a dangerous player-ID pattern already in the database", () => {
  it("is not run against buyers' values, so it cannot block the server", async () => {
    // Saved before the admin check refused this shape (or written to the database directly):
    // on a near-miss such as 25 "a" and a "!", it backtracks 2^25 times, blocking every request.
    await testApp.database.db
      .update(games)
      .set({
        playerIdFields: [
          { key: "accountName", label: "Account name", kind: "text", pattern: "(a|a)*" },
        ],
      })
      .where(eq(games.slug, "steam-wallet"));
    const steam = (await testApp.app.inject({ url: "/api/games/steam-wallet" })).json().data;
    const reply = await testApp.app.inject({
      method: "POST",
      url: "/api/cart/items",
      headers: { authorization: `Bearer ${buyer.token}` },
      payload: {
        packageId: steam.packages[0]._id,
        quantity: 1,
        player: { fields: { accountName: `${"a".repeat(25)}!` } },
      },
    });
    // A code purchase needs no supplier check: the line is added, the pattern skipped.
    expect(reply.statusCode, reply.body).toBe(200);
    expect(reply.json().data.items[0].gameUserId).toBe(`${"a".repeat(25)}!`);

    // Other fields are still checked (a missing value is still refused).
    const missing = await testApp.app.inject({
      method: "POST",
      url: "/api/cart/items",
      headers: { authorization: `Bearer ${buyer.token}` },
      payload: { packageId: steam.packages[0]._id, quantity: 1, player: { fields: {} } },
    });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toContain("Account name is required");
  });
});

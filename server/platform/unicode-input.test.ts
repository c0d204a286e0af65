import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type LoggedIn, loginAs } from "#tests/support/accounts.ts";
import { createListeningTestApp } from "#tests/support/listening-app.ts";
import type { TestApp } from "#tests/support/test-app.ts";
import { normalizeStrings } from "./unicode-input.ts";

let testApp: TestApp;
let buyer: LoggedIn;
let packageId: string;

beforeAll(async () => {
  // Listening: the sandbox supplier that checks player IDs is reached over HTTP.
  testApp = await createListeningTestApp();
  buyer = await loginAs(testApp, "user");
  const pubg = (await testApp.app.inject({ url: "/api/games/pubg-mobile" })).json().data;
  packageId = pubg.packages[0]._id;
});
afterAll(async () => {
  await testApp?.app.close();
});

const send = (method: "POST" | "PUT", url: string, payload: unknown, key = randomUUID()) =>
  testApp.app.inject({
    method,
    url,
    headers: {
      authorization: `Bearer ${buyer.token}`,
      "idempotency-key": key,
      "content-type": "application/json",
    },
    payload: typeof payload === "string" ? payload : JSON.stringify(payload),
  });

describe("text from clients is normalised before any rule", () => {
  it("stores a name typed with a combining accent as the single-character form", async () => {
    const decomposed = "Zoe\u0301 Nova"; // "e" + COMBINING ACUTE ACCENT
    const reply = await send("PUT", "/api/users/profile", { name: decomposed });
    expect(reply.statusCode).toBe(200);
    expect(reply.json().data.name).toBe("Zoé Nova");
    expect(reply.json().data.name).not.toBe(decomposed);
  });

  it("refuses direction overrides in a name, which make a text read as something else", async () => {
    for (const name of ["\u202Enimda", "Nova\u2066Admin\u2069", "Nova\u0085Player"]) {
      const reply = await send("PUT", "/api/users/profile", { name });
      expect(reply.statusCode, JSON.stringify(name)).toBe(400);
      expect(reply.json().success).toBe(false);
    }
    // Right-to-left text with its plain direction mark and a joiner is a real name and stays.
    const arabic = await send("PUT", "/api/users/profile", { name: "\u200Fنوفا\u200C لاعب" });
    expect(arabic.statusCode).toBe(200);
  });

  it("buys for the player ID and e-mail typed in full-width forms as their plain forms", async () => {
    const reply = await send("POST", "/api/checkout", {
      buyNow: { packageId, quantity: 1, player: { fields: { playerId: "５１２３４５６７８９" } } },
      paymentMethod: "card",
      email: "ＮＯＶＡ＠example.com",
    });
    expect(reply.statusCode, reply.body).toBe(200);
    const order = (
      await testApp.app.inject({
        url: `/api/orders/${reply.json().data.orderId}`,
        headers: { authorization: `Bearer ${buyer.token}` },
      })
    ).json().data;
    expect(order.email).toBe("nova@example.com");
    expect(order.items[0].gameUserId).toBe("5123456789");
  });

  it("answers a body nested a hundred thousand levels deep with 400, not a crash", async () => {
    const depth = 100_000;
    const body = `{"paymentMethod":"card","email":"a@b.co","x":${"[".repeat(depth)}"é"${"]".repeat(depth)}}`;
    const reply = await send("POST", "/api/checkout", body);
    expect(reply.statusCode).toBe(400);
    expect(reply.json()).toMatchObject({ success: false });
  });
});

describe("normalizeStrings", () => {
  it("reaches strings in arrays and objects at any depth and leaves other values alone", () => {
    const file = Buffer.from("e\u0301");
    const data = { a: "e\u0301", b: [1, null, { c: ["e\u0301"] }], file, n: 2, t: true };
    normalizeStrings(data);
    expect(data).toEqual({ a: "é", b: [1, null, { c: ["é"] }], file, n: 2, t: true });
    expect(file.toString()).toBe("e\u0301");
    expect(normalizeStrings("e\u0301")).toBe("é");
  });
});

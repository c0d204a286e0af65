import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loginAs } from "#tests/support/accounts.ts";
import { createListeningTestApp } from "#tests/support/listening-app.ts";
import type { TestApp } from "#tests/support/test-app.ts";
import { demoBlockedEmail, demoHeldOrderEmail, seedDemoRisk } from "./seed-demo-risk.ts";

// What demo mode seeds for the fraud screens, tried the way the demo owner would: a checkout
// with the blocked e-mail is refused; the held order waits on the dashboard, and staff can
// release it (the sandbox supplier delivers it) or refund it (the sandbox bank pays it back).

let testApp: TestApp & { origin: string };
let owner: string;

beforeAll(async () => {
  testApp = await createListeningTestApp({ env: { FULFILMENT_RETRY_DELAY_SECONDS: "1" } });
  owner = (await loginAs(testApp, "admin", "owner")).token;
}, 60_000);
afterAll(async () => {
  await testApp?.app.close();
});

const staff = (method: "GET" | "POST", url: string, payload?: Record<string, unknown>) =>
  testApp.app.inject({
    method,
    url,
    headers: { authorization: `Bearer ${owner}` },
    ...(payload ? { payload } : {}),
  });

async function heldOrderId(): Promise<string> {
  const reply = await staff("GET", `/api/admin/orders?q=${encodeURIComponent(demoHeldOrderEmail)}`);
  expect(reply.statusCode, reply.body).toBe(200);
  const found = reply.json().data.orders as { id: string }[];
  expect(found).toHaveLength(1);
  return found[0]?.id as string;
}

async function statusOf(orderId: string, wanted: string): Promise<string> {
  const deadline = Date.now() + 20_000;
  let status = "";
  while (Date.now() < deadline) {
    status = (await staff("GET", `/api/admin/orders/${orderId}`)).json().data.status;
    if (status === wanted) break;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return status;
}

describe("the demo's fraud review seed", () => {
  it("seeds once: a blocked e-mail a checkout is refused with, and a held order", async () => {
    expect(await seedDemoRisk(testApp.database.db)).toEqual({
      blockedEmail: true,
      heldOrder: true,
    });
    expect(await seedDemoRisk(testApp.database.db)).toEqual({
      blockedEmail: false,
      heldOrder: false,
    });

    const game = (await testApp.app.inject({ url: "/api/games/pubg-mobile" })).json().data;
    const refused = await testApp.app.inject({
      method: "POST",
      url: "/api/checkout",
      headers: { "idempotency-key": randomUUID() },
      payload: {
        buyNow: {
          packageId: game.packages[0]._id,
          quantity: 1,
          player: { fields: { playerId: "5123456789" } },
        },
        paymentMethod: "card",
        email: demoBlockedEmail,
      },
    });
    expect(refused.statusCode, refused.body).toBe(403);
    expect(refused.json().message).toBe("We can't accept this order. Contact support.");

    const orderId = await heldOrderId();
    const detail = (await staff("GET", `/api/admin/orders/${orderId}`)).json().data;
    expect(detail).toMatchObject({ status: "on_hold", paymentStatus: "paid" });
    expect(detail.notes.map((note: { text: string }) => note.text).join(" ")).toContain(
      "Held for review",
    );
    const dashboard = (await staff("GET", "/api/admin/dashboard")).json().data;
    expect(dashboard.today).toMatchObject({ heldForReview: 1, stillHeld: 1, blockedCheckouts: 1 });
  });

  it("lets staff refund the held order through the sandbox bank", async () => {
    const orderId = await heldOrderId();
    const refund = await staff("POST", `/api/admin/orders/${orderId}/refund`, {
      reason: "Tried the demo refund",
    });
    expect(refund.statusCode, refund.body).toBe(200);
    expect(await statusOf(orderId, "refunded")).toBe("refunded");
    const detail = (await staff("GET", `/api/admin/orders/${orderId}`)).json().data;
    expect(detail.paymentStatus).toBe("refunded");
  }, 30_000);
});

describe("the held order, released instead", () => {
  let other: TestApp & { origin: string };
  beforeAll(async () => {
    other = await createListeningTestApp({ env: { FULFILMENT_RETRY_DELAY_SECONDS: "1" } });
    await seedDemoRisk(other.database.db);
  }, 60_000);
  afterAll(async () => {
    await other?.app.close();
  });

  it("is delivered by the sandbox supplier once staff release it", async () => {
    const token = (await loginAs(other, "admin", "support")).token;
    const headers = { authorization: `Bearer ${token}` };
    const list = await other.app.inject({
      url: `/api/admin/orders?q=${encodeURIComponent(demoHeldOrderEmail)}`,
      headers,
    });
    const found = list.json().data.orders as { id: string }[];
    const orderId = found[0]?.id as string;
    const released = await other.app.inject({
      method: "POST",
      url: `/api/admin/orders/${orderId}/release`,
      headers,
      payload: {},
    });
    expect(released.statusCode, released.body).toBe(200);
    const deadline = Date.now() + 20_000;
    let status = "";
    while (Date.now() < deadline) {
      status = (await other.app.inject({ url: `/api/admin/orders/${orderId}`, headers })).json()
        .data.status;
      if (status === "completed") break;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    expect(status).toBe("completed");
  }, 30_000);
});

import { randomUUID } from "node:crypto";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sandboxTestCards } from "#contracts/buying-rules.ts";
import { logIn, loginAs, nextAddress, uniqueEmail } from "#tests/support/accounts.ts";
import { createListeningTestApp } from "#tests/support/listening-app.ts";
import { type TestApp, TestClock } from "#tests/support/test-app.ts";

// Fraud holds and blocklists through the API: staff keep rules and blocklists (audited; support
// reads only); a paid order that breaks a rule waits on hold for staff, its rule named to staff
// only; a blocked buyer is refused at checkout with a neutral text, and nothing is stored.

let testApp: TestApp & { origin: string };
const clock = new TestClock();
let pubgPackage: string;
let owner: string;
let support: string;
const staffLogins: {
  owner?: { email: string; password: string };
  support?: { email: string; password: string };
} = {};

/** Moves the clock on; sessions that expired meanwhile sign in again. */
async function advanceClock(ms: number) {
  clock.advance(ms);
  const again = (who: { email: string; password: string } | undefined) =>
    logIn(testApp.app, who?.email ?? "", who?.password ?? "", "/api/admin/login");
  owner = (await again(staffLogins.owner)).token;
  support = (await again(staffLogins.support)).token;
}

beforeAll(async () => {
  // Listening: the sandbox supplier and payment pages are reached over HTTP.
  testApp = await createListeningTestApp({ clock, env: { FULFILMENT_RETRY_DELAY_SECONDS: "1" } });
  pubgPackage = (await testApp.app.inject({ url: "/api/games/pubg-mobile" })).json().data
    .packages[0]._id;
  const ownerLogin = await loginAs(testApp, "admin", "owner");
  const supportLogin = await loginAs(testApp, "admin", "support");
  staffLogins.owner = ownerLogin;
  staffLogins.support = supportLogin;
  owner = ownerLogin.token;
  support = supportLogin.token;
}, 60_000);
afterAll(async () => {
  await testApp?.app.close();
});

async function rowsOf<T>(query: ReturnType<typeof sql>): Promise<T[]> {
  const result = (await testApp.database.db.execute(query)) as unknown as { rows: T[] } | T[];
  return Array.isArray(result) ? result : result.rows;
}

const staff = (
  method: "GET" | "POST" | "PUT" | "DELETE",
  url: string,
  payload?: unknown,
  token = owner,
) =>
  testApp.app.inject({
    method,
    url,
    headers: { authorization: `Bearer ${token}` },
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
  });

/** Replaces every rule by these (each test states the rules it is about). */
async function onlyRules(rules: Record<string, unknown>[]): Promise<string[]> {
  for (const rule of (await staff("GET", "/api/admin/risk-rules")).json().data.rules) {
    expect((await staff("DELETE", `/api/admin/risk-rules/${rule.id}`)).statusCode).toBe(200);
  }
  const ids: string[] = [];
  for (const rule of rules) {
    const reply = await staff("POST", "/api/admin/risk-rules", rule);
    expect(reply.statusCode, reply.body).toBe(200);
    ids.push(reply.json().data.rule.id);
  }
  return ids;
}

let playerSeq = 0;
const freshPlayer = () => `51234${String(++playerSeq).padStart(4, "0")}1`;

type Buy = { email?: string; address?: string; player?: string; token?: string; card?: string };

/** Checks out one PUBG top-up (a guest unless `token`). */
function checkout(buy: Buy, lang = "en") {
  return testApp.app.inject({
    method: "POST",
    url: "/api/checkout",
    remoteAddress: buy.address ?? nextAddress(),
    headers: {
      "idempotency-key": randomUUID(),
      "accept-language": lang,
      ...(buy.token ? { authorization: `Bearer ${buy.token}` } : {}),
    },
    payload: {
      buyNow: {
        packageId: pubgPackage,
        quantity: 1,
        player: { fields: { playerId: buy.player ?? freshPlayer() } },
      },
      paymentMethod: "card",
      email: buy.email ?? uniqueEmail("risk"),
    },
  });
}

/** Checks out and pays; the order's status once the payment is applied. */
async function buyAndPay(
  buy: Buy,
): Promise<{ id: string; key: string | undefined; status: string }> {
  const reply = await checkout(buy);
  expect(reply.statusCode, reply.body).toBe(200);
  const { orderId, redirectUrl, orderKey } = reply.json().data;
  const sessionId = new URL(redirectUrl).pathname.split("/").pop();
  const paid = await testApp.app.inject({
    method: "POST",
    url: `/api/sandbox/payments/${sessionId}/pay`,
    payload: {
      cardNumber: buy.card ?? sandboxTestCards.success,
      expiry: "12/30",
      cvc: "123",
      name: "Risk Test",
    },
  });
  expect(paid.statusCode, paid.body).toBe(200);
  const deadline = Date.now() + 20_000;
  for (;;) {
    const order = (await staff("GET", `/api/admin/orders/${orderId}`)).json().data;
    if (order.paymentStatus === "paid" || Date.now() > deadline) {
      return { id: orderId, key: orderKey, status: order.status };
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** The dashboard's 7-day window (the clock moves on through these tests; today may turn). */
async function dashboardWeek(): Promise<{
  heldForReview: number;
  stillHeld: number;
  blockedCheckouts: number;
}> {
  const reply = await staff("GET", "/api/admin/dashboard");
  expect(reply.statusCode, reply.body).toBe(200);
  return reply.json().data.last7Days;
}

async function countOrders(): Promise<number> {
  const [row] = await rowsOf<{ n: number }>(sql`select count(*)::int as n from orders`);
  return row?.n ?? 0;
}

const velocity = (scope: string) => ({
  name: `Six per ${scope}`,
  kind: "velocity",
  scope,
  windowMinutes: 10,
  maxOrders: 5,
});

describe("fraud rules", () => {
  it("starts with the demo rules: more than 5 paid orders in 10 minutes per account or e-mail", async () => {
    const rules = (await staff("GET", "/api/admin/risk-rules")).json().data.rules;
    expect(rules).toMatchObject([
      { kind: "velocity", scope: "account", windowMinutes: 10, maxOrders: 5, active: true },
      { kind: "velocity", scope: "email", windowMinutes: 10, maxOrders: 5, active: true },
    ]);
  });

  const scopes: { scope: string; buy: () => Buy }[] = [];
  let memberToken = "";
  let member: { email: string; password: string } | undefined;
  const sharedEmail = uniqueEmail("same.email");
  const sharedAddress = "10.250.1.1";
  const sharedPlayer = "5987654321";
  scopes.push({ scope: "account", buy: () => ({ token: memberToken }) });
  scopes.push({ scope: "email", buy: () => ({ email: sharedEmail }) });
  scopes.push({ scope: "address", buy: () => ({ address: sharedAddress }) });
  scopes.push({ scope: "player", buy: () => ({ player: sharedPlayer }) });
  // Every other test pays with the success card: the card rule counts another one, paid by
  // different buyers each time (the sandbox gives each card its own fingerprint).
  scopes.push({ scope: "card", buy: () => ({ card: sandboxTestCards.refundFailsOnce }) });

  for (const { scope, buy } of scopes) {
    it(`holds the 6th paid order in 10 minutes by ${scope}, not the 5th`, async () => {
      await onlyRules([velocity(scope)]);
      if (scope === "account") {
        const signedUp = await loginAs(testApp, "user");
        member = signedUp;
        memberToken = signedUp.token;
      }
      const statuses: string[] = [];
      for (let n = 0; n < 6; n += 1) statuses.push((await buyAndPay(buy())).status);
      expect(statuses.slice(0, 5)).not.toContain("on_hold");
      expect(statuses[5]).toBe("on_hold");
      // Outside the window the count starts again.
      await advanceClock(11 * 60_000);
      if (member && scope === "account") {
        memberToken = (await logIn(testApp.app, member.email, member.password)).token;
      }
      expect((await buyAndPay(buy())).status).not.toBe("on_hold");
    }, 120_000);
  }

  it("names the rule on the staff timeline only; release delivers the order", async () => {
    const [ruleId] = await onlyRules([
      {
        name: "Any money at all",
        kind: "velocity",
        scope: "email",
        windowMinutes: 60,
        maxCents: 1,
      },
    ]);
    const week = await dashboardWeek();
    const held = await buyAndPay({});
    expect(held.status).toBe("on_hold");
    // The dashboard counts the hold, waiting for review.
    expect(await dashboardWeek()).toMatchObject({
      heldForReview: week.heldForReview + 1,
      stillHeld: week.stillHeld + 1,
    });

    const detail = (await staff("GET", `/api/admin/orders/${held.id}`)).json().data;
    expect(detail.notes.map((note: { text: string }) => note.text)).toContain(
      "Held for review: Any money at all",
    );
    const buyerView = (
      await testApp.app.inject({ url: `/api/orders/${held.id}?key=${held.key}` })
    ).json().data;
    expect(buyerView.status).toBe("on_hold");
    expect(JSON.stringify(buyerView)).not.toContain("Any money at all");
    expect(buyerView.events.at(-1).cause).toBe("Held for review");

    // Support may release (orders.hold) but not change the rules (risk.write).
    expect(
      (await staff("PUT", `/api/admin/risk-rules/${ruleId}`, velocity("email"), support))
        .statusCode,
    ).toBe(403);
    const released = await staff("POST", `/api/admin/orders/${held.id}/release`, {}, support);
    expect(released.statusCode, released.body).toBe(200);
    const deadline = Date.now() + 20_000;
    let status = "";
    while (Date.now() < deadline) {
      status = (await staff("GET", `/api/admin/orders/${held.id}`)).json().data.status;
      if (status === "completed") break;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    expect(status).toBe("completed");
    // Released: still counted as held in the window, no longer waiting.
    expect(await dashboardWeek()).toMatchObject({
      heldForReview: week.heldForReview + 1,
      stillHeld: week.stillHeld,
    });
  }, 60_000);

  it("holds a new account's first order above the first-order cap, and not its second", async () => {
    await onlyRules([{ name: "First order cap", kind: "first_order", maxCents: 1 }]);
    const member = await loginAs(testApp, "user");
    expect((await buyAndPay({ token: member.token })).status).toBe("on_hold");
    expect((await buyAndPay({ token: member.token })).status).not.toBe("on_hold");
  }, 60_000);

  it("does not hold by a switched-off rule", async () => {
    const [ruleId] = await onlyRules([
      { name: "Any money", kind: "velocity", scope: "email", windowMinutes: 60, maxCents: 1 },
    ]);
    const off = await staff("PUT", `/api/admin/risk-rules/${ruleId}`, {
      name: "Any money",
      kind: "velocity",
      scope: "email",
      windowMinutes: 60,
      maxCents: 1,
      active: false,
    });
    expect(off.statusCode, off.body).toBe(200);
    expect((await buyAndPay({})).status).not.toBe("on_hold");
  }, 60_000);

  it("refuses a rule without its limits, with a clear message", async () => {
    const reply = await staff("POST", "/api/admin/risk-rules", {
      name: "Nothing",
      kind: "velocity",
      scope: "account",
      windowMinutes: 10,
    });
    expect(reply.statusCode).toBe(400);
    expect(reply.body).toContain("Give a number of orders, an amount, or both");
  });
});

describe("blocklists", () => {
  const neutral = "We can't accept this order. Contact support.";

  async function block(kind: string, value: string): Promise<string> {
    const reply = await staff("POST", "/api/admin/blocklist", { kind, value, note: "test" });
    expect(reply.statusCode, reply.body).toBe(200);
    return reply.json().data.entry.id;
  }

  async function expectRefused(buy: Buy) {
    const before = await countOrders();
    const reply = await checkout(buy);
    expect(reply.statusCode, reply.body).toBe(403);
    expect(reply.json().message).toBe(neutral);
    expect(await countOrders()).toBe(before);
  }

  it("refuses each kind of entry, guest and member alike, and stores nothing", async () => {
    await onlyRules([]);
    const member = await loginAs(testApp, "user");
    const memberEmail = member.email;
    const week = await dashboardWeek();

    const email = uniqueEmail("blocked");
    await block("email", email);
    await expectRefused({ email });
    await block("email", memberEmail);
    await expectRefused({ email: memberEmail, token: member.token });

    await block("email_domain", "@Blocked-Domain.example");
    await expectRefused({ email: "someone@blocked-domain.example" });
    await expectRefused({ email: "someone@BLOCKED-DOMAIN.example", token: member.token });

    await block("player", "5111222331");
    await expectRefused({ player: "5111222331" });
    await expectRefused({ player: "5111222331", token: member.token });

    await block("address", "10.251.0.9");
    await expectRefused({ address: "10.251.0.9" });
    await expectRefused({ address: "10.251.0.9", token: member.token });

    // Anyone else buys.
    expect((await checkout({})).statusCode).toBe(200);
    // The dashboard counts the 8 refused checkouts.
    expect((await dashboardWeek()).blockedCheckouts).toBe(week.blockedCheckouts + 8);
  }, 60_000);

  it("matches a full-width or look-alike form of a blocked e-mail", async () => {
    await block("email", "lookalike.buyer@example.com");
    await expectRefused({ email: "ｌｏｏｋａｌｉｋｅ．ｂｕｙｅｒ＠ｅｘａｍｐｌｅ．ｃｏｍ" });
    await expectRefused({ email: "LookAlike.Buyer@Example.com" });
  });

  it("answers in the buyer's language", async () => {
    const email = uniqueEmail("blocked.es");
    await block("email", email);
    const reply = await checkout({ email }, "es");
    expect(reply.statusCode).toBe(403);
    expect(reply.json().message).toBe(
      "No podemos aceptar este pedido. Ponte en contacto con soporte.",
    );
  });

  it("keeps entries once, lets support read but not write, and audits every change", async () => {
    const email = uniqueEmail("audited");
    const id = await block("email", email);
    const again = await staff("POST", "/api/admin/blocklist", { kind: "email", value: email });
    expect(again.statusCode).toBe(409);

    const read = await staff("GET", "/api/admin/blocklist", undefined, support);
    expect(read.statusCode).toBe(200);
    expect(read.json().data.entries.map((entry: { value: string }) => entry.value)).toContain(
      email,
    );
    expect((await staff("GET", "/api/admin/risk-rules", undefined, support)).statusCode).toBe(200);
    expect(
      (
        await staff(
          "POST",
          "/api/admin/blocklist",
          { kind: "email", value: "x@y.example" },
          support,
        )
      ).statusCode,
    ).toBe(403);
    expect(
      (await staff("DELETE", `/api/admin/blocklist/${id}`, undefined, support)).statusCode,
    ).toBe(403);

    expect((await staff("DELETE", `/api/admin/blocklist/${id}`)).statusCode).toBe(200);
    expect((await checkout({ email })).statusCode).toBe(200);

    const [ruleId] = await onlyRules([velocity("account")]);
    expect(
      (
        await staff("PUT", `/api/admin/risk-rules/${ruleId}`, {
          ...velocity("account"),
          maxOrders: 3,
        })
      ).statusCode,
    ).toBe(200);
    const audit = await rowsOf<{ action: string; actor_role: string }>(
      sql`select action, actor_role from audit_log where target_id in (${id}, ${ruleId}) order by created_at, action`,
    );
    expect(audit).toEqual([
      { action: "risk.blocklist.add", actor_role: "owner" },
      { action: "risk.blocklist.remove", actor_role: "owner" },
      { action: "risk.rule.create", actor_role: "owner" },
      { action: "risk.rule.update", actor_role: "owner" },
    ]);
  }, 60_000);
});

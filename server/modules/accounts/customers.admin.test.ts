import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { languageCodes } from "#contracts/languages.ts";
import { createOrder } from "#db/factories/buying.ts";
import { orderRefunds } from "#db/schema/buying.ts";
import {
  type LoggedIn,
  logIn,
  loginAs,
  nextAddress,
  signUp,
  uniqueEmail,
} from "#tests/support/accounts.ts";
import { createTestApp, type TestApp } from "#tests/support/test-app.ts";
import { accountBlockedTexts } from "./account-blocked-text.ts";

// Staff's customers area: finding shoppers, one shopper's page, and blocking: a blocked account
// cannot sign in (in its language), loses its sessions at once, and nobody checks out with its
// address; unblocking gives the account back.

let testApp: TestApp;
let manager: LoggedIn;
let support: LoggedIn;
let staffId: string;
let packageId: string;

beforeAll(async () => {
  testApp = await createTestApp();
  manager = await loginAs(testApp, "admin", "manager");
  support = await loginAs(testApp, "admin", "support");
  staffId = (await loginAs(testApp, "admin", "editor")).userId;
  const game = (await testApp.app.inject({ url: "/api/games/steam-wallet" })).json();
  packageId = game.data.packages[0]._id;
}, 60_000);

afterAll(async () => {
  await testApp?.app.close();
});

const asStaff = (
  who: LoggedIn,
  method: "GET" | "POST",
  url: string,
  payload?: Record<string, unknown>,
) =>
  testApp.app.inject({
    method,
    url,
    headers: { authorization: `Bearer ${who.token}` },
    ...(payload ? { payload } : method === "POST" ? { payload: {} } : {}),
  });

const login = (email: string, password: string, lang?: string) =>
  testApp.app.inject({
    method: "POST",
    url: "/api/users/login",
    remoteAddress: nextAddress(),
    headers: lang ? { "accept-language": lang } : {},
    payload: { email, password },
  });

const checkout = (email: string, options: { token?: string; lang?: string } = {}) =>
  testApp.app.inject({
    method: "POST",
    url: "/api/checkout",
    remoteAddress: nextAddress(),
    headers: {
      "idempotency-key": randomUUID(),
      ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
      ...(options.lang ? { "accept-language": options.lang } : {}),
    },
    payload: {
      buyNow: { packageId, quantity: 1, player: { fields: { region: "US" } } },
      paymentMethod: "card",
      email,
    },
  });

describe("admin customers", () => {
  it("finds shoppers by part of the name or e-mail, any case, folded Unicode, newest first, paged", async () => {
    const tag = `q${Date.now().toString(36)}`;
    const first = await signUp(testApp.app, { name: `Zoë Ångström ${tag}` });
    const second = await signUp(testApp.app, {
      name: `Bruno ${tag}`,
      email: uniqueEmail(`bruno.${tag}`),
    });
    const third = await signUp(testApp.app, { name: `Chloé ${tag}` });

    const search = async (q: string, extra = "") => {
      const reply = await asStaff(
        support,
        "GET",
        `/api/admin/customers?q=${encodeURIComponent(q)}${extra}`,
      );
      expect(reply.statusCode, reply.body).toBe(200);
      return reply.json().data;
    };

    const all = await search(tag.toUpperCase());
    expect(all.total).toBe(3);
    expect(all.customers.map((row: { email: string }) => row.email)).toEqual([
      third.email,
      second.email,
      first.email,
    ]);
    expect(all.customers[0]).toMatchObject({
      name: `Chloé ${tag}`,
      ordersCount: 0,
      totalSpentCents: 0,
      blocked: false,
    });

    // Capitals, a decomposed accent (A + ring above) and full-width letters all find the name.
    expect((await search("ÅNGSTRÖM")).customers.map((row: { id: string }) => row.id)).toContain(
      (await search(tag)).customers[2].id,
    );
    const decomposed = await search(`A\u030Angstro\u0308m ${tag}`);
    expect(decomposed.customers.map((row: { email: string }) => row.email)).toEqual([first.email]);
    const fullWidth = await search(`ＢＲＵＮＯ．${tag.toUpperCase()}`);
    expect(fullWidth.customers.map((row: { email: string }) => row.email)).toEqual([second.email]);

    const page1 = await search(tag, "&pageSize=2");
    const page2 = await search(tag, "&pageSize=2&page=2");
    expect(page1.customers).toHaveLength(2);
    expect(page2.customers.map((row: { email: string }) => row.email)).toEqual([first.email]);
    expect(page2).toMatchObject({ total: 3, page: 2, pageSize: 2 });

    // Staff accounts are not customers.
    const staff = await search("staff.admin");
    expect(staff.total).toBe(0);

    const wrong = await asStaff(support, "GET", "/api/admin/customers?pageSize=500");
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toMatch(/pageSize/);
  });

  it("shows a shopper's profile, sign-in methods, orders with totals, refunds and security events", async () => {
    const shopper = await loginAs(testApp, "user");
    const db = testApp.database.db;
    const older = new Date(Date.now() - 3 * 86_400_000);
    const { order: refundedOrder } = await createOrder(db, {
      userId: shopper.userId,
      email: shopper.email,
      createdAt: older,
      paidAt: older,
      items: [
        { unitPriceCents: 1_000, quantity: 2 },
        { unitPriceCents: 500, quantity: 1, status: "refunded" },
      ],
    });
    const { order: unpaid } = await createOrder(db, {
      userId: shopper.userId,
      email: shopper.email,
      items: [{ unitPriceCents: 700 }],
    });

    const reply = await asStaff(support, "GET", `/api/admin/customers/${shopper.userId}`);
    expect(reply.statusCode, reply.body).toBe(200);
    expect(reply.headers["cache-control"]).toBe("no-store");
    const detail = reply.json().data;
    expect(detail).toMatchObject({
      id: shopper.userId,
      email: shopper.email,
      name: "Test Player",
      active: true,
      signInMethods: ["password"],
      block: null,
      // Both orders count; what was kept: 25.00 paid less the 5.00 refunded line.
      totals: { ordersCount: 2, totalSpentCents: 2_000, refundedCents: 500 },
    });
    expect(detail.orders.map((order: { id: string }) => order.id)).toEqual([
      unpaid.id,
      refundedOrder.id,
    ]);
    expect(detail.orders[1]).toMatchObject({
      totalCents: 2_500,
      refundedCents: 500,
      linesCount: 2,
      paymentStatus: "paid",
    });
    expect(detail.refunds).toEqual([
      expect.objectContaining({ orderId: refundedOrder.id, amountCents: 500 }),
    ]);
    expect(detail.refunds[0].line).toContain("100 Gems");

    // A refund of an amount (no line) counts too, and is listed with its reason.
    await db.insert(orderRefunds).values({
      orderId: refundedOrder.id,
      amountCents: 250,
      reason: "Goodwill: late delivery",
      status: "succeeded",
      actor: "staff",
      succeededAt: new Date(),
    });
    const after = (await asStaff(support, "GET", `/api/admin/customers/${shopper.userId}`)).json()
      .data;
    expect(after.totals).toEqual({ ordersCount: 2, totalSpentCents: 1_750, refundedCents: 750 });
    expect(after.orders[1]).toMatchObject({ refundedCents: 750 });
    expect(after.refunds[0]).toMatchObject({
      orderId: refundedOrder.id,
      line: null,
      reason: "Goodwill: late delivery",
      amountCents: 250,
    });

    const listed = (
      await asStaff(support, "GET", `/api/admin/customers?q=${encodeURIComponent(shopper.email)}`)
    ).json().data.customers;
    expect(listed).toEqual([
      expect.objectContaining({ id: shopper.userId, ordersCount: 2, totalSpentCents: 1_750 }),
    ]);

    expect((await asStaff(support, "GET", `/api/admin/customers/${randomUUID()}`)).statusCode).toBe(
      404,
    );
    // A staff account is not a customer.
    expect((await asStaff(support, "GET", `/api/admin/customers/${staffId}`)).statusCode).toBe(404);
  });

  it("blocks: sign-in refused in the shopper's language, sessions ended, checkout refused; unblock restores", async () => {
    const shopper = await loginAs(testApp, "user");
    const other = await loginAs(testApp, "user");
    // A session in a second browser, ended by the block as well.
    const secondBrowser = await logIn(testApp.app, shopper.email, shopper.password);

    const supportTry = await asStaff(
      support,
      "POST",
      `/api/admin/customers/${shopper.userId}/block`,
      {
        reason: "Chargebacks",
      },
    );
    expect(supportTry.statusCode).toBe(403);

    const noReason = await asStaff(
      manager,
      "POST",
      `/api/admin/customers/${shopper.userId}/block`,
      {
        reason: "  ",
      },
    );
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().message).toMatch(/reason/i);

    const blocked = await asStaff(manager, "POST", `/api/admin/customers/${shopper.userId}/block`, {
      reason: "Chargebacks on three orders",
    });
    expect(blocked.statusCode, blocked.body).toBe(200);
    expect(blocked.json().data.block).toMatchObject({
      reason: "Chargebacks on three orders",
      byEmail: (manager as LoggedIn & { email: string }).email,
    });
    const again = await asStaff(manager, "POST", `/api/admin/customers/${shopper.userId}/block`, {
      reason: "Twice",
    });
    expect(again.statusCode).toBe(409);

    // The access tokens in hand stop working at once, and the refresh cookies with them.
    for (const session of [shopper, secondBrowser]) {
      const profile = await testApp.app.inject({
        url: "/api/users/profile",
        headers: { authorization: `Bearer ${session.token}` },
      });
      expect(profile.statusCode).toBe(401);
      const refresh = await testApp.app.inject({
        method: "POST",
        url: "/api/users/refresh",
        remoteAddress: nextAddress(),
        headers: { "accept-language": "es" },
        cookies: { gz_refresh: session.refreshCookie },
      });
      expect(refresh.statusCode).toBe(403);
      expect(refresh.json()).toMatchObject({
        code: "ACCOUNT_BLOCKED",
        message: accountBlockedTexts.es,
      });
    }

    // The right password gets the blocked message, in the request's language.
    const english = await login(shopper.email, shopper.password);
    expect(english.statusCode).toBe(403);
    expect(english.json()).toMatchObject({
      code: "ACCOUNT_BLOCKED",
      message: "This account is blocked. Contact support.",
    });
    const spanish = await login(shopper.email, shopper.password, "es-ES,es;q=0.9");
    expect(spanish.statusCode).toBe(403);
    expect(spanish.json().message).toBe("Esta cuenta está bloqueada. Contacta con el soporte.");
    // A wrong password says nothing about the block.
    const wrong = await login(shopper.email, "not-the-password-1");
    expect(wrong.statusCode).toBe(401);
    // Nor does the staff sign-in let it through.
    const adminDoor = await testApp.app.inject({
      method: "POST",
      url: "/api/admin/login",
      remoteAddress: nextAddress(),
      payload: { email: shopper.email, password: shopper.password },
    });
    expect(adminDoor.statusCode).toBe(403);
    expect(adminDoor.json().code).toBe("ACCOUNT_BLOCKED");

    // Checkout with the address: refused for a guest (any capitalisation) and for another member.
    // The words are the blocklist's neutral ones: whoever types the address does not learn that
    // an account exists for it, let alone that it is blocked.
    const guest = await checkout(shopper.email.toUpperCase(), { lang: "ar" });
    expect(guest.statusCode).toBe(403);
    expect(guest.json()).toMatchObject({
      code: "FORBIDDEN",
      message: "لا يمكننا قبول هذا الطلب. تواصل مع الدعم.",
    });
    const member = await checkout(shopper.email, { token: other.token });
    expect(member.statusCode).toBe(403);
    expect(member.json()).toMatchObject({
      code: "FORBIDDEN",
      message: "We can't accept this order. Contact support.",
    });
    // The blocked member's own session is gone: checkout asks for a sign-in.
    const own = await checkout(shopper.email, { token: shopper.token });
    expect(own.statusCode).toBe(401);
    // Another address still buys.
    const fine = await checkout(uniqueEmail("guest"));
    expect(fine.statusCode, fine.body).toBe(200);

    const detail = (await asStaff(support, "GET", `/api/admin/customers/${shopper.userId}`)).json()
      .data;
    const kinds = detail.securityEvents.map((event: { kind: string }) => event.kind);
    expect(kinds).toEqual(expect.arrayContaining(["account-blocked", "login-blocked"]));
    const listed = (
      await asStaff(support, "GET", `/api/admin/customers?q=${encodeURIComponent(shopper.email)}`)
    ).json().data.customers;
    expect(listed[0].blocked).toBe(true);

    const supportUnblock = await asStaff(
      support,
      "POST",
      `/api/admin/customers/${shopper.userId}/unblock`,
    );
    expect(supportUnblock.statusCode).toBe(403);
    const unblocked = await asStaff(
      manager,
      "POST",
      `/api/admin/customers/${shopper.userId}/unblock`,
    );
    expect(unblocked.statusCode, unblocked.body).toBe(200);
    expect(unblocked.json().data.block).toBeNull();
    expect(
      (await asStaff(manager, "POST", `/api/admin/customers/${shopper.userId}/unblock`)).statusCode,
    ).toBe(409);

    const back = await login(shopper.email, shopper.password);
    expect(back.statusCode, back.body).toBe(200);
    // An old refresh cookie ended by the block is just an ended session now.
    const oldRefresh = await testApp.app.inject({
      method: "POST",
      url: "/api/users/refresh",
      remoteAddress: nextAddress(),
      cookies: { gz_refresh: secondBrowser.refreshCookie },
    });
    expect(oldRefresh.statusCode).toBe(401);
    expect((await checkout(shopper.email)).statusCode).toBe(200);

    const audit = await asStaff(
      manager,
      "GET",
      `/api/admin/audit-log?action=customers.&targetId=${shopper.userId}`,
    );
    expect(audit.statusCode, audit.body).toBe(200);
    const entries = audit.json().data.entries;
    expect(entries.map((entry: { action: string }) => entry.action)).toEqual([
      "customers.unblock",
      "customers.block",
    ]);
    expect(entries[1]).toMatchObject({
      targetType: "user",
      after: { blocked: true, reason: "Chargebacks on three orders" },
      actor: { role: "manager" },
    });
  });

  it("refuses to block staff accounts (409) and unknown ids (404)", async () => {
    const staff = await asStaff(manager, "POST", `/api/admin/customers/${staffId}/block`, {
      reason: "No",
    });
    expect(staff.statusCode).toBe(409);
    expect(staff.json().message).toMatch(/staff/i);
    const missing = await asStaff(manager, "POST", `/api/admin/customers/${randomUUID()}/block`, {
      reason: "No",
    });
    expect(missing.statusCode).toBe(404);
  });

  it("says the blocked text in every language, the same words the browser shows for the code", async () => {
    for (const lang of languageCodes) {
      const module = (await import(`#app/locales/${lang}.ts`)) as Record<
        string,
        { errors?: { ACCOUNT_BLOCKED?: string } }
      >;
      expect(module[lang]?.errors?.ACCOUNT_BLOCKED, lang).toBe(accountBlockedTexts[lang]);
    }
  });
});

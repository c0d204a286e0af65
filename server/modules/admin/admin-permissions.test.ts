import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type AdminRole, adminRoles } from "#contracts/accounts-rules.ts";
import { adminPermissions, hasAdminPermission } from "#contracts/admin-permissions.ts";
import { createOrder } from "#db/factories/buying.ts";
import { loginAs } from "#tests/support/accounts.ts";
import { createTestApp, type TestApp } from "#tests/support/test-app.ts";

/**
 * The permission model, route by route: every admin API route names an entry of the permission
 * table, and every route is driven as a guest, a shopper and each admin role, expecting exactly
 * the table's answer (401, 403, or through to the route's own checks).
 */

let testApp: TestApp;
const tokens = new Map<string, string>();
let buyerId: string;

beforeAll(async () => {
  testApp = await createTestApp();
  const buyer = await loginAs(testApp, "user");
  buyerId = buyer.userId;
  tokens.set("buyer", buyer.token);
  tokens.set("user", (await loginAs(testApp, "user")).token);
  for (const role of adminRoles) tokens.set(role, (await loginAs(testApp, "admin", role)).token);
}, 60_000);

afterAll(async () => {
  await testApp?.app.close();
});

// A well-formed id that names nothing, for routes with parameters.
const missingId = "00000000-0000-4000-8000-000000000000";

describe("admin permissions", () => {
  it("gives every admin route an entry of the permission table", () => {
    const routes = testApp.app.adminRoutes;
    expect(routes.length).toBeGreaterThan(0);
    for (const route of routes) {
      expect(Object.keys(adminPermissions), `${route.method} ${route.url}`).toContain(
        route.permission,
      );
    }
  });

  it("covers the two-factor routes: one's own for every admin role, the reset for owners", () => {
    const routes = testApp.app.adminRoutes.map(
      (route) => `${route.method} ${route.url} ${route.permission}`,
    );
    expect(routes).toEqual(
      expect.arrayContaining([
        "GET /api/admin/2fa twofactor.self",
        "POST /api/admin/2fa/setup twofactor.self",
        "POST /api/admin/2fa/enable twofactor.self",
        "POST /api/admin/2fa/disable twofactor.self",
        "POST /api/admin/2fa/recovery-codes twofactor.self",
        "POST /api/admin/admins/:id/2fa/reset admins.manage",
      ]),
    );
    expect(adminPermissions["twofactor.self"]).toEqual(["owner", "manager", "support", "editor"]);
  });

  it("covers the order refund: owners and managers only", async () => {
    const routes = testApp.app.adminRoutes.map(
      (route) => `${route.method} ${route.url} ${route.permission}`,
    );
    expect(routes).toContain("POST /api/admin/orders/:id/refund orders.refund");
    expect(adminPermissions["orders.refund"]).toEqual(["owner", "manager"]);
    // With a valid body: through to the route (404 for an order that does not exist) or 403.
    const statuses: Record<string, number> = {};
    for (const role of adminRoles) {
      const reply = await testApp.app.inject({
        method: "POST",
        url: `/api/admin/orders/${missingId}/refund`,
        headers: { authorization: `Bearer ${tokens.get(role)}` },
        payload: { amountCents: 100, reason: "Permission check" },
      });
      statuses[role] = reply.statusCode;
    }
    expect(statuses).toEqual({ owner: 404, manager: 404, support: 403, editor: 403 });
  });

  it("covers the fraud rules and blocklists: support reads, owner and manager change", () => {
    const routes = testApp.app.adminRoutes.map(
      (route) => `${route.method} ${route.url} ${route.permission}`,
    );
    expect(routes).toEqual(
      expect.arrayContaining([
        "GET /api/admin/risk-rules risk.read",
        "POST /api/admin/risk-rules risk.write",
        "PUT /api/admin/risk-rules/:id risk.write",
        "DELETE /api/admin/risk-rules/:id risk.write",
        "GET /api/admin/blocklist risk.read",
        "POST /api/admin/blocklist risk.write",
        "DELETE /api/admin/blocklist/:id risk.write",
      ]),
    );
    expect(adminPermissions["risk.read"]).toEqual(["owner", "manager", "support"]);
    expect(adminPermissions["risk.write"]).toEqual(["owner", "manager"]);
  });

  it("allows and denies every admin route exactly as the table says", async () => {
    const mismatches: string[] = [];
    for (const route of testApp.app.adminRoutes) {
      // Logging out ends the session it is called with: those routes get fresh sessions.
      const tokenOf = async (who: string) =>
        route.permission === "session.logout" && who !== "user"
          ? (await loginAs(testApp, "admin", who as AdminRole)).token
          : tokens.get(who);
      const url = route.url.replace(/:[A-Za-z]+/g, missingId);
      const send = (token?: string) =>
        testApp.app.inject({
          method: route.method as "GET",
          url,
          ...(route.method === "GET" || route.method === "DELETE" ? {} : { payload: {} }),
          headers: token ? { authorization: `Bearer ${token}` } : {},
        });
      const expectStatus = async (who: string, token: string | undefined, allowed: boolean) => {
        const status = (await send(token)).statusCode;
        const ok = allowed ? status !== 401 && status !== 403 : status === (token ? 403 : 401);
        if (!ok) mismatches.push(`${route.method} ${route.url} as ${who}: ${status}`);
      };
      await expectStatus("guest", undefined, false);
      await expectStatus("user", await tokenOf("user"), false);
      for (const role of adminRoles) {
        await expectStatus(
          role,
          await tokenOf(role),
          hasAdminPermission(role as AdminRole, route.permission),
        );
      }
    }
    expect(mismatches).toEqual([]);
  });

  it("shows a buyer's order through the shopper API only to the buyer and to staff with orders.read", async () => {
    // GET /api/orders/:id is a signed-in route, not an admin one: staff read other people's
    // orders there by the same table, and everyone else gets the 404 a foreign id gets.
    const { order } = await createOrder(testApp.database.db, { userId: buyerId });
    const mismatches: string[] = [];
    for (const url of [`/api/orders/${order.id}`, `/api/orders/${order.id}?sync=1`]) {
      const expectStatus = async (who: string, expected: number) => {
        const token = tokens.get(who);
        const reply = await testApp.app.inject({
          url,
          headers: token ? { authorization: `Bearer ${token}` } : {},
        });
        if (reply.statusCode !== expected) {
          mismatches.push(`GET ${url} as ${who}: ${reply.statusCode}`);
        }
        if (reply.statusCode === 404 && reply.body.includes(order.email)) {
          mismatches.push(`GET ${url} as ${who}: the 404 names the buyer`);
        }
      };
      // Without a session the order opens only by its signed link: without one, "not found".
      await expectStatus("guest", 404);
      await expectStatus("buyer", 200);
      await expectStatus("user", 404);
      for (const role of adminRoles) {
        await expectStatus(role, hasAdminPermission(role, "orders.read") ? 200 : 404);
      }
    }
    expect(mismatches).toEqual([]);
    expect(adminRoles.filter((role) => !hasAdminPermission(role, "orders.read"))).toContain(
      "editor",
    );
  });

  it("covers the exports and inboxes: orders CSV, newsletter subscribers, partner enquiries", () => {
    const routes = testApp.app.adminRoutes.map(
      (route) => `${route.method} ${route.url} ${route.permission}`,
    );
    expect(routes).toEqual(
      expect.arrayContaining([
        "GET /api/admin/orders/export.csv orders.export",
        "GET /api/admin/subscribers subscribers.read",
        "GET /api/admin/subscribers/export.csv subscribers.read",
        "GET /api/admin/partner-enquiries partners.read",
        "GET /api/admin/partner-enquiries/:id partners.read",
        "POST /api/admin/partner-enquiries/:id/answered partners.write",
      ]),
    );
    const holders = (permission: keyof typeof adminPermissions) =>
      adminRoles.filter((role) => hasAdminPermission(role, permission));
    // Buyers' e-mails in bulk are for managers; support reads orders one at a time.
    expect(holders("orders.export")).toEqual(["owner", "manager"]);
    expect(holders("subscribers.read")).toEqual(["owner", "manager"]);
    expect(holders("partners.read")).toEqual(["owner", "manager", "support"]);
    expect(holders("partners.write")).toEqual(["owner", "manager"]);
  });

  it("covers the customers routes: reading for support and up, blocking for owner and manager", () => {
    const routes = testApp.app.adminRoutes.map(
      (route) => `${route.method} ${route.url} ${route.permission}`,
    );
    expect(routes).toEqual(
      expect.arrayContaining([
        "GET /api/admin/customers customers.read",
        "GET /api/admin/customers/:id customers.read",
        "POST /api/admin/customers/:id/block customers.write",
        "POST /api/admin/customers/:id/unblock customers.write",
      ]),
    );
    const holders = (permission: keyof typeof adminPermissions) =>
      adminRoles.filter((role) => hasAdminPermission(role, permission));
    expect(holders("customers.read")).toEqual(["owner", "manager", "support"]);
    expect(holders("customers.write")).toEqual(["owner", "manager"]);
  });

  it("lets the owner do everything and keeps admin accounts to the owner", () => {
    for (const permission of Object.keys(adminPermissions) as (keyof typeof adminPermissions)[]) {
      expect(hasAdminPermission("owner", permission)).toBe(true);
    }
    expect(adminRoles.filter((role) => hasAdminPermission(role, "admins.manage"))).toEqual([
      "owner",
    ]);
    expect(hasAdminPermission("support", "orders.refund")).toBe(false);
    expect(hasAdminPermission("editor", "orders.read")).toBe(false);
  });
});

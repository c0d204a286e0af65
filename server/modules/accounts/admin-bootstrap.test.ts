import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadConfig } from "#server/config.ts";
import { createTestApp, type TestApp, TestClock } from "#tests/support/test-app.ts";
import { demoOwnerEmail, ensureOwnerAccount } from "./admin-bootstrap.ts";

let testApp: TestApp;
const clock = new TestClock();

beforeAll(async () => {
  testApp = await createTestApp({ clock });
});
afterAll(async () => {
  await testApp?.app.close();
});

async function login(app: FastifyInstance, email: string, password: string, url: string) {
  return app.inject({ method: "POST", url, payload: { email, password } });
}

describe("owner account at start", () => {
  it("creates the demo owner once, with a password printed once", async () => {
    const { accounts } = testApp.app.services;
    const line = await ensureOwnerAccount(accounts, testApp.config);
    const password = / \/ (\S+) /.exec(line ?? "")?.[1] ?? "";
    expect(line).toContain(demoOwnerEmail);
    const reply = await login(testApp.app, demoOwnerEmail, password, "/api/admin/login");
    expect(reply.statusCode).toBe(200);
    expect(reply.json().user).toMatchObject({ role: "admin", adminRole: "owner" });
    // Later starts leave it alone: no second password.
    expect(await ensureOwnerAccount(accounts, testApp.config)).toBeUndefined();
  });

  it("creates or updates the ADMIN_EMAIL owner, ADMIN_PASSWORD resetting the password", async () => {
    const { accounts } = testApp.app.services;
    const env = { ADMIN_EMAIL: "Boss@Shop.example", ADMIN_PASSWORD: "first-owner-password" };
    await ensureOwnerAccount(accounts, loadConfig(env));
    expect(
      (await login(testApp.app, "boss@shop.example", env.ADMIN_PASSWORD, "/api/admin/login"))
        .statusCode,
    ).toBe(200);
    await ensureOwnerAccount(
      accounts,
      loadConfig({ ...env, ADMIN_PASSWORD: "second-owner-password" }),
    );
    expect(
      (await login(testApp.app, "boss@shop.example", env.ADMIN_PASSWORD, "/api/admin/login"))
        .statusCode,
    ).toBe(401);
    expect(
      (
        await login(testApp.app, "boss@shop.example", "second-owner-password", "/api/users/login")
      ).json().user.adminRole,
    ).toBe("owner");
  });

  it("prunes sign-ups whose code expired a day ago", async () => {
    const { accounts } = testApp.app.services;
    const reply = await testApp.app.inject({
      method: "POST",
      url: "/api/users/signup/request",
      payload: {
        name: "Late Player",
        email: "late.player@example.com",
        dob: "2001-01-01",
        password: "Violet-Cyan-42!",
        confirmPassword: "Violet-Cyan-42!",
      },
    });
    expect(reply.statusCode).toBe(200);
    expect((await accounts.pruneExpired()).signups).toBe(0);
    clock.advance(25 * 60 * 60_000);
    expect((await accounts.pruneExpired()).signups).toBe(1);
  });
});

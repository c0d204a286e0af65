import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sessions, users } from "#db/schema/accounts.ts";
import { type LoggedIn, loginAs } from "#tests/support/accounts.ts";
import { createTestApp, type TestApp, TestClock } from "#tests/support/test-app.ts";
import { liveSessionMemoMs } from "./sessions.service.ts";

let testApp: TestApp;
const clock = new TestClock();

beforeAll(async () => {
  testApp = await createTestApp({ clock });
});
afterAll(async () => {
  await testApp?.app.close();
});

const profile = (who: LoggedIn) =>
  testApp.app.inject({
    url: "/api/users/profile",
    headers: { authorization: `Bearer ${who.token}` },
  });

describe("live sessions", () => {
  it("refuses a session logged out on this process at once, even right after it was used", async () => {
    const buyer = await loginAs(testApp, "user");
    expect((await profile(buyer)).statusCode).toBe(200);
    const logout = await testApp.app.inject({
      method: "POST",
      url: "/api/users/logout",
      headers: { authorization: `Bearer ${buyer.token}` },
    });
    expect(logout.statusCode).toBe(200);
    expect((await profile(buyer)).statusCode).toBe(401);
  });

  it("refuses a session another process revoked within the memo's lifetime", async () => {
    const buyer = await loginAs(testApp, "user");
    expect((await profile(buyer)).statusCode).toBe(200);
    // Another process (or an operator) revokes it in the shared database.
    await testApp.database.db
      .update(sessions)
      .set({ revokedAt: new Date(clock.now()), revokeReason: "test" })
      .where(eq(sessions.userId, buyer.userId));
    clock.advance(liveSessionMemoMs);
    expect((await profile(buyer)).statusCode).toBe(401);
  });

  it("applies a role change made through the admin area to the next request", async () => {
    const owner = await loginAs(testApp, "admin", "owner");
    const manager = await loginAs(testApp, "admin", "manager");
    const dashboard = () =>
      testApp.app.inject({
        url: "/api/admin/dashboard",
        headers: { authorization: `Bearer ${manager.token}` },
      });
    const before = await dashboard();
    expect(before.statusCode).toBe(200);
    const demoted = await testApp.app.inject({
      method: "PATCH",
      url: `/api/admin/admins/${manager.userId}`,
      headers: { authorization: `Bearer ${owner.token}` },
      payload: { adminRole: "editor" },
    });
    expect(demoted.statusCode, demoted.body).toBe(200);
    // An editor may not read the dashboard: refused at once, not a second later.
    expect((await dashboard()).statusCode).toBe(403);
    const [row] = await testApp.database.db
      .select()
      .from(users)
      .where(eq(users.id, manager.userId));
    expect(row?.adminRole).toBe("editor");
  });
});

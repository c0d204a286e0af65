import { randomBytes } from "node:crypto";
import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AdminRole } from "#contracts/accounts-rules.ts";
import type {
  AdminAccount,
  AdminAccountsList,
  AdminInvitation,
  AuditLogPage,
} from "#contracts/admin-accounts.ts";
import { adminInvitations, users } from "#db/schema/accounts.ts";
import { auditLog } from "#db/schema/audit.ts";
import type { AdminActor } from "#server/platform/audit-log.ts";
import {
  type LoggedIn,
  logIn,
  loginAs,
  nextAddress,
  signUp,
  strongPassword,
  uniqueEmail,
  waitForMail,
} from "#tests/support/accounts.ts";
import { createTestApp, type TestApp } from "#tests/support/test-app.ts";
import { AdminAccountsService } from "./admin-accounts.service.ts";

/**
 * Admin accounts, invitations and the audit log through the real API: the owner invites, the
 * invited person accepts through the e-mailed link and is signed in; the owner creates, changes,
 * deactivates and reactivates admins; the shop never loses its last active owner; every change
 * leaves an audit record without secrets. Runs on PGlite and on PostgreSQL.
 */

let testApp: TestApp;
let owner: LoggedIn & { email: string };

beforeAll(async () => {
  testApp = await createTestApp();
  owner = await loginAs(testApp, "admin", "owner");
}, 60_000);

afterAll(async () => {
  await testApp?.app.close();
});

const db = () => testApp.database.db;

function call(
  who: { token: string } | null,
  method: "GET" | "POST" | "PATCH" | "DELETE",
  url: string,
  payload?: unknown,
) {
  return testApp.app.inject({
    method,
    url,
    remoteAddress: nextAddress(),
    headers: who ? { authorization: `Bearer ${who.token}` } : {},
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
}

async function list(): Promise<AdminAccountsList> {
  const reply = await call(owner, "GET", "/api/admin/admins");
  expect(reply.statusCode, reply.body).toBe(200);
  return reply.json().data;
}

async function auditFor(targetId: string) {
  return db()
    .select()
    .from(auditLog)
    .where(eq(auditLog.targetId, targetId))
    .orderBy(auditLog.createdAt);
}

/** Invites an address and returns the invitation and the token from the e-mailed link. */
async function invite(email: string, adminRole: AdminRole) {
  const sentAfter = new Date().toISOString();
  const reply = await call(owner, "POST", "/api/admin/admins/invitations", { email, adminRole });
  expect(reply.statusCode, reply.body).toBe(200);
  const mail = await waitForMail(testApp.app, email.toLowerCase(), /admin team/i, {
    after: sentAfter,
  });
  const link = /https?:\/\/\S+\/admin-invite\?token=([A-Za-z0-9_-]+)/.exec(mail.text);
  expect(link, mail.text).not.toBeNull();
  return {
    invitation: reply.json().data as AdminInvitation,
    token: link?.[1] ?? "",
    mail,
  };
}

function accept(token: string, name = "Invited Admin", password = strongPassword) {
  return call(null, "POST", "/api/admin-invitations/accept", {
    token,
    name,
    password,
    confirmPassword: password,
  });
}

function secretsIn(value: unknown): string[] {
  const text = JSON.stringify(value ?? null);
  return ["passwordHash", "password_hash", "tokenHash", "token_hash", "$argon2"].filter((word) =>
    text.includes(word),
  );
}

describe("invitations", () => {
  it("invites, e-mails the link, shows it, accepts it and signs the new admin in", async () => {
    const email = uniqueEmail("new.manager");
    const { invitation, token, mail } = await invite(email, "manager");
    expect(invitation).toMatchObject({ email, adminRole: "manager", expired: false });
    expect(invitation.invitedBy?.email).toBe(owner.email);
    expect(Date.parse(invitation.expiresAt) - Date.now()).toBeGreaterThan(71 * 3_600_000);
    expect(Date.parse(invitation.expiresAt) - Date.now()).toBeLessThanOrEqual(72 * 3_600_000);
    expect(mail.html).toContain(`/admin-invite?token=${token}`);
    // Only the token's hash is stored.
    const [row] = await db()
      .select()
      .from(adminInvitations)
      .where(eq(adminInvitations.id, invitation.id));
    expect(row?.tokenHash).not.toBe(token);
    expect(row?.tokenHash).not.toContain(token);

    const pending = await list();
    expect(pending.invitations.map((entry) => entry.email)).toContain(email);

    const info = await call(null, "GET", `/api/admin-invitations/${token}`);
    expect(info.statusCode, info.body).toBe(200);
    expect(info.json().data).toMatchObject({ email, adminRole: "manager" });
    expect(info.headers["cache-control"]).toBe("no-store");

    const accepted = await accept(token, "Mia Manager");
    expect(accepted.statusCode, accepted.body).toBe(200);
    const body = accepted.json();
    expect(body.user).toMatchObject({
      name: "Mia Manager",
      email,
      role: "admin",
      adminRole: "manager",
    });
    expect(accepted.cookies.some((cookie) => cookie.name === "gz_refresh")).toBe(true);
    // The token it answered works at once with the role's rights.
    expect((await call(body, "GET", "/api/admin/audit-log")).statusCode).toBe(200);
    expect((await call(body, "GET", "/api/admin/admins")).statusCode).toBe(403);

    // And the new admin can sign in through the admin login.
    const login = await logIn(testApp.app, email, strongPassword, "/api/admin/login");
    expect(login.userId).toBe(body.user._id);

    const after = await list();
    expect(after.invitations.map((entry) => entry.email)).not.toContain(email);
    expect(after.admins.find((admin) => admin.email === email)).toMatchObject({
      name: "Mia Manager",
      adminRole: "manager",
      isActive: true,
    });
    expect(after.admins.find((admin) => admin.email === email)?.lastSignInAt).not.toBeNull();

    const invited = await auditFor(invitation.id);
    expect(invited.map((entry) => entry.action)).toEqual(["admins.invite"]);
    expect(invited[0]?.actorId).toBe(owner.userId);
    expect(invited[0]?.after).toMatchObject({ email, adminRole: "manager" });
    const joined = await auditFor(body.user._id);
    expect(joined.map((entry) => entry.action)).toEqual(["admins.accept-invitation"]);
    expect(joined[0]).toMatchObject({ actorId: body.user._id, actorRole: "manager" });
    for (const entry of [...invited, ...joined]) {
      expect(secretsIn(entry.before)).toEqual([]);
      expect(secretsIn(entry.after)).toEqual([]);
      expect(JSON.stringify(entry.after)).not.toContain(token);
    }
  });

  it("refuses a used, a forged, a malformed and an expired link", async () => {
    const email = uniqueEmail("twice.editor");
    const { token } = await invite(email, "editor");
    expect((await accept(token)).statusCode).toBe(200);

    const again = await accept(token);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toMatch(/already accepted/);
    expect((await call(null, "GET", `/api/admin-invitations/${token}`)).statusCode).toBe(409);

    const forged = randomBytes(32).toString("base64url");
    const unknown = await call(null, "GET", `/api/admin-invitations/${forged}`);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toMatch(/not valid/);
    expect((await accept(forged)).statusCode).toBe(404);
    expect((await call(null, "GET", "/api/admin-invitations/short")).statusCode).toBe(400);

    const late = uniqueEmail("late.support");
    const expiring = await invite(late, "support");
    await db()
      .update(adminInvitations)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(adminInvitations.id, expiring.invitation.id));
    const expiredInfo = await call(null, "GET", `/api/admin-invitations/${expiring.token}`);
    expect(expiredInfo.statusCode).toBe(409);
    expect(expiredInfo.json().message).toMatch(/expired/);
    expect((await accept(expiring.token)).statusCode).toBe(409);
    expect((await list()).invitations.find((entry) => entry.email === late)?.expired).toBe(true);
    const [account] = await db().select().from(users).where(eq(users.email, late));
    expect(account).toBeUndefined();
  });

  it("checks the new admin's name and password like sign-up", async () => {
    const { token } = await invite(uniqueEmail("weak.pass"), "support");
    const cases = [
      { token, name: "Weak", password: "12345" },
      { token, name: "", password: strongPassword },
      { token, name: "x".repeat(81), password: strongPassword },
      { token, name: "Mismatch", password: strongPassword, confirmPassword: "other-one-42" },
      { token, password: strongPassword },
    ];
    for (const payload of cases) {
      const reply = await call(null, "POST", "/api/admin-invitations/accept", payload);
      expect(reply.statusCode, JSON.stringify(payload)).toBe(400);
    }
    // The common-password list is the server's: refused with a clear message.
    const common = await accept(token, "Common", "password123");
    expect(common.statusCode).toBe(400);
    // Still usable after refusals.
    expect((await call(null, "GET", `/api/admin-invitations/${token}`)).statusCode).toBe(200);
  });

  it("replaces the open invitation of an address when invited again", async () => {
    const email = uniqueEmail("again.editor");
    const first = await invite(email, "editor");
    const second = await invite(email, "support");
    expect(second.invitation.id).toBe(first.invitation.id);
    expect(second.token).not.toBe(first.token);
    expect((await call(null, "GET", `/api/admin-invitations/${first.token}`)).statusCode).toBe(404);
    const info = await call(null, "GET", `/api/admin-invitations/${second.token}`);
    expect(info.json().data.adminRole).toBe("support");
    expect((await list()).invitations.filter((entry) => entry.email === email)).toHaveLength(1);
    const records = await auditFor(first.invitation.id);
    expect(records.map((entry) => entry.action)).toEqual(["admins.invite", "admins.invite"]);
    expect(records[1]?.before).toMatchObject({ adminRole: "editor" });
    expect(records[1]?.after).toMatchObject({ adminRole: "support" });
  });

  it("withdraws an invitation: its link stops working", async () => {
    const email = uniqueEmail("withdrawn");
    const { invitation, token } = await invite(email, "manager");
    const withdrawn = await call(owner, "DELETE", `/api/admin/admins/invitations/${invitation.id}`);
    expect(withdrawn.statusCode, withdrawn.body).toBe(200);
    expect((await call(null, "GET", `/api/admin-invitations/${token}`)).statusCode).toBe(404);
    expect((await accept(token)).statusCode).toBe(404);
    const twice = await call(owner, "DELETE", `/api/admin/admins/invitations/${invitation.id}`);
    expect(twice.statusCode).toBe(404);
    const records = await auditFor(invitation.id);
    expect(records.map((entry) => entry.action)).toEqual([
      "admins.invite",
      "admins.withdraw-invitation",
    ]);
    expect(records[1]?.after).toBeNull();
  });

  it("refuses addresses that already have an account, and bad input, storing nothing", async () => {
    const admin = await loginAs(testApp, "admin", "support");
    const taken = await call(owner, "POST", "/api/admin/admins/invitations", {
      email: admin.email.toUpperCase(),
      adminRole: "editor",
    });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().message).toMatch(/already has an admin account/);

    const shopper = await signUp(testApp.app);
    const shop = await call(owner, "POST", "/api/admin/admins/invitations", {
      email: shopper.email,
      adminRole: "editor",
    });
    expect(shop.statusCode).toBe(409);
    expect(shop.json().message).toMatch(/shopper account/);

    const before = await db().select({ count: sql<number>`count(*)::int` }).from(adminInvitations);
    for (const payload of [
      {},
      { email: "not-an-address", adminRole: "editor" },
      { email: uniqueEmail(), adminRole: "boss" },
      { email: uniqueEmail() },
      { email: `${"a".repeat(250)}@example.com`, adminRole: "editor" },
      { email: uniqueEmail(), adminRole: "editor", extra: true },
      { email: 42, adminRole: "editor" },
    ]) {
      const reply = await call(owner, "POST", "/api/admin/admins/invitations", payload);
      expect(reply.statusCode, JSON.stringify(payload)).toBe(400);
    }
    const after = await db().select({ count: sql<number>`count(*)::int` }).from(adminInvitations);
    expect(after[0]?.count).toBe(before[0]?.count);
  });

  it("limits attempts at the invitation links", async () => {
    const remoteAddress = "10.254.254.254";
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 21; attempt += 1) {
      const reply = await testApp.app.inject({
        method: "POST",
        url: "/api/admin-invitations/accept",
        remoteAddress,
        payload: {
          token: randomBytes(32).toString("base64url"),
          name: "Guesser",
          password: strongPassword,
        },
      });
      statuses.push(reply.statusCode);
    }
    expect(statuses.slice(0, 20).every((status) => status === 404)).toBe(true);
    expect(statuses[20]).toBe(429);
  });
});

describe("admin accounts", () => {
  async function create(input: {
    email?: string;
    name?: string;
    adminRole: AdminRole;
    password?: string;
  }) {
    return call(owner, "POST", "/api/admin/admins", {
      email: input.email ?? uniqueEmail("made.admin"),
      name: input.name ?? "Made Admin",
      adminRole: input.adminRole,
      password: input.password ?? strongPassword,
    });
  }

  it("creates an admin directly; the account signs in with its role", async () => {
    const email = uniqueEmail("direct.support");
    const reply = await create({ email, name: "Sam Support", adminRole: "support" });
    expect(reply.statusCode, reply.body).toBe(200);
    const account = reply.json().data as AdminAccount;
    expect(account).toMatchObject({
      email,
      name: "Sam Support",
      adminRole: "support",
      isActive: true,
    });
    const login = await testApp.app.inject({
      method: "POST",
      url: "/api/admin/login",
      remoteAddress: nextAddress(),
      payload: { email, password: strongPassword },
    });
    expect(login.statusCode).toBe(200);
    expect(login.json().user.adminRole).toBe("support");
    const records = await auditFor(account.id);
    expect(records.map((entry) => entry.action)).toEqual(["admins.create"]);
    expect(records[0]?.after).toEqual({
      email,
      name: "Sam Support",
      adminRole: "support",
      isActive: true,
    });
    expect(secretsIn(records[0]?.after)).toEqual([]);
  });

  it("refuses a duplicate address (any capitalisation) and bad input, storing nothing", async () => {
    const email = uniqueEmail("dupe.admin");
    expect((await create({ email, adminRole: "editor" })).statusCode).toBe(200);
    const duplicate = await create({ email: email.toUpperCase(), adminRole: "manager" });
    expect(duplicate.statusCode).toBe(409);
    const shopper = await signUp(testApp.app);
    expect((await create({ email: shopper.email, adminRole: "manager" })).statusCode).toBe(409);

    const fresh = uniqueEmail("bad.input");
    for (const payload of [
      { email: fresh, name: "Short", adminRole: "editor", password: "12345" },
      { email: fresh, name: "", adminRole: "editor", password: strongPassword },
      { email: fresh, name: "x".repeat(81), adminRole: "editor", password: strongPassword },
      { email: fresh, name: "Role", adminRole: "root", password: strongPassword },
      { email: fresh, name: "Long", adminRole: "editor", password: "p".repeat(129) },
      { email: fresh, name: "Missing", adminRole: "editor" },
      { email: fresh, name: 7, adminRole: "editor", password: strongPassword },
    ]) {
      const reply = await call(owner, "POST", "/api/admin/admins", payload);
      expect(reply.statusCode, JSON.stringify(payload)).toBe(400);
    }
    expect(
      (await create({ email: fresh, adminRole: "editor", password: "password123" })).statusCode,
    ).toBe(400);
    const [stored] = await db().select().from(users).where(eq(users.email, fresh));
    expect(stored).toBeUndefined();
  });

  it("changes a role: the account's rights change at once", async () => {
    const manager = await loginAs(testApp, "admin", "manager");
    expect((await call(manager, "GET", "/api/admin/audit-log")).statusCode).toBe(200);
    const changed = await call(owner, "PATCH", `/api/admin/admins/${manager.userId}`, {
      adminRole: "editor",
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json().data.adminRole).toBe("editor");
    expect((await call(manager, "GET", "/api/admin/audit-log")).statusCode).toBe(403);
    const records = await auditFor(manager.userId);
    expect(records.at(-1)).toMatchObject({
      action: "admins.change-role",
      actorId: owner.userId,
      before: { adminRole: "manager", isActive: true },
      after: { adminRole: "editor", isActive: true },
    });
  });

  it("deactivates an admin: its token and refresh cookie stop working at once; reactivates it", async () => {
    const support = await loginAs(testApp, "admin", "support");
    expect((await call(support, "GET", "/api/admin/orders")).statusCode).toBe(200);
    const off = await call(owner, "PATCH", `/api/admin/admins/${support.userId}`, {
      isActive: false,
    });
    expect(off.statusCode, off.body).toBe(200);
    expect(off.json().data.isActive).toBe(false);
    expect((await call(support, "GET", "/api/admin/orders")).statusCode).toBe(401);
    const refresh = await testApp.app.inject({
      method: "POST",
      url: "/api/users/refresh",
      remoteAddress: nextAddress(),
      cookies: { gz_refresh: support.refreshCookie },
    });
    expect(refresh.statusCode).toBe(401);
    const login = await testApp.app.inject({
      method: "POST",
      url: "/api/admin/login",
      remoteAddress: nextAddress(),
      payload: { email: support.email, password: support.password },
    });
    expect(login.statusCode).toBe(401);

    const on = await call(owner, "PATCH", `/api/admin/admins/${support.userId}`, {
      isActive: true,
    });
    expect(on.statusCode).toBe(200);
    const again = await logIn(testApp.app, support.email, support.password, "/api/admin/login");
    expect((await call(again, "GET", "/api/admin/orders")).statusCode).toBe(200);
    expect((await auditFor(support.userId)).map((entry) => entry.action)).toEqual([
      "admins.deactivate",
      "admins.reactivate",
    ]);
  });

  it("answers 404 for an unknown or shopper account and 400 for an empty change", async () => {
    const missing = "00000000-0000-4000-8000-000000000000";
    expect(
      (await call(owner, "PATCH", `/api/admin/admins/${missing}`, { isActive: false })).statusCode,
    ).toBe(404);
    const shopper = await loginAs(testApp, "user");
    expect(
      (await call(owner, "PATCH", `/api/admin/admins/${shopper.userId}`, { adminRole: "owner" }))
        .statusCode,
    ).toBe(404);
    expect((await call(owner, "PATCH", `/api/admin/admins/${owner.userId}`, {})).statusCode).toBe(
      400,
    );
    expect(
      (await call(owner, "PATCH", `/api/admin/admins/${owner.userId}`, { isActive: "no" }))
        .statusCode,
    ).toBe(400);
    expect(
      (await call(owner, "PATCH", "/api/admin/admins/not-a-uuid", { isActive: true })).statusCode,
    ).toBe(400);
  });

  it("keeps admin accounts to the owner", async () => {
    const manager = await loginAs(testApp, "admin", "manager");
    expect((await call(manager, "GET", "/api/admin/admins")).statusCode).toBe(403);
    expect(
      (
        await call(manager, "POST", "/api/admin/admins/invitations", {
          email: uniqueEmail(),
          adminRole: "owner",
        })
      ).statusCode,
    ).toBe(403);
    expect(
      (await call(manager, "PATCH", `/api/admin/admins/${manager.userId}`, { adminRole: "owner" }))
        .statusCode,
    ).toBe(403);
  });
});

describe("the last active owner", () => {
  let app: TestApp;
  let first: LoggedIn & { email: string };

  beforeAll(async () => {
    app = await createTestApp();
    first = await loginAs(app, "admin", "owner");
  }, 60_000);

  afterAll(async () => {
    await app?.app.close();
  });

  const patch = (who: { token: string }, id: string, payload: object) =>
    app.app.inject({
      method: "PATCH",
      url: `/api/admin/admins/${id}`,
      headers: { authorization: `Bearer ${who.token}` },
      payload,
    });

  async function activeOwners(): Promise<string[]> {
    const rows = await app.database.db
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.adminRole, "owner"), eq(users.isActive, true)));
    return rows.map((row) => row.id);
  }

  it("cannot be demoted or deactivated, not even by themselves", async () => {
    expect(await activeOwners()).toEqual([first.userId]);
    const demote = await patch(first, first.userId, { adminRole: "manager" });
    expect(demote.statusCode).toBe(409);
    expect(demote.json().message).toMatch(/last active owner/);
    expect((await patch(first, first.userId, { isActive: false })).statusCode).toBe(409);
    expect(
      (await patch(first, first.userId, { adminRole: "editor", isActive: false })).statusCode,
    ).toBe(409);
    expect(await activeOwners()).toEqual([first.userId]);
    // A refused change leaves no record.
    const records = await app.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.targetId, first.userId));
    expect(records).toEqual([]);
  });

  it("with two owners, one can be demoted; then the other is the last", async () => {
    const second = await loginAs(app, "admin", "owner");
    const demoted = await patch(first, second.userId, { adminRole: "manager" });
    expect(demoted.statusCode, demoted.body).toBe(200);
    expect((await patch(first, first.userId, { adminRole: "manager" })).statusCode).toBe(409);
    // A deactivated owner does not count.
    const third = await loginAs(app, "admin", "owner");
    expect((await patch(first, third.userId, { isActive: false })).statusCode).toBe(200);
    expect((await patch(first, first.userId, { isActive: false })).statusCode).toBe(409);
    // Reactivated, it counts again: the first owner may now step down.
    expect((await patch(first, third.userId, { isActive: true })).statusCode).toBe(200);
    expect((await patch(first, first.userId, { adminRole: "manager" })).statusCode).toBe(200);
    expect(await activeOwners()).toEqual([third.userId]);
  });

  it("leaves one owner when two owners are demoted at the same time", async () => {
    const service = new AdminAccountsService({
      db: app.database.db,
      sessions: app.app.services.sessions,
      mailer: app.app.services.mailer,
      clock: app.app.services.clock,
      origin: app.config.origin,
      supportEmail: app.config.supportEmail,
    });
    for (let round = 0; round < 3; round += 1) {
      // Exactly two active owners, each demoting the other at once.
      for (const id of await activeOwners()) {
        await app.database.db.update(users).set({ adminRole: "manager" }).where(eq(users.id, id));
      }
      const a = await loginAs(app, "admin", "owner");
      const b = await loginAs(app, "admin", "owner");
      expect((await activeOwners()).sort()).toEqual([a.userId, b.userId].sort());
      const actor = (userId: string): AdminActor => ({
        userId,
        adminRole: "owner",
        requestId: `race-${round}`,
      });
      const outcomes = await Promise.allSettled([
        service.update(actor(a.userId), b.userId, { adminRole: "manager" }),
        service.update(actor(b.userId), a.userId, { adminRole: "manager" }),
      ]);
      expect(outcomes.filter((outcome) => outcome.status === "fulfilled")).toHaveLength(1);
      const refused = outcomes.find((outcome) => outcome.status === "rejected");
      expect((refused as PromiseRejectedResult).reason).toMatchObject({ code: "CONFLICT" });
      expect(await activeOwners()).toHaveLength(1);
    }

    // And through the API: whichever order the two requests run in, one owner remains.
    for (const id of await activeOwners()) {
      await app.database.db.update(users).set({ adminRole: "manager" }).where(eq(users.id, id));
    }
    const a = await loginAs(app, "admin", "owner");
    const b = await loginAs(app, "admin", "owner");
    const replies = await Promise.all([
      patch(a, b.userId, { isActive: false }),
      patch(b, a.userId, { isActive: false }),
    ]);
    const statuses = replies.map((reply) => reply.statusCode).sort();
    expect(statuses.filter((status) => status === 200)).toHaveLength(1);
    // The loser is refused by the rule (409) or, once deactivated, by the guard (401).
    expect([401, 409]).toContain(statuses.find((status) => status !== 200));
    expect(await activeOwners()).toHaveLength(1);
  });
});

describe("audit log", () => {
  async function page(query: string): Promise<AuditLogPage> {
    const reply = await call(owner, "GET", `/api/admin/audit-log?${query}`);
    expect(reply.statusCode, reply.body).toBe(200);
    return reply.json().data;
  }

  it("lists changes newest first with the actor, target, before, after and request id", async () => {
    const target = await loginAs(testApp, "admin", "editor");
    await call(owner, "PATCH", `/api/admin/admins/${target.userId}`, { adminRole: "support" });
    await call(owner, "PATCH", `/api/admin/admins/${target.userId}`, { isActive: false });
    const result = await page(`targetId=${target.userId}`);
    expect(result.total).toBe(2);
    expect(result.entries.map((entry) => entry.action)).toEqual([
      "admins.deactivate",
      "admins.change-role",
    ]);
    const [latest] = result.entries;
    expect(latest).toMatchObject({
      actor: { id: owner.userId, email: owner.email, role: "owner" },
      targetType: "admin",
      targetId: target.userId,
      before: { adminRole: "support", isActive: true },
      after: { adminRole: "support", isActive: false },
    });
    expect(latest?.actor.name).toBeTruthy();
    expect(latest?.requestId).toBeTruthy();
    expect(result.targetTypes).toEqual(expect.arrayContaining(["admin", "admin-invitation"]));
  });

  it("filters by actor, action, target and time, and pages", async () => {
    const other = await loginAs(testApp, "admin", "owner");
    const email = uniqueEmail("audited");
    const made = await call(other, "POST", "/api/admin/admins", {
      email,
      name: "Audited",
      adminRole: "editor",
      password: strongPassword,
    });
    const madeId = made.json().data.id as string;

    const byId = await page(`actor=${other.userId}`);
    expect(byId.entries.map((entry) => entry.targetId)).toEqual([madeId]);
    const byEmail = await page(
      `actor=${encodeURIComponent(other.email.slice(0, 18).toUpperCase())}`,
    );
    expect(
      byEmail.entries.every((entry) => entry.actor.email?.startsWith(other.email.slice(0, 18))),
    ).toBe(true);
    expect(byEmail.entries.map((entry) => entry.targetId)).toContain(madeId);
    // LIKE wildcards in the actor filter are taken literally.
    expect((await page("actor=%25")).total).toBe(0);

    const exact = await page("action=admins.create");
    expect(exact.total).toBeGreaterThan(0);
    expect(exact.entries.every((entry) => entry.action === "admins.create")).toBe(true);
    const prefix = await page("action=admins.&pageSize=100");
    expect(new Set(prefix.entries.map((entry) => entry.action.split(".")[0]))).toEqual(
      new Set(["admins"]),
    );
    expect(prefix.total).toBeGreaterThan(exact.total);
    expect((await page("action=admins.*")).total).toBe(prefix.total);
    expect((await page("action=admins")).total).toBe(0);

    const invitations = await page("targetType=admin-invitation&pageSize=100");
    expect(invitations.entries.every((entry) => entry.targetType === "admin-invitation")).toBe(
      true,
    );

    const today = new Date().toISOString().slice(0, 10);
    const tomorrow = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
    const yesterday = new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);
    const all = await page("");
    expect((await page(`from=${yesterday}&to=${tomorrow}`)).total).toBe(all.total);
    expect((await page(`from=${tomorrow}`)).total).toBe(0);
    expect((await page(`to=${yesterday}`)).total).toBe(0);
    expect((await page(`from=${today}&actor=${other.userId}`)).total).toBe(1);

    const first = await page("pageSize=2&page=1");
    const second = await page("pageSize=2&page=2");
    expect(first.entries).toHaveLength(2);
    expect(first.total).toBe(all.total);
    expect(second.entries[0]?.id).not.toBe(first.entries[0]?.id);
    expect(second.entries[0]?.id).not.toBe(first.entries[1]?.id);
    expect(Date.parse(first.entries[1]?.at ?? "")).toBeGreaterThanOrEqual(
      Date.parse(second.entries[0]?.at ?? ""),
    );
  });

  it("refuses bad filters with a clear message", async () => {
    for (const query of [
      "pageSize=0",
      "pageSize=101",
      "page=-1",
      "page=abc",
      "from=yesterday",
      "from=2026-05-02&to=2026-05-01",
      `action=${"a".repeat(101)}`,
    ]) {
      const reply = await call(owner, "GET", `/api/admin/audit-log?${query}`);
      expect(reply.statusCode, query).toBe(400);
      expect(reply.json().message, query).toBeTruthy();
    }
  });

  it("is for owners and managers", async () => {
    const manager = await loginAs(testApp, "admin", "manager");
    const support = await loginAs(testApp, "admin", "support");
    expect((await call(manager, "GET", "/api/admin/audit-log")).statusCode).toBe(200);
    expect((await call(support, "GET", "/api/admin/audit-log")).statusCode).toBe(403);
    expect((await call(null, "GET", "/api/admin/audit-log")).statusCode).toBe(401);
  });
});

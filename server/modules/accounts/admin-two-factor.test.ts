import { createHash, randomBytes } from "node:crypto";
import { and, eq } from "drizzle-orm";
import { generate } from "otplib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AdminRole } from "#contracts/accounts-rules.ts";
import { adminRecoveryCodes, adminTwoFactor, passwordResets } from "#db/schema/accounts.ts";
import { auditLog } from "#db/schema/audit.ts";
import { nextAddress, strongPassword, uniqueEmail, waitForMail } from "#tests/support/accounts.ts";
import { createTestApp, type TestApp, TestClock } from "#tests/support/test-app.ts";

/**
 * Staff two-factor sign-in through the real API: setup with a QR code, the ten recovery codes,
 * the second sign-in step (a code is accepted once, a recovery code works once, even when two
 * requests race), the short-lived single-use challenge, the limits, turning it off with a code,
 * the owner's reset, a password reset that leaves it on, and ADMIN_2FA=required. Runs on PGlite
 * and on PostgreSQL.
 */

const clock = new TestClock();
let testApp: TestApp;

beforeAll(async () => {
  testApp = await createTestApp({ clock });
}, 60_000);

afterAll(async () => {
  await testApp?.app.close();
});

type Admin = { id: string; email: string; token: string };
type Reply = Awaited<ReturnType<TestApp["app"]["inject"]>>;

function call(
  app: TestApp["app"],
  token: string | null,
  method: "GET" | "POST",
  url: string,
  payload?: object,
  remoteAddress = nextAddress(),
): Promise<Reply> {
  return app.inject({
    method,
    url,
    remoteAddress,
    headers: token ? { authorization: `Bearer ${token}` } : {},
    ...(payload === undefined ? {} : { payload }),
  });
}

/** The authenticator app's code at the test clock's time (shifted by `offsetMs`). */
function codeFor(secret: string, offsetMs = 0): Promise<string> {
  return generate({ secret, epoch: Math.floor((clock.now() + offsetMs) / 1000) });
}

/** The next 30-second step: a fresh code (the last one was spent). */
function nextStep(): void {
  clock.advance(30_000);
}

async function passwordLogin(app: TestApp["app"], email: string, url = "/api/admin/login") {
  const reply = await call(app, null, "POST", url, { email, password: strongPassword });
  expect(reply.statusCode, reply.body).toBe(200);
  return reply;
}

async function newAdmin(app: TestApp["app"], adminRole: AdminRole = "manager"): Promise<Admin> {
  const email = uniqueEmail(`staff.${adminRole}`);
  const { user } = await app.services.accounts.upsertAdmin({
    email,
    adminRole,
    password: strongPassword,
  });
  const body = (await passwordLogin(app, email)).json() as { token: string };
  return { id: user.id, email, token: body.token };
}

/** Sets two-factor sign-in up through the API; answers the secret and the recovery codes. */
async function enableFor(app: TestApp["app"], admin: Admin) {
  const setup = await call(app, admin.token, "POST", "/api/admin/2fa/setup");
  expect(setup.statusCode, setup.body).toBe(200);
  const { secret } = (setup.json() as { data: { secret: string } }).data;
  const enabled = await call(app, admin.token, "POST", "/api/admin/2fa/enable", {
    code: await codeFor(secret),
  });
  expect(enabled.statusCode, enabled.body).toBe(200);
  nextStep();
  return {
    secret,
    recoveryCodes: (enabled.json() as { data: { recoveryCodes: string[] } }).data.recoveryCodes,
  };
}

async function challengeOf(email: string, url = "/api/admin/login"): Promise<string> {
  const reply = await passwordLogin(testApp.app, email, url);
  const body = reply.json() as { twoFactorRequired?: boolean; challenge?: string; token?: string };
  expect(body.twoFactorRequired).toBe(true);
  expect(body.token).toBeUndefined();
  expect(reply.cookies.find((cookie) => cookie.name === "gz_refresh")).toBeUndefined();
  if (!body.challenge) throw new Error("no challenge");
  return body.challenge;
}

const secondStep = (challenge: string, code: string, remoteAddress?: string) =>
  call(testApp.app, null, "POST", "/api/admin/login/2fa", { challenge, code }, remoteAddress);

async function auditActions(targetId: string): Promise<string[]> {
  const rows = await testApp.database.db
    .select({ action: auditLog.action, before: auditLog.before, after: auditLog.after })
    .from(auditLog)
    .where(eq(auditLog.targetId, targetId));
  for (const row of rows) {
    // The audit log keeps that it changed, never a secret or a code.
    expect(JSON.stringify(row)).not.toMatch(/secret|recovery|otpauth/i);
  }
  return rows.map((row) => row.action);
}

describe("setting two-factor sign-in up", () => {
  it("shows the secret as a QR code and text until a right code turns it on with ten recovery codes", async () => {
    const admin = await newAdmin(testApp.app, "support");
    const before = await call(testApp.app, admin.token, "GET", "/api/admin/2fa");
    expect(before.json()).toEqual({
      success: true,
      data: { enabled: false, recoveryCodesLeft: 0, required: false },
    });

    const setup = await call(testApp.app, admin.token, "POST", "/api/admin/2fa/setup");
    expect(setup.statusCode).toBe(200);
    expect(setup.headers["cache-control"]).toBe("no-store");
    const data = (setup.json() as { data: { secret: string; otpauthUri: string; qrCode: string } })
      .data;
    expect(data.secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(data.otpauthUri).toMatch(/^otpauth:\/\/totp\/GameZone:/);
    expect(data.otpauthUri).toContain(`secret=${data.secret}`);
    expect(data.qrCode).toMatch(/^data:image\/svg\+xml;base64,/);
    const [stored] = await testApp.database.db
      .select()
      .from(adminTwoFactor)
      .where(eq(adminTwoFactor.userId, admin.id));
    expect(stored?.secretSealed).toBeDefined();
    expect(stored?.secretSealed).not.toContain(data.secret);

    const wrong = await call(testApp.app, admin.token, "POST", "/api/admin/2fa/enable", {
      code: (Number(await codeFor(data.secret)) + 1).toString().padStart(6, "0").slice(-6),
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({ success: false, code: "BAD_REQUEST" });
    const malformed = await call(testApp.app, admin.token, "POST", "/api/admin/2fa/enable", {
      code: "12ab",
    });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toMatchObject({ code: "VALIDATION_FAILED" });

    const enabled = await call(testApp.app, admin.token, "POST", "/api/admin/2fa/enable", {
      code: await codeFor(data.secret),
    });
    expect(enabled.statusCode, enabled.body).toBe(200);
    const codes = (enabled.json() as { data: { recoveryCodes: string[] } }).data.recoveryCodes;
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    for (const code of codes) expect(code).toMatch(/^[a-z2-7]{5}-[a-z2-7]{5}$/);
    const hashes = await testApp.database.db
      .select({ codeHash: adminRecoveryCodes.codeHash })
      .from(adminRecoveryCodes)
      .where(eq(adminRecoveryCodes.userId, admin.id));
    expect(hashes).toHaveLength(10);
    expect(JSON.stringify(hashes)).not.toContain(codes[0]?.replace("-", ""));

    const after = await call(testApp.app, admin.token, "GET", "/api/admin/2fa");
    expect(after.json()).toMatchObject({ data: { enabled: true, recoveryCodesLeft: 10 } });
    // Never shown again once on.
    const again = await call(testApp.app, admin.token, "POST", "/api/admin/2fa/setup");
    expect(again.statusCode).toBe(409);
    expect(again.body).not.toContain(data.secret);
    expect(await auditActions(admin.id)).toEqual(["admins.two-factor-enable"]);
    nextStep();
  });
});

describe("signing in with a second factor", () => {
  it("asks for the code after the password at both login endpoints, and the code opens a session", async () => {
    const admin = await newAdmin(testApp.app);
    const { secret } = await enableFor(testApp.app, admin);
    // The session that set it up stays signed in.
    expect((await call(testApp.app, admin.token, "GET", "/api/admin/2fa")).statusCode).toBe(200);

    await challengeOf(admin.email, "/api/users/login");
    const challenge = await challengeOf(admin.email);
    const done = await secondStep(challenge, await codeFor(secret));
    expect(done.statusCode, done.body).toBe(200);
    const session = done.json() as { token: string; user: { _id: string; adminRole: string } };
    expect(session.user).toMatchObject({ _id: admin.id, adminRole: "manager" });
    expect(done.cookies.find((cookie) => cookie.name === "gz_refresh")).toBeDefined();
    const status = await call(testApp.app, session.token, "GET", "/api/admin/2fa");
    expect(status.json()).toMatchObject({ data: { enabled: true } });
    nextStep();
  });

  it("refuses a wrong code, a replayed code in the same window, and accepts ±1 step of drift", async () => {
    const admin = await newAdmin(testApp.app);
    const { secret } = await enableFor(testApp.app, admin);

    const challenge = await challengeOf(admin.email);
    const right = await codeFor(secret);
    const wrongCode = right === "000000" ? "111111" : "000000";
    const wrong = await secondStep(challenge, wrongCode);
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({ success: false, code: "BAD_REQUEST" });
    // The same challenge still takes the right code after one wrong one.
    expect((await secondStep(challenge, right)).statusCode).toBe(200);

    // The same code again, within its 30 seconds, with a new challenge: refused.
    const replay = await secondStep(await challengeOf(admin.email), right);
    expect(replay.statusCode).toBe(400);

    // A phone 30 s behind: the previous step's code still works once the last one is older.
    nextStep();
    nextStep();
    const behind = await secondStep(await challengeOf(admin.email), await codeFor(secret, -30_000));
    expect(behind.statusCode, behind.body).toBe(200);
    nextStep();
    const ahead = await secondStep(await challengeOf(admin.email), await codeFor(secret, 30_000));
    expect(ahead.statusCode, ahead.body).toBe(200);
    // Two steps off is too far.
    nextStep();
    nextStep();
    nextStep();
    const far = await secondStep(await challengeOf(admin.email), await codeFor(secret, -60_000));
    expect(far.statusCode).toBe(400);
  });

  it("lets a code through only once when two requests race with it", async () => {
    const admin = await newAdmin(testApp.app);
    const { secret } = await enableFor(testApp.app, admin);
    const [first, second] = [await challengeOf(admin.email), await challengeOf(admin.email)];
    const code = await codeFor(secret);
    const replies = await Promise.all([secondStep(first, code), secondStep(second, code)]);
    expect(replies.map((reply) => reply.statusCode).sort()).toEqual([200, 400]);
    nextStep();
  });

  it("accepts each recovery code once, even when two requests race with it", async () => {
    const admin = await newAdmin(testApp.app);
    const { recoveryCodes } = await enableFor(testApp.app, admin);
    const [first, second, third] = recoveryCodes as [string, string, string];

    const used = await secondStep(await challengeOf(admin.email), first.toUpperCase());
    expect(used.statusCode, used.body).toBe(200);
    expect((used.json() as { message: string }).message).toMatch(/recovery code/i);
    const reused = await secondStep(await challengeOf(admin.email), first);
    expect(reused.statusCode).toBe(400);

    const racing = await Promise.all([
      secondStep(await challengeOf(admin.email), second),
      secondStep(await challengeOf(admin.email), second),
    ]);
    expect(racing.map((reply) => reply.statusCode).sort()).toEqual([200, 400]);

    // Written without the hyphen, with spaces: still the same code.
    const loose = await secondStep(await challengeOf(admin.email), ` ${third.replace("-", " ")} `);
    expect(loose.statusCode, loose.body).toBe(200);
    const token = (loose.json() as { token: string }).token;
    const status = await call(testApp.app, token, "GET", "/api/admin/2fa");
    expect(status.json()).toMatchObject({ data: { recoveryCodesLeft: 7 } });
  });

  it("keeps a challenge short-lived, single-use, bound to its account and burnt by five wrong codes", async () => {
    const admin = await newAdmin(testApp.app);
    const other = await newAdmin(testApp.app);
    const { secret } = await enableFor(testApp.app, admin);
    const { secret: otherSecret } = await enableFor(testApp.app, other);

    // Expired after 5 minutes.
    const stale = await challengeOf(admin.email);
    clock.advance(5 * 60_000 + 1_000);
    const late = await secondStep(stale, await codeFor(secret));
    expect(late.statusCode).toBe(401);
    expect(late.json()).toMatchObject({ success: false, code: "UNAUTHORIZED" });

    // Single use.
    const once = await challengeOf(admin.email);
    expect((await secondStep(once, await codeFor(secret))).statusCode).toBe(200);
    nextStep();
    expect((await secondStep(once, await codeFor(secret))).statusCode).toBe(401);

    // Another account's code does not open this account's challenge.
    const bound = await secondStep(await challengeOf(admin.email), await codeFor(otherSecret));
    expect(bound.statusCode).toBe(400);

    // Five wrong codes burn it: the right code no longer helps.
    const burnt = await challengeOf(other.email);
    for (let attempt = 0; attempt < 5; attempt += 1) {
      expect((await secondStep(burnt, "000001")).statusCode).not.toBe(200);
    }
    expect((await secondStep(burnt, await codeFor(otherSecret))).statusCode).toBe(401);
    // A made-up challenge is as good as none.
    const madeUp = await secondStep(randomBytes(32).toString("base64url"), "123456");
    expect(madeUp.statusCode).toBe(401);
    nextStep();
  });

  it("limits wrong codes per account and per address with 429 and the error envelope", async () => {
    const admin = await newAdmin(testApp.app);
    const { secret } = await enableFor(testApp.app, admin);
    // Per account: 10 wrong codes in 15 minutes, from any addresses and challenges.
    for (let round = 0; round < 2; round += 1) {
      const challenge = await challengeOf(admin.email);
      for (let attempt = 0; attempt < 5; attempt += 1) {
        expect((await secondStep(challenge, "000002")).statusCode).toBe(400);
      }
    }
    const locked = await secondStep(await challengeOf(admin.email), await codeFor(secret));
    expect(locked.statusCode).toBe(429);
    expect(locked.json()).toMatchObject({ success: false, code: "RATE_LIMITED" });
    clock.advance(15 * 60_000 + 1_000);
    const later = await secondStep(await challengeOf(admin.email), await codeFor(secret));
    expect(later.statusCode, later.body).toBe(200);

    // Per address: 20 attempts in 15 minutes.
    const address = nextAddress();
    for (let attempt = 0; attempt < 20; attempt += 1) {
      expect((await secondStep("x".repeat(43), "123456", address)).statusCode).toBe(401);
    }
    const blocked = await secondStep("x".repeat(43), "123456", address);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.headers["retry-after"]).toBeDefined();
    expect(blocked.json()).toMatchObject({ success: false, code: "RATE_LIMITED" });
    nextStep();
  });
});

describe("turning it off and resetting it", () => {
  it("turns one's own second factor off only with a current code", async () => {
    const admin = await newAdmin(testApp.app);
    const { secret } = await enableFor(testApp.app, admin);
    const wrong = await call(testApp.app, admin.token, "POST", "/api/admin/2fa/disable", {
      code: "000003",
    });
    expect(wrong.statusCode).toBe(400);
    const off = await call(testApp.app, admin.token, "POST", "/api/admin/2fa/disable", {
      code: await codeFor(secret),
    });
    expect(off.statusCode, off.body).toBe(200);
    const login = (await passwordLogin(testApp.app, admin.email)).json() as { token?: string };
    expect(login.token).toBeDefined();
    expect(await auditActions(admin.id)).toEqual([
      "admins.two-factor-enable",
      "admins.two-factor-disable",
    ]);
    nextStep();
  });

  it("makes ten new recovery codes with a current code; every earlier one stops working", async () => {
    const admin = await newAdmin(testApp.app);
    const { secret, recoveryCodes } = await enableFor(testApp.app, admin);
    const [spent, unused] = recoveryCodes as [string, string];
    const signedIn = await secondStep(await challengeOf(admin.email), spent);
    expect(signedIn.statusCode, signedIn.body).toBe(200);
    const token = (signedIn.json() as { token: string }).token;
    const renew = (code: string) =>
      call(testApp.app, token, "POST", "/api/admin/2fa/recovery-codes", { code });

    // A wrong code, or a recovery code in place of the app's, changes nothing.
    expect((await renew("000003")).statusCode).toBe(400);
    expect((await renew(unused)).statusCode).toBe(400);
    const status = await call(testApp.app, token, "GET", "/api/admin/2fa");
    expect(status.json()).toMatchObject({ data: { recoveryCodesLeft: 9 } });

    const renewed = await renew(await codeFor(secret));
    expect(renewed.statusCode, renewed.body).toBe(200);
    expect(renewed.headers["cache-control"]).toBe("no-store");
    const fresh = (renewed.json() as { data: { recoveryCodes: string[] } }).data.recoveryCodes;
    expect(fresh).toHaveLength(10);
    expect(new Set(fresh).size).toBe(10);
    expect(fresh).not.toContain(unused);
    // The same code again (a replay in its window) is refused.
    expect((await renew(await codeFor(secret))).statusCode).toBe(400);

    // The earlier unused code no longer signs in; a new one does, once.
    expect((await secondStep(await challengeOf(admin.email), unused)).statusCode).toBe(400);
    const withNew = await secondStep(await challengeOf(admin.email), fresh[0] as string);
    expect(withNew.statusCode, withNew.body).toBe(200);
    const after = await call(
      testApp.app,
      (withNew.json() as { token: string }).token,
      "GET",
      "/api/admin/2fa",
    );
    expect(after.json()).toMatchObject({ data: { enabled: true, recoveryCodesLeft: 9 } });
    expect(await auditActions(admin.id)).toEqual([
      "admins.two-factor-enable",
      "admins.two-factor-codes-renewed",
    ]);
    nextStep();
  });

  it("renews recovery codes once for twenty requests with one code at once, and takes a full-width code", async () => {
    const admin = await newAdmin(testApp.app);
    const { secret } = await enableFor(testApp.app, admin);
    const code = await codeFor(secret);
    const replies = await Promise.all(
      Array.from({ length: 20 }, () =>
        call(testApp.app, admin.token, "POST", "/api/admin/2fa/recovery-codes", { code }),
      ),
    );
    // One renewal; the others are refused as a replayed code or by the per-account limit.
    expect(replies.filter((reply) => reply.statusCode === 200)).toHaveLength(1);
    expect(replies.every((reply) => [200, 400, 429].includes(reply.statusCode))).toBe(true);
    expect(await auditActions(admin.id)).toEqual([
      "admins.two-factor-enable",
      "admins.two-factor-codes-renewed",
    ]);

    // Typed in full-width digits (an IME), the app's code is the same code. (Another admin: the
    // twenty requests above used up this one's attempts.)
    const second = await newAdmin(testApp.app);
    const enabled = await enableFor(testApp.app, second);
    const fullWidth = (await codeFor(enabled.secret)).replace(/[0-9]/g, (digit) =>
      String.fromCharCode(digit.charCodeAt(0) + 0xfee0),
    );
    const renewed = await call(testApp.app, second.token, "POST", "/api/admin/2fa/recovery-codes", {
      code: fullWidth,
    });
    expect(renewed.statusCode, renewed.body).toBe(200);
    nextStep();
  });

  it("lets the owner reset another admin's second factor, ending that admin's sessions", async () => {
    const owner = await newAdmin(testApp.app, "owner");
    const manager = await newAdmin(testApp.app, "manager");
    await enableFor(testApp.app, manager);
    const url = `/api/admin/admins/${manager.id}/2fa/reset`;

    expect((await call(testApp.app, manager.token, "POST", url)).statusCode).toBe(403);
    const own = await call(
      testApp.app,
      owner.token,
      "POST",
      `/api/admin/admins/${owner.id}/2fa/reset`,
    );
    expect(own.statusCode).toBe(409);

    const list = await call(testApp.app, owner.token, "GET", "/api/admin/admins");
    const listed = (
      list.json() as { data: { admins: { id: string; twoFactorEnabled: boolean }[] } }
    ).data.admins;
    expect(listed.find((entry) => entry.id === manager.id)?.twoFactorEnabled).toBe(true);

    const reset = await call(testApp.app, owner.token, "POST", url);
    expect(reset.statusCode, reset.body).toBe(200);
    expect((await call(testApp.app, manager.token, "GET", "/api/admin/2fa")).statusCode).toBe(401);
    expect((await call(testApp.app, owner.token, "POST", url)).statusCode).toBe(409);
    const login = (await passwordLogin(testApp.app, manager.email)).json() as { token?: string };
    expect(login.token).toBeDefined();
    const [entry] = await testApp.database.db
      .select({ actorId: auditLog.actorId, before: auditLog.before, after: auditLog.after })
      .from(auditLog)
      .where(
        and(eq(auditLog.targetId, manager.id), eq(auditLog.action, "admins.two-factor-reset")),
      );
    expect(entry).toEqual({
      actorId: owner.id,
      before: { twoFactorEnabled: true },
      after: { twoFactorEnabled: false },
    });
    const missing = await call(
      testApp.app,
      owner.token,
      "POST",
      "/api/admin/admins/00000000-0000-4000-8000-000000000000/2fa/reset",
    );
    expect(missing.statusCode).toBe(404);
  });

  it("keeps the second factor through a password reset", async () => {
    const admin = await newAdmin(testApp.app);
    const { secret } = await enableFor(testApp.app, admin);
    const token = randomBytes(32).toString("base64url");
    await testApp.database.db.insert(passwordResets).values({
      userId: admin.id,
      tokenHash: createHash("sha256").update(token).digest("base64url"),
      expiresAt: new Date(clock.now() + 10 * 60_000),
    });
    const newPassword = "Amber-Teal-77?";
    const reset = await call(testApp.app, null, "POST", "/api/users/password/reset", {
      token,
      newPassword,
      confirmPassword: newPassword,
    });
    expect(reset.statusCode, reset.body).toBe(200);
    for (const url of ["/api/admin/login", "/api/users/login"]) {
      const login = await call(testApp.app, null, "POST", url, {
        email: admin.email,
        password: newPassword,
      });
      expect(login.json()).toMatchObject({ twoFactorRequired: true });
      expect((login.json() as { token?: string }).token).toBeUndefined();
    }
    const challenge = (
      (
        await call(testApp.app, null, "POST", "/api/admin/login", {
          email: admin.email,
          password: newPassword,
        })
      ).json() as { challenge: string }
    ).challenge;
    expect((await secondStep(challenge, await codeFor(secret))).statusCode).toBe(200);
    nextStep();
  });
});

describe("ADMIN_2FA=required", () => {
  let strict: TestApp;
  beforeAll(async () => {
    strict = await createTestApp({ clock, env: { ADMIN_2FA: "required" } });
  }, 60_000);
  afterAll(async () => {
    await strict?.app.close();
  });

  it("limits an owner's or manager's session to the setup until it is on, and keeps it on", async () => {
    const email = uniqueEmail("staff.required");
    const { user } = await strict.app.services.accounts.upsertAdmin({
      email,
      adminRole: "owner",
      password: strongPassword,
    });
    const login = (await passwordLogin(strict.app, email)).json() as {
      token: string;
      twoFactorSetupRequired?: boolean;
    };
    expect(login.twoFactorSetupRequired).toBe(true);
    const blocked = await call(strict.app, login.token, "GET", "/api/admin/admins");
    expect(blocked.statusCode).toBe(403);
    expect(blocked.json()).toMatchObject({ code: "FORBIDDEN", message: /two-factor/i });
    const status = await call(strict.app, login.token, "GET", "/api/admin/2fa");
    expect(status.json()).toMatchObject({ data: { enabled: false, required: true } });

    const { secret } = await enableFor(strict.app, { id: user.id, email, token: login.token });
    // The same session now reaches the admin area.
    expect((await call(strict.app, login.token, "GET", "/api/admin/admins")).statusCode).toBe(200);
    const off = await call(strict.app, login.token, "POST", "/api/admin/2fa/disable", {
      code: await codeFor(secret),
    });
    expect(off.statusCode).toBe(409);
    nextStep();
  });

  it("sends an invited manager to the setup before anything else", async () => {
    const owner = await newAdmin(strict.app, "owner");
    await enableFor(strict.app, owner);
    const email = uniqueEmail("invited.manager");
    const sentAfter = new Date().toISOString();
    const invited = await call(strict.app, owner.token, "POST", "/api/admin/admins/invitations", {
      email,
      adminRole: "manager",
    });
    expect(invited.statusCode, invited.body).toBe(200);
    const mail = await waitForMail(strict.app, email, /admin team/i, { after: sentAfter });
    const token = /admin-invite\?token=([A-Za-z0-9_-]+)/.exec(mail.text)?.[1] ?? "";
    const accepted = await call(strict.app, null, "POST", "/api/admin-invitations/accept", {
      token,
      name: "Invited Manager",
      password: strongPassword,
      confirmPassword: strongPassword,
    });
    expect(accepted.statusCode, accepted.body).toBe(200);
    const session = accepted.json() as { token: string; twoFactorSetupRequired?: boolean };
    expect(session.twoFactorSetupRequired).toBe(true);
    expect((await call(strict.app, session.token, "GET", "/api/admin/orders")).statusCode).toBe(
      403,
    );
    expect((await call(strict.app, session.token, "GET", "/api/admin/2fa")).statusCode).toBe(200);
  });

  it("leaves support and editor accounts free to choose", async () => {
    const email = uniqueEmail("staff.support");
    await strict.app.services.accounts.upsertAdmin({
      email,
      adminRole: "support",
      password: strongPassword,
    });
    const login = (await passwordLogin(strict.app, email)).json() as {
      token: string;
      twoFactorSetupRequired?: boolean;
    };
    expect(login.twoFactorSetupRequired).toBeUndefined();
    expect((await call(strict.app, login.token, "GET", "/api/admin/orders")).statusCode).toBe(200);
  });

  it("is refused at start-up when misspelt", async () => {
    await expect(createTestApp({ env: { ADMIN_2FA: "yes" } })).rejects.toThrow(/ADMIN_2FA/);
  });
});

describe("housekeeping", () => {
  it("removes sign-in challenges a day after they expired", async () => {
    const admin = await newAdmin(testApp.app);
    await enableFor(testApp.app, admin);
    await challengeOf(admin.email);
    expect(await testApp.app.services.adminTwoFactor.pruneExpired()).toBe(0);
    clock.advance(24 * 3_600_000 + 10 * 60_000);
    expect(await testApp.app.services.adminTwoFactor.pruneExpired()).toBeGreaterThanOrEqual(1);
  });
});

describe("Google sign-in", () => {
  it("never opens a staff account that has its second factor on (production mode)", async () => {
    const production = await createTestApp({
      clock,
      env: {
        APP_MODE: "production",
        PUBLIC_URL: "https://shop.example",
        AUTH_SECRET: "0123456789abcdef0123456789abcdef-production",
        SMTP_URL: "smtp://127.0.0.1:2525",
        GOOGLE_CLIENT_ID: "client-id.apps.googleusercontent.com",
        GOOGLE_CLIENT_SECRET: "client-secret",
        SUPPLIER_URL: "https://supplier.example/api",
        SUPPLIER_SECRET: "supplier-secret-1234",
        STRIPE_SECRET_KEY: "sk_test_123456",
        STRIPE_WEBHOOK_SECRET: "whsec_123456",
      },
    });
    try {
      const admin = await newAdmin(production.app, "manager");
      const meta = { ip: "203.0.113.9", userAgent: "test", lang: "en" as const };
      const identity = {
        subject: "google-staff",
        email: admin.email,
        emailVerified: true,
        name: "S",
      };
      // Before the second factor, Google opens the account as it opens any verified address.
      await production.app.services.accounts.signInWithGoogle(identity, meta);
      await enableFor(production.app, admin);
      await expect(
        production.app.services.accounts.signInWithGoogle(identity, meta),
      ).rejects.toMatchObject({ code: "FORBIDDEN", message: expect.stringMatching(/two-factor/) });
    } finally {
      await production.app.close();
    }
  });
});

import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { MailboxMessage } from "#contracts/accounts.ts";
import { passwordResets, securityEvents, users } from "#db/schema/accounts.ts";
import {
  logIn,
  nextAddress,
  signUp,
  strongPassword,
  uniqueEmail,
  waitForMail,
} from "#tests/support/accounts.ts";
import { createTestApp, type TestApp, TestClock } from "#tests/support/test-app.ts";
import { startTestSmtp } from "#tests/support/test-smtp.ts";
import { insertUser } from "./accounts.repository.ts";
import { hashPassword } from "./passwords.ts";

let testApp: TestApp;
const clock = new TestClock();

beforeAll(async () => {
  testApp = await createTestApp({ clock });
});
afterAll(async () => {
  await testApp?.app.close();
});

const newPassword = "Amber-Teal-93#";
const requested = {
  success: true,
  message:
    "If an account exists for this e-mail address, a link to choose a new password is on its way. It is valid for 30 minutes.",
};
const linkInvalid =
  "This password reset link is not valid any more: links work once, for 30 minutes, and a newer link replaces older ones. Ask for a new link.";

const post = (url: string, payload: unknown, options: { remoteAddress?: string } = {}) =>
  testApp.app.inject({
    method: "POST",
    url,
    payload: payload as object,
    remoteAddress: options.remoteAddress ?? nextAddress(),
  });
const forgot = (email: string, remoteAddress?: string) =>
  post("/api/users/password/forgot", { email }, remoteAddress ? { remoteAddress } : {});
const reset = (token: string, password = newPassword, confirmPassword = password) =>
  post("/api/users/password/reset", { token, newPassword: password, confirmPassword });
const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

function linkIn(message: MailboxMessage): URL {
  const match = /https?:\/\/\S+\/reset-password\?\S+/.exec(message.text);
  if (!match) throw new Error(`no reset link in ${message.text}`);
  return new URL(match[0]);
}

function tokenIn(message: MailboxMessage): string {
  const token = linkIn(message).searchParams.get("token");
  if (!token) throw new Error("the reset link has no token");
  return token;
}

async function mailboxOf(email: string): Promise<MailboxMessage[]> {
  const reply = await testApp.app.inject({
    url: `/api/dev/mailbox?to=${encodeURIComponent(email)}`,
  });
  return (reply.json() as { data: MailboxMessage[] }).data;
}

/** Asks for a link and returns the token of the e-mail that arrives (newer than any before). */
async function requestToken(email: string): Promise<string> {
  const previous = (await mailboxOf(email))
    .filter((message) => /reset/i.test(message.subject))
    .map((message) => message.sentAt)
    .sort()
    .at(-1);
  expect((await forgot(email)).statusCode).toBe(200);
  const mail = await waitForMail(testApp.app, email, /reset/i, previous ? { after: previous } : {});
  return tokenIn(mail);
}

describe("asking for a reset link", () => {
  it("answers a known and an unknown address alike; only the account gets a working link", async () => {
    const account = await signUp(testApp.app);
    const nobody = uniqueEmail("nobody");
    const known = await forgot(account.email);
    const unknown = await forgot(nobody);
    expect(known.statusCode).toBe(200);
    expect(unknown.statusCode).toBe(200);
    expect(known.json()).toEqual(requested);
    expect(unknown.json()).toEqual(known.json());

    const mail = await waitForMail(testApp.app, account.email, /reset/i);
    expect(mail.subject).toBe("Reset your GameZone password");
    const link = linkIn(mail);
    expect(link.origin).toBe(testApp.config.origin);
    expect(link.pathname).toBe("/reset-password");
    expect(link.searchParams.get("token")).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(mail.html).toContain(link.searchParams.get("token"));
    // The job for the unknown address has long run by now: it sent nothing.
    expect(await mailboxOf(nobody)).toEqual([]);

    // Only a hash of the token is stored.
    const stored = await testApp.database.db.select().from(passwordResets);
    expect(JSON.stringify(stored)).not.toContain(link.searchParams.get("token"));
  });

  it("e-mails the link in the account's language, whatever the request's", async () => {
    const email = uniqueEmail("francais");
    await insertUser(testApp.database.db, {
      email,
      name: "Camille",
      passwordHash: await hashPassword(strongPassword),
      language: "fr",
    });
    const reply = await testApp.app.inject({
      method: "POST",
      url: "/api/users/password/forgot",
      payload: { email },
      headers: { "accept-language": "es" },
      remoteAddress: nextAddress(),
    });
    expect(reply.statusCode).toBe(200);
    const mail = await waitForMail(testApp.app, email, /mot de passe/i);
    expect(mail.subject).toBe("Réinitialisez votre mot de passe GameZone");
    expect(mail.text).toContain("Bonjour Camille,");
    expect(linkIn(mail).searchParams.get("lang")).toBe("fr");
  });

  it("sends a staff account no link through the development mailbox, answering alike", async () => {
    const admin = uniqueEmail("staff.reset");
    await testApp.app.services.accounts.upsertAdmin({
      email: admin,
      adminRole: "owner",
      password: strongPassword,
    });
    expect((await forgot(admin)).json()).toEqual(requested);
    // The job's own work, run here so the test knows it has finished.
    await testApp.app.services.passwordReset.sendResetLink(admin, "203.0.113.5");
    expect(await mailboxOf(admin)).toEqual([]);
    const [user] = await testApp.database.db.select().from(users).where(eq(users.email, admin));
    const links = await testApp.database.db
      .select()
      .from(passwordResets)
      .where(eq(passwordResets.userId, user?.id ?? ""));
    expect(links).toEqual([]);
  });

  it("limits requests per e-mail address and per client address (429)", async () => {
    const target = uniqueEmail("flooded");
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      expect((await forgot(target)).statusCode, `attempt ${attempt}`).toBe(200);
    }
    const sixth = await forgot(target);
    expect(sixth.statusCode).toBe(429);
    expect(sixth.json().code).toBe("RATE_LIMITED");
    expect(sixth.headers["retry-after"]).toBeDefined();

    const address = nextAddress();
    for (let attempt = 1; attempt <= 10; attempt += 1) {
      expect((await forgot(uniqueEmail("spray"), address)).statusCode).toBe(200);
    }
    expect((await forgot(uniqueEmail("spray"), address)).statusCode).toBe(429);
  });
});

describe("setting a new password through the link", () => {
  it("sets the password, ends every session and refresh token, and records the event", async () => {
    const account = await signUp(testApp.app);
    const phone = await logIn(testApp.app, account.email, account.password);
    const laptop = await logIn(testApp.app, account.email, account.password);
    const token = await requestToken(account.email);

    const done = await reset(token);
    expect(done.statusCode).toBe(200);
    expect(done.json()).toEqual({
      success: true,
      message: "Your password has been reset. You can now log in with your new password.",
    });

    for (const session of [phone, laptop]) {
      const profile = await testApp.app.inject({
        url: "/api/users/profile",
        headers: bearer(session.token),
      });
      expect(profile.statusCode).toBe(401);
      const refresh = await testApp.app.inject({
        method: "POST",
        url: "/api/users/refresh",
        headers: { cookie: `gz_refresh=${session.refreshCookie}` },
        remoteAddress: nextAddress(),
      });
      expect(refresh.statusCode).toBe(401);
    }
    const oldLogin = await post("/api/users/login", {
      email: account.email,
      password: account.password,
    });
    expect(oldLogin.statusCode).toBe(401);
    const newLogin = await post("/api/users/login", {
      email: account.email,
      password: newPassword,
    });
    expect(newLogin.statusCode).toBe(200);

    const [event] = await testApp.database.db
      .select()
      .from(securityEvents)
      .where(
        and(
          eq(securityEvents.kind, "password-reset"),
          eq(securityEvents.userId, newLogin.json().user._id),
        ),
      );
    expect(event).toBeDefined();
    await waitForMail(testApp.app, account.email, /password was changed/i);
  });

  it("works once: the same link again is refused, and the password stays the new one", async () => {
    const account = await signUp(testApp.app);
    const token = await requestToken(account.email);
    expect((await reset(token)).statusCode).toBe(200);
    const again = await reset(token, "Another-Pass-55!");
    expect(again.statusCode).toBe(400);
    expect(again.json()).toMatchObject({ code: "BAD_REQUEST", message: linkInvalid });
    const login = await post("/api/users/login", { email: account.email, password: newPassword });
    expect(login.statusCode).toBe(200);
  });

  it("lets exactly one of two simultaneous resets with one link through", async () => {
    const account = await signUp(testApp.app);
    const token = await requestToken(account.email);
    const replies = await Promise.all([
      reset(token, "First-Racer-81!"),
      reset(token, "Second-Racer-82!"),
    ]);
    expect(replies.map((reply) => reply.statusCode).sort()).toEqual([200, 400]);
    const winner = replies[0]?.statusCode === 200 ? "First-Racer-81!" : "Second-Racer-82!";
    const loser = winner === "First-Racer-81!" ? "Second-Racer-82!" : "First-Racer-81!";
    expect(
      (await post("/api/users/login", { email: account.email, password: winner })).statusCode,
    ).toBe(200);
    expect(
      (await post("/api/users/login", { email: account.email, password: loser })).statusCode,
    ).toBe(401);
  });

  it("refuses a link after 30 minutes", async () => {
    const account = await signUp(testApp.app);
    const fresh = await requestToken(account.email);
    clock.advance(29 * 60_000);
    expect((await reset(fresh)).statusCode).toBe(200);

    const token = await requestToken(account.email);
    clock.advance(30 * 60_000 + 1_000);
    const late = await reset(token, "Too-Late-Pass-12!");
    expect(late.statusCode).toBe(400);
    expect(late.json().message).toBe(linkInvalid);
    expect(
      (await post("/api/users/login", { email: account.email, password: newPassword })).statusCode,
    ).toBe(200);
  });

  it("voids an older link when a newer one is sent", async () => {
    const account = await signUp(testApp.app);
    const older = await requestToken(account.email);
    const newer = await requestToken(account.email);
    expect(newer).not.toBe(older);
    const refused = await reset(older);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe(linkInvalid);
    expect((await reset(newer)).statusCode).toBe(200);
  });

  it("refuses an unknown link like a used one", async () => {
    const reply = await reset("AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA");
    expect(reply.statusCode).toBe(400);
    expect(reply.json()).toMatchObject({ code: "BAD_REQUEST", message: linkInvalid });
  });

  it("refuses weak or mismatched passwords with the rule's text, leaving the link usable", async () => {
    const account = await signUp(testApp.app);
    const token = await requestToken(account.email);
    const short = await reset(token, "abc12");
    expect(short.statusCode).toBe(400);
    expect(short.json()).toMatchObject({ code: "VALIDATION_FAILED" });
    expect(short.json().issues).toContainEqual({
      field: "newPassword",
      message: "Password must be at least 6 characters long",
    });
    const common = await reset(token, "password123");
    expect(common.statusCode).toBe(400);
    expect(common.json().message).toBe(
      "This password is too common and easy to guess. Please choose a different one.",
    );
    const mismatch = await reset(token, newPassword, "Something-Else-1");
    expect(mismatch.statusCode).toBe(400);
    expect(mismatch.json().issues).toContainEqual({
      field: "confirmPassword",
      message: "Passwords do not match",
    });
    expect((await reset(token)).statusCode).toBe(200);
  });

  it("lets an account made with Google (no password yet) set one and log in with it", async () => {
    const email = uniqueEmail("google.only");
    const { user } = await testApp.app.services.accounts.signInWithGoogle(
      { subject: `google-${email}`, email, emailVerified: true, name: "Goo Player" },
      { ip: "203.0.113.9", userAgent: "test", lang: "en" },
    );
    expect(user.passwordHash).toBeNull();
    const token = await requestToken(email);
    expect((await reset(token)).statusCode).toBe(200);
    const session = await logIn(testApp.app, email, newPassword);
    const profile = await testApp.app.inject({
      url: "/api/users/profile",
      headers: bearer(session.token),
    });
    expect(profile.json().data).toMatchObject({ email, hasPassword: true });
  });

  it("limits resets per client address (429)", async () => {
    const address = nextAddress();
    const attempt = () =>
      post(
        "/api/users/password/reset",
        { token: "unknown-token", newPassword, confirmPassword: newPassword },
        { remoteAddress: address },
      );
    for (let count = 1; count <= 20; count += 1) {
      expect((await attempt()).statusCode, `attempt ${count}`).toBe(400);
    }
    const refused = await attempt();
    expect(refused.statusCode).toBe(429);
    expect(refused.json().code).toBe("RATE_LIMITED");
  });
});

describe("housekeeping", () => {
  it("removes links a day after they expired, and keeps live ones", async () => {
    const old = await signUp(testApp.app);
    await requestToken(old.email);
    clock.advance(30 * 60_000 + 24 * 3_600_000 + 1_000);
    const live = await signUp(testApp.app);
    const token = await requestToken(live.email);
    expect(await testApp.app.services.passwordReset.pruneExpired()).toBeGreaterThanOrEqual(1);
    const [oldUser] = await testApp.database.db
      .select()
      .from(users)
      .where(eq(users.email, old.email));
    const left = await testApp.database.db
      .select()
      .from(passwordResets)
      .where(eq(passwordResets.userId, oldUser?.id ?? ""));
    expect(left).toEqual([]);
    expect((await reset(token)).statusCode).toBe(200);
  });
});

describe("with a real mail server", () => {
  it("e-mails staff accounts their link too", async () => {
    const smtp = await startTestSmtp();
    const smtpApp = await createTestApp({ env: { SMTP_URL: smtp.url } });
    try {
      const admin = uniqueEmail("staff.smtp");
      await smtpApp.app.services.accounts.upsertAdmin({
        email: admin,
        adminRole: "manager",
        password: strongPassword,
      });
      const reply = await smtpApp.app.inject({
        method: "POST",
        url: "/api/users/password/forgot",
        payload: { email: admin },
        remoteAddress: nextAddress(),
      });
      expect(reply.json()).toEqual(requested);
      const deadline = Date.now() + 15_000;
      while (!smtp.received.some((mail) => mail.to.includes(admin)) && Date.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      const raw = smtp.received.find((mail) => mail.to.includes(admin))?.raw ?? "";
      expect(raw).toContain("Reset your GameZone password");
    } finally {
      await smtpApp.app.close();
      await smtp.close();
    }
  });
});

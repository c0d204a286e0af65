import { and, eq, ne } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { securityEvents, users } from "#db/schema/accounts.ts";
import {
  codeIn,
  logIn,
  loginAs,
  nextAddress,
  signUp,
  strongPassword,
  uniqueEmail,
  waitForMail,
} from "#tests/support/accounts.ts";
import { createTestApp, type TestApp, TestClock } from "#tests/support/test-app.ts";

let testApp: TestApp;
const clock = new TestClock();

beforeAll(async () => {
  testApp = await createTestApp({ clock });
});
afterAll(async () => {
  await testApp?.app.close();
});

const post = (
  url: string,
  payload: unknown,
  headers: Record<string, string> = {},
  remoteAddress = nextAddress(),
) =>
  testApp.app.inject({ method: "POST", url, payload: payload as object, headers, remoteAddress });
const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

const invalidCode =
  "This code is wrong or no longer valid (codes last 10 minutes and allow 5 tries). Check it, or request a new one.";
const resent = {
  success: true,
  message: "If a sign-up is waiting for this address, a new code is on its way.",
};

function signupBody(email: string, overrides: Record<string, unknown> = {}) {
  return {
    name: "Nova Player",
    email,
    dob: "1999-12-31",
    password: strongPassword,
    confirmPassword: strongPassword,
    ...overrides,
  };
}

describe("sign-up with an e-mailed code", () => {
  it("e-mails a 6-digit code, verifies it and lets the new account log in", async () => {
    const email = uniqueEmail();
    const request = await post("/api/users/signup/request", signupBody(email));
    expect(request.statusCode).toBe(200);
    expect(request.json()).toEqual({ success: true, message: "OTP sent to your email" });
    const mail = await waitForMail(testApp.app, email, /code/i);
    expect(mail.html).toContain(codeIn(mail));
    expect(mail.text).toContain("Nova Player");

    const verify = await post("/api/users/signup/verify", {
      email: email.toUpperCase(),
      otp: codeIn(mail),
      name: "ignored extra field",
    });
    expect(verify.statusCode).toBe(200);
    expect(verify.json().success).toBe(true);

    const login = await post("/api/users/login", { email, password: strongPassword });
    expect(login.statusCode).toBe(200);
    expect(login.json().user).toMatchObject({ name: "Nova Player", email, role: "user" });
    expect(login.json().user.adminRole).toBeUndefined();
  });

  it("refuses bad input with the error envelope and sends nothing", async () => {
    const email = uniqueEmail();
    const cases: [string, unknown][] = [
      ["missing fields", { email }],
      ["wrong types", { ...signupBody(email), name: 42, dob: true }],
      ["10 KB name", signupBody(email, { name: "x".repeat(10_240) })],
      [
        "10 KB password",
        signupBody(email, { password: "p".repeat(10_240), confirmPassword: "p".repeat(10_240) }),
      ],
      ["bad e-mail", signupBody("not-an-email")],
      ["impossible date", signupBody(email, { dob: "2001-02-30" })],
      ["future date", signupBody(email, { dob: "2999-01-01" })],
      ["short password", signupBody(email, { password: "abc", confirmPassword: "abc" })],
      ["NUL in name", signupBody(email, { name: "Nova\u0000" })],
    ];
    for (const [label, payload] of cases) {
      const reply = await post("/api/users/signup/request", payload);
      expect(reply.statusCode, label).toBe(400);
      expect(reply.json(), label).toMatchObject({ success: false, code: "VALIDATION_FAILED" });
    }
    const mismatch = await post(
      "/api/users/signup/request",
      signupBody(email, { confirmPassword: "Different-42!" }),
    );
    expect(mismatch.statusCode).toBe(400);
    expect(mismatch.json().issues).toContainEqual({
      field: "confirmPassword",
      message: "Passwords do not match",
    });
    const common = await post(
      "/api/users/signup/request",
      signupBody(email, { password: "password123", confirmPassword: "password123" }),
    );
    expect(common.statusCode).toBe(400);
    expect(common.json().message).toMatch(/too common/);
    const mailbox = await testApp.app.inject({ url: `/api/dev/mailbox?to=${email}` });
    expect(mailbox.json().data).toEqual([]);
  });

  it("answers a sign-up for an existing address exactly like a new one, and tells the owner", async () => {
    const account = await signUp(testApp.app);
    const reply = await post("/api/users/signup/request", signupBody(account.email));
    expect(reply.statusCode).toBe(200);
    expect(reply.json()).toEqual({ success: true, message: "OTP sent to your email" });
    const notice = await waitForMail(testApp.app, account.email, /tried to sign up/);
    expect(notice.text).toContain("/login");
    expect(notice.text).not.toMatch(/\b\d{6}\b/);
  });

  it("burns the code after 5 wrong attempts: the right code is refused afterwards", async () => {
    const email = uniqueEmail();
    await post("/api/users/signup/request", signupBody(email));
    const code = codeIn(await waitForMail(testApp.app, email, /code/i));
    const wrong = code === "000000" ? "111111" : "000000";
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      const reply = await post("/api/users/signup/verify", { email, otp: wrong });
      expect(reply.statusCode).toBe(400);
      expect(reply.json().message).toBe(invalidCode);
    }
    const right = await post("/api/users/signup/verify", { email, otp: code });
    expect(right.statusCode).toBe(400);
    expect(right.json().message).toBe(invalidCode);
    const login = await post("/api/users/login", { email, password: strongPassword });
    expect(login.statusCode).toBe(401);
  });

  it("refuses an expired code, sends no second code within 60 s, then accepts the new code", async () => {
    const email = uniqueEmail();
    await post("/api/users/signup/request", signupBody(email));
    const first = await waitForMail(testApp.app, email, /code/i);
    const early = await post("/api/users/signup/resend", { email });
    expect(early.statusCode).toBe(200);
    expect(early.json()).toEqual(resent);
    await expect(
      waitForMail(testApp.app, email, /code/i, { after: first.sentAt, timeoutMs: 1_500 }),
    ).rejects.toThrow(/no e-mail/);

    clock.advance(11 * 60_000);
    const expired = await post("/api/users/signup/verify", { email, otp: codeIn(first) });
    expect(expired.statusCode).toBe(400);
    expect(expired.json().message).toBe(invalidCode);

    const resend = await post("/api/users/signup/resend", { email });
    expect(resend.statusCode).toBe(200);
    const second = await waitForMail(testApp.app, email, /code/i, { after: first.sentAt });
    const verify = await post("/api/users/signup/verify", { email, otp: codeIn(second) });
    expect(verify.statusCode).toBe(200);
  });

  it("answers a resend for an unknown address like a real one, sending nothing", async () => {
    const email = uniqueEmail("nobody");
    const reply = await post("/api/users/signup/resend", { email });
    expect(reply.statusCode).toBe(200);
    const mailbox = await testApp.app.inject({ url: `/api/dev/mailbox?to=${email}` });
    expect(mailbox.json().data).toEqual([]);
  });

  it("gives resend and verify the same replies whether or not a sign-up is pending", async () => {
    const pending = uniqueEmail("pending");
    const nobody = uniqueEmail("nobody");
    await post("/api/users/signup/request", signupBody(pending));
    const code = codeIn(await waitForMail(testApp.app, pending, /code/i));
    const wrong = code === "000000" ? "111111" : "000000";
    const reply = async (url: string, payload: object) => {
      const response = await post(url, payload);
      return { status: response.statusCode, body: response.json() };
    };
    // A resend less than 60 s after the code used to answer 429 "Please wait" for a pending one.
    expect(await reply("/api/users/signup/resend", { email: pending })).toEqual(
      await reply("/api/users/signup/resend", { email: nobody }),
    );
    // Wrong codes, then past the 5 tries, then an expired code: one answer throughout.
    for (let attempt = 1; attempt <= 6; attempt += 1) {
      expect(await reply("/api/users/signup/verify", { email: pending, otp: wrong })).toEqual(
        await reply("/api/users/signup/verify", { email: nobody, otp: wrong }),
      );
    }
    clock.advance(11 * 60_000);
    expect(await reply("/api/users/signup/verify", { email: pending, otp: code })).toEqual(
      await reply("/api/users/signup/verify", { email: nobody, otp: code }),
    );
  });
});

describe("login and sessions", () => {
  it("gives an unknown e-mail and a wrong password the same answer", async () => {
    const account = await signUp(testApp.app);
    const unknown = await post("/api/users/login", {
      email: uniqueEmail("ghost"),
      password: strongPassword,
    });
    const wrong = await post("/api/users/login", {
      email: account.email,
      password: "Wrong-Password-1",
    });
    expect(unknown.statusCode).toBe(401);
    expect(wrong.statusCode).toBe(401);
    expect(unknown.json()).toEqual(wrong.json());
    expect(wrong.json()).toMatchObject({
      code: "UNAUTHORIZED",
      message: "Invalid email or password",
    });
    const events = await testApp.database.db
      .select()
      .from(securityEvents)
      .where(eq(securityEvents.kind, "login-failed"));
    expect(events.length).toBeGreaterThanOrEqual(2);
    expect(JSON.stringify(events)).not.toContain(account.email);
  });

  it("sets an HttpOnly, SameSite=Strict refresh cookie scoped to the refresh path", async () => {
    const account = await signUp(testApp.app);
    const reply = await post("/api/users/login", {
      email: account.email,
      password: account.password,
    });
    const header = String(reply.headers["set-cookie"]);
    expect(header).toMatch(/^gz_refresh=[A-Za-z0-9_-]{40,}/);
    expect(header).toContain("Path=/api/users/refresh");
    expect(header).toContain("HttpOnly");
    expect(header).toContain("SameSite=Strict");
    expect(header).not.toContain("Secure"); // http://localhost: a Secure cookie would be dropped
    expect(reply.json().token).not.toContain(reply.cookies[0]?.value);
  });

  it("admin login refuses a user account with NOT_AN_ADMIN, and users/login accepts it", async () => {
    const email = uniqueEmail("badminton.fan");
    const account = await signUp(testApp.app, { email });
    const admin = await post("/api/admin/login", { email, password: account.password });
    expect(admin.statusCode).toBe(403);
    expect(admin.json().code).toBe("NOT_AN_ADMIN");
    const user = await post("/api/users/login", { email, password: account.password });
    expect(user.statusCode).toBe(200);
    expect(user.json().user.role).toBe("user");
  });

  it("returns the real role and admin role for an admin, through either login", async () => {
    const admin = await loginAs(testApp, "admin");
    for (const url of ["/api/users/login", "/api/admin/login"]) {
      const reply = await post(url, { email: admin.email, password: admin.password });
      expect(reply.json().user).toMatchObject({ role: "admin", adminRole: "owner" });
    }
  });

  it("refuses an expired access token, and refresh brings a new one", async () => {
    const user = await loginAs(testApp, "user");
    expect(
      (await testApp.app.inject({ url: "/api/users/profile", headers: bearer(user.token) }))
        .statusCode,
    ).toBe(200);
    clock.advance(16 * 60_000);
    const expired = await testApp.app.inject({
      url: "/api/users/profile",
      headers: bearer(user.token),
    });
    expect(expired.statusCode).toBe(401);
    expect(expired.json()).toMatchObject({
      code: "UNAUTHORIZED",
      message: "Session expired. Please log in again.",
    });
    const refreshed = await post("/api/users/refresh", undefined, {
      cookie: `gz_refresh=${user.refreshCookie}`,
    });
    expect(refreshed.statusCode).toBe(200);
    const profile = await testApp.app.inject({
      url: "/api/users/profile",
      headers: bearer(refreshed.json().token),
    });
    expect(profile.statusCode).toBe(200);
    expect(profile.json().data.email).toBe(user.email);
  });

  it("rotates the refresh token; a used one presented later revokes the whole family", async () => {
    const user = await loginAs(testApp, "user");
    const first = await post("/api/users/refresh", undefined, {
      cookie: `gz_refresh=${user.refreshCookie}`,
    });
    expect(first.statusCode).toBe(200);
    const rotated = first.cookies.find((cookie) => cookie.name === "gz_refresh")?.value;
    expect(rotated).toBeTruthy();
    expect(rotated).not.toBe(user.refreshCookie);

    // Within the grace period a second tab presenting the same token is answered too.
    const sibling = await post("/api/users/refresh", undefined, {
      cookie: `gz_refresh=${user.refreshCookie}`,
    });
    expect(sibling.statusCode).toBe(200);

    clock.advance(30_000);
    const replay = await post("/api/users/refresh", undefined, {
      cookie: `gz_refresh=${user.refreshCookie}`,
    });
    expect(replay.statusCode).toBe(401);
    // The thief's replay ended the session for every token of the family.
    const legit = await post("/api/users/refresh", undefined, { cookie: `gz_refresh=${rotated}` });
    expect(legit.statusCode).toBe(401);
    const access = await testApp.app.inject({
      url: "/api/users/profile",
      headers: bearer(first.json().token),
    });
    expect(access.statusCode).toBe(401);
  });

  it("refuses a refresh without a cookie or with garbage", async () => {
    expect((await post("/api/users/refresh", undefined)).statusCode).toBe(401);
    const garbage = await post("/api/users/refresh", undefined, {
      cookie: `gz_refresh=${"x".repeat(500)}`,
    });
    expect(garbage.statusCode).toBe(401);
  });

  it("logout ends the session named in the access token, at both paths", async () => {
    for (const url of ["/api/users/logout", "/api/api/users/logout"]) {
      const user = await loginAs(testApp, "user");
      const reply = await post(url, undefined, bearer(user.token));
      expect(reply.statusCode, url).toBe(200);
      expect(reply.json()).toEqual({ success: true, message: "Successfully logged out" });
      const after = await testApp.app.inject({
        url: "/api/users/profile",
        headers: bearer(user.token),
      });
      expect(after.statusCode, url).toBe(401);
      const refresh = await post("/api/users/refresh", undefined, {
        cookie: `gz_refresh=${user.refreshCookie}`,
      });
      expect(refresh.statusCode, url).toBe(401);
    }
  });

  it("keeps admin calls to admins: a user token gets 403, an admin's works at both paths", async () => {
    const user = await loginAs(testApp, "user");
    const forbidden = await post("/api/admin/logout", undefined, bearer(user.token));
    expect(forbidden.statusCode).toBe(403);
    expect(forbidden.json().code).toBe("FORBIDDEN");
    expect((await post("/api/admin/logout", undefined)).statusCode).toBe(401);
    for (const url of ["/api/admin/logout", "/api/api/admin/logout"]) {
      const admin = await loginAs(testApp, "admin");
      expect((await post(url, undefined, bearer(admin.token))).statusCode, url).toBe(200);
    }
  });

  it("ignores a bad bearer token on public reads instead of answering 401", async () => {
    for (const url of ["/api/games", "/api/featured/trending", "/api/games/search?query=pubg"]) {
      const reply = await testApp.app.inject({ url, headers: bearer("not.a.jwt") });
      expect(reply.statusCode, url).toBe(200);
    }
  });

  it("limits wrong passwords against an account from one address with 429 and Retry-After", async () => {
    const account = await signUp(testApp.app);
    const address = nextAddress();
    const attempt = (password: string) =>
      post("/api/users/login", { email: account.email, password }, {}, address);
    for (let failure = 1; failure <= 10; failure += 1) {
      expect((await attempt("Wrong-1")).statusCode).toBe(401);
    }
    const last = await attempt("Wrong-1");
    expect(last.statusCode).toBe(429);
    expect(last.json().code).toBe("RATE_LIMITED");
    expect(Number(last.headers["retry-after"])).toBeGreaterThan(0);
    // That address is refused before the check, even with the right password.
    expect((await attempt(account.password)).statusCode).toBe(429);
  });

  it("lets the owner in after 40 wrong passwords from many addresses; the guessing addresses stay limited", async () => {
    const { email } = await loginAs(testApp, "admin", "owner");
    const guessers = Array.from({ length: 10 }, () => nextAddress());
    for (let guess = 0; guess < 40; guess += 1) {
      const reply = await post(
        guess % 2 === 0 ? "/api/users/login" : "/api/admin/login",
        { email, password: `Wrong-guess-${guess}` },
        {},
        guessers[guess % guessers.length],
      );
      expect([401, 429]).toContain(reply.statusCode);
    }
    // Even guesses went to the shopper login (addresses 0, 2, 4...), odd ones to the staff login.
    for (const [url, guesser] of [
      ["/api/users/login", guessers[0]],
      ["/api/admin/login", guessers[1]],
    ] as const) {
      const fresh = await post(url, { email, password: strongPassword });
      expect(fresh.statusCode, url).toBe(200);
      expect(fresh.json().user.email).toBe(email);
      // A guessing address has spent its failures for this account: refused before the check.
      const again = await post(url, { email, password: "Wrong-again" }, {}, guesser);
      expect(again.statusCode, url).toBe(429);
    }
  });

  it("keeps staff logins on their own budget: shopper-login guesses do not spend it", async () => {
    const { email } = await loginAs(testApp, "admin", "owner");
    const address = nextAddress();
    for (let guess = 0; guess < 30; guess += 1) {
      await post("/api/users/login", { email, password: `Wrong-${guess}` }, {}, address);
    }
    const shopper = await post(
      "/api/users/login",
      { email, password: strongPassword },
      {},
      address,
    );
    expect(shopper.statusCode).toBe(429);
    const staff = await post("/api/admin/login", { email, password: strongPassword }, {}, address);
    expect(staff.statusCode).toBe(200);
  });
});

describe("profile, password and deletion", () => {
  it("reads and updates the profile; the e-mail cannot change", async () => {
    const user = await loginAs(testApp, "user");
    const profile = await testApp.app.inject({
      url: "/api/users/profile",
      headers: bearer(user.token),
    });
    expect(profile.json().data).toMatchObject({
      _id: user.userId,
      email: user.email,
      dob: "2000-02-29",
      role: "user",
      hasPassword: true,
    });
    const update = await testApp.app.inject({
      method: "PUT",
      url: "/api/users/profile",
      headers: bearer(user.token),
      payload: { name: "  Renamed Player ", dob: "", email: "hijack@example.com" },
    });
    expect(update.statusCode).toBe(200);
    expect(update.json().data).toMatchObject({
      name: "Renamed Player",
      dob: null,
      email: user.email,
    });
    const blank = await testApp.app.inject({
      method: "PUT",
      url: "/api/users/profile",
      headers: bearer(user.token),
      payload: { name: "   " },
    });
    expect(blank.statusCode).toBe(400);
    expect((await testApp.app.inject({ url: "/api/users/profile" })).statusCode).toBe(401);
  });

  it("changes the password: checks the current one and signs out every other session", async () => {
    const user = await loginAs(testApp, "user");
    const other = await logIn(testApp.app, user.email, user.password);
    const change = (payload: object) =>
      testApp.app.inject({
        method: "PUT",
        url: "/api/users/change-password",
        headers: bearer(user.token),
        payload,
      });
    const wrong = await change({ currentPassword: "nope-nope", newPassword: "Fresh-Start-77" });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toBe("Current password is incorrect");
    const weak = await change({ currentPassword: user.password, newPassword: "abc" });
    expect(weak.statusCode).toBe(400);
    const mismatch = await change({
      currentPassword: user.password,
      newPassword: "Fresh-Start-77",
      confirmPassword: "Fresh-Start-78",
    });
    expect(mismatch.statusCode).toBe(400);
    const ok = await change({
      currentPassword: user.password,
      newPassword: "Fresh-Start-77",
      confirmPassword: "Fresh-Start-77",
    });
    expect(ok.statusCode).toBe(200);
    expect(
      (await testApp.app.inject({ url: "/api/users/profile", headers: bearer(user.token) }))
        .statusCode,
    ).toBe(200);
    expect(
      (await testApp.app.inject({ url: "/api/users/profile", headers: bearer(other.token) }))
        .statusCode,
    ).toBe(401);
    expect(
      (await post("/api/users/login", { email: user.email, password: user.password })).statusCode,
    ).toBe(401);
    expect(
      (await post("/api/users/login", { email: user.email, password: "Fresh-Start-77" }))
        .statusCode,
    ).toBe(200);
    await waitForMail(testApp.app, user.email, /password was changed/);
  });

  it("deletes the account and its personal data, keeping an anonymous security record", async () => {
    const user = await loginAs(testApp, "user");
    const reply = await testApp.app.inject({
      method: "DELETE",
      url: "/api/users/delete-account",
      headers: bearer(user.token),
    });
    expect(reply.statusCode).toBe(200);
    expect(
      (await testApp.app.inject({ url: "/api/users/profile", headers: bearer(user.token) }))
        .statusCode,
    ).toBe(401);
    expect(
      (await post("/api/users/login", { email: user.email, password: user.password })).statusCode,
    ).toBe(401);
    const rows = await testApp.database.db.select().from(users).where(eq(users.email, user.email));
    expect(rows).toEqual([]);
    const deletions = await testApp.database.db
      .select()
      .from(securityEvents)
      .where(eq(securityEvents.kind, "account-deleted"));
    expect(deletions.length).toBeGreaterThan(0);
    expect(deletions.every((event) => event.userId === null)).toBe(true);
    // The address is free again: it can sign up anew.
    await signUp(testApp.app, { email: user.email });
  });

  it("will not let the last owner delete their own account", async () => {
    const owner = await loginAs(testApp, "admin");
    // Make this the only owner: every other owner becomes a manager.
    await testApp.database.db
      .update(users)
      .set({ adminRole: "manager" })
      .where(and(eq(users.adminRole, "owner"), ne(users.id, owner.userId)));
    const remove = () =>
      testApp.app.inject({
        method: "DELETE",
        url: "/api/users/delete-account",
        headers: bearer(owner.token),
      });
    const refused = await remove();
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toMatch(/last owner/);
    await loginAs(testApp, "admin");
    expect((await remove()).statusCode).toBe(200);
  });
});

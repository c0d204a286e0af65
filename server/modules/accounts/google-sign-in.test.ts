import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { users } from "#db/schema/accounts.ts";
import { loginAs } from "#tests/support/accounts.ts";
import { freePort } from "#tests/support/listening-app.ts";
import { createTestApp, type TestApp } from "#tests/support/test-app.ts";
import { insertUser } from "./accounts.repository.ts";
import { demoOwnerEmail, ensureOwnerAccount } from "./admin-bootstrap.ts";
import { hashPassword } from "./passwords.ts";

/** A port nobody listens on right now: the origin must be known before the app is built. */

type StoredCookie = { value: string; path: string };

/** Just enough of a browser: cookies by name and path, redirects followed by hand. */
class Browser {
  readonly cookies = new Map<string, StoredCookie>();
  readonly origin: string;
  constructor(origin: string) {
    this.origin = origin;
  }

  async request(target: string, init: RequestInit = {}): Promise<Response> {
    const url = new URL(target, this.origin);
    const headers = new Headers(init.headers);
    const cookie = [...this.cookies]
      .filter(([, stored]) => pathMatches(url.pathname, stored.path))
      .map(([name, stored]) => `${name}=${stored.value}`)
      .join("; ");
    if (cookie) headers.set("cookie", cookie);
    const response = await fetch(url, { ...init, headers, redirect: "manual" });
    for (const line of response.headers.getSetCookie()) this.#store(line);
    return response;
  }

  /** Follows redirects while they stay on this origin; returns the first response that does not. */
  async follow(response: Response): Promise<Response> {
    let current = response;
    for (let hops = 0; hops < 10; hops += 1) {
      const location = current.headers.get("location");
      if (current.status < 300 || current.status >= 400 || !location) return current;
      const next = new URL(location, current.url || this.origin);
      if (next.origin !== this.origin) return current;
      if (next.pathname === "/auth/callback") return current;
      current = await this.request(next.href);
    }
    throw new Error("too many redirects");
  }

  #store(line: string) {
    const [pair = "", ...attributes] = line.split(";").map((part) => part.trim());
    const at = pair.indexOf("=");
    const name = pair.slice(0, at);
    const value = pair.slice(at + 1);
    const attribute = (key: string) =>
      attributes.find((part) => part.toLowerCase().startsWith(`${key}=`))?.slice(key.length + 1);
    const expires = attribute("expires");
    const maxAge = attribute("max-age");
    const gone =
      value === "" ||
      maxAge === "0" ||
      (expires !== undefined && new Date(expires).getTime() <= Date.now());
    if (gone) this.cookies.delete(name);
    else this.cookies.set(name, { value, path: attribute("path") ?? "/" });
  }
}

function pathMatches(requestPath: string, cookiePath: string): boolean {
  return (
    requestPath === cookiePath ||
    (requestPath.startsWith(cookiePath) &&
      (cookiePath.endsWith("/") || requestPath.charAt(cookiePath.length) === "/"))
  );
}

function setCookieLine(response: Response, name: string): string | undefined {
  return response.headers.getSetCookie().find((line) => line.startsWith(`${name}=`));
}

/** From the shop's Google button to the chooser page; returns the page's form action. */
async function openChooser(browser: Browser): Promise<{ action: string; page: Response }> {
  const start = await browser.request("/api/users/auth/google");
  expect(start.status).toBe(302);
  const page = await browser.follow(start);
  expect(page.status).toBe(200);
  expect(new URL(page.url).pathname).toMatch(/^\/dev\/oidc\/interaction\/[\w-]+$/);
  return { action: new URL(page.url).pathname, page };
}

/** Submits the chooser form and follows the redirects back to the shop's callback. */
async function submitChoice(
  browser: Browser,
  action: string,
  fields: Record<string, string>,
): Promise<Response> {
  const posted = await browser.request(action, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams(fields).toString(),
  });
  return browser.follow(posted);
}

async function signIn(browser: Browser, fields: Record<string, string>): Promise<Response> {
  const { action } = await openChooser(browser);
  return submitChoice(browser, action, fields);
}

async function refresh(browser: Browser) {
  const response = await browser.request("/api/users/refresh", { method: "POST" });
  return {
    status: response.status,
    body: (await response.json()) as {
      token: string;
      user: { _id: string; email: string; name: string };
    },
  };
}

describe("Google sign-in against the development provider (demo mode)", () => {
  let test: TestApp;
  let origin: string;

  beforeAll(async () => {
    const port = await freePort();
    test = await createTestApp({ env: { HOST: "127.0.0.1", PORT: String(port) } });
    origin = test.config.origin;
    expect(origin).toBe(`http://127.0.0.1:${port}`);
    await test.app.listen({ host: "127.0.0.1", port });
  });

  afterAll(async () => {
    await test?.app.close();
  });

  it("signs in through the whole flow: state cookie, chooser, callback, refresh cookie, profile", async () => {
    const browser = new Browser(origin);
    const start = await browser.request("/api/users/auth/google");
    expect(start.status).toBe(302);
    const authorize = new URL(start.headers.get("location") ?? "");
    expect(authorize.origin + authorize.pathname).toBe(`${origin}/dev/oidc/auth`);
    expect(authorize.searchParams.get("client_id")).toBe("gamezone-dev");
    expect(authorize.searchParams.get("redirect_uri")).toBe(
      `${origin}/api/users/auth/google/callback`,
    );
    expect(authorize.searchParams.get("code_challenge_method")).toBe("S256");
    expect(authorize.searchParams.get("state")).toBeTruthy();
    expect(authorize.searchParams.get("nonce")).toBeTruthy();
    const stateCookie = setCookieLine(start, "gz_oauth") ?? "";
    expect(stateCookie).toMatch(/; HttpOnly/);
    expect(stateCookie).toMatch(/; SameSite=Lax/);
    expect(stateCookie).toMatch(/; Path=\/api\/users\/auth\/google(;|$)/);
    expect(stateCookie).toMatch(/; Max-Age=600/);
    expect(stateCookie).not.toMatch(/Secure/);

    const page = await browser.follow(start);
    expect(page.status).toBe(200);
    expect(page.headers.get("content-security-policy")).toContain("form-action 'self'");
    expect(page.headers.get("x-content-type-options")).toBe("nosniff");
    const html = await page.text();
    expect(html).toContain("Choose an account");
    expect(html).toContain("priya.sharma@gmail.example");

    const done = await submitChoice(browser, new URL(page.url).pathname, {
      action: "choose",
      account: "priya",
    });
    expect(done.status).toBe(302);
    expect(new URL(done.url).pathname).toBe("/api/users/auth/google/callback");
    expect(done.headers.get("location")).toBe("/auth/callback");
    const refreshCookie = setCookieLine(done, "gz_refresh") ?? "";
    expect(refreshCookie).toMatch(/; HttpOnly/);
    expect(refreshCookie).toMatch(/; SameSite=Strict/);
    expect(refreshCookie).toMatch(/; Path=\/api\/users\/refresh(;|$)/);
    expect(browser.cookies.has("gz_oauth")).toBe(false);

    const session = await refresh(browser);
    expect(session.status).toBe(200);
    expect(session.body.user.email).toBe("priya.sharma@gmail.example");
    expect(session.body.user.name).toBe("Priya Sharma");

    const profile = await browser.request("/api/users/profile", {
      headers: { authorization: `Bearer ${session.body.token}` },
    });
    expect(profile.status).toBe(200);
    const profileBody = (await profile.json()) as { data: { email: string; hasPassword: boolean } };
    expect(profileBody.data.email).toBe("priya.sharma@gmail.example");
    expect(profileBody.data.hasPassword).toBe(false);
  });

  it("finds the same account on the next sign-in with the same identity", async () => {
    const first = new Browser(origin);
    expect(
      (await signIn(first, { action: "choose", account: "kenji" })).headers.get("location"),
    ).toBe("/auth/callback");
    const firstUser = (await refresh(first)).body.user;

    const second = new Browser(origin);
    expect(
      (await signIn(second, { action: "choose", account: "kenji" })).headers.get("location"),
    ).toBe("/auth/callback");
    expect((await refresh(second)).body.user._id).toBe(firstUser._id);
  });

  it("takes over no account: the four-request owner takeover ends with no session and no link", async () => {
    const line = await ensureOwnerAccount(test.app.services.accounts, test.config);
    expect(line).toContain(demoOwnerEmail);
    // 1-2: the shop's Google button, followed to the development provider's chooser.
    const browser = new Browser(origin);
    const { action } = await openChooser(browser);
    // 3: "use another account" with the owner's address, ticked verified, redirects followed.
    const done = await submitChoice(browser, action, {
      action: "custom",
      name: "Mallory",
      email: demoOwnerEmail,
      verified: "on",
    });
    expect(done.headers.get("location")).toBe("/auth/callback?error=account_exists");
    expect(setCookieLine(done, "gz_refresh")).toBeUndefined();
    // 4: the refresh that used to hand out an owner token.
    const session = await browser.request("/api/users/refresh", { method: "POST" });
    expect(session.status).toBe(401);
    expect(JSON.stringify(await session.json())).not.toContain("token");
    const [owner] = await test.database.db
      .select({ googleSubject: users.googleSubject })
      .from(users)
      .where(eq(users.email, demoOwnerEmail));
    expect(owner).toEqual({ googleSubject: null });
  });

  it("refuses to link a shopper's password account, which keeps its password sign-in", async () => {
    const email = "linked.player@gmail.example";
    const existing = await insertUser(test.database.db, {
      email,
      name: "Linked Player",
      passwordHash: await hashPassword("a long enough password 42"),
    });
    expect(existing).toBeDefined();

    const browser = new Browser(origin);
    const done = await signIn(browser, {
      action: "custom",
      name: "Someone Else",
      email: "Linked.Player@gmail.example",
      verified: "on",
    });
    expect(done.headers.get("location")).toBe("/auth/callback?error=account_exists");
    expect(setCookieLine(done, "gz_refresh")).toBeUndefined();
    const [row] = await test.database.db
      .select({ googleSubject: users.googleSubject })
      .from(users)
      .where(eq(users.email, email));
    expect(row).toEqual({ googleSubject: null });

    const login = await fetch(`${origin}/api/users/login`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ email, password: "a long enough password 42" }),
    });
    expect(login.status).toBe(200);
  });

  it("stops opening an account once it has a password or an admin role, even one it created", async () => {
    const email = "later.admin@gmail.example";
    const first = new Browser(origin);
    const created = await signIn(first, { action: "custom", name: "Later", email, verified: "on" });
    expect(created.headers.get("location")).toBe("/auth/callback");
    await test.database.db
      .update(users)
      .set({ role: "admin", adminRole: "support" })
      .where(eq(users.email, email));

    const again = await signIn(new Browser(origin), {
      action: "custom",
      name: "Later",
      email,
      verified: "on",
    });
    expect(again.headers.get("location")).toBe("/auth/callback?error=account_exists");
    expect(setCookieLine(again, "gz_refresh")).toBeUndefined();
  });

  it("still creates an account for a brand-new typed e-mail", async () => {
    const browser = new Browser(origin);
    const done = await signIn(browser, {
      action: "custom",
      name: "Fresh Player",
      email: "fresh.player@gmail.example",
      verified: "on",
    });
    expect(done.headers.get("location")).toBe("/auth/callback");
    const session = await refresh(browser);
    expect(session.status).toBe(200);
    expect(session.body.user).toMatchObject({
      email: "fresh.player@gmail.example",
      name: "Fresh Player",
    });
  });

  it("refuses a blocked account with account_blocked, and lets it in again once unblocked", async () => {
    const fields = {
      action: "custom",
      name: "Blocked Player",
      email: "blocked.player@gmail.example",
      verified: "on",
    };
    const first = new Browser(origin);
    await signIn(first, fields);
    const session = await refresh(first);
    expect(session.status).toBe(200);
    const manager = await loginAs(test, "admin", "manager");
    const staff = (url: string, payload: Record<string, unknown>) =>
      test.app.inject({
        method: "POST",
        url,
        headers: { authorization: `Bearer ${manager.token}` },
        payload,
      });
    const customerUrl = `/api/admin/customers/${session.body.user._id}`;
    expect((await staff(`${customerUrl}/block`, { reason: "Fraud" })).statusCode).toBe(200);
    // The session the browser holds ends with the block.
    expect((await refresh(first)).status).toBe(403);

    const refused = await signIn(new Browser(origin), fields);
    expect(refused.headers.get("location")).toBe("/auth/callback?error=account_blocked");
    expect(setCookieLine(refused, "gz_refresh")).toBeUndefined();

    expect((await staff(`${customerUrl}/unblock`, {})).statusCode).toBe(200);
    const again = new Browser(origin);
    expect((await signIn(again, fields)).headers.get("location")).toBe("/auth/callback");
    expect((await refresh(again)).status).toBe(200);
  });

  it("refuses a new account whose e-mail the provider has not verified", async () => {
    const browser = new Browser(origin);
    const done = await signIn(browser, {
      action: "custom",
      name: "Unverified",
      email: "unverified@gmail.example",
    });
    expect(done.headers.get("location")).toBe("/auth/callback?error=unverified_email");
    expect(setCookieLine(done, "gz_refresh")).toBeUndefined();
  });

  it("answers a tampered state with an error redirect and no session", async () => {
    const browser = new Browser(origin);
    const { action } = await openChooser(browser);
    // Walk the provider's redirects by hand and stop before the shop's callback.
    let response = await browser.request(action, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: "action=choose&account=alex",
    });
    let callback = new URL(response.headers.get("location") ?? "", origin);
    while (callback.pathname !== "/api/users/auth/google/callback") {
      response = await browser.request(callback.href);
      callback = new URL(response.headers.get("location") ?? "", origin);
    }
    expect(callback.searchParams.get("code")).toBeTruthy();
    callback.searchParams.set("state", "tampered-state-value-0123456789");
    const tampered = await browser.request(callback.pathname + callback.search);
    expect(tampered.status).toBe(302);
    expect(tampered.headers.get("location")).toBe("/auth/callback?error=state_mismatch");
    expect(setCookieLine(tampered, "gz_refresh")).toBeUndefined();
    expect(browser.cookies.has("gz_oauth")).toBe(false);
  });

  it("answers a forged state cookie with state_mismatch", async () => {
    const browser = new Browser(origin);
    await browser.request("/api/users/auth/google");
    const stored = browser.cookies.get("gz_oauth");
    expect(stored).toBeDefined();
    if (stored) stored.value = `${stored.value.slice(0, -2)}AA`;
    const response = await browser.request("/api/users/auth/google/callback?code=x&state=y");
    expect(response.headers.get("location")).toBe("/auth/callback?error=state_mismatch");
  });

  it("turns Cancel into access_denied", async () => {
    const browser = new Browser(origin);
    const done = await signIn(browser, { action: "cancel" });
    expect(done.status).toBe(302);
    expect(done.headers.get("location")).toBe("/auth/callback?error=access_denied");
    expect(setCookieLine(done, "gz_refresh")).toBeUndefined();
  });

  it("re-shows the chooser with a message for an invalid typed e-mail", async () => {
    const browser = new Browser(origin);
    const { action } = await openChooser(browser);
    const response = await browser.request(action, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ action: "custom", name: "<b>Bad</b>", email: "nope" }).toString(),
    });
    expect(response.status).toBe(400);
    const html = await response.text();
    expect(html).toContain("Enter a valid e-mail address");
    expect(html).toContain("&lt;b&gt;Bad&lt;/b&gt;");
  });

  it("shows an expired page for an unknown interaction", async () => {
    const response = await fetch(`${origin}/dev/oidc/interaction/unknown`);
    expect(response.status).toBe(400);
    expect(await response.text()).toContain("This sign-in has expired");
  });
});

describe("discovery", () => {
  it("redirects with provider_unavailable when the provider cannot be reached, and retries next time", async () => {
    const port = await freePort();
    const { app } = await createTestApp({ env: { HOST: "127.0.0.1", PORT: String(port) } });
    try {
      // Not listening yet: the development provider (this very server) is unreachable.
      const failed = await app.inject({ method: "GET", url: "/api/users/auth/google" });
      expect(failed.statusCode).toBe(302);
      expect(failed.headers.location).toBe("/auth/callback?error=provider_unavailable");

      await app.listen({ host: "127.0.0.1", port });
      const retried = await app.inject({ method: "GET", url: "/api/users/auth/google" });
      expect(retried.statusCode).toBe(302);
      expect(retried.headers.location).toMatch(
        new RegExp(`^http://127\\.0\\.0\\.1:${port}/dev/oidc/auth\\?`),
      );
    } finally {
      await app.close();
    }
  });
});

const productionEnv = {
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
};

describe("production mode", () => {
  it("links Google's verified address to the existing password account, never an unverified one", async () => {
    const { app, database } = await createTestApp({ env: productionEnv });
    try {
      const email = "real.player@gmail.example";
      const existing = await insertUser(database.db, {
        email,
        name: "Real Player",
        passwordHash: await hashPassword("a long enough password 42"),
      });
      const meta = { ip: "203.0.113.7", userAgent: "test", lang: "en" as const };
      const { accounts } = app.services;
      await expect(
        accounts.signInWithGoogle(
          { subject: "google-unverified", email, emailVerified: false, name: "Mallory" },
          meta,
        ),
      ).rejects.toMatchObject({ code: "FORBIDDEN" });
      const signedIn = await accounts.signInWithGoogle(
        { subject: "google-real", email, emailVerified: true, name: "Real" },
        meta,
      );
      expect(signedIn.user.id).toBe(existing?.id);
      expect(signedIn.user.googleSubject).toBe("google-real");
    } finally {
      await app.close();
    }
  });

  it("has nothing under /dev and no development API", async () => {
    const { app } = await createTestApp({
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
      for (const url of [
        "/dev/mailbox",
        "/dev/oidc/.well-known/openid-configuration",
        "/dev/oidc/interaction/x",
        "/api/dev/mailbox",
      ]) {
        const response = await app.inject({ method: "GET", url });
        expect(response.statusCode, url).toBe(404);
      }
    } finally {
      await app.close();
    }
  });
});

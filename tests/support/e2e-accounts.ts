import { type APIRequestContext, expect, type Page } from "@playwright/test";

const password = "Violet-Cyan-42!";

export type FreshSession = {
  token: string;
  expiresAt: string;
  user: { _id: string; name: string; role: string };
};

/**
 * A fresh account made through the API (its code read from the dev mailbox) and logged in. Each
 * made-up account comes from its own address (the e2e server trusts one proxy hop), so the
 * per-address attempt limits stay out of the way.
 */
export async function createFreshAccount(
  api: APIRequestContext,
  label: string,
  name = "Nova Buyer",
): Promise<{ email: string; session: FreshSession }> {
  const email = `${label}.${Date.now()}.${Math.random().toString(36).slice(2, 6)}@example.com`;
  const from = {
    "x-forwarded-for": `10.77.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`,
  };
  const requested = await api.post("/api/users/signup/request", {
    headers: from,
    data: { name, email, dob: "1995-05-05", password, confirmPassword: password },
  });
  expect(requested.status()).toBe(200);
  let code = "";
  await expect
    .poll(
      async () => {
        const box = await (
          await api.get(`/api/dev/mailbox?to=${encodeURIComponent(email)}`)
        ).json();
        code = box.data[0]?.subject.match(/\d{6}/)?.[0] ?? "";
        return code;
      },
      { timeout: 15_000 },
    )
    .toMatch(/^\d{6}$/);
  const verify = await api.post("/api/users/signup/verify", {
    headers: from,
    data: { email, otp: code },
  });
  expect(verify.status()).toBe(200);
  const login = await api.post("/api/users/login", {
    headers: from,
    data: { email, password },
  });
  expect(login.status()).toBe(200);
  return { email, session: (await login.json()) as FreshSession };
}

/**
 * A fresh account (createFreshAccount) signed in by storing the session as the login form does
 * (the account tests cover the form itself). Returns the account's e-mail.
 */
export async function signInFreshAccount(page: Page, label: string, name = "Nova Buyer") {
  const { email, session } = await createFreshAccount(page.request, label, name);
  await page.goto("/");
  await page.evaluate((reply) => {
    localStorage.setItem("token", reply.token);
    localStorage.setItem("tokenExpiresAt", String(Date.parse(reply.expiresAt)));
    localStorage.setItem("role", reply.user.role);
    localStorage.setItem("userId", reply.user._id);
    localStorage.setItem("userName", reply.user.name);
  }, session);
  return email;
}

type AdminSession = {
  token: string;
  expiresAt: string;
  user: { _id: string; name: string; role: string; adminRole: string };
};

const ownerEmail = "owner@e2e.example";
const ownerPassword = "E2E-owner-password-1";

// The owner's session, signed in once per test worker and reused while it has 2 minutes left:
// the sign-in limit (10 per account in 15 minutes) is the product's, and every spec that acts as
// the owner would otherwise spend one sign-in of the same account.
let ownerSession: AdminSession | null = null;

async function ownerSessionFor(page: Page): Promise<AdminSession> {
  if (ownerSession && Date.parse(ownerSession.expiresAt) - Date.now() > 2 * 60_000) {
    return ownerSession;
  }
  const login = await page.request.post("/api/admin/login", {
    headers: { "x-forwarded-for": `10.79.${Math.floor(Math.random() * 250)}.7` },
    data: { email: ownerEmail, password: ownerPassword },
  });
  expect(login.status(), await login.text()).toBe(200);
  ownerSession = (await login.json()) as AdminSession;
  return ownerSession;
}

async function storeSession(page: Page, session: AdminSession): Promise<void> {
  await page.goto("/");
  await page.evaluate((reply) => {
    localStorage.setItem("token", reply.token);
    localStorage.setItem("tokenExpiresAt", String(Date.parse(reply.expiresAt)));
    localStorage.setItem("role", reply.user.role);
    localStorage.setItem("adminRole", reply.user.adminRole);
    localStorage.setItem("userId", reply.user._id);
    localStorage.setItem("userName", reply.user.name);
    localStorage.setItem(
      "cookieConsent",
      JSON.stringify({ value: "rejected", date: new Date().toISOString() }),
    );
  }, session);
}

/**
 * The shop's owner account (created by the e2e server at start), signed in by storing the
 * session as the login form does.
 */
export async function signInAsOwner(page: Page): Promise<void> {
  await storeSession(page, await ownerSessionFor(page));
}

/**
 * A fresh admin account of `adminRole`, created by the owner through the admin accounts API and
 * signed in by storing its session as the login form does. Returns its e-mail.
 */
export async function signInAsAdmin(
  page: Page,
  adminRole: "owner" | "manager" | "support" | "editor",
  name = `E2E ${adminRole}`,
): Promise<string> {
  const from = () => ({
    "x-forwarded-for": `10.81.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`,
  });
  const owner = await ownerSessionFor(page);
  const email = `${adminRole}.${Date.now()}.${Math.random().toString(36).slice(2, 6)}@e2e.example`;
  const created = await page.request.post("/api/admin/admins", {
    headers: { ...from(), authorization: `Bearer ${owner.token}` },
    data: { email, name, adminRole, password },
  });
  expect(created.status(), await created.text()).toBe(200);
  const login = await page.request.post("/api/admin/login", {
    headers: from(),
    data: { email, password },
  });
  expect(login.status()).toBe(200);
  await storeSession(page, (await login.json()) as AdminSession);
  return email;
}

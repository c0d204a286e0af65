import type { FastifyInstance } from "fastify";
import type { MailboxMessage } from "#contracts/accounts.ts";
import type { AdminRole } from "#contracts/accounts-rules.ts";
import type { TestApp } from "./test-app.ts";

export const strongPassword = "Violet-Cyan-42!";

/** Waits until the development mailbox holds a message to `to` matching `subject`. */
export async function waitForMail(
  app: FastifyInstance,
  to: string,
  subject: RegExp,
  options: { after?: string; timeoutMs?: number } = {},
): Promise<MailboxMessage> {
  const deadline = Date.now() + (options.timeoutMs ?? 15_000);
  while (Date.now() < deadline) {
    const reply = await app.inject({ url: `/api/dev/mailbox?to=${encodeURIComponent(to)}` });
    const messages = (reply.json() as { data: MailboxMessage[] }).data;
    const found = messages.find(
      (message) =>
        subject.test(message.subject) && (!options.after || message.sentAt > options.after),
    );
    if (found) return found;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`no e-mail to ${to} matching ${subject} arrived`);
}

export function codeIn(message: MailboxMessage): string {
  const match = /\b(\d{6})\b/.exec(message.subject) ?? /\b(\d{6})\b/.exec(message.text);
  if (!match?.[1]) throw new Error(`no code in ${message.subject}`);
  return match[1];
}

let counter = 0;
/** A distinct client address per made-up person, so per-address limits do not pile up. */
export function nextAddress(): string {
  counter += 1;
  return `10.${(counter >> 16) & 255}.${(counter >> 8) & 255}.${counter & 255}`;
}

export function uniqueEmail(prefix = "player"): string {
  counter += 1;
  return `${prefix}.${Date.now().toString(36)}${counter}@example.com`;
}

/** Signs a new account up through the real API (code from the mailbox) and returns it. */
export async function signUp(
  app: FastifyInstance,
  input: { email?: string; name?: string; password?: string } = {},
): Promise<{ email: string; password: string; name: string }> {
  const email = input.email ?? uniqueEmail();
  const password = input.password ?? strongPassword;
  const name = input.name ?? "Test Player";
  const remoteAddress = nextAddress();
  const requestedAt = new Date().toISOString();
  const request = await app.inject({
    method: "POST",
    remoteAddress,
    url: "/api/users/signup/request",
    payload: { name, email, dob: "2000-02-29", password, confirmPassword: password },
  });
  if (request.statusCode !== 200) throw new Error(`signup failed: ${request.body}`);
  const code = codeIn(await waitForMail(app, email, /code/i, { after: requestedAt }));
  const verify = await app.inject({
    method: "POST",
    remoteAddress,
    url: "/api/users/signup/verify",
    payload: { email, otp: code },
  });
  if (verify.statusCode !== 200) throw new Error(`verify failed: ${verify.body}`);
  return { email, password, name };
}

export type LoggedIn = { token: string; refreshCookie: string; userId: string };

export async function logIn(
  app: FastifyInstance,
  email: string,
  password: string,
  url = "/api/users/login",
): Promise<LoggedIn> {
  const reply = await app.inject({
    method: "POST",
    url,
    payload: { email, password },
    remoteAddress: nextAddress(),
  });
  if (reply.statusCode !== 200) throw new Error(`login failed: ${reply.body}`);
  const cookie = reply.cookies.find((entry) => entry.name === "gz_refresh");
  if (!cookie) throw new Error("no refresh cookie");
  const body = reply.json() as { token: string; user: { _id: string } };
  return { token: body.token, refreshCookie: cookie.value, userId: body.user._id };
}

/** A signed-in account of the given role, made through the real API (admins through the service). */
export async function loginAs(
  testApp: TestApp,
  role: "user" | "admin",
  adminRole: AdminRole = "owner",
): Promise<LoggedIn & { email: string; password: string }> {
  if (role === "user") {
    const account = await signUp(testApp.app);
    return { ...account, ...(await logIn(testApp.app, account.email, account.password)) };
  }
  const email = uniqueEmail("staff.admin");
  await testApp.app.services.accounts.upsertAdmin({
    email,
    adminRole,
    password: strongPassword,
  });
  return {
    email,
    password: strongPassword,
    ...(await logIn(testApp.app, email, strongPassword, "/api/admin/login")),
  };
}

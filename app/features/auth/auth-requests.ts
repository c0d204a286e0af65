import { accountApiPaths } from "#app/lib/auth/account-api-paths.ts";
import { codeOf, isSessionBody, messageOf, readJsonBody } from "#app/lib/auth/api-fetch.ts";
import { storeSession } from "#app/lib/auth/auth-storage.ts";
import type { Role } from "#contracts/accounts-rules.ts";
import { prefersAdminLogin } from "#contracts/accounts-rules.ts";

/** What a form shows after a call: success, or the server's message (when it sent one). */
export type CallResult<T = undefined> =
  | { ok: true; value: T }
  | { ok: false; message: string | undefined; code: string | undefined; status: number };

async function postJson(path: string, body: unknown): Promise<Response> {
  return fetch(path, {
    method: "POST",
    credentials: "same-origin",
    headers: { "content-type": "application/json", accept: "application/json" },
    body: JSON.stringify(body),
  });
}

async function toResult(response: Response): Promise<CallResult> {
  const body = await readJsonBody(response);
  if (response.ok && body?.success !== false) return { ok: true, value: undefined };
  return { ok: false, message: messageOf(body), code: codeOf(body), status: response.status };
}

/**
 * Signs in. An e-mail containing "admin" tries the admin endpoint first and falls back to the
 * user one when the server says the account is no admin; the stored role is always the one the
 * server answered. Rejects on a network failure.
 */
export async function logIn(email: string, password: string): Promise<CallResult<Role>> {
  const credentials = { email, password };
  if (prefersAdminLogin(email)) {
    const response = await postJson(accountApiPaths.adminLogin, credentials);
    const body = await readJsonBody(response);
    if (response.ok) return acceptSession(body, response.status);
    if (codeOf(body) !== "NOT_AN_ADMIN") {
      return { ok: false, message: messageOf(body), code: codeOf(body), status: response.status };
    }
  }
  const response = await postJson(accountApiPaths.userLogin, credentials);
  const body = await readJsonBody(response);
  if (response.ok) return acceptSession(body, response.status);
  return { ok: false, message: messageOf(body), code: codeOf(body), status: response.status };
}

function acceptSession(body: Record<string, unknown> | null, status: number): CallResult<Role> {
  if (!isSessionBody(body)) return { ok: false, message: undefined, code: undefined, status };
  storeSession(body);
  return { ok: true, value: body.user.role };
}

export type SignupFields = {
  name: string;
  email: string;
  dob: string;
  password: string;
  confirmPassword: string;
};

export async function requestSignup(fields: SignupFields): Promise<CallResult> {
  return toResult(await postJson(accountApiPaths.signupRequest, fields));
}

export async function verifySignup(email: string, otp: string): Promise<CallResult> {
  return toResult(await postJson(accountApiPaths.signupVerify, { email, otp }));
}

export async function resendSignupCode(email: string): Promise<CallResult> {
  return toResult(await postJson(accountApiPaths.signupResend, { email }));
}

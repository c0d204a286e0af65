import { type ApiResult, callApi } from "#app/lib/api-client.ts";
import { accountApiPaths } from "#app/lib/auth/account-api-paths.ts";
import { isSessionBody } from "#app/lib/auth/api-fetch.ts";
import { storeSession } from "#app/lib/auth/auth-storage.ts";
import type { Role } from "#contracts/accounts-rules.ts";
import { prefersAdminLogin } from "#contracts/accounts-rules.ts";

// No token on these calls: they are how a session starts.
function post(path: string, body: unknown) {
  return callApi(path, { method: "POST", body, signedIn: false });
}

async function done(call: Promise<ApiResult<unknown>>): Promise<ApiResult<undefined>> {
  const result = await call;
  return result.ok ? { ok: true, value: undefined } : result;
}

function logInAt(path: string, credentials: { email: string; password: string }) {
  return callApi(path, {
    method: "POST",
    body: credentials,
    signedIn: false,
    read: "body",
    reply: isSessionBody,
  });
}

/**
 * Signs in. An e-mail containing "admin" tries the admin endpoint first and falls back to the
 * user one when the server says the account is no admin; the stored role is always the one the
 * server answered. Rejects on a network failure.
 */
export async function logIn(email: string, password: string): Promise<ApiResult<Role>> {
  const credentials = { email, password };
  let result = prefersAdminLogin(email)
    ? await logInAt(accountApiPaths.adminLogin, credentials)
    : null;
  if (!result || (!result.ok && result.code === "NOT_AN_ADMIN")) {
    result = await logInAt(accountApiPaths.userLogin, credentials);
  }
  if (!result.ok) return result;
  storeSession(result.value);
  return { ok: true, value: result.value.user.role };
}

export type SignupFields = {
  name: string;
  email: string;
  dob: string;
  password: string;
  confirmPassword: string;
};

export function requestSignup(fields: SignupFields): Promise<ApiResult<undefined>> {
  return done(post(accountApiPaths.signupRequest, fields));
}

export function verifySignup(email: string, otp: string): Promise<ApiResult<undefined>> {
  return done(post(accountApiPaths.signupVerify, { email, otp }));
}

export function resendSignupCode(email: string): Promise<ApiResult<undefined>> {
  return done(post(accountApiPaths.signupResend, { email }));
}

export function requestPasswordReset(email: string): Promise<ApiResult<undefined>> {
  return done(post(accountApiPaths.forgotPassword, { email }));
}

export function resetPassword(fields: {
  token: string;
  newPassword: string;
  confirmPassword: string;
}): Promise<ApiResult<undefined>> {
  return done(post(accountApiPaths.resetPassword, fields));
}

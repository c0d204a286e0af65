import { type ApiResult, callApi } from "#app/lib/api-client.ts";
import { accountApiPaths } from "#app/lib/auth/account-api-paths.ts";
import { isSessionBody, type SessionBody } from "#app/lib/auth/api-fetch.ts";
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

type ChallengeBody = { twoFactorRequired: true; challenge: string };
type LoginBody = (SessionBody & { twoFactorSetupRequired?: boolean }) | ChallengeBody;

function isChallengeBody(value: unknown): value is ChallengeBody {
  const body = value as Record<string, unknown> | null | undefined;
  return body?.twoFactorRequired === true && typeof body.challenge === "string";
}

function isLoginBody(value: unknown): value is LoginBody {
  return isChallengeBody(value) || isSessionBody(value);
}

function logInAt(path: string, credentials: { email: string; password: string }) {
  return callApi(path, {
    method: "POST",
    body: credentials,
    signedIn: false,
    read: "body",
    reply: isLoginBody,
  });
}

/**
 * Where a sign-in stands: signed in (with the role the server answered, and whether
 * ADMIN_2FA=required wants the two-factor setup first), or waiting for a staff account's code.
 */
export type LoginStep =
  | { kind: "signedIn"; role: Role; twoFactorSetupRequired: boolean }
  | { kind: "code"; challenge: string };

function signedIn(body: LoginBody): LoginStep {
  if (isChallengeBody(body)) return { kind: "code", challenge: body.challenge };
  storeSession(body);
  return {
    kind: "signedIn",
    role: body.user.role,
    twoFactorSetupRequired: body.twoFactorSetupRequired === true,
  };
}

/**
 * Signs in. An e-mail containing "admin" tries the admin endpoint first and falls back to the
 * user one when the server says the account is no admin; the stored role is always the one the
 * server answered. A staff account with two-factor sign-in answers a challenge instead, for
 * `completeSecondFactor`. Rejects on a network failure.
 */
export async function logIn(email: string, password: string): Promise<ApiResult<LoginStep>> {
  const credentials = { email, password };
  let result = prefersAdminLogin(email)
    ? await logInAt(accountApiPaths.adminLogin, credentials)
    : null;
  if (!result || (!result.ok && result.code === "NOT_AN_ADMIN")) {
    result = await logInAt(accountApiPaths.userLogin, credentials);
  }
  if (!result.ok) return result;
  return { ok: true, value: signedIn(result.value) };
}

/** The second step of a staff sign-in: the challenge and an app or recovery code. */
export async function completeSecondFactor(
  challenge: string,
  code: string,
): Promise<ApiResult<LoginStep>> {
  const result = await callApi(accountApiPaths.adminLoginSecondStep, {
    method: "POST",
    body: { challenge, code },
    signedIn: false,
    read: "body",
    reply: isLoginBody,
  });
  if (!result.ok) return result;
  return { ok: true, value: signedIn(result.value) };
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

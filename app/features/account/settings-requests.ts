import { type ApiResult, callApi } from "#app/lib/api-client.ts";
import { accountApiPaths } from "#app/lib/auth/account-api-paths.ts";
import { isUserProfile } from "#app/lib/auth/profile-shape.ts";
import type { UserProfile } from "#contracts/accounts.ts";

/** Rejects only on a network failure. */
export async function updateProfile(fields: {
  name: string;
  dob: string | null;
}): Promise<ApiResult<UserProfile | null>> {
  const result = await callApi(accountApiPaths.profile, { method: "PUT", body: fields });
  if (!result.ok) return result;
  // A change the server accepted with an unexpected reply is still saved: the form shows what it sent.
  return { ok: true, value: isUserProfile(result.value) ? result.value : null };
}

async function done(call: Promise<ApiResult<unknown>>): Promise<ApiResult<undefined>> {
  const result = await call;
  return result.ok ? { ok: true, value: undefined } : result;
}

export function changePassword(fields: {
  currentPassword?: string;
  newPassword: string;
  confirmPassword: string;
}): Promise<ApiResult<undefined>> {
  return done(callApi(accountApiPaths.changePassword, { method: "PUT", body: fields }));
}

export function deleteAccount(): Promise<ApiResult<undefined>> {
  return done(callApi(accountApiPaths.deleteAccount, { method: "DELETE" }));
}

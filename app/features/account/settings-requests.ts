import { accountApiPaths } from "#app/lib/auth/account-api-paths.ts";
import { apiFetch, codeOf, messageOf, readJsonBody } from "#app/lib/auth/api-fetch.ts";
import { isUserProfile } from "#app/lib/auth/profile-shape.ts";
import type { UserProfile } from "#contracts/accounts.ts";

/** Success with the reply's value, or the server's message when it gave one. */
export type SettingsResult<T = undefined> =
  | { ok: true; value: T }
  | { ok: false; message: string | undefined; code: string | undefined };

async function send(path: string, method: string, body?: unknown) {
  const response = await apiFetch(path, {
    method,
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  return { response, body: await readJsonBody(response) };
}

/** Rejects only on a network failure. */
export async function updateProfile(fields: {
  name: string;
  dob: string | null;
}): Promise<SettingsResult<UserProfile | null>> {
  const { response, body } = await send(accountApiPaths.profile, "PUT", fields);
  if (!response.ok) return { ok: false, message: messageOf(body), code: codeOf(body) };
  return { ok: true, value: isUserProfile(body?.data) ? body.data : null };
}

export async function changePassword(fields: {
  currentPassword?: string;
  newPassword: string;
  confirmPassword: string;
}): Promise<SettingsResult> {
  const { response, body } = await send(accountApiPaths.changePassword, "PUT", fields);
  return response.ok
    ? { ok: true, value: undefined }
    : { ok: false, message: messageOf(body), code: codeOf(body) };
}

export async function deleteAccount(): Promise<SettingsResult> {
  const { response, body } = await send(accountApiPaths.deleteAccount, "DELETE");
  return response.ok
    ? { ok: true, value: undefined }
    : { ok: false, message: messageOf(body), code: codeOf(body) };
}

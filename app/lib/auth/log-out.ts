import { callApi } from "#app/lib/api-client.ts";
import { accountApiPaths } from "./account-api-paths.ts";
import { readRole } from "./auth-read.ts";
import { clearSession } from "./auth-storage.ts";

/**
 * Ends the session on the server (admins through their own endpoint), then forgets token and
 * role here. Resolves false when the server did not confirm: the session is then kept, so the
 * user can try again rather than believe they are signed out while the refresh cookie lives.
 */
export async function logOut(): Promise<boolean> {
  const path = readRole() === "admin" ? accountApiPaths.adminLogout : accountApiPaths.userLogout;
  try {
    const result = await callApi(path, { method: "POST" });
    // 401: the session was already over on the server, which is what logging out wants.
    if (!result.ok && result.status !== 401) return false;
  } catch {
    return false;
  }
  clearSession();
  return true;
}

/**
 * The read side of the browser's sign-in record (localStorage): all the header needs on every
 * page, so it is kept apart from the writers and free of zod and React.
 */
import {
  type AdminRole,
  authStateChangedEvent,
  isAdminRole,
  type Role,
  storageKeys,
} from "#contracts/accounts-rules.ts";

/**
 * When the access token expires (epoch ms). Kept beside the token rather than decoded from it:
 * the token's format is the server's business, and every tab must see the same deadline.
 */
export const tokenExpiresAtKey = "tokenExpiresAt";

export const defaultUserName = "User";

export function readStored(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    // Storage refused (private mode, sandboxed frame): behave as signed out.
    return null;
  }
}

export function readToken(): string | null {
  return readStored(storageKeys.token) || null;
}

export function readRole(): Role | null {
  const role = readStored(storageKeys.role);
  return role === "admin" || role === "user" ? role : null;
}

export function readUserName(): string {
  return readStored(storageKeys.userName) || defaultUserName;
}

export function readUserId(): string | null {
  return readStored(storageKeys.userId);
}

export function readAdminRole(): AdminRole | null {
  const value = readStored(storageKeys.adminRole);
  return isAdminRole(value) ? value : null;
}

/** Epoch ms at which the stored token expires, or null when unknown. */
export function readTokenExpiresAt(): number | null {
  const value = Number(readStored(tokenExpiresAtKey));
  return Number.isFinite(value) && value > 0 ? value : null;
}

/**
 * Calls `listener` on every sign-in change in this tab (the event) and in other tabs (the
 * `storage` event, which the browser fires only in the tabs that did not write).
 */
export function subscribeToAuth(listener: () => void): () => void {
  window.addEventListener(authStateChangedEvent, listener);
  window.addEventListener("storage", listener);
  return () => {
    window.removeEventListener(authStateChangedEvent, listener);
    window.removeEventListener("storage", listener);
  };
}

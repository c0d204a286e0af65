/**
 * Writes to the browser's record of who is signed in (localStorage), each announced with the
 * `authStateChanged` event. Reading is in auth-read.ts.
 */
import {
  type AdminRole,
  authStateChangedEvent,
  type Role,
  storageKeys,
} from "#contracts/accounts-rules.ts";
import { defaultUserName, readStored, tokenExpiresAtKey } from "./auth-read.ts";

export type StoredUser = {
  _id: string;
  name: string;
  role: Role;
  adminRole?: AdminRole | undefined;
};

/** The sign-up fields kept for the code step; the passwords are never stored. */
export type SignupData = { name: string; email: string; dob: string };

function write(key: string, value: string | null): void {
  try {
    if (value === null) localStorage.removeItem(key);
    else localStorage.setItem(key, value);
  } catch {
    // Nothing to do: the session simply does not survive a reload.
  }
}

export function notifyAuthChanged(): void {
  window.dispatchEvent(new Event(authStateChangedEvent));
}

/** Stores what a login, refresh or social sign-in answered; the role is the server's. */
export function storeSession(session: { token: string; expiresAt: string; user: StoredUser }) {
  write(storageKeys.token, session.token);
  const expiresAt = Date.parse(session.expiresAt);
  write(tokenExpiresAtKey, Number.isFinite(expiresAt) ? String(expiresAt) : null);
  storeUser(session.user);
}

/** Who is signed in; the role is always the one the server answered. */
export function storeUser(user: StoredUser): void {
  write(storageKeys.role, user.role);
  write(storageKeys.userId, user._id);
  write(storageKeys.userName, user.name || defaultUserName);
  write(storageKeys.adminRole, user.adminRole ?? null);
  notifyAuthChanged();
}

export function storeUserName(name: string): void {
  write(storageKeys.userName, name || defaultUserName);
  notifyAuthChanged();
}

/** Signed out (logout, expired session): token and role go; the rest is harmless without them. */
export function clearSession(): void {
  write(storageKeys.token, null);
  write(tokenExpiresAtKey, null);
  write(storageKeys.role, null);
  notifyAuthChanged();
}

/** The account is gone: nothing of it may stay in the browser. */
export function clearAllAuth(): void {
  for (const key of Object.values(storageKeys)) write(key, null);
  write(tokenExpiresAtKey, null);
  notifyAuthChanged();
}

export function storeSignupData(data: SignupData): void {
  write(storageKeys.signupData, JSON.stringify(data));
}

export function readSignupData(): SignupData | null {
  try {
    const value = JSON.parse(
      readStored(storageKeys.signupData) ?? "null",
    ) as Partial<SignupData> | null;
    if (!value || typeof value.email !== "string" || !value.email) return null;
    return { name: String(value.name ?? ""), email: value.email, dob: String(value.dob ?? "") };
  } catch {
    return null;
  }
}

export function clearSignupData(): void {
  write(storageKeys.signupData, null);
}

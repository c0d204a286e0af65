import { useSyncExternalStore } from "react";
import type { AdminRole, Role } from "#contracts/accounts-rules.ts";
import { readAdminRole, readRole, readToken, readUserName, subscribeToAuth } from "./auth-read.ts";

export type AuthState =
  /** Server render and hydration: nobody is known yet, so every visitor gets the same HTML. */
  | { known: false; loggedIn: false }
  | { known: true; loggedIn: false }
  | {
      known: true;
      loggedIn: true;
      role: Role;
      userName: string;
      adminRole: AdminRole | null;
    };

const unknownState: AuthState = { known: false, loggedIn: false };
const signedOutState: AuthState = { known: true, loggedIn: false };

let cachedKey: string | null = null;
let cachedState: AuthState = signedOutState;

// useSyncExternalStore needs the same object while nothing changed.
function readAuthState(): AuthState {
  const token = readToken();
  if (!token) return signedOutState;
  const role = readRole() ?? "user";
  const userName = readUserName();
  const adminRole = readAdminRole();
  const key = `${token}\u0000${role}\u0000${userName}\u0000${adminRole}`;
  if (key !== cachedKey) {
    cachedKey = key;
    cachedState = { known: true, loggedIn: true, role, userName, adminRole };
  }
  return cachedState;
}

/**
 * Who is signed in, from localStorage. The server and the hydrating render see `known: false`
 * (the shared page cache hands the same HTML to everyone); React re-renders with the stored
 * state right after hydration and on every `authStateChanged` or cross-tab change.
 */
export function useAuthState(): AuthState {
  return useSyncExternalStore(subscribeToAuth, readAuthState, () => unknownState);
}

/**
 * Calls to the API as the signed-in user: adds the bearer token, refreshes it shortly before it
 * expires and once after a 401, then retries. Free of zod and React so any screen can use it.
 */
import {
  type AdminRole,
  accessTokenRefreshMarginMs,
  type Role,
} from "#contracts/accounts-rules.ts";
import { accountApiPaths } from "./account-api-paths.ts";
import { readToken, readTokenExpiresAt } from "./auth-read.ts";
import { clearSession, storeSession } from "./auth-storage.ts";

/** Shared by every tab of the shop, so only one of them rotates the refresh token at a time. */
export const refreshLockName = "gamezone-refresh";

type LockManagerLike = {
  request<T>(name: string, callback: () => Promise<T>): Promise<T>;
};

function lockManager(): LockManagerLike | null {
  const locks = (globalThis.navigator as { locks?: LockManagerLike } | undefined)?.locks;
  return locks && typeof locks.request === "function" ? locks : null;
}

function isExpiringSoon(now = Date.now()): boolean {
  const expiresAt = readTokenExpiresAt();
  return expiresAt !== null && expiresAt - accessTokenRefreshMarginMs <= now;
}

/** A JSON body as an object, or null when the reply had none or it was not JSON. */
export async function readJsonBody(response: Response): Promise<Record<string, unknown> | null> {
  try {
    const body: unknown = await response.json();
    return body && typeof body === "object" && !Array.isArray(body)
      ? (body as Record<string, unknown>)
      : null;
  } catch {
    return null;
  }
}

/** The server's `message` of a reply body, when it has one. */
export function messageOf(body: Record<string, unknown> | null): string | undefined {
  return typeof body?.message === "string" && body.message ? body.message : undefined;
}

/** The `code` of an error reply, when it has one. */
export function codeOf(body: Record<string, unknown> | null): string | undefined {
  return typeof body?.code === "string" ? body.code : undefined;
}

export type SessionBody = {
  token: string;
  expiresAt: string;
  user: { _id: string; name: string; email: string; role: Role; adminRole?: AdminRole };
};

/** Whether a login or refresh reply carries a usable session (checked by hand: no zod here). */
export function isSessionBody(value: unknown): value is SessionBody {
  const body = value as Record<string, unknown> | null | undefined;
  const user = body?.user as Record<string, unknown> | undefined;
  return (
    typeof body?.token === "string" &&
    body.token.length > 0 &&
    typeof body.expiresAt === "string" &&
    typeof user?._id === "string" &&
    typeof user.name === "string" &&
    (user.role === "user" || user.role === "admin")
  );
}

let refreshInFlight: Promise<string | null> | null = null;

/**
 * Asks for a new access token with the HttpOnly refresh cookie. One refresh at a time per tab
 * (callers share it) and, where the browser has Web Locks, per browser: after waiting for the
 * lock the stored token is read again, because the tab that held it may have refreshed already
 * and the used refresh token is then spent. `staleToken` is the token the caller found wanting
 * (null when there was none, as after social sign-in). Resolves to the new token, or null when
 * the session is over (token and role are then cleared). Rejects on a network failure, which
 * says nothing about the session.
 */
export function refreshSession(staleToken: string | null): Promise<string | null> {
  if (refreshInFlight) return refreshInFlight;
  const run = async () => {
    const current = readToken();
    if (current && current !== staleToken && !isExpiringSoon()) return current;
    return requestNewToken();
  };
  const locks = lockManager();
  refreshInFlight = (locks ? locks.request(refreshLockName, run) : run()).finally(() => {
    refreshInFlight = null;
  });
  return refreshInFlight;
}

async function requestNewToken(): Promise<string | null> {
  const response = await fetch(accountApiPaths.refresh, {
    method: "POST",
    credentials: "same-origin",
    headers: { accept: "application/json" },
  });
  const body = await readJsonBody(response);
  if (response.ok && isSessionBody(body)) {
    storeSession(body);
    return body.token;
  }
  // A server hiccup (5xx) is not proof that the session ended; 401/403 (or a nonsense reply) is.
  if (response.status >= 500) return readToken();
  clearSession();
  return null;
}

function withBearer(init: RequestInit, token: string | null): RequestInit {
  const headers = new Headers(init.headers);
  if (!headers.has("accept")) headers.set("accept", "application/json");
  if (typeof init.body === "string" && !headers.has("content-type")) {
    headers.set("content-type", "application/json");
  }
  if (token) headers.set("authorization", `Bearer ${token}`);
  return { credentials: "same-origin", ...init, headers };
}

/**
 * `fetch` for the API as the signed-in user. Bodies given as strings are sent as JSON and can be
 * retried; a 401 with a token triggers one refresh and one retry. Network failures reject as
 * `fetch` does.
 */
export async function apiFetch(path: string, init: RequestInit = {}): Promise<Response> {
  let token = readToken();
  if (token && isExpiringSoon()) {
    try {
      token = await refreshSession(token);
    } catch {
      // Offline for the refresh: try the current token anyway, the 401 path below follows.
    }
  }
  const response = await fetch(path, withBearer(init, token));
  if (response.status !== 401 || !token) return response;
  const renewed = await refreshSession(token);
  if (!renewed) return response;
  return fetch(path, withBearer(init, renewed));
}

// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { storageKeys } from "#contracts/accounts-rules.ts";
import { apiFetch, refreshSession } from "./api-fetch.ts";
import { tokenExpiresAtKey } from "./auth-read.ts";

const session = (token: string) => ({
  success: true,
  message: "ok",
  token,
  expiresAt: new Date(Date.now() + 15 * 60_000).toISOString(),
  user: { _id: "u1", name: "Ana", email: "ana@example.com", role: "user" },
});

function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { "content-type": "application/json" },
  });
}

beforeEach(() => {
  localStorage.clear();
  // Without Web Locks the in-tab single flight is what is under test.
  vi.stubGlobal("navigator", { ...navigator, locks: undefined });
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe("apiFetch", () => {
  it("sends the bearer token", async () => {
    localStorage.setItem(storageKeys.token, "t1");
    const fetchMock = vi.fn(async (_path: string, _init?: RequestInit) => json(200, {}));
    vi.stubGlobal("fetch", fetchMock);
    await apiFetch("/api/users/profile");
    const headers = new Headers(fetchMock.mock.calls[0]![1]!.headers);
    expect(headers.get("authorization")).toBe("Bearer t1");
  });

  it("refreshes once after a 401 and retries with the new token", async () => {
    localStorage.setItem(storageKeys.token, "old");
    const fetchMock = vi.fn(async (path: string, init?: RequestInit) => {
      if (path === "/api/users/refresh") return json(200, session("new"));
      const auth = new Headers(init?.headers).get("authorization");
      return auth === "Bearer new" ? json(200, { success: true }) : json(401, {});
    });
    vi.stubGlobal("fetch", fetchMock);
    const response = await apiFetch("/api/users/profile");
    expect(response.status).toBe(200);
    expect(localStorage.getItem(storageKeys.token)).toBe("new");
    expect(fetchMock.mock.calls.filter(([path]) => path === "/api/users/refresh")).toHaveLength(1);
  });

  it("refreshes ahead of expiry, and concurrent callers share one refresh", async () => {
    localStorage.setItem(storageKeys.token, "old");
    localStorage.setItem(tokenExpiresAtKey, String(Date.now() + 10_000));
    const fetchMock = vi.fn(async (path: string) =>
      path === "/api/users/refresh" ? json(200, session("new")) : json(200, {}),
    );
    vi.stubGlobal("fetch", fetchMock);
    await Promise.all([apiFetch("/api/a"), apiFetch("/api/b"), apiFetch("/api/c")]);
    expect(fetchMock.mock.calls.filter(([path]) => path === "/api/users/refresh")).toHaveLength(1);
  });

  it("clears token and role when the refresh is refused", async () => {
    localStorage.setItem(storageKeys.token, "old");
    localStorage.setItem(storageKeys.role, "user");
    const changed = vi.fn();
    window.addEventListener("authStateChanged", changed);
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => json(401, { success: false, code: "UNAUTHORIZED", message: "no" })),
    );
    const response = await apiFetch("/api/users/profile");
    expect(response.status).toBe(401);
    expect(localStorage.getItem(storageKeys.token)).toBeNull();
    expect(localStorage.getItem(storageKeys.role)).toBeNull();
    expect(changed).toHaveBeenCalled();
    window.removeEventListener("authStateChanged", changed);
  });

  it("takes the token another tab stored while it waited for the lock", async () => {
    localStorage.setItem(storageKeys.token, "old");
    const locks = {
      request: async <T>(_name: string, callback: () => Promise<T>) => {
        // The other tab refreshed while this one waited.
        localStorage.setItem(storageKeys.token, "from-other-tab");
        return callback();
      },
    };
    vi.stubGlobal("navigator", { ...navigator, locks });
    const fetchMock = vi.fn(async () => json(200, session("mine")));
    vi.stubGlobal("fetch", fetchMock);
    expect(await refreshSession("old")).toBe("from-other-tab");
    expect(fetchMock).not.toHaveBeenCalled();
  });
});

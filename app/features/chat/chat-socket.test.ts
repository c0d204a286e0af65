// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { tokenExpiresAtKey } from "#app/lib/auth/auth-read.ts";
import { storageKeys } from "#contracts/accounts-rules.ts";
import { chatGuestTokenKey } from "./chat-guest-token.ts";
import { handshakeAuth } from "./chat-socket.ts";

function session(token: string) {
  return new Response(
    JSON.stringify({
      success: true,
      message: "ok",
      token,
      expiresAt: new Date(Date.now() + 15 * 60_000).toISOString(),
      user: { _id: "u1", name: "Ana", email: "ana@example.com", role: "user" },
    }),
    { status: 200, headers: { "content-type": "application/json" } },
  );
}

beforeEach(() => {
  localStorage.clear();
  vi.stubGlobal("navigator", { ...navigator, locks: undefined });
});
afterEach(() => vi.unstubAllGlobals());

describe("chat handshake", () => {
  it("presents a member's token as it is while it has time left", async () => {
    localStorage.setItem(storageKeys.token, "live");
    localStorage.setItem(tokenExpiresAtKey, String(Date.now() + 10 * 60_000));
    const fetchMock = vi.fn();
    vi.stubGlobal("fetch", fetchMock);
    expect(await handshakeAuth()).toEqual({ token: "live" });
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("refreshes an expired token first, so a reconnect stays the same member", async () => {
    localStorage.setItem(storageKeys.token, "stale");
    localStorage.setItem(tokenExpiresAtKey, String(Date.now() - 1_000));
    const fetchMock = vi.fn(async (path: string) => {
      expect(path).toBe("/api/users/refresh");
      return session("renewed");
    });
    vi.stubGlobal("fetch", fetchMock);
    expect(await handshakeAuth()).toEqual({ token: "renewed" });
    expect(localStorage.getItem(storageKeys.token)).toBe("renewed");
  });

  it("falls back to the guest token when the session is over", async () => {
    localStorage.setItem(storageKeys.token, "stale");
    localStorage.setItem(tokenExpiresAtKey, String(Date.now() - 1_000));
    localStorage.setItem(chatGuestTokenKey, "guest_0123456789abcdef.sig");
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => new Response("{}", { status: 401 })),
    );
    expect(await handshakeAuth()).toEqual({ guestToken: "guest_0123456789abcdef.sig" });
  });

  it("a guest presents its stored guest token", async () => {
    localStorage.setItem(chatGuestTokenKey, "guest_0123456789abcdef.sig");
    expect(await handshakeAuth()).toEqual({ guestToken: "guest_0123456789abcdef.sig" });
  });
});

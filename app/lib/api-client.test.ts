// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { z } from "zod";
import { storageKeys } from "#contracts/accounts-rules.ts";
import { callApi } from "./api-client.ts";

function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { "content-type": "application/json" },
  });
}

const isNickname = (value: unknown): value is { nickname: string } =>
  typeof (value as { nickname?: unknown } | null)?.nickname === "string";

beforeEach(() => {
  localStorage.clear();
  vi.stubGlobal("navigator", { ...navigator, locks: undefined });
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe("callApi", () => {
  it("sends the body as JSON with the bearer token and gives the envelope's data", async () => {
    localStorage.setItem(storageKeys.token, "t1");
    const fetchMock = vi.fn(async (_path: string, _init?: RequestInit) =>
      json(200, { success: true, data: { nickname: "Ana" } }),
    );
    vi.stubGlobal("fetch", fetchMock);
    const result = await callApi("/api/players/validate", {
      method: "POST",
      body: { gameId: "g1" },
      reply: isNickname,
    });
    expect(result).toEqual({ ok: true, value: { nickname: "Ana" } });
    const init = fetchMock.mock.calls[0]![1]!;
    const headers = new Headers(init.headers);
    expect(headers.get("authorization")).toBe("Bearer t1");
    expect(headers.get("content-type")).toBe("application/json");
    expect(init.method).toBe("POST");
    expect(init.body).toBe('{"gameId":"g1"}');
  });

  it("sends no token when the call starts a session", async () => {
    localStorage.setItem(storageKeys.token, "t1");
    const fetchMock = vi.fn(async (_path: string, _init?: RequestInit) =>
      json(200, { success: true }),
    );
    vi.stubGlobal("fetch", fetchMock);
    await callApi("/api/users/login", { method: "POST", body: {}, signedIn: false });
    const headers = new Headers(fetchMock.mock.calls[0]![1]!.headers);
    expect(headers.get("authorization")).toBeNull();
    expect(headers.get("content-type")).toBe("application/json");
  });

  it("refreshes once after a 401 and retries", async () => {
    localStorage.setItem(storageKeys.token, "old");
    const fetchMock = vi.fn(async (path: string, init?: RequestInit) => {
      if (path === "/api/users/refresh") {
        return json(200, {
          success: true,
          token: "new",
          expiresAt: new Date(Date.now() + 15 * 60_000).toISOString(),
          user: { _id: "u1", name: "Ana", email: "ana@example.com", role: "user" },
        });
      }
      const auth = new Headers(init?.headers).get("authorization");
      return auth === "Bearer new"
        ? json(200, { success: true, data: { nickname: "Ana" } })
        : json(401, { success: false, code: "UNAUTHORIZED", message: "Sign in" });
    });
    vi.stubGlobal("fetch", fetchMock);
    const result = await callApi("/api/cart", { reply: isNickname });
    expect(result.ok).toBe(true);
    expect(fetchMock.mock.calls.filter(([path]) => path === "/api/users/refresh")).toHaveLength(1);
  });

  it("gives the status, code and message of a refusal", async () => {
    vi.stubGlobal("fetch", async () =>
      json(409, { success: false, code: "CONFLICT", message: "Already used" }),
    );
    expect(await callApi("/api/x", { method: "DELETE" })).toEqual({
      ok: false,
      status: 409,
      code: "CONFLICT",
      message: "Already used",
    });
  });

  it("gives the fields a validation failure named, and only then", async () => {
    vi.stubGlobal("fetch", async () =>
      json(400, {
        success: false,
        code: "VALIDATION_FAILED",
        message: "Company is required",
        issues: [{ field: "company", message: "Company is required" }, { nonsense: true }],
      }),
    );
    expect(await callApi("/api/x", { method: "POST", signedIn: false })).toEqual({
      ok: false,
      status: 400,
      code: "VALIDATION_FAILED",
      message: "Company is required",
      issues: [{ field: "company", message: "Company is required" }],
    });
    vi.stubGlobal("fetch", async () => json(400, { success: false, issues: [] }));
    expect(await callApi("/api/x", { signedIn: false })).not.toHaveProperty("issues");
  });

  it("treats a success of another shape as a failure (500), with a guard or a zod schema", async () => {
    vi.stubGlobal("fetch", async () => json(200, { success: true, data: { nick: 1 } }));
    const guarded = await callApi("/api/x", { reply: isNickname });
    expect(guarded).toMatchObject({ ok: false, status: 500 });
    const schema = z.object({ success: z.literal(true), data: z.object({ nickname: z.string() }) });
    const parsed = await callApi("/api/x", { read: "body", reply: schema });
    expect(parsed).toMatchObject({ ok: false, status: 500 });
  });

  it("reads the whole body through a zod schema, keeping what it parsed", async () => {
    vi.stubGlobal("fetch", async () => json(200, { success: true, data: { count: "3" } }));
    const schema = z.object({ data: z.object({ count: z.coerce.number() }) });
    expect(await callApi("/api/x", { read: "body", reply: schema })).toEqual({
      ok: true,
      value: { data: { count: 3 } },
    });
  });

  it("rejects when nothing came back", async () => {
    vi.stubGlobal("fetch", async () => {
      throw new TypeError("Failed to fetch");
    });
    await expect(callApi("/api/x", { signedIn: false })).rejects.toThrow("Failed to fetch");
  });
});

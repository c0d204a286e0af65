import Fastify from "fastify";
import { describe, expect, it } from "vitest";
import { type AdminRoute, registerAuthGuard } from "./auth-guard.ts";

describe("API guard", () => {
  it("refuses to start when an API route declares no access", async () => {
    const app = Fastify();
    const start = async () => {
      await app.register(async (api) => {
        registerAuthGuard(api, async () => null);
        api.get("/open-by-mistake", async () => "secret");
      });
      await app.ready();
    };
    await expect(start()).rejects.toThrow(/declares no config.access/);
  });

  it("never reads the token of a public route, and enforces user and admin routes", async () => {
    const app = Fastify();
    let resolved = 0;
    await app.register(async (api) => {
      registerAuthGuard(api, async (token) => {
        resolved += 1;
        return token === "admin-token"
          ? { kind: "member", userId: "u1", sessionId: "s1", role: "admin", adminRole: "owner" }
          : token === "editor-token"
            ? { kind: "member", userId: "u3", sessionId: "s3", role: "admin", adminRole: "editor" }
            : token === "user-token"
              ? {
                  kind: "member",
                  userId: "u2",
                  sessionId: "s2",
                  role: "user",
                  adminRole: undefined,
                }
              : null;
      });
      api.get("/public", { config: { access: "public" } }, async () => "ok");
      api.get("/user", { config: { access: "user" } }, async (request) => request.viewer.kind);
      api.get(
        "/admin",
        { config: { access: "admin", permission: "orders.read" } },
        async () => "staff",
      );
      // Validation comes after the guard: a caller without the right learns nothing from it.
      api.post(
        "/admin/refund",
        {
          config: { access: "admin", permission: "orders.refund" },
          schema: { body: { type: "object", required: ["amount"] } },
        },
        async () => "refunded",
      );
    });
    const call = (url: string, token?: string) =>
      app.inject({ url, headers: token ? { authorization: `Bearer ${token}` } : {} });
    expect((await call("/public", "garbage")).statusCode).toBe(200);
    expect(resolved).toBe(0);
    expect((await call("/user")).statusCode).toBe(401);
    expect((await call("/user", "expired")).statusCode).toBe(401);
    expect((await call("/user", "user-token")).body).toBe("member");
    expect((await call("/admin", "user-token")).statusCode).toBe(403);
    expect((await call("/admin", "admin-token")).body).toBe("staff");
    // An admin whose role does not allow the action is refused, whatever it sends.
    expect((await call("/admin", "editor-token")).statusCode).toBe(403);
    const refund = (token?: string) =>
      app.inject({
        method: "POST",
        url: "/admin/refund",
        payload: {},
        headers: token ? { authorization: `Bearer ${token}` } : {},
      });
    expect((await refund()).statusCode).toBe(401);
    expect((await refund("editor-token")).statusCode).toBe(403);
    expect((await refund("admin-token")).statusCode).toBe(400);
    await app.close();
  });

  it("refuses to start when an admin route names no permission, and lists the rest", async () => {
    const app = Fastify();
    const start = async () => {
      await app.register(async (api) => {
        registerAuthGuard(api, async () => null);
        api.get("/admin/unchecked", { config: { access: "admin" } }, async () => "secret");
      });
      await app.ready();
    };
    await expect(start()).rejects.toThrow(/declares no config.permission/);

    const listed = Fastify();
    const routes: AdminRoute[] = [];
    await listed.register(async (api) => {
      registerAuthGuard(api, async () => null, routes);
      api.get(
        "/admin/orders",
        { config: { access: "admin", permission: "orders.read" } },
        async () => [],
      );
    });
    await listed.ready();
    expect(routes).toEqual([{ method: "GET", url: "/admin/orders", permission: "orders.read" }]);
    await listed.close();
  });
});

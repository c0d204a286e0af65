import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "#tests/support/test-app.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.app.close();
});

describe("operations endpoints", () => {
  it("reports liveness and readiness", async () => {
    const health = await t.app.inject({ url: "/api/health" });
    expect(health.statusCode).toBe(200);
    expect(health.json()).toMatchObject({ success: true, data: { status: "ok" } });
    const ready = await t.app.inject({ url: "/api/ready" });
    expect(ready.json()).toEqual({
      success: true,
      data: { status: "ready", database: t.database.kind },
    });
  });

  it("serves the OpenAPI document with the catalogue routes", async () => {
    const response = await t.app.inject({ url: "/api/docs/json" });
    expect(response.statusCode).toBe(200);
    const document = response.json();
    expect(document.openapi).toMatch(/^3\./);
    expect(Object.keys(document.paths)).toEqual(
      expect.arrayContaining([
        "/api/games",
        "/api/games/search",
        "/api/games/{id}",
        "/api/featured/hero",
      ]),
    );
    const ui = await t.app.inject({ url: "/api/docs/" });
    expect(ui.statusCode).toBe(200);
    expect(ui.headers["content-type"]).toContain("text/html");
  });

  it("answers unknown API routes with the JSON error envelope", async () => {
    const response = await t.app.inject({ url: "/api/nope" });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({
      success: false,
      message: "Route GET /api/nope not found",
      code: "NOT_FOUND",
    });
  });
});

describe("transport", () => {
  it("compresses JSON with brotli or gzip as the client asks", async () => {
    const br = await t.app.inject({
      url: "/api/games?limit=50",
      headers: { "accept-encoding": "br" },
    });
    expect(br.headers["content-encoding"]).toBe("br");
    expect(JSON.parse(brotliDecompressSync(br.rawPayload).toString()).success).toBe(true);
    const gzip = await t.app.inject({
      url: "/api/games?limit=50",
      headers: { "accept-encoding": "gzip" },
    });
    expect(gzip.headers["content-encoding"]).toBe("gzip");
    expect(JSON.parse(gunzipSync(gzip.rawPayload).toString()).data.length).toBeGreaterThan(20);
    expect(gzip.headers.vary).toContain("accept-encoding");
    const plain = await t.app.inject({ url: "/api/games?limit=50" });
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.json().data.length).toBeGreaterThan(20);
  });

  it("compresses uncached JSON such as a game's detail too", async () => {
    const response = await t.app.inject({
      url: "/api/games/genshin-impact",
      headers: { "accept-encoding": "gzip" },
    });
    expect(response.headers["content-encoding"]).toBe("gzip");
    expect(JSON.parse(gunzipSync(response.rawPayload).toString()).data.title).toBe(
      "Genshin Impact",
    );
  });

  it("sets security headers", async () => {
    const response = await t.app.inject({ url: "/api/health" });
    expect(response.headers["x-content-type-options"]).toBe("nosniff");
    expect(response.headers["x-frame-options"]).toBe("SAMEORIGIN");
    expect(response.headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
  });

  it("rejects malformed JSON bodies with a 400 envelope", async () => {
    const response = await t.app.inject({
      method: "POST",
      url: "/api/games",
      headers: { "content-type": "application/json" },
      payload: "{nope",
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ success: false, code: "BAD_REQUEST" });
  });
});

describe("readiness when the database is gone", () => {
  it("answers 503 UNAVAILABLE instead of crashing", async () => {
    const broken = await createTestApp();
    await broken.database.close();
    const response = await broken.app.inject({ url: "/api/ready" });
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({
      success: false,
      message: "The database is not answering",
      code: "UNAVAILABLE",
    });
    // onClose closes the database again: closing twice must be harmless.
    await broken.app.close();
  });
});

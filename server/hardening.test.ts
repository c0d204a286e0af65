import { writeFile } from "node:fs/promises";
import net from "node:net";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "#tests/support/test-app.ts";
import { uploadsDirFor } from "./platform/uploads.ts";

// What a hostile or sloppy client sends to the API and the static routes: every answer is the
// JSON error envelope with the right status, never a 500.
let t: TestApp;
let port: number;
beforeAll(async () => {
  t = await createTestApp();
  await t.app.listen({ port: 0, host: "127.0.0.1" });
  const address = t.app.server.address();
  port = typeof address === "object" && address ? address.port : 0;
});
afterAll(async () => {
  await t.app.close();
});

/** Sends raw bytes, as no HTTP client library would, and returns the status line and body. */
function sendRaw(text: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, "127.0.0.1", () => socket.write(text));
    let received = "";
    socket.on("data", (chunk) => {
      received += chunk.toString("utf8");
    });
    socket.on("end", () => {
      const status = Number(/^HTTP\/1\.1 (\d{3})/.exec(received)?.[1] ?? 0);
      resolve({ status, body: received.slice(received.indexOf("\r\n\r\n") + 4) });
    });
    socket.on("error", reject);
    socket.setTimeout(5_000, () => socket.destroy(new Error("no answer")));
  });
}

async function get(url: string, init: { method?: string; headers?: Record<string, string> } = {}) {
  const response = await t.app.inject({
    method: (init.method ?? "GET") as "GET",
    url,
    headers: init.headers ?? {},
  });
  return { status: response.statusCode, headers: response.headers, body: response.json() };
}

describe("input the database must never see", () => {
  it.each([
    ["/api/games/search?query=%00", "query must not contain control characters"],
    ["/api/games/search?query=pubg%00", "query must not contain control characters"],
    ["/api/games/%00", "game id must not contain control characters"],
    ["/api/games/genshin%00impact", "game id must not contain control characters"],
  ])("answers %s with a 400, not a 500", async (url, message) => {
    const { status, body } = await get(url);
    expect(status).toBe(400);
    expect(body).toMatchObject({ success: false, code: "VALIDATION_FAILED", message });
  });
});

describe("strict whole numbers for page and limit", () => {
  it.each(["page=1e3", "page=0x10", "page=1.5", "page=+2", "limit=1e1", "limit=0x10", "page="])(
    "rejects %s",
    async (query) => {
      const { status, body } = await get(`/api/games?${query}`);
      expect(status).toBe(400);
      expect(body).toMatchObject({ success: false, code: "VALIDATION_FAILED" });
    },
  );

  it("accepts plain digits", async () => {
    const { status, body } = await get("/api/games?page=2&limit=10");
    expect(status).toBe(200);
    expect(body.pagination.currentPage).toBe(2);
  });
});

describe("one error envelope for every error", () => {
  it("answers a wrong method on a read endpoint with 405 and Allow", async () => {
    for (const [method, url] of [
      ["POST", "/api/games"],
      ["DELETE", "/api/featured/hero"],
      ["PUT", "/api/games/genshin-impact"],
    ] as const) {
      const { status, headers, body } = await get(url, { method });
      expect(status, `${method} ${url}`).toBe(405);
      expect(headers.allow).toBe("GET, HEAD");
      expect(body).toMatchObject({ success: false, code: "METHOD_NOT_ALLOWED" });
    }
  });

  it("answers a missing upload with the JSON 404 envelope", async () => {
    const { status, body } = await get("/uploads/nope.webp");
    expect(status).toBe(404);
    expect(body).toMatchObject({ success: false, code: "NOT_FOUND" });
  });

  it("answers a malformed URL with a 400 envelope", async () => {
    const { status, body } = await sendRaw(
      "GET /api/games/%E0%A4%A HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n",
    );
    expect(status).toBe(400);
    expect(JSON.parse(body)).toMatchObject({ success: false, code: "BAD_REQUEST" });
  });

  it("answers oversized headers with a 431 envelope", async () => {
    const { status, body } = await sendRaw(
      `GET /api/health HTTP/1.1\r\nHost: localhost\r\nX-Big: ${"a".repeat(20_000)}\r\nConnection: close\r\n\r\n`,
    );
    expect(status).toBe(431);
    expect(JSON.parse(body)).toMatchObject({ success: false, code: "BAD_REQUEST" });
  });

  it("answers an unknown method with an envelope", async () => {
    const { status, body } = await sendRaw(
      "PROPFIND /api/games HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n",
    );
    expect(status).toBeGreaterThanOrEqual(400);
    expect(status).toBeLessThan(500);
    expect(JSON.parse(body)).toMatchObject({ success: false });
  });

  it("answers '*' and malformed Host headers with 400, and routes absolute-form by path", async () => {
    const star = await sendRaw(
      "OPTIONS * HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n",
    );
    expect(star.status).toBe(400);
    expect(JSON.parse(star.body)).toMatchObject({ success: false, code: "BAD_REQUEST" });
    for (const host of ["a b", "<script>", "evil.example/path"]) {
      const bad = await sendRaw(
        `GET /api/health HTTP/1.1\r\nHost: ${host}\r\nConnection: close\r\n\r\n`,
      );
      expect(bad.status, host).toBe(400);
      expect(JSON.parse(bad.body)).toMatchObject({ code: "BAD_REQUEST" });
    }
    const absolute = await sendRaw(
      "GET http://evil.example/api/games/genshin-impact HTTP/1.1\r\nHost: evil.example\r\nConnection: close\r\n\r\n",
    );
    expect(absolute.status).toBe(200);
    expect(absolute.body).toContain("Genshin Impact");
  });

  it("refuses very long and very deep paths before routing", async () => {
    const long = await get(`/${"a/".repeat(7_000)}`);
    expect(long.status).toBe(414);
    expect(long.body).toMatchObject({ success: false, code: "URI_TOO_LONG" });
    const deep = await get(`/${"a/".repeat(40)}`);
    expect(deep.status).toBe(404);
    expect(deep.body).toMatchObject({ success: false, code: "NOT_FOUND" });
  });
});

describe("robots.txt and sitemap.xml", () => {
  it("start every URL with the configured origin, whatever Host says", async () => {
    for (const url of ["/robots.txt", "/sitemap.xml"]) {
      const { status, body } = await sendRaw(
        `GET ${url} HTTP/1.1\r\nHost: evil.example\r\nX-Forwarded-Host: evil.example\r\nConnection: close\r\n\r\n`,
      );
      expect(status).toBe(200);
      expect(body).toContain(t.config.origin);
      expect(body).not.toContain("evil.example");
    }
  });
});

describe("headers", () => {
  it("sends a Permissions-Policy everywhere and a sandboxing CSP on stored files", async () => {
    const health = await t.app.inject({ url: "/api/health" });
    expect(health.headers["permissions-policy"]).toContain("camera=()");
    await writeFile(path.join(uploadsDirFor(t.config.dataDir), "probe.html"), "<script>1</script>");
    const upload = await t.app.inject({ url: "/uploads/probe.html" });
    expect(upload.statusCode).toBe(200);
    expect(upload.headers["content-security-policy"]).toMatch(/^sandbox; default-src 'none'/);
  });

  it("serves the API docs UI with assets that resolve with and without a trailing slash", async () => {
    for (const url of ["/api/docs", "/api/docs/"]) {
      const page = await t.app.inject({ url });
      expect(page.statusCode).toBe(200);
      const script = /<script src="([^"]+swagger-ui-bundle\.js)"/.exec(page.body)?.[1];
      expect(script, url).toBeDefined();
      const resolved = new URL(script!, `http://localhost${url}`).pathname;
      const asset = await t.app.inject({ url: resolved });
      expect(asset.statusCode, resolved).toBe(200);
    }
  });
});

describe("a database that goes away", () => {
  it("answers data endpoints with 503 UNAVAILABLE, not 500", async () => {
    const broken = await createTestApp();
    await broken.database.close();
    for (const url of ["/api/games", "/api/games/genshin-impact", "/api/featured/hero"]) {
      const response = await broken.app.inject({ url });
      expect(response.statusCode, url).toBe(503);
      expect(response.json()).toMatchObject({ success: false, code: "UNAVAILABLE" });
    }
    await broken.app.close();
  });
});

import { readFileSync } from "node:fs";
import { createServer } from "node:http";
import path from "node:path";
import { Server } from "socket.io";
import { describe, expect, it } from "vitest";
import { adminUploadMaxBytes } from "#contracts/admin-uploads.ts";
import { chatFileMaxBytes } from "#contracts/chat-rules.ts";
import { loadConfig } from "#server/config.ts";
import { renderNginxConfig, renderUpstreamServers } from "./cluster-config.ts";

// The proxy and the process manager must keep matching the app they front: each check below
// fails when one side changes (a larger upload, a longer drain, Socket.IO's ping window) and the
// deployment files are not updated with it.

const root = path.resolve(import.meta.dirname, "..");
const template = readFileSync(path.join(root, "deploy/nginx.conf"), "utf8");
const nginx = renderNginxConfig(template, { runtimeDir: "/run/gz", listen: "127.0.0.1:8080" });
const unit = readFileSync(path.join(root, "deploy/gamezone@.service"), "utf8");

/** The directives of nginx's configuration, comments removed. */
const directives = nginx
  .split("\n")
  .map((line) => line.replace(/#.*$/, "").trim())
  .filter(Boolean)
  .join("\n");

/** The body of the first block that opens with `opening` (`location /socket.io/`). */
function block(opening: string): string {
  const start = directives.indexOf(`${opening} {`);
  if (start < 0) throw new Error(`no block ${opening}`);
  let depth = 0;
  for (let index = directives.indexOf("{", start); index < directives.length; index++) {
    if (directives[index] === "{") depth++;
    if (directives[index] === "}" && --depth === 0) {
      return directives.slice(directives.indexOf("{", start) + 1, index);
    }
  }
  throw new Error(`unclosed block ${opening}`);
}

function seconds(value: string): number {
  const match = /^(\d+)(ms|s|m)?$/.exec(value);
  if (!match) throw new Error(`not an nginx time: ${value}`);
  const amount = Number(match[1]);
  return match[2] === "ms" ? amount / 1000 : match[2] === "m" ? amount * 60 : amount;
}

function directive(text: string, name: string): string {
  const match = new RegExp(`^${name}\\s+([^;]+);`, "m").exec(text);
  if (!match?.[1]) throw new Error(`no ${name}`);
  return match[1].trim();
}

describe("deploy/nginx.conf", () => {
  it("has every placeholder filled by the cluster script, and refuses an unknown one", () => {
    expect(nginx).not.toMatch(/\{\{\w+\}\}/);
    expect(nginx).toContain("listen 127.0.0.1:8080;");
    expect(() =>
      renderNginxConfig(`${template}\n# {{unknown}}`, { runtimeDir: "/r", listen: "80" }),
    ).toThrow(/\{\{unknown\}\}/);
  });

  it("accepts a little more than the largest body the app takes, so the app answers it", () => {
    const limit = directive(directives, "client_max_body_size");
    const bytes = Number(limit.replace(/m$/, "")) * 1024 * 1024;
    const largestUpload = Math.max(chatFileMaxBytes, adminUploadMaxBytes);
    // Room for the multipart framing and the few small fields an upload carries.
    expect(bytes).toBeGreaterThanOrEqual(largestUpload + 64 * 1024);
    expect(bytes).toBeLessThanOrEqual(largestUpload * 1.25);
  });

  it("keeps a quiet Socket.IO connection open longer than its ping window", async () => {
    const io = new Server(createServer());
    const { pingInterval, pingTimeout } = io.engine.opts;
    await io.close();
    const socketIo = block("location /socket.io/");
    const window = ((pingInterval ?? 0) + (pingTimeout ?? 0)) / 1000;
    expect(window).toBeGreaterThan(0);
    expect(seconds(directive(socketIo, "proxy_read_timeout"))).toBeGreaterThan(window);
    expect(directive(socketIo, "proxy_buffering")).toBe("off");
    expect(directive(socketIo, "proxy_set_header Connection")).toBe("$connection_upgrade");
  });

  it("sends Socket.IO to an upstream sticky by client address, pages round robin", () => {
    const socketIo = block("location /socket.io/");
    const upstream = directive(socketIo, "proxy_pass").replace("http://", "");
    expect(block(`upstream ${upstream}`)).toMatch(/^hash \$remote_addr consistent;/m);
    const pages = directive(block("location /"), "proxy_pass").replace("http://", "");
    expect(block(`upstream ${pages}`)).not.toMatch(/^(hash|ip_hash)/m);
  });

  it("sets X-Forwarded-For to the peer (one trusted hop), never appends the client's", () => {
    for (const location of ["location /socket.io/", "location ~ ^/(assets|texts)/", "location /"]) {
      const body = block(location);
      expect(directive(body, "proxy_set_header X-Forwarded-For")).toBe("$remote_addr");
      expect(directive(body, "proxy_set_header X-Forwarded-Proto")).toBe("$scheme");
      expect(directive(body, "proxy_set_header X-Forwarded-Host")).toBe("$host");
    }
    expect(directives).not.toContain("$proxy_add_x_forwarded_for");
    expect(loadConfig({ TRUST_PROXY: "1" }).trustProxy).toBe(1);
  });

  it("retries on another process only what is safe to send twice", () => {
    const retry = directive(directives, "proxy_next_upstream");
    expect(retry.split(/\s+/)).toEqual(["error", "timeout", "http_502", "http_503"]);
    expect(directives).not.toContain("non_idempotent");
  });

  it("looks for a hashed build file on every process, so pages work while versions are mixed", () => {
    const files = block("location ~ ^/(assets|texts)/");
    expect(directive(files, "proxy_next_upstream").split(/\s+/)).toContain("http_404");
    expect(directive(files, "proxy_next_upstream_tries")).toBe("0");
    // Nowhere else: a 404 from the app is an answer, not a failure.
    const elsewhere = directives.replace(files, "");
    expect(elsewhere).not.toContain("http_404");
  });

  it("drops idle upstream connections before a process's default drain ends", () => {
    const keepalive = seconds(directive(block("upstream gamezone"), "keepalive_timeout"));
    expect(keepalive * 1000).toBeLessThan(loadConfig({}).shutdownDrainMs);
  });

  it("leaves compression to the app", () => {
    expect(directive(directives, "gzip")).toBe("off");
    expect(directives).not.toMatch(/proxy_set_header Accept-Encoding/);
  });

  it("answers its own 413 and 'no process answered' in the app's error envelope", () => {
    expect(JSON.parse(directive(block("location @too_large"), "return 413").slice(1, -1))).toEqual({
      success: false,
      message: "Request body is too large",
      code: "PAYLOAD_TOO_LARGE",
    });
    expect(directives).toMatch(/^error_page 502 504 =503 @unavailable;/m);
    const unavailable = JSON.parse(
      directive(block("location @unavailable"), "return 503").slice(1, -1),
    );
    expect(unavailable).toMatchObject({ success: false, code: "UNAVAILABLE" });
  });
});

describe("gamezone-upstream.conf", () => {
  it("lists every process, the one being restarted marked down", () => {
    expect(
      renderUpstreamServers([
        { port: 3001, down: false },
        { port: 3002, down: true },
      ]),
    ).toBe(
      "server 127.0.0.1:3001 max_fails=3 fail_timeout=10s;\n" +
        "server 127.0.0.1:3002 max_fails=3 fail_timeout=10s down;\n",
    );
  });
});

describe("deploy/gamezone@.service", () => {
  it("takes its port from the instance name and drains on SIGTERM", () => {
    expect(unit).toMatch(/^Environment=PORT=%i$/m);
    expect(unit).toMatch(/^KillSignal=SIGTERM$/m);
    expect(unit).toMatch(/^Restart=always$/m);
    expect(unit).toMatch(/^EnvironmentFile=/m);
  });

  it("waits longer for a stop than the drain plus the process's own shutdown limit", () => {
    const stopSeconds = seconds(/^TimeoutStopSec=(\S+)$/m.exec(unit)?.[1] ?? "0");
    // server/main.ts exits by force 20 s after the drain if closing hangs.
    expect(stopSeconds * 1000).toBeGreaterThan(loadConfig({}).shutdownDrainMs + 20_000);
  });
});

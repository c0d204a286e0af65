import { mkdtemp, rm } from "node:fs/promises";
import http from "node:http";
import { tmpdir } from "node:os";
import path from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import { afterEach, describe, expect, it } from "vitest";
import { createTestDatabase } from "#tests/support/test-database.ts";
import { buildApp } from "./app.ts";
import { loadConfig } from "./config.ts";
import { shutDownGracefully } from "./platform/shutdown.ts";

const folders: string[] = [];
afterEach(async () => {
  for (const folder of folders.splice(0)) await rm(folder, { recursive: true, force: true });
});

async function startApp() {
  const dataDir = await mkdtemp(path.join(tmpdir(), "gamezone-shutdown-"));
  folders.push(dataDir);
  const database = await createTestDatabase();
  const config = loadConfig({ NODE_ENV: "test", LOG_LEVEL: "silent", DATA_DIR: dataDir });
  const app = await buildApp(config, { database, ssr: false });
  let started = false;
  app.get("/api/test/slow", async () => {
    started = true;
    await sleep(300);
    return { success: true, data: "finished" };
  });
  await app.listen({ port: 0, host: "127.0.0.1" });
  const address = app.server.address();
  const port = typeof address === "object" && address ? address.port : 0;
  return { app, database, port, hasStarted: () => started };
}

type Outcome = { status: number; connection: string | undefined; body: string } | { error: string };

/** One GET on a given agent (and so on its kept-alive sockets). */
function get(agent: http.Agent, port: number, urlPath: string): Promise<Outcome> {
  return new Promise((resolve) => {
    const request = http.get({ host: "127.0.0.1", port, path: urlPath, agent }, (response) => {
      let body = "";
      response.on("data", (chunk) => {
        body += chunk;
      });
      response.on("end", () =>
        resolve({
          status: response.statusCode ?? 0,
          connection: response.headers.connection,
          body,
        }),
      );
    });
    request.on("error", (error: NodeJS.ErrnoException) =>
      resolve({ error: error.code ?? error.message }),
    );
  });
}

describe("graceful shutdown (what main.ts does on SIGTERM)", () => {
  it("finishes in-flight requests, refuses new ones and closes the database", async () => {
    const { app, database, port, hasStarted } = await startApp();
    const agent = new http.Agent({ keepAlive: true });
    const inFlight = get(agent, port, "/api/test/slow");
    for (let waited = 0; !hasStarted() && waited < 2_000; waited += 5) await sleep(5);
    expect(hasStarted()).toBe(true);
    const closing = shutDownGracefully(app, { lifecycle: app.lifecycle, drainMs: 0 });
    expect(await inFlight).toMatchObject({
      status: 200,
      body: JSON.stringify({ success: true, data: "finished" }),
    });
    await closing;
    expect(await get(new http.Agent(), port, "/api/health")).toEqual({ error: "ECONNREFUSED" });
    await expect(database.ping()).rejects.toThrow();
    agent.destroy();
  });

  it("answers the next request on every kept-alive connection instead of resetting it", async () => {
    const { app, port } = await startApp();
    // 50 clients, each with one connection kept alive from a first request.
    const agents = Array.from(
      { length: 50 },
      () => new http.Agent({ keepAlive: true, maxSockets: 1 }),
    );
    const first = await Promise.all(agents.map((agent) => get(agent, port, "/api/health")));
    expect(first.every((outcome) => "status" in outcome && outcome.status === 200)).toBe(true);

    const closing = shutDownGracefully(app, { lifecycle: app.lifecycle, drainMs: 5_000 });
    const ready = await get(new http.Agent(), port, "/api/ready");
    expect(ready).toMatchObject({ status: 503 });

    // The next request on each kept-alive connection, sent after the signal.
    const second = await Promise.all(agents.map((agent) => get(agent, port, "/api/health")));
    const resets = second.filter((outcome) => "error" in outcome);
    expect(resets).toEqual([]);
    expect(second.every((outcome) => "status" in outcome && outcome.status === 200)).toBe(true);
    expect(
      second.every((outcome) => "connection" in outcome && outcome.connection === "close"),
    ).toBe(true);

    // Every connection closed after its answer, so the drain ends long before its 5 s limit.
    const started = Date.now();
    await closing;
    expect(Date.now() - started).toBeLessThan(4_000);
    for (const agent of agents) agent.destroy();
  });
});

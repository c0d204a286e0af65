import { mkdtemp, rm } from "node:fs/promises";
import http from "node:http";
import { tmpdir } from "node:os";
import path from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import type { FastifyInstance } from "fastify";
import type { Socket } from "socket.io-client";
import { afterEach, describe, expect, it } from "vitest";
import { nextEvent, openSocket } from "#tests/support/socket-client.ts";
import { createTestDatabase } from "#tests/support/test-database.ts";
import { buildApp } from "./app.ts";
import { loadConfig } from "./config.ts";
import { shutDownGracefully } from "./platform/shutdown.ts";

// Short in tests; production drains for SHUTDOWN_DRAIN_MS (3 s by default).
const drainMs = 300;
const folders: string[] = [];
const sockets: Socket[] = [];
afterEach(async () => {
  for (const socket of sockets.splice(0)) socket.close();
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

function openConnections(app: FastifyInstance): Promise<number> {
  return new Promise((resolve, reject) => {
    app.server.getConnections((error, count) => (error ? reject(error) : resolve(count)));
  });
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

    const closing = shutDownGracefully(app, { lifecycle: app.lifecycle, drainMs });
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
    await closing;
    for (const agent of agents) agent.destroy();
  });

  it("keeps answering for the whole drain, even when no connection is open at some instant", async () => {
    const { app, port } = await startApp();
    const started = Date.now();
    const closing = shutDownGracefully(app, { lifecycle: app.lifecycle, drainMs });
    let closedAt = 0;
    void closing.then(() => {
      closedAt = Date.now();
    });
    expect(await openConnections(app)).toBe(0);
    await sleep(drainMs / 3);
    expect(await openConnections(app)).toBe(0);

    // A client arriving late in the drain (the balancer has not seen the 503 yet) is answered.
    const late = await get(new http.Agent({ keepAlive: true }), port, "/api/health");
    expect(late).toMatchObject({ status: 200, connection: "close" });
    expect(await get(new http.Agent(), port, "/api/ready")).toMatchObject({ status: 503 });
    expect(closedAt).toBe(0);

    await closing;
    // The drain lasted its full length before the server stopped accepting.
    expect(closedAt - started).toBeGreaterThanOrEqual(drainMs);
    expect(await get(new http.Agent(), port, "/api/health")).toEqual({ error: "ECONNREFUSED" });
  });

  it("answers every request of a keep-alive load running into the shutdown, resetting none", async () => {
    const { app, port } = await startApp();
    // Longer than the other tests' drain: the balancer below must see the 503 within it even on
    // a busy test machine.
    const loadDrainMs = 1_000;
    const clients = 8;
    const perClient = 40;
    const outcomes: Outcome[] = [];

    // A load balancer checks readiness every 200 ms (real ones: every few seconds, hence the 3 s
    // drain) and stops sending new requests here once it answers 503; until then every request
    // must be answered, none reset or refused, whatever the number of open connections.
    let routed = true;
    const balancer = (async () => {
      while (routed) {
        await sleep(200);
        const ready = await get(new http.Agent(), port, "/api/ready");
        if (!("status" in ready) || ready.status !== 200) routed = false;
      }
    })();
    // Each client sends requests one after the other on its kept-alive agent while routed.
    const client = async () => {
      const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
      for (let sent = 0; sent < perClient && routed; sent += 1) {
        outcomes.push(await get(agent, port, "/api/health"));
        await sleep(20);
      }
      agent.destroy();
    };
    const load = Promise.all(Array.from({ length: clients }, client));
    await sleep(50);
    const countAtSignal = outcomes.length;
    const closing = shutDownGracefully(app, { lifecycle: app.lifecycle, drainMs: loadDrainMs });
    await Promise.all([load, balancer, closing]);

    const errors = outcomes.flatMap((outcome) => ("error" in outcome ? [outcome.error] : []));
    expect(errors).toEqual([]);
    expect(outcomes.every((outcome) => "status" in outcome && outcome.status === 200)).toBe(true);
    // The load really ran into the drain: answers after the signal came with Connection: close.
    const afterSignal = outcomes.slice(countAtSignal);
    expect(
      afterSignal.some((outcome) => "connection" in outcome && outcome.connection === "close"),
    ).toBe(true);
  });

  it("ends while chat and live-order sockets are open, closing them so their pages reconnect elsewhere", async () => {
    const { app, port } = await startApp();
    const origin = `http://127.0.0.1:${port}`;
    const open = Array.from({ length: 3 }, () => openSocket(origin, sockets, { reconnect: true }));
    await Promise.all(open.map((socket) => nextEvent(socket, "connect")));
    const reasons = Promise.all(open.map((socket) => nextEvent<string>(socket, "disconnect")));

    // A WebSocket is no longer an HTTP connection the server can close; left open, it would
    // hold the listener's close until main.ts's last-resort forced exit (exit code 1).
    const closing = shutDownGracefully(app, {
      lifecycle: app.lifecycle,
      drainMs,
      inFlightLimitMs: 60_000,
    });
    const outcome = await Promise.race([
      closing.then(() => "closed"),
      sleep(5_000).then(() => "still open after 5 s"),
    ]);
    expect(outcome).toBe("closed");
    // Closed, not "io server disconnect": the client tries again (through the proxy, elsewhere).
    for (const reason of await reasons) expect(reason).not.toBe("io server disconnect");
    expect(open.every((socket) => socket.active)).toBe(true);
    for (const socket of open) socket.close();
  });
});

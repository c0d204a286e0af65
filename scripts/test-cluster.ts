/**
 * Rolling restarts under load lose nothing: starts `scripts/cluster.ts` (nginx in front of 3
 * processes) on a fresh PostgreSQL database, a Redis key prefix and a folder of its own, keeps 6
 * clients sending page, API and login requests through nginx and one Socket.IO client connected,
 * runs the rolling restart (SIGUSR2: each process marked down in nginx, stopped with SIGTERM,
 * started, ready, put back), and checks that every request got the app's answer (no 5xx, no
 * connection error), every process was replaced and the socket is connected at the end. Cleans
 * up after itself; bounded: fails after 5 minutes.
 *
 * Clients behave as browsers do: a request whose reused keep-alive connection was closed before
 * any answer (an nginx reload closes idle ones) is sent again once; nothing else is retried.
 * Needs nginx, PostgreSQL (TEST_DATABASE_URL's server, default postgres://postgres@127.0.0.1:5432)
 * and Redis (TEST_REDIS_URL, default redis://127.0.0.1:6379); run after `npm run build`.
 */
import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import http from "node:http";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import { Redis } from "ioredis";
import pg from "pg";
import { io as connectSocket } from "socket.io-client";

const root = path.resolve(import.meta.dirname, "..");
const serverUrl = process.env.TEST_DATABASE_URL || "postgres://postgres@127.0.0.1:5432/postgres";
const redisUrl = process.env.TEST_REDIS_URL || "redis://127.0.0.1:6379";
const databaseName = `gamezone_test_cluster_${process.pid}`;
const databaseUrl = withDatabase(serverUrl, databaseName);
const redisKeyPrefix = `gamezone-test-cluster-${process.pid}:`;
const clusterDir = mkdtempSync(path.join(tmpdir(), "gamezone-cluster-"));
const clients = 6;

let cluster: ChildProcess | undefined;
let output = "";
const overall = setTimeout(() => void finish("timed out after 5 minutes"), 300_000);

function withDatabase(url: string, name: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${name}`;
  return parsed.toString();
}

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const probe = createServer();
    probe.listen(0, "127.0.0.1", () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === "object" && address ? address.port : 0));
    });
  });
}

async function waitForOutput(pattern: RegExp, timeoutMs: number, what: string) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const match = pattern.exec(output);
    if (match) return match;
    if (cluster?.exitCode !== null) await finish(`the cluster exited while waiting for ${what}`);
    await sleep(200);
  }
  return finish(`no ${what} after ${timeoutMs / 1000} s`);
}

async function cleanUp(): Promise<void> {
  if (cluster && cluster.exitCode === null) {
    const exited = new Promise((resolve) => cluster?.once("exit", resolve));
    cluster.kill("SIGINT");
    await Promise.race([exited, sleep(45_000)]);
    if (cluster.exitCode === null) cluster.kill("SIGKILL");
  }
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`drop database if exists "${databaseName}" with (force)`);
  await admin.end();
  const redis = new Redis(redisUrl);
  let cursor = "0";
  do {
    const [next, keys] = await redis.scan(cursor, "MATCH", `${redisKeyPrefix}*`, "COUNT", 500);
    if (keys.length > 0) await redis.del(...keys);
    cursor = next;
  } while (cursor !== "0");
  await redis.quit();
  rmSync(clusterDir, { recursive: true, force: true });
}

async function finish(failure?: string): Promise<never> {
  clearTimeout(overall);
  if (failure) process.stderr.write(`${output.split("\n").slice(-40).join("\n")}\n`);
  await cleanUp().catch((error: unknown) => {
    process.stderr.write(`clean-up failed: ${String(error)}\n`);
  });
  process.stdout.write(failure ? `FAIL  ${failure}\n` : "PASS  rolling restart under load\n");
  process.exit(failure ? 1 : 0);
}

type Outcome = { status: number } | { error: string };

/** One request on a kept-alive connection, sent again once if that reused connection died. */
function send(agent: http.Agent, port: number, method: string, target: string, body?: string) {
  const attempt = (retried: boolean): Promise<Outcome> =>
    new Promise((resolve) => {
      const request = http.request(
        {
          agent,
          host: "127.0.0.1",
          port,
          method,
          path: target,
          headers: body ? { "content-type": "application/json" } : {},
        },
        (response) => {
          response.resume();
          response.on("end", () => resolve({ status: response.statusCode ?? 0 }));
          response.on("error", (error) => resolve({ error: error.message }));
        },
      );
      request.on("error", (error: NodeJS.ErrnoException) => {
        if (request.reusedSocket && !retried && error.code === "ECONNRESET") {
          resolve(attempt(true));
        } else {
          resolve({ error: error.code ?? error.message });
        }
      });
      request.end(body);
    });
  return attempt(false);
}

async function main(): Promise<void> {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database "${databaseName}"`);
  await admin.end();

  const port = await freePort();
  cluster = spawn(process.execPath, ["scripts/cluster.ts"], {
    cwd: root,
    env: {
      ...process.env,
      CLUSTER_PORT: String(port),
      CLUSTER_DIR: clusterDir,
      DATABASE_URL: databaseUrl,
      REDIS_URL: redisUrl,
      REDIS_KEY_PREFIX: redisKeyPrefix,
      APP_MODE: "demo",
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  cluster.stdout?.on("data", (chunk: Buffer) => {
    output += chunk.toString();
  });
  cluster.stderr?.on("data", (chunk: Buffer) => {
    output += chunk.toString();
  });
  const started = await waitForOutput(/kill -USR2 (\d+)/, 180_000, "running cluster");
  const clusterPid = Number(started[1]);
  const pidsBefore = [...output.matchAll(/started shop \d+ on \S+ \(pid (\d+)\)/g)].map(
    (match) => match[1],
  );
  process.stdout.write(`cluster ready on port ${port}; load, then a rolling restart\n`);

  const socket = connectSocket(`http://127.0.0.1:${port}`, { transports: ["websocket"] });
  let reconnects = 0;
  const disconnects: string[] = [];
  socket.io.on("reconnect", () => reconnects++);
  socket.on("disconnect", (reason) => disconnects.push(reason));

  const counts = new Map<string, number>();
  const failures: string[] = [];
  let running = true;
  const worker = async (index: number) => {
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    let sent = 0;
    while (running) {
      sent++;
      const kind = sent % 3;
      const [method, target, body] =
        kind === 0
          ? ["GET", "/games/genshin-impact", undefined]
          : kind === 1
            ? ["GET", "/api/games", undefined]
            : [
                "POST",
                "/api/users/login",
                JSON.stringify({
                  email: `nobody${index}-${sent}@example.com`,
                  password: "x".repeat(12),
                }),
              ];
      const outcome = await send(agent, port, method, target, body);
      const key =
        "status" in outcome ? `${method} ${outcome.status}` : `${method} ${outcome.error}`;
      counts.set(key, (counts.get(key) ?? 0) + 1);
      if (!("status" in outcome) || outcome.status >= 500) failures.push(`${key} ${target}`);
    }
    agent.destroy();
  };
  const load = Promise.all(Array.from({ length: clients }, (_, index) => worker(index)));

  await sleep(3_000);
  process.kill(clusterPid, "SIGUSR2");
  await waitForOutput(/rolling restart: done/, 150_000, "finished rolling restart");
  await sleep(2_000);
  running = false;
  await load;

  // The socket was on a process that restarted: it must have come back through nginx.
  const socketDeadline = Date.now() + 10_000;
  while (!socket.connected && Date.now() < socketDeadline) await sleep(100);
  const socketConnected = socket.connected;
  socket.close();

  const pidsAfter = [...output.matchAll(/rolling restart: shop \d+ is back \(pid (\d+)\)/g)].map(
    (match) => match[1],
  );
  process.stdout.write(`answers: ${JSON.stringify(Object.fromEntries(counts))}\n`);
  process.stdout.write(
    `processes before ${pidsBefore.join(", ")}, after ${pidsAfter.join(", ")}\n`,
  );
  process.stdout.write(
    `socket disconnected (${disconnects.join(", ") || "never"}), reconnected ${reconnects} time(s), connected: ${socketConnected}\n`,
  );

  if (failures.length > 0) {
    await finish(`${failures.length} request(s) failed: ${failures.slice(0, 10).join("; ")}`);
  }
  if (pidsAfter.length !== pidsBefore.length || pidsAfter.some((pid) => pidsBefore.includes(pid))) {
    await finish("not every process was replaced");
  }
  if (!socketConnected) await finish("the Socket.IO client did not reconnect through nginx");
  const total = [...counts.values()].reduce((sum, count) => sum + count, 0);
  if (total < 100) await finish(`only ${total} requests were sent`);
  await finish();
}

main().catch((error: unknown) => {
  void finish(error instanceof Error ? (error.stack ?? error.message) : String(error));
});

import { type ChildProcess, spawn, spawnSync } from "node:child_process";
import { existsSync, rmSync } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import { createServer } from "node:net";
import { loadavg, tmpdir } from "node:os";
import path from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import autocannon from "autocannon";
import { sql } from "drizzle-orm";
import pg from "pg";
import { openDatabase } from "#db/client.ts";
import { seedDemoCatalogue } from "#db/seed/seed-demo.ts";
import { seedBenchOrders } from "./admin-seed.ts";

/**
 * `npm run bench:admin`: the admin dashboard (and the admin order search, once it exists) over
 * 100,000 orders. Loopback only, bounded in time, stops and cleans up by itself.
 *
 * For each database: a fresh one is made and seeded in this process (demo catalogue, then
 * `orderCount` orders with 1–3 lines over `days` days through INSERT … SELECT generate_series,
 * see admin-seed.ts), then the built shop is started on it as production runs it, an owner
 * logs in through /api/admin/login, and each endpoint gets `warmUps` requests and then
 * `samples` timed ones, one at a time (latency of one admin, not throughput).
 *
 * - PGlite in a temporary DATA_DIR, as the shop runs by default. PGlite has no autovacuum, so a
 *   shop on it never has planner statistics: measured as it is, then once more after an
 *   explicit ANALYZE (for reference; the verdict is on the first).
 * - PostgreSQL when DATABASE_URL is set: a temporary database on that server (created and
 *   dropped here; the database the URL names is never touched), ANALYZEd after seeding as
 *   autovacuum would soon do.
 *
 * Prints PASS/FAIL against the target (dashboard p95 ≤ 200 ms); exits non-zero only when the
 * harness itself fails.
 */
const orderCount = Number(process.env.BENCH_ADMIN_ORDERS ?? 100_000);
const days = 90;
const warmUps = 3;
const samples = 20;
const dashboardTargetMs = 200;
const requestTimeoutMs = 30_000;
// The whole run, whatever happens: a hung server or database ends it instead of hanging it.
const runDeadlineMs = 15 * 60_000;
const adminEmail = "bench.owner@example.com";
const adminPassword = "Bench-Admin-Password-7";
const root = path.resolve(import.meta.dirname, "..");

type Timing = { name: string; status: string; times: number[]; note: string };
type TargetResult = { label: string; seedSeconds: number; timings: Timing[] };

function findFreePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      server.close(() => resolve(typeof address === "object" && address ? address.port : 0));
    });
  });
}

const children = new Set<ChildProcess>();

function startProcess(script: string, env: NodeJS.ProcessEnv): ChildProcess {
  const child = spawn(process.execPath, [script], {
    cwd: root,
    env,
    stdio: ["ignore", "ignore", "inherit"],
  });
  children.add(child);
  child.once("exit", () => children.delete(child));
  return child;
}

async function stopProcess(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once("exit", resolve));
  child.kill("SIGINT");
  await Promise.race([exited, sleep(15_000)]);
  if (child.exitCode === null && child.signalCode === null) child.kill("SIGKILL");
}

async function waitForReady(url: string, child: ChildProcess, timeoutMs = 120_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null)
      throw new Error(`${url}: the server exited (${child.signalCode ?? child.exitCode})`);
    try {
      if ((await fetch(url, { signal: AbortSignal.timeout(2_000) })).ok) return;
    } catch {
      // not listening yet
    }
    await sleep(200);
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms`);
}

/** Raw node:http req/s on this machine now: the yardstick the other benches print too. */
async function measureHelloWorld(url: string): Promise<{ rps: number; tool: string }> {
  if (spawnSync("wrk", ["--version"]).error === undefined) {
    const output = spawnSync("wrk", ["-t1", "-c32", "-d3s", url], {
      encoding: "utf8",
      timeout: 30_000,
    }).stdout;
    const rps = Number(/Requests\/sec:\s+([\d.]+)/.exec(output)?.[1] ?? 0);
    return { rps: Math.round(rps), tool: "wrk" };
  }
  const result = await autocannon({ url, connections: 32, duration: 3 });
  return { rps: Math.round(result.requests.average), tool: "autocannon" };
}

function percentile(values: number[], p: number): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
}

function roundTo(value: number, digits = 1): number {
  const factor = 10 ** digits;
  return Math.round(value * factor) / factor;
}

/** `warmUps` untimed requests, then `samples` timed ones; the body of the last is returned. */
async function timeRequests(
  url: string,
  token: string,
): Promise<{ status: number; times: number[]; body: unknown }> {
  // As a browser asks: compression wanted and the analytics cookies every shop visitor carries.
  const headers = {
    authorization: `Bearer ${token}`,
    accept: "application/json",
    "accept-encoding": "br, gzip",
    cookie: "_ga=GA1.1.123456789.1700000000; _gid=GA1.1.987654321.1700000000",
  };
  let status = 0;
  let body: unknown;
  const times: number[] = [];
  for (let index = 0; index < warmUps + samples; index += 1) {
    const started = performance.now();
    const response = await fetch(url, { headers, signal: AbortSignal.timeout(requestTimeoutMs) });
    body = await response.json().catch(() => undefined);
    const elapsed = performance.now() - started;
    status = response.status;
    if (status !== 200) return { status, times, body };
    if (index >= warmUps) times.push(elapsed);
  }
  return { status, times, body };
}

/** Seeds a fresh database: demo catalogue, then the orders. */
async function seed(
  options: { kind: "pglite"; dataDir: string } | { kind: "postgres"; url: string },
) {
  const started = performance.now();
  const database = await openDatabase(options);
  try {
    await database.migrate();
    await seedDemoCatalogue(database.db, { artwork: null });
    const counts = await seedBenchOrders(database, { count: orderCount, days, now: new Date() });
    return { ...counts, seconds: (performance.now() - started) / 1000 };
  } finally {
    await database.close();
  }
}

async function analyze(
  options: { kind: "pglite"; dataDir: string } | { kind: "postgres"; url: string },
) {
  const database = await openDatabase(options);
  try {
    await database.db.execute(sql`analyze`);
  } finally {
    await database.close();
  }
}

/** Starts the built shop on the database, logs in as the owner, times each endpoint. */
async function measureShop(env: NodeJS.ProcessEnv): Promise<Timing[]> {
  const port = await findFreePort();
  const origin = `http://127.0.0.1:${port}`;
  const server = startProcess("server/main.ts", { ...env, PORT: String(port) });
  try {
    await waitForReady(`${origin}/api/ready`, server);
    const login = await fetch(`${origin}/api/admin/login`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ email: adminEmail, password: adminPassword }),
      signal: AbortSignal.timeout(requestTimeoutMs),
    });
    if (!login.ok) throw new Error(`admin login failed: ${login.status} ${await login.text()}`);
    const { token } = (await login.json()) as { token: string };

    const timings: Timing[] = [];
    const dashboard = await timeRequests(`${origin}/api/admin/dashboard`, token);
    if (dashboard.status !== 200)
      throw new Error(`dashboard: ${dashboard.status} ${JSON.stringify(dashboard.body)}`);
    const data = (
      dashboard.body as {
        data: {
          last30Days: { orders: number; revenueCents: number };
          topGames: { name: string }[];
          needsAttention: { total: number; orders: { id: string }[] };
        };
      }
    ).data;
    timings.push({
      name: "GET /api/admin/dashboard",
      status: "200",
      times: dashboard.times,
      note: `30 days: ${data.last30Days.orders} paid orders, $${Math.round(data.last30Days.revenueCents / 100).toLocaleString("en")} revenue; ${data.needsAttention.total} need attention`,
    });

    // The admin order search is another engineer's work: measured once it answers.
    const probe = await fetch(`${origin}/api/admin/orders`, {
      headers: { authorization: `Bearer ${token}` },
      signal: AbortSignal.timeout(requestTimeoutMs),
    });
    await probe.arrayBuffer();
    if (probe.status === 404) {
      timings.push({
        name: "GET /api/admin/orders",
        status: "404",
        times: [],
        note: "not there yet: order search not measured",
      });
      return timings;
    }
    const searches: [string, string][] = [
      ["no filter (first page)", ""],
      ["by e-mail fragment", "buyer1234"],
      ["by order id", data.needsAttention.orders[0]?.id ?? ""],
      ["by game", data.topGames[0]?.name ?? "Genshin"],
    ];
    for (const [label, q] of searches) {
      const url = `${origin}/api/admin/orders${q ? `?q=${encodeURIComponent(q)}` : ""}`;
      const result = await timeRequests(url, token);
      const reply = result.body as { data?: { total?: number } } | undefined;
      const found = reply?.data?.total ?? "?";
      timings.push({
        name: `GET /api/admin/orders ${label}`,
        status: String(result.status),
        times: result.times,
        note:
          result.status === 200
            ? `q=${q || "(none)"}: ${found} found`
            : JSON.stringify(result.body).slice(0, 120),
      });
    }
    return timings;
  } finally {
    await stopProcess(server);
  }
}

function shopEnv(dataDir: string, databaseUrl?: string): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: "production",
    HOST: "127.0.0.1",
    DATA_DIR: dataDir,
    SEED_DEMO: "false",
    LOG_LEVEL: "warn",
    ADMIN_EMAIL: adminEmail,
    ADMIN_PASSWORD: adminPassword,
  };
  delete env.REDIS_URL;
  delete env.DATABASE_URL;
  if (databaseUrl) env.DATABASE_URL = databaseUrl;
  return env;
}

function printTable(result: TargetResult): void {
  console.log(`\n${result.label} (seeded in ${roundTo(result.seedSeconds)} s)\n`);
  console.log("| request | status | n | p50 ms | p95 ms | max ms | |");
  console.log("|---|---:|---:|---:|---:|---:|---|");
  for (const timing of result.timings) {
    const [p50, p95, max] = [50, 95, 100].map((p) => percentile(timing.times, p));
    const cell = (value: number | undefined) =>
      value === undefined || Number.isNaN(value) ? "–" : String(roundTo(value));
    console.log(
      `| ${timing.name} | ${timing.status} | ${timing.times.length} | ${cell(p50)} | ${cell(p95)} | ${cell(max)} | ${timing.note} |`,
    );
  }
}

const runStarted = performance.now();
const watchdog = setTimeout(() => {
  console.error(`admin bench: over ${runDeadlineMs / 60_000} minutes, stopping`);
  for (const child of children) child.kill("SIGKILL");
  process.exit(1);
}, runDeadlineMs);
watchdog.unref();
const dataDirs: string[] = [];
let pgDatabase: { adminUrl: string; name: string } | undefined;
process.once("SIGINT", () => {
  for (const child of children) child.kill("SIGKILL");
  for (const dir of dataDirs) rmSync(dir, { recursive: true, force: true });
  process.exit(130);
});

async function runAdmin(adminUrl: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl, connectionTimeoutMillis: 5_000 });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

const results: TargetResult[] = [];
const verdicts: string[] = [];
try {
  if (!existsSync(path.join(root, "build", "server", "index.js")))
    throw new Error("no build/: run `npm run bench:admin`, which builds when needed");
  const helloPort = await findFreePort();
  const hello = startProcess("bench/hello-world.ts", { ...process.env, PORT: String(helloPort) });
  await waitForReady(`http://127.0.0.1:${helloPort}/`, hello);
  const helloWorld = await measureHelloWorld(`http://127.0.0.1:${helloPort}/`);
  await stopProcess(hello);

  console.log(
    `Admin bench: ${orderCount.toLocaleString("en")} orders over ${days} days, one production shop process on loopback, Node ${process.version}; ${warmUps} warm-up then ${samples} timed requests each, one at a time.`,
  );
  console.log(
    `Context: raw node:http hello world ${helloWorld.rps} req/s (${helloWorld.tool}, 32 connections, 3 s), measured in this run; load average ${loadavg()
      .map((value) => value.toFixed(2))
      .join(" ")} at the start (other work on the machine slows every figure).`,
  );

  // PGlite, as the shop runs by default.
  const dataDir = await mkdtemp(path.join(tmpdir(), "gamezone-admin-bench-"));
  dataDirs.push(dataDir);
  const pglite = { kind: "pglite" as const, dataDir: path.join(dataDir, "pglite") };
  const seeded = await seed(pglite);
  console.log(`PGlite seeded: ${seeded.orders} orders, ${seeded.items} lines.`);
  const asRun = await measureShop(shopEnv(dataDir));
  results.push({
    label:
      "PGlite (temporary DATA_DIR), no planner statistics (as the shop runs: PGlite has no autovacuum)",
    seedSeconds: seeded.seconds,
    timings: asRun,
  });
  await analyze(pglite);
  results.push({
    label: "PGlite after an explicit ANALYZE (for reference)",
    seedSeconds: seeded.seconds,
    timings: await measureShop(shopEnv(dataDir)),
  });
  verdicts.push(verdict("PGlite", asRun));

  const databaseUrl = process.env.DATABASE_URL;
  if (databaseUrl) {
    const name = `gamezone_admin_bench_${process.pid}_${Date.now()}`;
    await runAdmin(databaseUrl, `create database "${name}"`);
    pgDatabase = { adminUrl: databaseUrl, name };
    const url = new URL(databaseUrl);
    url.pathname = `/${name}`;
    const postgres = { kind: "postgres" as const, url: url.toString() };
    const pgSeeded = await seed(postgres);
    await analyze(postgres);
    const pgDataDir = await mkdtemp(path.join(tmpdir(), "gamezone-admin-bench-pg-"));
    dataDirs.push(pgDataDir);
    const pgTimings = await measureShop(shopEnv(pgDataDir, url.toString()));
    results.push({
      label: `PostgreSQL at ${url.host} (temporary database, ANALYZEd after seeding)`,
      seedSeconds: pgSeeded.seconds,
      timings: pgTimings,
    });
    verdicts.push(verdict("PostgreSQL", pgTimings));
  } else {
    console.log("DATABASE_URL not set: PostgreSQL not measured.");
  }

  for (const result of results) printTable(result);
  console.log("");
  for (const line of verdicts) console.log(line);
} catch (error) {
  for (const result of results) printTable(result);
  console.error(`admin bench failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
} finally {
  for (const child of children) await stopProcess(child);
  for (const dir of dataDirs) await rm(dir, { recursive: true, force: true });
  if (pgDatabase) {
    await runAdmin(
      pgDatabase.adminUrl,
      `drop database if exists "${pgDatabase.name}" with (force)`,
    ).catch((error: unknown) =>
      console.error(`could not drop ${pgDatabase?.name}: ${(error as Error).message}`),
    );
  }
  clearTimeout(watchdog);
  console.log(`\nWhole run: ${roundTo((performance.now() - runStarted) / 1000)} s.`);
}

function verdict(label: string, timings: Timing[]): string {
  const dashboard = timings[0];
  const p95 = percentile(dashboard?.times ?? [], 95);
  const ok = dashboard?.status === "200" && p95 <= dashboardTargetMs;
  return `${ok ? "PASS" : "FAIL"}  ${label}: whole dashboard p95 ≤ ${dashboardTargetMs} ms at ${orderCount.toLocaleString("en")} orders: p95 ${roundTo(p95)} ms`;
}

/**
 * `npm run bench:cluster`: the production topology under twice the single-process load, with one
 * and with three shop processes behind nginx, on one PostgreSQL database and Redis.
 *
 * For each topology it starts `scripts/cluster.ts` (nginx in front of CLUSTER_PROCESSES processes)
 * on a fresh database, Redis key prefix and folder, makes buyers through the real sign-up API
 * (codes from the development mailbox), measures a raw node:http hello world with the same load
 * as the yardstick, warms up, then runs one measured phase of BENCH_SECONDS:
 *
 * - 400 browsing connections (keep-alive, one request after the other) over SSR pages and the
 *   catalogue API, with what browsers send: Accept-Encoding br, gzip; the shop's language cookie
 *   (and sometimes its currency cookie) beside analytics cookies; the Accept header of a page or
 *   of fetch; a Chrome user agent;
 * - 40 buyers, each looping checkout (POST /api/checkout, buy-now, Idempotency-Key) and sandbox
 *   card payment (POST /api/sandbox/payments/<session>/pay), as the payment page does.
 *
 * Every connection and every buyer has its own loopback source address (nginx forwards it, the
 * processes trust that one hop), so per-address attempt limits see a crowd, as they would. A buyer
 * account checks out at most 18 times (the limit is 20 per account in 10 minutes); a buyer then
 * goes on as the next customer. The processes run with the hourly velocity rule raised: these
 * buyers buy far more in an hour than a person does, and held orders would skip delivery, which
 * is part of the load.
 *
 * Reports, per topology: requests/s, error rate, p50/p99 of pages and of API calls, checkout p50/p95
 * alone and with its payment, the CPU each part used, and how nginx spread the requests; then the
 * 3-vs-1 throughput ratio, and PASS/FAIL for errors < 0.1 % and p99 ≤ 250 ms (pages and API) at
 * three processes (non-zero exit on FAIL). Bounded; cleans up (processes, databases, Redis keys,
 * temporary folder) on success, failure and Ctrl-C.
 *
 * Settings (environment): BENCH_SECONDS (15, each measured phase), BENCH_CONNECTIONS (400),
 * BENCH_BUYERS (40; 0 measures browsing alone), BENCH_DATABASE_URL (postgres://postgres@127.0.0.1:5432/postgres: the server
 * the databases are created on), BENCH_REDIS_URL (redis://127.0.0.1:6379). Needs nginx, PostgreSQL
 * and Redis; run through npm (it builds when needed).
 */
import { type ChildProcess, spawn } from "node:child_process";
import {
  closeSync,
  mkdtempSync,
  openSync,
  readFileSync,
  readSync,
  rmSync,
  statSync,
} from "node:fs";
import http, { type IncomingHttpHeaders } from "node:http";
import { cpus, tmpdir } from "node:os";
import path from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { Redis } from "ioredis";
import pg from "pg";
import { freePort } from "#tests/support/free-port.ts";
import { withDatabase } from "#tests/support/postgres-admin.ts";
import {
  type LoadResult,
  type LoadTarget,
  loopbackAddress,
  runLoadInWorkers,
  timelineStepMs,
} from "./keep-alive-load.ts";
import { clockTicksPerSecond, readProcessTicks } from "./process-cpu.ts";

const root = path.resolve(import.meta.dirname, "..");

function setting(name: string, fallback: number, min: number, max: number): number {
  const text = process.env[name];
  if (text === undefined || text === "") return fallback;
  const value = Number(text);
  if (!Number.isInteger(value) || value < min || value > max) {
    process.stderr.write(
      `${name}=${JSON.stringify(text)} must be a whole number from ${min} to ${max}\n`,
    );
    process.exit(2);
  }
  return value;
}

const seconds = setting("BENCH_SECONDS", 15, 1, 600);
const connections = setting("BENCH_CONNECTIONS", 400, 1, 20_000);
const buyers = setting("BENCH_BUYERS", 40, 0, 1_000);
const warmUpSeconds = Math.max(3, Math.round(seconds / 3));
const topologies = [1, 3];
const serverUrl = process.env.BENCH_DATABASE_URL || "postgres://postgres@127.0.0.1:5432/postgres";
const redisUrl = process.env.BENCH_REDIS_URL || "redis://127.0.0.1:6379";
const runId = `${process.pid}`;
const redisPrefixBase = `gamezone-bench-cluster-${runId}-`;
const clusterDir = mkdtempSync(path.join(tmpdir(), "gamezone-bench-cluster-"));
// Two load threads: on two cores one event loop reading 400 connections lags, and its lag would
// be counted as the shop's latency.
const loadThreads = 2;
// Second octets of the simulated clients' addresses.
const browsingBlock = 10;
const buyerBlock = 20;
// Under the checkout limit of 20 per account in 10 minutes (an attempt counts even if refused).
const checkoutsPerCustomer = 18;
const pagesP99TargetMs = 250;
const apiP99TargetMs = 250;
const errorRateTarget = 0.001;

// Chrome (November 2026, reduced User-Agent string), as in bench/run-bench.ts.
const chromeUserAgent =
  "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/154.0.0.0 Safari/537.36";
const browserHeaders = {
  "Accept-Encoding": "br, gzip",
  "Accept-Language": "en-US,en;q=0.9",
  "User-Agent": chromeUserAgent,
};
const headersByKind: Record<string, Record<string, string>> = {
  page: {
    ...browserHeaders,
    Accept:
      "text/html,application/xhtml+xml,application/xml;q=0.9,image/avif,image/webp,image/apng,*/*;q=0.8,application/signed-exchange;v=b3;q=0.7",
  },
  api: { ...browserHeaders, Accept: "application/json" },
};

/**
 * Visitor n's cookies: the language cookie the shop writes when a language is chosen (one visitor
 * in eight reads another language, so the page cache holds several variants), the currency cookie
 * for one in ten, and the analytics cookies nearly every shop carries, each visitor its own.
 */
function visitorCookie(n: number): string {
  const otherLanguages = ["es", "fr", "pt", "ja"];
  const lang = n % 8 === 7 ? otherLanguages[(n >> 3) % otherLanguages.length] : "en";
  const currency = n % 10 === 3 ? "; currency=EUR" : "";
  return `lang=${lang}${currency}; _ga=GA1.1.${100_000_000 + n}.1700000000; _gid=GA1.1.${900_000_000 - n}.1700000000`;
}
const cookies = Array.from({ length: connections }, (_, n) => visitorCookie(n));

// Pages and API calls alternate in the list, so every connection sends both kinds.
const pageTargets = ["/", "/games", "/games/genshin-impact", "/games/pubg-mobile", "/guides"];
const apiTargets = [
  "/api/games",
  "/api/games/search?query=mobile",
  "/api/games/pubg-mobile",
  "/api/featured/trending",
  "/api/featured/hero",
];
const targets: LoadTarget[] = pageTargets.flatMap((page, i) => [
  { path: page, kind: "page" },
  { path: apiTargets[i]!, kind: "api" },
]);

// ---------------------------------------------------------------------------------------------
// What has to be cleaned up, whatever happens.

let cluster: Cluster | undefined;
let hello: ChildProcess | undefined;
const databases = new Set<string>();
// One clean-up, however many paths ask for it (a failure seen while Ctrl-C is cleaning up).
let cleaning: Promise<void> | undefined;
let exitCode = 1;

type Cluster = {
  processes: number;
  child: ChildProcess;
  port: number;
  output: string;
  databaseName: string;
  redisKeyPrefix: string;
  /** Shop processes by upstream port, from the cluster's "started shop" lines. */
  shops: Map<number, { index: number; pid: number }>;
  nginxPid: number;
};

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

async function stopCluster(): Promise<void> {
  const running = cluster;
  if (!running) return;
  cluster = undefined;
  const { child } = running;
  if (child.exitCode === null && child.signalCode === null) {
    const exited = new Promise((resolve) => child.once("exit", resolve));
    // SIGINT: the script stops nginx and the shops at once (no drain needed after a bench).
    child.kill("SIGINT");
    await Promise.race([exited, sleep(45_000)]);
    if (child.exitCode === null && child.signalCode === null) child.kill("SIGKILL");
  }
  // Its children run in their own process groups: should the script have died without stopping
  // them, stop the ones it started (by their ids, from its own output).
  for (const pid of [running.nginxPid, ...[...running.shops.values()].map((shop) => shop.pid)]) {
    if (pid > 0 && isAlive(pid)) process.kill(pid, "SIGKILL");
  }
  await dropDatabase(running.databaseName);
  await deleteRedisKeys(running.redisKeyPrefix);
}

async function dropDatabase(name: string): Promise<void> {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query(`drop database if exists "${name}" with (force)`);
    databases.delete(name);
  } finally {
    await admin.end();
  }
}

async function deleteRedisKeys(prefix: string): Promise<void> {
  const redis = new Redis(redisUrl, { lazyConnect: true, maxRetriesPerRequest: 1 });
  await redis.connect();
  try {
    let cursor = "0";
    do {
      const [next, keys] = await redis.scan(cursor, "MATCH", `${prefix}*`, "COUNT", 1000);
      if (keys.length > 0) await redis.del(...keys);
      cursor = next;
    } while (cursor !== "0");
  } finally {
    await redis.quit();
  }
}

async function cleanUp(): Promise<void> {
  const steps: [string, () => Promise<void> | void][] = [
    ["stop the cluster", () => stopCluster()],
    ["stop the hello world", () => void hello?.kill("SIGKILL")],
    [
      "drop the databases",
      async () => {
        for (const name of [...databases]) await dropDatabase(name);
      },
    ],
    ["delete Redis keys", () => deleteRedisKeys(redisPrefixBase)],
    ["remove the temporary folder", () => rmSync(clusterDir, { recursive: true, force: true })],
  ];
  for (const [what, step] of steps) {
    try {
      await step();
    } catch (error) {
      process.stderr.write(`clean-up: could not ${what}: ${(error as Error).message}\n`);
    }
  }
}

/** Cleans up once, then exits with the first reason's code. */
async function finish(code: number): Promise<never> {
  if (!cleaning) {
    exitCode = code;
    cleaning = cleanUp();
  }
  await cleaning;
  process.exit(exitCode);
}

async function fail(message: string): Promise<never> {
  if (!cleaning) {
    if (cluster) process.stderr.write(`${cluster.output.split("\n").slice(-40).join("\n")}\n`);
    process.stderr.write(`FAIL  ${message}\n`);
  }
  return finish(1);
}

for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.once(signal, () => {
    if (!cleaning) process.stderr.write(`\n${signal}: stopping and cleaning up\n`);
    void finish(130);
  });
}

// Bounded: start-ups, sign-ups and every phase fit well within this.
const overallMs = (600 + 4 * (seconds + warmUpSeconds + seconds)) * 1000;
const overall = setTimeout(
  () => void fail(`timed out after ${Math.round(overallMs / 1000)} s`),
  overallMs,
);

// ---------------------------------------------------------------------------------------------
// The topology.

async function startCluster(processes: number): Promise<Cluster> {
  // Ctrl-C during the previous topology: start nothing more.
  if (cleaning) await finish(exitCode);
  const databaseName = `gamezone_bench_cluster_${runId}_${processes}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query(`drop database if exists "${databaseName}" with (force)`);
    await admin.query(`create database "${databaseName}"`);
    databases.add(databaseName);
  } finally {
    await admin.end();
  }
  const port = await freePort();
  const redisKeyPrefix = `${redisPrefixBase}${processes}:`;
  const child = spawn(process.execPath, ["scripts/cluster.ts"], {
    cwd: root,
    env: {
      ...process.env,
      CLUSTER_PORT: String(port),
      CLUSTER_DIR: clusterDir,
      CLUSTER_PROCESSES: String(processes),
      DATABASE_URL: withDatabase(serverUrl, databaseName),
      REDIS_URL: redisUrl,
      REDIS_KEY_PREFIX: redisKeyPrefix,
      APP_MODE: "demo",
      VELOCITY_MAX_ORDERS_PER_HOUR: "10000",
      VELOCITY_MAX_CENTS_PER_HOUR: "100000000",
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  const started: Cluster = {
    processes,
    child,
    port,
    output: "",
    databaseName,
    redisKeyPrefix,
    shops: new Map(),
    nginxPid: 0,
  };
  cluster = started;
  if (cleaning) {
    // Ctrl-C came while this one was being made: the clean-up may have passed it by.
    await stopCluster();
    await finish(exitCode);
  }
  const collect = (chunk: Buffer) => {
    started.output += chunk.toString();
    // Only the tail is ever shown; the start-up lines are parsed before it grows.
    if (started.output.length > 2_000_000) started.output = started.output.slice(-1_000_000);
  };
  child.stdout?.on("data", collect);
  child.stderr?.on("data", collect);
  const deadline = Date.now() + 300_000;
  while (!/kill -USR2 \d+/.test(started.output)) {
    if (child.exitCode !== null || child.signalCode !== null) {
      await fail(`the ${processes}-process cluster exited while starting`);
    }
    if (Date.now() > deadline)
      await fail(`the ${processes}-process cluster did not start in 5 min`);
    await sleep(200);
  }
  for (const match of started.output.matchAll(
    /started shop (\d+) on 127\.0\.0\.1:(\d+) \(pid (\d+)\)/g,
  )) {
    started.shops.set(Number(match[2]), { index: Number(match[1]), pid: Number(match[3]) });
  }
  started.nginxPid = Number(/started nginx on \S+ \(pid (\d+)/.exec(started.output)?.[1] ?? 0);
  if (started.shops.size !== processes || !started.nginxPid) {
    await fail(`could not read the process ids from the ${processes}-process cluster's output`);
  }
  return started;
}

/** Fails the run if a process of the cluster exited (and was started again) since `from`. */
function restartsSince(running: Cluster, from: number): string[] {
  return [
    ...running.output
      .slice(from)
      .matchAll(/cluster: (shop \d+ \(pid \d+\) exited[^\n]*|nginx exited[^\n]*)/g),
  ].map((match) => match[1]!);
}

// ---------------------------------------------------------------------------------------------
// Requests with a chosen source address.

type RawResponse = { status: number; headers: IncomingHttpHeaders; body: Buffer };

function request(
  agent: http.Agent,
  port: number,
  method: string,
  target: string,
  headers: Record<string, string>,
  body?: string,
): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    const sent = http.request(
      { agent, host: "127.0.0.1", port, method, path: target, headers },
      (response) => {
        const chunks: Buffer[] = [];
        response.on("data", (chunk: Buffer) => chunks.push(chunk));
        response.on("end", () =>
          resolve({
            status: response.statusCode ?? 0,
            headers: response.headers,
            body: Buffer.concat(chunks),
          }),
        );
        response.on("error", reject);
      },
    );
    // The reason alone (no URL): failures are counted by it.
    sent.setTimeout(10_000, () => sent.destroy(new Error("no answer in 10 s")));
    sent.on("error", reject);
    sent.end(body);
  });
}

function decodeBody(response: RawResponse): Buffer {
  const encoding = response.headers["content-encoding"];
  if (encoding === "br") return brotliDecompressSync(response.body);
  if (encoding === "gzip") return gunzipSync(response.body);
  return response.body;
}

// biome-ignore lint/suspicious/noExplicitAny: replies are checked by the API tests; the bench reads a few fields.
type Json = any;

type Customer = {
  index: number;
  email: string;
  token: string;
  agent: http.Agent;
  playerId: string;
  checkouts: number;
};

const password = "Bench-Cluster-Buyer-6";

/** An API call as the shop's pages make it, from the customer's own address. */
async function api(
  agent: http.Agent,
  port: number,
  method: string,
  target: string,
  options: { body?: unknown; token?: string; key?: string } = {},
): Promise<{ status: number; body: Json }> {
  const headers: Record<string, string> = { ...headersByKind.api!, Cookie: "lang=en" };
  if (options.body !== undefined) headers["Content-Type"] = "application/json";
  if (options.token) headers.Authorization = `Bearer ${options.token}`;
  if (options.key) headers["Idempotency-Key"] = options.key;
  const response = await request(
    agent,
    port,
    method,
    target,
    headers,
    options.body === undefined ? undefined : JSON.stringify(options.body),
  );
  let body: Json = null;
  try {
    body = JSON.parse(decodeBody(response).toString("utf8"));
  } catch {
    // Not JSON (nginx's own page, say): the status tells what happened.
  }
  return { status: response.status, body };
}

/** A new customer through the real sign-up: request, code from the mailbox, verify, log in. */
async function createCustomer(port: number, index: number): Promise<Customer> {
  const agent = new http.Agent({
    keepAlive: true,
    maxSockets: 1,
    localAddress: loopbackAddress(buyerBlock, index),
  });
  const email = `cluster.buyer.${runId}.${index}@example.com`;
  const signUp = await api(agent, port, "POST", "/api/users/signup/request", {
    body: { name: `Buyer ${index}`, email, dob: "1991-03-03", password, confirmPassword: password },
  });
  if (signUp.status !== 200)
    throw new Error(`sign-up: ${signUp.status} ${JSON.stringify(signUp.body)}`);
  const deadline = Date.now() + 60_000;
  let code: string | undefined;
  while (!code && Date.now() < deadline) {
    const box = await api(agent, port, "GET", `/api/dev/mailbox?to=${encodeURIComponent(email)}`);
    code = String(box.body?.data?.[0]?.subject ?? "").match(/\d{6}/)?.[0];
    if (!code) await sleep(200);
  }
  if (!code) throw new Error(`no sign-up code for ${email} within 60 s`);
  const verify = await api(agent, port, "POST", "/api/users/signup/verify", {
    body: { email, otp: code },
  });
  if (verify.status !== 200)
    throw new Error(`verify: ${verify.status} ${JSON.stringify(verify.body)}`);
  const login = await api(agent, port, "POST", "/api/users/login", { body: { email, password } });
  if (login.status !== 200 || !login.body?.token) {
    throw new Error(`login: ${login.status} ${JSON.stringify(login.body)}`);
  }
  return {
    index,
    email,
    token: String(login.body.token),
    agent,
    playerId: `81${String(index % 10_000).padStart(4, "0")}2468`,
    checkouts: 0,
  };
}

/** Customers waiting for a buyer, and how new ones are made. */
class CustomerPool {
  readonly #port: number;
  readonly #ready: Customer[] = [];
  #next = 0;
  /** Made while a phase ran because the pool was empty (their sign-ups added load). */
  madeDuringPhase = 0;

  constructor(port: number) {
    this.#port = port;
  }

  /** Checkouts the waiting customers still have. */
  get spareCheckouts(): number {
    return this.#ready.reduce(
      (sum, customer) => sum + checkoutsPerCustomer - customer.checkouts,
      0,
    );
  }

  async fill(count: number): Promise<void> {
    const indexes = Array.from({ length: count }, () => this.#next++);
    // 16 at a time: each sign-up and login is an argon2id hash on the shop's side.
    for (let start = 0; start < indexes.length; start += 16) {
      const made = await Promise.all(
        indexes.slice(start, start + 16).map((index) => createCustomer(this.#port, index)),
      );
      this.#ready.push(...made);
    }
  }

  async take(): Promise<Customer> {
    const waiting = this.#ready.shift();
    if (waiting) return waiting;
    this.madeDuringPhase += 1;
    return createCustomer(this.#port, this.#next++);
  }

  giveBack(customer: Customer): void {
    if (customer.checkouts < checkoutsPerCustomer) this.#ready.unshift(customer);
    else customer.agent.destroy();
  }

  close(): void {
    for (const customer of this.#ready.splice(0)) customer.agent.destroy();
  }
}

/** A request that got no answer at all, counted like an error status. */
const networkFailure = (error: NodeJS.ErrnoException): { status: number; body: Json } => ({
  status: 0,
  body: { message: error.code ?? error.message },
});

type BuyingResult = {
  checkoutMs: number[];
  roundTripMs: number[];
  purchases: number;
  requests: number;
  failures: Record<string, number>;
  elapsedMs: number;
};

/** `buyers` buyers, each looping checkout + payment until the deadline. */
async function runBuyers(
  port: number,
  pool: CustomerPool,
  packageId: string,
  phaseSeconds: number,
) {
  const result: BuyingResult = {
    checkoutMs: [],
    roundTripMs: [],
    purchases: 0,
    requests: 0,
    failures: {},
    elapsedMs: 0,
  };
  const failed = (what: string) => {
    result.failures[what] = (result.failures[what] ?? 0) + 1;
  };
  const started = performance.now();
  const deadline = started + phaseSeconds * 1000;
  const buyer = async () => {
    while (performance.now() < deadline) {
      const customer = await pool.take();
      try {
        while (performance.now() < deadline && customer.checkouts < checkoutsPerCustomer) {
          customer.checkouts += 1;
          const begin = performance.now();
          const checkout = await api(customer.agent, port, "POST", "/api/checkout", {
            token: customer.token,
            key: `cluster-${runId}-${customer.index}-${customer.checkouts}`,
            body: {
              buyNow: {
                packageId,
                quantity: 1,
                player: { fields: { playerId: customer.playerId } },
              },
              paymentMethod: "card",
              email: customer.email,
            },
          }).catch(networkFailure);
          const checkedOut = performance.now();
          result.requests += 1;
          if (checkout.status !== 200) {
            failed(`checkout ${checkout.status || checkout.body?.message}`);
            // A refusal (429 above all) would repeat: this customer is done, the next one goes on.
            customer.checkouts = checkoutsPerCustomer;
            break;
          }
          result.checkoutMs.push(checkedOut - begin);
          const sessionId = new URL(String(checkout.body.data.redirectUrl)).pathname
            .split("/")
            .pop();
          const paid = await api(
            customer.agent,
            port,
            "POST",
            `/api/sandbox/payments/${sessionId}/pay`,
            {
              body: {
                cardNumber: "4242424242424242",
                expiry: "12/30",
                cvc: "123",
                name: "Bench Buyer",
              },
            },
          ).catch(networkFailure);
          result.requests += 1;
          if (paid.status !== 200) {
            failed(`payment ${paid.status || paid.body?.message}`);
            continue;
          }
          result.roundTripMs.push(performance.now() - begin);
          result.purchases += 1;
        }
      } finally {
        pool.giveBack(customer);
      }
    }
  };
  await Promise.all(Array.from({ length: buyers }, () => buyer()));
  result.elapsedMs = performance.now() - started;
  return result;
}

// ---------------------------------------------------------------------------------------------
// Checking what is loaded, and measuring.

/** Fails loudly before loading: figures for a 404 or an uncompressed body would mean nothing. */
async function verifyTargets(port: number): Promise<string[]> {
  const problems: string[] = [];
  const agent = new http.Agent({
    keepAlive: false,
    localAddress: loopbackAddress(browsingBlock, 0),
  });
  for (const target of targets) {
    const headers = { ...headersByKind[target.kind]!, Cookie: cookies[0]! };
    try {
      const response = await request(agent, port, "GET", target.path, headers);
      const found: string[] = [];
      if (response.status !== 200) found.push(`status ${response.status}`);
      const encoding = response.headers["content-encoding"];
      if (encoding !== "br") found.push(`Content-Encoding ${encoding ?? "none"}, not br`);
      const type = response.headers["content-type"] ?? "none";
      const wanted = target.kind === "page" ? "text/html" : "application/json";
      if (!type.startsWith(wanted)) found.push(`Content-Type ${type}`);
      const text = decodeBody(response).toString("utf8");
      if (target.kind === "api") JSON.parse(text);
      else if (!/<html/i.test(text)) found.push("not an HTML page");
      if (found.length > 0) problems.push(`${target.path}: ${found.join(", ")}`);
    } catch (error) {
      problems.push(`${target.path}: ${(error as Error).message}`);
    }
  }
  agent.destroy();
  return problems;
}

/** CPU time so far: the whole machine, and the processes of each part of the topology. */
type CpuSample = { at: number; busy: number; total: number; byPart: Record<string, number> };

function sampleCpu(running: Cluster): CpuSample {
  const line = readFileSync("/proc/stat", "utf8")
    .split("\n")[0]!
    .trim()
    .split(/\s+/)
    .slice(1)
    .map(Number);
  const total = line.reduce((sum, value) => sum + value, 0);
  // idle and iowait are the 4th and 5th columns.
  const busy = total - (line[3] ?? 0) - (line[4] ?? 0);
  const shopPids = new Set([...running.shops.values()].map((shop) => shop.pid));
  const byPart: Record<string, number> = {
    "shop processes": 0,
    nginx: 0,
    PostgreSQL: 0,
    Redis: 0,
    "load generator (this bench)": 0,
    "cluster script": 0,
  };
  for (const proc of readProcessTicks()) {
    const part = shopPids.has(proc.pid)
      ? "shop processes"
      : proc.pid === running.nginxPid || proc.ppid === running.nginxPid
        ? "nginx"
        : proc.name === "postgres"
          ? "PostgreSQL"
          : proc.name === "redis-server"
            ? "Redis"
            : proc.pid === process.pid
              ? "load generator (this bench)"
              : proc.pid === running.child.pid
                ? "cluster script"
                : undefined;
    if (part) byPart[part] = (byPart[part] ?? 0) + proc.ticks;
  }
  return { at: performance.now(), busy, total, byPart };
}

/** Cores used by each part between two samples (the machine's "other" is everyone else). */
function coresBetween(before: CpuSample, after: CpuSample): Record<string, number> {
  const wallSeconds = (after.at - before.at) / 1000;
  const cores = (ticks: number) => ticks / clockTicksPerSecond / wallSeconds;
  const parts: Record<string, number> = {};
  let known = 0;
  for (const [part, ticks] of Object.entries(after.byPart)) {
    const used = ticks - (before.byPart[part] ?? 0);
    parts[part] = cores(used);
    known += used;
  }
  parts["everything else on the machine"] = Math.max(0, cores(after.busy - before.busy - known));
  parts.idle = cores(after.total - before.total - (after.busy - before.busy));
  return parts;
}

/** Requests each process answered, from nginx's access log lines written since `offset`. */
function requestsByProcess(running: Cluster, offset: number): Map<number, number> {
  const file = path.join(clusterDir, "nginx", "access.log");
  const counts = new Map<number, number>();
  let size = 0;
  try {
    size = statSync(file).size;
  } catch {
    return counts;
  }
  const descriptor = openSync(file, "r");
  try {
    const buffer = Buffer.alloc(size - offset);
    readSync(descriptor, buffer, 0, buffer.length, offset);
    for (const match of buffer.toString("utf8").matchAll(/upstream=127\.0\.0\.1:(\d+)\//g)) {
      const index = running.shops.get(Number(match[1]))?.index ?? 0;
      counts.set(index, (counts.get(index) ?? 0) + 1);
    }
  } finally {
    closeSync(descriptor);
  }
  return counts;
}

function accessLogSize(): number {
  try {
    return statSync(path.join(clusterDir, "nginx", "access.log")).size;
  } catch {
    return 0;
  }
}

function percentile(values: ArrayLike<number>, p: number): number {
  if (values.length === 0) return Number.NaN;
  const sorted = Float64Array.from(values).sort();
  return (
    sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN
  );
}

const round1 = (value: number) => Math.round(value * 10) / 10;

type Figures = {
  processes: number;
  helloRps: number;
  helloP99: number;
  requests: number;
  requestsPerSecond: number;
  errors: number;
  errorRate: number;
  errorKinds: Record<string, number>;
  pagesRps: number;
  pagesP50: number;
  pagesP99: number;
  apiRps: number;
  apiP50: number;
  apiP99: number;
  purchases: number;
  purchasesPerSecond: number;
  checkoutP50: number;
  checkoutP95: number;
  roundTripP50: number;
  roundTripP95: number;
  customersMadeDuringPhase: number;
  cores: Record<string, number>;
  byProcess: Map<number, number>;
  restarts: string[];
  targetProblems: string[];
  steadiness: Steadiness;
};

/**
 * How even the browsing throughput was, half second by half second. The shop's read caches
 * expire together at the end of each CACHE_TTL_MS window of the clock (5 s by default), and every
 * process then renders and compresses its pages again: a dip there is that refresh.
 */
type Steadiness = {
  steps: number;
  medianRps: number;
  slowestRps: number;
  /** Half seconds under half the median, and how many began in a window's first second. */
  slowSteps: number;
  slowStepsAtWindowStart: number;
};

const cacheWindowMs = Number(process.env.CACHE_TTL_MS || 5_000);

function steadinessOf(result: LoadResult): Steadiness {
  // The first and last steps are partial.
  const steps = result.timeline.slice(1, -1);
  const rates = steps.map(([, count]) => (count * 1000) / timelineStepMs);
  const medianRps = percentile(rates, 50);
  const slow = steps.filter(([, count]) => (count * 1000) / timelineStepMs < medianRps / 2);
  return {
    steps: steps.length,
    medianRps: Math.round(medianRps),
    slowestRps: Math.round(Math.min(...rates)),
    slowSteps: slow.length,
    slowStepsAtWindowStart:
      cacheWindowMs > 0 ? slow.filter(([start]) => start % cacheWindowMs < 1_000).length : 0,
  };
}

function browsingFigures(result: LoadResult, kind: string) {
  const outcomes = result.outcomes[kind] ?? {};
  const answered = Object.values(outcomes).reduce((sum, count) => sum + count, 0);
  const failed = Object.entries(outcomes)
    .filter(([outcome]) => !/^2\d\d$/.test(outcome))
    .reduce((sum, [, count]) => sum + count, 0);
  const latencies = result.latencies[kind] ?? new Float64Array(0);
  return {
    answered,
    failed,
    rps: answered / (result.elapsedMs / 1000),
    p50: round1(percentile(latencies, 50)),
    p99: round1(percentile(latencies, 99)),
  };
}

async function measureTopology(processes: number): Promise<Figures> {
  process.stdout.write(`\n== ${processes} process(es) behind nginx ==\n`);
  const running = await startCluster(processes);
  const port = running.port;
  process.stdout.write(`cluster ready on 127.0.0.1:${port}\n`);
  const setup = new http.Agent({ keepAlive: true, maxSockets: 4 });
  const game = await api(setup, port, "GET", "/api/games/pubg-mobile");
  setup.destroy();
  const packageId = game.body?.data?.packages?.[0]?._id;
  if (game.status !== 200 || !packageId) {
    await fail(`GET /api/games/pubg-mobile: ${game.status}, no package to buy`);
  }
  const targetProblems = await verifyTargets(port);
  for (const problem of targetProblems)
    process.stderr.write(`not as a browser gets it: ${problem}\n`);

  const pool = new CustomerPool(port);
  let began = performance.now();
  await pool.fill(buyers * 2);
  process.stdout.write(
    `${buyers * 2} buyers signed up in ${round1((performance.now() - began) / 1000)} s\n`,
  );

  // The yardstick, with the same connections, addresses and headers, on the same machine now.
  const helloPort = await freePort();
  hello = spawn(process.execPath, ["bench/hello-world.ts"], {
    cwd: root,
    env: { ...process.env, PORT: String(helloPort) },
    stdio: ["ignore", "ignore", "inherit"],
  });
  const helloDeadline = Date.now() + 10_000;
  while (
    !(await fetch(`http://127.0.0.1:${helloPort}/`).then(
      (r) => r.ok,
      () => false,
    ))
  ) {
    if (Date.now() > helloDeadline) await fail("the hello world did not start");
    await sleep(100);
  }
  const helloResult = await runLoadInWorkers(
    {
      host: "127.0.0.1",
      port: helloPort,
      connections,
      firstConnection: 0,
      addressBlock: browsingBlock,
      seconds,
      targets: [
        { path: "/", kind: "page" },
        { path: "/", kind: "api" },
      ],
      headersByKind,
      cookies,
    },
    loadThreads,
  );
  hello.kill("SIGTERM");
  hello = undefined;
  const helloAll = Float64Array.from([
    ...(helloResult.latencies.page ?? []),
    ...(helloResult.latencies.api ?? []),
  ]);
  const helloRps = helloAll.length / (helloResult.elapsedMs / 1000);
  process.stdout.write(
    `hello world: ${Math.round(helloRps)} req/s, p99 ${round1(percentile(helloAll, 99))} ms\n`,
  );

  const load = {
    host: "127.0.0.1",
    port,
    connections,
    firstConnection: 0,
    addressBlock: browsingBlock,
    targets,
    headersByKind,
    cookies,
  };
  // Warm-up: page cache variants, connection pools, the JIT; its figures are not kept, but its
  // checkout rate sizes the customers the measured phase needs.
  began = performance.now();
  const [, warmBuying] = await Promise.all([
    runLoadInWorkers({ ...load, seconds: warmUpSeconds }, loadThreads),
    runBuyers(port, pool, packageId, warmUpSeconds),
  ]);
  const checkoutsPerSecond = warmBuying.checkoutMs.length / (warmBuying.elapsedMs / 1000);
  const wanted = Math.ceil(checkoutsPerSecond * seconds * 1.5) + buyers * 2;
  const more = Math.max(0, Math.ceil((wanted - pool.spareCheckouts) / checkoutsPerCustomer));
  process.stdout.write(
    `warm-up ${warmUpSeconds} s: ${round1(checkoutsPerSecond)} checkouts/s; ${more} more buyers\n`,
  );
  began = performance.now();
  await pool.fill(more);
  process.stdout.write(`  signed up in ${round1((performance.now() - began) / 1000)} s\n`);
  pool.madeDuringPhase = 0;

  const logOffset = accessLogSize();
  const outputOffset = running.output.length;
  const cpuBefore = sampleCpu(running);
  const [browsing, buying] = await Promise.all([
    runLoadInWorkers({ ...load, seconds }, loadThreads),
    runBuyers(port, pool, packageId, seconds),
  ]);
  const cpuAfter = sampleCpu(running);
  const restarts = restartsSince(running, outputOffset);
  // nginx writes each line as the request ends; give the last ones a moment.
  await sleep(200);
  const byProcess = requestsByProcess(running, logOffset);
  pool.close();
  await stopCluster();

  const pages = browsingFigures(browsing, "page");
  const apiCalls = browsingFigures(browsing, "api");
  const elapsedSeconds = Math.max(browsing.elapsedMs, buying.elapsedMs) / 1000;
  const requests = pages.answered + apiCalls.answered + buying.requests;
  const buyingFailures = Object.values(buying.failures).reduce((sum, count) => sum + count, 0);
  const errors = pages.failed + apiCalls.failed + buyingFailures;
  const errorKinds: Record<string, number> = { ...buying.failures };
  for (const kind of ["page", "api"]) {
    for (const [outcome, count] of Object.entries(browsing.outcomes[kind] ?? {})) {
      if (!/^2\d\d$/.test(outcome)) errorKinds[`${kind} ${outcome}`] = count;
    }
  }
  return {
    processes,
    helloRps: Math.round(helloRps),
    helloP99: round1(percentile(helloAll, 99)),
    requests,
    requestsPerSecond: Math.round(requests / elapsedSeconds),
    errors,
    errorRate: requests > 0 ? errors / requests : 1,
    errorKinds,
    pagesRps: Math.round(pages.rps),
    pagesP50: pages.p50,
    pagesP99: pages.p99,
    apiRps: Math.round(apiCalls.rps),
    apiP50: apiCalls.p50,
    apiP99: apiCalls.p99,
    purchases: buying.purchases,
    purchasesPerSecond: round1(buying.purchases / (buying.elapsedMs / 1000)),
    checkoutP50: round1(percentile(buying.checkoutMs, 50)),
    checkoutP95: round1(percentile(buying.checkoutMs, 95)),
    roundTripP50: round1(percentile(buying.roundTripMs, 50)),
    roundTripP95: round1(percentile(buying.roundTripMs, 95)),
    customersMadeDuringPhase: pool.madeDuringPhase,
    cores: coresBetween(cpuBefore, cpuAfter),
    byProcess,
    restarts,
    targetProblems,
    steadiness: steadinessOf(browsing),
  };
}

// ---------------------------------------------------------------------------------------------

try {
  const startedAt = new Date();
  const results: Figures[] = [];
  for (const processes of topologies) results.push(await measureTopology(processes));
  clearTimeout(overall);

  const percent = (value: number) => `${(value * 100).toFixed(3)}%`;
  // No buyers (BENCH_BUYERS=0): no checkout figures.
  const shown = (value: number) => (Number.isFinite(value) ? String(value) : "–");
  console.log(
    `\n${startedAt.toISOString()}, ${cpus().length} cores (${cpus()[0]?.model ?? "unknown CPU"}), Node ${process.version}; ` +
      `${seconds} s measured per topology after a ${warmUpSeconds} s warm-up; ${connections} browsing connections ` +
      `(pages and catalogue API alternating, browser headers and cookies) and ${buyers} buyers (checkout + sandbox card payment), ` +
      `each from its own loopback address; the hello world is loaded the same way, directly, just before.\n`,
  );
  console.log(
    "| processes | hello world req/s (p99 ms) | requests/s | errors | error rate | pages req/s | pages p50 / p99 ms | API req/s | API p50 / p99 ms |",
  );
  console.log("|---:|---:|---:|---:|---:|---:|---:|---:|---:|");
  for (const r of results) {
    console.log(
      `| ${r.processes} | ${r.helloRps} (${r.helloP99}) | ${r.requestsPerSecond} | ${r.errors} | ${percent(r.errorRate)} | ${r.pagesRps} | ${r.pagesP50} / ${r.pagesP99} | ${r.apiRps} | ${r.apiP50} / ${r.apiP99} |`,
    );
  }
  console.log(
    "\n| processes | purchases | purchases/s | checkout p50 / p95 ms | checkout + payment p50 / p95 ms | buyers signed up during the phase |",
  );
  console.log("|---:|---:|---:|---:|---:|---:|");
  for (const r of results) {
    console.log(
      `| ${r.processes} | ${r.purchases} | ${shown(r.purchasesPerSecond)} | ${shown(r.checkoutP50)} / ${shown(r.checkoutP95)} | ${shown(r.roundTripP50)} / ${shown(r.roundTripP95)} | ${r.customersMadeDuringPhase} |`,
    );
  }
  console.log(
    `\nBrowsing throughput by half second of the measured phase (read caches expire together every ${cacheWindowMs / 1000} s):\n`,
  );
  console.log(
    "| processes | half seconds | median req/s | slowest req/s | under half the median | of which in a cache window's first second |",
  );
  console.log("|---:|---:|---:|---:|---:|---:|");
  for (const r of results) {
    const s = r.steadiness;
    console.log(
      `| ${r.processes} | ${s.steps} | ${s.medianRps} | ${s.slowestRps} | ${s.slowSteps} | ${s.slowStepsAtWindowStart} |`,
    );
  }
  const parts = Object.keys(results[0]?.cores ?? {});
  console.log(
    `\nCPU during the measured phase, in cores (of ${cpus().length}); PostgreSQL and Redis are the machine's, shared with anything else using them:\n`,
  );
  console.log(`| processes | ${parts.join(" | ")} |`);
  console.log(`|---:|${parts.map(() => "---:").join("|")}|`);
  for (const r of results) {
    console.log(
      `| ${r.processes} | ${parts.map((part) => (r.cores[part] ?? 0).toFixed(2)).join(" | ")} |`,
    );
  }
  console.log("\nRequests each process answered (nginx's access log, measured phase):\n");
  for (const r of results) {
    const total = [...r.byProcess.values()].reduce((sum, count) => sum + count, 0);
    const shares = [...r.byProcess]
      .sort(([a], [b]) => a - b)
      .map(
        ([index, count]) =>
          `shop ${index}: ${count} (${((count / Math.max(1, total)) * 100).toFixed(1)}%)`,
      );
    console.log(`- ${r.processes} process(es): ${shares.join(", ") || "none logged"}`);
  }
  for (const r of results) {
    if (r.errors > 0)
      console.log(`\nErrors at ${r.processes} process(es): ${JSON.stringify(r.errorKinds)}`);
  }

  const one = results.find((r) => r.processes === 1)!;
  const three = results.find((r) => r.processes === 3)!;
  const ratio = (a: number, b: number) => (b > 0 ? (a / b).toFixed(2) : "–");
  console.log(
    `\n3 vs 1 process: requests/s ×${ratio(three.requestsPerSecond, one.requestsPerSecond)}, pages ×${ratio(three.pagesRps, one.pagesRps)}, API ×${ratio(three.apiRps, one.apiRps)}, purchases ×${ratio(three.purchasesPerSecond, one.purchasesPerSecond)} (hello world in the same runs ×${ratio(three.helloRps, one.helloRps)})`,
  );

  const threeShares = [...three.byProcess.values()];
  const threeTotal = threeShares.reduce((sum, count) => sum + count, 0);
  const checks: [label: string, ok: boolean][] = [
    ...results.map((r): [string, boolean] => [
      `${r.processes} process(es): every target answers 200, br, as browsers get it${r.targetProblems.length ? `: ${r.targetProblems.join("; ")}` : ""}`,
      r.targetProblems.length === 0,
    ]),
    ...results.map((r): [string, boolean] => [
      `${r.processes} process(es): no process exited during the measured phase${r.restarts.length ? `: ${r.restarts.join("; ")}` : ""}`,
      r.restarts.length === 0,
    ]),
    [
      `3 processes: nginx spread the requests over all three: ${threeShares.join(", ")}`,
      threeShares.length === 3 && threeShares.every((count) => count >= threeTotal / 6),
    ],
    [
      `3 processes: errors < ${percent(errorRateTarget)}: ${percent(three.errorRate)} (${three.errors} of ${three.requests})`,
      three.errorRate < errorRateTarget,
    ],
    [
      `3 processes: pages p99 ≤ ${pagesP99TargetMs} ms: ${three.pagesP99} ms`,
      three.pagesP99 <= pagesP99TargetMs,
    ],
    [
      `3 processes: API p99 ≤ ${apiP99TargetMs} ms: ${three.apiP99} ms`,
      three.apiP99 <= apiP99TargetMs,
    ],
  ];
  console.log("");
  for (const [label, ok] of checks) console.log(`${ok ? "PASS" : "FAIL"}  ${label}`);
  await finish(checks.every(([, ok]) => ok) ? 0 : 1);
} catch (error) {
  await fail(error instanceof Error ? (error.stack ?? error.message) : String(error));
}

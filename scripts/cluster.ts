/**
 * `npm run cluster`: the production topology on this machine, to try it (docs/deployment.md).
 * nginx (the system's, with deploy/nginx.conf) in front of CLUSTER_PROCESSES (3) shop processes
 * on one PostgreSQL database and one Redis, each process with its own DATA_DIR and all of them
 * sharing one uploads folder. Stays in the foreground; Ctrl-C or SIGTERM stops everything it
 * started. A process that exits is started again (as systemd's Restart=always would).
 * `kill -USR2 <pid of this script>` runs the rolling restart of docs/deployment.md: one process at
 * a time, marked down in nginx, stopped with SIGTERM, started, ready, put back.
 *
 * Settings (environment): CLUSTER_PORT (8080, nginx on 127.0.0.1), CLUSTER_PROCESSES (3),
 * DATABASE_URL (postgres://postgres@127.0.0.1:5432/gamezone_cluster, created when missing),
 * REDIS_URL (redis://127.0.0.1:6379), REDIS_KEY_PREFIX (gamezone-cluster:), NGINX
 * (/usr/sbin/nginx, else nginx on PATH), CLUSTER_DIR (.data/cluster). Every other variable is
 * handed to the processes (APP_MODE=demo and LOG_LEVEL=warn unless set otherwise).
 */
import { type ChildProcess, spawn, spawnSync } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { createServer } from "node:net";
import { userInfo } from "node:os";
import path from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import pg from "pg";
import { renderNginxConfig, renderUpstreamServers } from "./cluster-config.ts";

const root = path.resolve(import.meta.dirname, "..");

type Settings = {
  port: number;
  processes: number;
  databaseUrl: string;
  redisUrl: string;
  redisKeyPrefix: string;
  nginx: string;
  dir: string;
};

function fail(message: string): never {
  process.stderr.write(`cluster: ${message}\n`);
  process.exit(1);
}

function wholeNumber(name: string, fallback: number, min: number, max: number): number {
  const text = process.env[name];
  if (text === undefined || text === "") return fallback;
  const value = Number(text);
  if (!/^[0-9]+$/.test(text) || value < min || value > max) {
    fail(`${name}=${JSON.stringify(text)} must be a whole number from ${min} to ${max}`);
  }
  return value;
}

function findNginx(): string {
  const named = process.env.NGINX;
  if (named) return named;
  if (existsSync("/usr/sbin/nginx")) return "/usr/sbin/nginx";
  const found = spawnSync("sh", ["-c", "command -v nginx"], { encoding: "utf8" });
  if (found.status === 0 && found.stdout.trim()) return found.stdout.trim();
  fail("nginx is not installed (Debian/Ubuntu: sudo apt-get install nginx), or set NGINX=/path");
}

function readSettings(): Settings {
  return {
    port: wholeNumber("CLUSTER_PORT", 8080, 1, 65_535),
    processes: wholeNumber("CLUSTER_PROCESSES", 3, 1, 16),
    databaseUrl: process.env.DATABASE_URL || "postgres://postgres@127.0.0.1:5432/gamezone_cluster",
    redisUrl: process.env.REDIS_URL || "redis://127.0.0.1:6379",
    redisKeyPrefix: process.env.REDIS_KEY_PREFIX || "gamezone-cluster:",
    nginx: findNginx(),
    dir: path.resolve(root, process.env.CLUSTER_DIR || ".data/cluster"),
  };
}

/** Creates the database of `url` when the server does not have it yet. */
async function ensureDatabase(url: string): Promise<void> {
  const target = new URL(url);
  const name = decodeURIComponent(target.pathname.slice(1));
  if (!/^[A-Za-z0-9_-]{1,63}$/.test(name)) {
    fail(`DATABASE_URL must name its database (letters, digits, _ or -), got "${name}"`);
  }
  const maintenance = new URL(url);
  maintenance.pathname = "/postgres";
  const client = new pg.Client({ connectionString: maintenance.toString() });
  try {
    await client.connect();
  } catch (error) {
    fail(`PostgreSQL at ${target.host} does not answer: ${(error as Error).message}`);
  }
  try {
    const found = await client.query("select 1 from pg_database where datname = $1", [name]);
    if (found.rowCount === 0) {
      // The name was checked above; identifiers cannot be query parameters.
      await client.query(`create database "${name}"`);
      say(`created database ${name}`);
    }
  } finally {
    await client.end();
  }
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === "object" && address ? address.port : 0));
    });
  });
}

function portIsFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const probe = createServer();
    probe.once("error", () => resolve(false));
    probe.listen(port, "127.0.0.1", () => probe.close(() => resolve(true)));
  });
}

function say(line: string): void {
  process.stdout.write(`cluster: ${line}\n`);
}

/** Copies a child's output line by line with a label, so interleaved lines stay readable. */
function pipeLabelled(
  stream: NodeJS.ReadableStream | null,
  label: string,
  out: NodeJS.WriteStream,
) {
  let pending = "";
  stream?.setEncoding?.("utf8");
  stream?.on("data", (chunk: string) => {
    pending += chunk;
    const lines = pending.split("\n");
    pending = lines.pop() ?? "";
    for (const line of lines) out.write(`[${label}] ${line}\n`);
  });
  stream?.on("end", () => {
    if (pending) out.write(`[${label}] ${pending}\n`);
  });
}

async function isReady(url: string): Promise<boolean> {
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(2_000) });
    await response.arrayBuffer();
    return response.status === 200;
  } catch {
    return false;
  }
}

type ShopProcess = {
  index: number;
  port: number;
  dataDir: string;
  child?: ChildProcess;
  /** Taken out of nginx's upstream (a rolling restart is stopping it). */
  down: boolean;
};

const settings = readSettings();
const publicUrl = `http://localhost:${settings.port}`;
const nginxDir = path.join(settings.dir, "nginx");
const sharedUploads = path.join(settings.dir, "uploads");
const shops: ShopProcess[] = [];
let nginx: ChildProcess | undefined;
let stopping = false;

function startShop(shop: ShopProcess): void {
  const child = spawn(process.execPath, ["server/main.ts"], {
    cwd: root,
    env: {
      APP_MODE: "demo",
      LOG_LEVEL: "warn",
      ...process.env,
      NODE_ENV: "production",
      PORT: String(shop.port),
      HOST: "127.0.0.1",
      DATA_DIR: shop.dataDir,
      DATABASE_URL: settings.databaseUrl,
      REDIS_URL: settings.redisUrl,
      REDIS_KEY_PREFIX: settings.redisKeyPrefix,
      PUBLIC_URL: publicUrl,
      TRUST_PROXY: "1",
    },
    // Its own process group: Ctrl-C reaches this script only, which then stops each child once.
    detached: true,
    stdio: ["ignore", "pipe", "pipe"],
  });
  shop.child = child;
  const label = `shop ${shop.index}:${shop.port}`;
  pipeLabelled(child.stdout, label, process.stdout);
  pipeLabelled(child.stderr, label, process.stderr);
  say(`started shop ${shop.index} on 127.0.0.1:${shop.port} (pid ${child.pid})`);
  child.once("exit", (code, signal) => {
    shop.child = undefined;
    if (stopping) return;
    say(
      `shop ${shop.index} (pid ${child.pid}) exited (${signal ?? `code ${code}`}); starting it again`,
    );
    // A planned restart starts it again at once; a crash waits a second, as RestartSec would.
    setTimeout(
      () => {
        if (!stopping) startShop(shop);
      },
      shop.down ? 0 : 1_000,
    );
  });
}

async function waitUntilReady(url: string, what: string, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (stopping) return;
    if (await isReady(url)) return;
    await sleep(250);
  }
  say(`${what} was not ready after ${Math.round(timeoutMs / 1000)} s`);
  await stopAll(1);
}

/** The server lines both upstreams include; a process being restarted is marked down. */
function writeUpstreamFile(): void {
  writeFileSync(path.join(nginxDir, "gamezone-upstream.conf"), renderUpstreamServers(shops));
}

function writeNginxConfig(): string {
  writeUpstreamFile();
  const file = path.join(nginxDir, "nginx.conf");
  const template = readFileSync(path.join(root, "deploy/nginx.conf"), "utf8");
  writeFileSync(
    file,
    renderNginxConfig(template, { runtimeDir: nginxDir, listen: `127.0.0.1:${settings.port}` }),
  );
  return file;
}

function startNginx(configFile: string): void {
  // nginx's workers drop to `user` only when started by root; run them as whoever started this.
  const user = process.getuid?.() === 0 ? ` user ${userInfo().username};` : "";
  // -e: the error log from the first line on, not the system's /var/log/nginx (not writable by
  // everyone) until the configuration is read.
  const base = ["-p", nginxDir, "-e", path.join(nginxDir, "error.log"), "-c", configFile];
  const test = spawnSync(settings.nginx, [...base, "-t"], {
    encoding: "utf8",
  });
  if (test.status !== 0) fail(`nginx refuses the configuration:\n${test.stderr}`);
  nginx = spawn(settings.nginx, [...base, "-g", `daemon off;${user}`], {
    detached: true,
    stdio: ["ignore", "inherit", "pipe"],
  });
  pipeLabelled(nginx.stderr, "nginx", process.stderr);
  nginx.once("exit", (code, signal) => {
    nginx = undefined;
    if (stopping) return;
    say(`nginx exited (${signal ?? `code ${code}`}); stopping`);
    void stopAll(1);
  });
  say(`started nginx on 127.0.0.1:${settings.port} (pid ${nginx.pid}, ${configFile})`);
}

/**
 * The rolling restart of docs/deployment.md, one process at a time: mark it down and reload
 * nginx (new requests go to the others), SIGTERM (it drains and exits), start it, wait until
 * /api/ready answers 200, put it back and reload. Nothing a client sent is refused meanwhile.
 */
let rolling = false;
async function rollingRestart(): Promise<void> {
  if (rolling || stopping || !nginx) return;
  rolling = true;
  say("rolling restart: one process at a time");
  try {
    for (const shop of shops) {
      const child = shop.child;
      if (stopping || !nginx) return;
      shop.down = true;
      writeUpstreamFile();
      nginx.kill("SIGHUP");
      // nginx starts new workers with the new list and lets the old ones finish what they hold.
      await sleep(1_000);
      say(`rolling restart: stopping shop ${shop.index} (pid ${child?.pid})`);
      child?.kill("SIGTERM");
      await exited(child);
      await sleep(50);
      await waitUntilReady(
        `http://127.0.0.1:${shop.port}/api/ready`,
        `shop ${shop.index}`,
        120_000,
      );
      shop.down = false;
      writeUpstreamFile();
      nginx?.kill("SIGHUP");
      say(`rolling restart: shop ${shop.index} is back (pid ${shop.child?.pid})`);
    }
    say("rolling restart: done");
  } finally {
    rolling = false;
  }
}

function exited(child: ChildProcess | undefined): Promise<void> {
  if (!child || child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => child.once("exit", () => resolve()));
}

/**
 * SIGINT (a person at the terminal) stops the shops at once; SIGTERM lets each drain as it
 * would under a process manager. Anything still running after 40 s is killed.
 */
async function stopAll(code: number, signal: "SIGINT" | "SIGTERM" = "SIGINT"): Promise<never> {
  if (!stopping) {
    stopping = true;
    say("stopping nginx and the shop processes");
    const children = [nginx, ...shops.map((shop) => shop.child)].filter(
      (child): child is ChildProcess => child !== undefined,
    );
    nginx?.kill("SIGTERM");
    for (const shop of shops) shop.child?.kill(signal);
    const killer = setTimeout(() => {
      for (const child of children) child.kill("SIGKILL");
    }, 40_000);
    await Promise.all(children.map(exited));
    clearTimeout(killer);
    say("stopped");
  }
  process.exit(code);
}

async function main(): Promise<void> {
  process.on("SIGINT", () => void stopAll(0, "SIGINT"));
  process.on("SIGTERM", () => void stopAll(0, "SIGTERM"));
  process.on("SIGUSR2", () => void rollingRestart());
  // The terminal closed: stop, as for Ctrl-C.
  process.on("SIGHUP", () => void stopAll(0, "SIGINT"));
  // Should this script die some other way, its children (own process groups) go with it.
  process.on("exit", () => {
    for (const child of [nginx, ...shops.map((shop) => shop.child)]) child?.kill("SIGKILL");
  });

  if (!(await portIsFree(settings.port))) {
    fail(`port ${settings.port} is in use: choose another with CLUSTER_PORT=…`);
  }
  await ensureDatabase(settings.databaseUrl);
  mkdirSync(sharedUploads, { recursive: true });
  rmSync(nginxDir, { recursive: true, force: true });
  mkdirSync(nginxDir, { recursive: true });

  for (let index = 1; index <= settings.processes; index++) {
    const dataDir = path.join(settings.dir, `shop-${index}`);
    mkdirSync(dataDir, { recursive: true });
    // Without a bucket (S3_BUCKET), one shared folder is what lets every process serve a file
    // any of them stored: each DATA_DIR/uploads points at it. (No local bucket is started: run
    // s3rver or MinIO and pass the S3 variables to try the bucket, as npm run test:cluster does.)
    const uploads = path.join(dataDir, "uploads");
    rmSync(uploads, { recursive: true, force: true });
    if (!process.env.S3_BUCKET) symlinkSync(sharedUploads, uploads, "dir");
    shops.push({ index, port: await freePort(), dataDir, down: false });
  }

  // The first process migrates, seeds and renders the demo artwork alone; the others then find
  // all of it done (running them together is safe too, only slower on a small machine).
  const [first, ...others] = shops;
  if (!first) return;
  startShop(first);
  await waitUntilReady(`http://127.0.0.1:${first.port}/api/ready`, "shop 1", 180_000);
  for (const shop of others) startShop(shop);
  for (const shop of others) {
    await waitUntilReady(`http://127.0.0.1:${shop.port}/api/ready`, `shop ${shop.index}`, 120_000);
  }
  startNginx(writeNginxConfig());
  await waitUntilReady(`http://127.0.0.1:${settings.port}/api/ready`, "nginx", 20_000);
  if (stopping) return;

  const lines = [
    `GameZone cluster is running at ${publicUrl}`,
    `nginx → ${shops.map((shop) => `127.0.0.1:${shop.port}`).join(", ")}`,
    `PostgreSQL ${new URL(settings.databaseUrl).host}${new URL(settings.databaseUrl).pathname}, Redis ${new URL(settings.redisUrl).host} (prefix ${settings.redisKeyPrefix}), ${process.env.S3_BUCKET ? `bucket ${process.env.S3_BUCKET}` : `uploads in ${sharedUploads}`}`,
    `Ctrl-C stops everything; kill -USR2 ${process.pid} restarts the shops one by one (a rolling deploy).`,
  ];
  process.stdout.write(`\n${lines.map((line) => `  ${line}`).join("\n")}\n\n`);
}

main().catch((error: unknown) => {
  process.stderr.write(`cluster: ${error instanceof Error ? error.stack : String(error)}\n`);
  void stopAll(1);
});

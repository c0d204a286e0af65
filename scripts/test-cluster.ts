/**
 * `npm run test:cluster`: several processes are one shop, and restarting them loses nothing.
 *
 * Starts a real S3 API (s3rver), a fresh PostgreSQL database, a Redis key prefix of its own and
 * `scripts/cluster.ts`: nginx, configured from deploy/nginx.conf, in front of three shop
 * processes. Then, through nginx:
 * 1. Shared storage: a chat file uploaded through nginx, and the seed's artwork, are served by
 *    every process.
 * 2. For at least 60 s, mixed traffic as browsers send it (pages and catalogue API with
 *    compression and a cookie; sign-ups through the development mailbox and logins; 50
 *    purchases paid on the sandbox; 20 signed-in chat members talking on sockets) while the
 *    three processes are restarted one at a time (SIGTERM, exit, start, ready). Required: no
 *    request failed at the client (no 5xx, reset or refused connection).
 * 3. Attempt limits hold across processes: ten wrong passwords for one account, spread by nginx
 *    over the processes, lock that address out; another address still signs in.
 * 4. kill -9 of one process under load: only requests in flight at the kill (or sent in the
 *    half second nginx needs to see the process gone) may fail; buyers who saw
 *    a failure press again (same Idempotency-Key) and every order still settles.
 * Then every purchase must be delivered exactly once (the sandbox supplier's deliveries
 * counted), every chat message a member sent must have reached every member (live, or in the
 * history they got on rejoining after a reconnect), and the figures are printed. Cleans up
 * everything it made, also on failure; bounded: fails after 10 minutes.
 *
 * Needs nginx, PostgreSQL (TEST_DATABASE_URL's server, default postgres://postgres@127.0.0.1:5432)
 * and Redis (TEST_REDIS_URL, default redis://127.0.0.1:6379); run after `npm run build`.
 */
import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import { Redis } from "ioredis";
import pg from "pg";
import sharp from "sharp";
import { demoHeldOrderEmail } from "#db/seed/seed-demo-risk.ts";
import { freePort } from "#tests/support/free-port.ts";
import { withDatabase } from "#tests/support/postgres-admin.ts";
import { startTestS3, type TestS3 } from "#tests/support/test-s3.ts";
import {
  type Account,
  ChatMember,
  Client,
  failed,
  logIn,
  purchase,
  quantile,
  type Sample,
  samples,
  signUp,
} from "./cluster-load.ts";

const root = path.resolve(import.meta.dirname, "..");
const serverUrl = process.env.TEST_DATABASE_URL || "postgres://postgres@127.0.0.1:5432/postgres";
const redisUrl = process.env.TEST_REDIS_URL || "redis://127.0.0.1:6379";
const databaseName = `gamezone_test_cluster_${process.pid}`;
const databaseUrl = withDatabase(serverUrl, databaseName);
const redisKeyPrefix = `gamezone-test-cluster-${process.pid}:`;
const workDir = mkdtempSync(path.join(tmpdir(), "gamezone-cluster-"));
const clusterDir = path.join(workDir, "cluster");
const bucket = "gamezone-cluster";

/** The load: how many of each kind of client. */
const browsers = 6;
const signUpWorkers = 2;
const buyers = 10;
const purchasesPerBuyer = 5;
const killPhasePurchasesPerBuyer = 4;
const chatMembers = 20;
const loadSeconds = 60;
/** How long after a kill -9 nginx may still send a request to the dead process (see below). */
const killNoticeMs = 500;

let cluster: ChildProcess | undefined;
let s3: TestS3 | undefined;
let output = "";
const overall = setTimeout(() => void finish("timed out after 10 minutes"), 600_000);

function say(line: string): void {
  process.stdout.write(`${line}\n`);
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

async function stopChild(child: ChildProcess | undefined, signal: NodeJS.Signals) {
  if (!child || child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once("exit", resolve));
  child.kill(signal);
  await Promise.race([exited, sleep(45_000)]);
  if (child.exitCode === null && child.signalCode === null) child.kill("SIGKILL");
}

async function cleanUp(): Promise<void> {
  await stopChild(cluster, "SIGINT");
  await s3?.close();
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
  rmSync(workDir, { recursive: true, force: true });
}

let finishing = false;
async function finish(failure?: string): Promise<never> {
  if (!finishing) {
    finishing = true;
    clearTimeout(overall);
    if (failure) process.stderr.write(`${output.split("\n").slice(-40).join("\n")}\n`);
    await cleanUp().catch((error: unknown) => {
      process.stderr.write(`clean-up failed: ${String(error)}\n`);
    });
    say(failure ? `FAIL  ${failure}` : "PASS  several processes are one shop");
    process.exit(failure ? 1 : 0);
  }
  return new Promise<never>(() => {});
}

const checks: [string, boolean][] = [];
function check(label: string, ok: boolean): void {
  checks.push([label, ok]);
  say(`${ok ? "PASS" : "FAIL"}  ${label}`);
}

/** Each shop process's own port and current pid, read from the cluster's log. */
function shopProcesses(): Map<number, { port: number; pid: number }> {
  const shops = new Map<number, { port: number; pid: number }>();
  for (const match of output.matchAll(/started shop (\d+) on 127\.0\.0\.1:(\d+) \(pid (\d+)\)/g)) {
    shops.set(Number(match[1]), { port: Number(match[2]), pid: Number(match[3]) });
  }
  return shops;
}

type Loose = {
  data?: { packages?: { _id: string }[]; image?: string; file?: { url: string } };
  file?: { url: string };
};

async function checkSharedStorage(port: number): Promise<void> {
  const client = new Client(port);
  const account = await signUp(client, "uploader");
  if (!account) return finish("the uploader could not sign up");
  const png = await sharp({
    create: { width: 16, height: 16, channels: 3, background: { r: 200, g: 30, b: 60 } },
  })
    .png()
    .toBuffer();
  const form = new FormData();
  form.append("file", new Blob([png], { type: "image/png" }), "cluster.png");
  const uploaded = await fetch(`http://127.0.0.1:${port}/api/upload`, {
    method: "POST",
    headers: { authorization: `Bearer ${account.token}` },
    body: form,
  });
  const uploadReply = (await uploaded.json()) as Loose;
  const url = uploadReply.file?.url;
  const game = (await client.api("GET", "/api/games/genshin-impact")).body as Loose;
  const cover = game.data?.image;
  client.close();
  if (uploaded.status !== 200 || !url) {
    return finish(`chat upload answered ${uploaded.status} ${JSON.stringify(uploadReply)}`);
  }
  if (!cover) return finish("the seeded game has no image");
  for (const [index, shop] of shopProcesses()) {
    for (const file of [url, cover]) {
      const reply = await fetch(
        `http://127.0.0.1:${shop.port}${new URL(file, "http://x").pathname}`,
      );
      const bytes = Buffer.from(await reply.arrayBuffer());
      if (reply.status !== 200 || bytes.length === 0) {
        return finish(`shop ${index} answered ${reply.status} for ${file}`);
      }
    }
  }
  check(
    `the bucket serves one shop: a chat upload and the seed's artwork read from all ${shopProcesses().size} processes`,
    true,
  );
}

async function main(): Promise<void> {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database "${databaseName}"`);
  await admin.end();
  // A real S3 API on a free port (s3rver in a process of its own), the tests' own.
  s3 = await startTestS3(bucket);
  const s3Endpoint = s3.endpoint;

  const port = await freePort();
  cluster = spawn(process.execPath, ["scripts/cluster.ts"], {
    cwd: root,
    env: {
      ...process.env,
      CLUSTER_PORT: String(port),
      CLUSTER_DIR: clusterDir,
      CLUSTER_PROCESSES: "3",
      DATABASE_URL: databaseUrl,
      REDIS_URL: redisUrl,
      REDIS_KEY_PREFIX: redisKeyPrefix,
      APP_MODE: "demo",
      S3_BUCKET: bucket,
      S3_ENDPOINT: s3Endpoint,
      S3_FORCE_PATH_STYLE: "true",
      AWS_ACCESS_KEY_ID: "S3RVER",
      AWS_SECRET_ACCESS_KEY: "S3RVER",
      AWS_REGION: "us-east-1",
      // The shop's fraud brake would hold a buyer's fifth order in an hour for review.
      VELOCITY_MAX_ORDERS_PER_HOUR: "1000",
      VELOCITY_MAX_CENTS_PER_HOUR: "100000000",
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  cluster.stdout?.on("data", (chunk: Buffer) => {
    output += chunk.toString();
  });
  cluster.stderr?.on("data", (chunk: Buffer) => {
    output += chunk.toString();
  });
  const started = await waitForOutput(/kill -USR2 (\d+)/, 240_000, "running cluster");
  const clusterPid = Number(started[1]);
  const pidsBefore = [...shopProcesses().values()].map((shop) => shop.pid);
  say(`cluster ready on port ${port} (processes ${pidsBefore.join(", ")})`);

  await checkSharedStorage(port);

  // The people: buyers and chat members sign up through nginx before the load starts.
  const game = (await new Client(port).api("GET", "/api/games/pubg-mobile")).body as Loose;
  const packageIds = (game.data?.packages ?? []).map((pack) => pack._id);
  if (packageIds.length === 0) return finish("pubg-mobile has no packages");
  const buyerClients = Array.from({ length: buyers }, () => new Client(port));
  const memberClients = Array.from({ length: chatMembers }, () => new Client(port));
  const buyerAccounts = await Promise.all(buyerClients.map((c, i) => signUp(c, `buyer${i}`)));
  const memberAccounts = await Promise.all(memberClients.map((c, i) => signUp(c, `member${i}`)));
  if ([...buyerAccounts, ...memberAccounts].some((account) => !account)) {
    return finish("a buyer or chat member could not sign up");
  }
  const members = memberAccounts.map(
    (account, i) => new ChatMember(port, account as Account, (memberClients[i] as Client).address),
  );
  const joinDeadline = Date.now() + 20_000;
  while (members.some((member) => member.joins === 0) && Date.now() < joinDeadline) {
    await sleep(100);
  }
  if (members.some((member) => member.joins === 0)) return finish("a chat member did not join");
  samples.length = 0;

  // Phase 1: the load, with a rolling restart of every process in it.
  say(`load for at least ${loadSeconds} s; rolling restart of all three processes meanwhile`);
  const loadStartedAt = Date.now();
  let browsing = true;
  const browseTargets: [kind: "page" | "api", target: string][] = [
    ["page", "/"],
    ["api", "/api/games"],
    ["page", "/games/genshin-impact"],
    ["api", "/api/games/pubg-mobile"],
    ["page", "/games"],
    ["api", "/api/featured/trending"],
    ["page", "/guides"],
    ["api", "/api/currencies"],
  ];
  const browser = async () => {
    const client = new Client(port);
    let n = 0;
    while (browsing) {
      const [kind, target] = browseTargets[n++ % browseTargets.length] as [string, string];
      await (kind === "page" ? client.page(target) : client.api("GET", target));
      // A person reads between clicks; without a pause six loops would be a flood.
      await sleep(10);
    }
    client.close();
  };
  let signUps = 0;
  let logins = 0;
  const signUpWorker = async (worker: number) => {
    let n = 0;
    while (browsing) {
      const client = new Client(port);
      const account = await signUp(client, `visitor${worker}-${n++}`);
      if (account) {
        signUps++;
        if (await logIn(client, account.email, account.password)) logins++;
        await client.api("GET", "/api/users/profile");
      }
      client.close();
    }
  };
  const orders: string[] = [];
  const refusedPurchases: string[] = [];
  let purchaseAttempts = 0;
  const buy = async (buyer: number, count: number, spreadMs: number) => {
    const client = buyerClients[buyer] as Client;
    const account = buyerAccounts[buyer] as Account;
    // Buyers take turns within each interval, so purchases are under way all the time.
    await sleep((buyer * spreadMs) / count / buyers);
    for (let n = 0; n < count; n++) {
      const result = await purchase(
        client,
        account,
        packageIds[(buyer + n) % packageIds.length] as string,
        `6${String(buyer).padStart(3, "0")}${String(orders.length).padStart(3, "0")}4321`,
      );
      if ("refused" in result) refusedPurchases.push(result.refused);
      else {
        orders.push(result.orderId);
        purchaseAttempts += result.attempts;
      }
      await sleep(spreadMs / count);
    }
  };
  let chatting = true;
  const chat = async (index: number) => {
    const member = members[index] as ChatMember;
    let n = 0;
    await sleep(index * 150);
    while (chatting) {
      member.say(`Member ${index} says hello, round ${n++}`);
      await sleep(3_000);
    }
  };

  const load = [
    ...Array.from({ length: browsers }, () => browser()),
    ...Array.from({ length: signUpWorkers }, (_, i) => signUpWorker(i)),
    ...members.map((_, i) => chat(i)),
  ];
  const purchases = Promise.all(
    Array.from({ length: buyers }, (_, i) => buy(i, purchasesPerBuyer, 45_000)),
  );

  await sleep(5_000);
  const restartStartedAt = Date.now();
  process.kill(clusterPid, "SIGUSR2");
  await waitForOutput(/rolling restart: done/, 300_000, "finished rolling restart");
  const restartEndedAt = Date.now();
  const pidsAfter = [...shopProcesses().values()].map((shop) => shop.pid);
  say(`rolling restart took ${Math.round((restartEndedAt - restartStartedAt) / 1000)} s`);
  await purchases;
  const sinceStart = Date.now() - loadStartedAt;
  await sleep(Math.max(3_000, loadSeconds * 1_000 - sinceStart));
  // A timer may fire a millisecond before the wall clock says it is due: wait that out, so the
  // phase lasts the full time it is checked for (it once measured 59,999 ms).
  while (Date.now() - loadStartedAt < loadSeconds * 1_000) await sleep(5);
  const phaseOneEndedAt = Date.now();
  const phaseOne = samples.filter((sample) => sample.startedAt < phaseOneEndedAt);
  const restartSamples = phaseOne.filter(
    (sample) => sample.startedAt >= restartStartedAt && sample.startedAt <= restartEndedAt,
  );
  const phaseOneFailures = phaseOne.filter(failed);

  // Attempt limits across processes: ten failures for one account lock this address out.
  const guesser = new Client(port);
  const victim = memberAccounts[0] as Account;
  const guesses: number[] = [];
  for (let i = 0; i < 10; i++) {
    guesses.push(
      (await guesser.api("POST", "/api/users/login", { email: victim.email, password: "wrong" }))
        .status,
    );
  }
  const lockedOut = (
    await guesser.api("POST", "/api/users/login", {
      email: victim.email,
      password: victim.password,
    })
  ).status;
  const owner = new Client(port);
  const ownerIn = await logIn(owner, victim.email, victim.password);
  guesser.close();
  owner.close();
  const guessedOn = guessUpstreams(guesser.address);

  // Phase 2: kill -9 one process under load; buyers keep buying.
  const shops = shopProcesses();
  const victimShop = shops.get(2);
  if (!victimShop) return finish("shop 2 is not running");
  say(`kill -9 shop 2 (pid ${victimShop.pid}) under load`);
  // Each buyer's purchases are spread over 4 s, so some are in flight when the process dies.
  const killPurchases = Promise.all(
    Array.from({ length: buyers }, (_, i) => buy(i, killPhasePurchasesPerBuyer, 4_000)),
  );
  await sleep(2_000);
  const killedAt = Date.now();
  process.kill(victimShop.pid, "SIGKILL");
  await killPurchases;
  await waitForOutput(
    new RegExp(
      `started shop 2 on 127\\.0\\.0\\.1:${victimShop.port} \\(pid (?!${victimShop.pid}\\))`,
    ),
    60_000,
    "shop 2 started again",
  );
  await sleep(3_000);
  browsing = false;
  chatting = false;
  await Promise.all(load);
  const killSamples = samples.filter((sample) => sample.startedAt >= phaseOneEndedAt);
  const killFailures = killSamples.filter(failed);
  // In flight at the kill: sent before it and not yet answered, or sent in the first moments
  // after it, when nginx may still pick a kept-alive connection to the dead process before the
  // kernel's reset of it has reached nginx (a POST sent on one is answered 503, never retried
  // elsewhere: it might have been applied).
  const inFlightAtKill = killFailures.filter(
    (sample) => sample.startedAt <= killedAt + killNoticeMs && sample.endedAt >= killedAt,
  );

  // Every order settles, and every purchase was delivered exactly once.
  const database = new pg.Client({ connectionString: databaseUrl });
  await database.connect();
  const count = async (query: string, values: unknown[] = []) =>
    Number((await database.query(query, values)).rows[0]?.n ?? 0);
  const settleDeadline = Date.now() + 90_000;
  let unsettled = orders.length;
  while (Date.now() < settleDeadline) {
    unsettled = await count(
      "select count(*)::int as n from orders where id = any($1::uuid[]) and status <> 'completed'",
      [orders],
    );
    if (unsettled === 0) break;
    await sleep(1_000);
  }
  const paidEvents = await count(
    "select count(*)::int as n from order_events where status = 'paid' and order_id = any($1::uuid[])",
    [orders],
  );
  const deliveries = await count("select count(*)::int as n from sandbox_supplier_deliveries");
  const completedItems = await count(
    "select count(*)::int as n from order_items where status = 'completed'",
  );
  const deliveredButNotRecorded = await count(
    "select count(*)::int as n from sandbox_supplier_deliveries d left join order_items i on i.id::text = d.reference where i.status is distinct from 'completed'",
  );
  // Every order but the demo's seeded held one (demo mode seeds it at the first start).
  const ordersInDatabase = await count("select count(*)::int as n from orders where email <> $1", [
    demoHeldOrderEmail,
  ]);
  await database.end();

  // Every message a member sent reached every member.
  const ackDeadline = Date.now() + 30_000;
  const totalSent = () => members.reduce((sum, member) => sum + member.sent, 0);
  while (members.some((member) => member.pending > 0) && Date.now() < ackDeadline) {
    await sleep(200);
  }
  await sleep(1_500);
  const stored = members.flatMap((member) => [...member.acknowledged.values()]);
  const missing = members.map((member) => stored.filter((id) => !member.seen.has(id)).length);
  const refusedMessages = members.flatMap((member) => member.refused);
  const reconnects = members.reduce((sum, member) => sum + member.disconnects, 0);
  for (const member of members) member.close();
  for (const client of [...buyerClients, ...memberClients]) client.close();

  // The figures.
  const ms = (list: Sample[]) => list.map((sample) => sample.endedAt - sample.startedAt);
  const byKind = new Map<string, number>();
  for (const sample of samples) {
    const key = `${sample.method} ${sample.status || sample.error}`;
    byKind.set(key, (byKind.get(key) ?? 0) + 1);
  }
  say(
    [
      "",
      `requests: ${samples.length} in ${Math.round((Date.now() - loadStartedAt) / 1000)} s (${JSON.stringify(Object.fromEntries(byKind))})`,
      `phase 1 (${Math.round((phaseOneEndedAt - loadStartedAt) / 1000)} s, rolling restart of 3 processes): ${phaseOne.length} requests, ${phaseOneFailures.length} failed, p50 ${quantile(ms(phaseOne), 0.5)} ms, p99 ${quantile(ms(phaseOne), 0.99)} ms`,
      `during the restart (${Math.round((restartEndedAt - restartStartedAt) / 1000)} s): ${restartSamples.length} requests, p99 ${quantile(ms(restartSamples), 0.99)} ms, max ${ms(restartSamples).reduce((a, b) => Math.max(a, b), 0)} ms`,
      `phase 2 (kill -9): ${killSamples.length} requests, ${killFailures.length} failed (${inFlightAtKill.length} of them in flight at the kill)`,
      ...killFailures.map(
        (sample) =>
          `  failed: ${sample.method} ${sample.target} → ${sample.status || sample.error}, sent ${sample.startedAt - killedAt} ms after the kill, ended ${sample.endedAt - killedAt} ms after it`,
      ),
      `sign-ups ${signUps}, logins ${logins}; purchases ${orders.length} (${purchaseAttempts} requests for them), orders in the database ${ordersInDatabase}`,
      `supplier deliveries ${deliveries} for ${completedItems} completed lines; paid events ${paidEvents}`,
      `chat: ${members.length} members, ${totalSent()} messages sent, ${stored.length} stored, ${reconnects} disconnects`,
      `login guesses ${guesses.join(",")} then the right password from that address ${lockedOut}; answered by ${guessedOn.size} process(es)`,
      "",
    ].join("\n"),
  );

  check(
    `every process was replaced by the rolling restart (${pidsBefore.join(",")} → ${pidsAfter.join(",")})`,
    pidsAfter.length === 3 && pidsAfter.every((pid) => !pidsBefore.includes(pid)),
  );
  check(
    `the load lasted at least ${loadSeconds} s with the restart inside it`,
    phaseOneEndedAt - loadStartedAt >= loadSeconds * 1_000 && restartEndedAt < phaseOneEndedAt,
  );
  check(
    `no request failed during the rolling restart: ${phaseOneFailures.length} of ${phaseOne.length}${
      phaseOneFailures.length
        ? ` (${phaseOneFailures
            .slice(0, 5)
            .map((s) => `${s.method} ${s.target} ${s.status || s.error}`)
            .join("; ")})`
        : ""
    }`,
    phaseOneFailures.length === 0 && phaseOne.length > 1_000,
  );
  // A login in flight on the killed process may fail like any request in flight (above). The
  // sign-up flow logs in too, so a login lost there loses the sign-up instead: at most the logins
  // in flight at the kill may be missing, never more.
  const loginsLostAtKill = inFlightAtKill.filter(
    (sample) => sample.method === "POST" && sample.target === "/api/users/login",
  ).length;
  check(
    `sign-ups and logins went on: ${signUps} sign-ups, ${logins} logins${loginsLostAtKill ? ` (${loginsLostAtKill} in flight at the kill)` : ""}`,
    signUps >= 5 && logins <= signUps && signUps - logins <= loginsLostAtKill,
  );
  check(
    `${buyers * (purchasesPerBuyer + killPhasePurchasesPerBuyer)} purchases made, none refused${refusedPurchases.length ? `: ${refusedPurchases.slice(0, 3).join("; ")}` : ""}`,
    refusedPurchases.length === 0 &&
      orders.length === buyers * (purchasesPerBuyer + killPhasePurchasesPerBuyer),
  );
  check(
    `every order settled and completed: ${unsettled} not completed; one order per purchase (${ordersInDatabase} in the database)`,
    unsettled === 0 && ordersInDatabase === orders.length,
  );
  check(
    `each payment applied once and each purchase delivered once: ${paidEvents} paid events, ${deliveries} deliveries, ${completedItems} completed lines, ${deliveredButNotRecorded} deliveries not recorded`,
    paidEvents === orders.length &&
      deliveries === orders.length &&
      completedItems === orders.length &&
      deliveredButNotRecorded === 0,
  );
  check(
    `attempt limits across processes: 10 wrong passwords (${new Set(guesses).size === 1 ? guesses[0] : guesses.join(",")}) on ${guessedOn.size} processes lock that address out (${lockedOut}); another address signs in`,
    guesses.every((status) => status === 401) &&
      lockedOut === 429 &&
      ownerIn !== undefined &&
      guessedOn.size >= 2,
  );
  check(
    `kill -9: the only failures were requests in flight on the killed process (${killFailures.length} failed, ${inFlightAtKill.length} in flight)`,
    killFailures.length === inFlightAtKill.length && killFailures.length <= 20,
  );
  check(
    `chat: every message acknowledged (${stored.length} of ${totalSent()}, refused ${refusedMessages.length}${refusedMessages.length ? `: ${refusedMessages[0]}` : ""}) and seen by every member (missing ${missing.reduce((a, b) => a + b, 0)})`,
    stored.length === totalSent() && missing.every((n) => n === 0) && reconnects > 0,
  );
  await finish(
    checks.every(([, ok]) => ok)
      ? undefined
      : `${checks.filter(([, ok]) => !ok).length} check(s) failed`,
  );
}

/** The processes (upstream addresses in nginx's access log) that answered `address`'s logins. */
function guessUpstreams(address: string): Set<string> {
  let log = "";
  try {
    log = readFileSync(path.join(clusterDir, "nginx", "access.log"), "utf8");
  } catch {
    return new Set();
  }
  const upstreams = new Set<string>();
  for (const line of log.split("\n")) {
    if (!line.startsWith(`${address} `) || !line.includes("/api/users/login")) continue;
    const upstream = /upstream=([^/\s]+)/.exec(line)?.[1];
    if (upstream) upstreams.add(upstream);
  }
  return upstreams;
}

main().catch((error: unknown) => {
  void finish(error instanceof Error ? (error.stack ?? error.message) : String(error));
});

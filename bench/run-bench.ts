import { type ChildProcess, spawn, spawnSync } from "node:child_process";
import { rmSync } from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";
import autocannon from "autocannon";

/**
 * `npm run bench`: loopback-only load test, bounded in time, that stops by itself.
 * Measures req/s and p99 of catalogue endpoints and SSR pages next to a raw node:http
 * hello-world measured in the same run, and the gzipped JavaScript a first visit downloads.
 */
const durationSeconds = Number(process.env.BENCH_SECONDS ?? 4);
// Each target is measured this many times, each run right after a hello-world run; the median
// ratio is reported, because a shared 2-core machine drifts by ±15% from one run to the next.
const rounds = Number(process.env.BENCH_ROUNDS ?? 5);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 32);
const helloPort = 3301;
const appPort = 3302;
const root = path.resolve(import.meta.dirname, "..");

type Result = {
  name: string;
  path: string;
  rps: number;
  p99: number;
  errors: number;
  helloRps: number;
  ratioRange: [number, number];
};

function start(script: string, env: Record<string, string>): ChildProcess {
  return spawn(process.execPath, [script], {
    cwd: root,
    env: { ...process.env, ...env },
    stdio: ["ignore", "ignore", "inherit"],
  });
}

async function waitFor(url: string, timeoutMs = 180_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      const response = await fetch(url);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms`);
}

type LoadResult = { rps: number; p99: number; errors: number };

// wrk (C) when installed: autocannon runs in Node and, on 2 cores, spends enough CPU per
// received byte to become the bottleneck for larger replies. `apt-get install wrk`.
const useWrk = spawnSync("wrk", ["--version"]).error === undefined;

function parseDuration(text: string): number {
  const match = /([\d.]+)(us|ms|s)/.exec(text);
  if (!match) return Number.NaN;
  const value = Number(match[1]);
  return match[2] === "us" ? value / 1000 : match[2] === "s" ? value * 1000 : value;
}

function runWrk(url: string, seconds: number, headers: Record<string, string>): LoadResult {
  // A generous timeout: a slow reply is measured, not dropped as a socket error.
  const args = ["-t1", `-c${connections}`, `-d${seconds}s`, "--timeout", "10s", "--latency", url];
  for (const [name, value] of Object.entries(headers)) args.push("-H", `${name}: ${value}`);
  const output = spawnSync("wrk", args, { encoding: "utf8" }).stdout;
  const rps = Number(/Requests\/sec:\s+([\d.]+)/.exec(output)?.[1] ?? 0);
  const p99 = parseDuration(/99%\s+(\S+)/.exec(output)?.[1] ?? "");
  const non2xx = Number(/Non-2xx or 3xx responses:\s+(\d+)/.exec(output)?.[1] ?? 0);
  const socket = /Socket errors: connect (\d+), read (\d+), write (\d+), timeout (\d+)/.exec(
    output,
  );
  const socketErrors = socket ? socket.slice(1).reduce((sum, n) => sum + Number(n), 0) : 0;
  return { rps, p99: Math.round(p99 * 10) / 10, errors: non2xx + socketErrors };
}

async function runAutocannon(url: string, seconds: number, headers: Record<string, string>) {
  const result = await autocannon({ url, connections, duration: seconds, headers });
  return {
    rps: result.requests.average,
    p99: result.latency.p99,
    errors: result.errors + result.non2xx,
  };
}

async function load(url: string, headers: Record<string, string> = {}): Promise<LoadResult> {
  const run = useWrk
    ? async (seconds: number) => runWrk(url, seconds, headers)
    : (seconds: number) => runAutocannon(url, seconds, headers);
  // A short warm-up fills caches and lets the JIT settle before the measured run.
  await run(1);
  return run(durationSeconds);
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
}

/** The target, each run right after a hello-world run, so the ratio compares like with like. */
async function measure(
  name: string,
  url: string,
  headers: Record<string, string> = {},
): Promise<Result> {
  const runs: { rps: number; helloRps: number; p99: number; errors: number }[] = [];
  for (let round = 0; round < rounds; round += 1) {
    const hello = await load(`http://127.0.0.1:${helloPort}/`);
    const result = await load(url, headers);
    runs.push({ rps: result.rps, helloRps: hello.rps, p99: result.p99, errors: result.errors });
  }
  // The run with the median ratio stands for the target.
  const ratios = runs.map((run) => run.rps / run.helloRps);
  const chosen = runs[ratios.indexOf(median(ratios))]!;
  return {
    name,
    path: new URL(url).pathname + new URL(url).search,
    rps: Math.round(chosen.rps),
    p99: chosen.p99,
    errors: runs.reduce((sum, run) => sum + run.errors, 0),
    helloRps: Math.round(chosen.helloRps),
    ratioRange: [Math.min(...ratios), Math.max(...ratios)],
  };
}

async function firstVisitJavaScript(
  pagePath: string,
): Promise<{ files: number; gzipBytes: number }> {
  const base = `http://127.0.0.1:${appPort}`;
  const html = await (await fetch(base + pagePath)).text();
  const urls = new Set<string>();
  for (const match of html.matchAll(/(?:href|src)="(\/assets\/[^"]+\.js)"/g)) urls.add(match[1]!);
  for (const match of html.matchAll(/import\(?\s*"(\/assets\/[^"]+\.js)"/g)) urls.add(match[1]!);
  // Modules the entry imports statically are fetched too: follow them.
  const queue = [...urls];
  let gzipBytes = 0;
  while (queue.length > 0) {
    const url = queue.pop()!;
    const source = await (await fetch(base + url)).text();
    gzipBytes += gzipSync(source, { level: 9 }).length;
    for (const match of source.matchAll(/from\s*"\.\/([^"]+\.js)"|import\s*"\.\/([^"]+\.js)"/g)) {
      const next = `/assets/${match[1] ?? match[2]}`;
      if (!urls.has(next)) {
        urls.add(next);
        queue.push(next);
      }
    }
  }
  return { files: urls.size, gzipBytes };
}

const dataDir = path.join(root, ".data/bench");
rmSync(path.join(dataDir, "pglite"), { recursive: true, force: true });
const hello = start("bench/hello-world.ts", { PORT: String(helloPort) });
const app = start("server/main.ts", {
  PORT: String(appPort),
  HOST: "127.0.0.1",
  NODE_ENV: "production",
  DATA_DIR: dataDir,
});
const stop = () => {
  hello.kill("SIGTERM");
  app.kill("SIGTERM");
};
process.once("SIGINT", () => {
  stop();
  process.exit(130);
});

try {
  await Promise.all([
    waitFor(`http://127.0.0.1:${helloPort}/`),
    waitFor(`http://127.0.0.1:${appPort}/api/ready`),
  ]);
  const base = `http://127.0.0.1:${appPort}`;
  // Any cookie besides lang/currency marks a request as personal: the page cache is bypassed
  // and every request is a full React render.
  const bypass = { cookie: "bench=render" };
  const results: Result[] = [
    await measure("GET /api/games", `${base}/api/games`),
    await measure("GET /api/games/search", `${base}/api/games/search?query=pubg`),
    await measure("SSR home page", `${base}/`),
    await measure("SSR game page", `${base}/games/genshin-impact`),
    await measure("SSR home page, fresh render", `${base}/`, bypass),
    await measure("SSR game page, fresh render", `${base}/games/genshin-impact`, bypass),
  ];

  console.log(
    `\n${durationSeconds} s per run, ${connections} connections, ${useWrk ? "wrk" : "autocannon"}, loopback, Node ${process.version}`,
  );
  console.log(
    `Each target: ${rounds} runs, each right after a node:http hello world run; shown is the run with the median ratio (target / hello).\n`,
  );
  console.log(
    "| target | path | req/s | p99 ms | hello world req/s | ratio | ratio range | errors |",
  );
  console.log("|---|---|---:|---:|---:|---:|---:|---:|");
  const percent = (value: number) => `${(value * 100).toFixed(1)}%`;
  for (const r of results) {
    const range = `${percent(r.ratioRange[0])}–${percent(r.ratioRange[1])}`;
    console.log(
      `| ${r.name} | ${r.path} | ${r.rps} | ${r.p99} | ${r.helloRps} | ${percent(r.rps / r.helloRps)} | ${range} | ${r.errors} |`,
    );
  }
  const home = await firstVisitJavaScript("/");
  const game = await firstVisitJavaScript("/games/genshin-impact");
  console.log("\n| first visit | JS files | JS gzipped |");
  console.log("|---|---:|---:|");
  console.log(`| home | ${home.files} | ${(home.gzipBytes / 1024).toFixed(1)} KB |`);
  console.log(`| game page | ${game.files} | ${(game.gzipBytes / 1024).toFixed(1)} KB |`);

  const checks = [
    [
      "catalogue JSON ≥ 40% of hello world",
      results.slice(0, 2).every((r) => r.rps >= r.helloRps * 0.4),
    ],
    ["game page ≥ 500 req/s (page cache on, as served)", (results[3]?.rps ?? 0) >= 500],
    ["first-visit JS < 150 KB gzipped", Math.max(home.gzipBytes, game.gzipBytes) < 150 * 1024],
    ["no errors under load", results.every((r) => r.errors === 0)],
  ] as const;
  console.log("");
  for (const [label, ok] of checks) console.log(`${ok ? "PASS" : "FAIL"}  ${label}`);
  process.exitCode = checks.every(([, ok]) => ok) ? 0 : 1;
} finally {
  stop();
}

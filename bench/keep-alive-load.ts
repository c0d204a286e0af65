/**
 * A closed-loop HTTP load over node:http keep-alive connections, each bound to its own loopback
 * source address (used by bench/cluster-bench.ts). autocannon and wrk cannot choose the address
 * a connection comes from; behind nginx the shop sees each connection's address as the client's
 * (one trusted hop), so a crowd from one address would be one client to every per-address rule.
 * Linux routes all of 127.0.0.0/8 to the loopback interface, so any 127.x.y.z can be bound.
 *
 * Each connection sends one request after the other (no pipelining, as a browser tab does) over
 * the list of targets, starting at its own offset, until the deadline. Latencies are kept per
 * target kind. The load is split over worker threads so that the generator is not one event
 * loop that delays every response it reads (its lag would count as the server's latency).
 */
import http from "node:http";
import { isMainThread, parentPort, Worker, workerData } from "node:worker_threads";

export type LoadTarget = { path: string; kind: string };

export type LoadOptions = {
  host: string;
  port: number;
  connections: number;
  /** Index of the first connection: its source address and its first target. */
  firstConnection: number;
  /** The second octet of the source addresses (127.<block>.x.y). */
  addressBlock: number;
  seconds: number;
  targets: LoadTarget[];
  /** The headers of each kind; a connection's own cookie (below) is added to them. */
  headersByKind: Record<string, Record<string, string>>;
  /** The Cookie header of connection n (a visitor keeps one cookie jar). */
  cookies: string[];
};

export type LoadResult = {
  /** Milliseconds from sending to the end of the body, per kind. */
  latencies: Record<string, Float64Array>;
  /** "200", "503", "ECONNRESET", "timeout"... with their counts, per kind. */
  outcomes: Record<string, Record<string, number>>;
  /** Answers per half second of wall-clock time: [start of the half second (ms), count]. */
  timeline: [number, number][];
  elapsedMs: number;
};

export const timelineStepMs = 500;
const requestTimeoutMs = 10_000;

/** 127.<block>.x.y for connection n, never .0 or .255 in the last place. */
export function loopbackAddress(block: number, n: number): string {
  return `127.${block}.${Math.floor(n / 254) % 256}.${(n % 254) + 1}`;
}

/** One GET with these headers; resolves with the status or an error name, never rejects. */
function get(
  agent: http.Agent,
  options: LoadOptions,
  path: string,
  headers: Record<string, string>,
): Promise<string> {
  return new Promise((resolve) => {
    const request = http.request(
      { agent, host: options.host, port: options.port, path, headers, method: "GET" },
      (response) => {
        response.resume();
        response.on("end", () => resolve(String(response.statusCode ?? 0)));
        response.on("error", (error: NodeJS.ErrnoException) => resolve(error.code ?? "error"));
      },
    );
    request.setTimeout(requestTimeoutMs, () => request.destroy(new Error("timeout")));
    request.on("error", (error: NodeJS.ErrnoException) =>
      resolve(error.message === "timeout" ? "timeout" : (error.code ?? error.message)),
    );
    request.end();
  });
}

/** Runs the load in this thread. */
export async function runLoad(options: LoadOptions): Promise<LoadResult> {
  const latencies = new Map<string, number[]>();
  const outcomes: Record<string, Record<string, number>> = {};
  for (const target of options.targets) {
    latencies.set(target.kind, []);
    outcomes[target.kind] = {};
  }
  const timeline = new Map<number, number>();
  const started = performance.now();
  const deadline = started + options.seconds * 1000;
  let lastAnswer = started;
  const connection = async (n: number) => {
    const localAddress = loopbackAddress(options.addressBlock, n);
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1, localAddress });
    const cookie = options.cookies[n % options.cookies.length];
    let sent = 0;
    while (performance.now() < deadline) {
      const target = options.targets[(n + sent) % options.targets.length]!;
      sent += 1;
      const headers = { ...options.headersByKind[target.kind] };
      if (cookie) headers.Cookie = cookie;
      const begin = performance.now();
      const outcome = await get(agent, options, target.path, headers);
      lastAnswer = performance.now();
      latencies.get(target.kind)!.push(lastAnswer - begin);
      const counts = outcomes[target.kind]!;
      counts[outcome] = (counts[outcome] ?? 0) + 1;
      // Wall-clock steps, so that stalls can be matched with what the server does on the clock.
      const step = Math.floor(Date.now() / timelineStepMs) * timelineStepMs;
      timeline.set(step, (timeline.get(step) ?? 0) + 1);
    }
    agent.destroy();
  };
  await Promise.all(
    Array.from({ length: options.connections }, (_, i) => connection(options.firstConnection + i)),
  );
  return {
    latencies: Object.fromEntries(
      [...latencies].map(([kind, values]) => [kind, Float64Array.from(values)]),
    ),
    outcomes,
    timeline: [...timeline],
    elapsedMs: lastAnswer - started,
  };
}

/** Splits the connections over `threads` worker threads and merges what they measured. */
export async function runLoadInWorkers(options: LoadOptions, threads: number): Promise<LoadResult> {
  const shares = Array.from({ length: threads }, (_, i) =>
    Math.floor((options.connections + i) / threads),
  );
  let first = options.firstConnection;
  const runs = shares.map((connections) => {
    const share: LoadOptions = { ...options, connections, firstConnection: first };
    first += connections;
    return new Promise<LoadResult>((resolve, reject) => {
      const worker = new Worker(new URL(import.meta.url), { workerData: { keepAliveLoad: share } });
      worker.once("message", (result: LoadResult) => resolve(result));
      worker.once("error", reject);
      worker.once("exit", (code) => {
        if (code !== 0) reject(new Error(`load worker exited with code ${code}`));
      });
    });
  });
  const results = await Promise.all(runs);
  const latencies: Record<string, Float64Array> = {};
  const outcomes: Record<string, Record<string, number>> = {};
  const timeline = new Map<number, number>();
  for (const result of results) {
    for (const [step, count] of result.timeline)
      timeline.set(step, (timeline.get(step) ?? 0) + count);
    for (const [kind, values] of Object.entries(result.latencies)) {
      const before = latencies[kind] ?? new Float64Array(0);
      const merged = new Float64Array(before.length + values.length);
      merged.set(before);
      merged.set(values, before.length);
      latencies[kind] = merged;
    }
    for (const [kind, counts] of Object.entries(result.outcomes)) {
      const into = outcomes[kind] ?? {};
      outcomes[kind] = into;
      for (const [outcome, count] of Object.entries(counts)) {
        into[outcome] = (into[outcome] ?? 0) + count;
      }
    }
  }
  return {
    latencies,
    outcomes,
    timeline: [...timeline].sort(([a], [b]) => a - b),
    elapsedMs: Math.max(...results.map((result) => result.elapsedMs)),
  };
}

if (!isMainThread && workerData?.keepAliveLoad) {
  const result = await runLoad(workerData.keepAliveLoad as LoadOptions);
  // Handed over, not copied: a phase can hold a few hundred thousand latencies.
  const buffers = Object.values(result.latencies).map((values) => values.buffer as ArrayBuffer);
  parentPort?.postMessage(result, buffers);
}

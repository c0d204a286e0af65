import { type ChildProcess, spawn } from "node:child_process";
import { mkdirSync, rmSync, writeFileSync } from "node:fs";
import { mkdtemp } from "node:fs/promises";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import sharp from "sharp";

/**
 * `node bench/upload-bench.ts` (by hand, after `npm run build`; not part of CI): does image work
 * sent to POST /api/upload slow down a cover under /uploads? Both share libuv's thread pool
 * (sharp runs each pipeline on one of its threads; static files are read on them too).
 *
 * One production shop process on a fresh PGlite database in a temporary DATA_DIR (no
 * DATABASE_URL, no Redis), with a ~30 KB cover written under DATA_DIR/uploads. The cover is
 * fetched alone, then again and again while:
 * - bombs: `BENCH_UPLOAD_PARALLEL` (4) clients each send two 6000×6000 one-colour PNGs (~100 KB
 *   that decode to 36 MP);
 * - photos: the same number of clients each send one 12 MP photograph-like JPEG (allowed).
 * Each request comes from its own forwarded address, so the per-address limits stay out of it.
 * Prints the cover's latency (p50 / p95 / max) in each phase and how the uploads were answered.
 * `BENCH_UPLOAD_SERVER_ROOT` runs another copy of the project (say, an export of an older
 * commit with this node_modules and build/ linked in) to compare before and after.
 */
const parallel = Number(process.env.BENCH_UPLOAD_PARALLEL ?? 4);
const root = path.resolve(import.meta.dirname, "..");
const serverRoot = path.resolve(process.env.BENCH_UPLOAD_SERVER_ROOT ?? root);
const coverPath = "/uploads/games/bench-cover.webp";

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      server.close(() => resolve(typeof address === "object" && address ? address.port : 0));
    });
  });
}

async function waitForReady(url: string, child: ChildProcess, timeoutMs = 90_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null)
      throw new Error(`${url}: the server exited (${child.signalCode ?? child.exitCode})`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await sleep(200);
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms`);
}

/** Pixels with the detail of a photograph (gradients and noise), JPEG-encoded. */
async function photo(width: number, height: number, quality = 85): Promise<Buffer> {
  const pixels = Buffer.alloc(width * height * 3);
  let seed = 12_345;
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      seed = (seed * 1_103_515_245 + 12_345) & 0x7fffffff;
      const offset = (y * width + x) * 3;
      const noise = (seed >> 16) & 31;
      pixels[offset] = ((x * 255) / width + noise) & 255;
      pixels[offset + 1] = ((y * 255) / height + noise) & 255;
      pixels[offset + 2] = (((x + y) * 128) / (width + height) + noise) & 255;
    }
  }
  return sharp(pixels, { raw: { width, height, channels: 3 } })
    .jpeg({ quality })
    .toBuffer();
}

let addressSequence = 0;
async function upload(origin: string, bytes: Buffer, name: string, type: string) {
  addressSequence += 1;
  const form = new FormData();
  form.append("file", new Blob([new Uint8Array(bytes)], { type }), name);
  const started = performance.now();
  const response = await fetch(`${origin}/api/upload`, {
    method: "POST",
    body: form,
    headers: { "x-forwarded-for": `10.99.${addressSequence >> 8}.${addressSequence & 255}` },
  });
  await response.arrayBuffer();
  return { status: response.status, ms: performance.now() - started };
}

async function fetchCover(origin: string): Promise<number> {
  const started = performance.now();
  const response = await fetch(`${origin}${coverPath}`, {
    headers: { "cache-control": "no-cache" },
  });
  await response.arrayBuffer();
  if (!response.ok) throw new Error(`${coverPath}: ${response.status}`);
  return performance.now() - started;
}

function summary(latencies: number[]): string {
  const sorted = [...latencies].sort((a, b) => a - b);
  const at = (share: number) =>
    sorted[Math.min(sorted.length - 1, Math.floor(share * sorted.length))] ?? 0;
  return `n=${sorted.length} p50 ${at(0.5).toFixed(1)} ms, p95 ${at(0.95).toFixed(1)} ms, max ${(sorted.at(-1) ?? 0).toFixed(1)} ms`;
}

/** Fetches the cover one request after another until `work` settles. */
async function coverWhile(origin: string, work: Promise<unknown>): Promise<number[]> {
  let done = false;
  void work.finally(() => {
    done = true;
  });
  const latencies: number[] = [];
  while (!done) latencies.push(await fetchCover(origin));
  await work;
  return latencies;
}

function describeUploads(results: { status: number; ms: number }[]): string {
  const statuses = new Map<number, number>();
  for (const { status } of results) statuses.set(status, (statuses.get(status) ?? 0) + 1);
  const slowest = Math.max(...results.map((result) => result.ms));
  return `${[...statuses].map(([status, count]) => `${count}× ${status}`).join(", ")}; slowest answer ${slowest.toFixed(0)} ms`;
}

const dataDir = await mkdtemp(path.join(tmpdir(), "gamezone-upload-bench-"));
const port = await freePort();
const origin = `http://127.0.0.1:${port}`;
mkdirSync(path.join(dataDir, "uploads", "games"), { recursive: true });
const cover = await sharp(await photo(640, 360))
  .webp({ quality: 80 })
  .toBuffer();
writeFileSync(path.join(dataDir, "uploads", coverPath.slice("/uploads/".length)), cover);

const env: NodeJS.ProcessEnv = {
  ...process.env,
  NODE_ENV: "production",
  HOST: "127.0.0.1",
  PORT: String(port),
  DATA_DIR: dataDir,
  SEED_DEMO: "false",
  LOG_LEVEL: "warn",
  TRUST_PROXY: "1",
};
delete env.DATABASE_URL;
delete env.REDIS_URL;
const server = spawn(process.execPath, ["server/main.ts"], {
  cwd: serverRoot,
  env,
  stdio: ["ignore", "ignore", "inherit"],
});
process.once("SIGINT", () => {
  server.kill("SIGKILL");
  rmSync(dataDir, { recursive: true, force: true });
  process.exit(130);
});

try {
  await waitForReady(`${origin}/api/ready`, server);
  const bomb = await sharp({
    create: { width: 6000, height: 6000, channels: 3, background: "#000" },
  })
    .png()
    .toBuffer();
  const camera = await photo(4000, 3000, 80);
  console.log(
    `server: ${serverRoot}; cover ${cover.length} B; bomb ${bomb.length} B; photo ${camera.length} B; ${parallel} clients`,
  );
  // Warm the connection and the file system cache first.
  for (let index = 0; index < 5; index += 1) await fetchCover(origin);
  const alone: number[] = [];
  for (let index = 0; index < 30; index += 1) alone.push(await fetchCover(origin));
  console.log(`cover alone:         ${summary(alone)}`);

  const bombs = Promise.all(
    Array.from({ length: parallel }, async () => [
      await upload(origin, bomb, "black.png", "image/png"),
      await upload(origin, bomb, "black.png", "image/png"),
    ]),
  ).then((rounds) => rounds.flat());
  const duringBombs = await coverWhile(origin, bombs);
  console.log(
    `cover during bombs:  ${summary(duringBombs)}  (bombs: ${describeUploads(await bombs)})`,
  );

  const photos = Promise.all(
    Array.from({ length: parallel }, () => upload(origin, camera, "photo.jpg", "image/jpeg")),
  );
  const duringPhotos = await coverWhile(origin, photos);
  console.log(
    `cover during photos: ${summary(duringPhotos)}  (photos: ${describeUploads(await photos)})`,
  );
} finally {
  server.kill("SIGTERM");
  await new Promise((resolve) => server.once("exit", resolve));
  rmSync(dataDir, { recursive: true, force: true });
}

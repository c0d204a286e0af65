import { spawnSync } from "node:child_process";
import { cpSync, existsSync, readdirSync, renameSync, rmSync, statSync, utimesSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import { fileURLToPath } from "node:url";
import { tryAcquirePidLock } from "#db/data-dir-lock.ts";

// Run by `prestart`: builds only when the sources are newer than build/, into a temporary folder
// that is swapped in by renames, so a process already serving build/ never sees it half-written.
// `npm run build` stays a plain build.

export type SourceFile = { path: string; mtimeMs: number };
export type BuildDecision = { stale: boolean; reason: string };

/** Folders and files that go into the build, relative to the project root. */
export const sourceFolders = ["app", "contracts", "public"];
export const sourceFiles = [
  "vite.config.ts",
  "react-router.config.ts",
  "package.json",
  "package-lock.json",
];

/**
 * `builtAtMs` is the server bundle's modification time (undefined: no build). A source as new as
 * the build counts as newer: coarse file-system clocks can give an edit and a build one stamp.
 */
export function decideBuild(
  builtAtMs: number | undefined,
  newestSource: SourceFile | undefined,
): BuildDecision {
  if (builtAtMs === undefined) return { stale: true, reason: "no build yet" };
  if (newestSource && newestSource.mtimeMs >= builtAtMs) {
    return { stale: true, reason: `${newestSource.path} changed since the last build` };
  }
  return { stale: false, reason: "up to date" };
}

/** The most recently modified source; folders count too, since deleting a file changes only them. */
export function findNewestSource(root: string): SourceFile | undefined {
  let newest: SourceFile | undefined;
  const consider = (relative: string, mtimeMs: number) => {
    if (!newest || mtimeMs > newest.mtimeMs) newest = { path: relative, mtimeMs };
  };
  const walk = (relative: string) => {
    consider(relative, statSync(path.join(root, relative)).mtimeMs);
    for (const entry of readdirSync(path.join(root, relative), { withFileTypes: true })) {
      if (entry.name === "node_modules") continue;
      const child = path.join(relative, entry.name);
      if (entry.isDirectory()) walk(child);
      else consider(child, statSync(path.join(root, child)).mtimeMs);
    }
  };
  for (const folder of sourceFolders) {
    if (existsSync(path.join(root, folder))) walk(folder);
  }
  for (const file of sourceFiles) {
    if (existsSync(path.join(root, file))) consider(file, statSync(path.join(root, file)).mtimeMs);
  }
  return newest;
}

function checkBuild(root: string): BuildDecision {
  const serverBundle = path.join(root, "build", "server", "index.js");
  const builtAtMs = existsSync(serverBundle) ? statSync(serverBundle).mtimeMs : undefined;
  return decideBuild(builtAtMs, findNewestSource(root));
}

async function waitForBuildLock(root: string) {
  const lockPath = path.join(root, "build.lock");
  const deadline = Date.now() + 10 * 60_000;
  let told = false;
  for (;;) {
    const attempt = tryAcquirePidLock(lockPath);
    if (attempt.acquired) return attempt.lock;
    const owner = attempt.ownerPid ? `pid ${attempt.ownerPid}` : "another process";
    if (Date.now() > deadline) {
      throw new Error(`Gave up waiting for the build of ${owner} after 10 minutes (${lockPath}).`);
    }
    if (!told) {
      console.log(`ensure-build: waiting for the build started by ${owner}`);
      told = true;
    }
    await sleep(500);
  }
}

function runNode(args: string[], env: NodeJS.ProcessEnv, root: string): void {
  const result = spawnSync(process.execPath, args, { cwd: root, env, stdio: "inherit" });
  if (result.status !== 0) {
    throw new Error(`${path.basename(args[0] ?? "node")} failed (exit ${result.status})`);
  }
}

function buildInto(folder: string, root: string, startedAtMs: number): void {
  const require = createRequire(import.meta.url);
  const reactRouterCli = path.join(
    path.dirname(require.resolve("@react-router/dev/package.json")),
    "bin.cjs",
  );
  const env = { ...process.env, GAMEZONE_BUILD_DIR: folder };
  runNode([reactRouterCli, "build"], env, root);
  runNode([path.join(root, "scripts", "precompress.ts")], env, root);
  // Stamped with the start time: a source edited while the build ran is then newer than it.
  const startedAt = new Date(startedAtMs);
  utimesSync(path.join(folder, "server", "index.js"), startedAt, startedAt);
}

/**
 * A process still running the previous build holds its server bundle in memory and asks for its
 * own hashed assets by path under build/client: they are copied into the new build first.
 */
function swapIntoPlace(fresh: string, root: string): void {
  const current = path.join(root, "build");
  const old = path.join(root, `build.old-${process.pid}`);
  if (!existsSync(current)) {
    renameSync(fresh, current);
    return;
  }
  const oldAssets = path.join(current, "client", "assets");
  if (existsSync(oldAssets)) {
    cpSync(oldAssets, path.join(fresh, "client", "assets"), {
      recursive: true,
      force: false,
      preserveTimestamps: true,
    });
  }
  renameSync(current, old);
  try {
    renameSync(fresh, current);
  } catch (error) {
    renameSync(old, current);
    throw error;
  }
  rmSync(old, { recursive: true, force: true });
}

/** Leftovers of an ensure-build that was killed; only called while holding the build lock. */
function removeLeftovers(root: string): void {
  for (const name of readdirSync(root)) {
    if (/^build\.(tmp|old)-\d+$/.test(name)) {
      rmSync(path.join(root, name), { recursive: true, force: true });
    }
  }
}

async function ensureBuild(root: string): Promise<void> {
  const first = checkBuild(root);
  if (!first.stale) {
    console.log(`ensure-build: reusing build/ (${first.reason})`);
    return;
  }
  const lock = await waitForBuildLock(root);
  try {
    // Another start may have built while this one waited.
    const decision = checkBuild(root);
    if (!decision.stale) {
      console.log(`ensure-build: reusing build/ (${decision.reason})`);
      return;
    }
    removeLeftovers(root);
    const startedAtMs = Date.now();
    const fresh = path.join(root, `build.tmp-${process.pid}`);
    try {
      buildInto(fresh, root, startedAtMs);
      swapIntoPlace(fresh, root);
    } finally {
      rmSync(fresh, { recursive: true, force: true });
    }
    const seconds = ((Date.now() - startedAtMs) / 1000).toFixed(1);
    console.log(`ensure-build: built build/ in ${seconds} s (${decision.reason})`);
  } finally {
    lock.release();
  }
}

if (import.meta.main) {
  const root = fileURLToPath(new URL("..", import.meta.url));
  try {
    await ensureBuild(root);
  } catch (error) {
    console.error(`ensure-build: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  }
}

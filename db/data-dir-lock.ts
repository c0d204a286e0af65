import {
  linkSync,
  mkdirSync,
  readFileSync,
  renameSync,
  statSync,
  unlinkSync,
  writeFileSync,
} from "node:fs";
import path from "node:path";

export type PidLock = {
  path: string;
  /** Removes the lock file if this process still owns it; calling it again does nothing. */
  release(): void;
};

export type PidLockAttempt =
  | { acquired: true; lock: PidLock }
  | { acquired: false; ownerPid: number };

// Lock files this process holds: a lock naming our own pid but missing here was left by an
// earlier process that had the same pid (a restarted container often reuses pid 1).
const heldHere = new Set<string>();

// A lock file younger than this without a readable pid is being written by its owner right now.
const writeGraceMs = 5_000;

/**
 * Creates `lockPath` exclusively with this process's pid inside. A lock whose owner no longer
 * runs (a crash, SIGKILL) is taken over; a live owner's pid is returned instead.
 */
export function tryAcquirePidLock(file: string): PidLockAttempt {
  // One spelling per file, so the record of locks held here matches however the caller wrote it.
  const lockPath = path.resolve(file);
  mkdirSync(path.dirname(lockPath), { recursive: true });
  // A few rounds: each round either creates the file, finds a live owner, or clears a stale one.
  for (let round = 0; round < 5; round += 1) {
    try {
      writeFileSync(lockPath, `${process.pid}\n`, { flag: "wx" });
      return { acquired: true, lock: holdLock(lockPath) };
    } catch (error) {
      if (!isErrorCode(error, "EEXIST")) throw error;
    }
    const owner = readOwner(lockPath);
    if (owner === "gone") continue;
    if (owner === "unreadable") {
      if (isYoungerThan(lockPath, writeGraceMs)) return { acquired: false, ownerPid: 0 };
    } else if (isOwnerAlive(lockPath, owner)) {
      return { acquired: false, ownerPid: owner };
    }
    setAsideStaleLock(lockPath, owner);
  }
  throw new Error(`Could not take the lock ${lockPath}: it keeps changing hands.`);
}

/** An operator mistake rather than a bug: start-up can print its message without a stack. */
export class DataDirInUseError extends Error {
  override name = "DataDirInUseError";
}

/** Refuses with a message naming the other process when the PGlite data under `dataDir` is in use. */
export function acquireDataDirLock(dataDir: string): PidLock {
  const attempt = tryAcquirePidLock(path.join(dataDir, "pglite.lock"));
  if (attempt.acquired) return attempt.lock;
  const who = attempt.ownerPid ? `pid ${attempt.ownerPid}` : "starting up";
  throw new DataDirInUseError(
    `Another GameZone process (${who}) is using the database in ${dataDir}. Stop it first, or set DATA_DIR to another folder.`,
  );
}

function holdLock(lockPath: string): PidLock {
  heldHere.add(lockPath);
  let released = false;
  // The exit handler covers process.exit() and a normal end; a crash leaves a stale lock that
  // the next start takes over.
  const release = () => {
    if (released) return;
    released = true;
    process.off("exit", release);
    heldHere.delete(lockPath);
    // Only our own file: after a takeover by another process the path names its lock.
    if (readOwner(lockPath) === process.pid) unlinkQuietly(lockPath);
  };
  process.once("exit", release);
  return { path: lockPath, release };
}

function readOwner(lockPath: string): number | "gone" | "unreadable" {
  let text: string;
  try {
    text = readFileSync(lockPath, "utf8");
  } catch (error) {
    if (isErrorCode(error, "ENOENT")) return "gone";
    throw error;
  }
  const pid = Number.parseInt(text.trim(), 10);
  return Number.isInteger(pid) && pid > 0 ? pid : "unreadable";
}

function isOwnerAlive(lockPath: string, pid: number): boolean {
  if (pid === process.pid) return heldHere.has(lockPath);
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to another user.
    return isErrorCode(error, "EPERM");
  }
}

/**
 * Moves a stale lock out of the way. Renaming is atomic, so when two processes find the same
 * stale lock only one moves it; if what it moved is no longer the stale lock (another process
 * took over in between), it puts that fresh lock back.
 */
function setAsideStaleLock(lockPath: string, staleOwner: number | "unreadable"): void {
  const aside = `${lockPath}.stale-${process.pid}`;
  try {
    renameSync(lockPath, aside);
  } catch (error) {
    if (isErrorCode(error, "ENOENT")) return;
    throw error;
  }
  if (readOwner(aside) !== staleOwner) {
    try {
      linkSync(aside, lockPath);
    } catch (error) {
      if (!isErrorCode(error, "EEXIST")) throw error;
    }
  }
  unlinkQuietly(aside);
}

function isYoungerThan(file: string, ms: number): boolean {
  try {
    return Date.now() - statSync(file).mtimeMs < ms;
  } catch {
    return false;
  }
}

function unlinkQuietly(file: string): void {
  try {
    unlinkSync(file);
  } catch (error) {
    if (!isErrorCode(error, "ENOENT")) throw error;
  }
}

function isErrorCode(error: unknown, code: string): boolean {
  return error instanceof Error && (error as NodeJS.ErrnoException).code === code;
}

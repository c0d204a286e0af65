import { spawn } from "node:child_process";
import { once } from "node:events";
import { existsSync, writeFileSync } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { openDatabase } from "#db/client.ts";
import { acquireDataDirLock, DataDirInUseError } from "#db/data-dir-lock.ts";

const inUse =
  /Another GameZone process \(pid \d+\) is using the database in .+\. Stop it first, or set DATA_DIR to another folder\./;

let folder: string;

beforeEach(async () => {
  folder = await mkdtemp(path.join(tmpdir(), "gamezone-lock-"));
});

afterEach(async () => {
  await rm(folder, { recursive: true, force: true });
});

async function spawnDeadPid(): Promise<number> {
  const child = spawn(process.execPath, ["-e", ""], { stdio: "ignore" });
  await once(child, "exit");
  return child.pid!;
}

describe("acquireDataDirLock", () => {
  it("refuses a second lock on the same folder while the first is held", () => {
    const first = acquireDataDirLock(folder);
    try {
      expect(() => acquireDataDirLock(folder)).toThrow(inUse);
      expect(() => acquireDataDirLock(folder)).toThrow(DataDirInUseError);
      expect(() => acquireDataDirLock(folder)).toThrow(`(pid ${process.pid})`);
    } finally {
      first.release();
    }
  });

  it("locks again after release, and a second release is harmless", () => {
    const first = acquireDataDirLock(folder);
    first.release();
    first.release();
    expect(existsSync(first.path)).toBe(false);
    const second = acquireDataDirLock(folder);
    expect(existsSync(second.path)).toBe(true);
    second.release();
  });

  it("takes over a stale lock left by a process that no longer runs", async () => {
    const deadPid = await spawnDeadPid();
    writeFileSync(path.join(folder, "pglite.lock"), `${deadPid}\n`);
    const lock = acquireDataDirLock(folder);
    try {
      expect(existsSync(lock.path)).toBe(true);
      expect(() => acquireDataDirLock(folder)).toThrow(inUse);
    } finally {
      lock.release();
    }
  });
});

describe("openDatabase with a data folder", () => {
  // Two cold starts of the embedded PostgreSQL (each initialises a cluster): well within the
  // default on a quiet machine, past it on a busy one.
  it("refuses a second open of the same folder until the first is closed", {
    timeout: 60_000,
  }, async () => {
    const dataDir = path.join(folder, "pglite");
    const first = await openDatabase({ kind: "pglite", dataDir });
    try {
      await expect(openDatabase({ kind: "pglite", dataDir })).rejects.toThrow(inUse);
    } finally {
      await first.close();
      await first.close();
    }
    const second = await openDatabase({ kind: "pglite", dataDir });
    await second.ping();
    await second.close();
    expect(existsSync(path.join(folder, "pglite.lock"))).toBe(false);
  });
});

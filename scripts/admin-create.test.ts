import { spawnSync } from "node:child_process";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { acquireDataDirLock } from "#db/data-dir-lock.ts";

const folders: string[] = [];
afterEach(async () => {
  for (const folder of folders.splice(0)) await rm(folder, { recursive: true, force: true });
});

describe("npm run admin:create", () => {
  it("tells what to do when a running server holds the embedded database", async () => {
    const dataDir = await mkdtemp(path.join(tmpdir(), "gamezone-admin-create-"));
    folders.push(dataDir);
    // This process stands for the running server: it holds the folder's lock.
    const lock = acquireDataDirLock(dataDir);
    try {
      const run = spawnSync(
        process.execPath,
        ["scripts/admin-create.ts", "--email", "ops@shop.example", "--role", "manager"],
        {
          encoding: "utf8",
          timeout: 60_000,
          env: {
            PATH: process.env.PATH,
            NODE_ENV: "test",
            LOG_LEVEL: "silent",
            DATA_DIR: dataDir,
          },
        },
      );
      expect(run.status).toBe(1);
      expect(run.stderr).toContain(
        `admin:create cannot open the database: a GameZone server is running on the embedded database in ${dataDir} and holds it. Stop the server, run admin:create again, then start the server; or run both on PostgreSQL (DATABASE_URL)`,
      );
    } finally {
      lock.release();
    }
  }, 90_000);
});

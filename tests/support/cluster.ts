import { randomBytes } from "node:crypto";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { inject } from "vitest";
import { type Database, openDatabase } from "#db/client.ts";
import { buildApp } from "#server/app.ts";
import { loadConfig } from "#server/config.ts";
import { freePort } from "./listening-app.ts";
import { runAdmin, withDatabase } from "./postgres-admin.ts";
import type { TestApp } from "./test-app.ts";

/**
 * One PostgreSQL database (a clone of the run's template) that several shop processes open, each
 * with its own connection pool, as processes behind a proxy do. Needs TEST_DATABASE_URL (set by
 * `npm run test:pg`).
 */
export async function createSharedDatabase(): Promise<{
  open: () => Promise<Database>;
  drop: () => Promise<void>;
}> {
  const postgres = inject("postgresTemplate");
  if (!postgres) throw new Error("several processes need PostgreSQL: set TEST_DATABASE_URL");
  const name = `gamezone_cluster_${randomBytes(6).toString("hex")}`;
  await runAdmin(postgres.adminUrl, `create database "${name}" template "${postgres.template}"`);
  const url = withDatabase(postgres.adminUrl, name);
  return {
    open: () => openDatabase({ kind: "postgres", url, poolSize: 4 }),
    drop: () => runAdmin(postgres.adminUrl, `drop database if exists "${name}" with (force)`),
  };
}

/**
 * A shop process of a cluster: the real app on the shared database and the shared Redis key
 * prefix, listening on a free loopback port. Without AUTH_SECRET (demo mode) the processes
 * agree on the secret the first of them stored in the database.
 */
export async function startProcess(
  shared: { open: () => Promise<Database> },
  env: Record<string, string>,
): Promise<TestApp & { origin: string }> {
  const port = await freePort();
  const dataDir = await mkdtemp(path.join(tmpdir(), "gamezone-app-"));
  const config = loadConfig({
    NODE_ENV: "test",
    LOG_LEVEL: "silent",
    DATA_DIR: dataDir,
    PORT: String(port),
    HOST: "127.0.0.1",
    ...env,
  });
  const database = await shared.open();
  const app = await buildApp(config, { database, ssr: false });
  app.addHook("onClose", async () => {
    await rm(dataDir, { recursive: true, force: true });
  });
  await app.listen({ port, host: "127.0.0.1" });
  return { app, database, config, origin: `http://127.0.0.1:${port}` };
}

import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import type { S3ClientConfig } from "@aws-sdk/client-s3";
import type { FastifyInstance } from "fastify";
import type { Database } from "#db/client.ts";
import { buildApp } from "#server/app.ts";
import { type Config, loadConfig } from "#server/config.ts";
import type { Clock } from "#server/platform/read-cache.ts";
import { createFileStorage } from "#server/platform/uploads.ts";
import { createTestDatabase } from "./test-database.ts";

export type TestApp = { app: FastifyInstance; database: Database; config: Config };

/**
 * The real application on a private database and data folder; `inject` drives it without a
 * socket. Closing the app removes the data folder.
 */
export async function createTestApp(
  options: {
    ssr?: boolean;
    dev?: boolean;
    env?: Record<string, string>;
    clock?: Clock;
    /** Explicit S3 client settings (credentials, region) for the store S3_BUCKET names. */
    s3Client?: Partial<S3ClientConfig>;
  } = {},
): Promise<TestApp> {
  const dataDir = await mkdtemp(path.join(tmpdir(), "gamezone-app-"));
  const config = loadConfig(
    {
      NODE_ENV: "test",
      LOG_LEVEL: "silent",
      DATA_DIR: dataDir,
      CACHE_TTL_MS: "0",
      ...options.env,
    },
    { dev: options.dev ?? false },
  );
  const database = await createTestDatabase();
  const app = await buildApp(config, {
    database,
    ssr: options.ssr ?? false,
    ...(options.clock ? { clock: options.clock } : {}),
    ...(options.s3Client ? { storage: createFileStorage(config, options.s3Client) } : {}),
  });
  app.addHook("onClose", async () => {
    await rm(dataDir, { recursive: true, force: true });
  });
  await app.ready();
  return { app, database, config };
}

/** A clock tests move forward instead of sleeping. */
export class TestClock implements Clock {
  #offsetMs = 0;
  now(): number {
    return Date.now() + this.#offsetMs;
  }
  advance(ms: number): void {
    this.#offsetMs += ms;
  }
}

import { spawnSync } from "node:child_process";
import { Redis } from "ioredis";
import pg from "pg";

// Runs the database-backed tests against a real PostgreSQL server (each run creates its own
// databases, a template plus one clone per test file, and drops them afterwards), then the tests
// that need a real Redis server (each under a key prefix of its own, removed afterwards).
const url = process.env.TEST_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";
const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 3_000 });
try {
  await client.connect();
  const { rows } = await client.query<{ version: string }>("show server_version");
  console.log(`PostgreSQL ${rows[0]?.version} at ${new URL(url).host}`);
} catch (error) {
  console.error(`No PostgreSQL answers at ${url}: ${(error as Error).message}`);
  console.error(
    "Start one, or set TEST_DATABASE_URL to a server where this user may create databases.",
  );
  process.exit(1);
} finally {
  await client.end().catch(() => {});
}

const result = spawnSync("npx", ["vitest", "run", "server", "db"], {
  stdio: "inherit",
  env: { ...process.env, TEST_DATABASE_URL: url },
});
if (result.status !== 0) process.exit(result.status ?? 1);

const redisUrl = process.env.TEST_REDIS_URL ?? "redis://127.0.0.1:6379";
const redis = new Redis(redisUrl, {
  lazyConnect: true,
  maxRetriesPerRequest: 0,
  retryStrategy: () => null,
});
try {
  await redis.connect();
  const info = await redis.info("server");
  console.log(`Redis ${/redis_version:(\S+)/.exec(info)?.[1] ?? "?"} at ${new URL(redisUrl).host}`);
} catch (error) {
  console.error(`No Redis answers at ${redisUrl}: ${(error as Error).message}`);
  console.error("Start one, or set TEST_REDIS_URL.");
  process.exit(1);
} finally {
  redis.disconnect();
}
const services = spawnSync("npx", ["vitest", "run", "--config", "vitest.services.config.ts"], {
  stdio: "inherit",
  env: { ...process.env, TEST_DATABASE_URL: url, TEST_REDIS_URL: redisUrl },
});
process.exit(services.status ?? 1);

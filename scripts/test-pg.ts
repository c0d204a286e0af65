import { spawnSync } from "node:child_process";
import pg from "pg";

// Runs the database-backed tests against a real PostgreSQL server. Each run creates its own
// databases (a template plus one clone per test file) and drops them afterwards.
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
process.exit(result.status ?? 1);

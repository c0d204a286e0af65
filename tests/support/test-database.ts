import { randomBytes } from "node:crypto";
import { readFile } from "node:fs/promises";
import { inject } from "vitest";
import { type Database, openDatabase } from "#db/client.ts";
import { runAdmin, withDatabase } from "./postgres-admin.ts";

/**
 * A fresh, migrated database holding the demo catalogue, private to the caller: PGlite loaded
 * from the run's snapshot, or (with TEST_DATABASE_URL) a PostgreSQL clone of the run's template.
 * Closing it also drops the PostgreSQL clone.
 */
export async function createTestDatabase(): Promise<Database> {
  const postgres = inject("postgresTemplate");
  if (postgres) {
    const name = `gamezone_test_${randomBytes(6).toString("hex")}`;
    await runAdmin(postgres.adminUrl, `create database "${name}" template "${postgres.template}"`);
    const database = await openDatabase({
      kind: "postgres",
      url: withDatabase(postgres.adminUrl, name),
      poolSize: 4,
    });
    let dropped = false;
    return {
      ...database,
      close: async () => {
        await database.close();
        if (dropped) return;
        dropped = true;
        await runAdmin(postgres.adminUrl, `drop database if exists "${name}" with (force)`);
      },
    };
  }
  const snapshot = await readFile(inject("pgliteSnapshotPath"));
  return openDatabase({ kind: "pglite", loadDataDir: new Blob([snapshot]) });
}

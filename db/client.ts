import { mkdirSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { sql } from "drizzle-orm";
import { drizzle as drizzleNodePg } from "drizzle-orm/node-postgres";
import { migrate as migrateNodePg } from "drizzle-orm/node-postgres/migrator";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import pg from "pg";
import { acquireDataDirLock, type PidLock } from "./data-dir-lock.ts";
import { PGliteThread } from "./pglite-thread.ts";
import * as accountsSchema from "./schema/accounts.ts";
import * as auditSchema from "./schema/audit.ts";
import * as buyingSchema from "./schema/buying.ts";
import * as catalogueSchema from "./schema/catalogue.ts";
import * as chatSchema from "./schema/chat.ts";
import * as contentSchema from "./schema/content.ts";
import * as promosSchema from "./schema/promos.ts";
import * as riskSchema from "./schema/risk.ts";

const schema = {
  ...catalogueSchema,
  ...accountsSchema,
  ...buyingSchema,
  ...contentSchema,
  ...chatSchema,
  ...auditSchema,
  ...promosSchema,
  ...riskSchema,
};

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

/** A Drizzle database or transaction: repositories run each query on whichever they are given. */
export type Executor = Pick<Db, "select" | "insert" | "update" | "delete" | "execute">;

/** The raw connection, for libraries that bring their own SQL (the pg-boss job queue). */
export type RawConnection =
  | { kind: "pglite"; client: PGliteThread }
  | { kind: "postgres"; url: string };

export type Database = {
  db: Db;
  kind: "pglite" | "postgres";
  connection: RawConnection;
  /** Runs pending migrations; safe to call from several processes at once on PostgreSQL. */
  migrate(): Promise<void>;
  /** Throws when the database does not answer. */
  ping(): Promise<void>;
  /**
   * Calls `handler` with the payload of every NOTIFY on `channel` by any process using the same
   * database (PostgreSQL's LISTEN/NOTIFY). Resolves once listening; returns the way to stop.
   */
  listen(channel: string, handler: (payload: string) => void): Promise<() => Promise<void>>;
  notify(channel: string, payload: string): Promise<void>;
  close(): Promise<void>;
};

export type DatabaseOptions =
  | { kind: "postgres"; url: string; poolSize?: number }
  /** `dataDir` undefined keeps the database in memory; `loadDataDir` starts from a dump. */
  | { kind: "pglite"; dataDir?: string; loadDataDir?: Blob };

export const migrationsFolder = fileURLToPath(new URL("./migrations", import.meta.url));

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  return options.kind === "postgres" ? openPostgres(options) : openPglite(options);
}

async function openPglite(options: { dataDir?: string; loadDataDir?: Blob }): Promise<Database> {
  let lock: PidLock | undefined;
  if (options.dataDir) {
    const dataParent = path.dirname(options.dataDir);
    mkdirSync(dataParent, { recursive: true });
    // PGlite has no multi-process locking of its own: two processes on one data folder corrupt it.
    lock = acquireDataDirLock(dataParent);
  }
  let client: PGliteThread;
  try {
    client = await PGliteThread.create({
      ...(options.dataDir ? { dataDir: options.dataDir } : {}),
      ...(options.loadDataDir ? { loadDataDir: await options.loadDataDir.arrayBuffer() } : {}),
    });
  } catch (error) {
    lock?.release();
    throw error;
  }
  // Drizzle's PGlite driver uses only the part of PGlite's interface PGliteThread provides.
  const asPglite = client as unknown as Parameters<typeof drizzlePglite>[0] & object;
  const db = drizzlePglite({ client: asPglite as never, schema }) as unknown as Db;
  return {
    db,
    kind: "pglite",
    connection: { kind: "pglite", client },
    migrate: async () => {
      await migratePglite(drizzlePglite({ client: asPglite as never, schema }), {
        migrationsFolder,
      });
    },
    ping: async () => {
      await client.query("select 1");
    },
    listen: async (channel, handler) => {
      const unlisten = await client.listen(channel, handler);
      return async () => {
        if (!client.closed) await unlisten();
      };
    },
    notify: async (channel, payload) => {
      await client.query("select pg_notify($1, $2)", [channel, payload]);
    },
    close: async () => {
      try {
        if (!client.closed) await client.close();
      } finally {
        lock?.release();
      }
    },
  };
}

async function openPostgres(options: { url: string; poolSize?: number }): Promise<Database> {
  const pool = new pg.Pool({
    connectionString: options.url,
    max: options.poolSize ?? 10,
    connectionTimeoutMillis: 5_000,
  });
  // An idle client that loses its connection must not crash the process.
  pool.on("error", () => {});
  const db = drizzleNodePg({ client: pool, schema }) as unknown as Db;
  return {
    db,
    kind: "postgres",
    connection: { kind: "postgres", url: options.url },
    migrate: async () => {
      const client = await pool.connect();
      try {
        // Several processes may start together: the advisory lock lets exactly one migrate.
        await client.query("select pg_advisory_lock(hashtext('gamezone:migrations'))");
        await migrateNodePg(drizzleNodePg({ client, schema }), { migrationsFolder });
      } finally {
        await client.query("select pg_advisory_unlock(hashtext('gamezone:migrations'))");
        client.release();
      }
    },
    ping: async () => {
      await db.execute(sql`select 1`);
    },
    listen: (channel, handler) => listenPostgres(options.url, channel, handler),
    notify: async (channel, payload) => {
      await pool.query("select pg_notify($1, $2)", [channel, payload]);
    },
    close: async () => {
      // Shutdown paths may both close (onClose hook and an explicit close): only end once.
      if (pool.ended || pool.ending) return;
      await pool.end();
    },
  };
}

/**
 * LISTEN needs a connection of its own for as long as it listens (a pooled one would be handed
 * to queries). A lost connection is re-opened after a second, so a database restart does not
 * silently end the notifications.
 */
async function listenPostgres(
  url: string,
  channel: string,
  handler: (payload: string) => void,
): Promise<() => Promise<void>> {
  let stopped = false;
  let client: pg.Client | undefined;
  const connect = async () => {
    const next = new pg.Client({ connectionString: url });
    next.on("notification", (message) => {
      if (message.channel === channel) handler(message.payload ?? "");
    });
    next.on("error", () => {
      if (client === next) client = undefined;
      void next.end().catch(() => {});
      if (!stopped) setTimeout(() => void connect().catch(() => {}), 1_000).unref();
    });
    await next.connect();
    await next.query(`listen ${pg.escapeIdentifier(channel)}`);
    if (stopped) await next.end();
    else client = next;
  };
  await connect();
  return async () => {
    stopped = true;
    await client?.end().catch(() => {});
    client = undefined;
  };
}

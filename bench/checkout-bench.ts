import type { ChildProcess } from "node:child_process";
import { rmSync } from "node:fs";
import path from "node:path";
import { runAdmin, withDatabase } from "#tests/support/postgres-admin.ts";
import { root, startScript, waitFor } from "./bench-processes.ts";
import { cpuMsOf } from "./process-cpu.ts";
import { benchPurchases, benchRawPosts } from "./purchase-bench.ts";

/**
 * Checkout speed side by side, in one run: `POST /api/checkout` at 20 concurrent buyers on a
 * shop using the embedded PGlite, on a shop using PostgreSQL, and the same 20 clients posting
 * the same body to a raw node:http server (what the client, loopback and Node's HTTP cost by
 * themselves). Used by `npm run bench`; `npm run bench:checkout` runs only this part.
 *
 * PostgreSQL: a database of its own on BENCH_POSTGRES_URL's server (default the local one,
 * postgres://postgres@127.0.0.1:5432/postgres), created fresh and dropped at the end. Without a
 * reachable server the row says so and is not checked.
 */

export const checkoutTargetMs = 50;

const adminUrl = process.env.BENCH_POSTGRES_URL || "postgres://postgres@127.0.0.1:5432/postgres";

function admin(statement: string): Promise<void> {
  return runAdmin(adminUrl, statement);
}

/** A production-mode shop on `port` with the demo catalogue, trusting one proxy hop. */
export function startShop(
  port: number,
  folder: string,
  env: Record<string, string> = {},
): ChildProcess {
  const dataDir = path.join(root, ".data", folder);
  // One data folder per process (PGlite allows one process per folder), emptied first; the
  // artwork too: it is rendered by the version being measured.
  rmSync(path.join(dataDir, "pglite"), { recursive: true, force: true });
  rmSync(path.join(dataDir, "uploads"), { recursive: true, force: true });
  return startScript("server/main.ts", {
    PORT: String(port),
    HOST: "127.0.0.1",
    NODE_ENV: "production",
    DATA_DIR: dataDir,
    ...env,
  });
}

export type PostgresShop = { process: ChildProcess; drop: () => Promise<void> };

/**
 * A shop on a fresh PostgreSQL database, or the reason there is none (no server reachable).
 * `drop` stops the shop and removes its database.
 */
export async function startPostgresShop(
  port: number,
  env: Record<string, string> = {},
): Promise<PostgresShop | { unavailable: string }> {
  const database = `gamezone_bench_${process.pid}`;
  try {
    await admin(`drop database if exists ${database} with (force)`);
    await admin(`create database ${database}`);
  } catch (error) {
    return { unavailable: `no PostgreSQL at ${adminUrl}: ${(error as Error).message}` };
  }
  const child = startShop(port, "bench-postgres", {
    DATABASE_URL: withDatabase(adminUrl, database),
    ...env,
  });
  return {
    process: child,
    drop: async () => {
      if (child.exitCode === null && child.signalCode === null) {
        const exited = new Promise((resolve) => child.once("exit", resolve));
        child.kill("SIGTERM");
        await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 30_000))]);
      }
      await admin(`drop database if exists ${database} with (force)`).catch(() => {});
    },
  };
}

export type CheckoutRow = {
  name: string;
  /** Why the row was not measured, or null. */
  problem: string | null;
  requests: number;
  p50: number;
  p95: number;
  errors: number;
  deliveredP95?: number;
  /** CPU milliseconds per checkout: the shop process (all its threads), and PostgreSQL's. */
  cpuMsPerCheckout?: Record<string, number>;
};

/** A shop to measure: its address (or why there is none) and its process. */
export type MeasuredShop = {
  name: string;
  base: string | { unavailable: string };
  pid?: number;
  /** Count the CPU of the local PostgreSQL server's processes too. */
  postgres?: boolean;
  /** Buy as guests (no account, an e-mail each) instead of signed-in members. */
  guest?: boolean;
};

/** Measures each shop's checkout, and the raw node:http baseline, one after another. */
export async function benchCheckoutsSideBySide(
  hello: { base: string; pid?: number },
  shops: MeasuredShop[],
): Promise<CheckoutRow[]> {
  const { pid } = hello;
  const raw = await benchRawPosts(
    hello.base,
    pid ? () => cpuMsOf((process) => process.pid === pid) : undefined,
  );
  const rows: CheckoutRow[] = [
    { name: "raw node:http, same clients and body", problem: null, ...raw },
  ];
  for (const shop of shops) {
    if (typeof shop.base !== "string") {
      rows.push({
        name: shop.name,
        problem: shop.base.unavailable,
        requests: 0,
        p50: 0,
        p95: 0,
        errors: 0,
      });
      continue;
    }
    const { pid, postgres } = shop;
    const result = await benchPurchases(
      shop.base,
      () => ({
        ...(pid ? { shop: cpuMsOf((process) => process.pid === pid) } : {}),
        ...(postgres ? { PostgreSQL: cpuMsOf((process) => process.name === "postgres") } : {}),
      }),
      { guest: shop.guest === true },
    );
    rows.push({
      name: shop.name,
      problem: null,
      requests: result.checkouts,
      p50: result.checkoutP50,
      p95: result.checkoutP95,
      errors: result.checkoutErrors,
      deliveredP95: result.deliveredP95,
      cpuMsPerCheckout: result.cpuMsPerCheckout,
    });
  }
  return rows;
}

export function formatCheckoutTable(rows: CheckoutRow[]): string[] {
  return [
    "| POST /api/checkout, 20 concurrent buyers × 10 | requests | p50 ms | p95 ms | errors | CPU ms per checkout | paid → delivered p95 ms |",
    "|---|---:|---:|---:|---:|---|---:|",
    ...rows.map((row) =>
      row.problem
        ? `| ${row.name} | not measured: ${row.problem} | | | | | |`
        : `| ${row.name} | ${row.requests} | ${row.p50} | ${row.p95} | ${row.errors} | ${
            Object.entries(row.cpuMsPerCheckout ?? {})
              .map(([part, ms]) => `${part} ${ms}`)
              .join(", ") || "–"
          } | ${row.deliveredP95 ?? "–"} |`,
    ),
  ];
}

/** PASS/FAIL lines for the shops' rows (the baseline is for reference). */
export function checkoutChecks(rows: CheckoutRow[]): [label: string, ok: boolean][] {
  return rows
    .filter((row) => !row.name.startsWith("raw "))
    .map((row): [string, boolean] =>
      row.problem
        ? [`POST /api/checkout on ${row.name}: not measured (${row.problem})`, true]
        : [
            `POST /api/checkout p95 ≤ ${checkoutTargetMs} ms at 20 concurrent buyers on ${row.name}: ${row.p95} ms`,
            row.p95 <= checkoutTargetMs && row.errors === 0,
          ],
    )
    .concat(
      rows
        .filter((row) => row.deliveredP95 !== undefined)
        .map((row): [string, boolean] => [
          `paid → delivered p95 ≤ 1 s on ${row.name} (sandbox supplier, zero latency): ${row.deliveredP95} ms`,
          (row.deliveredP95 ?? 0) <= 1000,
        ]),
    );
}

// `npm run bench:checkout`: this part alone.
if (import.meta.main) {
  const helloPort = 3311;
  const pgLitePort = 3312;
  const postgresPort = 3313;
  const hello = startScript("bench/hello-world.ts", { PORT: String(helloPort) });
  const pgLite = startShop(pgLitePort, "bench-checkout", { TRUST_PROXY: "1" });
  const postgres = await startPostgresShop(postgresPort, { TRUST_PROXY: "1" });
  const stop = async () => {
    hello.kill("SIGTERM");
    pgLite.kill("SIGTERM");
    if ("drop" in postgres) await postgres.drop();
  };
  try {
    await Promise.all([
      waitFor(`http://127.0.0.1:${helloPort}/`, hello),
      waitFor(`http://127.0.0.1:${pgLitePort}/api/ready`, pgLite),
      "process" in postgres
        ? waitFor(`http://127.0.0.1:${postgresPort}/api/ready`, postgres.process)
        : Promise.resolve(),
    ]);
    const rows = await benchCheckoutsSideBySide(
      { base: `http://127.0.0.1:${helloPort}`, pid: hello.pid },
      [
        { name: "PGlite (embedded)", base: `http://127.0.0.1:${pgLitePort}`, pid: pgLite.pid },
        {
          name: "PGlite (embedded), guests",
          base: `http://127.0.0.1:${pgLitePort}`,
          pid: pgLite.pid,
          guest: true,
        },
        "process" in postgres
          ? {
              name: "PostgreSQL",
              base: `http://127.0.0.1:${postgresPort}`,
              pid: postgres.process.pid,
              postgres: true,
            }
          : { name: "PostgreSQL", base: postgres },
      ],
    );
    console.log(`\nNode ${process.version}, loopback\n`);
    for (const line of formatCheckoutTable(rows)) console.log(line);
    const checks = checkoutChecks(rows);
    console.log("");
    for (const [label, ok] of checks) console.log(`${ok ? "PASS" : "FAIL"}  ${label}`);
    process.exitCode = checks.every(([, ok]) => ok) ? 0 : 1;
  } finally {
    await stop();
  }
}

import { setTimeout as sleep } from "node:timers/promises";
import type { FastifyBaseLogger } from "fastify";
import pino from "pino";
import { afterAll, describe, expect, it } from "vitest";
import type { Database } from "#db/client.ts";
import { createSharedDatabase } from "#tests/support/cluster.ts";
import { Jobs } from "./jobs.ts";

/**
 * A repeating job declared by every process (each shop process defines the same schedules) runs
 * once per occurrence across all of them. pg-boss has had releases that sent a schedule twice;
 * this holds it to once. Three job runners on one PostgreSQL database, each looking for due
 * schedules every second, so a duplicate would have thirty chances a minute. Run by
 * `npm run test:pg` (with the Redis tests: it needs a real PostgreSQL server and may wait up to
 * a minute for a good moment to start, the shortest period a schedule has).
 */
const log = pino({ level: "silent" }) as unknown as FastifyBaseLogger;
const databases: Database[] = [];
const runners: Jobs[] = [];
let drop: (() => Promise<void>) | undefined;

afterAll(async () => {
  await Promise.all(runners.map((runner) => runner.stop(1_000)));
  await Promise.all(databases.map((database) => database.close()));
  await drop?.();
});

describe("a repeating job across three processes", () => {
  it("runs once per period, not once per process", async () => {
    const shared = await createSharedDatabase();
    drop = shared.drop;
    const runs: { runner: number; at: number }[] = [];
    for (const runner of [0, 1, 2]) {
      const database = await shared.open();
      databases.push(database);
      const jobs = new Jobs(database, log, {
        cronMonitorIntervalSeconds: 1,
        cronWorkerIntervalSeconds: 1,
      });
      jobs.define({ name: "cluster.tick", cron: "* * * * *", retryLimit: 0 });
      jobs.work("cluster.tick", async () => {
        runs.push({ runner, at: Date.now() });
      });
      runners.push(jobs);
    }
    // A pass sends the occurrence of the current minute as soon as the runners start (it stays due
    // for a minute). Started in the last seconds of a minute, that run could land after the
    // boundary beside the next minute's own run and be counted in the wrong minute, so the runners
    // start between seconds 3 and 35 of a minute, leaving the rest of it for the check below.
    await sleep(delayToEarlyInMinute(Date.now()));
    await Promise.all(runners.map((runner) => runner.start()));
    // The first run comes within seconds; then every runner keeps looking for 15 s more, while that
    // occurrence is still due.
    const started = Date.now();
    while (runs.length === 0 && Date.now() - started < 20_000) await sleep(200);
    expect(runs.length).toBe(1);
    await sleep(15_000);
    const firstMinute = Math.floor((runs[0]?.at ?? 0) / 60_000);
    expect(runs.filter((run) => Math.floor(run.at / 60_000) === firstMinute)).toHaveLength(1);
  }, 180_000);
});

/** How long to wait from `now` until second 3 to 35 of a minute (none when already there). */
function delayToEarlyInMinute(now: number): number {
  const second = (now % 60_000) / 1000;
  if (second >= 3 && second <= 35) return 0;
  return (second < 3 ? 3 - second : 63 - second) * 1000;
}

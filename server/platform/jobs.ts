import { sql } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import { fromDrizzle, fromPglite, PgBoss, type SendOptions, type WorkOptions } from "pg-boss";
import type { Database, Executor } from "#db/client.ts";

/**
 * Anything that can run a statement inside the caller's transaction: a Drizzle transaction or
 * any Executor (both satisfy it as they are, so callers pass their `tx` without a cast).
 */
export type Transaction = Pick<Executor, "execute">;

export type JobHandler<T> = (data: T, job: { id: string; retryCount: number }) => Promise<void>;

export type QueueDefinition = {
  name: string;
  /** Retries after the first failure, with exponential backoff from `retryDelaySeconds`. */
  retryLimit?: number;
  retryDelaySeconds?: number;
  /** The longest wait between two tries, however many came before (no limit when unset). */
  retryDelayMaxSeconds?: number;
  /** Run every `cron` (UTC) instead of only when enqueued. */
  cron?: string;
  /** A job running longer (or whose process died) is failed and retried after this. */
  expireInSeconds?: number;
};

/**
 * Background jobs on pg-boss, in the shop's own database (PGlite or PostgreSQL): no extra
 * service to run, and a job can be enqueued in the same transaction as the change that causes it
 * (pass the transaction as `tx`), so a committed change never loses its job and a rolled-back
 * one never runs it. Handlers must be idempotent: a job may run again after a crash.
 */
/**
 * How often pg-boss looks for jobs past their expiry (a process died while running them) and
 * hands them to another worker, on PostgreSQL: every 10 s instead of its default 60 s, so the
 * sandbox's webhooks and the deliveries resume soon after a crash. The embedded PGlite is one
 * process (nothing dies beside it) and runs one statement at a time for everyone, so it keeps
 * pg-boss's default.
 */
const superviseIntervalSeconds = 10;

export class Jobs {
  readonly #boss: PgBoss;
  readonly #log: FastifyBaseLogger;
  readonly #queues = new Map<string, QueueDefinition>();
  readonly #workers: { queue: string; handler: JobHandler<unknown>; options: WorkOptions }[] = [];
  #started = false;

  constructor(
    database: Database,
    log: FastifyBaseLogger,
    /**
     * How often pg-boss looks for due schedules (seconds; its defaults when unset). Any number
     * of processes may run the same schedules: pg-boss files each occurrence in one slot, so it
     * runs once across them (tested in jobs.redis.test.ts).
     */
    scheduling: { cronMonitorIntervalSeconds?: number; cronWorkerIntervalSeconds?: number } = {},
  ) {
    const connection = database.connection;
    this.#boss =
      connection.kind === "pglite"
        ? new PgBoss({
            db: fromPglite(connection.client as never),
            backend: "pglite",
            schema: "pgboss",
            ...scheduling,
            // A new job wakes its worker at once (NOTIFY) instead of at the next poll: a paid
            // order starts delivering within milliseconds.
            useListenNotify: true,
          })
        : new PgBoss({
            connectionString: connection.url,
            schema: "pgboss",
            max: 4,
            useListenNotify: true,
            superviseIntervalSeconds,
            ...scheduling,
          });
    this.#log = log;
    this.#boss.on("error", (error) => log.error({ err: error }, "job queue error"));
  }

  /** Declares a queue (before `start`); `work` attaches its handler. */
  define(queue: QueueDefinition): void {
    this.#queues.set(queue.name, queue);
  }

  work<T>(queue: string, handler: JobHandler<T>, options: WorkOptions = {}): void {
    this.#workers.push({ queue, handler: handler as JobHandler<unknown>, options });
  }

  async start(): Promise<void> {
    await this.#boss.start();
    for (const queue of this.#queues.values()) {
      await this.#boss.createQueue(queue.name, {
        retryLimit: queue.retryLimit ?? 5,
        retryDelay: queue.retryDelaySeconds ?? 10,
        retryBackoff: true,
        ...(queue.retryDelayMaxSeconds ? { retryDelayMax: queue.retryDelayMaxSeconds } : {}),
        // Workers are woken by NOTIFY when a job arrives; polling stays as a backstop.
        notify: true,
        ...(queue.expireInSeconds ? { expireInSeconds: queue.expireInSeconds } : {}),
      });
      if (queue.cron) await this.#boss.schedule(queue.name, queue.cron);
    }
    for (const { queue, handler, options } of this.#workers) {
      await this.#boss.work(
        queue,
        { pollingIntervalSeconds: 1, notifyPollingIntervalSeconds: 1, ...options },
        async (jobs) => {
          for (const job of jobs) {
            try {
              await handler(job.data, { id: job.id, retryCount: job.retryCount ?? 0 });
            } catch (error) {
              this.#log.warn(
                { err: error, queue, jobId: job.id },
                "job failed; it will be retried",
              );
              throw error;
            }
          }
        },
      );
    }
    this.#started = true;
  }

  /** Enqueues a job; inside `tx` it commits or rolls back with the caller's transaction. */
  async enqueue<T extends object>(
    queue: string,
    data: T,
    options: SendOptions & { tx?: Transaction } = {},
  ): Promise<string | null> {
    const { tx, ...sendOptions } = options;
    return this.#boss.send(queue, data, {
      ...sendOptions,
      ...(tx ? { db: fromDrizzle(tx as never, sql as never) } : {}),
    });
  }

  /** Waits for running jobs to finish (up to `timeoutMs`), then stops polling. */
  async stop(timeoutMs = 5_000): Promise<void> {
    if (!this.#started) return;
    this.#started = false;
    await this.#boss.stop({ graceful: true, timeout: timeoutMs, close: true });
  }
}

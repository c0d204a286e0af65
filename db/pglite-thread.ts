import { Worker } from "node:worker_threads";

/**
 * PGlite on a worker thread, behind the part of PGlite's interface that Drizzle and this
 * project use (query, exec, transaction, listen, dumpDataDir, close).
 *
 * Why a thread: PGlite runs PostgreSQL as WebAssembly, synchronously, on whatever thread calls
 * it. In the main thread every query blocked the event loop that serves HTTP, and loading the
 * pg_trgm extension into the main V8 isolate slowed every other request of the process by about
 * 30 % (measured with a bare Fastify route; the same instance in a worker costs the main thread
 * nothing). Here queries run on the machine's other core.
 */
export type WorkerOptions = { dataDir?: string; loadDataDir?: ArrayBuffer };

type QueryShape = { rowMode: "array" | "object"; rawTypes: number[] };
export type ThreadRequest =
  | ({ id: number; type: "query"; sql: string; params: unknown[]; txId?: number } & QueryShape)
  | { id: number; type: "exec"; sql: string; txId?: number }
  | { id: number; type: "begin" }
  | { id: number; type: "end"; txId: number; commit: boolean }
  | { id: number; type: "listen"; channel: string }
  | { id: number; type: "unlisten"; listenId: number }
  | { id: number; type: "dump"; compression: "gzip" | "none" | "auto" }
  | { id: number; type: "close" };

export type ThreadReply =
  | { id: number; ok: true; value: unknown; event?: "ended" | "notification" }
  | { id: number; ok: false; error: Record<string, unknown>; event?: "ended" };

export type QueryResult = {
  rows: unknown[];
  fields: { name: string; dataTypeID: number }[];
  affectedRows?: number;
};
type QueryOptions = { rowMode?: "array" | "object"; parsers?: Record<number, unknown> };

/** What a transaction callback receives, like PGlite's own Transaction. */
export type ThreadTransaction = {
  query(sql: string, params?: unknown[], options?: QueryOptions): Promise<QueryResult>;
  exec(sql: string): Promise<QueryResult[]>;
};

function toError(plain: Record<string, unknown>): Error {
  const error = new Error(String(plain.message ?? "PGlite error"));
  Object.assign(error, plain);
  return error;
}

function shapeOf(options: QueryOptions | undefined): QueryShape {
  return {
    rowMode: options?.rowMode ?? "object",
    rawTypes: Object.keys(options?.parsers ?? {}).map(Number),
  };
}

export class PGliteThread {
  readonly #worker: Worker;
  readonly #pending = new Map<
    number,
    { resolve: (value: unknown) => void; reject: (error: Error) => void }
  >();
  readonly #ended = new Map<number, { resolve: () => void; reject: (error: Error) => void }>();
  readonly #listeners = new Map<number, (payload: string) => void>();
  #nextId = 1;
  #closed = false;

  private constructor(worker: Worker) {
    this.#worker = worker;
    worker.on("message", (reply: ThreadReply) => this.#receive(reply));
    worker.on("error", (error) => this.#failAll(error));
    worker.on("exit", () => {
      this.#closed = true;
      this.#failAll(new Error("PGlite is closed"));
    });
  }

  static async create(options: WorkerOptions): Promise<PGliteThread> {
    const worker = new Worker(new URL("./pglite-worker.ts", import.meta.url), {
      workerData: options,
      transferList: options.loadDataDir ? [options.loadDataDir] : [],
    });
    const thread = new PGliteThread(worker);
    await new Promise<void>((resolve, reject) => {
      thread.#pending.set(0, { resolve: () => resolve(), reject });
    });
    thread.#updateRef();
    return thread;
  }

  get closed(): boolean {
    return this.#closed;
  }

  query(sql: string, params: unknown[] = [], options?: QueryOptions): Promise<QueryResult> {
    return this.#send({ type: "query", sql, params, ...shapeOf(options) }) as Promise<QueryResult>;
  }

  exec(sql: string): Promise<QueryResult[]> {
    return this.#send({ type: "exec", sql }) as Promise<QueryResult[]>;
  }

  async transaction<T>(callback: (tx: ThreadTransaction) => Promise<T>): Promise<T> {
    const txId = this.#nextId;
    const ended = new Promise<void>((resolve, reject) =>
      this.#ended.set(txId, { resolve, reject }),
    );
    await this.#send({ type: "begin" });
    const tx: ThreadTransaction = {
      query: (sql, params = [], options) =>
        this.#send({
          type: "query",
          sql,
          params,
          txId,
          ...shapeOf(options),
        }) as Promise<QueryResult>,
      exec: (sql) => this.#send({ type: "exec", sql, txId }) as Promise<QueryResult[]>,
    };
    try {
      const result = await callback(tx);
      this.#post({ id: this.#nextId++, type: "end", txId, commit: true });
      await ended;
      return result;
    } catch (error) {
      this.#post({ id: this.#nextId++, type: "end", txId, commit: false });
      await ended.catch(() => {});
      throw error;
    }
  }

  async listen(channel: string, handler: (payload: string) => void): Promise<() => Promise<void>> {
    const listenId = this.#nextId;
    this.#listeners.set(listenId, handler);
    await this.#send({ type: "listen", channel });
    return async () => {
      this.#listeners.delete(listenId);
      if (!this.#closed) await this.#send({ type: "unlisten", listenId });
    };
  }

  async dumpDataDir(compression: "gzip" | "none" | "auto" = "auto"): Promise<Blob> {
    const buffer = (await this.#send({ type: "dump", compression })) as ArrayBuffer;
    return new Blob([buffer]);
  }

  async close(): Promise<void> {
    if (this.#closed) return;
    await this.#send({ type: "close" });
    this.#closed = true;
    await this.#worker.terminate();
  }

  #send(request: DistributiveOmit<ThreadRequest, "id">): Promise<unknown> {
    if (this.#closed) return Promise.reject(new Error("PGlite is closed"));
    const id = this.#nextId++;
    return new Promise((resolve, reject) => {
      this.#pending.set(id, { resolve, reject });
      this.#updateRef();
      this.#post({ ...request, id } as ThreadRequest);
    });
  }

  #post(request: ThreadRequest): void {
    this.#worker.postMessage(request);
  }

  #receive(reply: ThreadReply): void {
    if (reply.event === "notification") {
      this.#listeners.get(reply.id)?.(String(reply.value));
      return;
    }
    if (reply.event === "ended") {
      const waiter = this.#ended.get(reply.id);
      this.#ended.delete(reply.id);
      this.#updateRef();
      if (reply.ok) waiter?.resolve();
      else waiter?.reject(toError(reply.error));
      return;
    }
    const waiter = this.#pending.get(reply.id);
    if (!waiter) return;
    this.#pending.delete(reply.id);
    this.#updateRef();
    if (reply.ok) waiter.resolve(reply.value);
    else waiter.reject(toError(reply.error));
  }

  /** Work in flight (a query, an open transaction) keeps the process alive; an idle pool not. */
  #updateRef(): void {
    if (this.#pending.size + this.#ended.size > 0) this.#worker.ref();
    else this.#worker.unref();
  }

  #failAll(error: Error): void {
    for (const waiter of this.#pending.values()) waiter.reject(error);
    for (const waiter of this.#ended.values()) waiter.reject(error);
    this.#pending.clear();
    this.#ended.clear();
  }
}

type DistributiveOmit<T, K extends PropertyKey> = T extends unknown ? Omit<T, K> : never;

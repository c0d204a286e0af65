/**
 * The worker-thread side of `pglite-thread.ts`: owns the PGlite instance and answers the main
 * thread's messages. Queries run here, on their own thread, never on the event loop that
 * serves HTTP.
 */
import { parentPort, workerData } from "node:worker_threads";
import { PGlite, type Transaction } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import type { ThreadReply, ThreadRequest, WorkerOptions } from "./pglite-thread.ts";

const port = parentPort;
if (!port) throw new Error("pglite-worker.ts runs as a worker thread only");

const options = workerData as WorkerOptions;
const pg = await PGlite.create({
  ...(options.dataDir ? { dataDir: options.dataDir } : {}),
  ...(options.loadDataDir ? { loadDataDir: new Blob([options.loadDataDir]) } : {}),
  extensions: { pg_trgm },
});

const transactions = new Map<number, { tx: Transaction; finish: (commit: boolean) => void }>();
const listeners = new Map<number, () => Promise<void>>();

function reply(message: ThreadReply, transfer: ArrayBuffer[] = []): void {
  port!.postMessage(message, transfer);
}

/** Errors cross the thread as plain data: message, SQLSTATE code and PostgreSQL's details. */
function serializeError(error: unknown) {
  const source = (error ?? {}) as Record<string, unknown>;
  const plain: Record<string, unknown> = {};
  for (const key of [
    "name",
    "message",
    "code",
    "detail",
    "hint",
    "constraint",
    "table",
    "column",
    "severity",
    "position",
  ]) {
    if (typeof source[key] === "string" || typeof source[key] === "number")
      plain[key] = source[key];
  }
  if (!plain.message) plain.message = String(error);
  return plain;
}

function queryOptions(request: { rowMode: "array" | "object"; rawTypes: number[] }) {
  // The main thread cannot send functions: the only parsers callers use keep a type's text as is.
  const parsers: Record<number, (value: string) => string> = {};
  for (const oid of request.rawTypes) parsers[oid] = (value) => value;
  return { rowMode: request.rowMode, parsers };
}

async function handle(request: ThreadRequest): Promise<void> {
  switch (request.type) {
    case "query": {
      const target = request.txId === undefined ? pg : transactions.get(request.txId)?.tx;
      if (!target) throw new Error("The transaction has already ended");
      const result = await target.query(request.sql, request.params, queryOptions(request));
      reply({
        id: request.id,
        ok: true,
        value: { rows: result.rows, fields: result.fields, affectedRows: result.affectedRows },
      });
      return;
    }
    case "exec": {
      const target = request.txId === undefined ? pg : transactions.get(request.txId)?.tx;
      if (!target) throw new Error("The transaction has already ended");
      const results = await target.exec(request.sql);
      reply({
        id: request.id,
        ok: true,
        value: results.map((result) => ({
          rows: result.rows,
          fields: result.fields,
          affectedRows: result.affectedRows,
        })),
      });
      return;
    }
    case "begin": {
      // PGlite's transaction() holds its lock until the callback settles: the callback waits
      // for the main thread's "end" while queries tagged with this transaction run inside it.
      let begun!: () => void;
      const started = new Promise<void>((resolve) => {
        begun = resolve;
      });
      const done = pg.transaction(async (tx) => {
        const finished = new Promise<boolean>((resolve) => {
          transactions.set(request.id, { tx, finish: resolve });
        });
        begun();
        if (!(await finished)) throw new RollbackSignal();
      });
      void done
        .then(
          () => reply({ id: request.id, ok: true, value: "committed", event: "ended" }),
          (error: unknown) =>
            error instanceof RollbackSignal
              ? reply({ id: request.id, ok: true, value: "rolled back", event: "ended" })
              : reply({ id: request.id, ok: false, error: serializeError(error), event: "ended" }),
        )
        .finally(() => transactions.delete(request.id));
      await started;
      reply({ id: request.id, ok: true, value: "begun" });
      return;
    }
    case "end": {
      transactions.get(request.txId)?.finish(request.commit);
      return;
    }
    case "listen": {
      const unlisten = await pg.listen(request.channel, (payload) =>
        reply({ id: request.id, ok: true, value: payload, event: "notification" }),
      );
      listeners.set(request.id, unlisten);
      reply({ id: request.id, ok: true, value: "listening" });
      return;
    }
    case "unlisten": {
      await listeners.get(request.listenId)?.();
      listeners.delete(request.listenId);
      reply({ id: request.id, ok: true, value: "stopped" });
      return;
    }
    case "dump": {
      const blob = await pg.dumpDataDir(request.compression);
      const buffer = await blob.arrayBuffer();
      reply({ id: request.id, ok: true, value: buffer }, [buffer]);
      return;
    }
    case "close": {
      if (!pg.closed) await pg.close();
      reply({ id: request.id, ok: true, value: "closed" });
      return;
    }
  }
}

class RollbackSignal extends Error {}

port.on("message", (request: ThreadRequest) => {
  handle(request).catch((error: unknown) =>
    reply({ id: request.id, ok: false, error: serializeError(error) }),
  );
});
reply({ id: 0, ok: true, value: "ready" });

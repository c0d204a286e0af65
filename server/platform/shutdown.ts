import { Server as NetServer } from "node:net";
import { setTimeout as sleep } from "node:timers/promises";
import type { FastifyInstance } from "fastify";

/** Whether the process is on its way out: readiness fails and connections are not kept. */
export class Lifecycle {
  draining = false;
}

/** The longest wait, after the listener closes, for connections already accepted to finish. */
const maxSettleMs = 1_000;
/** How long in-flight requests may still run once the app closes; then their sockets close. */
export const inFlightLimitMs = 10_000;

function openConnections(app: FastifyInstance): Promise<number> {
  return new Promise((resolve) => {
    app.server.getConnections((error, count) => resolve(error ? 0 : count));
  });
}

/**
 * Graceful shutdown for a process behind a load balancer, in three steps:
 *
 * 1. Drain for the whole `drainMs`: /api/ready answers 503 (the balancer stops sending new
 *    work) while every request is still served, each with `Connection: close`, so a kept-alive
 *    client's next request is answered and its connection then closed, never reset. The drain
 *    never ends early: the balancer notices the 503 only at its next health check, and until
 *    then it keeps opening new connections even when none is open at this instant.
 * 2. Stop the job workers (running jobs finish, up to 5 s) while the server still listens: a
 *    running job may call this very server (demo mode's sandbox supplier and payment webhooks).
 *    Then stop accepting (close the listening socket), and give the connections already accepted
 *    up to `min(drainMs, 1 s)` to send their request and get their answer. Node's
 *    `http.Server#close` would also destroy every idle connection at once, including one just
 *    accepted whose request is still on the wire (a reset for its client); so only the listener
 *    is closed here.
 * 3. Close the app: open WebSockets (chat, live orders) are closed first, so their pages
 *    reconnect through the balancer to another process (the HTTP server cannot close an
 *    upgraded connection, and would wait for it forever); idle connections left (clients silent
 *    for the whole drain) are closed, in-flight requests finish (new ones on open connections
 *    get 503) within `inFlightLimitMs`, after which their sockets are closed; then the database.
 */
export async function shutDownGracefully(
  app: FastifyInstance,
  options: { lifecycle: Lifecycle; drainMs: number; inFlightLimitMs?: number },
): Promise<void> {
  options.lifecycle.draining = true;
  if (options.drainMs > 0) await sleep(options.drainMs);

  await app.services.jobs.stop();
  if (app.server.listening) NetServer.prototype.close.call(app.server);
  const settleUntil = Date.now() + Math.min(options.drainMs, maxSettleMs);
  while (Date.now() < settleUntil && (await openConnections(app)) > 0) await sleep(10);

  const limit = setTimeout(
    () => app.server.closeAllConnections(),
    options.inFlightLimitMs ?? inFlightLimitMs,
  );
  limit.unref();
  try {
    await app.close();
  } finally {
    clearTimeout(limit);
  }
}

import { setTimeout as sleep } from "node:timers/promises";
import type { FastifyInstance } from "fastify";

/** Whether the process is on its way out: readiness fails and connections are not kept. */
export class Lifecycle {
  draining = false;
}

function openConnections(app: FastifyInstance): Promise<number> {
  return new Promise((resolve) => {
    app.server.getConnections((error, count) => resolve(error ? 0 : count));
  });
}

/**
 * Graceful shutdown for a process behind a load balancer. First drain: /api/ready answers 503
 * (the balancer stops sending new work) while requests are still served, each with
 * `Connection: close`, so a kept-alive client's next request is answered and its connection
 * then closed, never reset. The drain ends when no connection is left or after `drainMs`; then
 * the server closes (in-flight requests finish, new ones get 503) and the database after it.
 */
export async function shutDownGracefully(
  app: FastifyInstance,
  options: { lifecycle: Lifecycle; drainMs: number },
): Promise<void> {
  options.lifecycle.draining = true;
  const deadline = Date.now() + options.drainMs;
  while (Date.now() < deadline && (await openConnections(app)) > 0) await sleep(25);
  await app.close();
}

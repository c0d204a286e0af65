import type { FastifyRequest } from "fastify";
import type { AdminRole } from "#contracts/accounts-rules.ts";
import type { Executor } from "#db/client.ts";
import { auditLog } from "#db/schema/audit.ts";
import { memberOf } from "./auth-guard.ts";

/** Who is making an admin change, and the request it came in (for the server log). */
export type AdminActor = { userId: string; adminRole: AdminRole; requestId: string };

/** The actor of an admin route (access "admin": the guard has already checked the role). */
export function adminActorOf(request: FastifyRequest): AdminActor {
  const viewer = memberOf(request);
  if (!viewer.adminRole) throw new Error("admin route reached without an admin role");
  return { userId: viewer.userId, adminRole: viewer.adminRole, requestId: request.id };
}

export type AuditEntry = {
  /** What was done, as `<resource>.<verb>`: `games.update`, `orders.refund`. */
  action: string;
  targetType: string;
  targetId: string;
  before?: unknown;
  after?: unknown;
};

/**
 * Records an admin write. Call it with the transaction that makes the change, so the change and
 * its record are stored together or not at all.
 */
export async function recordAudit(
  executor: Executor,
  actor: AdminActor,
  entry: AuditEntry,
): Promise<void> {
  await executor.insert(auditLog).values({
    actorId: actor.userId,
    actorRole: actor.adminRole,
    action: entry.action,
    targetType: entry.targetType,
    targetId: entry.targetId,
    before: entry.before ?? null,
    after: entry.after ?? null,
    requestId: actor.requestId,
  });
}

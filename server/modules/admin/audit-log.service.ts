import type { AuditLogPage, AuditLogQuery } from "#contracts/admin-accounts.ts";
import { actionFilterOf } from "#contracts/admin-accounts-rules.ts";
import { dateBound } from "#contracts/admin-orders.ts";
import { uuidPattern } from "#contracts/id-rules.ts";
import type { Db } from "#db/client.ts";
import { searchAudit, selectAuditTargetTypes } from "./audit-log.repository.ts";

/**
 * The admin frame's audit log: every staff change, newest first, filtered by actor, action,
 * target and time. Each domain writes its records in its own transactions through
 * `recordAudit`; this only reads them.
 */
export class AuditLogService {
  readonly #deps: { db: Db };

  constructor(deps: { db: Db }) {
    this.#deps = deps;
  }

  async search(query: AuditLogQuery): Promise<AuditLogPage> {
    const actor = query.actor?.toLowerCase() || undefined;
    const { rows, total } = await searchAudit(this.#deps.db, {
      actorId: actor && uuidPattern.test(actor) ? actor : undefined,
      actorEmail: actor && !uuidPattern.test(actor) ? actor : undefined,
      action: query.action ? actionFilterOf(query.action) : undefined,
      targetType: query.targetType || undefined,
      targetId: query.targetId || undefined,
      from: query.from ? (dateBound(query.from, "from") ?? undefined) : undefined,
      to: query.to ? (dateBound(query.to, "to") ?? undefined) : undefined,
      limit: query.pageSize,
      offset: (query.page - 1) * query.pageSize,
    });
    const targetTypes = await selectAuditTargetTypes(this.#deps.db);
    return {
      entries: rows.map((row) => ({
        id: row.id,
        at: row.createdAt.toISOString(),
        actor: {
          id: row.actorId,
          name: row.actorName,
          email: row.actorEmail,
          role: row.actorRole,
        },
        action: row.action,
        targetType: row.targetType,
        targetId: row.targetId,
        before: row.before ?? null,
        after: row.after ?? null,
        requestId: row.requestId,
      })),
      total,
      page: query.page,
      pageSize: query.pageSize,
      targetTypes,
    };
  }
}

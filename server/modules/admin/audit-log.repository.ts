import { aliasedTable, and, asc, desc, eq, gte, like, lt, type SQL, sql } from "drizzle-orm";
import type { Executor } from "#db/client.ts";
import { users } from "#db/schema/accounts.ts";
import { auditLog } from "#db/schema/audit.ts";

/**
 * Reading the audit log (written only through `recordAudit`, server/platform/audit-log.ts). The
 * actor's name and e-mail are joined from the accounts' table: a read, the admin frame writes
 * nothing there.
 */

export type AuditSearch = {
  actorId?: string | undefined;
  /** Part of the actor's e-mail, lower-cased. */
  actorEmail?: string | undefined;
  action?: { kind: "prefix" | "exact"; value: string } | undefined;
  targetType?: string | undefined;
  targetId?: string | undefined;
  from?: Date | undefined;
  to?: Date | undefined;
  limit: number;
  offset: number;
};

/** `text` for LIKE with its own wildcards taken literally. */
function likeEscaped(text: string): string {
  return text.replace(/[\\%_]/g, (character) => `\\${character}`);
}

const actor = aliasedTable(users, "actor");

export async function searchAudit(db: Executor, search: AuditSearch) {
  const conditions: SQL[] = [];
  if (search.actorId) conditions.push(eq(auditLog.actorId, search.actorId));
  if (search.actorEmail) {
    conditions.push(
      sql`${auditLog.actorId} in (select ${users.id} from ${users} where ${users.email} like ${`%${likeEscaped(search.actorEmail)}%`})`,
    );
  }
  if (search.action) {
    conditions.push(
      search.action.kind === "exact"
        ? eq(auditLog.action, search.action.value)
        : like(auditLog.action, `${likeEscaped(search.action.value)}%`),
    );
  }
  if (search.targetType) conditions.push(eq(auditLog.targetType, search.targetType));
  if (search.targetId) conditions.push(eq(auditLog.targetId, search.targetId));
  if (search.from) conditions.push(gte(auditLog.createdAt, search.from));
  if (search.to) conditions.push(lt(auditLog.createdAt, search.to));
  const where = conditions.length > 0 ? and(...conditions) : undefined;
  const [rows, [counted]] = await Promise.all([
    db
      .select({
        id: auditLog.id,
        createdAt: auditLog.createdAt,
        actorId: auditLog.actorId,
        actorRole: auditLog.actorRole,
        actorName: actor.name,
        actorEmail: actor.email,
        action: auditLog.action,
        targetType: auditLog.targetType,
        targetId: auditLog.targetId,
        before: auditLog.before,
        after: auditLog.after,
        requestId: auditLog.requestId,
      })
      .from(auditLog)
      .leftJoin(actor, eq(actor.id, auditLog.actorId))
      .where(where)
      .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
      .limit(search.limit)
      .offset(search.offset),
    db.select({ total: sql<number>`count(*)::int` }).from(auditLog).where(where),
  ]);
  return { rows, total: counted?.total ?? 0 };
}

export async function selectAuditTargetTypes(db: Executor): Promise<string[]> {
  const rows = await db
    .select({ targetType: auditLog.targetType })
    .from(auditLog)
    .groupBy(auditLog.targetType)
    .orderBy(asc(auditLog.targetType));
  return rows.map((row) => row.targetType);
}

import { and, count, desc, eq, or, type SQL, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { Executor } from "#db/client.ts";
import { securityEvents, users } from "#db/schema/accounts.ts";

/** `%text%` for LIKE, with the text's own wildcards taken literally. */
function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
}

/**
 * Shoppers (accounts without a staff role) whose name or e-mail contains `term` (already folded
 * and lower-cased; e-mails are stored lower-cased, names are lower-cased here), newest first.
 */
export async function searchCustomers(
  db: Executor,
  input: { term: string | undefined; limit: number; offset: number },
) {
  const conditions: (SQL | undefined)[] = [eq(users.role, "user")];
  if (input.term) {
    const pattern = containsPattern(input.term);
    conditions.push(
      or(sql`lower(${users.name}) like ${pattern}`, sql`${users.email} like ${pattern}`),
    );
  }
  const where = and(...conditions);
  const [rows, totals] = await Promise.all([
    db
      .select({
        id: users.id,
        name: users.name,
        email: users.email,
        createdAt: users.createdAt,
        blockedAt: users.blockedAt,
      })
      .from(users)
      .where(where)
      .orderBy(desc(users.createdAt), desc(users.id))
      .limit(input.limit)
      .offset(input.offset),
    db.select({ total: count() }).from(users).where(where),
  ]);
  return { rows, total: totals[0]?.total ?? 0 };
}

const blocker = alias(users, "blocker");

/** One account with what its staff page shows, and who blocked it. */
export async function findCustomer(db: Executor, id: string) {
  const [row] = await db
    .select({
      id: users.id,
      name: users.name,
      email: users.email,
      role: users.role,
      language: users.language,
      createdAt: users.createdAt,
      isActive: users.isActive,
      hasPassword: sql<boolean>`${users.passwordHash} is not null`,
      hasGoogle: sql<boolean>`${users.googleSubject} is not null`,
      blockedAt: users.blockedAt,
      blockedReason: users.blockedReason,
      blockedByEmail: blocker.email,
    })
    .from(users)
    .leftJoin(blocker, eq(blocker.id, users.blockedBy))
    .where(eq(users.id, id));
  return row;
}

/** Locks the account's row for a block or an unblock. */
export async function lockCustomer(db: Executor, id: string) {
  const [row] = await db
    .select({ id: users.id, role: users.role, blockedAt: users.blockedAt })
    .from(users)
    .where(eq(users.id, id))
    .for("update");
  return row;
}

export async function setCustomerBlock(
  db: Executor,
  id: string,
  block: { at: Date; reason: string; by: string } | null,
): Promise<void> {
  await db
    .update(users)
    .set({
      blockedAt: block?.at ?? null,
      blockedReason: block?.reason ?? null,
      blockedBy: block?.by ?? null,
      updatedAt: sql`now()`,
    })
    .where(eq(users.id, id));
}

export async function selectSecurityEventsOf(db: Executor, userId: string, limit: number) {
  return db
    .select({
      id: securityEvents.id,
      kind: securityEvents.kind,
      ip: securityEvents.ip,
      createdAt: securityEvents.createdAt,
    })
    .from(securityEvents)
    .where(eq(securityEvents.userId, userId))
    .orderBy(desc(securityEvents.createdAt), desc(securityEvents.id))
    .limit(limit);
}

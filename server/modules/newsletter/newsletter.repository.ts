import { and, asc, desc, eq, like, type SQL, sql } from "drizzle-orm";
import type { AdminSubscriberFilter } from "#contracts/admin-subscribers.ts";
import type { Executor } from "#db/client.ts";
import { newsletterSubscriptions } from "#db/schema/content.ts";

const subscriptionColumns = {
  id: newsletterSubscriptions.id,
  email: newsletterSubscriptions.email,
  status: newsletterSubscriptions.status,
  language: newsletterSubscriptions.language,
  lastSentAt: newsletterSubscriptions.lastSentAt,
};
export type SubscriptionRow = {
  id: string;
  email: string;
  status: "pending" | "confirmed" | "unsubscribed";
  language: string;
  lastSentAt: Date | null;
};

/** Inserts a new pending address; undefined when the address is already stored. */
export async function insertSubscription(
  db: Executor,
  values: { email: string; language: string; lastSentAt: Date },
): Promise<SubscriptionRow | undefined> {
  const [row] = await db
    .insert(newsletterSubscriptions)
    .values(values)
    .onConflictDoNothing({ target: newsletterSubscriptions.email })
    .returning(subscriptionColumns);
  return row;
}

/** The address's row, locked until the transaction ends (two requests never both send). */
export async function lockSubscriptionByEmail(
  db: Executor,
  email: string,
): Promise<SubscriptionRow | undefined> {
  const [row] = await db
    .select(subscriptionColumns)
    .from(newsletterSubscriptions)
    .where(eq(newsletterSubscriptions.email, email))
    .for("update");
  return row;
}

export async function lockSubscriptionById(
  db: Executor,
  id: string,
): Promise<SubscriptionRow | undefined> {
  const [row] = await db
    .select(subscriptionColumns)
    .from(newsletterSubscriptions)
    .where(eq(newsletterSubscriptions.id, id))
    .for("update");
  return row;
}

export async function updateSubscription(
  db: Executor,
  id: string,
  values: Partial<{
    status: SubscriptionRow["status"];
    language: string;
    lastSentAt: Date;
    confirmedAt: Date;
    unsubscribedAt: Date | null;
  }>,
): Promise<void> {
  await db.update(newsletterSubscriptions).set(values).where(eq(newsletterSubscriptions.id, id));
}

const staffColumns = {
  id: newsletterSubscriptions.id,
  email: newsletterSubscriptions.email,
  status: newsletterSubscriptions.status,
  language: newsletterSubscriptions.language,
  createdAt: newsletterSubscriptions.createdAt,
  confirmedAt: newsletterSubscriptions.confirmedAt,
  unsubscribedAt: newsletterSubscriptions.unsubscribedAt,
};
export type StaffSubscriptionRow = {
  [K in keyof typeof staffColumns]: (typeof newsletterSubscriptions.$inferSelect)[K];
};

/** `%text%` for LIKE, with the text's own wildcards taken literally. */
function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
}

function staffFilters(filter: AdminSubscriberFilter): SQL | undefined {
  const conditions: SQL[] = [];
  if (filter.status) conditions.push(eq(newsletterSubscriptions.status, filter.status));
  // Addresses are stored lower-case and the fragment arrives lower-cased: a plain LIKE.
  if (filter.q) conditions.push(like(newsletterSubscriptions.email, containsPattern(filter.q)));
  return conditions.length > 0 ? and(...conditions) : undefined;
}

/** One page of addresses, newest first, and how many match in all. */
export async function selectSubscriptionPage(
  db: Executor,
  filter: AdminSubscriberFilter,
  page: { limit: number; offset: number },
): Promise<{ rows: StaffSubscriptionRow[]; total: number }> {
  const where = staffFilters(filter);
  const [rows, [count]] = await Promise.all([
    db
      .select(staffColumns)
      .from(newsletterSubscriptions)
      .where(where)
      .orderBy(desc(newsletterSubscriptions.createdAt), desc(newsletterSubscriptions.id))
      .limit(page.limit)
      .offset(page.offset),
    db
      .select({ total: sql<number>`count(*)`.mapWith(Number) })
      .from(newsletterSubscriptions)
      .where(where),
  ]);
  return { rows, total: count?.total ?? 0 };
}

/** How many addresses are stored in each status. */
export async function countSubscriptionsByStatus(
  db: Executor,
): Promise<Record<StaffSubscriptionRow["status"], number>> {
  const rows = await db
    .select({
      status: newsletterSubscriptions.status,
      total: sql<number>`count(*)`.mapWith(Number),
    })
    .from(newsletterSubscriptions)
    .groupBy(newsletterSubscriptions.status);
  const counts = { pending: 0, confirmed: 0, unsubscribed: 0 };
  for (const row of rows) counts[row.status] = row.total;
  return counts;
}

/**
 * The next `limit` addresses of an export, oldest first, after `afterId` (keyset on created_at
 * and id; the cursor's time is read from its row, at the column's microsecond precision).
 */
export async function selectSubscriptionBatch(
  db: Executor,
  filter: AdminSubscriberFilter,
  afterId: string | null,
  limit: number,
): Promise<StaffSubscriptionRow[]> {
  const conditions: SQL[] = [];
  const where = staffFilters(filter);
  if (where) conditions.push(where);
  if (afterId) {
    conditions.push(
      sql`(${newsletterSubscriptions.createdAt}, ${newsletterSubscriptions.id}) > (select s.created_at, s.id from ${newsletterSubscriptions} s where s.id = ${afterId}::uuid)`,
    );
  }
  return db
    .select(staffColumns)
    .from(newsletterSubscriptions)
    .where(conditions.length > 0 ? and(...conditions) : undefined)
    .orderBy(asc(newsletterSubscriptions.createdAt), asc(newsletterSubscriptions.id))
    .limit(limit);
}

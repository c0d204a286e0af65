import { and, desc, eq, isNotNull, isNull, type SQL, sql } from "drizzle-orm";
import type { PartnerEnquiryState } from "#contracts/admin-partners.ts";
import type { Executor } from "#db/client.ts";
import { users } from "#db/schema/accounts.ts";
import { partnerEnquiries } from "#db/schema/content.ts";

export async function insertEnquiry(
  db: Executor,
  values: {
    name: string;
    email: string;
    company: string;
    website: string | null;
    kind: string;
    message: string;
    language: string;
  },
): Promise<{ id: string }> {
  const [row] = await db
    .insert(partnerEnquiries)
    .values(values)
    .returning({ id: partnerEnquiries.id });
  if (!row) throw new Error("partner enquiry was not stored");
  return row;
}

const staffColumns = {
  id: partnerEnquiries.id,
  name: partnerEnquiries.name,
  email: partnerEnquiries.email,
  company: partnerEnquiries.company,
  website: partnerEnquiries.website,
  kind: partnerEnquiries.kind,
  message: partnerEnquiries.message,
  language: partnerEnquiries.language,
  createdAt: partnerEnquiries.createdAt,
  answeredAt: partnerEnquiries.answeredAt,
  answeredBy: partnerEnquiries.answeredBy,
  // Accounts are read here only for the admin's address beside "answered by".
  answeredByEmail: users.email,
};
export type StaffEnquiryRow = {
  [K in Exclude<
    keyof typeof staffColumns,
    "answeredByEmail"
  >]: (typeof partnerEnquiries.$inferSelect)[K];
} & { answeredByEmail: string | null };

function stateFilter(state: PartnerEnquiryState | undefined): SQL | undefined {
  if (state === "answered") return isNotNull(partnerEnquiries.answeredAt);
  if (state === "unanswered") return isNull(partnerEnquiries.answeredAt);
  return undefined;
}

/** One page of enquiries, newest first, and how many match in all. */
export async function selectEnquiryPage(
  db: Executor,
  state: PartnerEnquiryState | undefined,
  page: { limit: number; offset: number },
): Promise<{ rows: StaffEnquiryRow[]; total: number }> {
  const where = stateFilter(state);
  const [rows, [count]] = await Promise.all([
    db
      .select(staffColumns)
      .from(partnerEnquiries)
      .leftJoin(users, eq(users.id, partnerEnquiries.answeredBy))
      .where(where)
      .orderBy(desc(partnerEnquiries.createdAt), desc(partnerEnquiries.id))
      .limit(page.limit)
      .offset(page.offset),
    db
      .select({ total: sql<number>`count(*)`.mapWith(Number) })
      .from(partnerEnquiries)
      .where(where),
  ]);
  return { rows, total: count?.total ?? 0 };
}

export async function countUnansweredEnquiries(db: Executor): Promise<number> {
  const [row] = await db
    .select({ total: sql<number>`count(*)`.mapWith(Number) })
    .from(partnerEnquiries)
    .where(isNull(partnerEnquiries.answeredAt));
  return row?.total ?? 0;
}

export async function findEnquiry(db: Executor, id: string): Promise<StaffEnquiryRow | undefined> {
  const [row] = await db
    .select(staffColumns)
    .from(partnerEnquiries)
    .leftJoin(users, eq(users.id, partnerEnquiries.answeredBy))
    .where(eq(partnerEnquiries.id, id));
  return row;
}

/**
 * Marks the enquiry answered unless it already is (the first answer stands); whether this call
 * marked it.
 */
export async function markEnquiryAnswered(
  db: Executor,
  id: string,
  values: { answeredBy: string; answeredAt: Date },
): Promise<boolean> {
  const rows = await db
    .update(partnerEnquiries)
    .set(values)
    .where(and(eq(partnerEnquiries.id, id), isNull(partnerEnquiries.answeredAt)))
    .returning({ id: partnerEnquiries.id });
  return rows.length > 0;
}

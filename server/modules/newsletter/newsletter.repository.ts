import { eq } from "drizzle-orm";
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

import { and, eq, gt, isNull, lt } from "drizzle-orm";
import type { Executor } from "#db/client.ts";
import { passwordResets, users } from "#db/schema/accounts.ts";

/** The account a reset is asked for, locked so two requests at once leave one working link. */
export async function lockUserByEmail(db: Executor, email: string) {
  const [row] = await db
    .select({
      id: users.id,
      email: users.email,
      name: users.name,
      language: users.language,
      role: users.role,
      isActive: users.isActive,
    })
    .from(users)
    .where(eq(users.email, email))
    .for("update");
  return row;
}

/** Stores a new link for the account and deletes its unused ones: only the newest works. */
export async function replaceUnusedResets(
  db: Executor,
  values: { userId: string; tokenHash: string; expiresAt: Date; createdAt: Date },
): Promise<void> {
  await db
    .delete(passwordResets)
    .where(and(eq(passwordResets.userId, values.userId), isNull(passwordResets.usedAt)));
  await db.insert(passwordResets).values(values);
}

/** A link as it stands, for the cheap refusal before the password is hashed. */
export async function findReset(db: Executor, tokenHash: string) {
  const [row] = await db
    .select({
      userId: passwordResets.userId,
      expiresAt: passwordResets.expiresAt,
      usedAt: passwordResets.usedAt,
    })
    .from(passwordResets)
    .where(eq(passwordResets.tokenHash, tokenHash));
  return row;
}

/**
 * Marks a live link used and returns its account, in one statement: of two resets with the same
 * token, the second waits for the first's row lock, then finds it used and gets nothing.
 */
export async function claimReset(
  db: Executor,
  tokenHash: string,
  now: Date,
): Promise<string | undefined> {
  const [row] = await db
    .update(passwordResets)
    .set({ usedAt: now })
    .where(
      and(
        eq(passwordResets.tokenHash, tokenHash),
        isNull(passwordResets.usedAt),
        gt(passwordResets.expiresAt, now),
      ),
    )
    .returning({ userId: passwordResets.userId });
  return row?.userId;
}

/** After a reset, any other unused link of the account stops working too. */
export async function deleteUnusedResetsOf(db: Executor, userId: string): Promise<void> {
  await db
    .delete(passwordResets)
    .where(and(eq(passwordResets.userId, userId), isNull(passwordResets.usedAt)));
}

export async function deleteResetsExpiredBefore(db: Executor, before: Date): Promise<number> {
  const rows = await db
    .delete(passwordResets)
    .where(lt(passwordResets.expiresAt, before))
    .returning({ id: passwordResets.id });
  return rows.length;
}

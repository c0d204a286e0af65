import { and, eq, gt, isNotNull, isNull, lt, ne, or, sql } from "drizzle-orm";
import type { Executor } from "#db/client.ts";
import {
  adminTwoFactor,
  pendingSignups,
  refreshTokens,
  securityEvents,
  sessions,
  users,
} from "#db/schema/accounts.ts";

const userColumns = {
  id: users.id,
  email: users.email,
  name: users.name,
  dob: users.dob,
  passwordHash: users.passwordHash,
  role: users.role,
  adminRole: users.adminRole,
  googleSubject: users.googleSubject,
  isActive: users.isActive,
  language: users.language,
  blockedAt: users.blockedAt,
  createdAt: users.createdAt,
};
export type UserRow = {
  id: string;
  email: string;
  name: string;
  dob: string | null;
  passwordHash: string | null;
  role: "user" | "admin";
  adminRole: "owner" | "manager" | "support" | "editor" | null;
  googleSubject: string | null;
  isActive: boolean;
  language: string;
  /** Set while staff have blocked the account (customers.service.ts). */
  blockedAt: Date | null;
  createdAt: Date;
};

/** Up to `limit` e-mail addresses of blocked accounts (for the checkout's in-memory copy). */
export async function selectBlockedEmails(db: Executor, limit: number): Promise<string[]> {
  const rows = await db
    .select({ email: users.email })
    .from(users)
    .where(isNotNull(users.blockedAt))
    .limit(limit);
  return rows.map((row) => row.email);
}

export async function findUserByEmail(db: Executor, email: string): Promise<UserRow | undefined> {
  const [row] = await db.select(userColumns).from(users).where(eq(users.email, email));
  return row;
}

export async function findUserById(db: Executor, id: string): Promise<UserRow | undefined> {
  const [row] = await db.select(userColumns).from(users).where(eq(users.id, id));
  return row;
}

export async function findUserByGoogleSubject(
  db: Executor,
  subject: string,
): Promise<UserRow | undefined> {
  const [row] = await db.select(userColumns).from(users).where(eq(users.googleSubject, subject));
  return row;
}

export async function insertUser(
  db: Executor,
  values: typeof users.$inferInsert,
): Promise<UserRow | undefined> {
  const [row] = await db
    .insert(users)
    .values(values)
    .onConflictDoNothing({ target: users.email })
    .returning(userColumns);
  return row;
}

export async function updateUser(
  db: Executor,
  id: string,
  values: Partial<typeof users.$inferInsert>,
): Promise<UserRow | undefined> {
  const [row] = await db
    .update(users)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(users.id, id))
    .returning(userColumns);
  return row;
}

export async function deleteUser(db: Executor, id: string): Promise<boolean> {
  const rows = await db.delete(users).where(eq(users.id, id)).returning({ id: users.id });
  return rows.length > 0;
}

export async function countActiveOwners(db: Executor): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(users)
    .where(and(eq(users.adminRole, "owner"), eq(users.isActive, true)));
  return row?.count ?? 0;
}

export type PendingSignupRow = typeof pendingSignups.$inferSelect;

export async function findPendingSignup(
  db: Executor,
  email: string,
): Promise<PendingSignupRow | undefined> {
  const [row] = await db.select().from(pendingSignups).where(eq(pendingSignups.email, email));
  return row;
}

/** Creates or replaces the pending sign-up of an address (a new request starts over). */
export async function upsertPendingSignup(
  db: Executor,
  values: typeof pendingSignups.$inferInsert,
): Promise<void> {
  await db
    .insert(pendingSignups)
    .values(values)
    .onConflictDoUpdate({
      target: pendingSignups.email,
      set: {
        name: values.name,
        dob: values.dob,
        passwordHash: values.passwordHash,
        language: values.language,
        otpHash: values.otpHash,
        otpExpiresAt: values.otpExpiresAt,
        attempts: 0,
        lastSentAt: values.lastSentAt,
        createdAt: sql`now()`,
      },
    });
}

export async function replacePendingCode(
  db: Executor,
  email: string,
  values: { otpHash: string; otpExpiresAt: Date; lastSentAt: Date },
): Promise<void> {
  await db
    .update(pendingSignups)
    .set({ ...values, attempts: 0 })
    .where(eq(pendingSignups.email, email));
}

/** Counts one attempt; returns the attempts made so far (after this one). */
/**
 * Counts a code attempt and returns the pending sign-up as it is now: one statement whether or
 * not a sign-up is pending, so a verify does the same work either way.
 */
export async function countPendingAttemptFor(
  db: Executor,
  email: string,
): Promise<PendingSignupRow | undefined> {
  const [row] = await db
    .update(pendingSignups)
    .set({ attempts: sql`${pendingSignups.attempts} + 1` })
    .where(eq(pendingSignups.email, email))
    .returning();
  return row;
}

export async function deletePendingSignup(db: Executor, email: string): Promise<void> {
  await db.delete(pendingSignups).where(eq(pendingSignups.email, email));
}

export async function deleteExpiredPendingSignups(db: Executor, before: Date): Promise<number> {
  const rows = await db
    .delete(pendingSignups)
    .where(lt(pendingSignups.otpExpiresAt, before))
    .returning({ email: pendingSignups.email });
  return rows.length;
}

export async function insertSession(
  db: Executor,
  values: { userId: string; userAgent: string; expiresAt: Date },
): Promise<string> {
  const [row] = await db.insert(sessions).values(values).returning({ id: sessions.id });
  if (!row) throw new Error("session insert returned nothing");
  return row.id;
}

export async function insertRefreshToken(
  db: Executor,
  values: { tokenHash: string; sessionId: string },
): Promise<void> {
  await db.insert(refreshTokens).values(values);
}

/** The refresh token with its session, locked for the rotation that follows. */
export async function findRefreshTokenForUpdate(db: Executor, tokenHash: string) {
  const [row] = await db
    .select({
      tokenHash: refreshTokens.tokenHash,
      usedAt: refreshTokens.usedAt,
      sessionId: sessions.id,
      userId: sessions.userId,
      expiresAt: sessions.expiresAt,
      revokedAt: sessions.revokedAt,
      revokeReason: sessions.revokeReason,
    })
    .from(refreshTokens)
    .innerJoin(sessions, eq(sessions.id, refreshTokens.sessionId))
    .where(eq(refreshTokens.tokenHash, tokenHash))
    .for("update", { of: refreshTokens });
  return row;
}

export async function markRefreshTokenUsed(db: Executor, tokenHash: string, at: Date) {
  await db
    .update(refreshTokens)
    .set({ usedAt: at })
    .where(and(eq(refreshTokens.tokenHash, tokenHash), isNull(refreshTokens.usedAt)));
}

export async function touchSession(db: Executor, sessionId: string, at: Date, expiresAt: Date) {
  await db.update(sessions).set({ lastUsedAt: at, expiresAt }).where(eq(sessions.id, sessionId));
}

/** The live session behind an access token, with its user's current role. */
export async function findLiveSession(db: Executor, sessionId: string, userId: string, now: Date) {
  const [row] = await db
    .select({
      role: users.role,
      adminRole: users.adminRole,
      twoFactorOn: sql<boolean>`${adminTwoFactor.enabledAt} is not null`,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .leftJoin(adminTwoFactor, eq(adminTwoFactor.userId, sessions.userId))
    .where(
      and(
        eq(sessions.id, sessionId),
        eq(sessions.userId, userId),
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, now),
        eq(users.isActive, true),
        // Blocking revokes the sessions too; this also covers a sign-in racing the block.
        isNull(users.blockedAt),
      ),
    );
  return row;
}

export async function revokeSession(
  db: Executor,
  sessionId: string,
  reason: string,
  at: Date,
): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: at, revokeReason: reason })
    .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)));
}

export async function revokeUserSessions(
  db: Executor,
  input: { userId: string; exceptSessionId?: string; reason: string; at: Date },
): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: input.at, revokeReason: input.reason })
    .where(
      and(
        eq(sessions.userId, input.userId),
        isNull(sessions.revokedAt),
        input.exceptSessionId ? ne(sessions.id, input.exceptSessionId) : undefined,
      ),
    );
}

/** Sessions that can no longer be used: revoked, or expired, more than `before` ago. */
export async function deleteDeadSessions(db: Executor, before: Date): Promise<number> {
  const rows = await db
    .delete(sessions)
    .where(or(lt(sessions.revokedAt, before), lt(sessions.expiresAt, before)))
    .returning({ id: sessions.id });
  return rows.length;
}

export async function insertSecurityEvent(
  db: Executor,
  values: {
    kind: string;
    userId?: string | null;
    subjectHash?: string | null;
    ip?: string | null;
    /** The service clock's time, where events are counted against it. */
    createdAt?: Date;
  },
): Promise<void> {
  await db.insert(securityEvents).values(values);
}

import { and, count, eq, gte, isNull, lt, or, sql } from "drizzle-orm";
import type { Executor } from "#db/client.ts";
import {
  adminLoginChallenges,
  adminRecoveryCodes,
  adminTwoFactor,
  securityEvents,
} from "#db/schema/accounts.ts";

/** Queries of staff second factors, their recovery codes and sign-in challenges: no rules. */

export type TwoFactorRow = {
  userId: string;
  secretSealed: string;
  enabledAt: Date | null;
  lastTimeStep: number | null;
};

export async function findTwoFactor(
  db: Executor,
  userId: string,
): Promise<TwoFactorRow | undefined> {
  const [row] = await db
    .select({
      userId: adminTwoFactor.userId,
      secretSealed: adminTwoFactor.secretSealed,
      enabledAt: adminTwoFactor.enabledAt,
      lastTimeStep: adminTwoFactor.lastTimeStep,
    })
    .from(adminTwoFactor)
    .where(eq(adminTwoFactor.userId, userId));
  return row;
}

/** A new pending secret, replacing a pending one; never an enabled one. */
export async function upsertPendingTwoFactor(
  db: Executor,
  userId: string,
  secretSealed: string,
): Promise<boolean> {
  const rows = await db
    .insert(adminTwoFactor)
    .values({ userId, secretSealed })
    .onConflictDoUpdate({
      target: adminTwoFactor.userId,
      set: { secretSealed, lastTimeStep: null, createdAt: sql`now()` },
      setWhere: isNull(adminTwoFactor.enabledAt),
    })
    .returning({ userId: adminTwoFactor.userId });
  return rows.length === 1;
}

/**
 * Records `timeStep` as the last accepted one, only if it is later than the stored one: of two
 * requests with the same code, exactly one gets true.
 */
export async function claimTimeStep(
  db: Executor,
  userId: string,
  timeStep: number,
  enable: Date | undefined,
): Promise<boolean> {
  const rows = await db
    .update(adminTwoFactor)
    .set({ lastTimeStep: timeStep, ...(enable ? { enabledAt: enable } : {}) })
    .where(
      and(
        eq(adminTwoFactor.userId, userId),
        enable ? isNull(adminTwoFactor.enabledAt) : sql`${adminTwoFactor.enabledAt} is not null`,
        or(isNull(adminTwoFactor.lastTimeStep), lt(adminTwoFactor.lastTimeStep, timeStep)),
      ),
    )
    .returning({ userId: adminTwoFactor.userId });
  return rows.length === 1;
}

export async function deleteTwoFactor(db: Executor, userId: string): Promise<boolean> {
  await db.delete(adminRecoveryCodes).where(eq(adminRecoveryCodes.userId, userId));
  await db.delete(adminLoginChallenges).where(eq(adminLoginChallenges.userId, userId));
  const rows = await db
    .delete(adminTwoFactor)
    .where(eq(adminTwoFactor.userId, userId))
    .returning({ enabledAt: adminTwoFactor.enabledAt });
  return rows.some((row) => row.enabledAt !== null);
}

export async function insertRecoveryCodes(
  db: Executor,
  userId: string,
  codeHashes: string[],
): Promise<void> {
  await db.delete(adminRecoveryCodes).where(eq(adminRecoveryCodes.userId, userId));
  await db.insert(adminRecoveryCodes).values(codeHashes.map((codeHash) => ({ userId, codeHash })));
}

/** Spends a recovery code in one statement: of two requests with it, exactly one gets true. */
export async function spendRecoveryCode(
  db: Executor,
  userId: string,
  codeHash: string,
  at: Date,
): Promise<boolean> {
  const rows = await db
    .update(adminRecoveryCodes)
    .set({ usedAt: at })
    .where(
      and(
        eq(adminRecoveryCodes.userId, userId),
        eq(adminRecoveryCodes.codeHash, codeHash),
        isNull(adminRecoveryCodes.usedAt),
      ),
    )
    .returning({ id: adminRecoveryCodes.id });
  return rows.length === 1;
}

export async function countUnusedRecoveryCodes(db: Executor, userId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(adminRecoveryCodes)
    .where(and(eq(adminRecoveryCodes.userId, userId), isNull(adminRecoveryCodes.usedAt)));
  return row?.n ?? 0;
}

export async function insertLoginChallenge(
  db: Executor,
  values: { userId: string; tokenHash: string; expiresAt: Date },
): Promise<void> {
  await db.insert(adminLoginChallenges).values(values);
}

export type ChallengeRow = {
  id: string;
  userId: string;
  attempts: number;
  expiresAt: Date;
  usedAt: Date | null;
};

/** The challenge, locked for the rest of the transaction (its attempts and use are counted). */
export async function lockLoginChallenge(
  db: Executor,
  tokenHash: string,
): Promise<ChallengeRow | undefined> {
  const [row] = await db
    .select({
      id: adminLoginChallenges.id,
      userId: adminLoginChallenges.userId,
      attempts: adminLoginChallenges.attempts,
      expiresAt: adminLoginChallenges.expiresAt,
      usedAt: adminLoginChallenges.usedAt,
    })
    .from(adminLoginChallenges)
    .where(eq(adminLoginChallenges.tokenHash, tokenHash))
    .for("update");
  return row;
}

export async function countChallengeAttempt(db: Executor, id: string): Promise<void> {
  await db
    .update(adminLoginChallenges)
    .set({ attempts: sql`${adminLoginChallenges.attempts} + 1` })
    .where(eq(adminLoginChallenges.id, id));
}

export async function markChallengeUsed(db: Executor, id: string, at: Date): Promise<boolean> {
  const rows = await db
    .update(adminLoginChallenges)
    .set({ usedAt: at })
    .where(and(eq(adminLoginChallenges.id, id), isNull(adminLoginChallenges.usedAt)))
    .returning({ id: adminLoginChallenges.id });
  return rows.length === 1;
}

/** Wrong second-factor codes against one account since `since` (every process counts alike). */
export async function countSecondFactorFailures(
  db: Executor,
  userId: string,
  since: Date,
): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(securityEvents)
    .where(
      and(
        eq(securityEvents.userId, userId),
        eq(securityEvents.kind, "two-factor-failed"),
        gte(securityEvents.createdAt, since),
      ),
    );
  return row?.n ?? 0;
}

/** Housekeeping: challenges that expired before `before`. */
export async function deleteExpiredChallenges(db: Executor, before: Date): Promise<number> {
  const rows = await db
    .delete(adminLoginChallenges)
    .where(lt(adminLoginChallenges.expiresAt, before))
    .returning({ id: adminLoginChallenges.id });
  return rows.length;
}

import {
  aliasedTable,
  and,
  asc,
  desc,
  eq,
  inArray,
  isNotNull,
  isNull,
  max,
  sql,
} from "drizzle-orm";
import type { AdminRole } from "#contracts/accounts-rules.ts";
import type { Executor } from "#db/client.ts";
import { adminInvitations, adminTwoFactor, sessions, users } from "#db/schema/accounts.ts";

/** Queries of admin accounts and invitations: no rules here. */

const adminColumns = {
  id: users.id,
  name: users.name,
  email: users.email,
  role: users.role,
  adminRole: users.adminRole,
  isActive: users.isActive,
  createdAt: users.createdAt,
};

export type AdminRow = {
  id: string;
  name: string;
  email: string;
  role: "user" | "admin";
  adminRole: AdminRole | null;
  isActive: boolean;
  createdAt: Date;
};

export type AdminListRow = AdminRow & { lastSignInAt: Date | null; twoFactorEnabled: boolean };

export async function selectAdmins(db: Executor): Promise<AdminListRow[]> {
  const rows = await db
    .select(adminColumns)
    .from(users)
    .where(eq(users.role, "admin"))
    .orderBy(asc(users.createdAt), asc(users.email));
  if (rows.length === 0) return [];
  const signIns = await db
    .select({ userId: sessions.userId, at: max(sessions.createdAt) })
    .from(sessions)
    .where(
      inArray(
        sessions.userId,
        rows.map((row) => row.id),
      ),
    )
    .groupBy(sessions.userId);
  const lastSignIn = new Map(signIns.map((entry) => [entry.userId, entry.at]));
  const secondFactors = await db
    .select({ userId: adminTwoFactor.userId })
    .from(adminTwoFactor)
    .where(
      and(
        inArray(
          adminTwoFactor.userId,
          rows.map((row) => row.id),
        ),
        isNotNull(adminTwoFactor.enabledAt),
      ),
    );
  const withSecondFactor = new Set(secondFactors.map((entry) => entry.userId));
  return rows.map((row) => ({
    ...row,
    lastSignInAt: lastSignIn.get(row.id) ?? null,
    twoFactorEnabled: withSecondFactor.has(row.id),
  }));
}

export async function findAccountByEmail(
  db: Executor,
  email: string,
): Promise<AdminRow | undefined> {
  const [row] = await db.select(adminColumns).from(users).where(eq(users.email, email));
  return row;
}

export async function findAccountById(db: Executor, id: string): Promise<AdminRow | undefined> {
  const [row] = await db.select(adminColumns).from(users).where(eq(users.id, id));
  return row;
}

/** The account with this id, its row locked until the transaction ends. */
export async function lockAccount(db: Executor, id: string): Promise<AdminRow | undefined> {
  const [row] = await db.select(adminColumns).from(users).where(eq(users.id, id)).for("update");
  return row;
}

/**
 * Locks every active owner's row and returns their ids. Two transactions that each demote or
 * deactivate an owner queue here; the second sees the first's change once it commits (a row
 * that stopped matching is skipped), so it cannot take away the last owner.
 */
export async function lockActiveOwners(db: Executor): Promise<string[]> {
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.adminRole, "owner"), eq(users.isActive, true)))
    .orderBy(asc(users.id))
    .for("update");
  return rows.map((row) => row.id);
}

export async function insertAdmin(
  db: Executor,
  values: {
    email: string;
    name: string;
    passwordHash: string;
    adminRole: AdminRole;
    language: string;
  },
): Promise<AdminRow | undefined> {
  const [row] = await db
    .insert(users)
    .values({ ...values, role: "admin" })
    .onConflictDoNothing({ target: users.email })
    .returning(adminColumns);
  return row;
}

export async function updateAdmin(
  db: Executor,
  id: string,
  values: { adminRole?: AdminRole; isActive?: boolean },
): Promise<AdminRow | undefined> {
  const [row] = await db
    .update(users)
    .set({ ...values, updatedAt: sql`now()` })
    .where(and(eq(users.id, id), eq(users.role, "admin")))
    .returning(adminColumns);
  return row;
}

const inviter = aliasedTable(users, "inviter");

const invitationColumns = {
  id: adminInvitations.id,
  email: adminInvitations.email,
  adminRole: adminInvitations.adminRole,
  invitedById: adminInvitations.invitedBy,
  createdAt: adminInvitations.createdAt,
  expiresAt: adminInvitations.expiresAt,
  acceptedAt: adminInvitations.acceptedAt,
};

export type InvitationRow = {
  id: string;
  email: string;
  adminRole: AdminRole;
  invitedById: string | null;
  createdAt: Date;
  expiresAt: Date;
  acceptedAt: Date | null;
};

export type OpenInvitationRow = InvitationRow & {
  inviterName: string | null;
  inviterEmail: string | null;
};

/** Invitations not accepted yet (expired ones too), newest first. */
export async function selectOpenInvitations(db: Executor): Promise<OpenInvitationRow[]> {
  return db
    .select({ ...invitationColumns, inviterName: inviter.name, inviterEmail: inviter.email })
    .from(adminInvitations)
    .leftJoin(inviter, eq(inviter.id, adminInvitations.invitedBy))
    .where(isNull(adminInvitations.acceptedAt))
    .orderBy(desc(adminInvitations.createdAt));
}

export async function findOpenInvitationByEmail(
  db: Executor,
  email: string,
): Promise<InvitationRow | undefined> {
  const [row] = await db
    .select(invitationColumns)
    .from(adminInvitations)
    .where(and(eq(adminInvitations.email, email), isNull(adminInvitations.acceptedAt)))
    .for("update");
  return row;
}

export async function findInvitationByTokenHash(
  db: Executor,
  tokenHash: string,
  options: { lock?: boolean } = {},
): Promise<InvitationRow | undefined> {
  const query = db
    .select(invitationColumns)
    .from(adminInvitations)
    .where(eq(adminInvitations.tokenHash, tokenHash));
  const [row] = options.lock ? await query.for("update") : await query;
  return row;
}

export async function findInvitationById(
  db: Executor,
  id: string,
): Promise<InvitationRow | undefined> {
  const [row] = await db
    .select(invitationColumns)
    .from(adminInvitations)
    .where(eq(adminInvitations.id, id))
    .for("update");
  return row;
}

/**
 * The open invitation of an address, new or replacing the one there was (new token, role,
 * inviter and expiry), in one statement: two owners inviting the same address at once leave
 * one invitation.
 */
export async function upsertInvitation(
  db: Executor,
  values: {
    email: string;
    adminRole: AdminRole;
    tokenHash: string;
    invitedBy: string;
    createdAt: Date;
    expiresAt: Date;
  },
): Promise<InvitationRow> {
  const [row] = await db
    .insert(adminInvitations)
    .values(values)
    .onConflictDoUpdate({
      target: adminInvitations.email,
      targetWhere: isNull(adminInvitations.acceptedAt),
      set: {
        adminRole: values.adminRole,
        tokenHash: values.tokenHash,
        invitedBy: values.invitedBy,
        createdAt: values.createdAt,
        expiresAt: values.expiresAt,
      },
    })
    .returning(invitationColumns);
  if (!row) throw new Error("invitation upsert returned no row");
  return row;
}

export async function deleteInvitation(db: Executor, id: string): Promise<void> {
  await db.delete(adminInvitations).where(eq(adminInvitations.id, id));
}

export async function deleteOpenInvitationOf(
  db: Executor,
  email: string,
): Promise<InvitationRow | undefined> {
  const [row] = await db
    .delete(adminInvitations)
    .where(and(eq(adminInvitations.email, email), isNull(adminInvitations.acceptedAt)))
    .returning(invitationColumns);
  return row;
}

export async function markInvitationAccepted(
  db: Executor,
  id: string,
  input: { at: Date; userId: string },
): Promise<void> {
  await db
    .update(adminInvitations)
    .set({ acceptedAt: input.at, acceptedUserId: input.userId })
    .where(eq(adminInvitations.id, id));
}

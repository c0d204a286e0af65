import { createHash, randomBytes } from "node:crypto";
import type { AdminRole } from "#contracts/accounts-rules.ts";
import type {
  AcceptInvitationRequest,
  AdminAccount,
  AdminAccountsList,
  AdminCreateRequest,
  AdminInvitation,
  AdminInviteRequest,
  AdminUpdateRequest,
  InvitationInfo,
} from "#contracts/admin-accounts.ts";
import { adminAccountActions, adminInvitationLifetimeMs } from "#contracts/admin-accounts-rules.ts";
import { adminPaths } from "#contracts/admin-paths.ts";
import { AppError } from "#contracts/errors-rules.ts";
import type { LanguageCode } from "#contracts/languages.ts";
import type { Db, Executor } from "#db/client.ts";
import { type AdminActor, recordAudit } from "#server/platform/audit-log.ts";
import type { Mailer } from "#server/platform/mail.ts";
import type { Clock } from "#server/platform/read-cache.ts";
import { adminInvitationMail } from "./admin-accounts.emails.ts";
import {
  type AdminRow,
  deleteInvitation,
  deleteOpenInvitationOf,
  findAccountByEmail,
  findAccountById,
  findInvitationById,
  findInvitationByTokenHash,
  findOpenInvitationByEmail,
  type InvitationRow,
  insertAdmin,
  lockAccount,
  lockActiveOwners,
  markInvitationAccepted,
  type OpenInvitationRow,
  selectAdmins,
  selectOpenInvitations,
  updateAdmin,
  upsertInvitation,
} from "./admin-accounts.repository.ts";
import { assertNotCommonPassword, hashPassword } from "./passwords.ts";
import type { IssuedSession, SessionsService } from "./sessions.service.ts";

export type AdminAccountsDeps = {
  db: Db;
  sessions: SessionsService;
  mailer: Mailer;
  clock: Clock;
  origin: string;
  supportEmail: string;
};

export type RequestMeta = {
  ip: string;
  userAgent: string;
  lang: LanguageCode;
  requestId: string;
};

const messages = {
  adminExists:
    "This address already has an admin account. Change its role or reactivate it in the list instead.",
  shopperExists:
    "This address belongs to a shopper account. Invite a different address for the admin work (shopper and staff accounts stay apart).",
  noAdmin: "There is no admin account with this id.",
  noInvitation: "There is no open invitation with this id.",
  lastOwner:
    "This is the shop's last active owner. Make another admin an owner first, then change this account.",
  invitationUnknown:
    "This invitation link is not valid. It may have been withdrawn or replaced by a newer invitation.",
  invitationUsed: "This invitation was already accepted. Sign in with the account it created.",
  invitationExpired: "This invitation has expired. Ask the shop's owner to send a new one.",
} as const;

function hashToken(token: string): string {
  return createHash("sha256").update(token).digest("base64url");
}

function toAccount(
  row: AdminRow & { lastSignInAt?: Date | null; twoFactorEnabled?: boolean },
): AdminAccount {
  if (!row.adminRole) throw new Error(`account ${row.id} has no admin role`);
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    adminRole: row.adminRole,
    isActive: row.isActive,
    createdAt: row.createdAt.toISOString(),
    lastSignInAt: row.lastSignInAt?.toISOString() ?? null,
    ...(row.twoFactorEnabled !== undefined ? { twoFactorEnabled: row.twoFactorEnabled } : {}),
  };
}

/** What the audit log keeps of an account: never its password hash or anything secret. */
function accountSnapshot(row: AdminRow) {
  return {
    email: row.email,
    name: row.name,
    adminRole: row.adminRole,
    isActive: row.isActive,
  };
}

/** What the audit log keeps of an invitation: never its token. */
function invitationSnapshot(row: InvitationRow) {
  return {
    email: row.email,
    adminRole: row.adminRole,
    invitedBy: row.invitedById,
    expiresAt: row.expiresAt.toISOString(),
  };
}

/**
 * Admin accounts (the owner's alone), invitations and the audit log. Every change is one
 * transaction with its audit record. The shop always keeps an active owner: demoting or
 * deactivating one locks every active owner's row first, so two such changes at once cannot
 * both pass the check.
 */
export class AdminAccountsService {
  readonly #deps: AdminAccountsDeps;

  constructor(deps: AdminAccountsDeps) {
    this.#deps = deps;
  }

  #now(): Date {
    return new Date(this.#deps.clock.now());
  }

  #toInvitation(
    row: OpenInvitationRow | (InvitationRow & Partial<OpenInvitationRow>),
  ): AdminInvitation {
    return {
      id: row.id,
      email: row.email,
      adminRole: row.adminRole,
      invitedBy:
        row.invitedById && row.inviterEmail
          ? { id: row.invitedById, name: row.inviterName ?? "", email: row.inviterEmail }
          : null,
      createdAt: row.createdAt.toISOString(),
      expiresAt: row.expiresAt.toISOString(),
      expired: row.expiresAt.getTime() <= this.#deps.clock.now(),
    };
  }

  async list(): Promise<AdminAccountsList> {
    const [admins, invitations] = await Promise.all([
      selectAdmins(this.#deps.db),
      selectOpenInvitations(this.#deps.db),
    ]);
    return {
      admins: admins.map(toAccount),
      invitations: invitations.map((row) => this.#toInvitation(row)),
    };
  }

  /**
   * Invites an address (a new invitation, or a new link replacing the open one) and e-mails the
   * link in the same transaction. Addresses with any account are refused (decision 0041).
   */
  async invite(
    actor: AdminActor,
    input: AdminInviteRequest,
    meta: { lang: LanguageCode },
  ): Promise<AdminInvitation> {
    const token = randomBytes(32).toString("base64url");
    const now = this.#now();
    const invitation = await this.#deps.db.transaction(async (tx) => {
      await this.#refuseTakenAddress(tx, input.email);
      const inviter = await findAccountById(tx, actor.userId);
      const previous = await findOpenInvitationByEmail(tx, input.email);
      const row = await upsertInvitation(tx, {
        email: input.email,
        adminRole: input.adminRole,
        tokenHash: hashToken(token),
        invitedBy: actor.userId,
        createdAt: now,
        expiresAt: new Date(now.getTime() + adminInvitationLifetimeMs),
      });
      await recordAudit(tx, actor, {
        action: adminAccountActions.invite,
        targetType: "admin-invitation",
        targetId: row.id,
        before: previous ? invitationSnapshot(previous) : null,
        after: invitationSnapshot(row),
      });
      await this.#deps.mailer.send(
        adminInvitationMail({
          to: input.email,
          lang: meta.lang,
          inviter: inviter ? `${inviter.name} (${inviter.email})` : "GameZone",
          adminRole: input.adminRole,
          acceptUrl: `${this.#deps.origin}${adminPaths.invite(token)}`,
          hours: adminInvitationLifetimeMs / 3_600_000,
          supportEmail: this.#deps.supportEmail,
        }),
        { tx: tx, urgent: true },
      );
      return {
        ...row,
        inviterName: inviter?.name ?? null,
        inviterEmail: inviter?.email ?? null,
      };
    });
    return this.#toInvitation(invitation);
  }

  async #refuseTakenAddress(tx: Executor, email: string): Promise<void> {
    const existing = await findAccountByEmail(tx, email);
    if (!existing) return;
    throw new AppError(
      "CONFLICT",
      existing.role === "admin" ? messages.adminExists : messages.shopperExists,
    );
  }

  async withdrawInvitation(actor: AdminActor, id: string): Promise<void> {
    await this.#deps.db.transaction(async (tx) => {
      const invitation = await findInvitationById(tx, id);
      if (!invitation || invitation.acceptedAt) {
        throw new AppError("NOT_FOUND", messages.noInvitation);
      }
      await deleteInvitation(tx, id);
      await recordAudit(tx, actor, {
        action: adminAccountActions.withdrawInvitation,
        targetType: "admin-invitation",
        targetId: id,
        before: invitationSnapshot(invitation),
        after: null,
      });
    });
  }

  /** An admin account made directly by the owner, with the password they chose. */
  async create(actor: AdminActor, input: AdminCreateRequest, meta: { lang: LanguageCode }) {
    assertNotCommonPassword(input.password);
    const passwordHash = await hashPassword(input.password);
    const created = await this.#deps.db.transaction(async (tx) => {
      await this.#refuseTakenAddress(tx, input.email);
      const row = await insertAdmin(tx, {
        email: input.email,
        name: input.name,
        passwordHash,
        adminRole: input.adminRole,
        language: meta.lang,
      });
      // Created by someone else between the check and the insert.
      if (!row) throw new AppError("CONFLICT", messages.adminExists);
      // An open invitation of the address has nothing left to do.
      const invitation = await deleteOpenInvitationOf(tx, input.email);
      await recordAudit(tx, actor, {
        action: adminAccountActions.create,
        targetType: "admin",
        targetId: row.id,
        before: null,
        after: {
          ...accountSnapshot(row),
          ...(invitation ? { replacedInvitation: invitation.id } : {}),
        },
      });
      return row;
    });
    return toAccount({ ...created, lastSignInAt: null });
  }

  /**
   * Changes an admin's role and/or active state. Deactivating ends every session of the account
   * at once. The last active owner can be neither demoted nor deactivated, by anyone.
   */
  async update(
    actor: AdminActor,
    id: string,
    input: AdminUpdateRequest,
  ): Promise<{ account: AdminAccount; message: string }> {
    return this.#deps.db.transaction(async (tx) => {
      // Owners first, in one order for everybody, then the target: no lock-order deadlock.
      const owners = await lockActiveOwners(tx);
      const current = await lockAccount(tx, id);
      if (current?.role !== "admin" || !current.adminRole) {
        throw new AppError("NOT_FOUND", messages.noAdmin);
      }
      const nextRole = input.adminRole ?? current.adminRole;
      const nextActive = input.isActive ?? current.isActive;
      const roleChanged = nextRole !== current.adminRole;
      const activeChanged = nextActive !== current.isActive;
      if (!roleChanged && !activeChanged) {
        return { account: toAccount(current), message: "Nothing to change" };
      }
      const losesOwner =
        current.adminRole === "owner" && current.isActive && (nextRole !== "owner" || !nextActive);
      if (losesOwner && owners.filter((ownerId) => ownerId !== id).length === 0) {
        throw new AppError("CONFLICT", messages.lastOwner);
      }
      const updated = await updateAdmin(tx, id, {
        ...(roleChanged ? { adminRole: nextRole } : {}),
        ...(activeChanged ? { isActive: nextActive } : {}),
      });
      if (!updated) throw new AppError("NOT_FOUND", messages.noAdmin);
      // The new role applies to the account's next request, not after the session memo lapses.
      this.#deps.sessions.forgetUser(id);
      if (activeChanged && !nextActive) {
        await this.#deps.sessions.endAllFor(tx, { userId: id, reason: "admin-deactivated" });
      }
      const action =
        roleChanged && activeChanged
          ? adminAccountActions.update
          : roleChanged
            ? adminAccountActions.changeRole
            : nextActive
              ? adminAccountActions.reactivate
              : adminAccountActions.deactivate;
      await recordAudit(tx, actor, {
        action,
        targetType: "admin",
        targetId: id,
        before: { adminRole: current.adminRole, isActive: current.isActive },
        after: { adminRole: updated.adminRole, isActive: updated.isActive },
      });
      const message = !activeChanged
        ? "Role changed"
        : nextActive
          ? "Account reactivated"
          : "Account deactivated: its sessions have ended";
      return { account: toAccount(updated), message };
    });
  }

  /** What an invitation link offers; 404 for an unknown link, 409 for a used or expired one. */
  async invitationInfo(token: string): Promise<InvitationInfo> {
    const invitation = await findInvitationByTokenHash(this.#deps.db, hashToken(token));
    this.#checkUsable(invitation);
    return {
      email: invitation.email,
      adminRole: invitation.adminRole,
      expiresAt: invitation.expiresAt.toISOString(),
    };
  }

  #checkUsable(invitation: InvitationRow | undefined): asserts invitation is InvitationRow {
    if (!invitation) throw new AppError("NOT_FOUND", messages.invitationUnknown);
    if (invitation.acceptedAt) throw new AppError("CONFLICT", messages.invitationUsed);
    if (invitation.expiresAt.getTime() <= this.#deps.clock.now()) {
      throw new AppError("CONFLICT", messages.invitationExpired);
    }
  }

  /**
   * Creates the invited admin account, marks the invitation used and signs the new admin in,
   * in one transaction (the invitation row locked, so a double submit creates one account).
   */
  async acceptInvitation(
    input: AcceptInvitationRequest,
    meta: RequestMeta,
  ): Promise<{ user: AdminRow; session: IssuedSession }> {
    // Cheap refusals before the expensive hash.
    this.#checkUsable(await findInvitationByTokenHash(this.#deps.db, hashToken(input.token)));
    assertNotCommonPassword(input.password);
    const passwordHash = await hashPassword(input.password);
    return this.#deps.db.transaction(async (tx) => {
      const invitation = await findInvitationByTokenHash(tx, hashToken(input.token), {
        lock: true,
      });
      this.#checkUsable(invitation);
      await this.#refuseTakenAddress(tx, invitation.email);
      const user = await insertAdmin(tx, {
        email: invitation.email,
        name: input.name,
        passwordHash,
        adminRole: invitation.adminRole,
        language: meta.lang,
      });
      if (!user) throw new AppError("CONFLICT", messages.adminExists);
      const now = this.#now();
      await markInvitationAccepted(tx, invitation.id, { at: now, userId: user.id });
      // The new admin is the actor: nobody else was there when the account came to be.
      await recordAudit(
        tx,
        {
          userId: user.id,
          adminRole: invitation.adminRole as AdminRole,
          requestId: meta.requestId,
        },
        {
          action: adminAccountActions.acceptInvitation,
          targetType: "admin",
          targetId: user.id,
          before: null,
          after: {
            ...accountSnapshot(user),
            invitation: invitation.id,
            invitedBy: invitation.invitedById,
          },
        },
      );
      const session = await this.#deps.sessions.start(tx, {
        userId: user.id,
        userAgent: meta.userAgent,
      });
      return { user, session };
    });
  }
}

import { createHash, randomBytes, randomInt } from "node:crypto";
import { generateSecret, generateURI, verify } from "otplib";
import QRCode from "qrcode";
import type { AdminRole } from "#contracts/accounts-rules.ts";
import { adminAccountActions } from "#contracts/admin-accounts-rules.ts";
import type { TwoFactorSetup, TwoFactorStatus } from "#contracts/admin-two-factor.ts";
import {
  isRecoveryCode,
  loginChallengeLifetimeMs,
  loginChallengeMaxAttempts,
  normaliseSecondFactorCode,
  recoveryCodeCount,
  twoFactorRequiredRoles,
} from "#contracts/admin-two-factor-rules.ts";
import { AppError } from "#contracts/errors-rules.ts";
import type { Db, Executor } from "#db/client.ts";
import { type AdminActor, recordAudit } from "#server/platform/audit-log.ts";
import type { SignedInViewer } from "#server/platform/auth-guard.ts";
import type { Clock } from "#server/platform/read-cache.ts";
import { decryptText, encryptText } from "#server/platform/secrets.ts";
import { findUserById, insertSecurityEvent, type UserRow } from "./accounts.repository.ts";
import {
  claimTimeStep,
  countChallengeAttempt,
  countSecondFactorFailures,
  countUnusedRecoveryCodes,
  deleteExpiredChallenges,
  deleteTwoFactor,
  findTwoFactor,
  insertLoginChallenge,
  insertRecoveryCodes,
  lockLoginChallenge,
  markChallengeUsed,
  spendRecoveryCode,
  upsertPendingTwoFactor,
} from "./admin-two-factor.repository.ts";
import type { IssuedSession, SessionsService } from "./sessions.service.ts";

/** Wrong codes against one account per window, whatever the challenge or address. */
export const secondFactorFailuresPerAccount = 10;
export const secondFactorFailureWindowMs = 15 * 60_000;

/** One 30-second step either side of now: a phone's clock a little off still signs in. */
const driftToleranceSeconds = 30;

const recoveryAlphabet = "abcdefghijklmnopqrstuvwxyz234567";

const messages = {
  challengeGone:
    "This sign-in step has expired or was already used. Sign in again with your password.",
  wrongCode:
    "This code is not right, or it was already used. Enter the current code from your app.",
  noSetup: "Start the two-factor setup first: no setup is waiting for a code.",
  alreadyOn: "Two-factor sign-in is already on. Turn it off first to set it up again.",
  notOn: "Two-factor sign-in is not on for this account.",
  requiredForRole:
    "Two-factor sign-in is required for your role on this shop (ADMIN_2FA=required): it cannot be turned off.",
  noAdmin: "There is no admin account with this id.",
  ownAccount:
    "Use the two-factor section of your own account to turn yours off (it asks for a current code).",
  tooMany: "Too many wrong codes for this account. Please try again in 15 minutes.",
} as const;

function sha256(value: string): string {
  return createHash("sha256").update(value).digest("base64url");
}

/** A recovery code as stored: the SHA-256 of the code without its hyphen (it is random). */
function recoveryCodeHash(code: string): string {
  return sha256(normaliseSecondFactorCode(code).replace("-", ""));
}

function newRecoveryCode(): string {
  let code = "";
  for (let index = 0; index < 10; index += 1) code += recoveryAlphabet[randomInt(32)];
  return `${code.slice(0, 5)}-${code.slice(5)}`;
}

export type SignInGate =
  | { kind: "challenge"; challenge: string; expiresAt: Date }
  | { kind: "open"; setupDue: boolean };

/**
 * Staff two-factor sign-in (TOTP, RFC 6238): setup with a QR code, ten single-use recovery
 * codes, the second sign-in step, turning it off with a current code, and the owner's reset.
 * The secret is sealed at rest and never shown once the setup is confirmed; a code is accepted at
 * most once (the last accepted time step is kept, and claimed by one conditional update), and a
 * recovery code is spent by one conditional update, so two requests never both succeed.
 */
export class AdminTwoFactorService {
  readonly #db: Db;
  readonly #sessions: SessionsService;
  readonly #clock: Clock;
  readonly #key: Buffer;
  readonly #issuer: string;
  readonly #required: boolean;

  constructor(deps: {
    db: Db;
    sessions: SessionsService;
    clock: Clock;
    /** Seals the TOTP secrets (derived from AUTH_SECRET). */
    key: Buffer;
    /** The name authenticator apps show beside the code. */
    issuer: string;
    /** ADMIN_2FA=required. */
    required: boolean;
  }) {
    this.#db = deps.db;
    this.#sessions = deps.sessions;
    this.#clock = deps.clock;
    this.#key = deps.key;
    this.#issuer = deps.issuer;
    this.#required = deps.required;
  }

  /** Whether ADMIN_2FA=required obliges this role to use a second factor. */
  requiredFor(adminRole: AdminRole | null | undefined): boolean {
    return this.#required && !!adminRole && twoFactorRequiredRoles.includes(adminRole);
  }

  async status(viewer: SignedInViewer): Promise<TwoFactorStatus> {
    const factor = await findTwoFactor(this.#db, viewer.userId);
    const enabled = !!factor?.enabledAt;
    return {
      enabled,
      recoveryCodesLeft: enabled ? await countUnusedRecoveryCodes(this.#db, viewer.userId) : 0,
      required: this.requiredFor(viewer.adminRole),
    };
  }

  /**
   * A new secret waiting for its first code (replacing a pending one). It is shown now, as a QR
   * code and as text to type, and never again once the setup is confirmed.
   */
  async beginSetup(viewer: SignedInViewer): Promise<TwoFactorSetup> {
    const user = await findUserById(this.#db, viewer.userId);
    if (!user) throw new AppError("UNAUTHORIZED", "Session expired. Please log in again.");
    const secret = generateSecret();
    const stored = await upsertPendingTwoFactor(this.#db, user.id, encryptText(this.#key, secret));
    if (!stored) throw new AppError("CONFLICT", messages.alreadyOn);
    const otpauthUri = generateURI({ issuer: this.#issuer, label: user.email, secret });
    const svg = await QRCode.toString(otpauthUri, {
      type: "svg",
      margin: 2,
      errorCorrectionLevel: "M",
    });
    return {
      secret,
      otpauthUri,
      qrCode: `data:image/svg+xml;base64,${Buffer.from(svg).toString("base64")}`,
    };
  }

  /** The time step a code matches (±1 step of drift), or null. */
  async #matchingStep(secretSealed: string, code: string): Promise<number | null> {
    const result = await verify({
      secret: decryptText(this.#key, secretSealed),
      token: code,
      epoch: Math.floor(this.#clock.now() / 1000),
      epochTolerance: driftToleranceSeconds,
    });
    return result.valid && "timeStep" in result ? result.timeStep : null;
  }

  /** Confirms the pending setup with a first code; answers the ten recovery codes, shown once. */
  async enable(actor: AdminActor, code: string, meta: { ip: string }): Promise<string[]> {
    const factor = await findTwoFactor(this.#db, actor.userId);
    if (factor?.enabledAt) throw new AppError("CONFLICT", messages.alreadyOn);
    if (!factor) throw new AppError("CONFLICT", messages.noSetup);
    const step = await this.#matchingStep(factor.secretSealed, code);
    const recoveryCodes = Array.from({ length: recoveryCodeCount }, newRecoveryCode);
    const enabled = await this.#db.transaction(async (tx) => {
      if (step === null) return false;
      const now = new Date(this.#clock.now());
      if (!(await claimTimeStep(tx, actor.userId, step, now))) return false;
      await insertRecoveryCodes(tx, actor.userId, recoveryCodes.map(recoveryCodeHash));
      await insertSecurityEvent(tx, {
        kind: "two-factor-enabled",
        userId: actor.userId,
        ip: meta.ip,
      });
      await recordAudit(tx, actor, {
        action: adminAccountActions.enableTwoFactor,
        targetType: "admin",
        targetId: actor.userId,
        before: { twoFactorEnabled: false },
        after: { twoFactorEnabled: true },
      });
      return true;
    });
    if (!enabled) throw new AppError("BAD_REQUEST", messages.wrongCode);
    this.#sessions.forgetUser(actor.userId);
    return recoveryCodes;
  }

  /**
   * Ten new recovery codes for one's own second factor (some were used, or the list was lost):
   * needs a current authenticator code, and every earlier code stops working in the same
   * transaction. Answers the new codes, shown once.
   */
  async renewRecoveryCodes(
    actor: AdminActor,
    code: string,
    meta: { ip: string },
  ): Promise<string[]> {
    const factor = await findTwoFactor(this.#db, actor.userId);
    if (!factor?.enabledAt) throw new AppError("CONFLICT", messages.notOn);
    const recoveryCodes = Array.from({ length: recoveryCodeCount }, newRecoveryCode);
    await this.#withCurrentCode(actor.userId, factor.secretSealed, code, meta, async (tx) => {
      const left = await countUnusedRecoveryCodes(tx, actor.userId);
      await insertRecoveryCodes(tx, actor.userId, recoveryCodes.map(recoveryCodeHash));
      await insertSecurityEvent(tx, {
        kind: "two-factor-recovery-codes",
        userId: actor.userId,
        ip: meta.ip,
      });
      await recordAudit(tx, actor, {
        action: adminAccountActions.renewRecoveryCodes,
        targetType: "admin",
        targetId: actor.userId,
        // Counts only: the audit log never holds a code (nor the word that names them).
        before: { unusedCodes: left },
        after: { unusedCodes: recoveryCodeCount },
      });
    });
    return recoveryCodes;
  }

  /**
   * Runs `change` in one transaction with a current authenticator code of one's own second
   * factor, spending the code's time step; a wrong or replayed code is recorded as a failed
   * attempt (it counts towards the per-account limit) and answered 400, changing nothing.
   */
  async #withCurrentCode(
    userId: string,
    secretSealed: string,
    code: string,
    meta: { ip: string },
    change: (tx: Executor) => Promise<void>,
  ): Promise<void> {
    const step = await this.#matchingStep(secretSealed, code);
    const done = await this.#db.transaction(async (tx) => {
      if (step === null || !(await claimTimeStep(tx, userId, step, undefined))) {
        await this.#recordFailure(tx, userId, meta.ip);
        return false;
      }
      await change(tx);
      return true;
    });
    if (!done) throw new AppError("BAD_REQUEST", messages.wrongCode);
  }

  /** Turns one's own second factor off: needs a current code, and is refused where required. */
  async disable(actor: AdminActor, code: string, meta: { ip: string }): Promise<void> {
    if (this.requiredFor(actor.adminRole)) throw new AppError("CONFLICT", messages.requiredForRole);
    const factor = await findTwoFactor(this.#db, actor.userId);
    if (!factor?.enabledAt) throw new AppError("CONFLICT", messages.notOn);
    await this.#withCurrentCode(actor.userId, factor.secretSealed, code, meta, async (tx) => {
      await deleteTwoFactor(tx, actor.userId);
      await insertSecurityEvent(tx, {
        kind: "two-factor-disabled",
        userId: actor.userId,
        ip: meta.ip,
      });
      await recordAudit(tx, actor, {
        action: adminAccountActions.disableTwoFactor,
        targetType: "admin",
        targetId: actor.userId,
        before: { twoFactorEnabled: true },
        after: { twoFactorEnabled: false },
      });
    });
    this.#sessions.forgetUser(actor.userId);
  }

  /**
   * The owner removes another admin's second factor (a lost phone and lost recovery codes): the
   * admin's sessions end, and the next sign-in needs the password only (then a new setup, where
   * ADMIN_2FA=required).
   */
  async reset(actor: AdminActor, targetId: string, meta: { ip: string }): Promise<void> {
    if (targetId === actor.userId) throw new AppError("CONFLICT", messages.ownAccount);
    await this.#db.transaction(async (tx) => {
      const target = await findUserById(tx, targetId);
      if (target?.role !== "admin") throw new AppError("NOT_FOUND", messages.noAdmin);
      const wasOn = await deleteTwoFactor(tx, targetId);
      if (!wasOn) throw new AppError("CONFLICT", messages.notOn);
      await this.#sessions.endAllFor(tx, { userId: targetId, reason: "two-factor-reset" });
      await insertSecurityEvent(tx, { kind: "two-factor-reset", userId: targetId, ip: meta.ip });
      await recordAudit(tx, actor, {
        action: adminAccountActions.resetTwoFactor,
        targetType: "admin",
        targetId,
        before: { twoFactorEnabled: true },
        after: { twoFactorEnabled: false },
      });
    });
  }

  /**
   * What a right password opens: a sign-in challenge when the account has a second factor,
   * else a session (flagged when ADMIN_2FA=required wants a setup first).
   */
  async gate(user: UserRow): Promise<SignInGate> {
    if (user.role !== "admin") return { kind: "open", setupDue: false };
    const factor = await findTwoFactor(this.#db, user.id);
    if (!factor?.enabledAt) return { kind: "open", setupDue: this.requiredFor(user.adminRole) };
    const challenge = randomBytes(32).toString("base64url");
    const expiresAt = new Date(this.#clock.now() + loginChallengeLifetimeMs);
    await insertLoginChallenge(this.#db, {
      userId: user.id,
      tokenHash: sha256(challenge),
      expiresAt,
    });
    return { kind: "challenge", challenge, expiresAt };
  }

  /** Whether the account has its second factor on (Google sign-in does not open such accounts). */
  async isOn(db: Executor, userId: string): Promise<boolean> {
    return !!(await findTwoFactor(db, userId))?.enabledAt;
  }

  async #recordFailure(tx: Executor, userId: string, ip: string): Promise<void> {
    await insertSecurityEvent(tx, {
      kind: "two-factor-failed",
      userId,
      ip,
      createdAt: new Date(this.#clock.now()),
    });
  }

  /**
   * The second sign-in step: the challenge (live, unused, not burnt) and an authenticator code
   * or a recovery code of its account. A right code spends the challenge and starts the
   * session in one transaction.
   */
  async completeSignIn(
    input: { challenge: string; code: string },
    meta: { ip: string; userAgent: string },
  ): Promise<{ user: UserRow; session: IssuedSession; recoveryCodeUsed: boolean }> {
    const outcome = await this.#db.transaction(async (tx) => {
      const row = await lockLoginChallenge(tx, sha256(input.challenge));
      const now = this.#clock.now();
      if (
        !row ||
        row.usedAt ||
        row.expiresAt.getTime() <= now ||
        row.attempts >= loginChallengeMaxAttempts
      ) {
        return { kind: "gone" as const };
      }
      const since = new Date(now - secondFactorFailureWindowMs);
      if (
        (await countSecondFactorFailures(tx, row.userId, since)) >= secondFactorFailuresPerAccount
      ) {
        return { kind: "locked" as const };
      }
      const factor = await findTwoFactor(tx, row.userId);
      const user = await findUserById(tx, row.userId);
      if (!factor?.enabledAt || !user?.isActive || user.role !== "admin") {
        return { kind: "gone" as const };
      }
      const recovery = isRecoveryCode(input.code);
      let accepted: boolean;
      if (recovery) {
        accepted = await spendRecoveryCode(
          tx,
          user.id,
          recoveryCodeHash(input.code),
          new Date(now),
        );
      } else {
        const step = await this.#matchingStep(factor.secretSealed, input.code);
        accepted = step !== null && (await claimTimeStep(tx, user.id, step, undefined));
      }
      if (!accepted) {
        await countChallengeAttempt(tx, row.id);
        await this.#recordFailure(tx, user.id, meta.ip);
        return { kind: "wrong" as const };
      }
      if (!(await markChallengeUsed(tx, row.id, new Date(now)))) return { kind: "gone" as const };
      if (recovery) {
        await insertSecurityEvent(tx, {
          kind: "two-factor-recovery-code-used",
          userId: user.id,
          ip: meta.ip,
        });
      }
      const session = await this.#sessions.start(tx, {
        userId: user.id,
        userAgent: meta.userAgent,
      });
      return { kind: "ok" as const, user, session, recoveryCodeUsed: recovery };
    });
    switch (outcome.kind) {
      case "gone":
        throw new AppError("UNAUTHORIZED", messages.challengeGone);
      case "locked":
        throw new AppError("RATE_LIMITED", messages.tooMany);
      case "wrong":
        throw new AppError("BAD_REQUEST", messages.wrongCode);
      default:
        return outcome;
    }
  }

  /** Housekeeping job: sign-in challenges expired for a day. */
  async pruneExpired(): Promise<number> {
    return deleteExpiredChallenges(this.#db, new Date(this.#clock.now() - 24 * 3_600_000));
  }
}

import { createHash, randomBytes } from "node:crypto";
import type { ResetPassword } from "#contracts/accounts.ts";
import { passwordResetLifetimeMs } from "#contracts/accounts-rules.ts";
import { AppError } from "#contracts/errors-rules.ts";
import { normalizeLanguage } from "#contracts/languages.ts";
import { paths } from "#contracts/paths.ts";
import type { Db } from "#db/client.ts";
import type { Jobs } from "#server/platform/jobs.ts";
import type { Mailer } from "#server/platform/mail.ts";
import type { Clock } from "#server/platform/read-cache.ts";
import { passwordChangedMail, passwordResetMail } from "./accounts.emails.ts";
import { passwordResetQueue } from "./accounts.jobs.ts";
import { findUserById, insertSecurityEvent, updateUser } from "./accounts.repository.ts";
import {
  claimReset,
  deleteResetsExpiredBefore,
  deleteUnusedResetsOf,
  findReset,
  lockUserByEmail,
  replaceUnusedResets,
} from "./password-resets.repository.ts";
import { assertNotCommonPassword, hashPassword } from "./passwords.ts";
import type { SessionsService } from "./sessions.service.ts";

const passwordResetMessages = {
  requested:
    "If an account exists for this e-mail address, a link to choose a new password is on its way. It is valid for 30 minutes.",
  done: "Your password has been reset. You can now log in with your new password.",
  linkInvalid:
    "This password reset link is not valid any more: links work once, for 30 minutes, and a newer link replaces older ones. Ask for a new link.",
} as const;

function hashToken(token: string): string {
  return createHash("sha256").update(token).digest("base64url");
}

/**
 * "Forgot password?": an e-mailed link (a random token, stored hashed) that sets a new password
 * once, within 30 minutes, and signs the account out everywhere.
 */
export class PasswordResetService {
  readonly #db: Db;
  readonly #sessions: SessionsService;
  readonly #mailer: Mailer;
  readonly #jobs: Jobs;
  readonly #clock: Clock;
  readonly #origin: string;
  readonly #supportEmail: string;
  readonly #developmentMailbox: boolean;

  constructor(deps: {
    db: Db;
    sessions: SessionsService;
    mailer: Mailer;
    jobs: Jobs;
    clock: Clock;
    origin: string;
    supportEmail: string;
    /**
     * Mail goes to demo mode's development mailbox, which anyone who reaches the server reads:
     * decided by the server's configuration, never by the request.
     */
    developmentMailbox: boolean;
  }) {
    this.#db = deps.db;
    this.#sessions = deps.sessions;
    this.#mailer = deps.mailer;
    this.#jobs = deps.jobs;
    this.#clock = deps.clock;
    this.#origin = deps.origin;
    this.#supportEmail = deps.supportEmail;
    this.#developmentMailbox = deps.developmentMailbox;
  }

  /**
   * Only queues the work (`accounts.password-reset`): the reply, its status and what the request
   * does are the same whether or not the address has an account, so the form cannot tell
   * anyone who shops here, by its answer or by its timing.
   */
  async requestReset(email: string, ip: string): Promise<string> {
    await this.#jobs.enqueue(passwordResetQueue, { email, ip });
    return passwordResetMessages.requested;
  }

  /**
   * The `accounts.password-reset` job: for an active account, a new link (its older unused ones
   * deleted) e-mailed in the account's language; for any other address, nothing. A link in the
   * development mailbox is readable by anyone who reaches a demo, so staff accounts get none
   * there (like the development Google provider, the stand-in never opens a staff account); they
   * set a password with `npm run admin:create` or ADMIN_PASSWORD instead.
   */
  async sendResetLink(email: string, ip: string): Promise<void> {
    await this.#db.transaction(async (tx) => {
      const user = await lockUserByEmail(tx, email);
      if (!user?.isActive) return;
      if (this.#developmentMailbox && user.role === "admin") return;
      const token = randomBytes(32).toString("base64url");
      const now = new Date(this.#clock.now());
      await replaceUnusedResets(tx, {
        userId: user.id,
        tokenHash: hashToken(token),
        expiresAt: new Date(now.getTime() + passwordResetLifetimeMs),
        createdAt: now,
      });
      await insertSecurityEvent(tx, { kind: "password-reset-requested", userId: user.id, ip });
      const lang = normalizeLanguage(user.language) ?? "en";
      await this.#mailer.send(
        passwordResetMail({
          to: user.email,
          lang,
          name: user.name,
          resetUrl: `${this.#origin}${paths.resetPassword(token, lang)}`,
          minutes: passwordResetLifetimeMs / 60_000,
          supportEmail: this.#supportEmail,
        }),
        { tx, urgent: true },
      );
    });
  }

  /**
   * Sets the new password through a live link, marks the link used and ends every session of
   * the account, in one transaction. Unknown, used, replaced and expired links answer alike.
   */
  async resetPassword(input: ResetPassword, meta: { ip: string }): Promise<string> {
    const tokenHash = hashToken(input.token);
    // Cheap refusals before the expensive hash.
    const link = await findReset(this.#db, tokenHash);
    if (!link || link.usedAt || link.expiresAt.getTime() <= this.#clock.now()) {
      throw new AppError("BAD_REQUEST", passwordResetMessages.linkInvalid);
    }
    assertNotCommonPassword(input.newPassword);
    const passwordHash = await hashPassword(input.newPassword);
    await this.#db.transaction(async (tx) => {
      const userId = await claimReset(tx, tokenHash, new Date(this.#clock.now()));
      const user = userId ? await findUserById(tx, userId) : undefined;
      if (!user?.isActive) throw new AppError("BAD_REQUEST", passwordResetMessages.linkInvalid);
      await updateUser(tx, user.id, { passwordHash });
      await deleteUnusedResetsOf(tx, user.id);
      await this.#sessions.endAllFor(tx, { userId: user.id, reason: "password-reset" });
      await insertSecurityEvent(tx, { kind: "password-reset", userId: user.id, ip: meta.ip });
      await this.#mailer.send(
        passwordChangedMail({
          to: user.email,
          lang: normalizeLanguage(user.language) ?? "en",
          supportEmail: this.#supportEmail,
        }),
        { tx },
      );
    });
    return passwordResetMessages.done;
  }

  /** Housekeeping: links that expired more than a day ago, used or not. */
  async pruneExpired(): Promise<number> {
    return deleteResetsExpiredBefore(this.#db, new Date(this.#clock.now() - 24 * 3_600_000));
  }
}

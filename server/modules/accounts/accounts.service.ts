import { randomInt, timingSafeEqual } from "node:crypto";
import type {
  ChangePassword,
  LoginRequest,
  SessionUser,
  SignupRequest,
  SignupVerify,
  UpdateProfile,
  UserProfile,
} from "#contracts/accounts.ts";
import {
  type AdminRole,
  otpLength,
  otpLifetimeMs,
  otpMaxAttempts,
  otpResendAfterMs,
  type Role,
} from "#contracts/accounts-rules.ts";
import { AppError } from "#contracts/errors-rules.ts";
import { uuidPattern } from "#contracts/id-rules.ts";
import type { LanguageCode } from "#contracts/languages.ts";
import { paths } from "#contracts/paths.ts";
import type { Db, Executor } from "#db/client.ts";
import type { SignedInViewer } from "#server/platform/auth-guard.ts";
import type { Jobs } from "#server/platform/jobs.ts";
import type { Mailer } from "#server/platform/mail.ts";
import type { Clock, ReadCacheRegistry } from "#server/platform/read-cache.ts";
import { keyedHash } from "#server/platform/secrets.ts";
import { accountBlockedError, blockedRevokeReason } from "./account-blocked-text.ts";
import {
  accountDeletedMail,
  passwordChangedMail,
  signupCodeMail,
  signupExistingMail,
} from "./accounts.emails.ts";
import { signupResendQueue } from "./accounts.jobs.ts";
import {
  countActiveOwners,
  countPendingAttemptFor,
  deleteDeadSessions,
  deleteExpiredPendingSignups,
  deletePendingSignup,
  deleteUser,
  findPendingSignup,
  findUserByEmail,
  findUserByGoogleSubject,
  findUserById,
  insertSecurityEvent,
  insertUser,
  replacePendingCode,
  selectBlockedEmails,
  type UserRow,
  updateUser,
  upsertPendingSignup,
} from "./accounts.repository.ts";
import type { AdminTwoFactorService } from "./admin-two-factor.service.ts";
import { assertNotCommonPassword, hashPassword, verifyPassword } from "./passwords.ts";
import type { IssuedSession, SessionsService } from "./sessions.service.ts";

export type RequestMeta = { ip: string; userAgent: string; lang: LanguageCode };

/** What a right password opens: a session, or the second step of a staff sign-in. */
export type LoginOutcome =
  | { kind: "session"; user: UserRow; session: IssuedSession; twoFactorSetupDue: boolean }
  | { kind: "challenge"; challenge: string; expiresAt: Date };

export type MemberSummary = {
  name: string;
  role: Role;
  adminRole: AdminRole | undefined;
  active: boolean;
};

const signupSentMessage = "OTP sent to your email";
const invalidCredentials = "Invalid email or password";

export function toSessionUser(user: UserRow): SessionUser {
  return {
    _id: user.id,
    name: user.name,
    email: user.email,
    role: user.role,
    ...(user.adminRole ? { adminRole: user.adminRole } : {}),
  };
}

function toProfile(user: UserRow): UserProfile {
  return {
    ...toSessionUser(user),
    dob: user.dob,
    hasPassword: user.passwordHash !== null,
    createdAt: user.createdAt.toISOString(),
  };
}

function safeEqual(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

function generateOtp(): string {
  return String(randomInt(0, 10 ** otpLength)).padStart(otpLength, "0");
}

/** Up to this many blocked accounts, checkout checks an address against a copy in memory. */
const blockedEmailsInMemoryMax = 5_000;

/** Sign-up with an e-mailed code, login, profile, password and deletion. */
export class AccountsService {
  readonly #db: Db;
  readonly #sessions: SessionsService;
  readonly #twoFactor: AdminTwoFactorService;
  readonly #mailer: Mailer;
  readonly #jobs: Jobs;
  readonly #clock: Clock;
  readonly #subjectKey: Buffer;
  readonly #origin: string;
  readonly #supportEmail: string;
  readonly #developmentGoogle: boolean;
  /** Blocked accounts' addresses, or null when there are too many to hold (read fresh then). */
  readonly #blockedEmails: () => Promise<Set<string> | null>;
  readonly #beforeDelete: ((tx: Executor, userId: string) => Promise<void>)[] = [];
  readonly #onVerifiedAddress: ((tx: Executor, userId: string, email: string) => Promise<void>)[] =
    [];

  /**
   * Other domains take over what an address owns once an account proves it (a sign-up's code,
   * Google's verified address), in the same transaction: the orders bought as a guest with it.
   */
  onAddressVerified(adopt: (tx: Executor, userId: string, email: string) => Promise<void>): void {
    this.#onVerifiedAddress.push(adopt);
  }

  /** Other domains forget a deleted account's personal data in the same transaction. */
  onDelete(forget: (tx: Executor, userId: string) => Promise<void>): void {
    this.#beforeDelete.push(forget);
  }

  constructor(deps: {
    db: Db;
    sessions: SessionsService;
    /** Staff accounts with a second factor get a sign-in challenge instead of a session. */
    twoFactor: AdminTwoFactorService;
    mailer: Mailer;
    jobs: Jobs;
    clock: Clock;
    subjectKey: Buffer;
    origin: string;
    supportEmail: string;
    /**
     * Google sign-in goes to demo mode's development provider, where anyone types any e-mail
     * and ticks "verified": decided by the server's configuration, never by the request.
     */
    developmentGoogle: boolean;
    /** A block or unblock empties them (customers.service.ts), in every process. */
    caches: ReadCacheRegistry;
  }) {
    this.#blockedEmails = deps.caches.shortList({
      max: blockedEmailsInMemoryMax,
      load: (limit) => selectBlockedEmails(this.#db, limit),
      build: (emails) => new Set(emails),
    });
    this.#db = deps.db;
    this.#sessions = deps.sessions;
    this.#twoFactor = deps.twoFactor;
    this.#mailer = deps.mailer;
    this.#jobs = deps.jobs;
    this.#clock = deps.clock;
    this.#subjectKey = deps.subjectKey;
    this.#origin = deps.origin;
    this.#supportEmail = deps.supportEmail;
    this.#developmentGoogle = deps.developmentGoogle;
  }

  #now(): Date {
    return new Date(this.#clock.now());
  }

  #otpHash(email: string, code: string): string {
    return keyedHash(this.#subjectKey, `otp:${email}:${code}`);
  }

  /**
   * Holds the sign-up and e-mails a code. The answer is the same whether or not the address
   * already has an account (its owner gets a "you already have an account" e-mail instead), so
   * the form cannot be used to find out who shops here.
   */
  async requestSignup(input: SignupRequest, meta: RequestMeta): Promise<string> {
    assertNotCommonPassword(input.password);
    const passwordHash = await hashPassword(input.password);
    await this.#db.transaction(async (tx) => {
      const existing = await findUserByEmail(tx, input.email);
      if (existing) {
        await this.#mailer.send(
          signupExistingMail({
            to: input.email,
            lang: meta.lang,
            supportEmail: this.#supportEmail,
            loginUrl: `${this.#origin}${paths.login()}`,
          }),
          { tx },
        );
        return;
      }
      const pending = await findPendingSignup(tx, input.email);
      const now = this.#now();
      if (pending && now.getTime() - pending.lastSentAt.getTime() < otpResendAfterMs) {
        // A double submit: keep the code already on its way instead of sending a second one.
        return;
      }
      const code = generateOtp();
      await upsertPendingSignup(tx, {
        email: input.email,
        name: input.name,
        dob: input.dob,
        passwordHash,
        language: meta.lang,
        otpHash: this.#otpHash(input.email, code),
        otpExpiresAt: new Date(now.getTime() + otpLifetimeMs),
        lastSentAt: now,
      });
      await this.#mailer.send(this.#codeMail(input.email, input.name, code, meta.lang), {
        tx,
        urgent: true,
      });
    });
    return signupSentMessage;
  }

  #codeMail(to: string, name: string, code: string, lang: LanguageCode) {
    return signupCodeMail({
      to,
      lang,
      name,
      code,
      minutes: otpLifetimeMs / 60_000,
      supportEmail: this.#supportEmail,
    });
  }

  /**
   * Asks for a new code. The request only queues the work (`accounts.signup-resend`), so the
   * reply, its status and what the request does are the same whether or not a sign-up is
   * pending for the address, or was sent a code less than 60 s ago: the form cannot tell anyone
   * who is signing up.
   */
  async requestSignupResend(email: string, meta: RequestMeta): Promise<{ message: string }> {
    await this.#jobs.enqueue(signupResendQueue, { email, lang: meta.lang });
    return { message: "If a sign-up is waiting for this address, a new code is on its way." };
  }

  /** The `accounts.signup-resend` job: a new code, unless none is pending or one went < 60 s ago. */
  async resendSignupCode(email: string, lang: LanguageCode): Promise<void> {
    await this.#db.transaction(async (tx) => {
      const pending = await findPendingSignup(tx, email);
      if (!pending) return;
      const now = this.#now();
      if (now.getTime() - pending.lastSentAt.getTime() < otpResendAfterMs) return;
      const code = generateOtp();
      await replacePendingCode(tx, email, {
        otpHash: this.#otpHash(email, code),
        otpExpiresAt: new Date(now.getTime() + otpLifetimeMs),
        lastSentAt: now,
      });
      await this.#mailer.send(this.#codeMail(email, pending.name, code, lang), {
        tx,
        urgent: true,
      });
    });
  }

  /**
   * Checks the code and creates the account; 5 wrong codes burn it (resend for a new one). Every
   * failure (no sign-up pending, wrong, expired or burnt code) is the same answer after the same
   * work, so the form cannot tell whether a sign-up is pending for an address.
   */
  async verifySignup(input: SignupVerify): Promise<string> {
    const outcome = await this.#db.transaction(async (tx) => {
      const pending = await countPendingAttemptFor(tx, input.email);
      const otpHash = this.#otpHash(input.email, input.otp);
      if (!pending) return "invalid" as const;
      if (pending.attempts > otpMaxAttempts) return "invalid" as const;
      if (pending.otpExpiresAt.getTime() <= this.#clock.now()) return "invalid" as const;
      if (!safeEqual(pending.otpHash, otpHash)) return "invalid" as const;
      const user = await insertUser(tx, {
        email: pending.email,
        name: pending.name,
        dob: pending.dob,
        passwordHash: pending.passwordHash,
        language: pending.language,
      });
      await deletePendingSignup(tx, input.email);
      if (user) for (const adopt of this.#onVerifiedAddress) await adopt(tx, user.id, user.email);
      return user ? ("created" as const) : ("exists" as const);
    });
    if (outcome === "invalid") {
      throw new AppError(
        "BAD_REQUEST",
        "This code is wrong or no longer valid (codes last 10 minutes and allow 5 tries). Check it, or request a new one.",
      );
    }
    // "exists": the address got an account meanwhile (Google sign-in); it can log in.
    return "Email verified successfully. You can now log in.";
  }

  /**
   * Password login. Unknown address, wrong password and deactivated account answer alike and
   * take as long (a dummy hash check), so the form reveals nothing about who has an account.
   * A staff account with a second factor gets a short-lived challenge instead of a session, at
   * either login endpoint.
   */
  async login(
    input: LoginRequest,
    meta: RequestMeta,
    options: { adminOnly: boolean },
  ): Promise<LoginOutcome> {
    const user = await findUserByEmail(this.#db, input.email);
    const valid = await verifyPassword(user?.passwordHash, input.password);
    if (!user || !valid || !user.isActive) {
      await insertSecurityEvent(this.#db, {
        kind: "login-failed",
        userId: user?.id ?? null,
        subjectHash: keyedHash(this.#subjectKey, input.email),
        ip: meta.ip,
      });
      throw new AppError("UNAUTHORIZED", invalidCredentials);
    }
    // Said only after the right password: the refusal must not tell anyone who has an account.
    if (user.blockedAt) {
      await insertSecurityEvent(this.#db, { kind: "login-blocked", userId: user.id, ip: meta.ip });
      throw accountBlockedError(meta.lang);
    }
    if (options.adminOnly && user.role !== "admin") {
      throw new AppError("NOT_AN_ADMIN", "This account is not an admin account.");
    }
    const gate = await this.#twoFactor.gate(user);
    if (gate.kind === "challenge") return gate;
    const session = await this.#sessions.start(this.#db, {
      userId: user.id,
      userAgent: meta.userAgent,
    });
    return { kind: "session", user, session, twoFactorSetupDue: gate.setupDue };
  }

  async refresh(
    refreshToken: string | undefined,
    ip: string,
    lang: LanguageCode,
  ): Promise<{ user: UserRow; session: IssuedSession }> {
    const session = await this.#sessions.refresh(refreshToken, ip, async (userId) =>
      (await findUserById(this.#db, userId))?.blockedAt ? accountBlockedError(lang) : null,
    );
    const user = await findUserById(this.#db, session.userId);
    if (user?.blockedAt) {
      await this.#sessions.end(session.sessionId, blockedRevokeReason);
      throw accountBlockedError(lang);
    }
    if (!user?.isActive) {
      await this.#sessions.end(session.sessionId, "account-inactive");
      throw new AppError("UNAUTHORIZED", "Session expired. Please log in again.");
    }
    return { user, session };
  }

  async logout(viewer: SignedInViewer): Promise<void> {
    await this.#sessions.end(viewer.sessionId, "logout");
  }

  async getProfile(viewer: SignedInViewer): Promise<UserProfile> {
    const user = await findUserById(this.#db, viewer.userId);
    if (!user) throw new AppError("UNAUTHORIZED", "Session expired. Please log in again.");
    return toProfile(user);
  }

  async updateProfile(viewer: SignedInViewer, input: UpdateProfile): Promise<UserProfile> {
    const user = await updateUser(this.#db, viewer.userId, {
      name: input.name,
      ...(input.dob !== undefined ? { dob: input.dob } : {}),
    });
    if (!user) throw new AppError("UNAUTHORIZED", "Session expired. Please log in again.");
    return toProfile(user);
  }

  /** Changes (or, for a Google-only account, sets) the password; other sessions end. */
  async changePassword(
    viewer: SignedInViewer,
    input: ChangePassword,
    meta: RequestMeta,
  ): Promise<void> {
    const user = await findUserById(this.#db, viewer.userId);
    if (!user) throw new AppError("UNAUTHORIZED", "Session expired. Please log in again.");
    if (user.passwordHash !== null) {
      const valid = await verifyPassword(user.passwordHash, input.currentPassword ?? "");
      if (!valid) {
        await insertSecurityEvent(this.#db, {
          kind: "password-change-failed",
          userId: user.id,
          ip: meta.ip,
        });
        throw new AppError("BAD_REQUEST", "Current password is incorrect");
      }
      if (await verifyPassword(user.passwordHash, input.newPassword)) {
        throw new AppError(
          "VALIDATION_FAILED",
          "The new password must be different from the current one",
        );
      }
    }
    assertNotCommonPassword(input.newPassword);
    const passwordHash = await hashPassword(input.newPassword);
    await this.#db.transaction(async (tx) => {
      await updateUser(tx, user.id, { passwordHash });
      await this.#sessions.endAllFor(tx, {
        userId: user.id,
        exceptSessionId: viewer.sessionId,
        reason: "password-changed",
      });
      await insertSecurityEvent(tx, { kind: "password-changed", userId: user.id, ip: meta.ip });
      await this.#mailer.send(
        passwordChangedMail({
          to: user.email,
          lang: meta.lang,
          supportEmail: this.#supportEmail,
        }),
        { tx },
      );
    });
  }

  /**
   * Deletes the account and its personal data (name, e-mail, date of birth, sessions, pending
   * codes). The security log keeps the event with no reference to the person. The last active
   * owner cannot delete itself: the shop would be left without anyone to run it.
   */
  async deleteAccount(viewer: SignedInViewer, meta: RequestMeta): Promise<void> {
    await this.#db.transaction(async (tx) => {
      const user = await findUserById(tx, viewer.userId);
      if (!user) throw new AppError("UNAUTHORIZED", "Session expired. Please log in again.");
      if (user.adminRole === "owner") {
        if ((await countActiveOwners(tx)) <= 1) {
          throw new AppError(
            "CONFLICT",
            "You are the shop's last owner. Make another admin an owner before deleting this account.",
          );
        }
      }
      // Orders outlive the account (bookkeeping) but keep nothing that identifies the person.
      for (const forget of this.#beforeDelete) await forget(tx, user.id);
      await deleteUser(tx, user.id);
      this.#sessions.forgetUser(user.id);
      await deletePendingSignup(tx, user.email);
      await insertSecurityEvent(tx, { kind: "account-deleted", ip: meta.ip });
      await this.#mailer.send(
        accountDeletedMail({ to: user.email, lang: meta.lang, supportEmail: this.#supportEmail }),
        { tx },
      );
    });
  }

  /**
   * Google sign-in: the account already linked to this Google identity, else the account with
   * the same verified e-mail (linked now), else a new account. The development provider vouches
   * for nothing, so it never opens (or links) an account that has a password or an admin role:
   * those sign in with their password; it may still create accounts and open its own.
   */
  async signInWithGoogle(
    identity: { subject: string; email: string; emailVerified: boolean; name: string },
    meta: RequestMeta,
  ): Promise<{ user: UserRow; session: IssuedSession }> {
    return this.#db.transaction(async (tx) => {
      let user = await findUserByGoogleSubject(tx, identity.subject);
      if (!user) {
        if (!identity.emailVerified) {
          throw new AppError("FORBIDDEN", "Your Google e-mail address is not verified.");
        }
        const email = identity.email.toLowerCase();
        const existing = await findUserByEmail(tx, email);
        if (existing) this.#assertGoogleMayOpen(existing);
        user = existing
          ? await updateUser(tx, existing.id, { googleSubject: identity.subject })
          : await insertUser(tx, {
              email,
              name: identity.name.trim().slice(0, 80) || email.split("@")[0] || "Player",
              googleSubject: identity.subject,
              language: meta.lang,
            });
        if (user) await deletePendingSignup(tx, email);
        if (user) for (const adopt of this.#onVerifiedAddress) await adopt(tx, user.id, email);
      }
      if (!user?.isActive) throw new AppError("FORBIDDEN", "This account is deactivated.");
      if (user.blockedAt) throw accountBlockedError(meta.lang);
      // Google vouches for the address only: a second factor is asked at the password sign-in.
      if (user.role === "admin" && (await this.#twoFactor.isOn(tx, user.id))) {
        throw new AppError(
          "FORBIDDEN",
          "This staff account uses two-factor sign-in: sign in with your password and code.",
        );
      }
      // Also for an account found by its subject: a link made before this rule existed, or a
      // password set later, must not keep the door open.
      this.#assertGoogleMayOpen(user);
      const session = await this.#sessions.start(tx, {
        userId: user.id,
        userAgent: meta.userAgent,
      });
      return { user, session };
    });
  }

  #assertGoogleMayOpen(user: UserRow): void {
    if (!this.#developmentGoogle) return;
    if (user.passwordHash !== null || user.role === "admin") {
      throw new AppError(
        "CONFLICT",
        "This e-mail address already has an account with a password: sign in with the password.",
      );
    }
  }

  /**
   * Creates the admin account, or makes an existing account an admin with that role (and the
   * given password). Used at start-up (ADMIN_EMAIL) and by `npm run admin:create`.
   */
  async upsertAdmin(input: {
    email: string;
    adminRole: AdminRole;
    password: string | undefined;
    name?: string;
  }): Promise<{ created: boolean; user: UserRow }> {
    const email = input.email.toLowerCase();
    const passwordHash = input.password ? await hashPassword(input.password) : undefined;
    return this.#db.transaction(async (tx) => {
      const existing = await findUserByEmail(tx, email);
      if (existing) {
        const user = await updateUser(tx, existing.id, {
          role: "admin",
          adminRole: input.adminRole,
          isActive: true,
          ...(passwordHash ? { passwordHash } : {}),
        });
        this.#sessions.forgetUser(existing.id);
        if (passwordHash) {
          await this.#sessions.endAllFor(tx, { userId: existing.id, reason: "password-reset" });
        }
        return { created: false, user: user ?? existing };
      }
      if (!passwordHash) throw new AppError("BAD_REQUEST", "A new admin account needs a password");
      const user = await insertUser(tx, {
        email,
        name: input.name ?? "GameZone Admin",
        passwordHash,
        role: "admin",
        adminRole: input.adminRole,
      });
      if (!user) throw new AppError("CONFLICT", "An account with this e-mail already exists");
      return { created: true, user };
    });
  }

  /**
   * Checkout's question, for a member and a guest alike: an order with the address of a blocked
   * account is refused (403 ACCOUNT_BLOCKED, in the buyer's language).
   */
  async assertMayBuyWith(email: string, lang: LanguageCode): Promise<void> {
    const address = email.toLowerCase();
    // Blocked accounts are few: their addresses are held in memory (the read cache, emptied by
    // every block and unblock in every process), so a checkout seldom asks the database.
    const blocked = await this.#blockedEmails();
    const isBlocked = blocked
      ? blocked.has(address)
      : Boolean((await findUserByEmail(this.#db, address))?.blockedAt);
    if (isBlocked) throw accountBlockedError(lang);
  }

  async accountExists(email: string): Promise<boolean> {
    return (await findUserByEmail(this.#db, email.toLowerCase())) !== undefined;
  }

  /**
   * Name and roles of an account, read now (a demotion counts at once), for domains that name a
   * user or check a permission outside a request (the chat); null when there is no such account.
   */
  async findMember(userId: string): Promise<MemberSummary | null> {
    // Other domains hold ids that are not account ids (chat guests); PostgreSQL would refuse
    // them as uuids.
    if (!uuidPattern.test(userId)) return null;
    const user = await findUserById(this.#db, userId);
    if (!user) return null;
    return {
      name: user.name,
      role: user.role,
      adminRole: user.adminRole ?? undefined,
      active: user.isActive,
    };
  }

  /** How other domains credit an account (a guide's author): its name, else its e-mail. */
  async displayNameOf(userId: string): Promise<string | null> {
    if (!uuidPattern.test(userId)) return null;
    const user = await findUserById(this.#db, userId);
    if (!user) return null;
    return user.name.trim() || user.email;
  }

  async hasAnyAdmin(): Promise<boolean> {
    return (await countActiveOwners(this.#db)) > 0;
  }

  /** Housekeeping job: expired sign-ups and sessions dead for a day. */
  async pruneExpired(): Promise<{ signups: number; sessions: number }> {
    const now = this.#clock.now();
    const signups = await deleteExpiredPendingSignups(this.#db, new Date(now - 24 * 3_600_000));
    const sessions = await deleteDeadSessions(this.#db, new Date(now - 24 * 3_600_000));
    return { signups, sessions };
  }
}

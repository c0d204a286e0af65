import { sql } from "drizzle-orm";
import {
  type AnyPgColumn,
  boolean,
  check,
  date,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import type { AdminRole, Role } from "#contracts/accounts-rules.ts";

const createdAt = () => timestamp("created_at", { withTimezone: true }).notNull().defaultNow();

/**
 * People with an account. Deleting an account deletes its row (sessions and pending codes go
 * with it); records that must outlive it (orders, the security log) keep no reference that
 * identifies the person.
 */
export const users = pgTable(
  "users",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    /** Stored lower-cased: one account per address whatever the capitalisation. */
    email: text("email").notNull(),
    name: text("name").notNull(),
    dob: date("dob", { mode: "string" }),
    /** argon2id; null for an account created by Google sign-in that never set a password. */
    passwordHash: text("password_hash"),
    role: text("role").$type<Role>().notNull().default("user"),
    adminRole: text("admin_role").$type<AdminRole>(),
    /** Google's stable subject identifier once the account has signed in with Google. */
    googleSubject: text("google_subject"),
    isActive: boolean("is_active").notNull().default(true),
    language: text("language").notNull().default("en"),
    /**
     * Set while staff have blocked this shopper's account: it cannot sign in, and checkout with
     * its address is refused. The reason is staff's own note; the blocker is kept for the record.
     */
    blockedAt: timestamp("blocked_at", { withTimezone: true }),
    blockedReason: text("blocked_reason"),
    blockedBy: uuid("blocked_by").references((): AnyPgColumn => users.id, {
      onDelete: "set null",
    }),
    createdAt: createdAt(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("users_email_key").on(t.email),
    // The admin customers list: shoppers newest first.
    index("users_customers_created_idx").on(t.createdAt, t.id).where(sql`${t.role} = 'user'`),
    // Its search matches any part of a name or e-mail (LIKE '%term%'): trigrams serve it.
    index("users_name_trgm_idx").using("gin", sql`lower(${t.name}) gin_trgm_ops`),
    index("users_email_trgm_idx").using("gin", sql`${t.email} gin_trgm_ops`),
    uniqueIndex("users_google_subject_key").on(t.googleSubject),
    check("users_role_check", sql`${t.role} in ('user', 'admin')`),
    check(
      "users_admin_role_check",
      sql`(${t.role} = 'admin') = (${t.adminRole} is not null) and (${t.adminRole} is null or ${t.adminRole} in ('owner', 'manager', 'support', 'editor'))`,
    ),
    check("users_email_lower_check", sql`${t.email} = lower(${t.email})`),
  ],
);

/**
 * A sign-up waiting for its e-mailed code. The password is already hashed; the code is stored
 * hashed. One row per address: a new request replaces the old one.
 */
export const pendingSignups = pgTable(
  "pending_signups",
  {
    email: text("email").primaryKey(),
    name: text("name").notNull(),
    dob: date("dob", { mode: "string" }).notNull(),
    passwordHash: text("password_hash").notNull(),
    language: text("language").notNull().default("en"),
    otpHash: text("otp_hash").notNull(),
    otpExpiresAt: timestamp("otp_expires_at", { withTimezone: true }).notNull(),
    attempts: integer("attempts").notNull().default(0),
    lastSentAt: timestamp("last_sent_at", { withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [index("pending_signups_expires_idx").on(t.otpExpiresAt)],
);

/**
 * A signed-in session (a refresh-token family): every access token names one, logout and
 * password changes revoke them, and reuse of a rotated refresh token revokes the whole family.
 */
export const sessions = pgTable(
  "sessions",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    userAgent: text("user_agent").notNull().default(""),
    createdAt: createdAt(),
    lastUsedAt: timestamp("last_used_at", { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    revokedAt: timestamp("revoked_at", { withTimezone: true }),
    revokeReason: text("revoke_reason"),
  },
  (t) => [index("sessions_user_idx").on(t.userId), index("sessions_expires_idx").on(t.expiresAt)],
);

/** Refresh tokens, stored as SHA-256 hashes; each is used once and replaced. */
export const refreshTokens = pgTable(
  "refresh_tokens",
  {
    tokenHash: text("token_hash").primaryKey(),
    sessionId: uuid("session_id")
      .notNull()
      .references(() => sessions.id, { onDelete: "cascade" }),
    createdAt: createdAt(),
    /** Set when the token was exchanged for a new one. */
    usedAt: timestamp("used_at", { withTimezone: true }),
  },
  (t) => [index("refresh_tokens_session_idx").on(t.sessionId)],
);

/**
 * Security-relevant events (failed logins, password changes, deletions, refresh-token reuse).
 * `subjectHash` is a keyed hash of the e-mail address, so failures against one address can be
 * counted without storing the address; a deleted account's rows lose their user id.
 */
export const securityEvents = pgTable(
  "security_events",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    kind: text("kind").notNull(),
    userId: uuid("user_id").references(() => users.id, { onDelete: "set null" }),
    subjectHash: text("subject_hash"),
    ip: text("ip"),
    createdAt: createdAt(),
  },
  (t) => [
    index("security_events_created_idx").on(t.createdAt),
    index("security_events_user_idx").on(t.userId),
  ],
);

/** Demo mode's development mailbox: every e-mail the shop sends, shown at /dev/mailbox. */
export const devMailbox = pgTable(
  "dev_mailbox",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    to: text("to").notNull(),
    subject: text("subject").notNull(),
    text: text("text").notNull(),
    html: text("html").notNull(),
    sentAt: timestamp("sent_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("dev_mailbox_to_idx").on(t.to, t.sentAt)],
);

/**
 * Demo mode's generated AUTH_SECRET, kept in the shop's database so every process sharing it
 * signs and checks tokens with the same key (production sets AUTH_SECRET and never reads this).
 */
export const demoSecrets = pgTable("demo_secrets", {
  name: text("name").primaryKey(),
  value: text("value").notNull(),
  createdAt: createdAt(),
});

/**
 * An invitation to join the admin team: the owner names an address and a role, the invited
 * person opens the e-mailed link and chooses a name and a password. The token is stored as a
 * SHA-256 hash. One open invitation per address (inviting again replaces it); an accepted one
 * stays as the record of how the account came to be.
 */
export const adminInvitations = pgTable(
  "admin_invitations",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    /** Stored lower-cased, like users.email. */
    email: text("email").notNull(),
    adminRole: text("admin_role").$type<AdminRole>().notNull(),
    tokenHash: text("token_hash").notNull(),
    invitedBy: uuid("invited_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    acceptedAt: timestamp("accepted_at", { withTimezone: true }),
    acceptedUserId: uuid("accepted_user_id").references(() => users.id, { onDelete: "set null" }),
  },
  (t) => [
    uniqueIndex("admin_invitations_token_key").on(t.tokenHash),
    uniqueIndex("admin_invitations_open_email_key").on(t.email).where(sql`${t.acceptedAt} is null`),
    index("admin_invitations_created_idx").on(t.createdAt),
    check(
      "admin_invitations_role_check",
      sql`${t.adminRole} in ('owner', 'manager', 'support', 'editor')`,
    ),
    check("admin_invitations_email_lower_check", sql`${t.email} = lower(${t.email})`),
  ],
);

/**
 * A "forgot password" link: the token is stored only as a SHA-256 hash, works once (`used_at`)
 * until `expires_at` (30 minutes). Issuing a new link deletes the account's unused ones, so only
 * the newest works; used rows stay as the record until the housekeeping job removes them.
 */
export const passwordResets = pgTable(
  "password_resets",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    tokenHash: text("token_hash").notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    usedAt: timestamp("used_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("password_resets_token_key").on(t.tokenHash),
    index("password_resets_user_idx").on(t.userId),
    index("password_resets_expires_idx").on(t.expiresAt),
  ],
);

/**
 * A staff account's second factor (TOTP). The secret is sealed with a key derived from
 * AUTH_SECRET (AES-256-GCM) and is shown only while the setup is pending (`enabledAt` null);
 * `lastTimeStep` is the 30-second step of the last code accepted, so no code works twice.
 */
export const adminTwoFactor = pgTable("admin_two_factor", {
  userId: uuid("user_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  secretSealed: text("secret_sealed").notNull(),
  enabledAt: timestamp("enabled_at", { withTimezone: true }),
  lastTimeStep: integer("last_time_step"),
  createdAt: createdAt(),
});

/**
 * Single-use recovery codes of a staff account's second factor, stored as SHA-256 hashes (they
 * are random, not chosen); `usedAt` is set by the one statement that spends a code.
 */
export const adminRecoveryCodes = pgTable(
  "admin_recovery_codes",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    codeHash: text("code_hash").notNull(),
    usedAt: timestamp("used_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("admin_recovery_codes_user_code_key").on(t.userId, t.codeHash)],
);

/**
 * The second step of a staff sign-in: issued after the right password, bound to the account,
 * stored as a SHA-256 hash of its random token, single-use (`usedAt`), short-lived and burnt
 * after a few wrong codes (`attempts`).
 */
export const adminLoginChallenges = pgTable(
  "admin_login_challenges",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    tokenHash: text("token_hash").notNull(),
    attempts: integer("attempts").notNull().default(0),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    usedAt: timestamp("used_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("admin_login_challenges_token_key").on(t.tokenHash),
    index("admin_login_challenges_expires_idx").on(t.expiresAt),
  ],
);

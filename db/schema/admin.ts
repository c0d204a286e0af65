import { sql } from "drizzle-orm";
import { check, index, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import type { AdminRole } from "#contracts/accounts-rules.ts";
import { users } from "./accounts.ts";

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

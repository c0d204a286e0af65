import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  date,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import type {
  BlocklistKind,
  CheckoutRefusalReason,
  RiskRuleKind,
  RiskScope,
} from "#contracts/risk-rules.ts";
import { users } from "./accounts.ts";

/**
 * Fraud rules a paid order is checked against before delivery. A velocity rule holds the paid
 * order that takes one buyer (`scope`: account, e-mail, address or player account) past
 * `maxOrders` paid orders or `maxCents` within `windowMinutes`; a first-order rule holds a
 * buyer's first paid order above `maxCents`. Rules are checked in `position` order; the first
 * one broken names the hold.
 */
export const riskRules = pgTable(
  "risk_rules",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    name: text("name").notNull(),
    kind: text("kind").$type<RiskRuleKind>().notNull(),
    /** Whose paid orders are counted (velocity rules; null for a first-order rule). */
    scope: text("scope").$type<RiskScope>(),
    windowMinutes: integer("window_minutes"),
    maxOrders: integer("max_orders"),
    maxCents: integer("max_cents"),
    active: boolean("active").notNull().default(true),
    position: integer("position").notNull().default(0),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check(
      "risk_rules_shape_check",
      sql`(${t.kind} = 'velocity' and ${t.scope} is not null and ${t.windowMinutes} > 0 and (${t.maxOrders} is not null or ${t.maxCents} is not null)) or (${t.kind} = 'first_order' and ${t.scope} is null and ${t.maxCents} is not null)`,
    ),
    check(
      "risk_rules_limits_check",
      sql`coalesce(${t.maxOrders}, 1) > 0 and coalesce(${t.maxCents}, 1) > 0`,
    ),
  ],
);

/**
 * Who may not check out: an e-mail address (NFKC-folded, lower-case), an e-mail domain
 * (lower-case), a player account (its ID as the order shows it) or a network address. One row
 * per kind and value.
 */
export const blocklistEntries = pgTable(
  "blocklist_entries",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    kind: text("kind").$type<BlocklistKind>().notNull(),
    value: text("value").notNull(),
    note: text("note").notNull().default(""),
    createdBy: uuid("created_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("blocklist_entries_value_key").on(t.kind, t.value)],
);

/**
 * Checkouts refused before payment, counted per UTC day and reason (a blocked account's e-mail,
 * or the blocklist kind that matched): the dashboard's "blocked checkouts". Counts only, no
 * addresses or e-mails: a refused buyer's details are not kept, and a flood of refusals adds to
 * a counter instead of growing the table.
 */
export const checkoutRefusals = pgTable(
  "checkout_refusals",
  {
    day: date("day", { mode: "string" }).notNull(),
    reason: text("reason").$type<CheckoutRefusalReason>().notNull(),
    count: integer("count").notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.day, t.reason] })],
);

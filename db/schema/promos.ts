import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { orders } from "./buying.ts";

/**
 * Promo codes. The code is stored upper-case and NFKC-folded (buyers type it any way), and is
 * unique. A discount is a percent of the subtotal or a fixed amount in cents; `usedCount` is the
 * number of live redemptions, raised only by a guarded update (`used_count < total_limit`) in the
 * transaction that stores the order, so concurrent checkouts never pass the total limit.
 */
export const promoCodes = pgTable(
  "promo_codes",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    code: text("code").notNull(),
    kind: text("kind").$type<"percent" | "fixed">().notNull(),
    /** Percent (1–100) or cents, by `kind`. */
    amount: integer("amount").notNull(),
    startsAt: timestamp("starts_at", { withTimezone: true }),
    endsAt: timestamp("ends_at", { withTimezone: true }),
    /** Redemptions in all (null: no limit). */
    totalLimit: integer("total_limit"),
    /** Redemptions per customer: an account, or the e-mail address of a guest (null: no limit). */
    perCustomerLimit: integer("per_customer_limit"),
    minSubtotalCents: integer("min_subtotal_cents").notNull().default(0),
    /** Only for lines of these games (empty: every game). */
    gameIds: uuid("game_ids").array().notNull().default(sql`'{}'::uuid[]`),
    active: boolean("active").notNull().default(true),
    usedCount: integer("used_count").notNull().default(0),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("promo_codes_code_key").on(t.code),
    check("promo_codes_amount_check", sql`${t.amount} > 0`),
    check("promo_codes_percent_check", sql`${t.kind} <> 'percent' or ${t.amount} <= 100`),
    check(
      "promo_codes_used_check",
      sql`${t.usedCount} >= 0 and (${t.totalLimit} is null or ${t.usedCount} <= ${t.totalLimit})`,
    ),
  ],
);

/**
 * One row per order that used a code: who (`customerKey`: `user:<id>` or `email:<address>`),
 * for the per-customer limit, and how much it took off.
 */
export const promoRedemptions = pgTable(
  "promo_redemptions",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    promoCodeId: uuid("promo_code_id")
      .notNull()
      .references(() => promoCodes.id, { onDelete: "cascade" }),
    orderId: uuid("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    customerKey: text("customer_key").notNull(),
    discountCents: integer("discount_cents").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("promo_redemptions_order_key").on(t.orderId),
    index("promo_redemptions_customer_idx").on(t.promoCodeId, t.customerKey),
  ],
);

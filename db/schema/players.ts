import { sql } from "drizzle-orm";
import { index, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { users } from "./accounts.ts";
import { games } from "./catalogue.ts";

/**
 * A member's saved player accounts: the player-ID fields of a delivered order line, so the next
 * top-up for the same game is one tap. One row per member, game and player (`playerKey`, the
 * canonical text of the fields); buying for it again only moves `lastUsedAt`.
 */
export const playerAccounts = pgTable(
  "player_accounts",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    gameId: uuid("game_id")
      .notNull()
      .references(() => games.id, { onDelete: "cascade" }),
    fields: jsonb("fields").$type<Record<string, string>>().notNull(),
    /** Canonical text of the fields: one saved account per member, game and player. */
    playerKey: text("player_key").notNull(),
    /** The in-game name the supplier returned for it (null for code deliveries). */
    nickname: text("nickname"),
    lastUsedAt: timestamp("last_used_at", { withTimezone: true }).notNull().defaultNow(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("player_accounts_key").on(t.userId, t.gameId, t.playerKey),
    index("player_accounts_recent_idx").on(t.userId, t.gameId, sql`${t.lastUsedAt} desc`),
  ],
);

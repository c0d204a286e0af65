import { sql } from "drizzle-orm";
import {
  bigserial,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";

/** An attachment as the upload endpoint stored it. */
export type ChatFileRecord = { url: string; originalName: string; mimeType: string; size: number };

/**
 * A message of the community chat room. The sender is copied as the server knew it when the
 * message arrived (a member's account id and name, or a guest's server-issued id and "Guest"),
 * so history shows what others saw. `seq` orders the room and is the history cursor.
 */
export const chatMessages = pgTable(
  "chat_messages",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    seq: bigserial("seq", { mode: "number" }).notNull(),
    roomId: text("room_id").notNull(),
    senderId: text("sender_id").notNull(),
    senderName: text("sender_name").notNull(),
    senderKind: text("sender_kind").$type<"member" | "guest">().notNull(),
    text: text("text").notNull().default(""),
    file: jsonb("file").$type<ChatFileRecord | null>(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    /** Set when support removes a message: it leaves history for everyone. */
    deletedAt: timestamp("deleted_at", { withTimezone: true }),
    /**
     * The id the sender's client gave the message (null for clients that give none). A client
     * sends a message again until it is acknowledged, so the index below keeps one per sender.
     */
    clientId: uuid("client_id"),
  },
  (t) => [
    index("chat_messages_room_seq_idx").on(t.roomId, t.seq),
    // Exactly once per sender and client id, even when two processes store the same retry at
    // the same moment (the insert does nothing on this conflict and reads the first row back).
    uniqueIndex("chat_messages_sender_client_id_idx")
      .on(t.senderId, t.clientId)
      .where(sql`${t.clientId} is not null`),
    // The upload clean-up asks which stored files messages still reference.
    index("chat_messages_file_url_idx")
      .on(sql`(${t.file}->>'url')`)
      .where(sql`${t.file} is not null`),
    check("chat_messages_sender_kind_check", sql`${t.senderKind} in ('member', 'guest')`),
    check("chat_messages_text_length_check", sql`length(${t.text}) <= 1000`),
  ],
);

/** Who has read a message (half of it was on their screen), once per reader. */
export const chatReads = pgTable(
  "chat_reads",
  {
    messageId: uuid("message_id")
      .notNull()
      .references(() => chatMessages.id, { onDelete: "cascade" }),
    readerId: text("reader_id").notNull(),
    readAt: timestamp("read_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.messageId, t.readerId] })],
);

/**
 * Who may not post in the chat until when: one row per user (a member's account id or a guest
 * id), replaced by a later mute. A row whose time has passed no longer counts.
 */
export const chatMutes = pgTable("chat_mutes", {
  userId: text("user_id").primaryKey(),
  mutedUntil: timestamp("muted_until", { withTimezone: true }).notNull(),
  /** The moderator's account id. */
  mutedBy: text("muted_by").notNull(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

/** Every moderation action, kept for review: who deleted which message, who muted whom and how long. */
export const chatModerationActions = pgTable(
  "chat_moderation_actions",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    action: text("action").$type<"delete" | "mute">().notNull(),
    actorId: text("actor_id").notNull(),
    targetUserId: text("target_user_id").notNull(),
    messageId: uuid("message_id").references(() => chatMessages.id, { onDelete: "set null" }),
    minutes: integer("minutes"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("chat_moderation_actions_target_idx").on(t.targetUserId, t.createdAt),
    check("chat_moderation_actions_action_check", sql`${t.action} in ('delete', 'mute')`),
    check(
      "chat_moderation_actions_minutes_check",
      sql`(${t.action} = 'mute') = (${t.minutes} is not null)`,
    ),
  ],
);

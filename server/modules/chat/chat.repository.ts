import { and, asc, desc, eq, gt, inArray, isNull, lt, lte, sql } from "drizzle-orm";
import type { Executor } from "#db/client.ts";
import {
  type ChatFileRecord,
  chatMessages,
  chatModerationActions,
  chatMutes,
  chatReads,
} from "#db/schema/chat.ts";

export type ChatMessageRow = typeof chatMessages.$inferSelect;

const messageColumns = {
  id: chatMessages.id,
  seq: chatMessages.seq,
  roomId: chatMessages.roomId,
  senderId: chatMessages.senderId,
  senderName: chatMessages.senderName,
  senderKind: chatMessages.senderKind,
  text: chatMessages.text,
  file: chatMessages.file,
  createdAt: chatMessages.createdAt,
  deletedAt: chatMessages.deletedAt,
  clientId: chatMessages.clientId,
};

/**
 * Stores a message, once per sender and client id: when that sender already stored a message
 * with this client id (a retry that raced the first copy, maybe on another process), nothing is
 * inserted and the stored row comes back with `created: false`.
 */
export async function insertChatMessage(
  db: Executor,
  row: {
    roomId: string;
    senderId: string;
    senderName: string;
    senderKind: "member" | "guest";
    text: string;
    file: ChatFileRecord | null;
    clientId?: string | null;
  },
): Promise<{ row: ChatMessageRow; created: boolean }> {
  const [inserted] = await db
    .insert(chatMessages)
    .values(row)
    // The partial unique index's own predicate, so PostgreSQL infers that index as the target.
    .onConflictDoNothing({
      target: [chatMessages.senderId, chatMessages.clientId],
      where: sql`client_id is not null`,
    })
    .returning(messageColumns);
  if (inserted) return { row: inserted, created: true };
  const stored = row.clientId
    ? await findChatMessageByClientId(db, row.senderId, row.clientId)
    : undefined;
  if (!stored) throw new Error("chat message insert returned nothing");
  return { row: stored, created: false };
}

/** The message a sender stored under a client id (deleted or not), if any. */
export async function findChatMessageByClientId(
  db: Executor,
  senderId: string,
  clientId: string,
): Promise<ChatMessageRow | undefined> {
  const [row] = await db
    .select(messageColumns)
    .from(chatMessages)
    .where(and(eq(chatMessages.senderId, senderId), eq(chatMessages.clientId, clientId)));
  return row;
}

/** The latest `limit` messages of a room before `beforeSeq` (all when unset), oldest first. */
export async function listChatMessages(
  db: Executor,
  roomId: string,
  options: { limit: number; beforeSeq?: number },
): Promise<ChatMessageRow[]> {
  const rows = await db
    .select(messageColumns)
    .from(chatMessages)
    .where(
      and(
        eq(chatMessages.roomId, roomId),
        isNull(chatMessages.deletedAt),
        options.beforeSeq === undefined ? undefined : lt(chatMessages.seq, options.beforeSeq),
      ),
    )
    .orderBy(desc(chatMessages.seq))
    .limit(options.limit);
  return rows.reverse();
}

/**
 * Where a message stands in its room, deleted or not: a page of history may start from a message
 * that support removed after the browser loaded it.
 */
export async function findChatMessagePosition(
  db: Executor,
  roomId: string,
  id: string,
): Promise<{ seq: number } | undefined> {
  const [row] = await db
    .select({ seq: chatMessages.seq })
    .from(chatMessages)
    .where(and(eq(chatMessages.roomId, roomId), eq(chatMessages.id, id)));
  return row;
}

export async function findChatMessage(
  db: Executor,
  id: string,
): Promise<ChatMessageRow | undefined> {
  const [row] = await db
    .select(messageColumns)
    .from(chatMessages)
    .where(and(eq(chatMessages.id, id), isNull(chatMessages.deletedAt)));
  return row;
}

/** Records one reader once; whether this read was new (a repeated read changes nothing). */
export async function insertChatRead(
  db: Executor,
  messageId: string,
  readerId: string,
): Promise<boolean> {
  const rows = await db
    .insert(chatReads)
    .values({ messageId, readerId })
    .onConflictDoNothing()
    .returning({ readerId: chatReads.readerId });
  return rows.length > 0;
}

/**
 * Per message: how many have read it and the first `named` readers, in the order they read it.
 * Only those few reader rows leave the database, however many people read a message.
 */
export async function summarizeChatReaders(
  db: Executor,
  messageIds: string[],
  named: number,
): Promise<Map<string, { count: number; first: string[] }>> {
  const summaries = new Map<string, { count: number; first: string[] }>();
  if (messageIds.length === 0) return summaries;
  const ranked = db
    .select({
      messageId: chatReads.messageId,
      readerId: chatReads.readerId,
      rank: sql<number>`(row_number() over (partition by ${chatReads.messageId} order by ${chatReads.readAt}, ${chatReads.readerId}))::int`.as(
        "rank",
      ),
      total: sql<number>`(count(*) over (partition by ${chatReads.messageId}))::int`.as("total"),
    })
    .from(chatReads)
    .where(inArray(chatReads.messageId, messageIds))
    .as("ranked");
  const rows = await db
    .select({ messageId: ranked.messageId, readerId: ranked.readerId, total: ranked.total })
    .from(ranked)
    .where(lte(ranked.rank, named))
    .orderBy(asc(ranked.messageId), asc(ranked.rank));
  for (const row of rows) {
    const summary = summaries.get(row.messageId) ?? { count: Number(row.total), first: [] };
    summary.first.push(row.readerId);
    summaries.set(row.messageId, summary);
  }
  return summaries;
}

/** Marks a message deleted; its sender, or undefined when it is unknown or already deleted. */
export async function markChatMessageDeleted(
  db: Executor,
  id: string,
  at: Date,
): Promise<{ senderId: string } | undefined> {
  const [row] = await db
    .update(chatMessages)
    .set({ deletedAt: at })
    .where(and(eq(chatMessages.id, id), isNull(chatMessages.deletedAt)))
    .returning({ senderId: chatMessages.senderId });
  return row;
}

/** Mutes a user until `mutedUntil`, replacing any earlier mute of theirs. */
export async function upsertChatMute(
  db: Executor,
  row: { userId: string; mutedUntil: Date; mutedBy: string },
): Promise<void> {
  await db
    .insert(chatMutes)
    .values(row)
    .onConflictDoUpdate({
      target: chatMutes.userId,
      set: { mutedUntil: row.mutedUntil, mutedBy: row.mutedBy, createdAt: sql`now()` },
    });
}

/**
 * Until when any of `userIds` (an account or guest id, a client address's key) is muted, the
 * latest, or undefined when none is muted at `now`.
 */
export async function findChatMuteUntil(
  db: Executor,
  userIds: string[],
  now: Date,
): Promise<Date | undefined> {
  const rows = await db
    .select({ mutedUntil: chatMutes.mutedUntil })
    .from(chatMutes)
    .where(and(inArray(chatMutes.userId, userIds), gt(chatMutes.mutedUntil, now)));
  let latest: Date | undefined;
  for (const row of rows) if (!latest || row.mutedUntil > latest) latest = row.mutedUntil;
  return latest;
}

export async function insertChatModerationAction(
  db: Executor,
  row: {
    action: "delete" | "mute";
    actorId: string;
    targetUserId: string;
    messageId: string | null;
    minutes: number | null;
  },
): Promise<void> {
  await db.insert(chatModerationActions).values(row);
}

/**
 * Of the given attachment URLs, those some message references, each with whether a message that
 * is not deleted references it (`live`).
 */
export async function listChatFileReferences(
  db: Executor,
  urls: string[],
): Promise<Map<string, { live: boolean }>> {
  const references = new Map<string, { live: boolean }>();
  if (urls.length === 0) return references;
  // The same expression as the chat_messages_file_url_idx index, so the lookup uses it.
  const url = sql<string>`(${chatMessages.file}->>'url')`;
  const rows = await db
    .select({ url, live: sql<boolean>`bool_or(${chatMessages.deletedAt} is null)` })
    .from(chatMessages)
    .where(and(sql`${chatMessages.file} is not null`, inArray(url, urls)))
    .groupBy(url);
  for (const row of rows) references.set(row.url, { live: row.live === true });
  return references;
}

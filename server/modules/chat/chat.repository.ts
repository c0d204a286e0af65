import { and, asc, desc, eq, inArray, isNull, lt } from "drizzle-orm";
import type { Executor } from "#db/client.ts";
import { type ChatFileRecord, chatMessages, chatReads } from "#db/schema/chat.ts";

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
};

export async function insertChatMessage(
  db: Executor,
  row: {
    roomId: string;
    senderId: string;
    senderName: string;
    senderKind: "member" | "guest";
    text: string;
    file: ChatFileRecord | null;
  },
): Promise<ChatMessageRow> {
  const [inserted] = await db.insert(chatMessages).values(row).returning(messageColumns);
  if (!inserted) throw new Error("chat message insert returned nothing");
  return inserted;
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

/** Records one reader once; a repeated read changes nothing. */
export async function insertChatRead(
  db: Executor,
  messageId: string,
  readerId: string,
): Promise<void> {
  await db.insert(chatReads).values({ messageId, readerId }).onConflictDoNothing();
}

/** Readers of each message, in the order they read it. */
export async function listChatReaders(
  db: Executor,
  messageIds: string[],
): Promise<Map<string, string[]>> {
  const readers = new Map<string, string[]>();
  if (messageIds.length === 0) return readers;
  const rows = await db
    .select({ messageId: chatReads.messageId, readerId: chatReads.readerId })
    .from(chatReads)
    .where(inArray(chatReads.messageId, messageIds))
    .orderBy(asc(chatReads.readAt));
  for (const row of rows) {
    const list = readers.get(row.messageId) ?? [];
    list.push(row.readerId);
    readers.set(row.messageId, list);
  }
  return readers;
}

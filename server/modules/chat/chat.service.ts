import { randomUUID } from "node:crypto";
import type { ChatMessage, ChatMessageInput, ChatUser, ReadUpdate } from "#contracts/chat.ts";
import { chatRefusals, chatRoomId, checkChatFile, checkChatText } from "#contracts/chat-rules.ts";
import type { Db } from "#db/client.ts";
import type { Viewer } from "#server/platform/auth-guard.ts";
import {
  type ChatMessageRow,
  findChatMessage,
  insertChatMessage,
  insertChatRead,
  listChatMessages,
  listChatReaders,
} from "./chat.repository.ts";

export type ChatSender = ChatUser & { kind: "member" | "guest" };

export type PostResult = { ok: true; message: ChatMessage } | { ok: false; error: string };

/** How much a sender may post: at most `count` messages in any `windowMs`. */
export const chatRateLimit = { count: 5, windowMs: 5_000 };
/** The same text again from the same sender within this time is refused as flooding. */
export const chatRepeatWindowMs = 30_000;
export const chatHistoryPageSize = 50;

/**
 * The community room's rules: who a sender is, what may be posted (the moderation rules shared
 * with the browser, a per-sender rate limit, repeat flooding), history with read receipts.
 * Refused messages are never stored.
 */
export class ChatService {
  readonly #db: Db;
  readonly #nameOf: (viewer: Extract<Viewer, { kind: "member" }>) => Promise<string>;
  readonly #now: () => number;
  // Per sender: the times of their recent messages and their last text. One process's view; with
  // several processes a sender is limited per process (a socket stays on one).
  readonly #recent = new Map<string, { times: number[]; lastText: string; lastAt: number }>();

  constructor(deps: {
    db: Db;
    nameOf: (viewer: Extract<Viewer, { kind: "member" }>) => Promise<string>;
    now?: () => number;
  }) {
    this.#db = deps.db;
    this.#nameOf = deps.nameOf;
    this.#now = deps.now ?? Date.now;
  }

  /** A new guest identity, issued by the server (a client never picks its own id). */
  newGuestId(): string {
    return `guest_${randomUUID().replaceAll("-", "").slice(0, 16)}`;
  }

  /** Who a connection speaks as: the signed-in account, or its guest identity as "Guest". */
  async senderFor(viewer: Viewer, guestId: string): Promise<ChatSender> {
    if (viewer.kind === "member") {
      return { id: viewer.userId, name: await this.#nameOf(viewer), kind: "member" };
    }
    return { id: guestId, name: "Guest", kind: "guest" };
  }

  async history(options: { beforeSeq?: number } = {}): Promise<ChatMessage[]> {
    const rows = await listChatMessages(this.#db, chatRoomId, {
      limit: chatHistoryPageSize,
      ...(options.beforeSeq === undefined ? {} : { beforeSeq: options.beforeSeq }),
    });
    const readers = await listChatReaders(
      this.#db,
      rows.map((row) => row.id),
    );
    return rows.map((row) => toMessage(row, readers.get(row.id) ?? []));
  }

  async post(sender: ChatSender, input: ChatMessageInput): Promise<PostResult> {
    let text = "";
    if (input.text.trim() !== "" || !input.file) {
      const verdict = checkChatText(input.text);
      if (!verdict.ok) {
        return {
          ok: false,
          error: verdict.reason === "empty" ? chatRefusals.empty : verdict.message,
        };
      }
      text = verdict.text;
    }
    if (input.file) {
      const verdict = checkChatFile(input.file);
      if (!verdict.ok) return { ok: false, error: verdict.message };
    }
    const now = this.#now();
    const recent = this.#recent.get(sender.id) ?? { times: [], lastText: "", lastAt: 0 };
    recent.times = recent.times.filter((time) => now - time < chatRateLimit.windowMs);
    if (recent.times.length >= chatRateLimit.count) {
      return { ok: false, error: chatRefusals.rateLimited };
    }
    const normalized = text.toLowerCase().replace(/\s+/g, " ");
    if (
      normalized !== "" &&
      !input.file &&
      normalized === recent.lastText &&
      now - recent.lastAt < chatRepeatWindowMs
    ) {
      return { ok: false, error: chatRefusals.repeated };
    }
    recent.times.push(now);
    recent.lastText = normalized;
    recent.lastAt = now;
    this.#recent.set(sender.id, recent);
    this.#forgetQuietSenders(now);

    const row = await insertChatMessage(this.#db, {
      roomId: chatRoomId,
      senderId: sender.id,
      senderName: sender.name,
      senderKind: sender.kind,
      text,
      file: input.file,
    });
    return { ok: true, message: toMessage(row, []) };
  }

  /**
   * Records that `reader` has seen a message (not their own); the message's readers after it, or
   * null for an unknown message.
   */
  async markRead(messageId: string, reader: ChatSender): Promise<ReadUpdate | null> {
    const message = await findChatMessage(this.#db, messageId);
    if (!message) return null;
    if (message.senderId !== reader.id) await insertChatRead(this.#db, messageId, reader.id);
    const readers = await listChatReaders(this.#db, [messageId]);
    return {
      messageId,
      readBy: (readers.get(messageId) ?? []).map((userId) => ({ userId })),
    };
  }

  // The rate-limit memory holds only senders active in the last window or repeat window.
  #forgetQuietSenders(now: number): void {
    if (this.#recent.size < 1000) return;
    for (const [id, entry] of this.#recent) {
      if (now - entry.lastAt > chatRepeatWindowMs) this.#recent.delete(id);
    }
  }
}

function toMessage(row: ChatMessageRow, readers: string[]): ChatMessage {
  return {
    _id: row.id,
    text: row.text,
    user: { id: row.senderId, name: row.senderName },
    file: row.file ?? null,
    ts: row.createdAt.toISOString(),
    readBy: readers.map((userId) => ({ userId })),
  };
}

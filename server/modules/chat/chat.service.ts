import { hasAdminPermission } from "#contracts/admin-permissions.ts";
import type {
  ChatHistoryPage,
  ChatJoined,
  ChatMessage,
  ChatMessageInput,
  ChatUser,
  ReadUpdate,
} from "#contracts/chat.ts";
import { chatRefusals, chatRoomId, checkChatFile, checkChatText } from "#contracts/chat-rules.ts";
import { AppError } from "#contracts/errors-rules.ts";
import type { Db } from "#db/client.ts";
import type { MemberSummary } from "#server/modules/accounts/accounts.service.ts";
import type { Viewer } from "#server/platform/auth-guard.ts";
import {
  type ChatMessageRow,
  findChatMessage,
  findChatMessagePosition,
  findChatMuteUntil,
  insertChatMessage,
  insertChatModerationAction,
  insertChatRead,
  listChatMessages,
  listChatReaders,
  markChatMessageDeleted,
  upsertChatMute,
} from "./chat.repository.ts";
import { guestIdFromToken, isGuestId, newGuestId, signGuestToken } from "./guest-tokens.ts";

export type ChatSender = ChatUser & { kind: "member" | "guest" };

export type PostResult = { ok: true; message: ChatMessage } | { ok: false; error: string };

/**
 * A moderation request's outcome: refused (an error for the moderator), or done, with what to
 * tell the room (null when nothing changed: an unknown or already deleted message, an unknown
 * user).
 */
export type ModerationResult<T> = { ok: true; change: T | null } | { ok: false; error: string };

/** How much a sender may post: at most `count` messages in any `windowMs`. */
export const chatRateLimit = { count: 5, windowMs: 5_000 };
/** The same text again from the same sender within this time is refused as flooding. */
export const chatRepeatWindowMs = 30_000;
export const chatHistoryPageSize = 50;

/**
 * The community room's rules: who a sender is, what may be posted (the moderation rules shared
 * with the browser, mutes, a per-sender rate limit, repeat flooding), history with read receipts
 * and paging, and what support staff may do (delete a message, mute a user), each action
 * recorded. Refused messages are never stored.
 */
export class ChatService {
  readonly #db: Db;
  readonly #findMember: (userId: string) => Promise<MemberSummary | null>;
  readonly #guestKey: Buffer;
  readonly #storedSize: (url: string) => Promise<number | null>;
  readonly #now: () => number;
  // Per sender: the times of their recent messages and their last text. One process's view; with
  // several processes a sender is limited per process (a socket stays on one).
  readonly #recent = new Map<string, { times: number[]; lastText: string; lastAt: number }>();

  constructor(deps: {
    db: Db;
    /** An account's current name and roles (read on every check, so a demotion counts at once). */
    findMember: (userId: string) => Promise<MemberSummary | null>;
    /** Signs guest tokens (secrets.chatGuestKey). */
    guestKey: Buffer;
    /** The stored size of an uploaded file by its URL, or null when it is not stored. */
    storedSize: (url: string) => Promise<number | null>;
    now?: () => number;
  }) {
    this.#db = deps.db;
    this.#findMember = deps.findMember;
    this.#guestKey = deps.guestKey;
    this.#storedSize = deps.storedSize;
    this.#now = deps.now ?? Date.now;
  }

  /** A new guest identity, issued by the server (a client never picks its own id). */
  newGuestId(): string {
    return newGuestId();
  }

  /** The guest id a returning guest's token vouches for, or null when it does not verify. */
  guestIdFromToken(token: string): string | null {
    return guestIdFromToken(this.#guestKey, token);
  }

  /**
   * Who a connection speaks as (the signed-in account under its current name, or its guest
   * identity as "Guest"), and what the joined socket is told: whether it may moderate, until
   * when it is muted, and for a guest the token that keeps its id across reloads.
   */
  async join(viewer: Viewer, guestId: string): Promise<{ sender: ChatSender; joined: ChatJoined }> {
    let sender: ChatSender;
    let canModerate = false;
    if (viewer.kind === "member") {
      const member = await this.#findMember(viewer.userId);
      if (!member) throw new AppError("UNAUTHORIZED", "Session expired. Please log in again.");
      sender = { id: viewer.userId, name: member.name, kind: "member" };
      canModerate = mayModerate(member);
    } else {
      sender = { id: guestId, name: "Guest", kind: "guest" };
    }
    const mutedUntil = await findChatMuteUntil(this.#db, sender.id, new Date(this.#now()));
    return {
      sender,
      joined: {
        user: { id: sender.id, name: sender.name },
        canModerate,
        mutedUntil: mutedUntil?.toISOString() ?? null,
        guestToken: sender.kind === "guest" ? signGuestToken(this.#guestKey, sender.id) : null,
      },
    };
  }

  /** The latest page of the room, oldest first (what a socket gets on joining). */
  async history(): Promise<ChatMessage[]> {
    const rows = await listChatMessages(this.#db, chatRoomId, { limit: chatHistoryPageSize });
    return this.#withReaders(rows);
  }

  /**
   * The page of messages written before `messageId`, oldest first, and whether there are older
   * ones still. The cursor may itself have been deleted since the browser loaded it.
   */
  async historyBefore(messageId: string): Promise<ChatHistoryPage> {
    const cursor = await findChatMessagePosition(this.#db, chatRoomId, messageId);
    if (!cursor) throw new AppError("NOT_FOUND", "Unknown chat message");
    // One more than a page tells whether anything lies beyond it.
    const rows = await listChatMessages(this.#db, chatRoomId, {
      limit: chatHistoryPageSize + 1,
      beforeSeq: cursor.seq,
    });
    const hasMore = rows.length > chatHistoryPageSize;
    return { messages: await this.#withReaders(hasMore ? rows.slice(1) : rows), hasMore };
  }

  async post(sender: ChatSender, input: ChatMessageInput): Promise<PostResult> {
    // From the database, not this process's memory: the mute may have been set on another one.
    if (await findChatMuteUntil(this.#db, sender.id, new Date(this.#now()))) {
      return { ok: false, error: chatRefusals.muted };
    }
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
    let file = input.file;
    if (file) {
      const verdict = checkChatFile(file);
      if (!verdict.ok) return { ok: false, error: verdict.message };
      // Only a file the upload endpoint stored, and still there (uploads no message references
      // are removed after a day); its size is the stored one, whatever the client said.
      const size = await this.#storedSize(file.url);
      if (size === null) return { ok: false, error: chatRefusals.fileGone };
      file = { ...file, size };
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
      file,
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

  /**
   * Support removes a message: it leaves history for everyone and the action is recorded. The
   * change is the message to take off every screen.
   */
  async deleteMessage(
    moderator: ChatSender,
    messageId: string,
  ): Promise<ModerationResult<{ messageId: string }>> {
    if (!(await this.#mayModerate(moderator))) return { ok: false, error: chatRefusals.notAllowed };
    return this.#db.transaction(async (tx) => {
      const deleted = await markChatMessageDeleted(tx, messageId, new Date(this.#now()));
      if (!deleted) return { ok: true, change: null };
      await insertChatModerationAction(tx, {
        action: "delete",
        actorId: moderator.id,
        targetUserId: deleted.senderId,
        messageId,
        minutes: null,
      });
      return { ok: true, change: { messageId } };
    });
  }

  /**
   * Support mutes a user (member or guest) for one of the allowed durations; a later mute
   * replaces an earlier one, shorter or longer. Nobody may mute themselves or another moderator
   * (staff disagreements are not settled in the public room). Recorded like every action.
   */
  async mute(
    moderator: ChatSender,
    input: { userId: string; minutes: number },
  ): Promise<ModerationResult<{ userId: string; name: string; until: string }>> {
    if (!(await this.#mayModerate(moderator))) return { ok: false, error: chatRefusals.notAllowed };
    if (input.userId === moderator.id) return { ok: false, error: chatRefusals.notAllowed };
    let name = "Guest";
    if (!isGuestId(input.userId)) {
      const member = await this.#findMember(input.userId);
      if (!member) return { ok: true, change: null };
      if (mayModerate(member)) return { ok: false, error: chatRefusals.notAllowed };
      name = member.name;
    }
    const until = new Date(this.#now() + input.minutes * 60_000);
    await this.#db.transaction(async (tx) => {
      await upsertChatMute(tx, { userId: input.userId, mutedUntil: until, mutedBy: moderator.id });
      await insertChatModerationAction(tx, {
        action: "mute",
        actorId: moderator.id,
        targetUserId: input.userId,
        messageId: null,
        minutes: input.minutes,
      });
    });
    return { ok: true, change: { userId: input.userId, name, until: until.toISOString() } };
  }

  // Checked against the account as it is now, not as it was when the socket connected: a
  // moderator who loses the role loses the power at once.
  async #mayModerate(sender: ChatSender): Promise<boolean> {
    if (sender.kind !== "member") return false;
    const member = await this.#findMember(sender.id);
    return member !== null && mayModerate(member);
  }

  async #withReaders(rows: ChatMessageRow[]): Promise<ChatMessage[]> {
    const readers = await listChatReaders(
      this.#db,
      rows.map((row) => row.id),
    );
    return rows.map((row) => toMessage(row, readers.get(row.id) ?? []));
  }

  // The rate-limit memory holds only senders active in the last window or repeat window.
  #forgetQuietSenders(now: number): void {
    if (this.#recent.size < 1000) return;
    for (const [id, entry] of this.#recent) {
      if (now - entry.lastAt > chatRepeatWindowMs) this.#recent.delete(id);
    }
  }
}

function mayModerate(member: MemberSummary): boolean {
  return (
    member.active &&
    member.role === "admin" &&
    hasAdminPermission(member.adminRole, "chat.moderate")
  );
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

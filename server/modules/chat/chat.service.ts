import { createHmac } from "node:crypto";
import { hasAdminPermission } from "#contracts/admin-permissions.ts";
import {
  type ChatHistoryPage,
  type ChatJoined,
  type ChatMessage,
  type ChatMessageInput,
  type ChatReader,
  type ChatUser,
  chatNamedReaders,
  type ReadUpdate,
} from "#contracts/chat.ts";
import {
  chatRefusals,
  chatRoomId,
  checkChatFile,
  checkChatFileName,
  checkChatText,
} from "#contracts/chat-rules.ts";
import { AppError } from "#contracts/errors-rules.ts";
import type { Db } from "#db/client.ts";
import type { MemberSummary } from "#server/modules/accounts/accounts.service.ts";
import type { Viewer } from "#server/platform/auth-guard.ts";
import {
  contentTypeOfKey,
  unknownContentType,
  uploadsKeyOf,
} from "#server/platform/file-storage.ts";
import {
  type ChatMessageRow,
  findChatMessage,
  findChatMessageByClientId,
  findChatMessagePosition,
  findChatMuteUntil,
  insertChatMessage,
  insertChatModerationAction,
  insertChatRead,
  listChatMessages,
  markChatMessageDeleted,
  summarizeChatReaders,
  upsertChatMute,
} from "./chat.repository.ts";
import {
  type ChatLimitStore,
  chatLimitStore,
  chatLimits,
  type LimitWindows,
  type RecentTexts,
} from "./chat-limits.ts";
import { guestIdFromToken, isGuestId, newGuestId, signGuestToken } from "./guest-tokens.ts";

/**
 * Who speaks on a socket. `addressKey` stands for the client's address (a keyed hash, so no
 * address is stored): guests are limited and muted by it as well as by their id, since a guest
 * id costs nothing to replace.
 */
export type ChatSender = ChatUser & { kind: "member" | "guest"; addressKey: string };

/**
 * A message's outcome: stored (`created: false` when this sender had already stored it under
 * the same client id, so there is nothing new to broadcast), or refused with the text to show.
 */
export type PostResult =
  | { ok: true; message: ChatMessage; created: boolean }
  | { ok: false; error: string };

/**
 * A moderation request's outcome: refused (an error for the moderator), or done, with what to
 * tell the room (null when nothing changed: an unknown or already deleted message, an unknown
 * user).
 */
export type ModerationResult<T> = { ok: true; change: T | null } | { ok: false; error: string };

/** How much a sender may post: at most `count` messages in any `windowMs`. */
export const chatRateLimit = chatLimits.perSender;
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
  // Shared by every process through Redis when the shop has one (a sender may reconnect to
  // another process). Guests are counted by id and by address, and all guests together by the
  // room.
  readonly #perSender: LimitWindows;
  readonly #guestPerAddress: LimitWindows;
  readonly #guestRoom: LimitWindows;
  // Per sender key (a sender id or a guest address): the last text, within the repeat window.
  readonly #lastTexts: RecentTexts;
  // Names of recent readers, so history names its first readers without asking accounts each
  // time (a reader's name is known when they read).
  readonly #readerNames = new Map<string, { name: string; at: number }>();
  // The address key each guest last spoke or joined from here, so muting a guest who has just
  // left still mutes the address.
  readonly #guestAddresses = new Map<string, string>();

  constructor(deps: {
    db: Db;
    /** An account's current name and roles (read on every check, so a demotion counts at once). */
    findMember: (userId: string) => Promise<MemberSummary | null>;
    /** Signs guest tokens (secrets.chatGuestKey). */
    guestKey: Buffer;
    /** The stored size of an uploaded file by its URL, or null when it is not stored. */
    storedSize: (url: string) => Promise<number | null>;
    /** Where the limits are counted (this process's memory when unset). */
    limits?: ChatLimitStore;
    now?: () => number;
  }) {
    this.#db = deps.db;
    this.#findMember = deps.findMember;
    this.#guestKey = deps.guestKey;
    this.#storedSize = deps.storedSize;
    this.#now = deps.now ?? Date.now;
    const now = () => this.#now();
    const limits = deps.limits ?? chatLimitStore();
    this.#perSender = limits.windows("sender", chatLimits.perSender, now);
    this.#guestPerAddress = limits.windows("guest-address", chatLimits.guestPerAddress, now);
    this.#guestRoom = limits.windows("guest-room", chatLimits.guestRoom, now);
    this.#lastTexts = limits.recentTexts(chatRepeatWindowMs, now);
  }

  /** The key a client address is limited and muted by: a keyed hash, never the address. */
  addressKeyOf(address: string): string {
    const digest = createHmac("sha256", this.#guestKey).update(`chat-address:${address}`);
    return `addr_${digest.digest("hex").slice(0, 24)}`;
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
  async join(
    viewer: Viewer,
    guestId: string,
    address: string,
  ): Promise<{ sender: ChatSender; joined: ChatJoined }> {
    let sender: ChatSender;
    let canModerate = false;
    const addressKey = this.addressKeyOf(address);
    if (viewer.kind === "member") {
      const member = await this.#findMember(viewer.userId);
      if (!member) throw new AppError("UNAUTHORIZED", "Session expired. Please log in again.");
      sender = { id: viewer.userId, name: member.name, kind: "member", addressKey };
      canModerate = mayModerate(member);
    } else {
      sender = { id: guestId, name: "Guest", kind: "guest", addressKey };
      this.#rememberGuestAddress(guestId, addressKey);
    }
    const mutedUntil = await findChatMuteUntil(this.#db, muteKeysOf(sender), new Date(this.#now()));
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

  /**
   * The latest page of the room, oldest first (what a socket gets on joining), and where it
   * starts: the socket may mark read only messages from there on (what it was sent).
   */
  async history(): Promise<{ messages: ChatMessage[]; oldestSeq: number }> {
    const rows = await listChatMessages(this.#db, chatRoomId, { limit: chatHistoryPageSize });
    return { messages: await this.#withReaders(rows), oldestSeq: rows[0]?.seq ?? 0 };
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
    const clientId = input.clientId ?? null;
    // A retry of a message already stored is answered with it before any rule or limit: it
    // was allowed when it came first, and counting it again would refuse a message nobody
    // repeated. Two copies racing past this check meet the unique index at the insert.
    if (clientId) {
      const stored = await findChatMessageByClientId(this.#db, sender.id, clientId);
      if (stored) return { ok: true, message: toMessage(stored, undefined), created: false };
    }
    // From the database, not this process's memory: the mute may have been set on another one.
    if (await findChatMuteUntil(this.#db, muteKeysOf(sender), new Date(this.#now()))) {
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
      const name = checkChatFileName(file.originalName);
      if (!name.ok) return { ok: false, error: name.message };
      // The type is the one the upload endpoint decided from the content and named the stored
      // file by, never the client's claim.
      const mimeType = storedChatFileType(file.url);
      const verdict = checkChatFile({ mimeType, size: file.size });
      if (!verdict.ok) return { ok: false, error: verdict.message };
      // Only a file the upload endpoint stored, and still there (uploads no message references
      // are removed after a day); its size is the stored one, whatever the client said.
      const size = await this.#storedSize(file.url);
      if (size === null) return { ok: false, error: chatRefusals.fileGone };
      file = { ...file, originalName: file.originalName.trim(), mimeType: mimeType ?? "", size };
    }
    const guest = sender.kind === "guest";
    // A copy of this message that raced past the check above (a retry on another process) is
    // the same event to the limits: counted once, and never refused for what the other spent.
    const member = clientId ? `${sender.id}:${clientId}` : undefined;
    if (
      !(await this.#perSender.allows(sender.id, member)) ||
      (guest && !(await this.#guestPerAddress.allows(sender.addressKey, member))) ||
      (guest && !(await this.#guestRoom.allows(chatRoomId, member)))
    ) {
      return { ok: false, error: chatRefusals.rateLimited };
    }
    const normalized = text.toLowerCase().replace(/\s+/g, " ");
    const repeatKeys = guest ? [sender.id, sender.addressKey] : [sender.id];
    if (normalized !== "" && !input.file) {
      for (const key of repeatKeys) {
        if (await this.#lastTexts.repeats(key, normalized, clientId)) {
          return { ok: false, error: chatRefusals.repeated };
        }
      }
    }
    await this.#perSender.record(sender.id, member);
    if (guest) {
      await this.#guestPerAddress.record(sender.addressKey, member);
      await this.#guestRoom.record(chatRoomId, member);
      this.#rememberGuestAddress(sender.id, sender.addressKey);
    }
    for (const key of repeatKeys) await this.#lastTexts.remember(key, normalized, clientId);

    const { row, created } = await insertChatMessage(this.#db, {
      roomId: chatRoomId,
      senderId: sender.id,
      senderName: sender.name,
      senderKind: sender.kind,
      text,
      file,
      clientId,
    });
    return { ok: true, message: toMessage(row, undefined), created };
  }

  /**
   * Records that `reader` has seen a message: only one of this room that is not their own and
   * not older than the first message their socket was sent (`fromSeq`), so nobody marks the
   * whole archive read. Whether a new read was stored (the room's count changed).
   */
  async markRead(messageId: string, reader: ChatSender, fromSeq: number): Promise<boolean> {
    const message = await findChatMessage(this.#db, messageId);
    if (!message || message.roomId !== chatRoomId || message.seq < fromSeq) return false;
    if (message.senderId === reader.id) return false;
    this.#rememberReaderName(reader.id, reader.name);
    return insertChatRead(this.#db, messageId, reader.id);
  }

  /** The read counts and first readers of messages, as the room is told of them. */
  async readUpdates(messageIds: string[]): Promise<ReadUpdate[]> {
    const summaries = await this.#readerSummaries(messageIds);
    return messageIds.map((messageId) => {
      const summary = summaries.get(messageId);
      return {
        messageId,
        readBy: summary?.readers ?? [],
        readCount: summary?.count ?? 0,
      };
    });
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
    /** For a guest: the address keys of its open sockets (on any process). */
    guestAddressKeys: string[] = [],
  ): Promise<ModerationResult<{ userId: string; name: string; until: string }>> {
    if (!(await this.#mayModerate(moderator))) return { ok: false, error: chatRefusals.notAllowed };
    if (input.userId === moderator.id) return { ok: false, error: chatRefusals.notAllowed };
    let name = "Guest";
    // A guest is muted by its address too: a new guest id is one dropped token away.
    const keys = [input.userId];
    if (isGuestId(input.userId)) {
      const remembered = this.#guestAddresses.get(input.userId);
      for (const key of [...guestAddressKeys, ...(remembered ? [remembered] : [])]) {
        if (!keys.includes(key)) keys.push(key);
      }
    } else {
      const member = await this.#findMember(input.userId);
      if (!member) return { ok: true, change: null };
      if (mayModerate(member)) return { ok: false, error: chatRefusals.notAllowed };
      name = member.name;
    }
    const until = new Date(this.#now() + input.minutes * 60_000);
    await this.#db.transaction(async (tx) => {
      for (const key of keys) {
        await upsertChatMute(tx, { userId: key, mutedUntil: until, mutedBy: moderator.id });
      }
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
    const summaries = await this.#readerSummaries(rows.map((row) => row.id));
    return rows.map((row) => toMessage(row, summaries.get(row.id)));
  }

  async #readerSummaries(
    messageIds: string[],
  ): Promise<Map<string, { count: number; readers: ChatReader[] }>> {
    const summaries = await summarizeChatReaders(this.#db, messageIds, chatNamedReaders);
    const result = new Map<string, { count: number; readers: ChatReader[] }>();
    for (const [messageId, summary] of summaries) {
      const readers = await Promise.all(
        summary.first.map(async (userId) => ({ userId, name: await this.#readerName(userId) })),
      );
      result.set(messageId, { count: summary.count, readers });
    }
    return result;
  }

  async #readerName(userId: string): Promise<string> {
    if (isGuestId(userId)) return "Guest";
    const known = this.#readerNames.get(userId);
    if (known && this.#now() - known.at < readerNameLifetimeMs) return known.name;
    const member = await this.#findMember(userId);
    // A deleted account's read still counts; it is named like the messages of one.
    const name = member?.name ?? "Former member";
    this.#rememberReaderName(userId, name);
    return name;
  }

  #rememberReaderName(userId: string, name: string): void {
    if (isGuestId(userId)) return;
    if (this.#readerNames.size >= 5_000) this.#readerNames.clear();
    this.#readerNames.set(userId, { name, at: this.#now() });
  }

  #rememberGuestAddress(guestId: string, addressKey: string): void {
    if (this.#guestAddresses.size >= 10_000) this.#guestAddresses.clear();
    this.#guestAddresses.set(guestId, addressKey);
  }
}

/** A reader's name is read again from the account after this long. */
const readerNameLifetimeMs = 60_000;

/** What a sender is muted by: a member by account; a guest by id and by address. */
function muteKeysOf(sender: ChatSender): string[] {
  return sender.kind === "guest" ? [sender.id, sender.addressKey] : [sender.id];
}

/**
 * The type of a stored chat upload, from the name the upload endpoint gave it (random, with
 * the extension of the type it detected in the content); null for a URL that is no stored file
 * or an extension the storage does not know.
 */
export function storedChatFileType(url: string): string | null {
  const key = uploadsKeyOf(url);
  const type = key === null ? null : contentTypeOfKey(key);
  return type === unknownContentType ? null : type;
}

function mayModerate(member: MemberSummary): boolean {
  return (
    member.active &&
    member.role === "admin" &&
    hasAdminPermission(member.adminRole, "chat.moderate")
  );
}

function toMessage(
  row: ChatMessageRow,
  readers: { count: number; readers: ChatReader[] } | undefined,
): ChatMessage {
  return {
    _id: row.id,
    text: row.text,
    user: { id: row.senderId, name: row.senderName },
    file: row.file ?? null,
    ts: row.createdAt.toISOString(),
    readBy: readers?.readers ?? [],
    readCount: readers?.count ?? 0,
  };
}

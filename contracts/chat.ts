import { z } from "zod";
import { chatFileMaxBytes, chatRoomId, chatTextMaxLength } from "./chat-rules.ts";

/**
 * The community chat's Socket.IO events and the upload reply, as both sides see them. The server
 * parses every payload a client sends with these schemas; a payload that does not parse is
 * answered with an `error` event and changes nothing.
 */

export const chatUserSchema = z.object({
  id: z.string().min(1).max(64),
  name: z.string().min(1).max(60),
});
export type ChatUser = z.infer<typeof chatUserSchema>;

/** A stored attachment: only files the upload endpoint stored (random names under /uploads/chat/). */
export const chatFileSchema = z.object({
  url: z
    .string()
    .max(200)
    .regex(/^\/uploads\/chat\/[A-Za-z0-9_-]{16,64}\.[a-z0-9]{2,5}$/, "not an uploaded chat file"),
  originalName: z.string().min(1).max(255),
  mimeType: z.string().min(1).max(100),
  size: z.number().int().min(1).max(chatFileMaxBytes),
});
export type ChatFile = z.infer<typeof chatFileSchema>;

/**
 * joinRoom. The `user` a browser sends is only a hint: the server takes the sender from the
 * access token, or gives a guest its own identity.
 */
export const joinRoomSchema = z.object({
  roomId: z.literal(chatRoomId),
  user: z
    .object({ id: z.string().max(64), name: z.string().max(60) })
    .partial()
    .optional(),
});

/**
 * chatMessage. Text is checked by the moderation rules after parsing; 4x the limit parses.
 * `clientId` is a UUID the client makes once per message and sends again with every retry: the
 * server stores one message per sender and client id, so a retry after a lost acknowledgement
 * (a reconnect, maybe to another process) is answered with the first one's id instead of being
 * stored twice.
 */
export const chatMessageInputSchema = z.object({
  text: z
    .string()
    .max(chatTextMaxLength * 4)
    .default(""),
  file: chatFileSchema.nullable().default(null),
  clientId: z.string().uuid().optional(),
});
export type ChatMessageInput = z.infer<typeof chatMessageInputSchema>;

/**
 * The acknowledgement of a chatMessage sent with a callback, called once: the stored message's
 * id (also for a retry of a message already stored), or the refusal, with the same text as the
 * `error` event the sender is sent with it.
 */
export type ChatMessageReply = { ok: true; messageId: string } | { ok: false; error: string };

export const readMessageSchema = z.object({ messageId: z.string().uuid() });

/** Readers named with a message; the rest are a count. */
export const chatNamedReaders = 3;

export const chatReaderSchema = z.object({ userId: z.string(), name: z.string() });
export type ChatReader = z.infer<typeof chatReaderSchema>;

export const chatMessageSchema = z.object({
  _id: z.string(),
  text: z.string(),
  user: chatUserSchema,
  file: chatFileSchema.nullable(),
  /** When the server stored it (ISO 8601). */
  ts: z.string(),
  /**
   * The first few readers (at most `chatNamedReaders`), in the order they read it; the others
   * are only counted in `readCount`, so a message read by thousands stays small.
   */
  readBy: z.array(chatReaderSchema).max(chatNamedReaders),
  /** How many people have read it. */
  readCount: z.number().int().min(0),
});
export type ChatMessage = z.infer<typeof chatMessageSchema>;

export const onlineUserSchema = chatUserSchema.extend({ status: z.literal("online") });
export type OnlineUser = z.infer<typeof onlineUserSchema>;

/** A message's new read count and first readers, sent to the room at most once a second. */
export type ReadUpdate = { messageId: string; readBy: ChatReader[]; readCount: number };

/** How long support may mute a chat user, in minutes: 5 minutes, 1 hour, 1 day. */
export const chatMuteMinutes = [5, 60, 1440] as const;

/** deleteMessage (support only): removes a message from the room and its history. */
export const deleteMessageSchema = z.object({ messageId: z.string().uuid() });

/** muteUser (support only): the user may not post until the time has passed. */
export const muteUserSchema = z.object({
  userId: z.string().min(1).max(64),
  minutes: z.union([z.literal(5), z.literal(60), z.literal(1440)]),
});

/**
 * Sent to a socket once it has joined: who the server says it is, whether it may moderate, until
 * when it is muted, and for a guest the signed guest identity to present in the next handshake
 * (`auth.guestToken`) so the same guest keeps its id across reloads.
 */
export type ChatJoined = {
  user: ChatUser;
  canModerate: boolean;
  mutedUntil: string | null;
  guestToken: string | null;
};

/** The handshake's `auth`: an access token for members, a guest token for returning guests. */
export type ChatHandshakeAuth = { token?: string | null; guestToken?: string | null };

/** GET /api/chat/messages?before=<messageId>: the page of older messages, oldest first. */
export const chatHistoryQuerySchema = z.object({ before: z.string().uuid() });
export const chatHistoryPageSchema = z.object({
  messages: z.array(chatMessageSchema),
  hasMore: z.boolean(),
});
export type ChatHistoryPage = z.infer<typeof chatHistoryPageSchema>;

/** Events a browser sends. */
export type ChatClientEvents = {
  joinRoom: (payload: z.input<typeof joinRoomSchema>) => void;
  readMessage: (payload: z.input<typeof readMessageSchema>) => void;
  typing: () => void;
  stopTyping: () => void;
  // The shop's browser always asks for the acknowledgement; the server also serves a client
  // that sends without one (it is then told of a refusal by the `error` event alone).
  chatMessage: (
    payload: z.input<typeof chatMessageInputSchema>,
    acknowledge: (reply: ChatMessageReply) => void,
  ) => void;
  deleteMessage: (payload: z.input<typeof deleteMessageSchema>) => void;
  muteUser: (payload: z.input<typeof muteUserSchema>) => void;
};

/** Events the server sends. */
export type ChatServerEvents = {
  messageHistory: (messages: ChatMessage[]) => void;
  message: (message: ChatMessage) => void;
  readUpdate: (update: ReadUpdate) => void;
  typing: (payload: { name: string }) => void;
  stopTyping: (payload: { name: string }) => void;
  users: (users: OnlineUser[]) => void;
  error: (message: string) => void;
  joined: (payload: ChatJoined) => void;
  messageDeleted: (payload: { messageId: string }) => void;
  userMuted: (payload: { userId: string; name: string; until: string }) => void;
};

/** POST /api/upload answers with the stored file or an error text. */
export const uploadReplySchema = z.union([
  z.object({ file: chatFileSchema }),
  z.object({ error: z.string() }),
]);

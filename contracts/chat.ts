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

/** chatMessage. Text is checked by the moderation rules after parsing; 4x the limit parses. */
export const chatMessageInputSchema = z.object({
  text: z
    .string()
    .max(chatTextMaxLength * 4)
    .default(""),
  file: chatFileSchema.nullable().default(null),
});
export type ChatMessageInput = z.infer<typeof chatMessageInputSchema>;

export const readMessageSchema = z.object({ messageId: z.string().uuid() });

export const chatMessageSchema = z.object({
  _id: z.string(),
  text: z.string(),
  user: chatUserSchema,
  file: chatFileSchema.nullable(),
  /** When the server stored it (ISO 8601). */
  ts: z.string(),
  readBy: z.array(z.object({ userId: z.string() })),
});
export type ChatMessage = z.infer<typeof chatMessageSchema>;

export const onlineUserSchema = chatUserSchema.extend({ status: z.literal("online") });
export type OnlineUser = z.infer<typeof onlineUserSchema>;

export type ReadUpdate = { messageId: string; readBy: { userId: string }[] };

/** Events a browser sends. */
export type ChatClientEvents = {
  joinRoom: (payload: z.input<typeof joinRoomSchema>) => void;
  readMessage: (payload: z.input<typeof readMessageSchema>) => void;
  typing: () => void;
  stopTyping: () => void;
  chatMessage: (payload: z.input<typeof chatMessageInputSchema>) => void;
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
};

/** POST /api/upload answers with the stored file or an error text. */
export const uploadReplySchema = z.union([
  z.object({ file: chatFileSchema }),
  z.object({ error: z.string() }),
]);
export type UploadReply = z.infer<typeof uploadReplySchema>;

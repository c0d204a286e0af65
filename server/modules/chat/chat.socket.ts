import type { FastifyBaseLogger } from "fastify";
import type { Server } from "socket.io";
import {
  type ChatClientEvents,
  type ChatServerEvents,
  chatMessageInputSchema,
  deleteMessageSchema,
  joinRoomSchema,
  muteUserSchema,
  type OnlineUser,
  readMessageSchema,
} from "#contracts/chat.ts";
import { chatRoomId, chatSocketErrors } from "#contracts/chat-rules.ts";
import type { Viewer } from "#server/platform/auth-guard.ts";
import type { ChatSender, ChatService } from "./chat.service.ts";

type SocketData = { viewer?: Viewer; guestId?: string; chatSender?: ChatSender };
type ChatServer = Server<ChatClientEvents, ChatServerEvents, Record<string, never>, SocketData>;

const clientEvents = new Set<string>([
  "joinRoom",
  "readMessage",
  "typing",
  "stopTyping",
  "chatMessage",
  "deleteMessage",
  "muteUser",
]);

/**
 * The community room over Socket.IO: every payload parsed with the contracts' schemas, the sender
 * always the server's (the handshake's account, or a guest identity issued here), refusals sent
 * back to the sender alone as `error`. Presence is read from the room's sockets, so with the
 * Redis adapter it spans every process.
 */
export function registerChatSocket(
  server: Server,
  chat: ChatService,
  log: FastifyBaseLogger,
): void {
  const io = server as unknown as ChatServer;
  const presence = createPresenceBroadcast(io, log);
  io.on("connection", (socket) => {
    // Kept in socket.data, so a connection restored after a drop speaks as before.
    socket.data.guestId ??= chat.newGuestId();
    const fail = (message: string): void => {
      socket.emit("error", message);
    };
    const guard =
      <A extends unknown[]>(handler: (...args: A) => Promise<void> | void) =>
      async (...args: A) => {
        try {
          await handler(...args);
        } catch (error) {
          log.error({ err: error, socket: socket.id }, "chat event failed");
          fail(chatSocketErrors.unavailable);
        }
      };

    socket.onAny((event: string) => {
      if (!clientEvents.has(event)) fail(chatSocketErrors.unknownEvent);
    });

    socket.on(
      "joinRoom",
      guard(async (payload) => {
        if (!joinRoomSchema.safeParse(payload).success) return fail(chatSocketErrors.unreadable);
        const { sender, joined } = await chat.join(
          socket.data.viewer ?? { kind: "guest" },
          socket.data.guestId as string,
        );
        socket.data.chatSender = sender;
        await socket.join(chatRoomId);
        // Who it is before the history, so the browser can tell its own messages apart.
        socket.emit("joined", joined);
        socket.emit("messageHistory", await chat.history());
        presence.schedule();
      }),
    );

    // One sender's messages are stored and sent in the order they were written: each waits for
    // the one before (on PostgreSQL two inserts in flight can finish in either order).
    let sending: Promise<void> = Promise.resolve();
    const sendChatMessage = guard(async (payload: unknown) => {
      const sender = socket.data.chatSender;
      if (!sender) return fail(chatSocketErrors.notJoined);
      const parsed = chatMessageInputSchema.safeParse(payload);
      if (!parsed.success) return fail(chatSocketErrors.unreadable);
      const result = await chat.post(sender, parsed.data);
      if (!result.ok) return fail(result.error);
      io.to(chatRoomId).emit("message", result.message);
    });
    socket.on("chatMessage", (payload) => {
      sending = sending.then(() => sendChatMessage(payload));
    });

    socket.on(
      "readMessage",
      guard(async (payload) => {
        const sender = socket.data.chatSender;
        if (!sender) return fail(chatSocketErrors.notJoined);
        const parsed = readMessageSchema.safeParse(payload);
        if (!parsed.success) return fail(chatSocketErrors.unreadable);
        const update = await chat.markRead(parsed.data.messageId, sender);
        if (update) io.to(chatRoomId).emit("readUpdate", update);
      }),
    );

    socket.on(
      "deleteMessage",
      guard(async (payload) => {
        const sender = socket.data.chatSender;
        if (!sender) return fail(chatSocketErrors.notJoined);
        const parsed = deleteMessageSchema.safeParse(payload);
        if (!parsed.success) return fail(chatSocketErrors.unreadable);
        const result = await chat.deleteMessage(sender, parsed.data.messageId);
        if (!result.ok) return fail(result.error);
        if (result.change) io.to(chatRoomId).emit("messageDeleted", result.change);
      }),
    );

    socket.on(
      "muteUser",
      guard(async (payload) => {
        const sender = socket.data.chatSender;
        if (!sender) return fail(chatSocketErrors.notJoined);
        const parsed = muteUserSchema.safeParse(payload);
        if (!parsed.success) return fail(chatSocketErrors.unreadable);
        const result = await chat.mute(sender, parsed.data);
        if (!result.ok) return fail(result.error);
        if (result.change) io.to(chatRoomId).emit("userMuted", result.change);
      }),
    );

    socket.on("typing", () => {
      const sender = socket.data.chatSender;
      if (sender) socket.to(chatRoomId).emit("typing", { name: sender.name });
    });
    socket.on("stopTyping", () => {
      const sender = socket.data.chatSender;
      if (sender) socket.to(chatRoomId).emit("stopTyping", { name: sender.name });
    });

    socket.on(
      "disconnect",
      guard(async () => {
        const sender = socket.data.chatSender;
        if (!sender) return;
        socket.to(chatRoomId).emit("stopTyping", { name: sender.name });
        presence.schedule();
      }),
    );
  });
}

/** At most one `users` list per second: joins and leaves in that time share one broadcast. */
export const presenceIntervalMs = 1_000;

/**
 * The room's online list, sent to everyone at most once per second. Sending the whole list on
 * every join made filling a room cost the square of its size (1,000 joins: half a million lists,
 * 22 GB); coalesced, a burst of joins costs one list per second. The first change after a quiet
 * second goes out at once.
 */
function createPresenceBroadcast(io: ChatServer, log: FastifyBaseLogger) {
  let timer: NodeJS.Timeout | null = null;
  let lastAt = Number.NEGATIVE_INFINITY;
  const send = async () => {
    timer = null;
    lastAt = Date.now();
    try {
      const sockets = await io.in(chatRoomId).fetchSockets();
      const users = new Map<string, OnlineUser>();
      for (const socket of sockets) {
        const sender = socket.data.chatSender;
        if (sender) users.set(sender.id, { id: sender.id, name: sender.name, status: "online" });
      }
      // Everyone in the room, once per person however many tabs they have open.
      io.to(chatRoomId).emit("users", [...users.values()]);
    } catch (error) {
      log.warn({ err: error }, "chat presence broadcast failed");
    }
  };
  return {
    schedule(): void {
      if (timer) return;
      const wait = Math.max(0, lastAt + presenceIntervalMs - Date.now());
      timer = setTimeout(() => void send(), wait);
      // A pending list never keeps a stopping process alive.
      timer.unref();
    },
  };
}

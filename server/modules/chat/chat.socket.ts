import type { FastifyBaseLogger } from "fastify";
import type { Server } from "socket.io";
import {
  type ChatClientEvents,
  type ChatMessageReply,
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
import { type ChatLimitStore, chatLimitStore, chatLimits, SlidingWindows } from "./chat-limits.ts";

type SocketData = {
  viewer?: Viewer;
  guestId?: string;
  /** The client's address as the handshake resolved it (platform/realtime.ts). */
  address?: string;
  chatSender?: ChatSender;
  /** The oldest message this socket was sent: it may mark read from there on. */
  readFromSeq?: number;
};
type ChatServer = Server<ChatClientEvents, ChatServerEvents, Record<string, never>, SocketData>;
type Acknowledge = (reply: ChatMessageReply) => void;

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
  options: {
    limits?: ChatLimitStore;
    /** Runs a handler's work as one the shutdown lets finish (platform/realtime.ts). */
    track?: <T>(work: Promise<T>) => Promise<T>;
  } = {},
): void {
  const limits = options.limits ?? chatLimitStore();
  const track = options.track ?? (<T>(work: Promise<T>) => work);
  const io = server as unknown as ChatServer;
  const presence = createPresenceBroadcast(io, log);
  const readCounts = createReadBroadcast(io, chat, log);
  // A socket lives on one process, so its own counts stay here; an address may have sockets on
  // every process, so its counts are shared (in Redis when the shop has one).
  const readsPerSocket = new SlidingWindows(chatLimits.readsPerSocket);
  const readsPerAddress = limits.windows("reads-address", chatLimits.readsPerAddress);
  const typingPerSocket = new SlidingWindows(chatLimits.typingPerSocket);
  const typingPerAddress = limits.windows("typing-address", chatLimits.typingPerAddress);
  io.on("connection", (socket) => {
    const address = socket.data.address ?? "unknown";
    // Kept in socket.data, so a connection restored after a drop speaks as before.
    socket.data.guestId ??= chat.newGuestId();
    const fail = (message: string): void => {
      socket.emit("error", message);
    };
    const guard =
      <A extends unknown[]>(handler: (...args: A) => Promise<void> | void) =>
      (...args: A) =>
        track(
          (async () => {
            try {
              await handler(...args);
            } catch (error) {
              log.error({ err: error, socket: socket.id }, "chat event failed");
              fail(chatSocketErrors.unavailable);
            }
          })(),
        );

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
          address,
        );
        socket.data.chatSender = sender;
        await socket.join(chatRoomId);
        // Who it is before the history, so the browser can tell its own messages apart.
        socket.emit("joined", joined);
        const history = await chat.history();
        socket.data.readFromSeq = Math.min(
          socket.data.readFromSeq ?? Number.POSITIVE_INFINITY,
          history.oldestSeq,
        );
        socket.emit("messageHistory", history.messages);
        presence.schedule();
      }),
    );

    // One sender's messages are stored and sent in the order they were written: each waits for
    // the one before (on PostgreSQL two inserts in flight can finish in either order).
    let sending: Promise<void> = Promise.resolve();
    // A client that sends with a callback is answered once, after the message is stored and
    // broadcast, or with the refusal (which also goes out as `error`, as to clients that give no
    // callback). A repeated client id is answered with the stored message and broadcast nothing.
    const sendChatMessage = async (payload: unknown, acknowledge?: Acknowledge): Promise<void> => {
      const refuse = (error: string): void => {
        fail(error);
        acknowledge?.({ ok: false, error });
      };
      try {
        const sender = socket.data.chatSender;
        if (!sender) return refuse(chatSocketErrors.notJoined);
        const parsed = chatMessageInputSchema.safeParse(payload);
        if (!parsed.success) return refuse(chatSocketErrors.unreadable);
        const result = await chat.post(sender, parsed.data);
        if (!result.ok) return refuse(result.error);
        if (result.created) io.to(chatRoomId).emit("message", result.message);
        acknowledge?.({ ok: true, messageId: result.message._id });
      } catch (error) {
        log.error({ err: error, socket: socket.id }, "chat event failed");
        refuse(chatSocketErrors.unavailable);
      }
    };
    socket.on("chatMessage", (payload, acknowledge: unknown) => {
      // Absent when the client asked for no answer; a client's own extra argument is no callback.
      const reply = typeof acknowledge === "function" ? (acknowledge as Acknowledge) : undefined;
      sending = track(sending.then(() => sendChatMessage(payload, reply)));
    });

    socket.on(
      "readMessage",
      guard(async (payload) => {
        const sender = socket.data.chatSender;
        if (!sender) return fail(chatSocketErrors.notJoined);
        const parsed = readMessageSchema.safeParse(payload);
        if (!parsed.success) return fail(chatSocketErrors.unreadable);
        // Reads past the limits are dropped without a word: a receipt is a courtesy, and a
        // browser reports each message once.
        if (!readsPerSocket.take(socket.id) || !(await readsPerAddress.take(address))) return;
        const counted = await chat.markRead(
          parsed.data.messageId,
          sender,
          socket.data.readFromSeq ?? Number.POSITIVE_INFINITY,
        );
        if (counted) readCounts.schedule(parsed.data.messageId);
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
        // The guest's open sockets, on any process, name the addresses it is muted by too.
        const targets = await io.in(chatRoomId).fetchSockets();
        const addressKeys = targets
          .map((target) => target.data.chatSender)
          .filter((target) => target?.id === parsed.data.userId)
          .map((target) => target?.addressKey as string);
        const result = await chat.mute(sender, parsed.data, addressKeys);
        if (!result.ok) return fail(result.error);
        if (result.change) io.to(chatRoomId).emit("userMuted", result.change);
      }),
    );

    // Typing is relayed within its limits (a browser sends one per 500 ms of typing); a
    // stopTyping only after a relayed typing, so it can never be sent more often.
    let typingShown = false;
    socket.on(
      "typing",
      guard(async () => {
        const sender = socket.data.chatSender;
        if (!sender) return;
        if (!typingPerSocket.take(socket.id) || !(await typingPerAddress.take(address))) return;
        typingShown = true;
        socket.to(chatRoomId).emit("typing", { name: sender.name });
      }),
    );
    socket.on("stopTyping", () => {
      const sender = socket.data.chatSender;
      if (!sender || !typingShown) return;
      typingShown = false;
      socket.to(chatRoomId).emit("stopTyping", { name: sender.name });
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

/** Most messages one read-count batch covers; any beyond wait for the next. */
const readBatchSize = 200;

/**
 * Read counts, sent to the room at most once per `readUpdateIntervalMs`: every message read
 * meanwhile gets one small update (its count and first readers) in that batch. A broadcast of
 * the whole reader list on every read made each read cost the room the list's size.
 */
function createReadBroadcast(io: ChatServer, chat: ChatService, log: FastifyBaseLogger) {
  const pending = new Set<string>();
  let timer: NodeJS.Timeout | null = null;
  let lastAt = Number.NEGATIVE_INFINITY;
  const send = async () => {
    timer = null;
    lastAt = Date.now();
    const batch = [...pending].slice(0, readBatchSize);
    for (const messageId of batch) pending.delete(messageId);
    try {
      for (const update of await chat.readUpdates(batch))
        io.to(chatRoomId).emit("readUpdate", update);
    } catch (error) {
      log.warn({ err: error }, "chat read counts broadcast failed");
    }
    if (pending.size > 0) schedule();
  };
  const schedule = (): void => {
    if (timer) return;
    const wait = Math.max(0, lastAt + chatLimits.readUpdateIntervalMs - Date.now());
    timer = setTimeout(() => void send(), wait);
    timer.unref();
  };
  return {
    schedule(messageId: string): void {
      pending.add(messageId);
      schedule();
    },
  };
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

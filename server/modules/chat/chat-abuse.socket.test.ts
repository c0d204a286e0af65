import { count, eq, like } from "drizzle-orm";
import Fastify from "fastify";
import type { Socket } from "socket.io-client";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import type { AdminRole } from "#contracts/accounts-rules.ts";
import type { ChatJoined, ChatMessage, ReadUpdate } from "#contracts/chat.ts";
import { chatRefusals, chatRoomId, chatSocketErrors } from "#contracts/chat-rules.ts";
import { chatMessages, chatReads } from "#db/schema/chat.ts";
import { clientAddressResolver, tooManyConnections } from "#server/platform/realtime.ts";
import {
  type LoggedIn,
  logIn,
  loginAs,
  strongPassword,
  uniqueEmail,
} from "#tests/support/accounts.ts";
import { createListeningTestApp } from "#tests/support/listening-app.ts";
import { nextEvent as next, openSocket } from "#tests/support/socket-client.ts";
import type { TestApp } from "#tests/support/test-app.ts";
import { chatLimits } from "./chat-limits.ts";

/**
 * The room's abuse limits over a real port: guests limited and muted by client address (loopback
 * is the trusted proxy here, so each socket names its address in X-Forwarded-For), sockets
 * capped per address, the room-wide guest brake, bounded read receipts and typing.
 */
let testApp: TestApp & { origin: string };
const sockets: Socket[] = [];
let addressCount = 0;

beforeAll(async () => {
  testApp = await createListeningTestApp({ env: { TRUST_PROXY: "127.0.0.1" } });
}, 120_000);
afterEach(async () => {
  for (const socket of sockets.splice(0)) socket.disconnect();
  // Disconnects reach the server a moment later; the next test's per-address counts start clean.
  await pause(100);
});
afterAll(async () => {
  await testApp?.app.close();
});

function pause(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

/** An address no other test uses. */
function freshAddress(): string {
  addressCount += 1;
  return `10.${Math.floor(addressCount / 250)}.${addressCount % 250}.1`;
}

function open(address: string, auth: { token?: string; guestToken?: string } = {}): Socket {
  return openSocket(testApp.origin, sockets, { address, ...auth });
}

async function join(socket: Socket): Promise<{ joined: ChatJoined; history: ChatMessage[] }> {
  const joined = next<ChatJoined>(socket, "joined");
  const history = next<ChatMessage[]>(socket, "messageHistory");
  socket.emit("joinRoom", { roomId: chatRoomId });
  return { joined: await joined, history: await history };
}

/** Everything `socket` receives on `event` during `ms`. */
async function collect<T>(socket: Socket, event: string, ms: number): Promise<T[]> {
  const seen: T[] = [];
  const listener = (value: T) => seen.push(value);
  socket.on(event, listener);
  await pause(ms);
  socket.off(event, listener);
  return seen;
}

async function loginSupport(): Promise<LoggedIn> {
  const adminRole: AdminRole = "support";
  const email = uniqueEmail("staff.support");
  await testApp.app.services.accounts.upsertAdmin({
    email,
    adminRole,
    password: strongPassword,
    name: "Staff support",
  });
  return logIn(testApp.app, email, strongPassword, "/api/admin/login");
}

async function storedFrom(senderId: string): Promise<number> {
  const [row] = await testApp.database.db
    .select({ n: count() })
    .from(chatMessages)
    .where(eq(chatMessages.senderId, senderId));
  return Number(row?.n ?? 0);
}

async function readsOf(messageId: string): Promise<number> {
  const [row] = await testApp.database.db
    .select({ n: count() })
    .from(chatReads)
    .where(eq(chatReads.messageId, messageId));
  return Number(row?.n ?? 0);
}

/** Stores messages straight into the room (faster than posting them under the limits). */
async function seedMessages(total: number, prefix: string): Promise<string[]> {
  const rows = await testApp.database.db
    .insert(chatMessages)
    .values(
      Array.from({ length: total }, (_, index) => ({
        roomId: chatRoomId,
        senderId: "guest_00000000000000aa",
        senderName: "Guest",
        senderKind: "guest" as const,
        text: `${prefix} ${index}`,
      })),
    )
    .returning({ id: chatMessages.id });
  return rows.map((row) => row.id);
}

describe("client addresses", () => {
  it("resolves a handshake's address exactly as Fastify resolves request.ip", async () => {
    const cases: {
      trust: false | number | string[];
      peer: string;
      forwarded?: string;
    }[] = [
      { trust: false, peer: "198.51.100.7", forwarded: "1.2.3.4" },
      { trust: ["127.0.0.1"], peer: "127.0.0.1", forwarded: "1.2.3.4, 5.6.7.8" },
      { trust: ["127.0.0.1"], peer: "198.51.100.7", forwarded: "1.2.3.4" },
      { trust: ["10.0.0.0/8"], peer: "10.1.2.3", forwarded: "9.9.9.9, 10.4.5.6" },
      { trust: ["10.0.0.0/8"], peer: "::ffff:10.1.2.3", forwarded: "9.9.9.9" },
      { trust: ["127.0.0.1"], peer: "127.0.0.1" },
      { trust: 1, peer: "198.51.100.7", forwarded: "1.2.3.4, 5.6.7.8" },
      { trust: 2, peer: "198.51.100.7", forwarded: "1.2.3.4, 5.6.7.8" },
      { trust: ["127.0.0.1", "::1"], peer: "::1", forwarded: "2001:db8::5" },
    ];
    for (const { trust, peer, forwarded } of cases) {
      // As server/app.ts hands the setting to Fastify (a hop count as a function).
      const app = Fastify({
        trustProxy:
          typeof trust === "number" ? (_address: string, hop: number) => hop < trust : trust,
      });
      app.get("/", async (request) => request.ip);
      const headers = forwarded ? { "x-forwarded-for": forwarded } : {};
      const reply = await app.inject({ url: "/", headers, remoteAddress: peer });
      const fake = { socket: { remoteAddress: peer }, headers } as never;
      expect(clientAddressResolver(trust)(fake), JSON.stringify({ trust, peer, forwarded })).toBe(
        reply.body,
      );
      await app.close();
    }
  });
});

describe("guests limited by address", () => {
  it("refuses an address's connection past the cap with a clear error, others still connect", async () => {
    const crowded = freshAddress();
    const opened = Array.from({ length: chatLimits.socketsPerAddress }, () => open(crowded));
    await Promise.all(opened.map((socket) => next(socket, "connect")));
    const refused = open(crowded);
    const error = await next<Error>(refused, "connect_error");
    expect(error.message).toBe(tooManyConnections);
    const elsewhere = open(freshAddress());
    await next(elsewhere, "connect");

    // One closes: a place frees up.
    opened[0]?.disconnect();
    await pause(100);
    await next(open(crowded), "connect");
  });

  it("holds fresh guest ids from one address to one shared limit", async () => {
    const flooder = freshAddress();
    const watcher = open(freshAddress());
    await join(watcher);
    const guests = Array.from({ length: chatLimits.socketsPerAddress }, () => open(flooder));
    await Promise.all(guests.map((socket) => join(socket)));
    // Long enough for a loaded machine to deliver what is allowed.
    const received = collect<ChatMessage>(watcher, "message", 3_000);
    // 100 different messages from 10 fresh guests: each under its own limit of 5...
    guests.forEach((socket, guest) => {
      for (let index = 0; index < 10; index += 1) {
        socket.emit("chatMessage", { text: `spam ${guest} ${index}` });
      }
    });
    const messages = await received;
    // ...but the address gets its share only.
    expect(messages.length).toBe(chatLimits.guestPerAddress.count);
  });

  it("keeps a guest muted when it comes back without its token, by its address", async () => {
    const support = await loginSupport();
    const moderator = open(freshAddress(), { token: support.token });
    await join(moderator);
    const noisy = freshAddress();
    const first = open(noisy);
    const { joined } = await join(first);
    const muted = next(moderator, "userMuted");
    moderator.emit("muteUser", { userId: joined.user.id, minutes: 60 });
    await muted;
    first.disconnect();

    // A new connection without the guest token: a new guest id, the same address.
    const again = open(noisy);
    const rejoined = await join(again);
    expect(rejoined.joined.user.id).not.toBe(joined.user.id);
    expect(rejoined.joined.mutedUntil).not.toBeNull();
    const refusal = next<string>(again, "error");
    again.emit("chatMessage", { text: "I am back" });
    expect(await refusal).toBe(chatRefusals.muted);
    expect(await storedFrom(rejoined.joined.user.id)).toBe(0);

    // A guest elsewhere is not affected.
    const other = open(freshAddress());
    await join(other);
    const posted = next<ChatMessage>(other, "message");
    other.emit("chatMessage", { text: "I was never muted" });
    expect((await posted).text).toBe("I was never muted");
  });
});

describe("read receipts and typing", () => {
  it("keeps a join's history small however many people read the messages", async () => {
    const ids = await seedMessages(50, "read by a crowd");
    const readers = Array.from(
      { length: 300 },
      (_, index) => `guest_${index.toString(16).padStart(16, "0")}`,
    );
    await testApp.database.db
      .insert(chatReads)
      .values(ids.flatMap((messageId) => readers.map((readerId) => ({ messageId, readerId }))));
    const { history } = await join(open(freshAddress()));
    expect(history.length).toBe(50);
    expect(history.at(-1)).toMatchObject({ readCount: 300 });
    expect(history.at(-1)?.readBy).toHaveLength(3);
    // 50 messages of about 250 bytes each, with or without 300 readers apiece (every reader
    // listed was over 500 KB).
    expect(JSON.stringify(history).length).toBeLessThan(30_000);
  });

  it("counts reads only of messages the socket was sent, and tells the room a count, coalesced", async () => {
    const [older] = await seedMessages(1, "before the window");
    await seedMessages(60, "window filler");
    const writer = open(freshAddress());
    await join(writer);
    const sent = next<ChatMessage>(writer, "message");
    writer.emit("chatMessage", { text: "read me, all of you" });
    const message = await sent;

    const readers = Array.from({ length: 8 }, () => open(freshAddress()));
    await Promise.all(readers.map((socket) => join(socket)));
    const updates = collect<ReadUpdate>(writer, "readUpdate", 4_000);
    for (const socket of readers) {
      socket.emit("readMessage", { messageId: message._id });
      // Older than anything it was sent, and an unknown message: nothing is stored.
      socket.emit("readMessage", { messageId: older });
      socket.emit("readMessage", { messageId: "00000000-0000-4000-8000-000000000000" });
    }
    const received = (await updates).filter((update) => update.messageId === message._id);
    expect(received.length).toBeGreaterThanOrEqual(1);
    // One per second at most, over the 4 s of collecting.
    expect(received.length).toBeLessThanOrEqual(5);
    expect(received.at(-1)).toMatchObject({ readCount: 8 });
    expect(received.at(-1)?.readBy).toHaveLength(3);
    expect(await readsOf(message._id)).toBe(8);
    expect(await readsOf(older as string)).toBe(0);
  });

  it("limits how many reads one socket records", async () => {
    const reader = open(freshAddress());
    await join(reader);
    // Sent after the socket joined: all of them are messages it may read.
    const ids = await seedMessages(300, "many to read");
    for (const messageId of ids) reader.emit("readMessage", { messageId });
    await expect
      .poll(
        async () => {
          const [now] = await testApp.database.db
            .select({ n: count() })
            .from(chatReads)
            .innerJoin(chatMessages, eq(chatMessages.id, chatReads.messageId))
            .where(like(chatMessages.text, "many to read %"));
          return Number(now?.n);
        },
        { timeout: 10_000 },
      )
      .toBe(chatLimits.readsPerSocket.count);
    // And no more arrive later.
    await pause(500);
    const [after] = await testApp.database.db
      .select({ n: count() })
      .from(chatReads)
      .innerJoin(chatMessages, eq(chatMessages.id, chatReads.messageId))
      .where(like(chatMessages.text, "many to read %"));
    expect(Number(after?.n)).toBe(chatLimits.readsPerSocket.count);
  });

  it("relays a bounded number of typing signals from one socket", async () => {
    const typist = open(freshAddress());
    const watcher = open(freshAddress());
    await join(typist);
    await join(watcher);
    const typing = collect(watcher, "typing", 1_200);
    const stops = collect(watcher, "stopTyping", 1_200);
    for (let index = 0; index < 2_000; index += 1) {
      typist.emit("typing");
      typist.emit("stopTyping");
    }
    // Within a little over a second: the socket's share of two windows at most.
    expect((await typing).length).toBeLessThanOrEqual(chatLimits.typingPerSocket.count * 2);
    expect((await stops).length).toBeLessThanOrEqual(chatLimits.typingPerSocket.count * 2);
  });
});

describe("messages the moderation rules refuse over the socket", () => {
  it("refuses control characters with the unreadable text, storing nothing", async () => {
    const socket = open(freshAddress());
    const { joined } = await join(socket);
    const refusal = next<string>(socket, "error");
    socket.emit("chatMessage", { text: "hello\u0000world" });
    expect(await refusal).toBe(chatSocketErrors.unreadable);
    expect(await storedFrom(joined.user.id)).toBe(0);
  });

  it("takes a file's type from the stored file and checks its name", async () => {
    const socket = open(freshAddress());
    const { joined } = await join(socket);
    const form = new FormData();
    const pdf = Buffer.from("%PDF-1.4\n1 0 obj\n<<>>\nendobj\ntrailer\n<<>>\n%%EOF\n");
    form.append("file", new Blob([pdf], { type: "application/pdf" }), "guide.pdf");
    const uploaded = await fetch(`${testApp.origin}/api/upload`, { method: "POST", body: form });
    const { file } = (await uploaded.json()) as { file: NonNullable<ChatMessage["file"]> };

    for (const [originalName, expected] of [
      ["cheap-diamonds.pdf", "Game top-up links or keywords not allowed."],
      ["www.evil.example.pdf", "Game top-up links or keywords not allowed."],
      ["bad\u0000name.pdf", chatSocketErrors.unreadable],
    ] as const) {
      const refusal = next<string>(socket, "error");
      socket.emit("chatMessage", { text: "", file: { ...file, originalName } });
      expect(await refusal, originalName).toBe(expected);
    }
    expect(await storedFrom(joined.user.id)).toBe(0);

    // The client claims an image, so that others would show it inline: the stored type wins.
    const sent = next<ChatMessage>(socket, "message");
    socket.emit("chatMessage", { text: "", file: { ...file, mimeType: "image/png" } });
    expect((await sent).file?.mimeType).toBe("application/pdf");
  });
});

// Last: it fills the room's guest window, which would refuse the guests of later tests.
describe("the room-wide guest brake", () => {
  it("brakes guest messages across the room, and members still speak", async () => {
    const watcher = open(freshAddress());
    await join(watcher);
    const crowd = Array.from({ length: chatLimits.guestRoom.count + 10 }, () =>
      open(freshAddress()),
    );
    await Promise.all(crowd.map((socket) => join(socket)));
    const member = await loginAs(testApp, "user");
    const speaker = open(freshAddress(), { token: member.token });
    await join(speaker);
    const received = collect<ChatMessage>(watcher, "message", 4_000);
    for (const [index, socket] of crowd.entries()) {
      socket.emit("chatMessage", { text: `hello ${index}` });
    }
    await pause(800);
    speaker.emit("chatMessage", { text: "members are not braked" });
    const messages = await received;
    const fromGuests = messages.filter((message) => message.user.name === "Guest");
    // Guest messages of the tests before count in the same window, so at most the brake's count.
    expect(fromGuests.length).toBeGreaterThan(0);
    expect(fromGuests.length).toBeLessThanOrEqual(chatLimits.guestRoom.count);
    expect(messages.map((message) => message.text)).toContain("members are not braked");
  });
});

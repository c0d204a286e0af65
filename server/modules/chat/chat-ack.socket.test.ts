import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import type { Socket } from "socket.io-client";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { chatAckTimeoutMs, createChatOutbox } from "#app/features/chat/chat-outbox.ts";
import type { ChatMessage, ChatMessageReply } from "#contracts/chat.ts";
import { chatRefusals, chatRoomId, chatSocketErrors } from "#contracts/chat-rules.ts";
import { chatMessages } from "#db/schema/chat.ts";
import { loginAs } from "#tests/support/accounts.ts";
import { createListeningTestApp } from "#tests/support/listening-app.ts";
import { nextEvent as next, openSocket } from "#tests/support/socket-client.ts";
import type { TestApp } from "#tests/support/test-app.ts";
import { insertChatMessage } from "./chat.repository.ts";

/**
 * chatMessage with an acknowledgement and a client id, over a real port: the sender is told the
 * stored message's id or the refusal, and a retry of the same client id (after a lost answer, on
 * another socket of the same person) is stored and broadcast once, answered with the first id,
 * and never counted against the sender's limits.
 */
let testApp: TestApp & { origin: string };
const sockets: Socket[] = [];
let addresses = 0;

beforeAll(async () => {
  // Loopback is the trusted proxy, so each socket can come from an address of its own.
  testApp = await createListeningTestApp({ env: { TRUST_PROXY: "127.0.0.1" } });
}, 120_000);
afterEach(() => {
  for (const socket of sockets.splice(0)) socket.disconnect();
});
afterAll(async () => {
  await testApp?.app.close();
});

function open(token?: string, options: { reconnect?: boolean } = {}): Socket {
  addresses += 1;
  return openSocket(testApp.origin, sockets, {
    ...(token ? { token } : {}),
    address: `203.0.113.${addresses % 250}`,
    ...options,
  });
}

async function joined(token?: string): Promise<Socket> {
  const socket = open(token);
  const history = next<ChatMessage[]>(socket, "messageHistory");
  socket.emit("joinRoom", { roomId: chatRoomId });
  await history;
  return socket;
}

/** Sends with an acknowledgement; its reply, or an error when none comes within 5 s. */
function send(socket: Socket, payload: Record<string, unknown>): Promise<ChatMessageReply> {
  return socket.timeout(5_000).emitWithAck("chatMessage", payload);
}

/** Everything `socket` receives on `event` during `ms`. */
async function collect<T>(socket: Socket, event: string, ms = 300): Promise<T[]> {
  const seen: T[] = [];
  const listener = (value: T) => seen.push(value);
  socket.on(event, listener);
  await new Promise((resolve) => setTimeout(resolve, ms));
  socket.off(event, listener);
  return seen;
}

async function storedWith(clientId: string) {
  return testApp.database.db
    .select({ id: chatMessages.id, senderId: chatMessages.senderId, text: chatMessages.text })
    .from(chatMessages)
    .where(eq(chatMessages.clientId, clientId));
}

describe("chat message acknowledgements", () => {
  it("acknowledges a stored message with the id everyone is sent", async () => {
    const member = await loginAs(testApp, "user");
    const sender = await joined(member.token);
    const watcher = await joined();
    const clientId = randomUUID();
    const broadcast = next<ChatMessage>(watcher, "message", (message) => message.text === "acked");
    const reply = await send(sender, { text: "acked", file: null, clientId });
    const message = await broadcast;
    expect(reply).toEqual({ ok: true, messageId: message._id });
    expect(await storedWith(clientId)).toEqual([
      { id: message._id, senderId: member.userId, text: "acked" },
    ]);
  });

  it("acknowledges a refusal with the error event's text, and still sends the event", async () => {
    const sender = await joined();
    const error = next<string>(sender, "error");
    const clientId = randomUUID();
    expect(await send(sender, { text: "you fucking noob", clientId })).toEqual({
      ok: false,
      error: "Inappropriate language detected!",
    });
    expect(await error).toBe("Inappropriate language detected!");
    expect(await storedWith(clientId)).toEqual([]);

    // Refusals before the rules are acknowledged the same way.
    expect(await send(sender, { text: "hello", clientId: "not-a-uuid" })).toEqual({
      ok: false,
      error: chatSocketErrors.unreadable,
    });
    expect(await send(open(), { text: "not in the room", clientId: randomUUID() })).toEqual({
      ok: false,
      error: chatSocketErrors.notJoined,
    });
  });

  it("stores and broadcasts a retried client id once, answering both with the first id", async () => {
    const member = await loginAs(testApp, "user");
    const first = await joined(member.token);
    const watcher = await joined();
    const seen: string[] = [];
    watcher.on("message", (message: ChatMessage) => seen.push(message.text));
    const clientId = randomUUID();
    const original = await send(first, { text: "sent once", clientId });
    expect(original.ok).toBe(true);
    // The same socket again, as after a lost answer on a restored connection...
    expect(await send(first, { text: "sent once", clientId })).toEqual(original);
    // ...and another socket of the same member, as after reconnecting to another process.
    first.disconnect();
    const second = await joined(member.token);
    expect(await send(second, { text: "sent once", clientId })).toEqual(original);
    await collect(watcher, "message");
    expect(seen.filter((text) => text === "sent once")).toEqual(["sent once"]);
    expect(await storedWith(clientId)).toHaveLength(1);
  });

  it("stores one message when two sockets of one member send the same client id at once", async () => {
    const member = await loginAs(testApp, "user");
    const [one, two] = await Promise.all([joined(member.token), joined(member.token)]);
    const watcher = await joined();
    const arrivals = collect<ChatMessage>(watcher, "message", 600);
    const clientId = randomUUID();
    const replies = await Promise.all([
      send(one, { text: "raced", clientId }),
      send(two, { text: "raced", clientId }),
    ]);
    const stored = await storedWith(clientId);
    expect(stored).toHaveLength(1);
    expect(replies).toEqual([
      { ok: true, messageId: stored[0]?.id },
      { ok: true, messageId: stored[0]?.id },
    ]);
    expect((await arrivals).filter((message) => message.text === "raced")).toHaveLength(1);
  });

  it("does not count a retry against the 5 messages in 5 s, nor as a repeated text", async () => {
    const member = await loginAs(testApp, "user");
    const sender = await joined(member.token);
    const clientId = randomUUID();
    const first = await send(sender, { text: "only once", clientId });
    expect(first.ok).toBe(true);
    for (let retry = 0; retry < 6; retry += 1) {
      expect(await send(sender, { text: "only once", clientId })).toEqual(first);
    }
    // Four more new messages make five in the window: all stored.
    for (const text of ["two", "three", "four", "five"]) {
      expect(await send(sender, { text, clientId: randomUUID() })).toMatchObject({ ok: true });
    }
    expect(await send(sender, { text: "six", clientId: randomUUID() })).toEqual({
      ok: false,
      error: chatRefusals.rateLimited,
    });
  });

  it("stores another sender's message under a client id someone else used as its own", async () => {
    const member = await loginAs(testApp, "user");
    const owner = await joined(member.token);
    const other = await joined();
    const clientId = randomUUID();
    const mine = await send(owner, { text: "mine", clientId });
    const theirs = await send(other, { text: "theirs", clientId });
    expect(mine.ok && theirs.ok).toBe(true);
    expect(theirs).not.toEqual(mine);
    const stored = await storedWith(clientId);
    expect(stored.map((row) => row.text).sort()).toEqual(["mine", "theirs"]);
  });

  it("stores a message without a client id as before, each time it is sent", async () => {
    const sender = await joined();
    const one = await send(sender, { text: "no id, first" });
    const two = await send(sender, { text: "no id, second" });
    expect(one.ok && two.ok).toBe(true);
    expect(one).not.toEqual(two);
  });
});

/**
 * The browser's outbox (app/features/chat/chat-outbox.ts) wired to a real socket as use-chat.ts
 * wires it: opened once the room is joined or the connection restored, closed on a drop.
 */
function outboxOn(socket: () => Socket) {
  const refused: string[] = [];
  const outbox = createChatOutbox({
    send: (message, done) => socket().timeout(chatAckTimeoutMs).emit("chatMessage", message, done),
    onRefused: (error) => refused.push(error),
  });
  return { outbox, refused };
}

describe("the browser's outbox against the server", () => {
  it("delivers a message sent as the connection drops once, after the connection is restored", async () => {
    const member = await loginAs(testApp, "user");
    const sender = open(member.token, { reconnect: true });
    const { outbox, refused } = outboxOn(() => sender);
    sender.on("connect", () => {
      if (sender.recovered) outbox.open();
    });
    sender.on("disconnect", () => outbox.close());
    const history = next(sender, "messageHistory");
    sender.emit("joinRoom", { roomId: chatRoomId });
    await history;
    outbox.open();
    const watcher = await joined();
    const seen: string[] = [];
    watcher.on("message", (message: ChatMessage) => seen.push(message.text));

    // Written out, then the network goes: the server stores it, its answer is lost.
    const clientId = outbox.add("sent as the line dropped", null);
    sender.io.engine.close();
    await expect.poll(() => outbox.pending, { timeout: 5_000 }).toBe(0);
    expect(sender.recovered).toBe(true);
    await collect(watcher, "message");
    expect(seen.filter((text) => text === "sent as the line dropped")).toHaveLength(1);
    expect(await storedWith(clientId)).toHaveLength(1);
    expect(refused).toEqual([]);
  });

  it("delivers it once through a new connection that joins again, as on another process", async () => {
    const member = await loginAs(testApp, "user");
    let current = await joined(member.token);
    const { outbox, refused } = outboxOn(() => current);
    outbox.open();
    const watcher = await joined();
    const seen: string[] = [];
    watcher.on("message", (message: ChatMessage) => seen.push(message.text));

    const clientId = outbox.add("across a restart", null);
    // The connection is gone before the server handled it (its process stopped)...
    outbox.close();
    current.disconnect();
    expect(outbox.pending).toBe(1);
    // ...and the browser connects again, joins, and the outbox sends what is unanswered.
    current = await joined(member.token);
    outbox.open();
    await expect.poll(() => outbox.pending, { timeout: 5_000 }).toBe(0);
    await collect(watcher, "message");
    expect(seen.filter((text) => text === "across a restart")).toHaveLength(1);
    expect(await storedWith(clientId)).toHaveLength(1);
    expect(refused).toEqual([]);
  });
});

describe("storing a message under a client id", () => {
  it("inserts nothing for a sender's second copy and returns the first row", async () => {
    const { db } = testApp.database;
    const clientId = randomUUID();
    const row = {
      roomId: chatRoomId,
      senderId: "guest_00000000000000aa",
      senderName: "Guest",
      senderKind: "guest" as const,
      text: "copy",
      file: null,
      clientId,
    };
    const first = await insertChatMessage(db, row);
    const second = await insertChatMessage(db, row);
    expect(first.created).toBe(true);
    expect(second).toEqual({ row: first.row, created: false });
    // The same client id from another sender is another message.
    const other = await insertChatMessage(db, { ...row, senderId: "guest_00000000000000bb" });
    expect(other.created).toBe(true);
    expect(other.row.id).not.toBe(first.row.id);
    // Messages without a client id never conflict.
    const plain = { ...row, clientId: null };
    const [a, b] = [await insertChatMessage(db, plain), await insertChatMessage(db, plain)];
    expect(a.created && b.created).toBe(true);
  });
});

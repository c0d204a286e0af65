import { sql } from "drizzle-orm";
import type { Socket } from "socket.io-client";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import type { ChatMessage, OnlineUser, ReadUpdate } from "#contracts/chat.ts";
import { chatRefusals, chatSocketErrors } from "#contracts/chat-rules.ts";
import { type LoggedIn, loginAs } from "#tests/support/accounts.ts";
import { createListeningTestApp } from "#tests/support/listening-app.ts";
import { nextEvent, openSocket } from "#tests/support/socket-client.ts";
import type { TestApp } from "#tests/support/test-app.ts";

/**
 * The community room over a real port with socket.io-client: two people (a guest and a
 * signed-in user) in the room, every rule checked where a client could skip the browser.
 */
let testApp: TestApp & { origin: string };
const sockets: Socket[] = [];

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

let addresses = 0;

/** A socket from a client address of its own, unless `address` is given. */
function open(
  token?: string,
  options: { reconnect?: boolean; address?: string; guestToken?: string } = {},
): Socket {
  addresses += 1;
  return openSocket(testApp.origin, sockets, {
    ...(token ? { token } : {}),
    address: `198.51.100.${addresses % 250}`,
    ...options,
  });
}

const next = nextEvent;

/** Nothing arrives on `event` for `ms`: the collected values (expected to be empty). */
async function silence(socket: Socket, event: string, ms = 300): Promise<unknown[]> {
  const seen: unknown[] = [];
  const listener = (value: unknown) => seen.push(value);
  socket.on(event, listener);
  await new Promise((resolve) => setTimeout(resolve, ms));
  socket.off(event, listener);
  return seen;
}

async function join(socket: Socket, user = { id: "someone", name: "Someone" }) {
  const history = next<ChatMessage[]>(socket, "messageHistory");
  socket.emit("joinRoom", { roomId: "gameZoneChat", user });
  return history;
}

async function storedCount(): Promise<number> {
  // node-postgres answers { rows }, PGlite's driver the rows themselves.
  const result = (await testApp.database.db.execute(
    sql`select count(*)::int as n from chat_messages`,
  )) as unknown as { rows: { n: number }[] } | { n: number }[];
  const rows = Array.isArray(result) ? result : result.rows;
  return Number(rows[0]?.n ?? 0);
}

describe("community chat room", () => {
  let member: LoggedIn & { email: string };

  beforeAll(async () => {
    member = await loginAs(testApp, "user");
  });

  it("joins guests and members, shows both online, and relays messages, typing and reads", async () => {
    const guest = open();
    const user = open(member.token);
    await join(guest);
    const usersSeen = next<OnlineUser[]>(guest, "users", (list) => list.length === 2);
    // The member claims to be someone else: the server names them from their account.
    await join(user, { id: "admin", name: "Admin" });
    const online = await usersSeen;
    expect(online.map((entry) => entry.name).sort()).toEqual(["Guest", "Test Player"].sort());
    const guestEntry = online.find((entry) => entry.name === "Guest")!;
    expect(guestEntry.id).toMatch(/^guest_[0-9a-f]{16}$/);
    expect(online.find((entry) => entry.name !== "Guest")?.id).toBe(member.userId);

    const typing = next<{ name: string }>(guest, "typing");
    user.emit("typing");
    expect(await typing).toEqual({ name: "Test Player" });

    const arrived = next<ChatMessage>(guest, "message");
    user.emit("chatMessage", { text: "  good luck in ranked!  ", file: null });
    const message = await arrived;
    expect(message).toMatchObject({
      text: "good luck in ranked!",
      user: { id: member.userId, name: "Test Player" },
      file: null,
      readBy: [],
      readCount: 0,
    });

    const receipt = next<ReadUpdate>(user, "readUpdate");
    guest.emit("readMessage", { messageId: message._id });
    expect(await receipt).toEqual({
      messageId: message._id,
      readBy: [{ userId: guestEntry.id, name: "Guest" }],
      readCount: 1,
    });

    // A newcomer gets the history, read receipt included.
    const history = await join(open());
    expect(history.at(-1)).toMatchObject({
      _id: message._id,
      readBy: [{ userId: guestEntry.id, name: "Guest" }],
      readCount: 1,
    });
  });

  it("refuses profanity, links and top-up keywords on the server, storing and sending nothing", async () => {
    const sender = open();
    const watcher = open();
    await join(sender);
    await join(watcher);
    const before = await storedCount();
    const refusals: [string, string][] = [
      ["you fucking noob", "Inappropriate language detected!"],
      ["cheap diamonds at https://topup.example", "Game top-up links or keywords not allowed."],
      ["selling 600 UC", "Game top-up links or keywords not allowed."],
    ];
    for (const [text, expected] of refusals) {
      const error = next<string>(sender, "error");
      sender.emit("chatMessage", { text, file: null });
      expect(await error).toBe(expected);
    }
    expect(await silence(watcher, "message")).toEqual([]);
    expect(await storedCount()).toBe(before);

    // Whole words only: "success" and "much" are not "uc".
    const fine = next<ChatMessage>(watcher, "message");
    sender.emit("chatMessage", { text: "Success, much appreciated" });
    expect((await fine).text).toBe("Success, much appreciated");
  });

  it("limits each sender to 5 messages in 5 s and refuses a repeated text", async () => {
    const sender = open();
    await join(sender);
    const repeat = next<string>(sender, "error");
    sender.emit("chatMessage", { text: "anyone up for a match?" });
    sender.emit("chatMessage", { text: "anyone up for a match?" });
    expect(await repeat).toBe(chatRefusals.repeated);
    for (const text of ["one", "two", "three", "four"]) {
      sender.emit("chatMessage", { text });
    }
    const limited = next<string>(sender, "error");
    sender.emit("chatMessage", { text: "six" });
    expect(await limited).toBe(chatRefusals.rateLimited);
  });

  it("answers malformed payloads and unknown events with an error, and keeps serving", async () => {
    const socket = open();
    const early = next<string>(socket, "error");
    socket.emit("chatMessage", { text: "before joining" });
    expect(await early).toBe(chatSocketErrors.notJoined);
    await join(socket);
    for (const payload of [
      { text: 42 },
      "just a string",
      null,
      { text: "x".repeat(1024 * 1024) },
      {
        text: "",
        file: {
          url: "https://evil.example/a.png",
          originalName: "a",
          mimeType: "image/png",
          size: 1,
        },
      },
    ]) {
      const error = next<string>(socket, "error");
      socket.emit("chatMessage", payload);
      expect(await error).toBe(chatSocketErrors.unreadable);
    }
    const unknown = next<string>(socket, "error");
    socket.emit("deleteEverything", {});
    expect(await unknown).toBe(chatSocketErrors.unknownEvent);
    const badRead = next<string>(socket, "error");
    socket.emit("readMessage", { messageId: "1; drop table chat_messages" });
    expect(await badRead).toBe(chatSocketErrors.unreadable);

    const still = next<ChatMessage>(socket, "message");
    socket.emit("chatMessage", { text: "still here" });
    expect((await still).text).toBe("still here");
    expect(socket.connected).toBe(true);
  });

  it("coalesces presence: a burst of joins and leaves is one online list, not one per join", async () => {
    const watcher = open();
    await join(watcher);
    const lists: OnlineUser[][] = [];
    watcher.on("users", (list: OnlineUser[]) => lists.push(list));
    const crowd = Array.from({ length: 8 }, () => open());
    await Promise.all(crowd.map((socket) => join(socket)));
    await new Promise((resolve) => setTimeout(resolve, 2_500));
    expect(lists.length).toBeGreaterThan(0);
    expect(lists.length).toBeLessThanOrEqual(3);
    expect(lists.at(-1)).toHaveLength(9);
    const left = next<OnlineUser[]>(watcher, "users", (list) => list.length === 1);
    for (const socket of crowd) socket.disconnect();
    expect((await left).map((user) => user.name)).toEqual(["Guest"]);
  });

  it("sends only files the upload endpoint stored, with their stored size", async () => {
    const socket = open();
    await join(socket);
    const missing = next<string>(socket, "error");
    socket.emit("chatMessage", {
      text: "",
      file: {
        url: "/uploads/chat/AAAAAAAAAAAAAAAAAAAAAA.pdf",
        originalName: "invoice.pdf",
        mimeType: "application/pdf",
        size: 10,
      },
    });
    expect(await missing).toBe(chatRefusals.fileGone);

    const form = new FormData();
    const pdf = Buffer.from("%PDF-1.4\n1 0 obj\n<<>>\nendobj\ntrailer\n<<>>\n%%EOF\n");
    form.append("file", new Blob([pdf], { type: "application/pdf" }), "guide.pdf");
    const uploaded = await fetch(`${testApp.origin}/api/upload`, { method: "POST", body: form });
    expect(uploaded.status).toBe(200);
    const { file } = (await uploaded.json()) as { file: NonNullable<ChatMessage["file"]> };
    const sent = next<ChatMessage>(socket, "message");
    socket.emit("chatMessage", { text: "", file: { ...file, size: 9_999_999 } });
    expect((await sent).file).toEqual({ ...file, size: pdf.length });
  });

  it("gives a connection that dropped what it missed, in order and once, as the same guest", async () => {
    const listener = open(undefined, { reconnect: true });
    const sender = open();
    await join(listener);
    await join(sender);
    const received: string[] = [];
    listener.on("message", (message: ChatMessage) => received.push(message.text));
    const before = next<ChatMessage>(listener, "message");
    sender.emit("chatMessage", { text: "before the drop" });
    await before;

    // The network goes away (not a goodbye): the server keeps the session for recovery.
    const reconnected = next<void>(listener, "connect");
    listener.io.engine.close();
    sender.emit("chatMessage", { text: "while away one" });
    sender.emit("chatMessage", { text: "while away two" });
    await reconnected;
    expect(listener.recovered).toBe(true);
    await expect
      .poll(() => received, { timeout: 5_000 })
      .toEqual(["before the drop", "while away one", "while away two"]);

    // Still the same guest, still in the room.
    const after = next<ChatMessage>(sender, "message");
    listener.emit("chatMessage", { text: "back again" });
    expect((await after).user.name).toBe("Guest");
  });
});

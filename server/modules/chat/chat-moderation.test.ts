import { and, eq } from "drizzle-orm";
import { io as connect, type Socket } from "socket.io-client";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import type { AdminRole } from "#contracts/accounts-rules.ts";
import type { ChatHandshakeAuth, ChatJoined, ChatMessage } from "#contracts/chat.ts";
import { chatRefusals, chatSocketErrors } from "#contracts/chat-rules.ts";
import { chatMessages, chatModerationActions } from "#db/schema/chat.ts";
import {
  type LoggedIn,
  logIn,
  loginAs,
  strongPassword,
  uniqueEmail,
} from "#tests/support/accounts.ts";
import { createListeningTestApp } from "#tests/support/listening-app.ts";
import { nextEvent as next } from "#tests/support/socket-client.ts";
import { type TestApp, TestClock } from "#tests/support/test-app.ts";

/**
 * Who the server says a socket is (`joined`), guests that keep their id across reloads, and what
 * support staff may do in the room (delete, mute), over a real port with socket.io-client.
 */
let testApp: TestApp & { origin: string };
const clock = new TestClock();
const sockets: Socket[] = [];

beforeAll(async () => {
  testApp = await createListeningTestApp({ clock });
}, 120_000);
afterEach(() => {
  for (const socket of sockets.splice(0)) socket.disconnect();
});
afterAll(async () => {
  await testApp?.app.close();
});

function open(auth: ChatHandshakeAuth = {}): Socket {
  const socket = connect(testApp.origin, { transports: ["websocket"], reconnection: false, auth });
  sockets.push(socket);
  return socket;
}

async function join(socket: Socket): Promise<{ joined: ChatJoined; history: ChatMessage[] }> {
  const joined = next<ChatJoined>(socket, "joined");
  const history = next<ChatMessage[]>(socket, "messageHistory");
  socket.emit("joinRoom", { roomId: "gameZoneChat" });
  return { joined: await joined, history: await history };
}

async function post(socket: Socket, text: string): Promise<ChatMessage> {
  const own = next<ChatMessage>(socket, "message", (message) => message.text === text);
  socket.emit("chatMessage", { text });
  return own;
}

/** Nothing arrives on `event` for `ms`: the collected values (expected to be empty). */
async function silence(socket: Socket, event: string, ms = 300): Promise<unknown[]> {
  const seen: unknown[] = [];
  const listener = (value: unknown) => seen.push(value);
  socket.on(event, listener);
  await new Promise((resolve) => setTimeout(resolve, ms));
  socket.off(event, listener);
  return seen;
}

async function loginStaff(adminRole: AdminRole): Promise<LoggedIn> {
  const email = uniqueEmail(`staff.${adminRole}`);
  await testApp.app.services.accounts.upsertAdmin({
    email,
    adminRole,
    password: strongPassword,
    name: `Staff ${adminRole}`,
  });
  return logIn(testApp.app, email, strongPassword, "/api/admin/login");
}

async function storedFrom(senderId: string): Promise<number> {
  const rows = await testApp.database.db
    .select({ id: chatMessages.id })
    .from(chatMessages)
    .where(eq(chatMessages.senderId, senderId));
  return rows.length;
}

describe("joining", () => {
  it("tells a guest, a member and staff who they are and whether they may moderate", async () => {
    const member = await loginAs(testApp, "user");
    const support = await loginStaff("support");
    const editor = await loginStaff("editor");

    const guest = await join(open());
    expect(guest.joined).toEqual({
      user: { id: expect.stringMatching(/^guest_[0-9a-f]{16}$/), name: "Guest" },
      canModerate: false,
      mutedUntil: null,
      guestToken: expect.stringMatching(/^guest_[0-9a-f]{16}\.[A-Za-z0-9_-]+$/),
    });
    expect(guest.joined.guestToken?.startsWith(`${guest.joined.user.id}.`)).toBe(true);

    expect((await join(open({ token: member.token }))).joined).toEqual({
      user: { id: member.userId, name: "Test Player" },
      canModerate: false,
      mutedUntil: null,
      guestToken: null,
    });
    expect((await join(open({ token: support.token }))).joined).toMatchObject({
      user: { id: support.userId, name: "Staff support" },
      canModerate: true,
      guestToken: null,
    });
    // Staff whose role does not include chat moderation.
    expect((await join(open({ token: editor.token }))).joined.canModerate).toBe(false);
  });

  it("keeps a returning guest's id with its token, and ignores a forged or altered one", async () => {
    const first = await join(open());
    const token = first.joined.guestToken!;
    const again = await join(open({ guestToken: token }));
    expect(again.joined.user.id).toBe(first.joined.user.id);

    // What the guest posts is theirs under the same id after the reload.
    const message = await post(sockets.at(-1)!, "back after a reload");
    expect(message.user.id).toBe(first.joined.user.id);

    const [id, signature] = token.split(".") as [string, string];
    const otherId = `guest_${"0".repeat(16)}`;
    const flipped = `${signature.slice(0, -1)}${signature.endsWith("A") ? "B" : "A"}`;
    for (const forged of [
      `${otherId}.${signature}`,
      `${id}.${flipped}`,
      id,
      "guest_zzzzzzzzzzzzzzzz.abc",
      "x".repeat(5000),
    ]) {
      const socket = open({ guestToken: forged });
      const errors: unknown[] = [];
      socket.on("error", (error: unknown) => errors.push(error));
      const { joined } = await join(socket);
      expect(joined.user.id).toMatch(/^guest_[0-9a-f]{16}$/);
      expect(joined.user.id).not.toBe(first.joined.user.id);
      expect(joined.user.id).not.toBe(otherId);
      expect(errors).toEqual([]);
    }
  });
});

describe("moderation by support staff", () => {
  let support: LoggedIn;
  let member: LoggedIn;

  beforeAll(async () => {
    support = await loginStaff("support");
    member = await loginAs(testApp, "user");
  });

  it("deletes a message for everyone, leaves it out of history and paging, and records it", async () => {
    const author = open();
    const { joined: authorJoined } = await join(author);
    const watcher = open();
    await join(watcher);
    const moderator = open({ token: support.token });
    await join(moderator);

    const doomed = await post(author, "a message support will remove");
    const kept = await post(author, "a message that stays");

    const gone = next<{ messageId: string }>(watcher, "messageDeleted");
    moderator.emit("deleteMessage", { messageId: doomed._id });
    expect(await gone).toEqual({ messageId: doomed._id });

    const { history } = await join(open());
    expect(history.map((message) => message._id)).toContain(kept._id);
    expect(history.map((message) => message._id)).not.toContain(doomed._id);

    const page = await testApp.app.inject({ url: `/api/chat/messages?before=${kept._id}` });
    expect(page.statusCode).toBe(200);
    const ids = (page.json() as { data: { messages: ChatMessage[] } }).data.messages.map(
      (message) => message._id,
    );
    expect(ids).not.toContain(doomed._id);

    const actions = await testApp.database.db
      .select()
      .from(chatModerationActions)
      .where(eq(chatModerationActions.messageId, doomed._id));
    expect(actions).toEqual([
      expect.objectContaining({
        action: "delete",
        actorId: support.userId,
        targetUserId: authorJoined.user.id,
        minutes: null,
      }),
    ]);

    // An unknown message, or one already deleted: nothing to tell the room, and no error.
    const errors: unknown[] = [];
    moderator.on("error", (error: unknown) => errors.push(error));
    moderator.emit("deleteMessage", { messageId: "00000000-0000-4000-8000-000000000000" });
    moderator.emit("deleteMessage", { messageId: doomed._id });
    expect(await silence(watcher, "messageDeleted")).toEqual([]);
    expect(errors).toEqual([]);
    expect(moderator.connected).toBe(true);
  });

  it("refuses delete and mute from a member and from a guest, changing nothing", async () => {
    const author = open();
    const { joined: authorJoined } = await join(author);
    const message = await post(author, "nobody but support may remove this");
    for (const socket of [open({ token: member.token }), open()]) {
      await join(socket);
      const deleteRefused = next<string>(socket, "error");
      socket.emit("deleteMessage", { messageId: message._id });
      expect(await deleteRefused).toBe(chatRefusals.notAllowed);
      const muteRefused = next<string>(socket, "error");
      socket.emit("muteUser", { userId: authorJoined.user.id, minutes: 60 });
      expect(await muteRefused).toBe(chatRefusals.notAllowed);
    }
    const { history } = await join(open());
    expect(history.map((entry) => entry._id)).toContain(message._id);
    const actions = await testApp.database.db
      .select()
      .from(chatModerationActions)
      .where(eq(chatModerationActions.targetUserId, authorJoined.user.id));
    expect(actions).toEqual([]);
    expect((await post(author, "still allowed to talk")).user.id).toBe(authorJoined.user.id);
  });

  it("mutes a user: the room is told, their messages are refused and not stored, until the time is up", async () => {
    const muted = open({ token: member.token });
    await join(muted);
    const watcher = open();
    await join(watcher);
    const moderator = open({ token: support.token });
    await join(moderator);

    const announced = next<{ userId: string; name: string; until: string }>(watcher, "userMuted");
    const before = clock.now();
    moderator.emit("muteUser", { userId: member.userId, minutes: 5 });
    const notice = await announced;
    expect(notice).toMatchObject({ userId: member.userId, name: "Test Player" });
    const until = Date.parse(notice.until);
    expect(until - before).toBeGreaterThanOrEqual(5 * 60_000);
    expect(until - before).toBeLessThan(5 * 60_000 + 5_000);

    const stored = await storedFrom(member.userId);
    const refused = next<string>(muted, "error");
    muted.emit("chatMessage", { text: "let me speak" });
    expect(await refused).toBe(chatRefusals.muted);
    expect(await silence(watcher, "message")).toEqual([]);
    expect(await storedFrom(member.userId)).toBe(stored);

    // A new tab learns it is muted, and until when.
    const { joined } = await join(open({ token: member.token }));
    expect(joined.mutedUntil).toBe(notice.until);

    const [action] = await testApp.database.db
      .select()
      .from(chatModerationActions)
      .where(
        and(
          eq(chatModerationActions.targetUserId, member.userId),
          eq(chatModerationActions.action, "mute"),
        ),
      );
    expect(action).toMatchObject({ actorId: support.userId, minutes: 5, messageId: null });

    clock.advance(5 * 60_000 + 1_000);
    expect((await post(muted, "free to speak again")).user.id).toBe(member.userId);
  });

  it("mutes a guest by its id", async () => {
    const guest = open();
    const { joined } = await join(guest);
    const moderator = open({ token: support.token });
    await join(moderator);
    const announced = next<{ userId: string; name: string }>(guest, "userMuted");
    moderator.emit("muteUser", { userId: joined.user.id, minutes: 60 });
    expect(await announced).toMatchObject({ userId: joined.user.id, name: "Guest" });
    const refused = next<string>(guest, "error");
    guest.emit("chatMessage", { text: "hello?" });
    expect(await refused).toBe(chatRefusals.muted);
  });

  it("refuses muting oneself or another moderator, and reads malformed requests as unreadable", async () => {
    const owner = await loginStaff("owner");
    const moderator = open({ token: support.token });
    await join(moderator);
    const watcher = open();
    await join(watcher);

    for (const userId of [support.userId, owner.userId]) {
      const refused = next<string>(moderator, "error");
      moderator.emit("muteUser", { userId, minutes: 5 });
      expect(await refused).toBe(chatRefusals.notAllowed);
    }
    for (const [event, payload] of [
      ["muteUser", { userId: member.userId, minutes: 7 }],
      ["muteUser", { userId: "", minutes: 5 }],
      ["muteUser", null],
      ["deleteMessage", { messageId: "1; drop table chat_messages" }],
      ["deleteMessage", "nope"],
    ] as const) {
      const unreadable = next<string>(moderator, "error");
      moderator.emit(event, payload);
      expect(await unreadable).toBe(chatSocketErrors.unreadable);
    }
    // An id that names nobody: nothing to announce.
    moderator.emit("muteUser", { userId: "00000000-0000-4000-8000-000000000000", minutes: 5 });
    expect(await silence(watcher, "userMuted")).toEqual([]);
    expect(moderator.connected).toBe(true);
  });
});

import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ChatHistoryPage } from "#contracts/chat.ts";
import { chatRoomId } from "#contracts/chat-rules.ts";
import { createTestApp, type TestApp } from "#tests/support/test-app.ts";
import {
  type ChatMessageRow,
  insertChatMessage,
  markChatMessageDeleted,
} from "./chat.repository.ts";

/** GET /api/chat/messages?before=: older history a page (50) at a time, oldest first. */
let testApp: TestApp;
const stored: ChatMessageRow[] = [];

beforeAll(async () => {
  testApp = await createTestApp();
  // Written one after another: the room's order is the order of `seq`.
  for (let index = 0; index < 120; index += 1) {
    stored.push(
      await insertChatMessage(testApp.database.db, {
        roomId: chatRoomId,
        senderId: "guest_0123456789abcdef",
        senderName: "Guest",
        senderKind: "guest",
        text: `message ${index}`,
        file: null,
      }).then(({ row }) => row),
    );
  }
}, 120_000);
afterAll(async () => {
  await testApp?.app.close();
});

async function pageBefore(id: string) {
  const reply = await testApp.app.inject({ url: `/api/chat/messages?before=${id}` });
  return {
    status: reply.statusCode,
    body: reply.json() as { success: boolean; data: ChatHistoryPage },
  };
}

function texts(page: ChatHistoryPage): string[] {
  return page.messages.map((message) => message.text);
}

const range = (from: number, to: number) =>
  Array.from({ length: to - from }, (_, offset) => `message ${from + offset}`);

describe("chat history pages", () => {
  it("pages back through older messages in order, telling whether more are left", async () => {
    const first = await pageBefore(stored[119]!.id);
    expect(first.status).toBe(200);
    expect(first.body.success).toBe(true);
    expect(texts(first.body.data)).toEqual(range(69, 119));
    expect(first.body.data.hasMore).toBe(true);
    expect(first.body.data.messages[0]).toMatchObject({
      _id: stored[69]!.id,
      user: { id: "guest_0123456789abcdef", name: "Guest" },
      file: null,
      readBy: [],
    });

    const second = await pageBefore(first.body.data.messages[0]!._id);
    expect(texts(second.body.data)).toEqual(range(19, 69));
    expect(second.body.data.hasMore).toBe(true);

    const last = await pageBefore(second.body.data.messages[0]!._id);
    expect(texts(last.body.data)).toEqual(range(0, 19));
    expect(last.body.data.hasMore).toBe(false);

    // Exactly one page left: nothing more.
    const exact = await pageBefore(stored[50]!.id);
    expect(texts(exact.body.data)).toEqual(range(0, 50));
    expect(exact.body.data.hasMore).toBe(false);

    const none = await pageBefore(stored[0]!.id);
    expect(none.body.data).toEqual({ messages: [], hasMore: false });
  });

  it("leaves deleted messages out, and still pages from a cursor that was deleted", async () => {
    await markChatMessageDeleted(testApp.database.db, stored[100]!.id, new Date());
    await markChatMessageDeleted(testApp.database.db, stored[110]!.id, new Date());
    const page = await pageBefore(stored[110]!.id);
    expect(page.status).toBe(200);
    expect(texts(page.body.data)).toEqual(range(59, 110).filter((text) => text !== "message 100"));
    expect(page.body.data.hasMore).toBe(true);
  });

  it("answers 404 for an unknown message and 400 for something that is not an id", async () => {
    const unknown = await testApp.app.inject({
      url: "/api/chat/messages?before=00000000-0000-4000-8000-000000000000",
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ success: false, code: "NOT_FOUND" });

    for (const query of ["?before=42", "?before=", ""]) {
      const bad = await testApp.app.inject({ url: `/api/chat/messages${query}` });
      expect(bad.statusCode).toBe(400);
      expect(bad.json()).toMatchObject({ success: false, code: "VALIDATION_FAILED" });
    }
  });
});

import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { Redis } from "ioredis";
import type { Socket } from "socket.io-client";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ChatMessage, ChatMessageReply } from "#contracts/chat.ts";
import { chatRefusals, chatRoomId } from "#contracts/chat-rules.ts";
import { chatMessages } from "#db/schema/chat.ts";
import { loginAs } from "#tests/support/accounts.ts";
import { createSharedDatabase, startProcess } from "#tests/support/cluster.ts";
import { nextEvent, openSocket } from "#tests/support/socket-client.ts";
import type { TestApp } from "#tests/support/test-app.ts";

/**
 * A retried chat message across two shop processes on one PostgreSQL database and one Redis key
 * prefix, as when a client reconnects through the proxy to another process and sends again: one
 * stored message, one broadcast, the same id for every copy, and one count in the sender's
 * shared limit. Run by `npm run test:pg`, which needs the real services.
 */
const redisUrl = process.env.TEST_REDIS_URL ?? "redis://127.0.0.1:6379";
const prefix = `gamezone-test-${process.pid}-${Date.now()}:`;
type Process = TestApp & { origin: string };
let shared: Awaited<ReturnType<typeof createSharedDatabase>>;
let first: Process;
let second: Process;
const sockets: Socket[] = [];

beforeAll(async () => {
  shared = await createSharedDatabase();
  const env = { PUBLIC_URL: "http://shop.test", REDIS_URL: redisUrl, REDIS_KEY_PREFIX: prefix };
  [first, second] = await Promise.all([startProcess(shared, env), startProcess(shared, env)]);
}, 120_000);
afterAll(async () => {
  for (const socket of sockets) socket.disconnect();
  await Promise.all([first?.app.close(), second?.app.close()]);
  await shared?.drop();
  const redis = new Redis(redisUrl);
  const keys = await redis.keys(`${prefix}*`);
  if (keys.length > 0) await redis.del(...keys);
  await redis.quit();
});

async function joined(origin: string, token?: string): Promise<Socket> {
  const socket = openSocket(origin, sockets, token ? { token } : {});
  const history = nextEvent(socket, "messageHistory");
  socket.emit("joinRoom", { roomId: chatRoomId });
  await history;
  return socket;
}

function send(socket: Socket, payload: Record<string, unknown>): Promise<ChatMessageReply> {
  return socket.timeout(5_000).emitWithAck("chatMessage", payload);
}

describe("a retried chat message across two processes", () => {
  it("is stored and broadcast once when both processes get a copy at the same moment", async () => {
    const member = await loginAs(first, "user");
    const onFirst = await joined(first.origin, member.token);
    const onSecond = await joined(second.origin, member.token);
    const listener = await joined(second.origin);
    const arrived: ChatMessage[] = [];
    listener.on("message", (message: ChatMessage) => arrived.push(message));

    for (let round = 0; round < 5; round += 1) {
      const clientId = randomUUID();
      const text = `same message, round ${round}`;
      const replies = await Promise.all([
        send(onFirst, { text, clientId }),
        send(onSecond, { text, clientId }),
      ]);
      const stored = await first.database.db
        .select({ id: chatMessages.id })
        .from(chatMessages)
        .where(eq(chatMessages.clientId, clientId));
      expect(stored).toHaveLength(1);
      const id = stored[0]?.id;
      expect(replies).toEqual([
        { ok: true, messageId: id },
        { ok: true, messageId: id },
      ]);
    }
    await expect.poll(() => arrived.length).toBe(5);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(new Set(arrived.map((message) => message._id)).size).toBe(5);
    expect(arrived).toHaveLength(5);

    // Five messages (each sent twice) filled the sender's shared budget, and no more.
    expect(await send(onSecond, { text: "a sixth", clientId: randomUUID() })).toEqual({
      ok: false,
      error: chatRefusals.rateLimited,
    });
  });
});

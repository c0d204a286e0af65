import { Redis } from "ioredis";
import type { Socket } from "socket.io-client";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ChatMessage, OnlineUser } from "#contracts/chat.ts";
import { loginAs } from "#tests/support/accounts.ts";
import { createListeningTestApp } from "#tests/support/listening-app.ts";
import { nextEvent, openSocket } from "#tests/support/socket-client.ts";
import type { TestApp } from "#tests/support/test-app.ts";
import { redisRecentTexts, redisWindows } from "./chat-limits.ts";

/**
 * Two shop servers sharing one Redis (the machine's, TEST_REDIS_URL, under a key prefix of this
 * run): a person on one and a person on the other are in the same room. Run by
 * `npm run test:pg`, which needs the real services.
 */
const redisUrl = process.env.TEST_REDIS_URL ?? "redis://127.0.0.1:6379";
const prefix = `gamezone-test-${process.pid}-${Date.now()}:`;
let first: TestApp & { origin: string };
let second: TestApp & { origin: string };
const sockets: Socket[] = [];

beforeAll(async () => {
  const env = { REDIS_URL: redisUrl, REDIS_KEY_PREFIX: prefix };
  [first, second] = await Promise.all([
    createListeningTestApp({ env }),
    createListeningTestApp({ env }),
  ]);
}, 120_000);
afterAll(async () => {
  for (const socket of sockets) socket.disconnect();
  await Promise.all([first?.app.close(), second?.app.close()]);
  // Whatever this run left in Redis (attempt counters) goes with it.
  const redis = new Redis(redisUrl);
  const keys = await redis.keys(`${prefix}*`);
  if (keys.length > 0) await redis.del(...keys);
  await redis.quit();
});

function open(origin: string, token?: string): Socket {
  return openSocket(origin, sockets, token ? { token } : {});
}

const next = nextEvent;

describe("chat across two servers through Redis", () => {
  it("shares presence and messages between them", async () => {
    // One database would be shared by two processes in production; here each server has its
    // own, and what crosses is what the Redis adapter carries: presence and broadcasts.
    const member = await loginAs(second, "user");
    const guest = open(first.origin);
    const user = open(second.origin, member.token);
    const guestJoined = next(guest, "messageHistory");
    guest.emit("joinRoom", { roomId: "gameZoneChat", user: { id: "g", name: "G" } });
    await guestJoined;
    const bothOnline = next<OnlineUser[]>(guest, "users", (list) => list.length === 2);
    user.emit("joinRoom", { roomId: "gameZoneChat", user: { id: "u", name: "U" } });
    const online = await bothOnline;
    expect(online.map((entry) => entry.name).sort()).toEqual(["Guest", "Test Player"]);

    const crossed = next<ChatMessage>(guest, "message");
    user.emit("chatMessage", { text: "hello from the other server" });
    expect(await crossed).toMatchObject({
      text: "hello from the other server",
      user: { id: member.userId, name: "Test Player" },
    });

    const typing = next<{ name: string }>(user, "typing");
    guest.emit("typing");
    expect(await typing).toEqual({ name: "Guest" });
  });
});

describe("chat limits in Redis", () => {
  it("counts a named event (a message's client id) once, and allows its copies when full", async () => {
    const redis = new Redis(redisUrl);
    try {
      let now = Date.now();
      const options = { redis, keyPrefix: prefix, name: "named-test", now: () => now };
      const windows = redisWindows({ count: 2, windowMs: 1_000 }, options);
      // Two processes' views of one window.
      const elsewhere = redisWindows({ count: 2, windowMs: 1_000 }, options);
      await windows.record("sender", "message-a");
      await elsewhere.record("sender", "message-a");
      expect(await elsewhere.allows("sender")).toBe(true);
      await elsewhere.record("sender", "message-b");
      expect(await windows.allows("sender", "message-c")).toBe(false);
      expect(await windows.allows("sender", "message-a")).toBe(true);
      now += 1_000;
      expect(await windows.allows("sender", "message-c")).toBe(true);

      const texts = redisRecentTexts(30_000, { redis, keyPrefix: prefix });
      await texts.remember("sender", "gg", "id-1");
      expect(await texts.repeats("sender", "gg", "id-1")).toBe(false);
      expect(await texts.repeats("sender", "gg", "id-2")).toBe(true);
      expect(await texts.repeats("sender", "gg")).toBe(true);
    } finally {
      await redis.quit();
    }
  });
});

import { setTimeout as sleep } from "node:timers/promises";
import { eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { Redis } from "ioredis";
import type { Socket } from "socket.io-client";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import type { ChatMessage } from "#contracts/chat.ts";
import { chatRefusals } from "#contracts/chat-rules.ts";
import { createOrder } from "#db/factories/buying.ts";
import { games } from "#db/schema/catalogue.ts";
import { updateOrder } from "#server/modules/orders/orders.repository.ts";
import { loginAs } from "#tests/support/accounts.ts";
import { createSharedDatabase, startProcess } from "#tests/support/cluster.ts";
import { nextEvent, openSocket } from "#tests/support/socket-client.ts";
import type { TestApp } from "#tests/support/test-app.ts";

/**
 * Two shop processes on one PostgreSQL database and one Redis key prefix, as behind a proxy:
 * whatever one process learns or limits, the other knows. Run by `npm run test:pg`, which needs
 * the real services.
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
  // One public origin, as behind a proxy: it is the audience of every session token.
  const env = {
    PUBLIC_URL: "http://shop.test",
    REDIS_URL: redisUrl,
    REDIS_KEY_PREFIX: prefix,
    CACHE_TTL_MS: "600000",
  };
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
  socket.emit("joinRoom", { roomId: "gameZoneChat", user: { id: "x", name: "X" } });
  await history;
  return socket;
}

describe("one shop across two processes", () => {
  it("accepts a session signed in on one process on the other", async () => {
    const member = await loginAs(first, "user");
    const profile = await second.app.inject({
      url: "/api/users/profile",
      headers: { authorization: `Bearer ${member.token}` },
    });
    expect(profile.statusCode, profile.body).toBe(200);
  });

  it("carries a chat message sent to one process to a socket on the other", async () => {
    const member = await loginAs(first, "user");
    const listener = await joined(second.origin);
    const writer = await joined(first.origin, member.token);
    const crossed = nextEvent<ChatMessage>(listener, "message");
    writer.emit("chatMessage", { text: "one room, two processes" });
    expect(await crossed).toMatchObject({
      text: "one room, two processes",
      user: { id: member.userId },
    });
  });

  it("limits a chat sender across both processes, not per process", async () => {
    const member = await loginAs(first, "user");
    const onFirst = await joined(first.origin, member.token);
    const onSecond = await joined(second.origin, member.token);
    const sent = async (socket: Socket, text: string): Promise<"sent" | string> => {
      const outcome = Promise.race([
        nextEvent<ChatMessage>(socket, "message", (message) => message.text === text).then(
          () => "sent",
        ),
        nextEvent<string>(socket, "error"),
      ]);
      socket.emit("chatMessage", { text });
      return outcome;
    };
    // Five messages in five seconds per sender: three here and two there fill the window...
    for (const n of [1, 2, 3]) expect(await sent(onFirst, `limit check ${n}`)).toBe("sent");
    for (const n of [4, 5]) expect(await sent(onSecond, `limit check ${n}`)).toBe("sent");
    // ...so the sixth is refused wherever it is sent.
    expect(await sent(onSecond, "limit check 6")).toBe(chatRefusals.rateLimited);
    expect(await sent(onFirst, "limit check 7")).toBe(chatRefusals.rateLimited);
  });

  it("shows a catalogue change made on one process on the other within a second", async () => {
    const titles = async (app: FastifyInstance): Promise<string[]> => {
      const response = await app.inject({ url: "/api/games?limit=50" });
      return response.json().data.map((game: { title: string }) => game.title);
    };
    // Both have the catalogue cached (for ten minutes).
    expect(await titles(first.app)).toContain("Free Fire");
    expect(await titles(second.app)).toContain("Free Fire");
    await first.database.db
      .update(games)
      .set({ title: "Free Fire Cluster" })
      .where(eq(games.slug, "free-fire"));
    // What an admin change does after writing: clear the caches.
    first.app.services.caches.invalidateAll();
    const started = Date.now();
    let seen: string[] = [];
    while (Date.now() - started < 1_000) {
      seen = await titles(second.app);
      if (seen.includes("Free Fire Cluster")) break;
      await sleep(20);
    }
    expect(seen).toContain("Free Fire Cluster");
  });

  it("tells a socket on one process about an order that changed on the other", async () => {
    const member = await loginAs(first, "user");
    const { order } = await createOrder(first.database.db, { userId: member.userId });
    await updateOrder(first.database.db, order.id, { paymentSessionId: `sbx_cluster_${order.id}` });
    const page = openSocket(second.origin, sockets, { token: member.token });
    await nextEvent(page, "connect");
    const update = nextEvent<{ orderId: string; status: string }>(page, "orderUpdated");
    await first.app.services.orders.applyPaymentEvent({
      eventId: `evt_cluster_${order.id}`,
      type: "payment.failed",
      sessionId: `sbx_cluster_${order.id}`,
      orderId: order.id,
    });
    expect(await update).toMatchObject({ orderId: order.id, status: "cancelled" });
  });

  it("asks the payment provider once per order per interval whichever process is polled", async () => {
    const member = await loginAs(first, "user");
    const { order } = await createOrder(first.database.db, { userId: member.userId });
    const session = await first.app.services.payments.createCheckoutSession({
      orderId: order.id,
      amountCents: order.totalCents,
      email: order.email,
      method: "card",
      lines: [{ name: "Test Game: 100 Gems", quantity: 1, unitCents: order.totalCents }],
      successUrl: "http://localhost/purchase-success",
      cancelUrl: "http://localhost/payment",
      expiresAt: order.expiresAt,
    });
    await updateOrder(first.database.db, order.id, { paymentSessionId: session.sessionId });
    const asked = [
      vi.spyOn(first.app.services.payments, "retrieveSession"),
      vi.spyOn(second.app.services.payments, "retrieveSession"),
    ];
    try {
      for (const process of [first, second, first, second]) {
        const reply = await process.app.inject({
          url: `/api/orders/${order.id}?sync=1`,
          headers: { authorization: `Bearer ${member.token}` },
        });
        expect(reply.statusCode, reply.body).toBe(200);
      }
      const calls = asked.reduce((sum, spy) => sum + spy.mock.calls.length, 0);
      expect(calls).toBe(1);
    } finally {
      for (const spy of asked) spy.mockRestore();
    }
  });
});

import { createServer, type Server as HttpServer } from "node:http";
import type { AddressInfo } from "node:net";
import { setTimeout as sleep } from "node:timers/promises";
import { Redis } from "ioredis";
import { pino } from "pino";
import type { Server } from "socket.io";
import type { Socket } from "socket.io-client";
import { afterAll, afterEach, describe, expect, it } from "vitest";
import { nextEvent, openSocket } from "#tests/support/socket-client.ts";
import { Realtime } from "./realtime.ts";

/**
 * Two processes' Socket.IO servers joined by the Redis adapter, one of them shutting down while
 * a handler still has an event to send. Run by `npm run test:pg`, which needs Redis.
 */
const redisUrl = process.env.TEST_REDIS_URL ?? "redis://127.0.0.1:6379";
const prefix = `gamezone-test-realtime-${process.pid}-${Date.now()}:`;
const sockets: Socket[] = [];
const servers: HttpServer[] = [];
const open: Realtime[] = [];

afterEach(async () => {
  for (const socket of sockets.splice(0)) socket.disconnect();
  await Promise.all(open.splice(0).map((realtime) => realtime.close()));
  await Promise.all(
    servers.splice(0).map((server) => new Promise((resolve) => server.close(resolve))),
  );
});
afterAll(async () => {
  const redis = new Redis(redisUrl);
  const keys = await redis.keys(`${prefix}*`);
  if (keys.length > 0) await redis.del(...keys);
  await redis.quit();
});

async function startProcess(logLines: string[] = []) {
  const server = createServer();
  servers.push(server);
  const realtime = new Realtime();
  open.push(realtime);
  const log = pino({ level: "warn" }, { write: (line: string) => logLines.push(line) });
  const io: Server = realtime.attach(server, {
    resolveViewer: async () => null,
    guestIdFromToken: () => null,
    redisUrl,
    redisKeyPrefix: prefix,
    log,
  });
  io.on("connection", (socket) => {
    void socket.join("room");
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return { realtime, io, origin: `http://127.0.0.1:${port}` };
}

async function listenerOn(origin: string): Promise<Socket> {
  const client = openSocket(origin, sockets);
  await nextEvent(client, "connect");
  // The join happens in the server's connection handler; give the adapter its subscription.
  await sleep(100);
  return client;
}

describe("a process closing its sockets", () => {
  it("lets a running handler's event reach the other process's sockets before Redis goes", async () => {
    const closing = await startProcess();
    const staying = await startProcess();
    const listener = await listenerOn(staying.origin);
    const arrived = nextEvent<string>(listener, "late");

    // As a chat message still being stored when the connections close: sent 300 ms later.
    void closing.realtime.track(
      sleep(300).then(() => {
        closing.io.to("room").emit("late", "stored while closing");
      }),
    );
    await closing.realtime.close();

    expect(await arrived).toBe("stored while closing");
  });

  it("logs an event it can no longer publish instead of failing the process", async () => {
    const lines: string[] = [];
    const closing = await startProcess(lines);
    await closing.realtime.close();

    // After Redis is gone: an unhandled rejection here would end a real process (and fail this
    // test run).
    closing.io.to("room").emit("too late", 1);
    await expect
      .poll(() => lines.join(""))
      .toContain("socket event not published to the other processes");
  });
});

import { createServer, type Server as HttpServer } from "node:http";
import type { AddressInfo } from "node:net";
import { pino } from "pino";
import type { Socket } from "socket.io-client";
import { afterEach, describe, expect, it } from "vitest";
import { nextEvent, openSocket } from "#tests/support/socket-client.ts";
import { Realtime } from "./realtime.ts";

const sockets: Socket[] = [];
const servers: HttpServer[] = [];

afterEach(async () => {
  for (const socket of sockets.splice(0)) socket.disconnect();
  await Promise.all(
    servers.splice(0).map((server) => new Promise((resolve) => server.close(resolve))),
  );
});

async function listeningRealtime(): Promise<{ realtime: Realtime; origin: string }> {
  const server = createServer();
  servers.push(server);
  const realtime = new Realtime();
  realtime.attach(server, {
    resolveViewer: async () => null,
    guestIdFromToken: () => null,
    redisUrl: undefined,
    redisKeyPrefix: "test:",
    log: pino({ level: "silent" }),
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return { realtime, origin: `http://127.0.0.1:${port}` };
}

describe("Realtime.close", () => {
  it("closes connections so clients reconnect (to another process behind the proxy), never telling them to stay away", async () => {
    const { realtime, origin } = await listeningRealtime();
    const client = openSocket(origin, sockets, { reconnect: true });
    await nextEvent(client, "connect");

    const disconnected = nextEvent<string>(client, "disconnect");
    await realtime.close();
    const reason = await disconnected;

    // "io server disconnect" would leave the chat and live order pages offline until a reload.
    expect(reason).not.toBe("io server disconnect");
    expect(client.active).toBe(true);
  });
});

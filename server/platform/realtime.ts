import type { Server as HttpServer } from "node:http";
import { createAdapter } from "@socket.io/redis-adapter";
import type { FastifyBaseLogger } from "fastify";
import { Redis } from "ioredis";
import { Server } from "socket.io";
import type { ChatHandshakeAuth } from "#contracts/chat.ts";
import type { Viewer, ViewerResolver } from "./auth-guard.ts";

/**
 * Socket.IO on the shop's own port. The handshake resolves the viewer with the same resolver as
 * the API (`auth: { token }`), guests included; a signed-in socket joins its user's room, so a
 * change (an order moving on) reaches every open page of that user. A returning guest shows the
 * signed guest identity it was given (`auth: { guestToken }`) and keeps its id. With REDIS_URL
 * the Redis adapter carries events between processes. Domains add their own handlers through
 * `io`.
 */
export class Realtime {
  #io: Server | undefined;
  #redis: Redis[] = [];

  attach(
    server: HttpServer,
    options: {
      resolveViewer: ViewerResolver;
      /** The guest id a guest token vouches for, or null when it does not verify. */
      guestIdFromToken: (token: string) => string | null;
      redisUrl: string | undefined;
      redisKeyPrefix: string;
      log: FastifyBaseLogger;
    },
  ): Server {
    const io = new Server(server, {
      serveClient: false,
      // Same origin only: the page and the socket share the shop's origin.
      cors: undefined,
      connectionStateRecovery: { maxDisconnectionDuration: 2 * 60_000 },
      // Room for a chat event a little over 1 MB, so an oversized one is answered by its schema
      // with an error instead of dropping the connection.
      maxHttpBufferSize: 2 * 1024 * 1024,
    });
    if (options.redisUrl) {
      const pub = new Redis(options.redisUrl);
      const sub = pub.duplicate();
      this.#redis = [pub, sub];
      io.adapter(createAdapter(pub, sub, { key: `${options.redisKeyPrefix}socket.io` }));
    }
    io.use(async (socket, next) => {
      try {
        const auth = socket.handshake.auth as ChatHandshakeAuth | undefined;
        const token = auth?.token;
        const viewer: Viewer = (typeof token === "string" && token.length < 4096
          ? await options.resolveViewer(token)
          : null) ?? { kind: "guest" };
        socket.data.viewer = viewer;
        if (viewer.kind === "member") await socket.join(roomOf(viewer.userId));
        // A forged or altered guest token is ignored, never refused: the guest simply gets a
        // new identity, as on a first visit. A restored connection keeps the id it had.
        const guestId =
          typeof auth?.guestToken === "string" ? options.guestIdFromToken(auth.guestToken) : null;
        if (guestId) socket.data.guestId = guestId;
        next();
      } catch (error) {
        options.log.warn({ err: error }, "socket handshake failed");
        next(new Error("Failed to connect to server"));
      }
    });
    this.#io = io;
    return io;
  }

  /** Sends an event to every open page of one user (no-op before attach). */
  toUser(userId: string, event: string, payload: unknown): void {
    this.#io?.to(roomOf(userId)).emit(event, payload);
  }

  async close(): Promise<void> {
    await new Promise<void>((resolve) => {
      if (!this.#io) return resolve();
      // The HTTP server itself is closed by Fastify.
      this.#io.disconnectSockets(true);
      resolve();
    });
    await Promise.all(this.#redis.map((client) => client.quit().catch(() => {})));
  }
}

function roomOf(userId: string): string {
  return `user:${userId}`;
}

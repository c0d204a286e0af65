import type { Server as HttpServer, IncomingMessage } from "node:http";
import { BlockList, isIP } from "node:net";
import { setTimeout as sleep } from "node:timers/promises";
import { createAdapter } from "@socket.io/redis-adapter";
import type { FastifyBaseLogger } from "fastify";
import { Redis } from "ioredis";
import { Server } from "socket.io";
import type { ChatHandshakeAuth } from "#contracts/chat.ts";
import { socketTransports } from "#contracts/realtime-rules.ts";
import type { Viewer, ViewerResolver } from "./auth-guard.ts";

/** The longest close() waits for socket event handlers already running. */
const handlersSettleMs = 5_000;

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
  /** Socket event handlers still running: close() lets them finish before Redis goes. */
  readonly #inFlight = new Set<Promise<unknown>>();

  attach(
    server: HttpServer,
    options: {
      resolveViewer: ViewerResolver;
      /** The guest id a guest token vouches for, or null when it does not verify. */
      guestIdFromToken: (token: string) => string | null;
      redisUrl: string | undefined;
      redisKeyPrefix: string;
      log: FastifyBaseLogger;
      /** Which peers may name the client in X-Forwarded-For: the HTTP side's setting. */
      trustProxy?: false | number | string[];
      /** Open sockets allowed per client address (unlimited when unset). */
      socketsPerAddress?: number;
      /**
       * Extra rooms a handshake may join by what it shows (an order's signed link: the
       * `order:<id>` room of a guest's order page); none when it shows nothing valid.
       */
      roomsFor?: (auth: Record<string, unknown>) => Promise<string[]>;
    },
  ): Server {
    const io = new Server(server, {
      serveClient: false,
      // WebSocket only (the browser asks for nothing else): a proxy in front of several
      // processes keeps a WebSocket on one process without sticky routing (decision 0050).
      transports: socketTransports,
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
      // The adapter never awaits a publish: one refused (Redis unreachable past its retries, or
      // the connection closed at shutdown) would be an unhandled rejection that ends the process.
      // It is logged instead; that event then misses the other processes, as in any outage.
      const publish = pub.publish.bind(pub);
      pub.publish = ((channel: string | Buffer, message: string | Buffer) =>
        publish(channel, message).catch((error: unknown) => {
          options.log.warn({ err: error }, "socket event not published to the other processes");
          return 0;
        })) as typeof pub.publish;
      this.#redis = [pub, sub];
      io.adapter(createAdapter(pub, sub, { key: `${options.redisKeyPrefix}socket.io` }));
    }
    const addressOf = clientAddressResolver(options.trustProxy ?? false);
    const socketsPerAddress = options.socketsPerAddress ?? Number.POSITIVE_INFINITY;
    const openByAddress = new Map<string, number>();
    io.use(async (socket, next) => {
      try {
        const address = addressOf(socket.request);
        // Counted where a connection is accepted (below), checked here, so a refused one is told
        // why in its connect_error instead of being dropped after connecting.
        if ((openByAddress.get(address) ?? 0) >= socketsPerAddress) {
          next(new Error(tooManyConnections));
          return;
        }
        socket.data.address = address;
        const auth = socket.handshake.auth as
          | (ChatHandshakeAuth & Record<string, unknown>)
          | undefined;
        const token = auth?.token;
        const viewer: Viewer = (typeof token === "string" && token.length < 4096
          ? await options.resolveViewer(token)
          : null) ?? { kind: "guest" };
        socket.data.viewer = viewer;
        if (viewer.kind === "member") await socket.join(roomOf(viewer.userId));
        const rooms = auth && options.roomsFor ? await options.roomsFor(auth) : [];
        if (rooms.length > 0) await socket.join(rooms);
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
    // Connections restored after a drop skip the middleware but still count.
    io.on("connection", (socket) => {
      const address: string = socket.data.address ?? addressOf(socket.request);
      socket.data.address = address;
      openByAddress.set(address, (openByAddress.get(address) ?? 0) + 1);
      socket.on("disconnect", () => {
        const left = (openByAddress.get(address) ?? 1) - 1;
        if (left <= 0) openByAddress.delete(address);
        else openByAddress.set(address, left);
      });
    });
    this.#io = io;
    return io;
  }

  /** Sends an event to every open page of one user (no-op before attach). */
  toUser(userId: string, event: string, payload: unknown): void {
    this.#io?.to(roomOf(userId)).emit(event, payload);
  }

  /**
   * Ends every open socket of one user, on every process (an account blocked): a server-side
   * disconnect, which tells the page not to reconnect by itself.
   */
  disconnectUser(userId: string): void {
    this.#io?.in(roomOf(userId)).disconnectSockets();
  }

  /** Sends an event to the sockets that joined `room` through `roomsFor` (no-op before attach). */
  toRoom(room: string, event: string, payload: unknown): void {
    this.#io?.to(room).emit(event, payload);
  }

  /**
   * Runs an event handler's work as one close() waits for: a chat message stored while its
   * connection closes is still broadcast through Redis to the other processes' sockets (its
   * sender's retry, elsewhere, finds it stored).
   */
  track<T>(work: Promise<T>): Promise<T> {
    this.#inFlight.add(work);
    const settled = (): void => {
      this.#inFlight.delete(work);
    };
    work.then(settled, settled);
    return work;
  }

  async close(): Promise<void> {
    await new Promise<void>((resolve) => {
      if (!this.#io) return resolve();
      // The HTTP server itself is closed by Fastify. The connections are closed rather than the
      // sockets disconnected: a Socket.IO disconnect tells a client never to come back, while a
      // closed connection makes it reconnect, through the proxy, to a process still running.
      this.#io.engine.close();
      resolve();
    });
    // Handlers already running finish (bounded: a stuck one must not hold the shutdown).
    const limit = sleep(handlersSettleMs, undefined, { ref: false });
    await Promise.race([Promise.allSettled([...this.#inFlight]), limit]);
    await Promise.all(this.#redis.map((client) => client.quit().catch(() => {})));
  }
}

/** The handshake's refusal when one address already has its share of open sockets. */
export const tooManyConnections =
  "Too many chat connections from your network. Please close other chat tabs and try again.";

/**
 * The client address of a handshake, resolved as Fastify resolves `request.ip` with the same
 * TRUST_PROXY setting: walk X-Forwarded-For from the nearest hop while the hop is a trusted
 * proxy (by address or CIDR, or within the hop count), and take the last address reached.
 * Nobody is trusted by default, so the address is the peer's own.
 */
export function clientAddressResolver(
  trustProxy: false | number | string[],
): (request: IncomingMessage) => string {
  const trusted = trustOf(trustProxy);
  return (request) => {
    const peer = request.socket.remoteAddress ?? "unknown";
    if (!trusted) return peer;
    const header = request.headers["x-forwarded-for"];
    const forwarded =
      typeof header === "string"
        ? header
            .split(",")
            .map((entry) => entry.trim())
            .filter((entry) => entry !== "")
            .reverse()
        : [];
    const chain = [peer, ...forwarded];
    let index = 0;
    while (index < chain.length - 1 && trusted(chain[index] as string, index)) index += 1;
    return chain[index] as string;
  };
}

function trustOf(
  trustProxy: false | number | string[],
): ((address: string, hop: number) => boolean) | null {
  if (trustProxy === false) return null;
  if (typeof trustProxy === "number") return (_address, hop) => hop < trustProxy;
  const list = new BlockList();
  for (const entry of trustProxy) {
    const [address = "", bits] = entry.split("/");
    const type = isIP(address) === 6 ? "ipv6" : "ipv4";
    if (bits === undefined) list.addAddress(address, type);
    else list.addSubnet(address, Number(bits), type);
  }
  return (address) => {
    // An IPv4 peer on a dual-stack socket is reported as ::ffff:a.b.c.d.
    const plain =
      address.startsWith("::ffff:") && isIP(address.slice(7)) === 4 ? address.slice(7) : address;
    const kind = isIP(plain);
    if (kind === 0) return false;
    return list.check(plain, kind === 6 ? "ipv6" : "ipv4");
  };
}

function roomOf(userId: string): string {
  return `user:${userId}`;
}

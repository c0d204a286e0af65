/**
 * The clients of `npm run test:cluster` (scripts/test-cluster.ts): HTTP requests as browsers send
 * them, every one timed and recorded, buyers who sign up through the development mailbox, and
 * chat members on Socket.IO. Each simulated person comes from a loopback address of its own
 * (127.x.y.z: Linux routes all of 127.0.0.0/8 to the loopback interface), so nginx forwards a
 * distinct client address and the shop's per-address limits see a crowd, not one machine.
 */
import { randomUUID } from "node:crypto";
import http from "node:http";
import { setTimeout as sleep } from "node:timers/promises";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { io as connectSocket, type Socket } from "socket.io-client";
import {
  type ChatOutbox,
  chatAckTimeoutMs,
  createChatOutbox,
} from "#app/features/chat/chat-outbox.ts";
import type { ChatMessageReply } from "#contracts/chat.ts";

let nextAddress = 0;

/** A loopback address no other simulated client has used in this run. */
export function newClientAddress(): string {
  nextAddress += 1;
  const n = nextAddress;
  return `127.${20 + ((n >> 16) & 63)}.${(n >> 8) & 255}.${n & 255 || 1}`;
}

export type Sample = {
  method: string;
  target: string;
  /** The HTTP status, or 0 when the request got no answer. */
  status: number;
  /** The connection error when there was no answer (ECONNRESET, ECONNREFUSED…). */
  error?: string;
  startedAt: number;
  endedAt: number;
};

/** Every request the clients sent, in the order they ended. */
export const samples: Sample[] = [];

/** A request that failed at the client: no answer at all, or a 5xx. */
export function failed(sample: Sample): boolean {
  return sample.status === 0 || sample.status >= 500;
}

/** What a browser sends besides the request itself: compression, a cookie, a user agent. */
const browserHeaders = {
  "accept-encoding": "br, gzip",
  cookie: "_ga=GA1.1.123456789.1700000000; _gid=GA1.1.987654321.1700000000",
  "user-agent": "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/154.0 Safari/537.36",
};

function decode(bytes: Buffer, encoding: string | undefined): string {
  if (encoding === "br") return brotliDecompressSync(bytes).toString("utf8");
  if (encoding === "gzip") return gunzipSync(bytes).toString("utf8");
  return bytes.toString("utf8");
}

export type Reply = { status: number; body: unknown; error?: string };

/**
 * One simulated person: its own address and kept-alive connections, as a browser tab has.
 * A request whose reused keep-alive connection was closed before any answer (an nginx reload
 * closes idle ones) is sent again once, as browsers do; nothing else is retried here.
 */
export class Client {
  readonly address: string;
  readonly #agent: http.Agent;
  readonly #port: number;
  token: string | undefined;

  constructor(port: number, address = newClientAddress()) {
    this.address = address;
    this.#port = port;
    this.#agent = new http.Agent({ keepAlive: true, maxSockets: 2, localAddress: address });
  }

  close(): void {
    this.#agent.destroy();
  }

  page(target: string): Promise<Reply> {
    return this.send("GET", target, { accept: "text/html,application/xhtml+xml,*/*;q=0.8" });
  }

  api(
    method: string,
    target: string,
    body?: unknown,
    headers: Record<string, string> = {},
  ): Promise<Reply> {
    return this.send(method, target, { accept: "application/json", ...headers }, body);
  }

  send(
    method: string,
    target: string,
    headers: Record<string, string>,
    body?: unknown,
  ): Promise<Reply> {
    const payload = body === undefined ? undefined : JSON.stringify(body);
    const attempt = (retried: boolean): Promise<Reply> =>
      new Promise((resolve) => {
        const startedAt = Date.now();
        const finish = (status: number, parsed: unknown, error?: string) => {
          samples.push({
            method,
            target,
            status,
            startedAt,
            endedAt: Date.now(),
            ...(error ? { error } : {}),
          });
          resolve({ status, body: parsed, ...(error ? { error } : {}) });
        };
        const request = http.request(
          {
            agent: this.#agent,
            host: "127.0.0.1",
            port: this.#port,
            method,
            path: target,
            headers: {
              ...browserHeaders,
              ...headers,
              ...(payload ? { "content-type": "application/json" } : {}),
              ...(this.token ? { authorization: `Bearer ${this.token}` } : {}),
            },
          },
          (response) => {
            const chunks: Buffer[] = [];
            response.on("data", (chunk: Buffer) => chunks.push(chunk));
            response.on("error", (error) => finish(0, null, error.message));
            response.on("end", () => {
              const status = response.statusCode ?? 0;
              // JSON answers are read (decompressed as a browser would); pages only drained.
              let parsed: unknown = null;
              if (String(response.headers["content-type"]).includes("json")) {
                try {
                  parsed = JSON.parse(
                    decode(Buffer.concat(chunks), response.headers["content-encoding"]),
                  );
                } catch {
                  parsed = null;
                }
              }
              finish(status, parsed);
            });
          },
        );
        request.setTimeout(30_000, () => request.destroy(new Error("ETIMEDOUT")));
        request.on("error", (error: NodeJS.ErrnoException) => {
          if (request.reusedSocket && !retried && error.code === "ECONNRESET") {
            resolve(attempt(true));
          } else {
            finish(0, null, error.code ?? error.message);
          }
        });
        request.end(payload);
      });
    return attempt(false);
  }
}

// biome-ignore lint/suspicious/noExplicitAny: replies are checked by the API tests; a few fields are read here.
type Loose = any;

export type Account = { email: string; password: string; name: string; token: string };

/** Signs up through the development mailbox (demo mode) and signs in; undefined on any refusal. */
export async function signUp(client: Client, label: string): Promise<Account | undefined> {
  const email = `${label}.${randomUUID().slice(0, 8)}@example.com`;
  const password = "Cluster-Test-Password-9";
  const name = `Player ${label}`;
  const requested = await client.api("POST", "/api/users/signup/request", {
    name,
    email,
    dob: "1990-01-01",
    password,
    confirmPassword: password,
  });
  if (requested.status !== 200) return undefined;
  let code: string | undefined;
  for (let i = 0; i < 100 && !code; i++) {
    const box = await client.api("GET", `/api/dev/mailbox?to=${encodeURIComponent(email)}`);
    code = (box.body as Loose)?.data?.[0]?.subject?.match(/\d{6}/)?.[0];
    if (!code) await sleep(200);
  }
  if (!code) return undefined;
  const verified = await client.api("POST", "/api/users/signup/verify", { email, otp: code });
  if (verified.status !== 200) return undefined;
  const token = await logIn(client, email, password);
  if (!token) return undefined;
  client.token = token;
  return { email, password, name, token };
}

/** The access token of a successful login, or undefined. */
export async function logIn(
  client: Client,
  email: string,
  password: string,
): Promise<string | undefined> {
  const login = await client.api("POST", "/api/users/login", { email, password });
  return login.status === 200 ? ((login.body as Loose)?.token as string) : undefined;
}

/**
 * One purchase as a browser makes it: checkout (buy now) and payment on the sandbox page. A
 * request that gets no answer or a 5xx is sent again, as a buyer presses the button again: the
 * checkout under the same Idempotency-Key, so it can never make a second order.
 */
export async function purchase(
  client: Client,
  account: Account,
  packageId: string,
  playerId: string,
): Promise<{ orderId: string; attempts: number } | { refused: string }> {
  const key = randomUUID();
  let attempts = 0;
  const persist = async (call: () => Promise<Reply>): Promise<Reply> => {
    for (;;) {
      attempts++;
      const reply = await call();
      if (reply.status !== 0 && reply.status < 500) return reply;
      if (attempts > 20) return reply;
      await sleep(500);
    }
  };
  const checkout = await persist(() =>
    client.api(
      "POST",
      "/api/checkout",
      {
        buyNow: { packageId, quantity: 1, player: { fields: { playerId } } },
        paymentMethod: "card",
        email: account.email,
      },
      { "idempotency-key": key },
    ),
  );
  if (checkout.status !== 200) {
    return { refused: `checkout ${checkout.status} ${JSON.stringify(checkout.body)}` };
  }
  const data = (checkout.body as Loose).data;
  const sessionId = new URL(data.redirectUrl).pathname.split("/").pop();
  const before = attempts;
  const paid = await persist(() =>
    client.api("POST", `/api/sandbox/payments/${sessionId}/pay`, {
      cardNumber: "4242424242424242",
      expiry: "12/30",
      cvc: "123",
      name: "Cluster Buyer",
    }),
  );
  // Pressed again after an attempt that got no answer: "already settled" means that attempt paid.
  const paidByLostAttempt = paid.status === 409 && attempts > before + 1;
  if (paid.status !== 200 && !paidByLostAttempt) {
    return { refused: `payment ${paid.status} ${JSON.stringify(paid.body)}` };
  }
  return { orderId: data.orderId as string, attempts };
}

/**
 * A signed-in member in the community room over WebSocket through nginx, as the browser's chat
 * is: it joins again after every reconnect and sends through the browser's own outbox
 * (app/features/chat/chat-outbox.ts): each message with a client id, sent again after a
 * reconnect until the shop acknowledges it.
 */
export class ChatMember {
  readonly socket: Socket;
  readonly name: string;
  /** Ids of every message this member was shown: live, or in a history on (re)joining. */
  readonly seen = new Set<string>();
  /** Stored ids of the messages this member sent, by client id. */
  readonly acknowledged = new Map<string, string>();
  readonly refused: string[] = [];
  sent = 0;
  joins = 0;
  disconnects = 0;
  readonly #outbox: ChatOutbox;

  constructor(port: number, account: Account, address: string) {
    this.name = account.name;
    this.socket = connectSocket(`http://127.0.0.1:${port}`, {
      transports: ["websocket"],
      auth: { token: account.token },
      localAddress: address,
      reconnectionDelay: 250,
      reconnectionDelayMax: 2_000,
    } as Parameters<typeof connectSocket>[1]);
    this.#outbox = createChatOutbox({
      send: (message, done) => {
        this.socket
          .timeout(chatAckTimeoutMs)
          .emit("chatMessage", message, (error: Error | null, reply?: ChatMessageReply) => {
            if (!error && reply?.ok) this.acknowledged.set(message.clientId, reply.messageId);
            done(error, reply);
          });
      },
      onRefused: (error) => this.refused.push(error),
    });
    this.socket.on("connect", () => {
      this.socket.emit("joinRoom", {
        roomId: "gameZoneChat",
        user: { id: "ignored", name: "ignored" },
      });
    });
    this.socket.on("disconnect", () => {
      this.disconnects++;
      this.#outbox.close();
    });
    this.socket.on("joined", () => {
      this.joins++;
      this.#outbox.open();
    });
    this.socket.on("messageHistory", (messages: { _id: string }[]) => {
      for (const message of messages) this.seen.add(message._id);
    });
    this.socket.on("message", (message: { _id: string }) => {
      this.seen.add(message._id);
    });
  }

  say(text: string): void {
    this.sent++;
    this.#outbox.add(text, null);
  }

  /** Messages still waiting for the shop's answer. */
  get pending(): number {
    return this.#outbox.pending;
  }

  close(): void {
    this.socket.close();
  }
}

/** The q-th quantile (0..1) of `values` in milliseconds, 0 for none. */
export function quantile(values: number[], q: number): number {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)] ?? 0;
}

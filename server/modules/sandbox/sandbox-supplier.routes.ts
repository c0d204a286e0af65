import { createHash, randomBytes, randomInt } from "node:crypto";
import type { ServerResponse } from "node:http";
import { setTimeout as sleep } from "node:timers/promises";
import { eq, sql } from "drizzle-orm";
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from "fastify";
import { z } from "zod";
import type { Db } from "#db/client.ts";
import { sandboxSupplierDeliveries } from "#db/schema/buying.ts";
import { games } from "#db/schema/catalogue.ts";
import type { Config } from "#server/config.ts";
import {
  signSupplierMessage,
  supplierSignatureHeader,
  verifySupplierSignature,
} from "#server/platform/supplier/http-supplier.ts";
import type { DeliveryOutcome } from "#server/platform/supplier/top-up-supplier.ts";

export type SandboxSupplierOptions = {
  db: Db;
  /** The key the shop's HttpSupplier signs with (resolveSupplierSecret). */
  secret: string;
  faults: Config["supplier"]["sandbox"];
  /** Decides the injected faults; tests pass a fixed sequence. */
  random?: () => number;
};

/**
 * Longer than the longest SUPPLIER_TIMEOUT_MS the config accepts (120 s): a "timed-out" answer
 * is held until the client gives up, and only this cap ends it if the client never does.
 */
const hangCapMs = 125_000;

const fieldsSchema = z
  .record(z.string().min(1).max(64), z.string().max(200))
  .refine((fields) => Object.keys(fields).length > 0 && Object.keys(fields).length <= 10);

const validateBodySchema = z.object({ game: z.string().min(1).max(100), fields: fieldsSchema });

const deliverBodySchema = z.object({
  reference: z.string().min(1).max(200),
  sku: z.string().min(1).max(200),
  quantity: z.number().int().min(1).max(100),
  game: z.string().min(1).max(100),
  fields: fieldsSchema,
  kind: z.enum(["direct", "code"]).optional(),
});

/** Demo rule, so testers can reach the "no such player" path on purpose: IDs ending in 0000. */
function playerExists(fields: Record<string, string>): boolean {
  return !Object.values(fields).some((value) => value.trim().endsWith("0000"));
}

/**
 * Demo rule for the refund path: a player ID ending in 9999 exists, but every top-up to it is
 * refused for good (as a game does for an account barred from top-ups).
 */
function topUpsRefused(fields: Record<string, string>): boolean {
  return Object.values(fields).some((value) => value.trim().endsWith("9999"));
}

/**
 * Demo rule for game maintenance: a player ID ending in 7777 belongs to a game whose servers are
 * under maintenance for the first delivery attempt of each purchase (the shop waits and tries
 * again, and the next attempt with the same reference is delivered); one ending in 8888 to a game
 * that stays under maintenance on every attempt (the shop waits out its window, then refunds).
 * Remembered per process.
 */
function underMaintenance(fields: Record<string, string>): "first attempt" | "always" | null {
  const values = Object.values(fields).map((value) => value.trim());
  if (values.some((value) => value.endsWith("8888"))) return "always";
  if (values.some((value) => value.endsWith("7777"))) return "first attempt";
  return null;
}

/**
 * Demo rule for staff retries: a player ID ending in 6666 is refused for good on the first
 * delivery attempt of each purchase and accepted on any later attempt with the same reference,
 * as after an admin's retry. Remembered per process.
 */
function refusedOnFirstAttempt(fields: Record<string, string>): boolean {
  return Object.values(fields).some((value) => value.trim().endsWith("6666"));
}

// biome-ignore format: a word list reads best packed
const nicknameFirst = [
  "Shadow", "Crimson", "Silent", "Neon", "Frost", "Storm", "Iron", "Void", "Blaze", "Lunar",
  "Rogue", "Savage", "Cosmic", "Phantom", "Toxic", "Golden", "Hyper", "Mystic", "Turbo", "Wild",
];

// biome-ignore format: a word list reads best packed
const nicknameSecond = [
  "Fox", "Wolf", "Viper", "Ninja", "Hawk", "Dragon", "Reaper", "Tiger", "Ghost", "Knight",
  "Sniper", "Falcon", "Raven", "Titan", "Panda", "Cobra", "Samurai", "Wizard", "Phoenix", "Lynx",
];

/** The same account always gets the same name, so the checkout shows a stable nickname. */
function nicknameFor(game: string, fields: Record<string, string>): string {
  const canonical = Object.keys(fields)
    .sort()
    .map((key) => `${key}=${(fields[key] ?? "").trim()}`)
    .join("\n");
  const hash = createHash("sha256").update(`${game}\n${canonical}`).digest();
  const first = nicknameFirst[hash.readUInt16BE(0) % nicknameFirst.length];
  const second = nicknameSecond[hash.readUInt16BE(2) % nicknameSecond.length];
  return `${first}${second}_${100 + (hash.readUInt16BE(4) % 900)}`;
}

// No 0/O or 1/I: a code is typed in by hand. 32 symbols, so `byte % 32` is unbiased.
const codeAlphabet = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789";

function giftCode(): string {
  const symbols = [...randomBytes(16)].map((byte) => codeAlphabet[byte % codeAlphabet.length]);
  return [0, 4, 8, 12].map((start) => symbols.slice(start, start + 4).join("")).join("-");
}

function serialNumber(): string {
  return `SN${String(randomInt(0, 1_000_000)).padStart(6, "0")}${String(randomInt(0, 1_000_000)).padStart(6, "0")}`;
}

type DeliveryRow = typeof sandboxSupplierDeliveries.$inferSelect;

function outcomeOf(row: DeliveryRow): DeliveryOutcome {
  return {
    status: "delivered",
    transactionId: row.transactionId,
    ...(row.code ? { code: row.code } : {}),
    ...(row.serialNumber ? { serialNumber: row.serialNumber } : {}),
  };
}

/**
 * Records a delivery, or counts one more request for a reference already delivered, in one
 * statement: two concurrent requests for one reference cannot both deliver. The returned row is
 * the stored one, so a repeat gets the first answer (same transaction id, same code).
 */
async function recordDelivery(
  db: Db,
  input: z.infer<typeof deliverBodySchema>,
  kind: "direct" | "code",
): Promise<DeliveryRow> {
  const [row] = await db
    .insert(sandboxSupplierDeliveries)
    .values({
      reference: input.reference,
      sku: input.sku,
      quantity: input.quantity,
      game: input.game,
      playerFields: input.fields,
      transactionId: `SBX-${randomBytes(8).toString("hex").toUpperCase()}`,
      code: kind === "code" ? giftCode() : null,
      serialNumber: kind === "code" ? serialNumber() : null,
    })
    .onConflictDoUpdate({
      target: sandboxSupplierDeliveries.reference,
      set: { requests: sql`${sandboxSupplierDeliveries.requests} + 1` },
    })
    .returning();
  if (!row) throw new Error("sandbox supplier: upsert returned no row");
  return row;
}

/**
 * A real supplier knows its own SKUs; the sandbox asks the shop's catalogue when the shop did
 * not say which kind of delivery it wants.
 */
async function deliveryKindOf(db: Db, slug: string): Promise<"direct" | "code"> {
  const [row] = await db
    .select({ kind: games.deliveryKind })
    .from(games)
    .where(eq(games.slug, slug))
    .limit(1);
  return row?.kind ?? "direct";
}

/** How many references the sandbox delivered and how many delivery requests it received. */
export async function countSupplierDeliveries(
  db: Db,
): Promise<{ references: number; requests: number }> {
  const [row] = await db
    .select({
      references: sql<number>`count(*)::int`,
      requests: sql<number>`coalesce(sum(${sandboxSupplierDeliveries.requests}), 0)::int`,
    })
    .from(sandboxSupplierDeliveries);
  return { references: Number(row?.references ?? 0), requests: Number(row?.requests ?? 0) };
}

/** Resolves when the client has gone (it timed out) or after `ms`, whichever comes first. */
function untilClientLeaves(response: ServerResponse, ms: number): Promise<void> {
  if (response.destroyed) return Promise.resolve();
  return new Promise((resolve) => {
    const timer = setTimeout(finish, ms);
    function finish() {
      clearTimeout(timer);
      response.off("close", finish);
      resolve();
    }
    response.once("close", finish);
  });
}

/**
 * Demo mode's top-up supplier (registered at /sandbox/supplier, outside /api): the same signed
 * HTTP protocol a reseller speaks, so the shop runs its one real adapter against it. Deliveries
 * are recorded per reference and never made twice. Faults are injected per request: latency
 * before every answer, "busy" refusals and lost answers on deliveries, so the retry and
 * reconciliation paths can be seen working without a real supplier.
 */
export const sandboxSupplierRoutes: FastifyPluginAsync<SandboxSupplierOptions> = async (
  app,
  options,
) => {
  const { db, secret, faults } = options;
  const random = options.random ?? Math.random;
  const hanging = new Set<ServerResponse>();
  // References already refused once by the 7777 or 6666 rule (bounded: a demo never has this
  // many).
  const refusedOnce = new Set<string>();
  /** Whether this is the first time the reference is refused (remembers it). */
  const firstRefusal = (reference: string): boolean => {
    if (refusedOnce.has(reference)) return false;
    if (refusedOnce.size > 10_000) refusedOnce.clear();
    refusedOnce.add(reference);
    return true;
  };

  // The signature covers the exact bytes sent, so keep the body as text and parse it after
  // checking. This parser replaces the JSON one only inside this plugin.
  app.removeContentTypeParser("application/json");
  app.addContentTypeParser(
    "application/json",
    { parseAs: "string", bodyLimit: 64 * 1024 },
    (_request, body, done) => done(null, body),
  );

  function answer(request: FastifyRequest, reply: FastifyReply, status: number, payload: unknown) {
    const body = JSON.stringify(payload);
    const path = request.url;
    return reply
      .code(status)
      .header("cache-control", "no-store")
      .header("content-type", "application/json; charset=utf-8")
      .header(
        supplierSignatureHeader,
        signSupplierMessage(secret, { method: request.method, path, body }),
      )
      .send(body);
  }

  /** The signed JSON body, or undefined after answering 401/400 for it. */
  function readBody<T extends z.ZodType>(
    request: FastifyRequest,
    reply: FastifyReply,
    schema: T,
  ): z.infer<T> | undefined {
    const raw = typeof request.body === "string" ? request.body : "";
    let parsed: unknown;
    try {
      parsed = JSON.parse(raw);
    } catch {
      void answer(request, reply, 400, { error: "invalid_request" });
      return undefined;
    }
    const result = schema.safeParse(parsed);
    if (!result.success) {
      void answer(request, reply, 400, { error: "invalid_request" });
      return undefined;
    }
    return result.data;
  }

  app.addHook("preHandler", async (request, reply) => {
    const body = typeof request.body === "string" ? request.body : "";
    const message = { method: request.method, path: request.url, body };
    if (!verifySupplierSignature(secret, request.headers[supplierSignatureHeader], message)) {
      return answer(request, reply, 401, { error: "invalid_signature" });
    }
    if (faults.latencyMs > 0) await sleep(faults.latencyMs);
  });

  // A held answer must not keep the app from closing.
  app.addHook("preClose", (done) => {
    for (const response of hanging) response.destroy();
    done();
  });

  app.post("/players/validate", { schema: { hide: true } }, async (request, reply) => {
    const body = readBody(request, reply, validateBodySchema);
    if (!body) return reply;
    if (!playerExists(body.fields))
      return answer(request, reply, 404, { error: "player_not_found" });
    return answer(request, reply, 200, { nickname: nicknameFor(body.game, body.fields) });
  });

  app.post("/deliveries", { schema: { hide: true } }, async (request, reply) => {
    const body = readBody(request, reply, deliverBodySchema);
    if (!body) return reply;
    // Decided up front, one draw each, so a test's `random` sequence maps to faults plainly.
    const busy = random() < faults.failureRate;
    const loseAnswer = random() < faults.timeoutRate;
    if (busy) {
      return answer(request, reply, 200, {
        status: "failed",
        retryable: true,
        reason: "Supplier busy",
      });
    }
    if (!playerExists(body.fields)) {
      return answer(request, reply, 200, {
        status: "failed",
        retryable: false,
        reason: "Player not found",
      });
    }
    if (topUpsRefused(body.fields)) {
      return answer(request, reply, 200, {
        status: "failed",
        retryable: false,
        reason: "The game refused top-ups to this account",
      });
    }
    const maintenance = underMaintenance(body.fields);
    if (
      maintenance === "always" ||
      (maintenance === "first attempt" && firstRefusal(body.reference))
    ) {
      return answer(request, reply, 200, {
        status: "failed",
        retryable: true,
        maintenance: true,
        reason: "The game's servers are under maintenance",
      });
    }
    if (refusedOnFirstAttempt(body.fields) && firstRefusal(body.reference)) {
      return answer(request, reply, 200, {
        status: "failed",
        retryable: false,
        reason: "The game refused this top-up",
      });
    }
    const row = await recordDelivery(db, body, body.kind ?? (await deliveryKindOf(db, body.game)));
    if (loseAnswer) {
      // Delivered, but the shop never hears so: it must ask GET /deliveries/:reference.
      reply.hijack();
      hanging.add(reply.raw);
      await untilClientLeaves(reply.raw, hangCapMs);
      hanging.delete(reply.raw);
      reply.raw.destroy();
      return reply;
    }
    return answer(request, reply, 200, outcomeOf(row));
  });

  app.get<{ Params: { reference: string } }>(
    "/deliveries/:reference",
    { schema: { hide: true } },
    async (request, reply) => {
      const [row] = await db
        .select()
        .from(sandboxSupplierDeliveries)
        .where(eq(sandboxSupplierDeliveries.reference, request.params.reference))
        .limit(1);
      return answer(request, reply, 200, row ? outcomeOf(row) : { status: "unknown" });
    },
  );
};

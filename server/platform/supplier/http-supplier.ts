import { createHmac, timingSafeEqual } from "node:crypto";
import { z } from "zod";
import { AppError } from "#contracts/errors-rules.ts";
import type { Config } from "#server/config.ts";
import {
  type DeliveryOutcome,
  type PlayerAccount,
  type StatusOutcome,
  SupplierAmbiguousError,
  type TopUpSupplier,
} from "./top-up-supplier.ts";

/** Header carrying `t=<unix seconds>,v1=<hex HMAC-SHA256>` on every request and response. */
export const supplierSignatureHeader = "x-signature";

/** A signature older (or further ahead) than this is refused: a captured message cannot be replayed later. */
export const supplierSignatureMaxAgeSeconds = 300;

/**
 * What a signature covers. Responses are signed over the request's method and path too, so an
 * answer cannot be lifted from one call and passed off as the answer to another.
 */
export type SupplierMessage = { method: string; path: string; body: string };

function digest(secret: string, timestamp: number, message: SupplierMessage): string {
  return createHmac("sha256", secret)
    .update(`${timestamp}.${message.method.toUpperCase()}.${message.path}.${message.body}`)
    .digest("hex");
}

/** The X-Signature value for a message sent now (or at `nowSeconds`). */
export function signSupplierMessage(
  secret: string,
  message: SupplierMessage,
  nowSeconds: number = Math.floor(Date.now() / 1000),
): string {
  return `t=${nowSeconds},v1=${digest(secret, nowSeconds, message)}`;
}

/**
 * Whether `header` is a valid, fresh signature of `message`. Several v1 entries are accepted
 * (either side may be rotating its secret); any one matching is enough.
 */
export function verifySupplierSignature(
  secret: string,
  header: string | string[] | undefined,
  message: SupplierMessage,
  nowSeconds: number = Math.floor(Date.now() / 1000),
): boolean {
  if (typeof header !== "string" || header.length > 1_000) return false;
  let timestamp: number | undefined;
  const candidates: string[] = [];
  for (const part of header.split(",")) {
    const [key, value = ""] = part.trim().split("=", 2);
    if (key === "t" && /^[0-9]{1,12}$/.test(value)) timestamp = Number(value);
    if (key === "v1" && /^[0-9a-f]{64}$/.test(value)) candidates.push(value);
  }
  if (timestamp === undefined || candidates.length === 0) return false;
  if (Math.abs(nowSeconds - timestamp) > supplierSignatureMaxAgeSeconds) return false;
  const expected = Buffer.from(digest(secret, timestamp, message), "hex");
  return candidates.some((candidate) => timingSafeEqual(Buffer.from(candidate, "hex"), expected));
}

const nicknameSchema = z.object({ nickname: z.string().min(1).max(100) });
const playerNotFoundSchema = z.object({ error: z.literal("player_not_found") });
const outcomeSchema = z.discriminatedUnion("status", [
  z.object({
    status: z.literal("delivered"),
    transactionId: z.string().min(1).max(200),
    code: z.string().min(1).max(500).nullish(),
    serialNumber: z.string().min(1).max(200).nullish(),
  }),
  z.object({
    status: z.literal("failed"),
    reason: z.string().max(500),
    retryable: z.boolean(),
    // A refusal for now because the game is under maintenance (an adapter that does not know the
    // flag still reads it as a retryable refusal).
    maintenance: z.boolean().optional(),
  }),
  z.object({ status: z.literal("pending") }),
]);
const statusSchema = z.union([outcomeSchema, z.object({ status: z.literal("unknown") })]);

/** The supplier's answer in our terms; optional fields left out rather than null. */
function toOutcome(parsed: z.infer<typeof outcomeSchema>): DeliveryOutcome {
  switch (parsed.status) {
    case "delivered":
      return {
        status: "delivered",
        transactionId: parsed.transactionId,
        ...(parsed.code ? { code: parsed.code } : {}),
        ...(parsed.serialNumber ? { serialNumber: parsed.serialNumber } : {}),
      };
    case "failed":
      if (parsed.retryable && parsed.maintenance) {
        return { status: "maintenance", reason: parsed.reason };
      }
      return parsed.retryable
        ? { status: "failed", reason: parsed.reason, retryable: true }
        : { status: "failed", reason: parsed.reason, retryable: false };
    case "pending":
      return { status: "pending" };
  }
}

/** Anything short of a verified, well-formed answer; each caller decides what it means. */
class SupplierCallError extends Error {
  override name = "SupplierCallError";
}

type SupplierAnswer = { status: number; body: unknown };

export type HttpSupplierOptions = {
  /** The supplier's API root, e.g. https://reseller.example/v1 (no trailing slash needed). */
  baseUrl: string;
  secret: string;
  timeoutMs: number;
};

/** What the adapter can send beyond the port's input (the gift-card games need codes back). */
export type DeliverRequest = Parameters<TopUpSupplier["deliver"]>[0] & {
  kind?: "direct" | "code";
};

/**
 * The product's one supplier adapter: JSON over HTTP, every request and every answer
 * HMAC-signed. A player check that cannot be completed fails closed (SUPPLIER_UNAVAILABLE, so
 * nothing is sold for an unchecked account); a delivery whose answer is lost or unverifiable is
 * ambiguous, never "failed", because the supplier may have delivered it.
 */
export class HttpSupplier implements TopUpSupplier {
  readonly #baseUrl: string;
  readonly #secret: string;
  readonly #timeoutMs: number;

  constructor(options: HttpSupplierOptions) {
    this.#baseUrl = options.baseUrl.replace(/\/+$/, "");
    this.#secret = options.secret;
    this.#timeoutMs = options.timeoutMs;
  }

  async validatePlayer(player: PlayerAccount): Promise<{ nickname: string }> {
    let answer: SupplierAnswer;
    try {
      answer = await this.#call("POST", "/players/validate", {
        game: player.game,
        fields: player.fields,
      });
    } catch (error) {
      throw unavailable(error);
    }
    if (answer.status === 404 && playerNotFoundSchema.safeParse(answer.body).success) {
      throw new AppError(
        "PLAYER_NOT_FOUND",
        "No player found with this ID. Check it and try again.",
      );
    }
    const parsed = answer.status === 200 ? nicknameSchema.safeParse(answer.body) : undefined;
    if (!parsed?.success) {
      throw unavailable(new SupplierCallError(`unexpected answer (HTTP ${answer.status})`));
    }
    return { nickname: parsed.data.nickname };
  }

  async deliver(input: DeliverRequest): Promise<DeliveryOutcome> {
    const answer = await this.#callOrAmbiguous("POST", "/deliveries", {
      reference: input.reference,
      sku: input.sku,
      quantity: input.quantity,
      game: input.player.game,
      fields: input.player.fields,
      ...(input.kind ? { kind: input.kind } : {}),
    });
    // Only a verified 200 says what happened; any other status leaves the delivery in doubt.
    const parsed = answer.status === 200 ? outcomeSchema.safeParse(answer.body) : undefined;
    if (!parsed?.success) {
      throw new SupplierAmbiguousError(`Supplier answered HTTP ${answer.status} to a delivery`);
    }
    return toOutcome(parsed.data);
  }

  async getStatus(reference: string): Promise<StatusOutcome> {
    const answer = await this.#callOrAmbiguous(
      "GET",
      `/deliveries/${encodeURIComponent(reference)}`,
    );
    const parsed = answer.status === 200 ? statusSchema.safeParse(answer.body) : undefined;
    if (!parsed?.success) {
      throw new SupplierAmbiguousError(`Supplier answered HTTP ${answer.status} to a status check`);
    }
    return parsed.data.status === "unknown" ? { status: "unknown" } : toOutcome(parsed.data);
  }

  async #callOrAmbiguous(method: "GET" | "POST", path: string, payload?: unknown) {
    try {
      return await this.#call(method, path, payload);
    } catch (error) {
      throw new SupplierAmbiguousError(`Supplier did not answer ${method} ${path} usably`, {
        cause: error,
      });
    }
  }

  /** One signed request; throws unless the answer carries a valid signature and parses as JSON. */
  async #call(method: "GET" | "POST", path: string, payload?: unknown): Promise<SupplierAnswer> {
    const url = new URL(`${this.#baseUrl}${path}`);
    const signedPath = `${url.pathname}${url.search}`;
    const body = payload === undefined ? "" : JSON.stringify(payload);
    let status: number;
    let text: string;
    let signature: string | null;
    try {
      const response = await fetch(url, {
        method,
        headers: {
          accept: "application/json",
          ...(payload === undefined ? {} : { "content-type": "application/json" }),
          [supplierSignatureHeader]: signSupplierMessage(this.#secret, {
            method,
            path: signedPath,
            body,
          }),
        },
        ...(payload === undefined ? {} : { body }),
        // Covers connecting, waiting and reading the body: a trickling answer times out too.
        signal: AbortSignal.timeout(this.#timeoutMs),
        redirect: "error",
      });
      status = response.status;
      signature = response.headers.get(supplierSignatureHeader);
      text = await response.text();
    } catch (error) {
      throw new SupplierCallError(`${method} ${signedPath} failed`, { cause: error });
    }
    const message = { method, path: signedPath, body: text };
    if (!verifySupplierSignature(this.#secret, signature ?? undefined, message)) {
      throw new SupplierCallError(`${method} ${signedPath}: answer not signed by the supplier`);
    }
    try {
      return { status, body: JSON.parse(text) as unknown };
    } catch (error) {
      throw new SupplierCallError(`${method} ${signedPath}: answer is not JSON`, { cause: error });
    }
  }
}

function unavailable(cause: unknown): AppError {
  return new AppError(
    "SUPPLIER_UNAVAILABLE",
    "We can't check players right now. Please try again in a minute.",
    { cause },
  );
}

/**
 * The key both sides sign with: SUPPLIER_SECRET, else (demo mode) the secret the caller derived
 * for the sandbox. The sandbox must be registered with this same value.
 */
export function resolveSupplierSecret(config: Config, demoSecret: string): string {
  return config.supplier.secret ?? demoSecret;
}

/**
 * The shop's supplier: SUPPLIER_URL, or in demo mode the sandbox supplier this same app serves
 * under `${origin}/sandbox/supplier`. Production mode never starts without SUPPLIER_URL.
 */
export function createSupplier(config: Config, secret: string, origin: string): TopUpSupplier {
  const baseUrl =
    config.supplier.url ??
    (config.mode === "demo" ? `${origin.replace(/\/+$/, "")}/sandbox/supplier` : undefined);
  if (!baseUrl) throw new Error("SUPPLIER_URL is required outside demo mode");
  return new HttpSupplier({
    baseUrl,
    secret: resolveSupplierSecret(config, secret),
    timeoutMs: config.supplier.timeoutMs,
  });
}

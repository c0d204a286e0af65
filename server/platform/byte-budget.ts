import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { Redis } from "ioredis";
import { AppError } from "#contracts/errors-rules.ts";

export type ByteBudgetRule = {
  /** Names the counter (and its Redis keys): "chat-upload"... */
  name: string;
  /** Bytes one address may send per window. */
  bytes: number;
  windowMs: number;
};

type Count = { bytes: number; resetInMs: number };

// One fixed window per key: add, and start the window's expiry on the first bytes.
const spendScript = `
local total = redis.call('INCRBY', KEYS[1], ARGV[1])
local ttl = redis.call('PTTL', KEYS[1])
if ttl < 0 then
  redis.call('PEXPIRE', KEYS[1], ARGV[2])
  ttl = tonumber(ARGV[2])
end
return { total, ttl }`;

/**
 * Bytes per client address per window, beside the request count of `limitAttempts`
 * (rate-limits.ts): thirty requests of 10 MB are 300 MB to receive, sniff and decode. Counted in
 * Redis when REDIS_URL is set (every process shares the count), in this process's memory
 * otherwise; a Redis outage lets uploads through, as the attempt limits do. Not a rule of
 * `limitAttempts`: @fastify/rate-limit adds one per request and has no way to add a size.
 */
export class ByteBudget {
  readonly #rule: ByteBudgetRule;
  readonly #redis: Redis | undefined;
  readonly #keyPrefix: string;
  readonly #now: () => number;
  readonly #counts = new Map<string, { bytes: number; resetAt: number }>();

  constructor(
    rule: ByteBudgetRule,
    options: { redis?: Redis; keyPrefix?: string; now?: () => number } = {},
  ) {
    this.#rule = rule;
    this.#redis = options.redis;
    this.#keyPrefix = options.keyPrefix ?? "";
    this.#now = options.now ?? Date.now;
  }

  /** Adds `bytes` to the address's count; returns the window's total and when it resets. */
  async spend(address: string, bytes: number): Promise<Count> {
    const key = `${this.#keyPrefix}budget:${this.#rule.name}:${address}`;
    if (this.#redis) {
      try {
        const [total, ttl] = (await this.#redis.eval(
          spendScript,
          1,
          key,
          String(bytes),
          String(this.#rule.windowMs),
        )) as [number, number];
        return { bytes: Number(total), resetInMs: Number(ttl) };
      } catch {
        return { bytes: 0, resetInMs: 0 };
      }
    }
    const now = this.#now();
    let count = this.#counts.get(key);
    if (!count || count.resetAt <= now) {
      if (this.#counts.size > 10_000) this.#sweep(now);
      count = { bytes: 0, resetAt: now + this.#rule.windowMs };
      this.#counts.set(key, count);
    }
    count.bytes += bytes;
    return { bytes: count.bytes, resetInMs: count.resetAt - now };
  }

  /**
   * Refuses (429 RATE_LIMITED with Retry-After) once the address has sent more than the budget,
   * `bytes` included; 0 bytes only asks.
   */
  async enforce(request: FastifyRequest, reply: FastifyReply, bytes: number): Promise<void> {
    const count = await this.spend(request.ip, bytes);
    if (count.bytes <= this.#rule.bytes) return;
    const seconds = Math.max(1, Math.ceil(count.resetInMs / 1000));
    reply.header("retry-after", String(seconds));
    throw new AppError(
      "RATE_LIMITED",
      `Too many uploads: at most ${Math.round(this.#rule.bytes / 1024 / 1024)} MB every ${Math.round(this.#rule.windowMs / 60_000)} minutes. Please try again in ${seconds < 90 ? `${seconds} seconds` : `${Math.ceil(seconds / 60)} minutes`}.`,
    );
  }

  #sweep(now: number): void {
    for (const [key, count] of this.#counts) if (count.resetAt <= now) this.#counts.delete(key);
  }
}

/** A budget for one route plugin, counting in Redis when `redisUrl` is set. */
export function createByteBudget(
  app: FastifyInstance,
  rule: ByteBudgetRule,
  options: { redisUrl: string | undefined; keyPrefix: string },
): ByteBudget {
  if (!options.redisUrl) return new ByteBudget(rule);
  const redis = new Redis(options.redisUrl, { maxRetriesPerRequest: 1, lazyConnect: false });
  // Errors surface on each call (and let the upload through); no unhandled 'error' event.
  redis.on("error", () => {});
  app.addHook("onClose", async () => void (await redis.quit().catch(() => {})));
  return new ByteBudget(rule, { redis, keyPrefix: options.keyPrefix });
}

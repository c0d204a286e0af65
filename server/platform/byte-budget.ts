import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { Redis } from "ioredis";
import { AppError } from "#contracts/errors-rules.ts";
import { memoryWindowCounter, redisWindowCounter, type WindowCounter } from "./window-counter.ts";

export type ByteBudgetRule = {
  /** Names the counter (and its Redis keys): "chat-upload"... */
  name: string;
  /** Bytes one address may send per window. */
  bytes: number;
  windowMs: number;
};

/**
 * Bytes per client address per window, beside the request count of `limitAttempts`
 * (rate-limits.ts): thirty requests of 10 MB are 300 MB to receive, sniff and decode. Counted in
 * Redis when REDIS_URL is set (every process shares the count), in this process's memory
 * otherwise; a Redis outage lets uploads through, as the attempt limits do. Not a rule of
 * `limitAttempts`: @fastify/rate-limit adds one per request and has no way to add a size, so it
 * counts on the fixed-window counter the failure limits use.
 */
export class ByteBudget {
  readonly #rule: ByteBudgetRule;
  readonly #counter: WindowCounter;

  constructor(
    rule: ByteBudgetRule,
    options: {
      counter?: WindowCounter;
      redis?: Redis;
      keyPrefix?: string;
      now?: () => number;
    } = {},
  ) {
    this.#rule = rule;
    this.#counter =
      options.counter ??
      (options.redis
        ? redisWindowCounter(options.redis, options.keyPrefix ?? "")
        : memoryWindowCounter(options.now));
  }

  /** Adds `bytes` to the address's count; returns the window's total and when it resets. */
  async spend(address: string, bytes: number): Promise<{ bytes: number; resetInMs: number }> {
    const count = await this.#counter.add(
      `budget:${this.#rule.name}:${address}`,
      bytes,
      this.#rule.windowMs,
    );
    return { bytes: count.count, resetInMs: count.resetInMs };
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
}

/** A budget for one route plugin, on the app's window counter (Redis when REDIS_URL is set). */
export function createByteBudget(app: FastifyInstance, rule: ByteBudgetRule): ByteBudget {
  return new ByteBudget(rule, { counter: app.windowCounter });
}

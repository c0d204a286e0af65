import fastifyRateLimit from "@fastify/rate-limit";
import type { FastifyInstance, FastifyRequest, preHandlerAsyncHookHandler } from "fastify";
import { Redis } from "ioredis";
import { AppError } from "#contracts/errors-rules.ts";

export type RateRule = {
  /** Names the counter (and its Redis keys): "login", "signup"... */
  name: string;
  /** Attempts per window from one address. */
  perIp: number;
  /** Attempts per window against one account (by e-mail or signed-in user), if counted. */
  perAccount?: number;
  windowMs: number;
  /** The account a request is about; undefined skips the per-account count. */
  accountOf?: (request: FastifyRequest) => string | undefined;
};

type Check = (request: FastifyRequest) => Promise<{ isExceeded: boolean; ttlInSeconds: number }>;

/**
 * Attempt limits on the endpoints that guess or spend (login, sign-up, codes, refresh, password
 * changes): counted per client address and per account, in Redis when REDIS_URL is set (so every
 * process shares the counts), in this process's memory otherwise.
 */
export async function registerRateLimits(
  app: FastifyInstance,
  options: { redisUrl: string | undefined; keyPrefix: string },
): Promise<void> {
  const redis = options.redisUrl
    ? new Redis(options.redisUrl, { maxRetriesPerRequest: 1, lazyConnect: false })
    : undefined;
  await app.register(fastifyRateLimit, {
    global: false,
    ...(redis ? { redis, nameSpace: `${options.keyPrefix}rate:` } : {}),
    // A Redis outage must not lock everybody out of signing in.
    skipOnError: true,
  });
  if (redis) app.addHook("onClose", async () => void (await redis.quit().catch(() => {})));
}

/** A preHandler enforcing `rule`; 429 RATE_LIMITED with Retry-After when exceeded. */
export function limitAttempts(app: FastifyInstance, rule: RateRule): preHandlerAsyncHookHandler {
  const checks: Check[] = [
    app.createRateLimit({
      max: rule.perIp,
      timeWindow: rule.windowMs,
      keyGenerator: (request) => `${rule.name}:ip:${request.ip}`,
    }) as Check,
  ];
  const accountOf = rule.accountOf;
  if (rule.perAccount && accountOf) {
    checks.push(
      app.createRateLimit({
        max: rule.perAccount,
        timeWindow: rule.windowMs,
        keyGenerator: (request) => `${rule.name}:account:${accountOf(request) ?? "-"}`,
      }) as Check,
    );
  }
  return async (request, reply) => {
    for (const [index, check] of checks.entries()) {
      if (index === 1 && accountOf?.(request) === undefined) continue;
      const result = await check(request);
      if (result.isExceeded) {
        const seconds = Math.max(1, result.ttlInSeconds);
        reply.header("retry-after", String(seconds));
        throw new AppError(
          "RATE_LIMITED",
          `Too many attempts. Please try again in ${formatWait(seconds)}.`,
        );
      }
    }
  };
}

function formatWait(seconds: number): string {
  if (seconds < 90) return `${seconds} seconds`;
  return `${Math.ceil(seconds / 60)} minutes`;
}

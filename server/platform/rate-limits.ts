import fastifyRateLimit from "@fastify/rate-limit";
import type {
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  preHandlerAsyncHookHandler,
} from "fastify";
import { Redis } from "ioredis";
import { AppError } from "#contracts/errors-rules.ts";
import { memoryWindowCounter, redisWindowCounter, type WindowCounter } from "./window-counter.ts";

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
  app.decorate(
    "windowCounter",
    redis ? redisWindowCounter(redis, options.keyPrefix) : memoryWindowCounter(),
  );
  if (redis) app.addHook("onClose", async () => void (await redis.quit().catch(() => {})));
}

declare module "fastify" {
  interface FastifyInstance {
    /**
     * Counts only what callers report (failed logins, upload bytes), beside the plugin's attempt
     * counts; on the same Redis connection when REDIS_URL is set.
     */
    windowCounter: WindowCounter;
  }
}

export type FailureRule = {
  /** Names the counters: "login", "admin-login"... */
  name: string;
  /** Failures per window against one account before it is guarded more closely. */
  perAccount: number;
  /** Once the account is over its budget: failures per window from one address for it. */
  perAccountAndAddress: number;
  windowMs: number;
};

/**
 * Limits that count failures only, so nobody can lock an account by spending its attempts:
 * until an account has `perAccount` failures in the window, only the per-address attempt
 * limit applies; after that, an address that has failed `perAccountAndAddress` times for that
 * account is refused before the check, while any other address still gets its answer (the
 * owner, signing in from their own address, gets in).
 */
export function limitFailures(app: FastifyInstance, rule: FailureRule) {
  const counter = app.windowCounter;
  const accountKey = (account: string) => `failures:${rule.name}:account:${account}`;
  const pairKey = (account: string, ip: string) =>
    `failures:${rule.name}:account-ip:${account}:${ip}`;
  return {
    /** Throws 429 RATE_LIMITED (with Retry-After) when this address may not try now. */
    async check(reply: FastifyReply, account: string, ip: string): Promise<void> {
      const forAccount = await counter.read(accountKey(account));
      if (forAccount.count < rule.perAccount) return;
      const forPair = await counter.read(pairKey(account, ip));
      if (forPair.count < rule.perAccountAndAddress) return;
      tooMany(reply, Math.ceil(forPair.resetInMs / 1000));
    },
    async recordFailure(account: string, ip: string): Promise<void> {
      await Promise.all([
        counter.add(accountKey(account), 1, rule.windowMs),
        counter.add(pairKey(account, ip), 1, rule.windowMs),
      ]);
    },
  };
}

function tooMany(reply: FastifyReply, ttlSeconds: number): never {
  const seconds = Math.max(1, ttlSeconds);
  reply.header("retry-after", String(seconds));
  throw new AppError(
    "RATE_LIMITED",
    `Too many attempts. Please try again in ${formatWait(seconds)}.`,
  );
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
      if (result.isExceeded) tooMany(reply, result.ttlInSeconds);
    }
  };
}

function formatWait(seconds: number): string {
  if (seconds < 90) return `${seconds} seconds`;
  return `${Math.ceil(seconds / 60)} minutes`;
}

/**
 * The Redis connection for counters that services keep outside HTTP routes (the chat's limits,
 * the payment look-up throttle), so every process shares them; undefined without REDIS_URL.
 * Errors surface on each call, where the counter lets the action through.
 */
export function sharedCountersRedis(redisUrl: string | undefined): Redis | undefined {
  if (!redisUrl) return undefined;
  const redis = new Redis(redisUrl, { maxRetriesPerRequest: 1 });
  redis.on("error", () => {});
  return redis;
}

/**
 * Whether this caller is the first to claim `key` within `windowMs`, across every process that
 * shares the Redis; a Redis outage answers yes (the caller then does its work, as it would with
 * one process).
 */
export async function claimWindow(redis: Redis, key: string, windowMs: number): Promise<boolean> {
  try {
    return (await redis.set(key, "1", "PX", windowMs, "NX")) === "OK";
  } catch {
    return true;
  }
}

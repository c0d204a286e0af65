import { Redis } from "ioredis";
import { afterAll, describe, expect, it } from "vitest";
import { ByteBudget } from "./byte-budget.ts";

/**
 * With REDIS_URL set, every process counts an address's upload bytes in one place. Run by
 * `npm run test:pg`, which needs the real services.
 */
const redisUrl = process.env.TEST_REDIS_URL ?? "redis://127.0.0.1:6379";
const keyPrefix = `gamezone-test-${process.pid}-${Date.now()}:`;
const clients: Redis[] = [];
afterAll(async () => {
  for (const client of clients) await client.quit();
});

function processBudget() {
  const redis = new Redis(redisUrl, { maxRetriesPerRequest: 1 });
  clients.push(redis);
  return new ByteBudget({ name: "upload", bytes: 100, windowMs: 60_000 }, { redis, keyPrefix });
}

describe("ByteBudget in Redis", () => {
  it("shares one count per address between processes, with the window's expiry", async () => {
    const first = processBudget();
    const second = processBudget();
    expect((await first.spend("10.0.0.1", 60)).bytes).toBe(60);
    const shared = await second.spend("10.0.0.1", 50);
    expect(shared.bytes).toBe(110);
    expect(shared.resetInMs).toBeGreaterThan(50_000);
    expect(shared.resetInMs).toBeLessThanOrEqual(60_000);
    expect((await second.spend("10.0.0.2", 0)).bytes).toBe(0);
    const ttl = await (clients[0] as Redis).pttl(`${keyPrefix}budget:upload:10.0.0.1`);
    expect(ttl).toBeGreaterThan(0);
  });
});

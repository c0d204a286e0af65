import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loginAs, nextAddress } from "#tests/support/accounts.ts";
import { createTestApp, type TestApp } from "#tests/support/test-app.ts";

/**
 * With REDIS_URL set, failed-login counts live in Redis (every process shares them): they
 * still count failures only. Run by `npm run test:pg`, which needs the real services.
 */
const redisUrl = process.env.TEST_REDIS_URL ?? "redis://127.0.0.1:6379";
const prefix = `gamezone-test-${process.pid}-${Date.now()}:`;

let first: TestApp;
let second: TestApp;
beforeAll(async () => {
  const env = { REDIS_URL: redisUrl, REDIS_KEY_PREFIX: prefix };
  first = await createTestApp({ env });
  second = await createTestApp({ env });
});
afterAll(async () => {
  await first?.app.close();
  await second?.app.close();
});

describe("failed-login counts in Redis", () => {
  it("are shared by processes, limit the guessing address and never the right password elsewhere", async () => {
    const owner = await loginAs(first, "admin", "owner");
    // The same address in the other process's database, so the counts are the only link.
    await second.app.services.accounts.upsertAdmin({
      email: owner.email,
      adminRole: "owner",
      password: owner.password,
    });
    const guesser = nextAddress();
    const login = (test: TestApp, password: string, remoteAddress: string) =>
      test.app.inject({
        method: "POST",
        url: "/api/users/login",
        remoteAddress,
        payload: { email: owner.email, password },
      });
    for (let guess = 0; guess < 10; guess += 1) {
      const app = guess % 2 === 0 ? first : second;
      expect((await login(app, `Wrong-${guess}`, guesser)).statusCode).toBe(401);
    }
    const limited = await login(second, owner.password, guesser);
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers["retry-after"])).toBeGreaterThan(0);
    expect((await login(first, owner.password, nextAddress())).statusCode).toBe(200);
  });
});

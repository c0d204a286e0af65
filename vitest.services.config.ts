import { defineConfig } from "vitest/config";

// The tests that need a real Redis server (TEST_REDIS_URL): run by `npm run test:pg`. Otherwise
// as vitest.config.ts.
export default defineConfig({
  test: {
    include: ["server/**/*.redis.test.ts"],
    globalSetup: ["tests/support/global-setup.ts"],
    environment: "node",
    testTimeout: 20_000,
    hookTimeout: 120_000,
    maxWorkers: 2,
  },
});

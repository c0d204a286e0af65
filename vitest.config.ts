import { defineConfig } from "vitest/config";

// Separate from vite.config.ts: the React Router plugin must not run under Vitest.
export default defineConfig({
  test: {
    include: ["{app,server,contracts,db,scripts}/**/*.test.{ts,tsx}"],
    // Tests that need a Redis server run with `npm run test:pg` (vitest.services.config.ts).
    exclude: ["**/node_modules/**", "**/*.redis.test.ts"],
    globalSetup: ["tests/support/global-setup.ts"],
    environment: "node",
    testTimeout: 20_000,
    hookTimeout: 60_000,
    // PGlite is WASM and single-threaded per instance: two workers match the two cores.
    maxWorkers: 2,
  },
});

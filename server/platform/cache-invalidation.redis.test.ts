import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import { eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, describe, expect, it } from "vitest";
import { games } from "#db/schema/catalogue.ts";
import { buildApp } from "#server/app.ts";
import { loadConfig } from "#server/config.ts";
import { createTestDatabase } from "#tests/support/test-database.ts";

/**
 * With REDIS_URL set, a catalogue change made through one process clears the caches of the
 * others through Redis. The two processes here use two different databases, so only Redis can
 * carry the message. Run by `npm run test:pg`, which needs the real services.
 */
const redisUrl = process.env.TEST_REDIS_URL ?? "redis://127.0.0.1:6379";
const prefix = `gamezone-test-${process.pid}-${Date.now()}:`;
const folders: string[] = [];
afterAll(async () => {
  for (const folder of folders) await rm(folder, { recursive: true, force: true });
});

async function buildProcess(database: Awaited<ReturnType<typeof createTestDatabase>>) {
  const dataDir = await mkdtemp(path.join(tmpdir(), "gamezone-app-"));
  folders.push(dataDir);
  const config = loadConfig({
    NODE_ENV: "test",
    LOG_LEVEL: "silent",
    DATA_DIR: dataDir,
    CACHE_TTL_MS: "600000",
    REDIS_URL: redisUrl,
    REDIS_KEY_PREFIX: prefix,
  });
  return buildApp(config, { database, ssr: false });
}

async function titles(app: FastifyInstance): Promise<string[]> {
  const response = await app.inject({ url: "/api/games?limit=50" });
  return response.json().data.map((game: { title: string }) => game.title);
}

describe("cache invalidation through Redis", () => {
  it("clears the other process's caches when REDIS_URL is set", async () => {
    const first = await buildProcess(await createTestDatabase());
    const secondDatabase = await createTestDatabase();
    const second = await buildProcess(secondDatabase);
    try {
      expect(await titles(second)).toContain("Free Fire");
      await secondDatabase.db
        .update(games)
        .set({ title: "Free Fire MAX" })
        .where(eq(games.slug, "free-fire"));
      expect(await titles(second)).not.toContain("Free Fire MAX");

      first.services.caches.invalidateAll();
      let seen: string[] = [];
      for (let waited = 0; waited < 3_000; waited += 50) {
        seen = await titles(second);
        if (seen.includes("Free Fire MAX")) break;
        await sleep(50);
      }
      expect(seen).toContain("Free Fire MAX");
    } finally {
      await first.close();
      await second.close();
    }
  });
});

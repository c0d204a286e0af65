import { setTimeout as sleep } from "node:timers/promises";
import { describe, expect, it } from "vitest";
import { createTestDatabase } from "#tests/support/test-database.ts";
import { buildApp } from "./app.ts";
import { loadConfig } from "./config.ts";

describe("graceful shutdown (what main.ts does on SIGTERM/SIGINT)", () => {
  it("finishes in-flight requests, refuses new ones and closes the database", async () => {
    const database = await createTestDatabase();
    const config = loadConfig({
      NODE_ENV: "test",
      LOG_LEVEL: "silent",
      DATA_DIR: "/tmp/gamezone-shutdown",
    });
    const app = await buildApp(config, { database, ssr: false });
    let started = false;
    app.get("/api/test/slow", async () => {
      started = true;
      await sleep(300);
      return { success: true, data: "finished" };
    });
    await app.listen({ port: 0, host: "127.0.0.1" });
    const address = app.server.address();
    const base = `http://127.0.0.1:${typeof address === "object" && address ? address.port : 0}`;

    const inFlight = fetch(`${base}/api/test/slow`).then(async (response) => ({
      status: response.status,
      body: await response.json(),
    }));
    for (let waited = 0; !started && waited < 2_000; waited += 5) await sleep(5);
    expect(started).toBe(true);
    const closing = app.close();
    expect(await inFlight).toEqual({ status: 200, body: { success: true, data: "finished" } });
    await closing;
    await expect(fetch(`${base}/api/health`)).rejects.toThrow();
    await expect(database.ping()).rejects.toThrow();
  });
});

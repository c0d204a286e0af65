import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import type { Database } from "#db/client.ts";
import { buildApp } from "#server/app.ts";
import { loadConfig } from "#server/config.ts";
import { loginAs } from "#tests/support/accounts.ts";
import { createTestDatabase } from "#tests/support/test-database.ts";
import { deriveSecrets, resolveSecrets } from "./secrets.ts";

const folders: string[] = [];
afterAll(async () => {
  for (const folder of folders) await rm(folder, { recursive: true, force: true });
});

async function demoConfig() {
  const dataDir = await mkdtemp(path.join(tmpdir(), "gamezone-secret-"));
  folders.push(dataDir);
  return loadConfig({ NODE_ENV: "test", LOG_LEVEL: "silent", DATA_DIR: dataDir });
}

/** One app per "process": its own data folder, the shared database. */
async function buildProcess(database: Database) {
  const config = await demoConfig();
  const app = await buildApp(config, { database, ssr: false });
  await app.ready();
  return { app, database, config };
}

describe("the demo secret", () => {
  it("is shared by processes on one database: a token one issues, the other accepts", async () => {
    const database = await createTestDatabase();
    const first = await buildProcess(database);
    const second = await buildProcess(database);
    try {
      const admin = await loginAs(first, "admin", "owner");
      const profile = await second.app.inject({
        url: "/api/users/profile",
        headers: { authorization: `Bearer ${admin.token}` },
      });
      expect(profile.statusCode, profile.body).toBe(200);
      expect(profile.json().data.email).toBe(admin.email);
    } finally {
      await first.app.close();
      await second.app.close();
      await database.close();
    }
  });

  it("is the same for processes starting at once on a new database", async () => {
    const database = await createTestDatabase();
    try {
      const configs = await Promise.all([demoConfig(), demoConfig(), demoConfig()]);
      const secrets = await Promise.all(
        configs.map((config) => resolveSecrets(config, database.db)),
      );
      const keys = secrets.map((each) => Buffer.from(each.accessTokenKey).toString("hex"));
      expect(new Set(keys).size).toBe(1);
    } finally {
      await database.close();
    }
  });

  it("adopts the DATA_DIR/auth-secret file of an earlier version, so its sessions survive", async () => {
    const database = await createTestDatabase();
    try {
      const config = await demoConfig();
      const legacy = "f".repeat(64);
      await writeFile(path.join(config.dataDir, "auth-secret"), `${legacy}\n`);
      const adopted = await resolveSecrets(config, database.db);
      expect(adopted.subjectKey).toEqual(deriveSecrets(legacy).subjectKey);
      // Stored now: another process without the file agrees.
      const other = await resolveSecrets(await demoConfig(), database.db);
      expect(other.subjectKey).toEqual(adopted.subjectKey);
    } finally {
      await database.close();
    }
  });

  it("is AUTH_SECRET whenever it is set", async () => {
    const database = await createTestDatabase();
    try {
      const config = { ...(await demoConfig()), authSecret: "a".repeat(40) };
      const secrets = await resolveSecrets(config, database.db);
      expect(secrets.subjectKey).toEqual(deriveSecrets("a".repeat(40)).subjectKey);
    } finally {
      await database.close();
    }
  });
});

import { randomBytes } from "node:crypto";
import { access, utimes } from "node:fs/promises";
import path from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { featuredItems, games } from "#db/schema/catalogue.ts";
import { guides } from "#db/schema/content.ts";
import { uploadsDirFor } from "#server/platform/uploads.ts";
import { createTestApp, type TestApp } from "#tests/support/test-app.ts";
import { removeUnusedAdminUploads } from "./catalogue.jobs.ts";

/** The hourly clean-up of admin uploads, against the app's own storage and database. */
let testApp: TestApp;

beforeAll(async () => {
  testApp = await createTestApp();
}, 120_000);
afterAll(async () => {
  await testApp?.app.close();
});

const twoDaysAgo = new Date(Date.now() - 2 * 24 * 60 * 60_000);
const shapes = [
  "wide.webp",
  "wide.640w.webp",
  "wide.tall-680w.webp",
  "portrait.webp",
  "square.webp",
];

function fileOf(key: string): string {
  return path.join(uploadsDirFor(testApp.config.dataDir), key);
}

/** One upload's shapes as the upload endpoint names them, dated `modifiedAt`; their keys. */
async function storeUpload(modifiedAt: Date): Promise<{ keys: string[]; url: string }> {
  const id = randomBytes(16).toString("hex");
  const keys = shapes.map((shape) => `admin/${id}-${shape}`);
  for (const key of keys) {
    await testApp.app.services.storage.put(key, Buffer.from("image bytes"));
    await utimes(fileOf(key), modifiedAt, modifiedAt);
  }
  return { keys, url: testApp.app.services.storage.urlOf(`admin/${id}-wide.webp`) };
}

async function exists(key: string): Promise<boolean> {
  return access(fileOf(key)).then(
    () => true,
    () => false,
  );
}

describe("admin uploads clean-up", () => {
  it("removes every shape of an old upload nothing shows, and keeps what a game, a hero item or a guide shows, and young files", async () => {
    const { db } = testApp.database;
    const onGame = await storeUpload(twoDaysAgo);
    const onHero = await storeUpload(twoDaysAgo);
    const onGuide = await storeUpload(twoDaysAgo);
    const abandoned = await storeUpload(twoDaysAgo);
    const fresh = await storeUpload(new Date());

    await db.update(games).set({ image: onGame.url }).where(eq(games.slug, "free-fire"));
    const [hero] = await db
      .select({ id: featuredItems.id })
      .from(featuredItems)
      .where(eq(featuredItems.list, "hero"))
      .limit(1);
    await db
      .update(featuredItems)
      .set({ displayImage: onHero.url })
      .where(eq(featuredItems.id, hero!.id));
    const [guide] = await db.select({ id: guides.id }).from(guides).limit(1);
    await db.update(guides).set({ coverImage: onGuide.url }).where(eq(guides.id, guide!.id));

    const result = await removeUnusedAdminUploads({
      db,
      storage: testApp.app.services.storage,
      now: Date.now(),
    });
    expect(result.removed).toBe(shapes.length);
    for (const key of abandoned.keys) expect(await exists(key), key).toBe(false);
    for (const key of [...onGame.keys, ...onHero.keys, ...onGuide.keys, ...fresh.keys]) {
      expect(await exists(key), key).toBe(true);
    }

    // Run again: nothing left to do.
    const again = await removeUnusedAdminUploads({
      db,
      storage: testApp.app.services.storage,
      now: Date.now(),
    });
    expect(again.removed).toBe(0);
  });
});

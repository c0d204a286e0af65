import { randomBytes } from "node:crypto";
import { access, utimes } from "node:fs/promises";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { chatRoomId } from "#contracts/chat-rules.ts";
import { uploadsDirFor } from "#server/platform/uploads.ts";
import { createTestApp, type TestApp } from "#tests/support/test-app.ts";
import { chatUploadCleanupQueue } from "./chat.jobs.ts";
import { insertChatMessage, markChatMessageDeleted } from "./chat.repository.ts";
import { removeUnreferencedChatUploads } from "./chat-upload-cleanup.service.ts";

/**
 * The hourly job that removes chat uploads no message shows, run through its queue against the
 * app's own storage and database.
 */
let testApp: TestApp;

beforeAll(async () => {
  testApp = await createTestApp();
}, 120_000);
afterAll(async () => {
  await testApp?.app.close();
});

const twoDaysAgo = new Date(Date.now() - 2 * 24 * 60 * 60_000);

/** Stores a file under chat/, dated `modifiedAt` (now when unset); its key. */
async function store(extension: string, modifiedAt?: Date): Promise<string> {
  const key = `chat/${randomBytes(16).toString("hex")}.${extension}`;
  await testApp.app.services.storage.put(key, Buffer.from("stored bytes"));
  if (modifiedAt) await utimes(fileOf(key), modifiedAt, modifiedAt);
  return key;
}

/** An image as the upload endpoint stores it: the image and its small copy. */
async function storeImage(modifiedAt?: Date): Promise<[string, string]> {
  const key = await store("webp", modifiedAt);
  const small = key.replace(/\.webp$/, ".small.webp");
  await testApp.app.services.storage.put(small, Buffer.from("small copy"));
  if (modifiedAt) await utimes(fileOf(small), modifiedAt, modifiedAt);
  return [key, small];
}

function fileOf(key: string): string {
  return path.join(uploadsDirFor(testApp.config.dataDir), key);
}

async function exists(key: string): Promise<boolean> {
  return access(fileOf(key)).then(
    () => true,
    () => false,
  );
}

async function postWith(key: string, options: { deleted?: boolean } = {}): Promise<void> {
  const { db } = testApp.database;
  const { row: message } = await insertChatMessage(db, {
    roomId: chatRoomId,
    senderId: "guest_0123456789abcdef",
    senderName: "Guest",
    senderKind: "guest",
    text: "",
    file: {
      url: testApp.app.services.storage.urlOf(key),
      originalName: "file",
      mimeType: "application/octet-stream",
      size: 12,
    },
  });
  if (options.deleted) await markChatMessageDeleted(db, message.id, new Date());
}

describe("chat upload clean-up", () => {
  it("removes old unreferenced files and files only deleted messages show, keeps the rest", async () => {
    const oldOrphan = await store("pdf", twoDaysAgo);
    const oldOrphanImage = await storeImage(twoDaysAgo);
    const youngOrphan = await store("mp4");
    const referencedImage = await storeImage(twoDaysAgo);
    await postWith(referencedImage[0]);
    // Deleted by support in one message but still shown by another.
    const sharedFile = await store("pdf", twoDaysAgo);
    await postWith(sharedFile, { deleted: true });
    await postWith(sharedFile);
    // Shown only by a message support deleted: goes without waiting for the day.
    const moderatedImage = await storeImage();
    await postWith(moderatedImage[0], { deleted: true });

    await testApp.app.services.jobs.enqueue(chatUploadCleanupQueue, {});
    await expect.poll(() => exists(oldOrphan), { timeout: 15_000, interval: 100 }).toBe(false);

    for (const key of [...oldOrphanImage, ...moderatedImage]) expect(await exists(key)).toBe(false);
    for (const key of [youngOrphan, ...referencedImage, sharedFile]) {
      expect(await exists(key)).toBe(true);
    }

    // Run again: nothing left to remove.
    const again = await removeUnreferencedChatUploads({
      db: testApp.database.db,
      storage: testApp.app.services.storage,
      now: Date.now(),
    });
    expect(again).toEqual({ checked: 4, removed: 0 });

    // The young orphan is a day older: now it goes too.
    const tomorrow = await removeUnreferencedChatUploads({
      db: testApp.database.db,
      storage: testApp.app.services.storage,
      now: Date.now() + 24 * 60 * 60_000 + 1_000,
    });
    expect(tomorrow.removed).toBe(1);
    expect(await exists(youngOrphan)).toBe(false);
  });
});

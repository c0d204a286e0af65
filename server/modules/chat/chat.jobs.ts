import type { FastifyBaseLogger } from "fastify";
import type { Db } from "#db/client.ts";
import type { FileStorage } from "#server/platform/file-storage.ts";
import type { Jobs } from "#server/platform/jobs.ts";
import type { Clock } from "#server/platform/read-cache.ts";
import { removeUnreferencedChatUploads } from "./chat-upload-cleanup.service.ts";

export const chatUploadCleanupQueue = "chat.uploads-cleanup";

/**
 * The chat's housekeeping: every hour, uploads no message shows any more are removed from
 * storage. Idempotent (a file already gone is skipped), so a retry or a second run changes
 * nothing.
 */
export function registerChatJobs(deps: {
  db: Db;
  jobs: Jobs;
  storage: FileStorage;
  clock: Clock;
  log: FastifyBaseLogger;
}): void {
  deps.jobs.define({ name: chatUploadCleanupQueue, cron: "17 * * * *", retryLimit: 1 });
  deps.jobs.work(chatUploadCleanupQueue, async () => {
    const result = await removeUnreferencedChatUploads({
      db: deps.db,
      storage: deps.storage,
      now: deps.clock.now(),
    });
    if (result.removed > 0) deps.log.info(result, "removed unreferenced chat uploads");
  });
}

import type { FastifyBaseLogger } from "fastify";
import type { Db, Executor } from "#db/client.ts";
import type { FileStorage } from "#server/platform/file-storage.ts";
import type { Jobs } from "#server/platform/jobs.ts";
import type { Clock } from "#server/platform/read-cache.ts";
import { adminUploadPrefix } from "./admin-uploads.service.ts";
import { listAdminImageUrls } from "./catalogue-editor.repository.ts";

/**
 * How long an admin upload that nothing shows is kept: an image is uploaded when it is chosen
 * and saved with its game, hero item or guide afterwards, so a young file may still be on its
 * way into a form.
 */
export const adminUploadGraceMs = 24 * 60 * 60_000;

export const adminUploadCleanupQueue = "admin.uploads-cleanup";

// Every stored shape of one upload shares its name's random part: `admin/<id>-wide.webp`,
// `admin/<id>-wide.640w.webp`, `admin/<id>-portrait.webp` …
const uploadIdPattern = /(?:^|\/)admin\/([0-9a-f]{32})-/;

function uploadIdOf(keyOrUrl: string): string | undefined {
  return uploadIdPattern.exec(keyOrUrl)?.[1];
}

/**
 * Removes admin uploads that no game, home-list item or guide shows: all shapes of an upload
 * older than a day whose id no stored image URL names (uploaded and never saved, or replaced by
 * a newer image). An upload any record still names stays with every shape, whatever its age.
 */
export async function removeUnusedAdminUploads(deps: {
  db: Executor;
  storage: FileStorage;
  now: number;
}): Promise<{ checked: number; removed: number }> {
  const used = new Set<string>();
  for (const url of await listAdminImageUrls(deps.db)) {
    const id = uploadIdOf(url);
    if (id) used.add(id);
  }
  let checked = 0;
  let removed = 0;
  for await (const file of deps.storage.list(adminUploadPrefix)) {
    checked += 1;
    const id = uploadIdOf(file.key);
    if (id && used.has(id)) continue;
    if (deps.now - file.modifiedAt.getTime() < adminUploadGraceMs) continue;
    await deps.storage.remove(file.key);
    removed += 1;
  }
  return { checked, removed };
}

/** The catalogue's jobs. The upload clean-up runs every hour, after the chat's: idempotent, so a retry or a second process changes nothing. */
export function registerCatalogueJobs(deps: {
  db: Db;
  jobs: Jobs;
  storage: FileStorage;
  clock: Clock;
  log: FastifyBaseLogger;
}): void {
  deps.jobs.define({ name: adminUploadCleanupQueue, cron: "37 * * * *", retryLimit: 1 });
  deps.jobs.work(adminUploadCleanupQueue, async () => {
    const result = await removeUnusedAdminUploads({
      db: deps.db,
      storage: deps.storage,
      now: deps.clock.now(),
    });
    if (result.removed > 0) deps.log.info(result, "removed unused admin uploads");
  });
}

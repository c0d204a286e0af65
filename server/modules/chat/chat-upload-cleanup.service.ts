import type { Executor } from "#db/client.ts";
import type { FileStorage, StoredFile } from "#server/platform/file-storage.ts";
import { listChatFileReferences } from "./chat.repository.ts";
import { chatMessageFileKeyOf, chatUploadPrefix } from "./chat-upload.service.ts";

/**
 * How long an upload no message shows is kept: the browser uploads a file when it is attached
 * and sends the message afterwards, so a young file may still be on its way into a message.
 */
export const chatUploadGraceMs = 24 * 60 * 60_000;

// Files looked up in the database at a time.
const batchSize = 500;

/**
 * Removes chat uploads no message shows any more: files older than a day that no message
 * references (attached and never sent, or left half-written by a crash), and files that only
 * messages deleted by support reference, at once (moderated content should not stay reachable
 * by its URL). A file that any message not deleted references stays, whatever its age; an
 * image's small copy goes and stays with the image.
 */
export async function removeUnreferencedChatUploads(deps: {
  db: Executor;
  storage: FileStorage;
  now: number;
}): Promise<{ checked: number; removed: number }> {
  let checked = 0;
  let removed = 0;
  let batch: StoredFile[] = [];
  const sweep = async () => {
    checked += batch.length;
    removed += await removeUnreferenced(deps, batch);
    batch = [];
  };
  for await (const file of deps.storage.list(chatUploadPrefix)) {
    batch.push(file);
    if (batch.length >= batchSize) await sweep();
  }
  if (batch.length > 0) await sweep();
  return { checked, removed };
}

async function removeUnreferenced(
  deps: { db: Executor; storage: FileStorage; now: number },
  files: StoredFile[],
): Promise<number> {
  const urlOf = (file: StoredFile) => deps.storage.urlOf(chatMessageFileKeyOf(file.key));
  const references = await listChatFileReferences(deps.db, [...new Set(files.map(urlOf))]);
  let removed = 0;
  for (const file of files) {
    const reference = references.get(urlOf(file));
    if (reference?.live) continue;
    const young = deps.now - file.modifiedAt.getTime() < chatUploadGraceMs;
    if (!reference && young) continue;
    await deps.storage.remove(file.key);
    removed += 1;
  }
  return removed;
}

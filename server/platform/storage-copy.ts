import { readdir } from "node:fs/promises";
import { buffer } from "node:stream/consumers";
import { type FileStorage, LocalFileStorage, storagePrefixPattern } from "./file-storage.ts";

export type CopyCounts = { copied: number; skipped: number };

/**
 * Copies every stored file under a local uploads folder (`DATA_DIR/uploads`) into another store
 * (the S3 bucket a shop moves to). A key the target already holds with the same size is skipped,
 * so an interrupted copy is finished by running it again.
 */
export async function copyLocalUploads(
  root: string,
  target: FileStorage,
  onFile?: (key: string, copied: boolean) => void,
): Promise<CopyCounts> {
  const source = new LocalFileStorage(root);
  const counts: CopyCounts = { copied: 0, skipped: 0 };
  let folders: string[];
  try {
    folders = await readdir(root);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return counts;
    throw error;
  }
  for (const folder of folders.sort()) {
    const prefix = `${folder}/`;
    if (!storagePrefixPattern.test(prefix)) continue;
    for await (const file of source.list(prefix)) {
      // A write in progress (write then rename) is not a stored file yet.
      if (file.key.endsWith(".tmp")) continue;
      const stored = await source.read(file.key);
      if (!stored) continue;
      if ((await target.sizeOf(file.key)) === stored.size) {
        stored.body.destroy();
        counts.skipped += 1;
        onFile?.(file.key, false);
        continue;
      }
      await target.put(file.key, await buffer(stored.body));
      counts.copied += 1;
      onFile?.(file.key, true);
    }
  }
  return counts;
}

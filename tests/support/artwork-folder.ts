import { LocalFileStorage } from "#server/platform/file-storage.ts";

/**
 * The shop's local-disk file storage on `folder`, for tests of db/ code that writes through the
 * storage port (db/ itself may not import server/).
 */
export function artworkFolder(folder: string): LocalFileStorage {
  return new LocalFileStorage(folder);
}

import { mkdir, readdir, rename, rm, stat, writeFile } from "node:fs/promises";
import path from "node:path";

/** A stored file as a listing shows it. */
export type StoredFile = { key: string; modifiedAt: Date };

/**
 * Where stored files (chat attachments) go. Keys are relative paths such as
 * `chat/3f9a….webp`, served under `/uploads/<key>`. The local implementation writes under
 * `DATA_DIR/uploads`; an S3-compatible one can take its place behind the same calls (a listing
 * by prefix with modification times is ListObjectsV2, page by page; removal by key is
 * DeleteObject).
 */
export interface FileStorage {
  put(key: string, bytes: Buffer): Promise<void>;
  remove(key: string): Promise<void>;
  urlOf(key: string): string;
  /** The key behind a URL `urlOf` made, or null for any other URL. */
  keyOf(url: string): string | null;
  /** Every file under a folder prefix such as `chat/`, in no particular order. */
  list(prefix: string): AsyncIterable<StoredFile>;
  /** The file's size in bytes, or null when there is no such file (HeadObject on S3). */
  sizeOf(key: string): Promise<number | null>;
}

const keyPattern = /^[a-z0-9-]+\/[A-Za-z0-9_.-]+$/;
const prefixPattern = /^[a-z0-9-]+\/$/;

export class LocalFileStorage implements FileStorage {
  readonly #root: string;

  constructor(root: string) {
    this.#root = root;
  }

  async put(key: string, bytes: Buffer): Promise<void> {
    const file = this.#pathOf(key);
    await mkdir(path.dirname(file), { recursive: true });
    // Write then rename: a reader never sees half a file.
    const temp = `${file}.${process.pid}.tmp`;
    await writeFile(temp, bytes);
    await rename(temp, file);
  }

  async remove(key: string): Promise<void> {
    await rm(this.#pathOf(key), { force: true });
  }

  urlOf(key: string): string {
    return `/uploads/${key}`;
  }

  async *list(prefix: string): AsyncIterable<StoredFile> {
    if (!prefixPattern.test(prefix)) throw new Error(`invalid storage prefix ${prefix}`);
    let entries: string[];
    try {
      entries = await readdir(path.join(this.#root, prefix));
    } catch (error) {
      // Nothing stored under it yet.
      if ((error as NodeJS.ErrnoException).code === "ENOENT") return;
      throw error;
    }
    for (const name of entries) {
      const key = `${prefix}${name}`;
      if (!keyPattern.test(key)) continue;
      try {
        const info = await stat(this.#pathOf(key));
        if (info.isFile()) yield { key, modifiedAt: info.mtime };
      } catch (error) {
        // Removed between the listing and now.
        if ((error as NodeJS.ErrnoException).code !== "ENOENT") throw error;
      }
    }
  }

  keyOf(url: string): string | null {
    if (!url.startsWith("/uploads/")) return null;
    const key = url.slice("/uploads/".length);
    return keyPattern.test(key) && !key.includes("..") ? key : null;
  }

  async sizeOf(key: string): Promise<number | null> {
    if (!keyPattern.test(key) || key.includes("..")) return null;
    try {
      const info = await stat(this.#pathOf(key));
      return info.isFile() ? info.size : null;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === "ENOENT") return null;
      throw error;
    }
  }

  #pathOf(key: string): string {
    if (!keyPattern.test(key) || key.includes("..")) throw new Error(`invalid storage key ${key}`);
    return path.join(this.#root, key);
  }
}

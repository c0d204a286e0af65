import { mkdir, rename, rm, writeFile } from "node:fs/promises";
import path from "node:path";

/**
 * Where stored files (chat attachments) go. Keys are relative paths such as
 * `chat/3f9a….webp`, served under `/uploads/<key>`. The local implementation writes under
 * `DATA_DIR/uploads`; an S3-compatible one can take its place behind the same three calls.
 */
export interface FileStorage {
  put(key: string, bytes: Buffer): Promise<void>;
  remove(key: string): Promise<void>;
  urlOf(key: string): string;
}

const keyPattern = /^[a-z0-9-]+\/[A-Za-z0-9_.-]+$/;

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

  #pathOf(key: string): string {
    if (!keyPattern.test(key) || key.includes("..")) throw new Error(`invalid storage key ${key}`);
    return path.join(this.#root, key);
  }
}

import {
  type FileHandle,
  mkdir,
  open,
  readdir,
  rename,
  rm,
  stat,
  writeFile,
} from "node:fs/promises";
import path from "node:path";
import type { Readable } from "node:stream";

/** A stored file as a listing shows it. */
export type StoredFile = { key: string; modifiedAt: Date };

/** One stored file opened for reading (`read`); whoever gets it must consume or destroy `body`. */
export type StoredObject = {
  body: Readable;
  /** The whole file's size in bytes. */
  size: number;
  /** The bytes `body` holds: `size`, or fewer for a range. */
  length: number;
  contentType: string;
  /** The store's entity tag, quoted, when it has one. */
  etag: string | undefined;
  modifiedAt: Date | undefined;
  /** `bytes a-b/size` when `body` is the range asked for. */
  contentRange: string | undefined;
};

/** `range`: a Range header value (`bytes=0-99`); a store may ignore it and return everything. */
export type ReadOptions = { range?: string | undefined };

/**
 * Where stored files (chat attachments) go. Keys are relative paths such as
 * `chat/3f9a….webp`, served under `/uploads/<key>`. The local implementation writes under
 * `DATA_DIR/uploads`; the S3-compatible one (s3-file-storage.ts) keeps them in a bucket every
 * shop process shares. Records always keep the `/uploads/<key>` form, wherever the bytes live.
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
  /** The file opened for reading, or null when there is no such file. */
  read(key: string, options?: ReadOptions): Promise<StoredObject | null>;
  /** Where the store itself serves the file to browsers (a public bucket or CDN), if anywhere. */
  directUrlOf(key: string): string | null;
  /** Releases the store's connections when the app closes (the local disk holds none). */
  close?(): void;
}

const keyPattern = /^[a-z0-9-]+\/[A-Za-z0-9_.-]+$/;
export const storagePrefixPattern = /^[a-z0-9-]+\/$/;
const prefixPattern = storagePrefixPattern;

/** Whether a string is a storage key (`folder/name.ext`, nothing that climbs out of the root). */
export function isStorageKey(key: string): boolean {
  return keyPattern.test(key) && !key.includes("..");
}

/** The key behind a `/uploads/<key>` URL, or null for any other URL. */
export function uploadsKeyOf(url: string): string | null {
  if (!url.startsWith("/uploads/")) return null;
  const key = url.slice("/uploads/".length);
  return isStorageKey(key) ? key : null;
}

const contentTypes: Record<string, string> = {
  webp: "image/webp",
  png: "image/png",
  jpg: "image/jpeg",
  jpeg: "image/jpeg",
  gif: "image/gif",
  avif: "image/avif",
  bmp: "image/bmp",
  tif: "image/tiff",
  tiff: "image/tiff",
  ico: "image/x-icon",
  heic: "image/heic",
  heif: "image/heif",
  jxl: "image/jxl",
  svg: "image/svg+xml",
  mp4: "video/mp4",
  webm: "video/webm",
  pdf: "application/pdf",
  m4a: "audio/mp4",
  mp3: "audio/mpeg",
  ogg: "audio/ogg",
  oga: "audio/ogg",
  spx: "audio/ogg",
  opus: "audio/opus",
  ogx: "application/ogg",
  json: "application/json",
  txt: "text/plain; charset=utf-8",
};

/** What `contentTypeOfKey` answers for an extension it does not know. */
export const unknownContentType = "application/octet-stream";

/** The content type a key's extension stands for (what a browser is told the file is). */
export function contentTypeOfKey(key: string): string {
  const extension = key.slice(key.lastIndexOf(".") + 1).toLowerCase();
  return contentTypes[extension] ?? unknownContentType;
}

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
    return uploadsKeyOf(url);
  }

  directUrlOf(): null {
    return null;
  }

  async read(key: string): Promise<StoredObject | null> {
    if (!isStorageKey(key)) return null;
    let handle: FileHandle;
    try {
      // Open first: a removal after this point cannot cut the file short.
      handle = await open(this.#pathOf(key), "r");
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code;
      if (code === "ENOENT" || code === "EISDIR") return null;
      throw error;
    }
    try {
      const info = await handle.stat();
      if (!info.isFile()) {
        await handle.close();
        return null;
      }
      return {
        body: handle.createReadStream(),
        size: info.size,
        length: info.size,
        contentType: contentTypeOfKey(key),
        etag: undefined,
        modifiedAt: info.mtime,
        contentRange: undefined,
      };
    } catch (error) {
      await handle.close();
      throw error;
    }
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

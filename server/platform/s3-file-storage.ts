import type { Readable } from "node:stream";
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
  type S3ClientConfig,
} from "@aws-sdk/client-s3";
import { AppError } from "#contracts/errors-rules.ts";
import {
  contentTypeOfKey,
  type FileStorage,
  isStorageKey,
  type ReadOptions,
  type StoredFile,
  type StoredObject,
  storagePrefixPattern,
  uploadsKeyOf,
} from "./file-storage.ts";

export type S3FileStorageOptions = {
  bucket: string;
  /** A non-AWS store (Cloudflare R2, MinIO): its API origin. */
  endpoint?: string | undefined;
  /** Bucket in the path (`endpoint/bucket/key`) rather than the host name; MinIO needs it. */
  forcePathStyle?: boolean;
  /**
   * Where the bucket or a CDN serves the files directly (no trailing slash): `/uploads/<key>`
   * then redirects there instead of streaming through the shop.
   */
  publicUrl?: string | undefined;
  /**
   * Explicit client settings (credentials, region) for tests; production leaves them out and
   * the SDK reads AWS_ACCESS_KEY_ID, AWS_SECRET_ACCESS_KEY and AWS_REGION itself.
   */
  client?: Partial<S3ClientConfig>;
  /** Keys per ListObjectsV2 page (S3's own maximum, 1000, unless a test pages sooner). */
  pageSize?: number;
};

/**
 * The files in an S3-compatible bucket (AWS S3, Cloudflare R2, MinIO), so every shop process
 * sees the same uploads. Keys are the same relative paths the local disk uses.
 */
export class S3FileStorage implements FileStorage {
  readonly #client: S3Client;
  readonly #bucket: string;
  readonly #publicUrl: string | undefined;
  readonly #pageSize: number;

  constructor(options: S3FileStorageOptions) {
    this.#bucket = options.bucket;
    this.#publicUrl = options.publicUrl;
    this.#pageSize = options.pageSize ?? 1000;
    this.#client = new S3Client({
      ...(options.endpoint ? { endpoint: options.endpoint } : {}),
      forcePathStyle: options.forcePathStyle ?? false,
      // Checksums only where the API demands them: S3-compatible stores other than AWS reject
      // or ignore the newer default checksum headers.
      requestChecksumCalculation: "WHEN_REQUIRED",
      responseChecksumValidation: "WHEN_REQUIRED",
      ...options.client,
    });
  }

  async put(key: string, bytes: Buffer): Promise<void> {
    this.#check(key);
    // The type travels with the object, so a public bucket serves it right.
    await this.#client
      .send(
        new PutObjectCommand({
          Bucket: this.#bucket,
          Key: key,
          Body: bytes,
          ContentType: contentTypeOfKey(key),
          ContentLength: bytes.length,
        }),
      )
      .catch(storeFailure);
  }

  async remove(key: string): Promise<void> {
    this.#check(key);
    // DeleteObject succeeds for a key that is already gone, as removal on disk does.
    await this.#client
      .send(new DeleteObjectCommand({ Bucket: this.#bucket, Key: key }))
      .catch(storeFailure);
  }

  urlOf(key: string): string {
    // The stored reference stays `/uploads/<key>` wherever the bytes live: records need no
    // rewrite when the storage moves, and the shop's URL rules keep holding.
    return `/uploads/${key}`;
  }

  keyOf(url: string): string | null {
    if (this.#publicUrl && url.startsWith(`${this.#publicUrl}/`)) {
      const key = url.slice(this.#publicUrl.length + 1);
      return isStorageKey(key) ? key : null;
    }
    return uploadsKeyOf(url);
  }

  directUrlOf(key: string): string | null {
    return this.#publicUrl && isStorageKey(key) ? `${this.#publicUrl}/${key}` : null;
  }

  async *list(prefix: string): AsyncIterable<StoredFile> {
    if (!storagePrefixPattern.test(prefix)) throw new Error(`invalid storage prefix ${prefix}`);
    let continuationToken: string | undefined;
    do {
      const page = await this.#client
        .send(
          new ListObjectsV2Command({
            Bucket: this.#bucket,
            Prefix: prefix,
            MaxKeys: this.#pageSize,
            ...(continuationToken ? { ContinuationToken: continuationToken } : {}),
          }),
        )
        .catch(storeFailure);
      for (const object of page.Contents ?? []) {
        if (object.Key && isStorageKey(object.Key) && object.LastModified) {
          yield { key: object.Key, modifiedAt: object.LastModified };
        }
      }
      continuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (continuationToken);
  }

  async sizeOf(key: string): Promise<number | null> {
    if (!isStorageKey(key)) return null;
    try {
      const head = await this.#client.send(
        new HeadObjectCommand({ Bucket: this.#bucket, Key: key }),
      );
      return head.ContentLength ?? null;
    } catch (error) {
      if (isMissing(error)) return null;
      return storeFailure(error);
    }
  }

  async read(key: string, options: ReadOptions = {}): Promise<StoredObject | null> {
    if (!isStorageKey(key)) return null;
    const range = options.range && singleRange.test(options.range) ? options.range : undefined;
    try {
      return await this.#get(key, range);
    } catch (error) {
      if (isMissing(error)) return null;
      // A range past the end: the whole file instead (a server may ignore Range).
      if (range && errorName(error) === "InvalidRange") return this.read(key);
      return storeFailure(error);
    }
  }

  /** Closes the client's kept-alive connections to the store. */
  close(): void {
    this.#client.destroy();
  }

  async #get(key: string, range: string | undefined): Promise<StoredObject> {
    const object = await this.#client.send(
      new GetObjectCommand({
        Bucket: this.#bucket,
        Key: key,
        ...(range ? { Range: range } : {}),
      }),
    );
    const contentRange = object.ContentRange;
    const total = contentRange ? Number(contentRange.split("/")[1]) : object.ContentLength;
    return {
      body: object.Body as Readable,
      size: Number.isFinite(total) ? (total ?? 0) : (object.ContentLength ?? 0),
      length: object.ContentLength ?? 0,
      contentType: contentTypeOfKey(key),
      etag: object.ETag,
      modifiedAt: object.LastModified,
      contentRange,
    };
  }

  #check(key: string): void {
    if (!isStorageKey(key)) throw new Error(`invalid storage key ${key}`);
  }
}

const singleRange = /^bytes=(\d+-\d*|-\d+)$/;

function errorName(error: unknown): string | undefined {
  return (error as { name?: string } | null)?.name;
}

/**
 * A store that cannot be reached or answers with a server error is the shop being briefly
 * unavailable (503, try again), not a fault in the request; anything else stays as it is.
 */
function storeFailure(error: unknown): never {
  const status = (error as { $metadata?: { httpStatusCode?: number } } | null)?.$metadata
    ?.httpStatusCode;
  if (status === undefined || status >= 500) {
    throw new AppError("UNAVAILABLE", "The shop is temporarily unavailable. Please try again.", {
      cause: error,
    });
  }
  throw error;
}

function isMissing(error: unknown): boolean {
  const name = errorName(error);
  const status = (error as { $metadata?: { httpStatusCode?: number } } | null)?.$metadata
    ?.httpStatusCode;
  // A missing bucket is a configuration fault, never "no such file".
  if (name === "NoSuchBucket") return false;
  return name === "NoSuchKey" || name === "NotFound" || status === 404;
}

import { mkdirSync } from "node:fs";
import path from "node:path";
import type { S3ClientConfig } from "@aws-sdk/client-s3";
import fastifyStatic from "@fastify/static";
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { AppError } from "#contracts/errors-rules.ts";
import type { Config } from "#server/config.ts";
import { throwRouteNotFound } from "./error-handler.ts";
import { type FileStorage, LocalFileStorage, uploadsKeyOf } from "./file-storage.ts";
import { S3FileStorage } from "./s3-file-storage.ts";

export function uploadsDirFor(dataDir: string): string {
  return path.join(dataDir, "uploads");
}

/**
 * The configured store: the S3-compatible bucket when S3_BUCKET is set, else DATA_DIR/uploads.
 * `client` is for tests (explicit credentials); production leaves the SDK to its AWS_* variables.
 */
export function createFileStorage(
  config: Pick<Config, "dataDir" | "s3">,
  client?: Partial<S3ClientConfig>,
): FileStorage {
  if (!config.s3) return new LocalFileStorage(uploadsDirFor(config.dataDir));
  return new S3FileStorage({ ...config.s3, ...(client ? { client } : {}) });
}

/** Headers every stored file is served with, wherever it is stored. */
function setStoredFileHeaders(
  reply: { header(name: string, value: string): unknown },
  key: string,
) {
  reply.header("cache-control", "public, max-age=86400");
  // Anything but an image is downloaded when opened, never shown by the browser (players
  // and <audio>/<video> still play it).
  if (!/\.(webp|png|jpe?g|gif|avif|svg)$/i.test(key)) {
    reply.header("content-disposition", "attachment");
  }
  reply.header("x-content-type-options", "nosniff");
  // A stored file opened directly can run nothing and reach nothing, whatever it holds.
  reply.header(
    "content-security-policy",
    "sandbox; default-src 'none'; img-src 'self'; media-src 'self'; style-src 'unsafe-inline'",
  );
}

/**
 * Stored files (game artwork, chat attachments) under /uploads: from `DATA_DIR/uploads` on the
 * local disk, else streamed from the store (or, when it serves them itself, redirected there).
 */
export async function registerUploads(
  app: FastifyInstance,
  options: { dataDir: string; storage: FileStorage },
): Promise<void> {
  if (!(options.storage instanceof LocalFileStorage)) {
    registerStoredUploads(app, options.storage);
    return;
  }
  const root = uploadsDirFor(options.dataDir);
  mkdirSync(root, { recursive: true });
  await app.register(fastifyStatic, {
    root,
    prefix: "/uploads/",
    decorateReply: false,
    index: false,
    setHeaders: (res, filePath) => setStoredFileHeaders(res, filePath),
  });
}

function registerStoredUploads(app: FastifyInstance, storage: FileStorage): void {
  app.get("/uploads/*", async (request, reply) => {
    const key = uploadsKeyOf(request.url.split("?")[0] ?? "");
    if (!key) throwRouteNotFound(request);
    const direct = storage.directUrlOf(key);
    if (direct) {
      // The bucket or CDN serves it; records keep the /uploads form, so this is the bridge.
      reply.header("cache-control", "public, max-age=86400");
      return reply.redirect(direct, 301);
    }
    const range = request.headers.range;
    const stored = await storage.read(key, {
      range: typeof range === "string" ? range : undefined,
    });
    if (!stored) throwRouteNotFound(request);
    setStoredFileHeaders(reply, key);
    reply.header("accept-ranges", "bytes");
    if (stored.etag) reply.header("etag", stored.etag);
    if (stored.modifiedAt) reply.header("last-modified", stored.modifiedAt.toUTCString());
    if (isFresh(request, stored)) {
      stored.body.destroy();
      return reply.code(304).send();
    }
    reply.type(stored.contentType);
    reply.header("content-length", String(stored.length));
    if (stored.contentRange) {
      reply.code(206);
      reply.header("content-range", stored.contentRange);
    }
    return sendStream(reply, stored.body);
  });
}

function sendStream(reply: FastifyReply, body: NodeJS.ReadableStream & { destroy(): void }) {
  // A client that leaves mid-file must not leave the store's connection open.
  reply.raw.once("close", () => body.destroy());
  return reply.send(body);
}

/** A conditional GET the browser's copy already answers (If-None-Match first, as HTTP says). */
function isFresh(
  request: FastifyRequest,
  stored: { etag: string | undefined; modifiedAt: Date | undefined },
): boolean {
  const noneMatch = request.headers["if-none-match"];
  if (noneMatch !== undefined) {
    if (!stored.etag) return false;
    const bare = (tag: string) => tag.trim().replace(/^W\//, "");
    return noneMatch
      .split(",")
      .some((tag) => tag.trim() === "*" || bare(tag) === bare(stored.etag ?? ""));
  }
  const since = request.headers["if-modified-since"];
  if (since === undefined || !stored.modifiedAt) return false;
  const sinceMs = Date.parse(since);
  return (
    Number.isFinite(sinceMs) && Math.floor(stored.modifiedAt.getTime() / 1000) * 1000 <= sinceMs
  );
}

export type UploadedFile =
  | { ok: true; bytes: Buffer; filename: string }
  | { ok: false; reason: "not-multipart" | "no-file-field" | "file-too-large" };

/**
 * The one file of a multipart upload (field `file`), read whole within @fastify/multipart's
 * limits. What the route words itself comes back as a reason; a body that is not a valid
 * multipart form throws the AppError `uploadErrorOf` makes (never a 500).
 */
export async function readUploadedFile(request: FastifyRequest): Promise<UploadedFile> {
  if (!request.isMultipart()) return { ok: false, reason: "not-multipart" };
  try {
    const part = await request.file();
    if (part?.fieldname !== "file") return { ok: false, reason: "no-file-field" };
    return { ok: true, bytes: await part.toBuffer(), filename: part.filename };
  } catch (error) {
    if ((error as { code?: string }).code === "FST_REQ_FILE_TOO_LARGE") {
      return { ok: false, reason: "file-too-large" };
    }
    // The multipart parser's own errors carry no status: "Unexpected end of form" (truncated),
    // "Malformed part header", "Multipart: Boundary not found"...
    if (error instanceof Error && !("statusCode" in error)) {
      throw new AppError("VALIDATION_FAILED", malformedUpload, { cause: error });
    }
    throw uploadErrorOf(error);
  }
}

const malformedUpload =
  "The upload is incomplete or malformed. Send the file again as multipart/form-data.";

/**
 * What a broken upload body means for its sender: a malformed multipart form, or a body that
 * is not even valid JSON, is 400 VALIDATION_FAILED; too many parts or fields 413. Anything else
 * passes through unchanged.
 */
export function uploadErrorOf(error: unknown): unknown {
  if (error instanceof AppError) return error;
  const { code } = error as { code?: string };
  if (code === "FST_PARTS_LIMIT" || code === "FST_FILES_LIMIT" || code === "FST_FIELDS_LIMIT") {
    return new AppError(
      "PAYLOAD_TOO_LARGE",
      "Too many parts in the form: send one file in the field 'file'.",
    );
  }
  if (code === "FST_ERR_CTP_INVALID_JSON_BODY" || code === "FST_ERR_CTP_EMPTY_JSON_BODY") {
    return new AppError("VALIDATION_FAILED", "Send the file as multipart/form-data.");
  }
  if (code === "FST_PROTO_VIOLATION" || code === "FST_INVALID_MULTIPART_CONTENT_TYPE") {
    return new AppError("VALIDATION_FAILED", malformedUpload, { cause: error });
  }
  // Others keep their status (a body over the limit is 413, as Fastify says).
  return error;
}

/**
 * A route-level error handler for upload routes: body parsing fails before the handler runs
 * (malformed JSON sent to an upload URL), so the mapping must sit on the route. What it throws
 * goes on to the app's error handler, which writes the envelope.
 */
export function uploadRouteErrorHandler(error: FastifyError): never {
  throw uploadErrorOf(error);
}

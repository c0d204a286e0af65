import { mkdirSync } from "node:fs";
import path from "node:path";
import fastifyStatic from "@fastify/static";
import type { FastifyError, FastifyInstance, FastifyRequest } from "fastify";
import { AppError } from "#contracts/errors-rules.ts";

export function uploadsDirFor(dataDir: string): string {
  return path.join(dataDir, "uploads");
}

/** Stored files (game artwork, chat attachments) under /uploads, from `DATA_DIR/uploads`. */
export async function registerUploads(
  app: FastifyInstance,
  options: { dataDir: string },
): Promise<void> {
  const root = uploadsDirFor(options.dataDir);
  mkdirSync(root, { recursive: true });
  await app.register(fastifyStatic, {
    root,
    prefix: "/uploads/",
    decorateReply: false,
    index: false,
    setHeaders: (res, filePath) => {
      res.header("cache-control", "public, max-age=86400");
      // Anything but an image is downloaded when opened, never shown by the browser (players
      // and <audio>/<video> still play it).
      if (!/\.(webp|png|jpe?g|gif|avif|svg)$/i.test(filePath)) {
        res.header("content-disposition", "attachment");
      }
      res.header("x-content-type-options", "nosniff");
      // A stored file opened directly can run nothing and reach nothing, whatever it holds.
      res.header(
        "content-security-policy",
        "sandbox; default-src 'none'; img-src 'self'; media-src 'self'; style-src 'unsafe-inline'",
      );
    },
  });
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

import { randomBytes } from "node:crypto";
import path from "node:path";
import { fileTypeFromBuffer } from "file-type";
import sharp from "sharp";
import type { ChatFile } from "#contracts/chat.ts";
import { chatMessages as chatTexts, checkChatFile } from "#contracts/chat-rules.ts";
import type { FileStorage } from "#server/platform/file-storage.ts";
import {
  chatImageLimits,
  checkImageSize,
  type ImageHeader,
  readImageHeader,
} from "#server/platform/image-limits.ts";
import type { ImageQueue } from "#server/platform/image-queue.ts";

export type UploadResult =
  | { ok: true; file: ChatFile }
  | { ok: false; status: 400 | 413 | 415; error: string };

// The end of a ZIP archive's directory: found inside an image, the file is two formats at once.
const zipDirectoryEnd = Buffer.from([0x50, 0x4b, 0x05, 0x06]);

/** Refusals of images too costly to decode, shown as they are (no translation key). */
export const chatImageTexts = {
  tooLarge: (header: ImageHeader) =>
    `Image too large (max ${chatImageLimits.maxPixels / 1_000_000} megapixels${header.pages > 1 ? " in all frames together" : ""}, ${chatImageLimits.maxSide.toLocaleString("en")} pixels a side)`,
  tooManyPixels: (header: ImageHeader, bytes: number) =>
    `Image refused: ${header.width}×${header.height} pixels${header.pages > 1 ? ` × ${header.pages} frames` : ""} in ${Math.ceil(bytes / 1024)} KB is not a real picture`,
} as const;

/** Bytes one address may upload every 10 minutes (on top of 30 requests). */
export const chatUploadBytesPerWindow = 25 * 1024 * 1024;

/** Width of the small copy of an image, for the message list's thumbnail. */
export const chatThumbnailWidth = 320;

/** Where chat attachments are stored (a FileStorage prefix). */
export const chatUploadPrefix = "chat/";

const thumbnailSuffix = ".small.webp";

/**
 * The stored file a message's URL names for any stored key: an image's small copy
 * (`<id>.small.webp`, never named in a message) belongs to the image (`<id>.webp`).
 */
export function chatMessageFileKeyOf(key: string): string {
  return key.endsWith(thumbnailSuffix) ? `${key.slice(0, -thumbnailSuffix.length)}.webp` : key;
}

/**
 * Stores one chat attachment. Its type is decided by its content (magic bytes), never by its
 * name or the type the browser claimed; images are re-encoded (WebP, metadata such as EXIF
 * location dropped, plus a small copy), so nothing but pixels survives; other allowed files are
 * stored as they are under a random name. An image is sized up from its header before any
 * pixel is decoded (chatImageLimits, and no more pixels than its bytes can honestly hold), then
 * decoded once, in its turn in the shared image queue (a full queue throws ImageQueueFullError).
 */
export async function storeChatUpload(
  storage: FileStorage,
  images: ImageQueue,
  input: { bytes: Buffer; originalName: string },
): Promise<UploadResult> {
  const unsupported = (type: string): UploadResult => ({
    ok: false,
    status: 415,
    error: chatTexts.unsupportedFile(type),
  });
  const detected = input.bytes.length > 0 ? await fileTypeFromBuffer(input.bytes) : undefined;
  if (!detected) return unsupported(chatTexts.missingType);
  if (detected.mime !== "application/zip" && input.bytes.includes(zipDirectoryEnd)) {
    return unsupported("application/zip");
  }
  const verdict = checkChatFile({ mimeType: detected.mime, size: input.bytes.length });
  if (!verdict.ok) {
    return {
      ok: false,
      status: verdict.message === chatTexts.fileTooLarge ? 413 : 415,
      error: verdict.message,
    };
  }
  const id = randomBytes(16).toString("hex");
  const originalName = cleanFileName(input.originalName, detected.ext);

  if (detected.mime.startsWith("image/")) {
    // The header first (no pixel decoded): a file claiming more pixels than a chat picture
    // needs, or far more than its bytes can honestly hold, is refused before any decoding.
    const header = await readImageHeader(input.bytes);
    // Magic bytes of an image with a header no decoder accepts.
    if (!header) return unsupported(detected.mime);
    const verdict = checkImageSize(header, input.bytes.length, chatImageLimits);
    if (!verdict.ok) {
      return verdict.reason === "too-large"
        ? { ok: false, status: 413, error: chatImageTexts.tooLarge(header) }
        : {
            ok: false,
            status: 400,
            error: chatImageTexts.tooManyPixels(header, input.bytes.length),
          };
    }
    const encoded = await images.run(() => encodeChatImage(input.bytes, header));
    // A body no decoder accepts behind a readable header.
    if (!encoded) return unsupported(detected.mime);
    await storage.put(`${chatUploadPrefix}${id}.webp`, encoded.image);
    await storage.put(`${chatUploadPrefix}${id}${thumbnailSuffix}`, encoded.thumbnail);
    return {
      ok: true,
      file: {
        url: storage.urlOf(`${chatUploadPrefix}${id}.webp`),
        originalName,
        mimeType: "image/webp",
        size: encoded.image.length,
      },
    };
  }

  await storage.put(`${chatUploadPrefix}${id}.${detected.ext}`, input.bytes);
  return {
    ok: true,
    file: {
      url: storage.urlOf(`${chatUploadPrefix}${id}.${detected.ext}`),
      originalName,
      mimeType: detected.mime,
      size: input.bytes.length,
    },
  };
}

/**
 * Decodes the image once (upright, every frame of an animation) into raw pixels, then encodes
 * the stored WebP and its small copy from them; null when the body cannot be decoded.
 */
async function encodeChatImage(
  bytes: Buffer,
  header: ImageHeader,
): Promise<{ image: Buffer; thumbnail: Buffer } | null> {
  const animated = header.pages > 1;
  try {
    const { data, info } = await sharp(bytes, {
      animated,
      limitInputPixels: chatImageLimits.maxPixels,
    })
      .rotate()
      .raw()
      .toBuffer({ resolveWithObject: true });
    const raw = {
      width: info.width,
      height: info.height,
      channels: info.channels,
      ...(info.pageHeight ? { pageHeight: info.pageHeight } : {}),
    };
    const timing = animated
      ? { ...(header.delay ? { delay: header.delay } : {}), loop: header.loop ?? 0 }
      : {};
    const image = await sharp(data, { raw, animated })
      .webp({ quality: 82, ...timing })
      .toBuffer();
    const thumbnail = await sharp(data, { raw, animated })
      .resize({ width: chatThumbnailWidth, withoutEnlargement: true })
      .webp({ quality: 75, ...timing })
      .toBuffer();
    return { image, thumbnail };
  } catch {
    return null;
  }
}

/** The name shown beside a file: its last path part, printable, at most 255 characters. */
function cleanFileName(name: string, extension: string): string {
  const base = path
    .basename(name.replaceAll("\\", "/"))
    .replace(/[\p{Cc}\p{Cf}]/gu, "")
    .trim()
    .slice(0, 255);
  return base === "" ? `file.${extension}` : base;
}

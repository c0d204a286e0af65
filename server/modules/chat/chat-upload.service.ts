import { randomBytes } from "node:crypto";
import path from "node:path";
import { fileTypeFromBuffer } from "file-type";
import sharp from "sharp";
import type { ChatFile } from "#contracts/chat.ts";
import { chatMessages as chatTexts, checkChatFile } from "#contracts/chat-rules.ts";
import type { FileStorage } from "#server/platform/file-storage.ts";

export type UploadResult =
  | { ok: true; file: ChatFile }
  | { ok: false; status: 400 | 413 | 415; error: string };

// The end of a ZIP archive's directory: found inside an image, the file is two formats at once.
const zipDirectoryEnd = Buffer.from([0x50, 0x4b, 0x05, 0x06]);

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
 * stored as they are under a random name.
 */
export async function storeChatUpload(
  storage: FileStorage,
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
    let image: Buffer;
    let thumbnail: Buffer;
    try {
      const source = sharp(input.bytes, { animated: true, limitInputPixels: 40_000_000 });
      image = await source.clone().rotate().webp({ quality: 82 }).toBuffer();
      thumbnail = await source
        .clone()
        .rotate()
        .resize({ width: chatThumbnailWidth, withoutEnlargement: true })
        .webp({ quality: 75 })
        .toBuffer();
    } catch {
      // Magic bytes of an image with a body no decoder accepts.
      return unsupported(detected.mime);
    }
    await storage.put(`${chatUploadPrefix}${id}.webp`, image);
    await storage.put(`${chatUploadPrefix}${id}${thumbnailSuffix}`, thumbnail);
    return {
      ok: true,
      file: {
        url: storage.urlOf(`${chatUploadPrefix}${id}.webp`),
        originalName,
        mimeType: "image/webp",
        size: image.length,
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

/** The name shown beside a file: its last path part, printable, at most 255 characters. */
function cleanFileName(name: string, extension: string): string {
  const base = path
    .basename(name.replaceAll("\\", "/"))
    .replace(/[\p{Cc}\p{Cf}]/gu, "")
    .trim()
    .slice(0, 255);
  return base === "" ? `file.${extension}` : base;
}

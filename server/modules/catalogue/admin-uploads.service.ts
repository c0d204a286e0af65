import { randomBytes } from "node:crypto";
import { fileTypeFromBuffer } from "file-type";
import sharp, { type OutputInfo } from "sharp";
import type { AdminUpload, AdminUploadKind } from "#contracts/admin-uploads.ts";
import { AppError } from "#contracts/errors-rules.ts";
import {
  imageVariantPath,
  portraitBaseWidth,
  portraitVariantWidths,
  squareBaseWidth,
  squareVariantWidths,
  tallAspect,
  tallVariantWidths,
  wideBaseWidth,
  wideVariantWidths,
} from "#contracts/image-variants.ts";
import type { Db } from "#db/client.ts";
import { type AdminActor, recordAudit } from "#server/platform/audit-log.ts";
import type { FileStorage } from "#server/platform/file-storage.ts";
import {
  adminImageLimits,
  checkImageSize,
  readImageHeader,
} from "#server/platform/image-limits.ts";
import type { ImageQueue } from "#server/platform/image-queue.ts";

/**
 * Staff image uploads: every shape of the picture stored, then one audit record. Games, home
 * list artwork and guide covers all name what this returns.
 */
export class AdminUploadsService {
  readonly #deps: { db: Db; storage: FileStorage; images: ImageQueue };

  constructor(deps: { db: Db; storage: FileStorage; images: ImageQueue }) {
    this.#deps = deps;
  }

  async store(kind: AdminUploadKind, bytes: Buffer, actor: AdminActor): Promise<AdminUpload> {
    const upload = await storeAdminUpload(this.#deps.storage, this.#deps.images, kind, bytes);
    await recordAudit(this.#deps.db, actor, {
      action: "uploads.create",
      targetType: "upload",
      targetId: upload.image,
      after: upload,
    });
    return upload;
  }
}

/** Where admin uploads are stored (a FileStorage prefix, served under /uploads/admin/). */
export const adminUploadPrefix = "admin/";

/** The smallest upload: the wide 16:9 image is 1280×720, a smaller one would blur badly. */
export const minUploadWidth = 640;
export const minUploadHeight = 360;

const acceptedTypes = new Set(["image/jpeg", "image/png", "image/webp", "image/avif", "image/gif"]);

const wideHeight = Math.round((wideBaseWidth * 9) / 16);
const portraitHeight = Math.round((portraitBaseWidth * 4) / 3);
const small = { width: 640, height: 360 };

type Shape = { width: number; height: number };

/**
 * The one decode is shrunk to the least size every shape can be cut from without enlarging:
 * 1280 px wide (the wide image) and 1030 px high (the 824 w phone crop). JPEG and WebP decode
 * at that scale directly, and each crop then resamples about a megapixel, not the original.
 */
const workingSize: Shape = {
  width: wideBaseWidth,
  height: Math.round(Math.max(...tallVariantWidths) * tallAspect),
};

/**
 * Stores one admin image in every shape and width the storefront shows for its kind
 * (contracts/admin-uploads.ts, contracts/image-variants.ts). The type is decided by the file's
 * content (magic bytes), never its name; the image is decoded and re-encoded to WebP, so
 * nothing but pixels survives (EXIF and other metadata are dropped; an animation keeps its
 * first frame). Each shape is a cover crop around the picture's most interesting part.
 *
 * Names: `admin/<random>-wide.webp` with its variants beside it (`.640w`, `.tall-680w` …),
 * `-portrait.webp`, `-square.webp`, and `-wideSmall.webp` (the 640×360 copy that hero items
 * and guides' smallCoverOf name).
 */
export async function storeAdminUpload(
  storage: FileStorage,
  images: ImageQueue,
  kind: AdminUploadKind,
  bytes: Buffer,
): Promise<AdminUpload> {
  const detected = bytes.length > 0 ? await fileTypeFromBuffer(bytes) : undefined;
  if (!detected || !acceptedTypes.has(detected.mime)) {
    throw new AppError(
      "UNSUPPORTED_MEDIA_TYPE",
      `This file is ${detected ? `a ${detected.mime} file` : "not an image"}. Upload a JPEG, PNG, WebP, AVIF or GIF image.`,
    );
  }
  // The header first (no pixel decoded): the size rules run before any decoding.
  const header = await readImageHeader(bytes);
  if (!header) {
    throw new AppError(
      "UNSUPPORTED_MEDIA_TYPE",
      "This image could not be read (it may be damaged). Upload another image.",
    );
  }
  const { width, height } = header;
  const verdict = checkImageSize(header, bytes.length, adminImageLimits);
  if (!verdict.ok) {
    throw verdict.reason === "too-large"
      ? new AppError(
          "PAYLOAD_TOO_LARGE",
          `The image is ${width}×${height} pixels; it may have at most ${adminImageLimits.maxPixels / 1_000_000} megapixels and ${adminImageLimits.maxSide.toLocaleString("en")} pixels a side.`,
        )
      : new AppError(
          "BAD_REQUEST",
          `The image claims ${width}×${height} pixels in ${Math.ceil(bytes.length / 1024)} KB, more than a real picture compresses to. Upload another image.`,
        );
  }
  if (width < minUploadWidth || height < minUploadHeight) {
    throw new AppError(
      "BAD_REQUEST",
      `The image is ${width}×${height} pixels; it must be at least ${minUploadWidth}×${minUploadHeight}.`,
    );
  }

  const id = randomBytes(16).toString("hex");
  const keyOf = (shape: string) => `${adminUploadPrefix}${id}-${shape}.webp`;
  const files = new Map<string, { size: Shape; quality: number }>();
  const add = (key: string, size: Shape, quality = 80) => files.set(key, { size, quality });

  const wide = keyOf("wide");
  add(wide, { width: wideBaseWidth, height: wideHeight });
  for (const variantWidth of wideVariantWidths) {
    add(imageVariantPath(wide, { width: variantWidth }), {
      width: variantWidth,
      height: Math.round((variantWidth * 9) / 16),
    });
  }
  if (kind !== "guide-cover") {
    for (const variantWidth of tallVariantWidths) {
      add(
        imageVariantPath(wide, { width: variantWidth, crop: "tall" }),
        { width: variantWidth, height: Math.round(variantWidth * tallAspect) },
        70,
      );
    }
  }
  const upload: AdminUpload = { kind, image: storage.urlOf(wide) };
  if (kind === "game-cover") {
    const portrait = keyOf("portrait");
    add(portrait, { width: portraitBaseWidth, height: portraitHeight });
    for (const variantWidth of portraitVariantWidths) {
      add(imageVariantPath(portrait, { width: variantWidth }), {
        width: variantWidth,
        height: Math.round((variantWidth * 4) / 3),
      });
    }
    const square = keyOf("square");
    add(square, { width: squareBaseWidth, height: squareBaseWidth });
    for (const variantWidth of squareVariantWidths) {
      add(imageVariantPath(square, { width: variantWidth }), {
        width: variantWidth,
        height: variantWidth,
      });
    }
    upload.portraitImage = storage.urlOf(portrait);
    upload.squareImage = storage.urlOf(square);
  } else {
    // Hero items and guide cards on phones show the 640×360 copy.
    const smallKey = keyOf("wideSmall");
    add(smallKey, small);
    if (kind === "hero") upload.smallImage = storage.urlOf(smallKey);
  }

  const encoded = await images.run(() => encodeShapes(bytes, files));
  if (!encoded) {
    // Magic bytes and a header of an image, with a body no decoder accepts.
    throw new AppError(
      "UNSUPPORTED_MEDIA_TYPE",
      "This image could not be read (it may be damaged). Upload another image.",
    );
  }
  // The main images last: an image URL that exists has all its variants beside it.
  const mainKeys = new Set([wide, keyOf("portrait"), keyOf("square")]);
  for (const [key, buffer] of encoded) if (!mainKeys.has(key)) await storage.put(key, buffer);
  for (const [key, buffer] of encoded) if (mainKeys.has(key)) await storage.put(key, buffer);
  return upload;
}

/**
 * Decodes the upload once (upright, first frame), then cuts and encodes every shape from those
 * pixels one after another, inside the caller's image-queue turn; null when the body cannot be
 * decoded.
 */
async function encodeShapes(
  bytes: Buffer,
  shapes: Map<string, { size: Shape; quality: number }>,
): Promise<[string, Buffer][] | null> {
  let decoded: { data: Buffer; info: OutputInfo };
  try {
    decoded = await sharp(bytes, { limitInputPixels: adminImageLimits.maxPixels })
      .rotate()
      .resize({ ...workingSize, fit: "outside", withoutEnlargement: true })
      .raw()
      .toBuffer({ resolveWithObject: true });
  } catch {
    return null;
  }
  const { data, info } = decoded;
  const raw = { width: info.width, height: info.height, channels: info.channels };
  const encoded: [string, Buffer][] = [];
  for (const [key, { size, quality }] of shapes) {
    const buffer = await sharp(data, { raw })
      .resize({ ...size, fit: "cover", position: sharp.strategy.attention })
      .webp({ quality })
      .toBuffer();
    encoded.push([key, buffer]);
  }
  return encoded;
}

import { randomBytes } from "node:crypto";
import { fileTypeFromBuffer } from "file-type";
import sharp, { type Sharp } from "sharp";
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
import type { FileStorage } from "#server/platform/file-storage.ts";

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
  let source: Sharp;
  let width: number;
  let height: number;
  try {
    source = sharp(bytes, { limitInputPixels: 40_000_000 }).rotate();
    const info = await source.metadata();
    // EXIF orientations 5–8 turn the picture a quarter: width and height swap once rotated.
    const turned = (info.orientation ?? 1) >= 5;
    width = (turned ? info.height : info.width) ?? 0;
    height = (turned ? info.width : info.height) ?? 0;
  } catch {
    throw new AppError(
      "UNSUPPORTED_MEDIA_TYPE",
      "This image could not be read (it may be damaged or too large). Upload another image.",
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
  const crop = (size: Shape, quality = 80) =>
    source
      .clone()
      .resize({ ...size, fit: "cover", position: sharp.strategy.attention })
      .webp({ quality })
      .toBuffer();
  const files = new Map<string, Promise<Buffer>>();
  const add = (key: string, size: Shape, quality?: number) => files.set(key, crop(size, quality));

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

  let encoded: (readonly [string, Buffer])[];
  try {
    encoded = await Promise.all(
      [...files].map(async ([key, buffer]) => [key, await buffer] as const),
    );
  } catch {
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

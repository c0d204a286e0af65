import sharp from "sharp";

/** What an image's header says, read without decoding a pixel. */
export type ImageHeader = {
  format: string;
  /** Upright width and height of one frame (EXIF orientations 5–8 swap them). */
  width: number;
  height: number;
  /** Frames of an animation (1 for a still image). */
  pages: number;
  /** Every frame's pixels together: what decoding it costs. */
  pixels: number;
  delay: number[] | undefined;
  loop: number | undefined;
};

export type ImageLimits = {
  /** Most pixels, all frames together. */
  maxPixels: number;
  /** Longest side of a frame, in pixels. */
  maxSide: number;
};

/**
 * Chat attachments: 12 MP (a phone camera's photo) and 8,000 px a side. The stored copy keeps
 * every pixel, so each one is decoded and encoded again.
 */
export const chatImageLimits: ImageLimits = { maxPixels: 12_000_000, maxSide: 8_000 };

/**
 * Admin uploads: 40 MP and 12,000 px a side, so a full-size camera photo is taken as it is;
 * every stored shape is at most 1280 px wide, and the one decode is shrunk to that scale while
 * it reads (JPEG and WebP decode at 1/2, 1/4 or 1/8 size directly).
 */
export const adminImageLimits: ImageLimits = { maxPixels: 40_000_000, maxSide: 12_000 };

/**
 * Pixels an image may claim for each byte of its file, once it is large enough to matter. A
 * photograph holds 1–10 pixels a byte, a flat screenshot 20–60; one colour compresses to 170
 * (JPEG), 340 (PNG), 560 (WebP), over 1,000 (GIF) and over 10,000 (AVIF) pixels a byte. Such a
 * file costs seconds of CPU and hundreds of MB to decode while it is a few KB to send: an image
 * bomb.
 */
export const maxPixelsPerByte = 100;
/** Below this many pixels any compression is allowed: decoding them is cheap (~50 ms). */
export const pixelsPerByteFloor = 4_000_000;

/** The header of an image sharp can read, or null when it cannot (damaged, not an image). */
export async function readImageHeader(bytes: Buffer): Promise<ImageHeader | null> {
  try {
    // metadata() reads the header only: no pixel is decoded.
    const info = await sharp(bytes, { limitInputPixels: false }).metadata();
    if (!info.width || !info.height) return null;
    const pages = Math.max(1, info.pages ?? 1);
    // `height` is one frame's; an animation's frames are all decoded.
    const frameHeight = info.pageHeight ?? info.height;
    const turned = (info.orientation ?? 1) >= 5;
    return {
      format: info.format,
      width: turned ? frameHeight : info.width,
      height: turned ? info.width : frameHeight,
      pages,
      pixels: info.width * frameHeight * pages,
      delay: info.delay,
      loop: info.loop,
    };
  } catch {
    return null;
  }
}

export type SizeVerdict =
  | { ok: true }
  | { ok: false; reason: "too-large" }
  | { ok: false; reason: "too-many-pixels-per-byte" };

/** Whether an image this size may be decoded: within the limits and no bomb. */
export function checkImageSize(
  header: ImageHeader,
  byteLength: number,
  limits: ImageLimits,
): SizeVerdict {
  if (
    header.pixels > limits.maxPixels ||
    header.width > limits.maxSide ||
    header.height > limits.maxSide
  ) {
    return { ok: false, reason: "too-large" };
  }
  if (
    header.pixels > pixelsPerByteFloor &&
    header.pixels > Math.max(1, byteLength) * maxPixelsPerByte
  ) {
    return { ok: false, reason: "too-many-pixels-per-byte" };
  }
  return { ok: true };
}

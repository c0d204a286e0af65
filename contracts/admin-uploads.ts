import { z } from "zod";

/**
 * Admin image uploads: POST /api/admin/uploads?kind=<kind>, the image in the multipart field
 * `file`. The server decides the type by the file's content, re-encodes it (WebP, metadata
 * dropped) and writes every shape and responsive width the storefront shows for that kind
 * (contracts/image-variants.ts names them after the main image):
 *
 * - game-cover: the wide 16:9 image (1280 w, with 640/824 w copies and 4:5 phone crops), the
 *   3:4 portrait card (480 w, with a 360 w copy) and the 1:1 square (400 w);
 * - hero: the home carousel's artwork: the wide image with the same copies and crops, and a
 *   640×360 small image;
 * - guide-cover: a guide's 16:9 cover (1280 w with its narrower copies).
 */
export const adminUploadKinds = ["game-cover", "hero", "guide-cover"] as const;
export type AdminUploadKind = (typeof adminUploadKinds)[number];

export const adminUploadQuerySchema = z.object({ kind: z.enum(adminUploadKinds) });

/** At most 10 MB an image. */
export const adminUploadMaxBytes = 10 * 1024 * 1024;

export const adminUploadSchema = z.object({
  kind: z.enum(adminUploadKinds),
  /** The wide image (every kind); its variants sit beside it under the same name. */
  image: z.string(),
  /** game-cover only. */
  portraitImage: z.string().optional(),
  /** game-cover only. */
  squareImage: z.string().optional(),
  /** hero only: the 640×360 copy. */
  smallImage: z.string().optional(),
});
export type AdminUpload = z.infer<typeof adminUploadSchema>;

export const adminUploadReplySchema = z.object({
  success: z.literal(true),
  data: adminUploadSchema,
});

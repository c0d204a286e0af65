import { mkdirSync } from "node:fs";
import path from "node:path";
import fastifyStatic from "@fastify/static";
import type { FastifyInstance } from "fastify";

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

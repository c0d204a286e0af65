import { promisify } from "node:util";
import { brotliCompress, brotliCompressSync, constants, gzip, gzipSync } from "node:zlib";
import type { FastifyReply } from "fastify";

// A body sent once is compressed at the knee of the cost curve. For a 71 KB page, measured on
// this 2-core machine: brotli 2 makes 19.4 KB in ~0.5 ms, brotli 4 18.4 KB in ~1.8 ms (5% fewer
// bytes for 3.5 times the CPU of the whole compression, a third of a fresh render); gzip 3
// 19.9 KB in ~0.9 ms against gzip 5's 18.5 KB in ~1.9 ms. zstd 3 (19.4 KB, ~0.5 ms) would be no
// better than brotli 2, so it is not offered.
const onceBrotliQuality = 2;
const onceGzipLevel = 3;

const brotliCompressAsync = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/**
 * A response body kept with its compressed forms, each made once on first demand. Cached
 * catalogue replies are sent thousands of times; compressing them per request (as the global
 * compression hook would) costs more than everything else the request does.
 */
export class EncodedBody {
  readonly raw: Buffer;
  readonly #effort: "shared" | "once";
  #br: Buffer | undefined;
  #gzip: Buffer | undefined;
  #pending: { br?: Promise<Buffer>; gzip?: Promise<Buffer> } = {};

  /**
   * `effort` "shared": the body is cached and sent many times, so compress it hard once;
   * "once": it is sent to one visitor, so compress it quickly.
   */
  constructor(raw: Buffer, effort: "shared" | "once" = "shared") {
    this.raw = raw;
    this.#effort = effort;
  }

  /** What the body weighs in a cache once its compressed forms exist (they add ~25-40 %). */
  get estimatedBytes(): number {
    return Math.ceil(this.raw.length * 1.4);
  }

  get br(): Buffer {
    this.#br ??= brotliCompressSync(this.raw, this.#brotliOptions());
    return this.#br;
  }

  get gzip(): Buffer {
    this.#gzip ??= gzipSync(this.raw, this.#gzipOptions());
    return this.#gzip;
  }

  /**
   * The compressed form, made on libuv's thread pool the first time: the event loop goes on
   * serving (on two cores, compression of a fresh page was a sixth of its render's main-thread
   * time) and concurrent callers share one compression. Made forms come back synchronously, so
   * a cached body costs no extra tick.
   */
  encoded(encoding: "br" | "gzip"): Buffer | Promise<Buffer> {
    const made = encoding === "br" ? this.#br : this.#gzip;
    if (made) return made;
    this.#pending[encoding] ??= (
      encoding === "br"
        ? brotliCompressAsync(this.raw, this.#brotliOptions())
        : gzipAsync(this.raw, this.#gzipOptions())
    ).then((compressed) => {
      if (encoding === "br") this.#br ??= compressed;
      else this.#gzip ??= compressed;
      return compressed;
    });
    return this.#pending[encoding];
  }

  #brotliOptions() {
    return {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: this.#effort === "shared" ? 9 : onceBrotliQuality,
        [constants.BROTLI_PARAM_SIZE_HINT]: this.raw.length,
      },
    };
  }

  #gzipOptions() {
    return { level: this.#effort === "shared" ? 9 : onceGzipLevel };
  }
}

// Below this size compression saves less than its headers cost.
const minimumCompressedSize = 1024;

/** Picks br, then gzip, from an Accept-Encoding header; q=0 means "not acceptable". */
export function negotiateEncoding(acceptEncoding: string | undefined): "br" | "gzip" | null {
  if (!acceptEncoding) return null;
  const accepted = new Set<string>();
  for (const part of acceptEncoding.split(",")) {
    const [name = "", ...params] = part.trim().toLowerCase().split(";");
    if (params.some((param) => /^\s*q=0(\.0*)?\s*$/.test(param))) continue;
    accepted.add(name.trim());
  }
  if (accepted.has("br")) return "br";
  if (accepted.has("gzip") || accepted.has("*")) return "gzip";
  return null;
}

export function sendEncodedBody(
  reply: FastifyReply,
  body: EncodedBody,
  acceptEncoding: string | undefined,
  contentType: string,
): FastifyReply | Promise<FastifyReply> {
  reply.type(contentType);
  // Callers with a wider Vary (pages: language, cookie) list accept-encoding themselves.
  if (!reply.hasHeader("vary")) reply.header("vary", "accept-encoding");
  const encoding =
    body.raw.length >= minimumCompressedSize ? negotiateEncoding(acceptEncoding) : null;
  if (encoding === null) return reply.send(body.raw);
  reply.header("content-encoding", encoding);
  const encoded = body.encoded(encoding);
  return Buffer.isBuffer(encoded)
    ? reply.send(encoded)
    : encoded.then((bytes) => reply.send(bytes));
}

import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import type { FastifyReply } from "fastify";

// A body sent once is compressed at the knee of the cost curve. For a 71 KB page, measured on
// this 2-core machine: brotli 2 makes 19.4 KB in ~0.5 ms, brotli 4 18.4 KB in ~1.8 ms (5% fewer
// bytes for 3.5 times the CPU of the whole compression, a third of a fresh render); gzip 3
// 19.9 KB in ~0.9 ms against gzip 5's 18.5 KB in ~1.9 ms. zstd 3 (19.4 KB, ~0.5 ms) would be no
// better than brotli 2, so it is not offered. Compression stays synchronous: the asynchronous
// zlib calls (thread pool) took ~0.5 ms off the event loop but quadrupled garbage-collector
// work per fresh render (a native handle per call), and lost more throughput than they gained.
const onceBrotliQuality = 2;
const onceGzipLevel = 3;

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
    this.#br ??= brotliCompressSync(this.raw, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: this.#effort === "shared" ? 9 : onceBrotliQuality,
        [constants.BROTLI_PARAM_SIZE_HINT]: this.raw.length,
      },
    });
    return this.#br;
  }

  get gzip(): Buffer {
    this.#gzip ??= gzipSync(this.raw, { level: this.#effort === "shared" ? 9 : onceGzipLevel });
    return this.#gzip;
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
): FastifyReply {
  reply.type(contentType);
  // Callers with a wider Vary (pages: language, cookie) list accept-encoding themselves.
  if (!reply.hasHeader("vary")) reply.header("vary", "accept-encoding");
  const encoding =
    body.raw.length >= minimumCompressedSize ? negotiateEncoding(acceptEncoding) : null;
  if (encoding === null) return reply.send(body.raw);
  return reply.header("content-encoding", encoding).send(encoding === "br" ? body.br : body.gzip);
}

/**
 * The last body sent under each cache key, so a cache refresh that renders the very same bytes
 * (most do: the read caches expire together every few seconds whether or not anything changed)
 * keeps the compressed forms it already has instead of compressing them again. With several
 * processes each one pays that compression, so skipping it is what lets them add capacity.
 * Bounded by bytes; the least recently refreshed keys go first.
 */
export class RecentBodies {
  readonly #maxBytes: number;
  readonly #bodies = new Map<string, EncodedBody>();
  #bytes = 0;

  constructor(maxBytes: number) {
    this.#maxBytes = maxBytes;
  }

  /** `body`, or the one kept for `key` when its bytes are the same (with its br/gzip forms). */
  reuse(key: string, body: EncodedBody): EncodedBody {
    const previous = this.#bodies.get(key);
    const kept = previous?.raw.equals(body.raw) ? previous : body;
    if (previous) {
      this.#bodies.delete(key);
      this.#bytes -= previous.estimatedBytes;
    }
    this.#bodies.set(key, kept);
    this.#bytes += kept.estimatedBytes;
    for (const [oldKey, old] of this.#bodies) {
      if (this.#bytes <= this.#maxBytes) break;
      this.#bodies.delete(oldKey);
      this.#bytes -= old.estimatedBytes;
    }
    return kept;
  }
}

import type { FastifyReply } from "fastify";
import sharp from "sharp";
import { AppError } from "#contracts/errors-rules.ts";

export type ImageQueueOptions = {
  /** Images decoded and encoded at once (1 on a two-core machine). */
  concurrency: number;
  /** Images allowed to wait for a turn; one more is refused with 503 and Retry-After. */
  maxWaiting: number;
  /** libvips worker threads per image (sharp.concurrency). */
  threadsPerImage?: number;
};

/** The queue is full: 503 UNAVAILABLE, and the route adds Retry-After. */
export class ImageQueueFullError extends AppError {
  readonly retryAfterSeconds: number;
  constructor(retryAfterSeconds: number) {
    super("UNAVAILABLE", "The server is busy processing other images. Please try again shortly.");
    this.retryAfterSeconds = retryAfterSeconds;
  }
}

/**
 * Every image decode and encode (chat attachments, admin uploads) takes its turn here. sharp
 * runs each pipeline on a thread of libuv's pool, the same four threads that read static files
 * (cover art under /uploads, the built client): a few large images decoded at once held them
 * all, and a 30 KB cover waited seconds behind them. One image at a time, each on one libvips
 * thread, leaves the other core and the rest of the pool free; a bounded wait list turns a burst
 * into quick 503s rather than a pile of decoded pixels in memory.
 */
export class ImageQueue {
  readonly #concurrency: number;
  readonly #maxWaiting: number;
  #running = 0;
  readonly #waiting: (() => void)[] = [];
  /** A moving average of how long an image takes, for Retry-After. */
  #averageMs = 1_000;

  constructor(options: ImageQueueOptions) {
    this.#concurrency = Math.max(1, options.concurrency);
    this.#maxWaiting = Math.max(0, options.maxWaiting);
    sharp.concurrency(options.threadsPerImage ?? 1);
    // Each upload is a different image: libvips' operation cache would only hold on to memory.
    sharp.cache(false);
  }

  /** Images being processed and waiting, for tests and diagnostics. */
  get load(): { running: number; waiting: number } {
    return { running: this.#running, waiting: this.#waiting.length };
  }

  /** Runs `work` when a slot is free; throws ImageQueueFullError when too many already wait. */
  async run<T>(work: () => Promise<T>): Promise<T> {
    if (this.#running < this.#concurrency) {
      this.#running += 1;
    } else {
      if (this.#waiting.length >= this.#maxWaiting) {
        // About how long the ones ahead take.
        const ahead = this.#running + this.#waiting.length;
        const seconds = Math.ceil((ahead * this.#averageMs) / this.#concurrency / 1000);
        throw new ImageQueueFullError(Math.min(120, Math.max(1, seconds)));
      }
      // The finishing run hands its slot over, so `running` stays counted.
      await new Promise<void>((resolve) => this.#waiting.push(resolve));
    }
    const started = performance.now();
    try {
      return await work();
    } finally {
      this.#averageMs = 0.8 * this.#averageMs + 0.2 * (performance.now() - started);
      const next = this.#waiting.shift();
      if (next) next();
      else this.#running -= 1;
    }
  }
}

/** Adds Retry-After to the reply when `error` is a full queue; rethrows it either way. */
export function rethrowWithRetryAfter(reply: FastifyReply, error: unknown): never {
  if (error instanceof ImageQueueFullError) {
    reply.header("retry-after", String(error.retryAfterSeconds));
  }
  throw error;
}

import http from "node:http";
import { brotliDecompressSync, gunzipSync } from "node:zlib";

/**
 * What the API benches send as a browser does: its headers (compression, a cookie, a user
 * agent) on kept-alive connections, over node:http rather than fetch (whose own cost per
 * request would dominate what is measured on a 2-core machine).
 */
export const browserHeaders = {
  accept: "application/json",
  "accept-encoding": "br, gzip",
  cookie: "_ga=GA1.1.123456789.1700000000; _gid=GA1.1.987654321.1700000000",
  "user-agent":
    "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/154.0.0.0 Safari/537.36",
};

/** One kept-alive connection pool per bench run, as browsers keep theirs. */
export const keptAlive = new http.Agent({ keepAlive: true, maxSockets: 64 });

/**
 * Client addresses for X-Forwarded-For (the shop trusts one proxy hop), each bench from its own
 * range, so per-address attempt limits see a crowd of browsers, not one.
 */
export function addressSequence(start: number): () => string {
  let counter = start;
  return () => {
    counter += 1;
    return `10.${(counter >> 16) & 255}.${(counter >> 8) & 255}.${counter & 255}`;
  };
}

/** One request; the reply's body decompressed as a browser would. */
export function send(
  url: string,
  method: string,
  headers: Record<string, string>,
  body: string | undefined,
): Promise<{ status: number; text: string }> {
  return new Promise((resolve, reject) => {
    const request = http.request(url, { method, headers, agent: keptAlive }, (response) => {
      const chunks: Buffer[] = [];
      response.on("data", (chunk: Buffer) => chunks.push(chunk));
      response.on("end", () => {
        const bytes = Buffer.concat(chunks);
        const encoding = response.headers["content-encoding"];
        const text = (
          encoding === "br"
            ? brotliDecompressSync(bytes)
            : encoding === "gzip"
              ? gunzipSync(bytes)
              : bytes
        ).toString("utf8");
        resolve({ status: response.statusCode ?? 0, text });
      });
      response.on("error", reject);
    });
    request.on("error", reject);
    request.end(body);
  });
}

/** The p-th percentile (nearest rank) of the values. */
export function percentile(values: number[], p: number): number {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
}

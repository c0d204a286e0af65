import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { EncodedBody, negotiateEncoding, RecentBodies } from "./encoded-body.ts";

describe("encoded bodies", () => {
  it("negotiates brotli first, then gzip, honouring q=0", () => {
    expect(negotiateEncoding("gzip, deflate, br, zstd")).toBe("br");
    expect(negotiateEncoding("gzip;q=1.0, br;q=0")).toBe("gzip");
    expect(negotiateEncoding("identity")).toBeNull();
    expect(negotiateEncoding("*")).toBe("gzip");
    expect(negotiateEncoding(undefined)).toBeNull();
  });

  it("compresses once and decodes back to the original bytes", () => {
    const raw = Buffer.from(
      JSON.stringify({ games: Array.from({ length: 50 }, (_, i) => `game ${i}`) }),
    );
    const body = new EncodedBody(raw);
    expect(body.br).toBe(body.br);
    expect(brotliDecompressSync(body.br).equals(raw)).toBe(true);
    expect(gunzipSync(body.gzip).equals(raw)).toBe(true);
    expect(body.gzip.length).toBeLessThan(raw.length);
  });
});

describe("recent bodies", () => {
  const page = (text: string) => new EncodedBody(Buffer.from(text.repeat(200)));

  it("keeps the compressed forms when a refresh renders the same bytes, not when they change", () => {
    const recent = new RecentBodies(1024 * 1024);
    const first = recent.reuse("/games", page("same page "));
    const compressed = first.br;
    const again = recent.reuse("/games", page("same page "));
    expect(again).toBe(first);
    expect(again.br).toBe(compressed);
    const changed = recent.reuse("/games", page("new price "));
    expect(changed).not.toBe(first);
    expect(brotliDecompressSync(changed.br).toString()).toBe("new price ".repeat(200));
    // Another key never gets this key's body, even with the same bytes.
    expect(recent.reuse("/faq", page("new price "))).not.toBe(changed);
  });

  it("forgets the least recently refreshed keys beyond its byte budget", () => {
    const one = page("a");
    const budget = one.estimatedBytes * 2;
    const recent = new RecentBodies(budget);
    const a = recent.reuse("a", one);
    recent.reuse("b", page("a"));
    recent.reuse("a", page("a")); // "a" refreshed: now "b" is the oldest
    recent.reuse("c", page("a"));
    expect(recent.reuse("a", page("a"))).toBe(a);
    const b = page("a");
    expect(recent.reuse("b", b)).toBe(b);
  });
});

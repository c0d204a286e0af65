import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { EncodedBody, negotiateEncoding } from "./encoded-body.ts";

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

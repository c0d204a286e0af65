import { createHash } from "node:crypto";

const inlineScript = /<script\b([^>]*)>([\s\S]*?)<\/script>/gi;

/**
 * The Content-Security-Policy of a rendered page, allowing exactly its own inline scripts by
 * their SHA-256 hashes. Hashes (not a per-response nonce) keep a cached page's bytes identical
 * for every visitor, so its brotli and gzip forms are made once and sent as they are.
 */
export function contentSecurityPolicyFor(html: Buffer): string {
  const hashes = new Set<string>();
  // Latin-1 maps each byte to one character (no UTF-8 decoding, ~15 times faster for a page
  // with non-ASCII text): the tags searched for are ASCII, so string offsets are byte offsets
  // and each script's own bytes are hashed, as the browser hashes them.
  const text = html.toString("latin1");
  for (const match of text.matchAll(inlineScript)) {
    const attributes = match[1] ?? "";
    // External scripts are covered by 'self'; data blocks (JSON-LD) are never executed.
    if (/\ssrc\s*=/i.test(attributes) || /type\s*=\s*"application\/ld\+json"/i.test(attributes))
      continue;
    const start = match.index + match[0].length - "</script>".length - (match[2]?.length ?? 0);
    const digest = createHash("sha256")
      .update(html.subarray(start, start + (match[2]?.length ?? 0)))
      .digest("base64");
    hashes.add(`'sha256-${digest}'`);
  }
  return [
    "default-src 'self'",
    `script-src 'self' ${[...hashes].join(" ")}`.trimEnd(),
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self' data:",
    // 'self' covers same-origin WebSocket connections too; no other host is reachable.
    "connect-src 'self'",
    "media-src 'self' blob:",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join("; ");
}

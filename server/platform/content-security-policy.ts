import { createHash } from "node:crypto";

const inlineScript = /<script\b([^>]*)>([\s\S]*?)<\/script>/gi;

/**
 * The Content-Security-Policy of a rendered page, allowing exactly its own inline scripts by
 * their SHA-256 hashes. Hashes (not a per-response nonce) keep a cached page's bytes identical
 * for every visitor, so its brotli and gzip forms are made once and sent as they are.
 */
export function contentSecurityPolicyFor(html: string): string {
  const hashes = new Set<string>();
  for (const match of html.matchAll(inlineScript)) {
    const attributes = match[1] ?? "";
    // External scripts are covered by 'self'; data blocks (JSON-LD) are never executed.
    if (/\ssrc\s*=/i.test(attributes) || /type\s*=\s*"application\/ld\+json"/i.test(attributes))
      continue;
    const digest = createHash("sha256")
      .update(match[2] ?? "", "utf8")
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

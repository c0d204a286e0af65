import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { contentSecurityPolicyFor } from "./content-security-policy.ts";

const hashOf = (text: string) =>
  `'sha256-${createHash("sha256").update(text, "utf8").digest("base64")}'`;

describe("contentSecurityPolicyFor", () => {
  it("allows each inline script by the hash of its UTF-8 text, also beside non-ASCII text", () => {
    const first = 'window.t = "مرحبا 日本語 ü";';
    const second = "window.ready = 1;";
    const page = Buffer.from(
      `<html><head><title>ゲーム</title><script>${first}</script></head>` +
        `<body><p>é</p><SCRIPT type="module">${second}</SCRIPT></body></html>`,
    );
    const scriptSrc = contentSecurityPolicyFor(page)
      .split("; ")
      .find((part) => part.startsWith("script-src"));
    expect(scriptSrc).toBe(`script-src 'self' ${hashOf(first)} ${hashOf(second)}`);
  });

  it("leaves out external scripts and JSON-LD, which are never run inline", () => {
    const page = Buffer.from(
      '<script src="/assets/a.js"></script><script type="application/ld+json">{"a":"ü"}</script>',
    );
    expect(contentSecurityPolicyFor(page)).toContain("script-src 'self';");
  });
});

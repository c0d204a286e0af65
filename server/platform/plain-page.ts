/**
 * Plain server-made HTML pages for the demo stand-ins (the sandbox's pay page, the development
 * Google sign-in, the development mailbox): no React, no shared CSS, their own inline style and,
 * at most, one inline script allowed by its hash. Never indexed, never cached.
 */
import { createHash } from "node:crypto";
import type { FastifyReply } from "fastify";

/** Text made safe for HTML content and for attribute values in double or single quotes. */
export function escapeHtml(value: string): string {
  return value
    .replaceAll("&", "&amp;")
    .replaceAll("<", "&lt;")
    .replaceAll(">", "&gt;")
    .replaceAll('"', "&quot;")
    .replaceAll("'", "&#39;");
}

/** The CSP source that allows exactly this inline script (`script-src 'sha256-…'`). */
export function inlineScriptSource(script: string): string {
  return `'sha256-${createHash("sha256").update(script, "utf8").digest("base64")}'`;
}

/**
 * A whole page: `title` is escaped here; `body` (the inside of `<main>`), `style` and `script`
 * are the caller's own markup, already escaped where they hold data.
 */
export function page(input: { title: string; style: string; body: string; script?: string }) {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width,initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(input.title)}</title>
<style>${input.style}</style>
</head>
<body>
<main>
${input.body}
</main>${input.script ? `\n<script>${input.script}</script>` : ""}
</body>
</html>`;
}

/** Sends a page with its own Content-Security-Policy (each stand-in allows only what it uses). */
export function sendPage(reply: FastifyReply, status: number, html: string, csp: string) {
  return reply
    .status(status)
    .header("cache-control", "no-store")
    .header("content-security-policy", csp)
    .header("x-robots-tag", "noindex")
    .type("text/html; charset=utf-8")
    .send(html);
}

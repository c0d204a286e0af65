import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { escapeHtml, inlineScriptSource, page } from "./plain-page.ts";

describe("plain pages", () => {
  it("escapes text for content and for either kind of quoted attribute", () => {
    expect(escapeHtml(`<a href="x" title='y'>&</a>`)).toBe(
      "&lt;a href=&quot;x&quot; title=&#39;y&#39;&gt;&amp;&lt;/a&gt;",
    );
  });

  it("escapes the title, keeps the caller's markup and adds the script only when given", () => {
    const html = page({ title: "A <b> page", style: "p{}", body: "<p>hi</p>" });
    expect(html).toContain("<title>A &lt;b&gt; page</title>");
    expect(html).toContain('<meta name="robots" content="noindex">');
    expect(html).toContain("<main>\n<p>hi</p>\n</main>\n</body>");
    expect(html).not.toContain("<script>");
    expect(page({ title: "t", style: "", body: "", script: "go()" })).toContain(
      "</main>\n<script>go()</script>\n</body>",
    );
  });

  it("names an inline script by the hash a browser computes for it", () => {
    const script = "console.log(1)";
    const digest = createHash("sha256").update(script).digest("base64");
    expect(inlineScriptSource(script)).toBe(`'sha256-${digest}'`);
  });
});

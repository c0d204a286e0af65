import { Buffer } from "node:buffer";
import { describe, expect, it } from "vitest";
import { deferClientScripts, deferredBootType, deferredLoader } from "./deferred-scripts.ts";

const boot = 'import "/assets/manifest-1.js";\nimport("/assets/entry.client-2.js");';
const page =
  '<html><head><link rel="modulepreload" href="/assets/entry.client-2.js"/>' +
  '<link rel="modulepreload" href="/assets/framework-3.js"/><link rel="stylesheet" href="/a.css"/>' +
  '<link rel="manifest" href="/site.webmanifest"/>' +
  '<link rel="preload" as="image" href="/hero.webp"/>' +
  '<link rel="preload" as="fetch" crossorigin="anonymous" href="/texts/en.abc.json"/></head>' +
  `<body><img fetchpriority="high" src="/hero.webp"/><script>window.ctx = 1;</script>` +
  `<script type="module" async="">${boot}</script></body></html>`;

describe("deferClientScripts", () => {
  const html = deferClientScripts(Buffer.from(page)).toString("utf8");

  it("moves the module and texts preloads and the manifest into an inert template, keeping the stylesheet and image", () => {
    const head = html.slice(0, html.indexOf("</head>"));
    expect(head).not.toContain("modulepreload");
    expect(head).not.toContain("/texts/");
    expect(head).not.toContain("manifest");
    expect(head).toContain('rel="stylesheet"');
    expect(head).toContain('<link rel="preload" as="image" href="/hero.webp"/>');
    expect(html).toContain(
      '<template id="gz-preloads"><link rel="modulepreload" href="/assets/entry.client-2.js"/><link rel="modulepreload" href="/assets/framework-3.js"/><link rel="manifest" href="/site.webmanifest"/><link rel="preload" as="fetch" crossorigin="anonymous" href="/texts/en.abc.json"/></template>',
    );
  });

  it("keeps the bootstrap text in place under an inert type, and other scripts as they were", () => {
    expect(html).toContain(`<script type="${deferredBootType}" id="gz-boot">${boot}</script>`);
    expect(html).not.toContain('<script type="module"');
    expect(html).toContain("<script>window.ctx = 1;</script>");
  });

  it("adds the loader at the end of the body", () => {
    expect(html.endsWith(`<script>${deferredLoader}</script></body></html>`)).toBe(true);
  });

  it("leaves a page without a bootstrap alone", () => {
    const plain = Buffer.from("<html><body><p>hello</p></body></html>");
    expect(deferClientScripts(plain)).toBe(plain);
  });

  it("edits pages with text outside ASCII, and preloads after the bootstrap", () => {
    const arabic = page
      .replace("<body>", "<body><p>مرحبا 日本語</p>")
      .replace(
        "</body>",
        '<link rel="modulepreload" href="/assets/late-4.js"/><p>ünïcode</p></body>',
      );
    const result = deferClientScripts(Buffer.from(arabic)).toString("utf8");
    expect(result).toContain("<p>مرحبا 日本語</p>");
    expect(result).toContain(`<script type="${deferredBootType}" id="gz-boot">${boot}</script>`);
    expect(result).toContain(
      '<link rel="modulepreload" href="/assets/framework-3.js"/><link rel="manifest" href="/site.webmanifest"/><link rel="preload" as="fetch" crossorigin="anonymous" href="/texts/en.abc.json"/><link rel="modulepreload" href="/assets/late-4.js"/></template>',
    );
    expect(result).toContain(`<p>ünïcode</p><template id="gz-preloads">`);
    expect(result.match(/modulepreload/g)).toHaveLength(3);
  });

  it("gives the same page as the string edit it replaces", () => {
    const result = deferClientScripts(Buffer.from(page)).toString("utf8");
    const expected = page
      .replaceAll(
        /<link rel="(modulepreload|manifest|preload" as="fetch" crossorigin="anonymous)" href="[^"]*"\/>/g,
        "",
      )
      .replace(
        '<script type="module" async="">',
        `<script type="${deferredBootType}" id="gz-boot">`,
      )
      .replace(
        "</body>",
        '<template id="gz-preloads"><link rel="modulepreload" href="/assets/entry.client-2.js"/>' +
          '<link rel="modulepreload" href="/assets/framework-3.js"/>' +
          '<link rel="manifest" href="/site.webmanifest"/>' +
          `<link rel="preload" as="fetch" crossorigin="anonymous" href="/texts/en.abc.json"/></template><script>${deferredLoader}</script></body>`,
      );
    expect(result).toBe(expected);
  });

  it("the loader is valid JavaScript", () => {
    expect(() => new Function(deferredLoader)).not.toThrow();
  });
});

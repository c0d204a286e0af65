import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ar } from "#app/content/pages/ar.ts";
import { en } from "#app/content/pages/en.ts";
import { ja } from "#app/content/pages/ja.ts";
import { paths } from "#contracts/paths.ts";
import { createTestApp, type TestApp } from "#tests/support/test-app.ts";

// The static pages rendered through the whole app (Vite's dev pipeline, a seeded database):
// the same route modules, loaders and entry.server as production.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ ssr: true, dev: true });
}, 120_000);
afterAll(async () => {
  await t?.app.close();
});

async function render(url: string, headers: Record<string, string> = {}) {
  const response = await t.app.inject({ url, headers: { host: "localhost:3000", ...headers } });
  return { status: response.statusCode, html: response.body };
}

/** Text as React escapes it into HTML. */
function escaped(text: string): string {
  return text
    .replaceAll("&", "&amp;")
    .replaceAll("<", "&lt;")
    .replaceAll(">", "&gt;")
    .replaceAll('"', "&quot;")
    .replaceAll("'", "&#x27;");
}

const pages = [
  { path: paths.about(), content: en.about, key: en.about.sections.mission.heading },
  { path: paths.payments(), content: en.payments, key: en.payments.methods.qr.name },
  { path: paths.faq(), content: en.faq, key: en.faq.questions.refunds.question },
  { path: paths.guide(), content: en.guide, key: en.guide.stages.completion.title },
  { path: paths.shipping(), content: en.shipping, key: en.shipping.tracking.heading },
  { path: paths.terms(), content: en.terms, key: en.terms.sections.law.heading },
  { path: paths.privacy(), content: en.privacy, key: en.privacy.sections.browser.heading },
  { path: paths.returns(), content: en.returns, key: en.returns.sections.automatic.heading },
  { path: paths.partner(), content: en.partner, key: en.partner.kinds.creator.title },
];

describe("static pages, server-rendered", () => {
  it.each(pages)(
    "$path answers 200 with its title, heading, key content and metadata",
    async ({ path, content, key }) => {
      const { status, html } = await render(path);
      expect(status).toBe(200);
      const title = content.meta.title.includes("GameZone")
        ? content.meta.title
        : `${content.meta.title} | GameZone`;
      expect(html).toContain(`<title>${escaped(title)}</title>`);
      expect(html).toContain(
        `<meta name="description" content="${escaped(content.meta.description)}"/>`,
      );
      expect(html).toContain(`<link rel="canonical" href="http://localhost:3000${path}"/>`);
      expect(html).toContain('<meta name="robots" content="index, follow"/>');
      expect(html).toContain('property="og:title"');
      expect(html).toMatch(new RegExp(`<h1[^>]*>${escapeRegExp(escaped(content.title))}</h1>`));
      expect(html).toContain(escaped(key));
      expect(mainOf(html)).not.toContain("{{");
    },
  );

  it("fills in the support e-mail and links the live chat", async () => {
    const { html } = await render(paths.faq());
    expect(html).toContain('href="mailto:support@gamezone.example"');
    expect(html).toContain(`href="${paths.community()}"`);
    expect(html).toContain("Still Have Questions?");
    expect(html).toContain("24/7");
  });

  it("shows the partner enquiry form on /partner", async () => {
    const main = mainOf((await render(paths.partner())).html);
    expect(main).toContain("<form");
    expect(main).toContain(escaped(en.partner.kinds.publisher.title));
  });

  it("carries FAQPage structured data with the twelve questions, all answers closed", async () => {
    const { html } = await render(paths.faq());
    const match = html.match(/<script type="application\/ld\+json">(.*?)<\/script>/s);
    expect(match).not.toBeNull();
    const jsonLd = JSON.parse(match?.[1] ?? "null");
    expect(jsonLd["@type"]).toBe("FAQPage");
    expect(jsonLd.mainEntity).toHaveLength(12);
    expect(jsonLd.mainEntity[0]).toMatchObject({
      "@type": "Question",
      name: en.faq.questions["how-to-buy"].question,
    });
    const main = mainOf(html);
    expect(main.match(/aria-expanded="false"/g)).toHaveLength(12);
    expect(main.match(/<section[^>]*id="faq-answer-[^"]+"[^>]*hidden=""/g)).toHaveLength(12);
  });

  it("lists each delivery tier's games from the catalogue", async () => {
    const { html } = await render(paths.shipping());
    const tierBlock = (tier: string) =>
      html.match(new RegExp(`data-tier="${tier}"(.*?)</li></ul></li>`, "s"))?.[1] ?? "";
    expect(tierBlock("instant")).toContain(`href="${paths.game("pubg-mobile")}"`);
    expect(tierBlock("instant")).toContain(">PUBG Mobile<");
    expect(tierBlock("fast")).toContain(">Genshin Impact<");
    expect(tierBlock("standard")).toContain(">Steam Wallet<");
    expect(tierBlock("instant")).not.toContain(">Steam Wallet<");
    expect(html).toContain("5–10 minutes");
    expect(html).toContain("30–120 minutes");
    for (const heading of [
      "How Delivery Works",
      "Delivery Times",
      "Game-Specific Delivery Info",
      "Important Delivery Notes",
      "Tracking Your Order",
      "Delivery Issues",
    ]) {
      expect(html).toContain(`>${heading}</h2>`);
    }
    expect(html).toContain("Asia-Pacific");
  });

  it("honours ?lang= through the root data, in that language's words", async () => {
    const { status, html } = await render(`${paths.returns()}?lang=ja`);
    expect(status).toBe(200);
    expect(html).toContain('<html lang="ja"');
    expect(html).toContain(escaped(ja.returns.title));
    expect(html).not.toContain(escaped(en.returns.title));
    const unknown = await render(`${paths.terms()}?lang=xx`);
    expect(unknown.status).toBe(200);
    expect(unknown.html).toContain('<html lang="en"');
    expect(unknown.html).toContain(escaped(en.terms.title));
  });

  it("right-to-left languages get dir=rtl on the same content", async () => {
    const { html } = await render(`${paths.guide()}?lang=ar`);
    expect(html).toContain('dir="rtl"');
    expect(html).toContain(escaped(ar.guide.title));
  });
});

/** The page's own part of the document (no header, footer or loader data). */
function mainOf(html: string): string {
  return html.match(/<main[^>]*>(.*?)<\/main>/s)?.[1] ?? "";
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

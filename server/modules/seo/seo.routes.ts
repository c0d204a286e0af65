import type { FastifyInstance } from "fastify";
import { gameCategories } from "#contracts/catalogue-rules.ts";
import { languageCodes } from "#contracts/languages.ts";
import { paths } from "#contracts/paths.ts";
import type { CatalogueService } from "#server/modules/catalogue/catalogue.service.ts";
import type { GuidesService } from "#server/modules/guides/guides.service.ts";

// Pages worth indexing besides the games themselves.
const staticPaths = [
  paths.home(),
  paths.games(),
  paths.guides(),
  paths.about(),
  paths.payments(),
  paths.faq(),
  paths.guide(),
  paths.shipping(),
  paths.terms(),
  paths.privacy(),
  paths.returns(),
  paths.partner(),
];

type SitemapUrl = { loc: string; lastmod: string | null };

function escapeXml(text: string): string {
  return text.replace(/[<>&'"]/g, (char) => `&#${char.charCodeAt(0)};`);
}

/** hreflang alternates: every public page is one URL served in every language through `?lang=`. */
function alternateLinks(loc: string): string {
  const separator = loc.includes("?") ? "&" : "?";
  const link = (hreflang: string, href: string) =>
    `<xhtml:link rel="alternate" hreflang="${hreflang}" href="${escapeXml(href)}"/>`;
  return [
    ...languageCodes.map((code) => link(code, `${loc}${separator}lang=${code}`)),
    link("x-default", loc),
  ].join("");
}

/**
 * `/robots.txt` and `/sitemap.xml`, generated from the live catalogue. Every URL in them starts
 * with the configured origin: both are cached publicly, so request headers must not shape them.
 */
export async function seoRoutes(
  app: FastifyInstance,
  options: { catalogue: CatalogueService; guides: GuidesService; origin: string },
): Promise<void> {
  const { origin } = options;

  app.get("/robots.txt", { schema: { hide: true } }, async (_request, reply) => {
    const body = [
      "User-agent: *",
      "Allow: /",
      "Disallow: /api/",
      "Disallow: /search",
      "Disallow: /account",
      "Disallow: /settings",
      "Disallow: /cart",
      "Disallow: /payment",
      "Disallow: /admin",
      `Sitemap: ${origin}${paths.sitemap()}`,
      "",
    ].join("\n");
    return reply
      .type("text/plain; charset=utf-8")
      .header("cache-control", "public, max-age=3600")
      .send(body);
  });

  app.get("/sitemap.xml", { schema: { hide: true } }, async (_request, reply) => {
    const [games, guides] = await Promise.all([
      options.catalogue.listGameSlugs(),
      options.guides.listGuideSlugs(),
    ]);
    const urls: SitemapUrl[] = [
      ...staticPaths.map((pathname) => ({ loc: `${origin}${pathname}`, lastmod: null })),
      ...gameCategories.map((category) => ({
        loc: `${origin}${paths.games({ category })}`,
        lastmod: null,
      })),
      ...games.map((game) => ({
        loc: `${origin}${paths.game(game.slug)}`,
        lastmod: game.updatedAt.slice(0, 10),
      })),
      ...guides.map((guide) => ({
        loc: `${origin}${paths.guideArticle(guide.slug)}`,
        lastmod: guide.updatedAt.slice(0, 10),
      })),
    ];
    const body = [
      '<?xml version="1.0" encoding="UTF-8"?>',
      '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
      ...urls.map(
        (url) =>
          `  <url><loc>${escapeXml(url.loc)}</loc>${url.lastmod ? `<lastmod>${url.lastmod}</lastmod>` : ""}${alternateLinks(url.loc)}</url>`,
      ),
      "</urlset>",
      "",
    ].join("\n");
    return reply
      .type("application/xml; charset=utf-8")
      .header("cache-control", "public, max-age=3600")
      .send(body);
  });
}

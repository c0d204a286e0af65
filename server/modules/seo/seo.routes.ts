import type { FastifyInstance, FastifyRequest } from "fastify";
import { gameCategories } from "#contracts/catalogue-rules.ts";
import type { CatalogueService } from "#server/modules/catalogue/catalogue.service.ts";

// Pages worth indexing besides the games themselves.
const staticPaths = ["/", "/games"];

function escapeXml(text: string): string {
  return text.replace(/[<>&'"]/g, (char) => `&#${char.charCodeAt(0)};`);
}

/** `/robots.txt` and `/sitemap.xml` (PRODUCT.md §8), generated from the live catalogue. */
export async function seoRoutes(
  app: FastifyInstance,
  options: { catalogue: CatalogueService; publicUrl: string | undefined },
): Promise<void> {
  const originOf = (request: FastifyRequest) =>
    options.publicUrl ?? `${request.protocol}://${request.host}`;

  app.get("/robots.txt", { schema: { hide: true } }, async (request, reply) => {
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
      `Sitemap: ${originOf(request)}/sitemap.xml`,
      "",
    ].join("\n");
    return reply
      .type("text/plain; charset=utf-8")
      .header("cache-control", "public, max-age=3600")
      .send(body);
  });

  app.get("/sitemap.xml", { schema: { hide: true } }, async (request, reply) => {
    const origin = originOf(request);
    const games = await options.catalogue.listGameSlugs();
    const urls = [
      ...staticPaths.map((pathname) => ({ loc: `${origin}${pathname}`, lastmod: null })),
      ...gameCategories.map((category) => ({
        loc: `${origin}/games?category=${encodeURIComponent(category)}`,
        lastmod: null,
      })),
      ...games.map((game) => ({
        loc: `${origin}/games/${encodeURIComponent(game.slug)}`,
        lastmod: game.updatedAt.slice(0, 10),
      })),
    ];
    const body = [
      '<?xml version="1.0" encoding="UTF-8"?>',
      '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
      ...urls.map(
        (url) =>
          `  <url><loc>${escapeXml(url.loc)}</loc>${url.lastmod ? `<lastmod>${url.lastmod}</lastmod>` : ""}</url>`,
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

import { ShippingPage, type TierGames } from "#app/features/static-pages/shipping-page.tsx";
import { buildStaticPageMeta } from "#app/features/static-pages/static-page-meta.ts";
import { servicesContext } from "#app/lib/app-context.ts";
import { requestLanguage } from "#app/lib/request-language.ts";
import { loadOrFail } from "#app/lib/route-errors.ts";
import type { CatalogueReader, GameSummary } from "#contracts/catalogue.ts";
import { maxPageSize } from "#contracts/catalogue-rules.ts";
import type { LanguageCode } from "#contracts/languages.ts";
import { paths } from "#contracts/paths.ts";
import type { Route } from "./+types/shipping";
import { loadStaticPage } from "./static-page.server.ts";

export async function loader({ request, context }: Route.LoaderArgs) {
  const { catalogue } = context.get(servicesContext);
  const games = await loadOrFail(() => listAllGames(catalogue, requestLanguage(request)));
  const tierGames: TierGames = { instant: [], fast: [], standard: [] };
  for (const game of games) {
    tierGames[game.deliveryTier].push({ slug: game.slug, title: game.title });
  }
  return { ...loadStaticPage("shipping", request, context), tierGames };
}

/** Pages a whole catalogue could fill before the list stops (a guard, not a real limit). */
const maxCataloguePages = 40;

/** Every active game, page by page through the catalogue's own (cached) listing. */
async function listAllGames(
  catalogue: CatalogueReader,
  lang: LanguageCode,
): Promise<GameSummary[]> {
  const games: GameSummary[] = [];
  for (let page = 1; page <= maxCataloguePages; page += 1) {
    const result = await catalogue.listGames({ page, limit: maxPageSize }, lang);
    games.push(...result.games);
    if (!result.pagination.hasNextPage) break;
  }
  return games;
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) =>
  buildStaticPageMeta({
    root: matches[0].loaderData,
    meta: loaderData?.content.meta,
    path: paths.shipping(),
  });

export default function ShippingRoute({ loaderData }: Route.ComponentProps) {
  return <ShippingPage content={loaderData.content} tierGames={loaderData.tierGames} />;
}

import { SearchX } from "lucide-react";
import { data, useRevalidator } from "react-router";
import { GameCard } from "#app/components/ui/game-card.tsx";
import { gameGridCardSizes } from "#app/components/ui/game-grid-sizes.ts";
import { Pager } from "#app/components/ui/pager.tsx";
import { requestContext, servicesContext } from "#app/lib/app-context.ts";
import { useTranslation } from "#app/lib/i18n.ts";
import { requestLanguage } from "#app/lib/request-language.ts";
import { textsOf } from "#app/lib/root-data.ts";
import { parseOrNotFound, queryOf } from "#app/lib/route-errors.ts";
import { buildPageMeta } from "#app/lib/seo.ts";
import { type GamePage, searchPageQuerySchema } from "#contracts/catalogue.ts";
import { searchPageSize } from "#contracts/catalogue-rules.ts";
import { paths } from "#contracts/paths.ts";
import type { Route } from "./+types/search";

type SearchData =
  | { state: "empty"; query: "" }
  | { state: "ok"; query: string; result: GamePage }
  | { state: "failed"; query: string };

export async function loader({ request, context }: Route.LoaderArgs) {
  const { q: query, page } = parseOrNotFound(searchPageQuerySchema, queryOf(request.url));
  if (!query) return { state: "empty", query: "" } as SearchData;
  try {
    const { catalogue } = context.get(servicesContext);
    const result = await catalogue.searchGames(
      { query, page, limit: searchPageSize },
      requestLanguage(request),
    );
    return { state: "ok", query, result } as SearchData;
  } catch (error) {
    // The page keeps its layout and offers Try Again; the status keeps it out of the page cache.
    context.get(requestContext).log("error", "search failed", { err: error });
    return data({ state: "failed", query } as SearchData, { status: 503 });
  }
}

export const meta: Route.MetaFunction = ({ matches, loaderData, location }) => {
  const root = matches[0].loaderData;
  const texts = textsOf(root)?.search;
  return buildPageMeta({
    title: loaderData?.query
      ? `${texts?.metaTitle}: ${loaderData.query}`
      : (texts?.metaTitle ?? ""),
    description: texts?.metaDescription ?? "",
    origin: root?.origin ?? "",
    path: `${location.pathname}${location.search}`,
    lang: root?.lang ?? "en",
    // Result pages are endless variations of the catalogue: keep them out of the index.
    robots: "noindex, follow",
  });
};

export default function SearchPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const revalidator = useRevalidator();

  if (loaderData.state === "empty") {
    return <Message title={t("search.noQuery")} text={t("search.noQueryHint")} />;
  }
  if (loaderData.state === "failed") {
    return (
      <Message title={t("search.failed")} text={t("common.error")}>
        <button
          type="button"
          className="btn-primary mt-6"
          onClick={() => void revalidator.revalidate()}
        >
          {t("search.tryAgain")}
        </button>
      </Message>
    );
  }
  const { games, pagination } = loaderData.result;
  return (
    <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6">
      <h1 className="font-display text-3xl font-extrabold text-white">
        {t("search.resultsFor", { query: loaderData.query })}
      </h1>
      <p className="mt-1 text-sm text-ink-400" data-testid="search-count">
        {t("search.count", { count: pagination.totalGames })}
      </p>
      {games.length === 0 ? (
        <Message title={t("search.noResults")} text={t("search.noResultsHint")} />
      ) : (
        <ul className="mt-8 grid grid-cols-2 gap-4 sm:grid-cols-3 md:grid-cols-4 lg:grid-cols-6">
          {games.map((game, index) => (
            <li key={game._id}>
              <GameCard game={game} eager={index < 6} sizes={gameGridCardSizes} />
            </li>
          ))}
        </ul>
      )}
      <Pager
        pagination={pagination}
        hrefForPage={(page) => paths.search({ q: loaderData.query, page })}
        labels={{
          previous: t("search.previous"),
          next: t("search.next"),
          pageOf: t("search.pageOf", {
            page: pagination.currentPage,
            total: Math.max(1, pagination.totalPages),
          }),
        }}
      />
    </div>
  );
}

function Message(props: { title: string; text: string; children?: React.ReactNode }) {
  return (
    <div className="mx-auto flex max-w-lg flex-col items-center px-4 py-20 text-center">
      <span className="flex h-14 w-14 items-center justify-center rounded-2xl bg-neon-violet/15 text-neon-violet">
        <SearchX className="h-7 w-7" aria-hidden="true" />
      </span>
      <h2 className="mt-5 text-2xl font-bold text-white">{props.title}</h2>
      <p className="mt-2 text-ink-300">{props.text}</p>
      {props.children}
    </div>
  );
}

import { Link } from "react-router";
import { GameCard } from "#app/components/ui/game-card.tsx";
import { gameGridCardSizes } from "#app/components/ui/game-grid-sizes.ts";
import { Pager } from "#app/components/ui/pager.tsx";
import { servicesContext } from "#app/lib/app-context.ts";
import { useTranslation } from "#app/lib/i18n.ts";
import { requestLanguage } from "#app/lib/request-language.ts";
import { textsOf } from "#app/lib/root-data.ts";
import { loadOrFail, parseOrNotFound, queryOf } from "#app/lib/route-errors.ts";
import { buildPageMeta } from "#app/lib/seo.ts";
import { gamesPageQuerySchema } from "#contracts/catalogue.ts";
import { gamesPageSize } from "#contracts/catalogue-rules.ts";
import { paths } from "#contracts/paths.ts";
import type { Route } from "./+types/games";

export async function loader({ request, context }: Route.LoaderArgs) {
  const { page, category } = parseOrNotFound(gamesPageQuerySchema, queryOf(request.url));
  const { catalogue } = context.get(servicesContext);
  const lang = requestLanguage(request);
  const [result, categories] = await Promise.all([
    loadOrFail(() => catalogue.listGames({ page, limit: gamesPageSize, category }, lang)),
    loadOrFail(() => catalogue.listCategories(lang)),
  ]);
  return { ...result, categories, category: category ?? null };
}

function hrefFor(category: string | null, page: number): string {
  return paths.games({ category, page });
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) => {
  const root = matches[0].loaderData;
  const texts = textsOf(root)?.games;
  const category = loaderData?.category ?? null;
  const categoryName = loaderData?.categories.find((entry) => entry.key === category)?.name;
  return buildPageMeta({
    title: categoryName ? `${categoryName}: ${texts?.metaTitle ?? ""}` : (texts?.metaTitle ?? ""),
    description: texts?.metaDescription ?? "",
    origin: root?.origin ?? "",
    path: hrefFor(category, loaderData?.pagination.currentPage ?? 1),
    lang: root?.lang ?? "en",
  });
};

export default function GamesPage({ loaderData }: Route.ComponentProps) {
  const { games, pagination, category, categories } = loaderData;
  const { t } = useTranslation();
  const chipClass = (active: boolean) =>
    `rounded-full border px-4 py-1.5 text-sm font-semibold transition ${active ? "border-transparent bg-gradient-to-r from-neon-violet to-neon-fuchsia text-white" : "border-white/10 text-ink-300 hover:border-neon-violet/60 hover:text-white"}`;
  return (
    <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6">
      <h1 className="font-display text-4xl font-extrabold text-white">{t("games.title")}</h1>
      <p className="mt-1 text-ink-400">{t("games.subtitle")}</p>
      <nav aria-label={t("games.category")} className="mt-6 flex flex-wrap gap-2">
        <Link
          to={paths.games()}
          className={chipClass(category === null)}
          aria-current={category === null ? "page" : undefined}
        >
          {t("games.allCategories")}
        </Link>
        {categories.map(({ key, name }) => (
          <Link
            key={key}
            to={hrefFor(key, 1)}
            className={chipClass(category === key)}
            aria-current={category === key ? "page" : undefined}
          >
            {name}
          </Link>
        ))}
      </nav>
      {games.length === 0 ? (
        <p className="mt-10 text-ink-400">{t("common.noGames")}</p>
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
        hrefForPage={(page) => hrefFor(category, page)}
        labels={{
          previous: t("games.previous"),
          next: t("games.next"),
          pageOf: t("games.pageOf", {
            page: pagination.currentPage,
            total: Math.max(1, pagination.totalPages),
          }),
        }}
      />
    </div>
  );
}

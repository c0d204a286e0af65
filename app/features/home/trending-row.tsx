import { Link } from "react-router";
import { GameImage } from "#app/components/ui/game-image.tsx";
import { Icon } from "#app/components/ui/icon.tsx";
import { useTranslation } from "#app/lib/i18n.ts";
import type { GameSummary } from "#contracts/catalogue.ts";
import { portraitSrcSet } from "#contracts/image-variants.ts";
import { paths } from "#contracts/paths.ts";
import { SectionHeading } from "./section-heading.tsx";
import { trendingCounts, visibilityClass } from "./visible-counts.ts";

// A card's width in the grid below: 2, 3, 4, 5 and 6 columns in a page column of at most 1232 px.
// On a phone two cards share the width less the page's 16 px sides and the 12 px gap, so a
// 412 px phone at 1.75x needs 322 pixels and takes the 360 w copy ("50vw" asked for 361: the
// 480 w file, 16 KB instead of 9).
const trendingCardSizes =
  "(min-width: 1280px) 240px, (min-width: 1024px) 20vw, (min-width: 768px) 25vw, (min-width: 640px) 33vw, calc(50vw - 22px)";

export function TrendingRow({ games }: { games: GameSummary[] }) {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="trending-title" className="mt-14">
      <SectionHeading
        id="trending-title"
        icon={<Icon name="flame" className="h-5 w-5 text-orange-400" />}
        title={t("home.trendingTitle")}
        subtitle={t("home.trendingSubtitle")}
      />
      {games.length === 0 ? (
        <p className="mt-6 text-ink-400">{t("common.noGames")}</p>
      ) : (
        <ul className="mt-6 grid grid-cols-2 gap-3 sm:grid-cols-3 md:grid-cols-4 lg:grid-cols-5 xl:grid-cols-6 2xl:grid-cols-5">
          {games.map((game, index) => (
            <li key={game._id} className={visibilityClass(index, trendingCounts)}>
              <Link
                to={paths.game(game.slug)}
                prefetch="intent"
                className="group relative block aspect-[3/4] overflow-hidden rounded-2xl border border-white/10 bg-ink-800 transition duration-200 hover:-translate-y-1 hover:border-neon-fuchsia/60 hover:shadow-xl hover:shadow-neon-fuchsia/20"
              >
                <GameImage
                  src={game.portraitImage}
                  srcSet={portraitSrcSet(game.portraitImage)}
                  sizes={trendingCardSizes}
                  alt={game.title}
                  width={480}
                  height={640}
                  loading="lazy"
                  // The first row sits in a phone's first screen, below the hero: without this
                  // hint the browser raises it to the hero's priority once laid out, and the two
                  // share a slow link while the hero is the page's main image.
                  fetchPriority="low"
                  className="absolute inset-0 h-full w-full object-cover transition duration-300 group-hover:scale-105"
                />
                <span className="absolute start-2 top-2 rounded-md bg-black/60 px-1.5 py-0.5 font-display text-xs font-bold text-white backdrop-blur">
                  #{index + 1}
                </span>
                <span className="absolute inset-x-0 bottom-0 bg-gradient-to-t from-black/90 via-black/50 to-transparent p-3 pt-10">
                  <span className="line-clamp-2 text-sm font-bold text-white">{game.title}</span>
                  <span className="block truncate text-xs text-ink-300">{game.publisher}</span>
                </span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

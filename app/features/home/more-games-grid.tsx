import { Link } from "react-router";
import { GameCard } from "#app/components/ui/game-card.tsx";
import { Icon } from "#app/components/ui/icon.tsx";
import { useTranslation } from "#app/lib/i18n.ts";
import type { GameSummary } from "#contracts/catalogue.ts";
import { paths } from "#contracts/paths.ts";
import { SectionHeading } from "./section-heading.tsx";
import { moreGamesCounts, visibilityClass } from "./visible-counts.ts";

// A card's width in the grid below: three a row on a phone (the page's 16 px sides and two 12 px
// gaps taken out), at most ~152 px in the wider layouts (4 to 10 columns).
const moreGamesCardSizes = "(min-width: 640px) 160px, calc((100vw - 56px) / 3)";

export function MoreGamesGrid({ games }: { games: GameSummary[] }) {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="more-games-title" className="mt-16">
      <SectionHeading
        id="more-games-title"
        icon={<Icon name="gamepad-2" className="h-5 w-5 text-neon-violet" />}
        title={t("home.moreGamesTitle")}
        subtitle={t("home.moreGamesSubtitle")}
      />
      {games.length === 0 ? (
        <p className="mt-6 text-ink-400">{t("common.noGames")}</p>
      ) : (
        <ul className="mt-6 grid grid-cols-3 gap-3 sm:grid-cols-4 md:grid-cols-5 lg:grid-cols-6 xl:grid-cols-8 2xl:grid-cols-10">
          {games.map((game, index) => (
            <li key={game._id} className={visibilityClass(index, moreGamesCounts)}>
              <GameCard game={game} sizes={moreGamesCardSizes} />
            </li>
          ))}
        </ul>
      )}
      <div className="mt-8 flex justify-center">
        <Link to={paths.games()} className="btn-primary">
          {t("home.viewMore")}
          <Icon name="arrow-right" className="h-4 w-4 rtl:rotate-180" />
        </Link>
      </div>
    </section>
  );
}

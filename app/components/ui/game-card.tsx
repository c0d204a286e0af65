import { Link } from "react-router";
import { Icon } from "#app/components/ui/icon.tsx";
import { useTranslation } from "#app/lib/i18n.ts";
import type { GameSummary } from "#contracts/catalogue.ts";
import { squareSrcSet } from "#contracts/image-variants.ts";
import { paths } from "#contracts/paths.ts";
import { GameImage } from "./game-image.tsx";

/**
 * Square card used by grids and search results. `sizes` is the card's width in its grid; with it
 * the browser may take the 240 px copy of the cover where the card is small (three a row on a
 * phone) instead of the 400 px image.
 */
export function GameCard(props: {
  game: GameSummary;
  eager?: boolean;
  className?: string;
  sizes?: string;
}) {
  const { t } = useTranslation();
  const { game } = props;
  return (
    <Link
      to={paths.game(game.slug)}
      prefetch="intent"
      className={`group card-surface relative flex h-full flex-col overflow-hidden transition duration-200 hover:-translate-y-1 hover:border-neon-violet/60 hover:shadow-xl hover:shadow-neon-violet/20 ${props.className ?? ""}`}
    >
      <div className="relative aspect-square overflow-hidden">
        <GameImage
          src={game.squareImage}
          srcSet={props.sizes ? squareSrcSet(game.squareImage) : undefined}
          sizes={props.sizes}
          alt={game.title}
          width={400}
          height={400}
          loading={props.eager ? "eager" : "lazy"}
          className="h-full w-full object-cover transition duration-300 group-hover:scale-105"
        />
        {game.deliveryTier === "instant" ? (
          <span className="absolute start-2 top-2 inline-flex items-center gap-1 rounded-full bg-black/60 px-2 py-0.5 text-[10px] font-bold text-neon-lime backdrop-blur">
            <Icon name="zap" className="h-3 w-3" />
            {t("games.instantBadge")}
          </span>
        ) : null}
      </div>
      <div className="flex flex-1 flex-col gap-0.5 p-3">
        <h3 className="line-clamp-2 text-sm font-bold text-white">{game.title}</h3>
        <p className="truncate text-xs text-ink-400">{game.publisher}</p>
      </div>
    </Link>
  );
}

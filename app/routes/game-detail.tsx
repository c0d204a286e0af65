import { useState } from "react";
import { data, Link } from "react-router";
import { GameImage } from "#app/components/ui/game-image.tsx";
import { Icon } from "#app/components/ui/icon.tsx";
import { BuySection } from "#app/features/games/buy-section.tsx";
import { deliveryTierKey } from "#app/features/games/delivery-tier.ts";
import { PackagePicker } from "#app/features/games/package-picker.tsx";
import { servicesContext } from "#app/lib/app-context.ts";
import { formatUsdCents } from "#app/lib/format-price.ts";
import { createTranslator, useTranslation } from "#app/lib/i18n.ts";
import { requestLanguage } from "#app/lib/request-language.ts";
import { textsOf, useDisplayCurrency } from "#app/lib/root-data.ts";
import { loadOrFail, parseOrNotFound } from "#app/lib/route-errors.ts";
import { absoluteUrl, buildPageMeta } from "#app/lib/seo.ts";
import { type GameDetail, gameIdParamSchema } from "#contracts/catalogue.ts";
import { wideBaseWidth, wideSrcSet } from "#contracts/image-variants.ts";
import { paths } from "#contracts/paths.ts";
import type { Route } from "./+types/game-detail";

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const id = parseOrNotFound(gameIdParamSchema, params.id);
  const { catalogue } = context.get(servicesContext);
  const game = await loadOrFail(() => catalogue.getGame(id, requestLanguage(request)));
  if (!game) throw data(null, { status: 404 });
  return game;
}

export const meta: Route.MetaFunction = ({ matches, loaderData: game }) => {
  const root = matches[0].loaderData;
  if (!root || !game) return [];
  const { t } = createTranslator(root.lang, textsOf(root)!);
  const currency = game.packages[0]?.currencyName ?? "";
  const prices = game.packages.map((pack) => pack.priceCents);
  const lowest = prices.length ? Math.min(...prices) : 0;
  const values = { title: game.title, currency, price: formatUsdCents(lowest, root.lang) };
  const url = `${root.origin}${paths.game(game.slug)}`;
  return buildPageMeta({
    title: t("games.metaGameTitle", values),
    description: t("games.metaGameDescription", values),
    origin: root.origin,
    path: paths.game(game.slug),
    lang: root.lang,
    image: game.image,
    type: "product",
    jsonLd: {
      "@context": "https://schema.org",
      "@type": "Product",
      name: `${game.title} ${currency}`.trim(),
      description: game.description,
      image: absoluteUrl(root.origin, game.image),
      brand: { "@type": "Brand", name: game.publisher },
      category: game.category,
      url,
      offers: {
        "@type": "AggregateOffer",
        priceCurrency: "USD",
        lowPrice: (lowest / 100).toFixed(2),
        highPrice: (Math.max(0, ...prices) / 100).toFixed(2),
        offerCount: game.packages.length,
        availability: "https://schema.org/InStock",
        offers: game.packages.map((pack) => ({
          "@type": "Offer",
          name: pack.name,
          price: (pack.priceCents / 100).toFixed(2),
          priceCurrency: "USD",
          availability: "https://schema.org/InStock",
          url,
        })),
      },
    },
  });
};

export default function GameDetailPage({ loaderData: game }: Route.ComponentProps) {
  // Keyed by game: moving to another game's page starts its package and player choice afresh.
  return <GameDetailView key={game._id} game={game} />;
}

function GameDetailView({ game }: { game: GameDetail }) {
  const { t } = useTranslation();
  const currency = useDisplayCurrency();
  const [selectedId, setSelectedId] = useState(game.packages[0]?._id ?? null);
  const selectedPack = game.packages.find((pack) => pack._id === selectedId) ?? null;
  return (
    <article>
      <div className="relative h-56 overflow-hidden sm:h-80">
        <GameImage
          src={game.image}
          srcSet={wideSrcSet(game.image)}
          sizes="100vw"
          alt=""
          width={wideBaseWidth}
          height={720}
          fetchPriority="high"
          className="absolute inset-0 h-full w-full object-cover opacity-70"
        />
        <div className="absolute inset-0 bg-gradient-to-t from-ink-950 via-ink-950/60 to-ink-950/10" />
      </div>
      <div className="relative mx-auto -mt-28 max-w-7xl px-4 sm:-mt-36 sm:px-6">
        <Link
          to={paths.games()}
          className="inline-flex items-center gap-1 text-sm font-semibold text-ink-300 hover:text-white"
        >
          <Icon name="chevron-left" className="h-4 w-4 rtl:rotate-180" />
          {t("games.backToGames")}
        </Link>
        <div className="mt-3 flex flex-col gap-6 sm:flex-row sm:items-end">
          <GameImage
            src={game.squareImage}
            alt={game.title}
            width={400}
            height={400}
            className="h-28 w-28 shrink-0 rounded-2xl border-2 border-white/10 object-cover shadow-2xl shadow-black/60 sm:h-40 sm:w-40"
          />
          <div>
            <p className="text-xs font-bold tracking-[0.2em] text-neon-cyan uppercase">
              {game.categoryName}
            </p>
            <h1 className="mt-1 font-display text-3xl font-extrabold text-white sm:text-5xl">
              {game.title}
            </h1>
            <ul className="mt-3 flex flex-wrap gap-2 text-xs">
              <li className="inline-flex items-center gap-1.5 rounded-full border border-neon-lime/30 bg-neon-lime/10 px-3 py-1 font-bold text-neon-lime">
                <Icon name="clock" className="h-3.5 w-3.5" />
                {t(deliveryTierKey[game.deliveryTier])}
              </li>
              <li className="inline-flex items-center gap-1.5 rounded-full border border-white/10 px-3 py-1 text-ink-300">
                <Icon name="earth" className="h-3.5 w-3.5" />
                {t("games.region")}: {game.region}
              </li>
              <li className="inline-flex items-center gap-1.5 rounded-full border border-white/10 px-3 py-1 text-ink-300">
                {t("games.publisher")}: {game.publisher}
              </li>
            </ul>
          </div>
        </div>

        <div className="mt-10 grid gap-8 lg:grid-cols-[1fr_22rem]">
          <section aria-labelledby="packages-title">
            <h2 id="packages-title" className="font-display text-2xl font-extrabold text-white">
              {t("games.packagesTitle")}
            </h2>
            <div className="mt-4">
              <PackagePicker
                packages={game.packages}
                currency={currency}
                selectedId={selectedId}
                onSelect={setSelectedId}
              />
            </div>
          </section>
          <aside className="space-y-4">
            <BuySection game={game} pack={selectedPack} currency={currency} />
            <section aria-labelledby="about-title" className="card-surface p-5">
              <h2 id="about-title" className="text-lg font-bold text-white">
                {t("games.aboutTitle", { title: game.title })}
              </h2>
              <p className="mt-2 text-sm leading-relaxed text-ink-300">{game.description}</p>
            </section>
          </aside>
        </div>
      </div>
    </article>
  );
}

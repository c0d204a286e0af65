import { Clock, ShieldCheck, Timer, Zap } from "lucide-react";
import { Link } from "react-router";
import { orderStages, type ShippingContent } from "#app/content/pages/page-content.ts";
import { useTranslation } from "#app/lib/i18n.ts";
import {
  type DeliveryTier,
  deliveryRegions,
  deliveryTierMinutes,
  deliveryTiers,
} from "#contracts/catalogue-rules.ts";
import { paths } from "#contracts/paths.ts";
import { ContactBlock } from "./contact-block.tsx";
import { PageSection, SectionBody } from "./page-section.tsx";
import { StaticPageLayout } from "./static-page-layout.tsx";

/** A game as the delivery page lists it under its tier. */
export type TierGame = { slug: string; title: string };
export type TierGames = Record<DeliveryTier, TierGame[]>;

const tierIcons: Record<DeliveryTier, typeof Zap> = { instant: Zap, fast: Timer, standard: Clock };
const tierTints: Record<DeliveryTier, string> = {
  instant: "text-neon-cyan",
  fast: "text-neon-lime",
  standard: "text-neon-amber",
};

export function ShippingPage({
  content,
  tierGames,
}: {
  content: ShippingContent;
  tierGames: TierGames;
}) {
  const { t } = useTranslation();
  const specific = content.gameSpecific;
  return (
    <StaticPageLayout title={content.title} intro={content.intro} wide>
      <div className="max-w-3xl space-y-12">
        <PageSection id="shipping-how" section={content.howItWorks} />
        <PageSection id="shipping-times" section={content.deliveryTimes} />
      </div>

      <section aria-labelledby="shipping-games-title">
        <h2 id="shipping-games-title" className="font-display text-2xl font-bold text-white">
          {specific.heading}
        </h2>
        <p className="mt-4 max-w-3xl leading-relaxed text-ink-300">{specific.intro}</p>
        <ul className="mt-6 grid gap-4 md:grid-cols-3">
          {deliveryTiers.map((tier) => {
            const Icon = tierIcons[tier];
            const games = tierGames[tier];
            return (
              <li key={tier} className="card-surface p-5" data-tier={tier}>
                <h3 className="flex items-center gap-2 text-lg font-bold text-white">
                  <Icon className={`h-5 w-5 ${tierTints[tier]}`} aria-hidden="true" />
                  {specific.tiers[tier].name}
                </h3>
                <p className={`mt-1 text-sm font-semibold ${tierTints[tier]}`}>
                  {t("pages.minutesRange", deliveryTierMinutes[tier])}
                </p>
                <p className="mt-2 text-sm leading-relaxed text-ink-300">
                  {specific.tiers[tier].description}
                </p>
                {games.length === 0 ? (
                  <p className="mt-4 text-sm text-ink-400">{specific.noGames}</p>
                ) : (
                  <ul className="mt-4 flex flex-wrap gap-2">
                    {games.map((game) => (
                      <li key={game.slug}>
                        <Link
                          to={paths.game(game.slug)}
                          className="inline-block rounded-lg border border-white/10 px-2.5 py-1 text-sm text-ink-100 transition hover:border-neon-violet hover:text-white"
                        >
                          {game.title}
                        </Link>
                      </li>
                    ))}
                  </ul>
                )}
              </li>
            );
          })}
        </ul>
        <h3 className="mt-10 text-xl font-bold text-white">{specific.regionsHeading}</h3>
        <p className="mt-2 leading-relaxed text-ink-300">{specific.regionsIntro}</p>
        <dl className="mt-4 grid max-w-3xl gap-2 sm:grid-cols-2">
          {deliveryRegions.map(({ region, speed }) => (
            <div
              key={region}
              className="flex items-center justify-between gap-4 rounded-xl border border-white/10 px-4 py-3"
            >
              <dt className="text-ink-100">{specific.regions[region]}</dt>
              <dd className="text-sm font-semibold text-neon-cyan">{specific.speeds[speed]}</dd>
            </div>
          ))}
        </dl>
      </section>

      <div className="max-w-3xl space-y-12">
        <PageSection id="shipping-notes" section={content.notes} />
        <section aria-labelledby="shipping-tracking-title">
          <h2 id="shipping-tracking-title" className="font-display text-2xl font-bold text-white">
            {content.tracking.heading}
          </h2>
          <SectionBody section={content.tracking} />
          <ul className="mt-4 space-y-3">
            {orderStages.map((stage) => (
              <li key={stage} className="rounded-xl border border-white/10 px-4 py-3">
                <p className="font-semibold text-white">{content.tracking.stages[stage].title}</p>
                <p className="mt-1 text-sm leading-relaxed text-ink-300">
                  {content.tracking.stages[stage].text}
                </p>
              </li>
            ))}
          </ul>
        </section>
        <PageSection id="shipping-issues" section={content.issues} />
        <aside
          aria-labelledby="shipping-guarantee-title"
          className="card-surface flex gap-4 border-neon-lime/30 p-5"
        >
          <ShieldCheck className="h-6 w-6 shrink-0 text-neon-lime" aria-hidden="true" />
          <div>
            <h2 id="shipping-guarantee-title" className="text-lg font-bold text-white">
              {content.guarantee.title}
            </h2>
            <p className="mt-1 leading-relaxed text-ink-300">{content.guarantee.text}</p>
          </div>
        </aside>
      </div>
      <ContactBlock texts={content.contact} id="shipping-contact" />
    </StaticPageLayout>
  );
}

import type { GameSummary } from "#contracts/catalogue.ts";
import { FeatureCards } from "./feature-cards.tsx";
import { MoreGamesGrid } from "./more-games-grid.tsx";
import { PaymentMarquee } from "./payment-marquee.tsx";

/** The home page below the trending row: why GameZone, more games, the payment methods. */
export function HomeLowerSections({ games }: { games: GameSummary[] }) {
  return (
    <>
      {/* The browser skips layout and paint until a section nears the viewport. */}
      <div className="lazy-section">
        <FeatureCards />
        <MoreGamesGrid games={games} />
      </div>
      <div className="lazy-section">
        <PaymentMarquee />
      </div>
    </>
  );
}

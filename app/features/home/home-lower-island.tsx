import { StaticIsland } from "#app/components/ui/static-island.tsx";
import type { GameSummary } from "#contracts/catalogue.ts";

export const homeLowerIsland = "home-lower-island";

const loadHomeLowerSections = () =>
  import("./home-lower-sections.tsx").then((module) => module.HomeLowerSections);

/**
 * The home page's lower sections as a static island (decision 0036): they are links and
 * pictures, so the server's markup does everything a visitor needs, and their code loads only
 * when they are pointed at, focused or pressed, or their games change (another language).
 */
export function HomeLowerIsland({ games }: { games: GameSummary[] }) {
  return (
    <StaticIsland
      id={homeLowerIsland}
      load={loadHomeLowerSections}
      props={{ games }}
      wakeNearViewport={false}
    />
  );
}

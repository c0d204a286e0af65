/**
 * How many trending and more-games cards show by window width (trending 4/6/8/10/12/15 and
 * more games 3/4/5/6/8/10 at <640, 640, 768, 1024, 1280 and 1536 px and up), as CSS classes
 * rather than JavaScript measurements: the server renders the largest list and each breakpoint
 * reveals more, so the server HTML and the hydrated page agree at every width. Tailwind's sm/md/lg/xl/2xl are 640/768/1024/1280/1536 px,
 * exactly those thresholds.
 */
type Counts = readonly [base: number, sm: number, md: number, lg: number, xl: number, xxl: number];

export const trendingCounts: Counts = [4, 6, 8, 10, 12, 15];
export const moreGamesCounts: Counts = [3, 4, 5, 6, 8, 10];

const revealClasses = ["", "sm:block", "md:block", "lg:block", "xl:block", "2xl:block"] as const;

/** Classes for the item at `index`: hidden until the first breakpoint whose count includes it. */
export function visibilityClass(index: number, counts: Counts): string {
  const firstShown = counts.findIndex((count) => index < count);
  if (firstShown === 0) return "";
  if (firstShown === -1) return "hidden";
  return `hidden ${revealClasses[firstShown]}`;
}

/** How many items show at a given window width (for tests and documentation). */
export function visibleCount(width: number, counts: Counts): number {
  const thresholds = [640, 768, 1024, 1280, 1536];
  const step = thresholds.findIndex((threshold) => width < threshold);
  return counts[step === -1 ? 5 : step]!;
}

import { useNavigation } from "react-router";

/**
 * A thin bar at the top while the next page's data loads, so a click never looks ignored
 * (heavier screens must show a visible loading state).
 */
export function NavigationProgress() {
  const navigation = useNavigation();
  const busy = navigation.state !== "idle";
  return (
    <div
      role="progressbar"
      aria-label="Loading page"
      aria-hidden={!busy}
      data-testid="navigation-progress"
      className={`pointer-events-none fixed inset-x-0 top-0 z-50 h-0.5 origin-left bg-gradient-to-r from-neon-violet via-neon-fuchsia to-neon-cyan transition-[transform,opacity] duration-500 ${busy ? "scale-x-75 opacity-100" : "scale-x-0 opacity-0"}`}
    />
  );
}

import { useNavigation } from "react-router";
import { useTranslation } from "#app/lib/i18n.ts";

/**
 * A thin bar at the top while the next page's data loads, so a click never looks ignored
 * (heavier screens must show a visible loading state).
 */
export function NavigationProgress() {
  const { t } = useTranslation();
  const navigation = useNavigation();
  const busy = navigation.state !== "idle";
  return (
    <div
      role="progressbar"
      aria-label={t("common.loadingPage")}
      aria-hidden={!busy}
      data-testid="navigation-progress"
      className={`pointer-events-none fixed inset-x-0 top-0 z-50 h-0.5 origin-left bg-gradient-to-r from-neon-violet via-neon-fuchsia to-neon-cyan transition-[transform,opacity] duration-500 ${busy ? "scale-x-75 opacity-100" : "scale-x-0 opacity-0"}`}
    />
  );
}

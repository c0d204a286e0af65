import { Icon } from "#app/components/ui/icon.tsx";
import { useTranslation } from "#app/lib/i18n.ts";

/**
 * Back to the top of the page, at the bottom end corner (right in left-to-right languages, left
 * in right-to-left ones), lifted above the cookie-consent bar while that shows. Focus goes to
 * the main content, where the skip link leads, so keyboard users start over from there.
 */
export function BackToTopButton({ visible }: { visible: boolean }) {
  const { t } = useTranslation();
  const goToTop = () => {
    // Smooth unless the reader asked the system for reduced motion.
    const reduced = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
    window.scrollTo({ top: 0, behavior: reduced ? "auto" : "smooth" });
    const main = document.getElementById("main");
    if (!main) return;
    if (!main.hasAttribute("tabindex")) main.setAttribute("tabindex", "-1");
    main.focus({ preventScroll: true });
  };
  return (
    <button
      type="button"
      onClick={goToTop}
      aria-label={t("widgets.backToTop")}
      title={t("widgets.backToTop")}
      data-testid="back-to-top"
      className={`fixed end-4 bottom-[calc(max(1rem,env(safe-area-inset-bottom))+var(--consent-bar-height,0px))] z-40 flex h-12 w-12 items-center justify-center rounded-full border border-white/15 bg-ink-800/90 text-white shadow-xl shadow-black/50 backdrop-blur transition-[opacity,visibility,transform] duration-200 hover:border-neon-violet hover:bg-ink-700 sm:end-6 ${visible ? "visible opacity-100" : "invisible translate-y-2 opacity-0"}`}
    >
      <Icon name="arrow-up" className="h-5 w-5" />
    </button>
  );
}

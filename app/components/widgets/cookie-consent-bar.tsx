import { useEffect, useRef } from "react";
import { Link } from "react-router";
import type { ConsentValue } from "#app/lib/consent.ts";
import { useTranslation } from "#app/lib/i18n.ts";
import { paths } from "#contracts/paths.ts";

/** The page's root style property that lifts the back-to-top button above this bar. */
export const consentBarHeightProperty = "--consent-bar-height";

/**
 * The cookie-consent bar: a fixed overlay at the bottom of the window (it moves nothing on the
 * page), in the focus order right after the skip link, with Accept and Reject equally prominent.
 * It is a labelled region, not a modal: the page stays usable and focus is never trapped.
 */
export function CookieConsentBar({ onAnswer }: { onAnswer: (value: ConsentValue) => void }) {
  const { t } = useTranslation();
  const ref = useRef<HTMLElement>(null);

  useEffect(() => {
    const bar = ref.current;
    if (!bar) return;
    const root = document.documentElement;
    const observer = new ResizeObserver(() => {
      root.style.setProperty(consentBarHeightProperty, `${bar.offsetHeight}px`);
    });
    observer.observe(bar);
    return () => {
      observer.disconnect();
      root.style.removeProperty(consentBarHeightProperty);
    };
  }, []);

  const buttonClass =
    "min-h-11 flex-1 rounded-xl border border-white/25 bg-ink-800 px-5 py-2 text-sm font-semibold text-white transition-colors hover:border-neon-violet hover:bg-ink-700 sm:flex-none";

  return (
    <section
      ref={ref}
      aria-label={t("widgets.consentLabel")}
      data-testid="cookie-consent"
      className="pointer-events-none fixed inset-x-0 bottom-0 z-40 p-3 pb-[max(0.75rem,env(safe-area-inset-bottom))] sm:p-4"
    >
      <div className="pointer-events-auto mx-auto flex max-w-4xl flex-col gap-3 rounded-2xl border border-white/10 bg-ink-900/95 p-4 shadow-2xl shadow-black/60 backdrop-blur sm:flex-row sm:items-center sm:gap-6">
        <p className="text-sm leading-relaxed text-ink-300">
          {t("widgets.consentText")}{" "}
          <Link to={paths.privacy()} className="font-semibold text-neon-cyan underline">
            {t("widgets.consentPrivacy")}
          </Link>
        </p>
        <div className="flex shrink-0 gap-3">
          <button type="button" className={buttonClass} onClick={() => onAnswer("rejected")}>
            {t("widgets.consentReject")}
          </button>
          <button type="button" className={buttonClass} onClick={() => onAnswer("accepted")}>
            {t("widgets.consentAccept")}
          </button>
        </div>
      </div>
    </section>
  );
}

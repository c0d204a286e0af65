import { lazy, Suspense, useEffect, useState } from "react";
import { getConsent, setConsent } from "#app/lib/consent.ts";
import { installImageFallback, placeholderImage } from "#app/lib/image-fallback.ts";
import { useRootData } from "#app/lib/root-data.ts";
import { whenIdle } from "#app/lib/when-idle.ts";
import { isPastFirstScreen } from "./widget-logic.ts";

// Neither widget is needed for the first paint: each loads on demand, after hydration.
const CookieConsentBar = lazy(() =>
  import("./cookie-consent-bar.tsx").then((module) => ({ default: module.CookieConsentBar })),
);
const BackToTopButton = lazy(() =>
  import("./back-to-top-button.tsx").then((module) => ({ default: module.BackToTopButton })),
);

/**
 * Where the cookie-consent bar appears: only in the browser, after hydration, and only until the
 * visitor answers. The server-rendered page (shared by every visitor) never contains it.
 */
export function CookieConsentSlot() {
  const hasTexts = useRootData() !== undefined;
  const [open, setOpen] = useState(false);
  // The bar is not part of the first paint: it opens when the browser is idle after hydration,
  // so its code and layout never join hydration's long task.
  useEffect(() => {
    if (!hasTexts || getConsent() !== null) return;
    return whenIdle(() => setOpen(true), 1500);
  }, [hasTexts]);
  if (!open) return null;
  return (
    <Suspense fallback={null}>
      <CookieConsentBar
        onAnswer={(value) => {
          setConsent(value);
          setOpen(false);
        }}
      />
    </Suspense>
  );
}

/**
 * The page-wide helpers that run after hydration: the back-to-top button (its code loads the
 * first time the reader is a screen down) and the repair of images that failed before then.
 */
export function GlobalWidgets() {
  const hasTexts = useRootData() !== undefined;
  const [visible, setVisible] = useState(false);
  const [loaded, setLoaded] = useState(false);

  useEffect(() => {
    installImageFallback(placeholderImage);
    let frame = 0;
    const update = () => {
      frame = 0;
      const past = isPastFirstScreen(window.scrollY, window.innerHeight);
      setVisible(past);
      if (past) setLoaded(true);
    };
    const schedule = () => {
      if (frame === 0) frame = requestAnimationFrame(update);
    };
    update();
    window.addEventListener("scroll", schedule, { passive: true });
    window.addEventListener("resize", schedule, { passive: true });
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener("scroll", schedule);
      window.removeEventListener("resize", schedule);
    };
  }, []);

  if (!loaded || !hasTexts) return null;
  return (
    <Suspense fallback={null}>
      <BackToTopButton visible={visible} />
    </Suspense>
  );
}

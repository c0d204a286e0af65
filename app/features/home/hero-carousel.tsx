import { useCallback, useEffect, useRef, useState } from "react";
import { Link } from "react-router";
import { GameImage } from "#app/components/ui/game-image.tsx";
import { Icon } from "#app/components/ui/icon.tsx";
import { useTranslation } from "#app/lib/i18n.ts";
import { useReducedMotion } from "#app/lib/use-reduced-motion.ts";
import { whenIdle } from "#app/lib/when-idle.ts";
import type { FeaturedItem } from "#contracts/catalogue.ts";
import {
  tallAspect,
  tallSrcSet,
  tallVariantWidths,
  wideBaseWidth,
  wideSrcSet,
} from "#contracts/image-variants.ts";
import { paths } from "#contracts/paths.ts";
import { carouselIntervalMs, swipeStep, wrapIndex } from "./carousel-logic.ts";

// Phones get the 4:5 composition (the slide is 4:5 below Tailwind's sm breakpoint, 640 px);
// the slide spans the page column: the viewport less its padding, at most 1232 px.
const phoneMedia = "(max-width: 639px)";
const heroPhoneSizes = "calc(100vw - 32px)";
const heroSizes = "(min-width: 1280px) 1232px, calc(100vw - 48px)";

export function HeroCarousel({ items }: { items: FeaturedItem[] }) {
  const { t } = useTranslation();
  const [index, setIndex] = useState(0);
  // Paused while the tab is hidden, or while the pointer or keyboard focus is on the carousel
  // (WCAG 2.2.2: moving content must not run on under the user's hand); never advances by
  // itself for a reader who asked the system for reduced motion.
  const [hiddenTab, setHiddenTab] = useState(false);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const reducedMotion = useReducedMotion();
  const paused = hiddenTab || hovered || focused || reducedMotion;
  const touchStartX = useRef<number | null>(null);
  const count = items.length;

  const go = useCallback((step: number) => setIndex((i) => wrapIndex(i, step, count)), [count]);

  // The other slides' images wait until the page is running: before that the carousel cannot
  // move, and on a phone link four more covers would only slow the first one down.
  const [othersLoaded, setOthersLoaded] = useState(false);
  useEffect(() => whenIdle(() => setOthersLoaded(true)), []);

  // biome-ignore lint/correctness/useExhaustiveDependencies: `index` restarts the timer after every move, so a manual move gets a full 3 s
  useEffect(() => {
    if (paused || count < 2) return;
    const timer = setTimeout(() => go(1), carouselIntervalMs);
    return () => clearTimeout(timer);
  }, [index, paused, count, go]);

  useEffect(() => {
    const onVisibility = () => setHiddenTab(document.hidden);
    document.addEventListener("visibilitychange", onVisibility);
    return () => document.removeEventListener("visibilitychange", onVisibility);
  }, []);

  if (count === 0) return null;

  const onKeyDown = (event: React.KeyboardEvent) => {
    if (event.key === "ArrowRight") go(1);
    else if (event.key === "ArrowLeft") go(-1);
  };

  return (
    <section
      aria-roledescription="carousel"
      aria-label={t("home.heroLabel")}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: the carousel region takes arrow keys, per the WAI carousel pattern
      tabIndex={0}
      onKeyDown={onKeyDown}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
      }}
      onTouchStart={(event) => {
        touchStartX.current = event.touches[0]?.clientX ?? null;
      }}
      onTouchEnd={(event) => {
        const start = touchStartX.current;
        const end = event.changedTouches[0]?.clientX;
        touchStartX.current = null;
        if (start !== null && end !== undefined) {
          const step = swipeStep(start, end);
          if (step !== 0) go(step);
        }
      }}
      className="group relative overflow-hidden rounded-3xl border border-white/10 bg-ink-900 shadow-2xl shadow-neon-violet/10"
      data-testid="hero-carousel"
    >
      <div
        dir="ltr"
        className="flex transition-transform duration-700 ease-out"
        style={{ transform: `translateX(-${index * 100}%)` }}
      >
        {items.map((item, slide) => (
          // biome-ignore lint/a11y/useSemanticElements: WAI-ARIA carousel pattern: each slide is a labelled group
          <div
            key={item._id}
            role="group"
            aria-roledescription="slide"
            aria-label={`${slide + 1} / ${count}`}
            aria-hidden={slide !== index}
            data-active={slide === index}
            className="relative aspect-[4/5] w-full shrink-0 sm:aspect-[16/7]"
          >
            {slide === 0 || slide === index || othersLoaded ? (
              <GameImage
                src={item.displayImageWebP}
                srcSet={wideSrcSet(item.displayImageWebP)}
                sizes={heroSizes}
                phoneSource={{
                  media: phoneMedia,
                  srcSet: tallSrcSet(item.displayImageWebP),
                  sizes: heroPhoneSizes,
                  width: tallVariantWidths[0],
                  height: tallVariantWidths[0] * tallAspect,
                }}
                alt={item.gameId.title}
                width={wideBaseWidth}
                height={720}
                loading={slide === 0 ? "eager" : "lazy"}
                // Only the first slide is the page's main image; the others are off screen.
                fetchPriority={slide === 0 ? "high" : undefined}
                className="absolute inset-0 h-full w-full object-cover"
              />
            ) : null}
            <div className="absolute inset-0 bg-gradient-to-t from-ink-950 via-ink-950/40 to-transparent sm:bg-gradient-to-r sm:from-ink-950/95 sm:via-ink-950/50" />
            <div
              dir="auto"
              className="absolute inset-x-0 bottom-0 p-6 sm:inset-y-0 sm:flex sm:max-w-xl sm:flex-col sm:justify-center sm:p-12"
            >
              <p className="text-xs font-bold tracking-[0.2em] text-neon-cyan uppercase">
                {item.gameId.title}
              </p>
              <h2 className="mt-2 font-display text-3xl leading-tight font-extrabold text-white sm:text-5xl">
                {item.headline || item.gameId.title}
              </h2>
              <div className="mt-6">
                <Link
                  to={paths.game(item.gameId.slug)}
                  className="btn-primary"
                  tabIndex={slide === index ? 0 : -1}
                >
                  {t("home.heroCta")}
                </Link>
              </div>
            </div>
          </div>
        ))}
      </div>
      {count > 1 ? (
        <>
          <button
            type="button"
            onClick={() => go(-1)}
            aria-label={t("home.heroPrevious")}
            className="absolute start-3 top-1/2 hidden h-11 w-11 -translate-y-1/2 items-center justify-center rounded-full border border-white/15 bg-black/40 text-white backdrop-blur transition hover:bg-black/70 sm:flex"
          >
            <Icon name="chevron-left" className="h-5 w-5 rtl:rotate-180" />
          </button>
          <button
            type="button"
            onClick={() => go(1)}
            aria-label={t("home.heroNext")}
            className="absolute end-3 top-1/2 hidden h-11 w-11 -translate-y-1/2 items-center justify-center rounded-full border border-white/15 bg-black/40 text-white backdrop-blur transition hover:bg-black/70 sm:flex"
          >
            <Icon name="chevron-right" className="h-5 w-5 rtl:rotate-180" />
          </button>
          <div className="absolute inset-x-0 bottom-1 flex justify-center gap-1 sm:bottom-4">
            {items.map((item, slide) => (
              <button
                key={item._id}
                type="button"
                aria-label={t("home.heroGoTo", { number: slide + 1 })}
                aria-current={slide === index}
                onClick={() => setIndex(slide)}
                // A 24 px target around the small dot: fingers need the room, eyes do not.
                className="group/dot flex h-6 min-w-6 items-center justify-center"
              >
                <span
                  className={`h-2 rounded-full transition-all ${slide === index ? "w-8 bg-gradient-to-r from-neon-violet to-neon-cyan" : "w-2 bg-white/40 group-hover/dot:bg-white/70"}`}
                />
              </button>
            ))}
          </div>
        </>
      ) : null}
    </section>
  );
}

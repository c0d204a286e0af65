// @vitest-environment happy-dom
import { act, cleanup, fireEvent, screen } from "@testing-library/react";
import { renderToString } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createTranslator, TranslationProvider } from "#app/lib/i18n.ts";
import { en } from "#app/locales/en.ts";
import type { FeaturedItem } from "#contracts/catalogue.ts";
import { renderInApp } from "#tests/support/render-with-i18n.tsx";
import { HeroCarousel } from "./hero-carousel.tsx";

const items: FeaturedItem[] = ["Alpha", "Bravo", "Charlie"].map((title, index) => ({
  _id: `f${index}`,
  gameId: { _id: `g${index}`, title, slug: title.toLowerCase() },
  headline: `${title} headline`,
  displayImage: `/${title}.webp`,
  displayImageWebP: `/${title}.webp`,
  displayImageSmall: `/${title}-small.webp`,
}));

function Carousel() {
  return <HeroCarousel items={items} />;
}

function activeTitle(): string | null | undefined {
  return document.querySelector("[data-active='true'] h2")?.textContent;
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe("hero carousel", () => {
  it("server-renders only the first slide's image; the others load once the page runs", () => {
    const html = renderToString(
      <TranslationProvider translator={createTranslator("en", en)}>
        <MemoryRouter>
          <Carousel />
        </MemoryRouter>
      </TranslationProvider>,
    );
    expect(html).toContain('src="/Alpha.webp"');
    expect(html).not.toContain("/Bravo.webp");
    expect(html).not.toContain("/Charlie.webp");
    renderInApp(Carousel);
    act(() => vi.advanceTimersByTime(1_000));
    const sources = [...document.querySelectorAll("img")].map((image) => image.getAttribute("src"));
    expect(sources).toEqual(["/Alpha.webp", "/Bravo.webp", "/Charlie.webp"]);
  });

  it("advances every 3 seconds and wraps to the first slide", () => {
    renderInApp(Carousel);
    expect(activeTitle()).toBe("Alpha headline");
    act(() => vi.advanceTimersByTime(2_999));
    expect(activeTitle()).toBe("Alpha headline");
    act(() => vi.advanceTimersByTime(1));
    expect(activeTitle()).toBe("Bravo headline");
    act(() => vi.advanceTimersByTime(3_000));
    act(() => vi.advanceTimersByTime(3_000));
    expect(activeTitle()).toBe("Alpha headline");
  });

  it("holds still while hovered and resumes afterwards", () => {
    renderInApp(Carousel);
    const region = screen.getByTestId("hero-carousel");
    fireEvent.mouseEnter(region);
    act(() => vi.advanceTimersByTime(9_000));
    expect(activeTitle()).toBe("Alpha headline");
    fireEvent.mouseLeave(region);
    act(() => vi.advanceTimersByTime(3_000));
    expect(activeTitle()).toBe("Bravo headline");
  });

  it("moves with the arrow keys and the dots", () => {
    renderInApp(Carousel);
    const region = screen.getByTestId("hero-carousel");
    fireEvent.keyDown(region, { key: "ArrowLeft" });
    expect(activeTitle()).toBe("Charlie headline");
    fireEvent.keyDown(region, { key: "ArrowRight" });
    expect(activeTitle()).toBe("Alpha headline");
    fireEvent.click(screen.getByRole("button", { name: "Go to slide 2" }));
    expect(activeTitle()).toBe("Bravo headline");
  });

  it("follows swipes over 50 px and ignores shorter ones", () => {
    renderInApp(Carousel);
    const region = screen.getByTestId("hero-carousel");
    const swipe = (from: number, to: number) => {
      fireEvent.touchStart(region, { touches: [{ clientX: from }] });
      fireEvent.touchEnd(region, { changedTouches: [{ clientX: to }] });
    };
    swipe(300, 260);
    expect(activeTitle()).toBe("Alpha headline");
    swipe(300, 200);
    expect(activeTitle()).toBe("Bravo headline");
    swipe(100, 200);
    expect(activeTitle()).toBe("Alpha headline");
  });

  it("links each slide to its game page", () => {
    renderInApp(Carousel);
    const links = screen.getAllByRole("link", { name: "Top up now", hidden: true });
    expect(links.map((link) => link.getAttribute("href"))).toEqual([
      "/games/alpha",
      "/games/bravo",
      "/games/charlie",
    ]);
  });
});

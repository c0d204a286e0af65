// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { createRoutesStub } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import { createTranslator, TranslationProvider } from "#app/lib/i18n.ts";
import { en } from "#app/locales/en.ts";
import type { GamePage } from "#contracts/catalogue.ts";
import SearchPage from "./search.tsx";

afterEach(cleanup);

const game = {
  _id: "g1",
  slug: "genshin-impact",
  title: "Genshin Impact",
  image: "/w.webp",
  portraitImage: "/p.webp",
  squareImage: "/s.webp",
  publisher: "HoYoverse",
  category: "RPG",
  categoryName: "RPG",
  deliveryTier: "fast" as const,
  createdAt: "2026-01-01T00:00:00.000Z",
};

function renderSearch(loader: () => unknown, url = "/search?q=genshn") {
  const Stub = createRoutesStub([{ path: "/search", Component: SearchPage, loader }]);
  render(
    <TranslationProvider translator={createTranslator("en", en)}>
      <Stub initialEntries={[url]} />
    </TranslationProvider>,
  );
}

describe("search page states", () => {
  it("prompts for a term when there is no query", async () => {
    renderSearch(() => ({ state: "empty", query: "" }), "/search");
    expect(await screen.findByText("No search query provided")).toBeTruthy();
    expect(screen.getByText("Please enter a search term to find games.")).toBeTruthy();
  });

  it("shows results with a pager", async () => {
    const result: GamePage = {
      games: [game],
      pagination: {
        totalGames: 13,
        totalPages: 2,
        currentPage: 1,
        hasNextPage: true,
        hasPrevPage: false,
      },
    };
    renderSearch(() => ({ state: "ok", query: "genshn", result }));
    expect(await screen.findByRole("heading", { name: "Results for “genshn”" })).toBeTruthy();
    expect(screen.getByText("13 games found")).toBeTruthy();
    expect(screen.getByRole("link", { name: /Genshin Impact/ }).getAttribute("href")).toBe(
      "/games/genshin-impact",
    );
    expect(screen.getByRole("link", { name: /Next/ }).getAttribute("href")).toBe(
      "/search?q=genshn&page=2",
    );
    expect(screen.getByText("Page 1 of 2")).toBeTruthy();
  });

  it("says so when nothing matches", async () => {
    const result: GamePage = {
      games: [],
      pagination: {
        totalGames: 0,
        totalPages: 0,
        currentPage: 1,
        hasNextPage: false,
        hasPrevPage: false,
      },
    };
    renderSearch(() => ({ state: "ok", query: "zzz", result }), "/search?q=zzz");
    expect(await screen.findByText("No games found")).toBeTruthy();
    expect(screen.getByText("Try adjusting your search terms.")).toBeTruthy();
  });

  it("offers Try Again after a failure, which runs the search again", async () => {
    let calls = 0;
    renderSearch(() => {
      calls += 1;
      return calls === 1
        ? { state: "failed", query: "genshn" }
        : {
            state: "ok",
            query: "genshn",
            result: {
              games: [game],
              pagination: {
                totalGames: 1,
                totalPages: 1,
                currentPage: 1,
                hasNextPage: false,
                hasPrevPage: false,
              },
            },
          };
    });
    expect(await screen.findByText("Failed to search games")).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Try Again" }));
    expect(await screen.findByText("1 game found")).toBeTruthy();
    expect(calls).toBe(2);
  });
});

// @vitest-environment happy-dom
import { cleanup, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import type { GuideListItem } from "#contracts/guides.ts";
import { renderInApp } from "#tests/support/render-with-i18n.tsx";
import { GuideListScreen } from "./guide-list-screen.tsx";

afterEach(() => {
  cleanup();
});

const guide: GuideListItem = {
  _id: "1",
  slug: "a-guide",
  title: "A Guide",
  excerpt: "What it says.",
  image: "/uploads/guides/a-guide-wide.webp",
  imageSmall: "/uploads/guides/a-guide-wideSmall.webp",
  createdAt: "2025-03-12T09:00:00.000Z",
  author: "Mei Tan",
  language: "en",
};
const firstPage = { currentPage: 1, hasNextPage: false, hasPrevPage: false };

describe("guide list states", () => {
  it("says 'Failed to load blogs' with a Try Again button when the list failed to load", () => {
    renderInApp(() => <GuideListScreen result={null} />);
    expect(screen.getByRole("alert").textContent).toContain("Failed to load blogs");
    expect(screen.getByRole("button", { name: "Try Again" })).toBeTruthy();
  });

  it("says 'No guides found' for an empty list", () => {
    renderInApp(() => <GuideListScreen result={{ guides: [], pagination: firstPage }} />);
    expect(screen.getByText("No guides found")).toBeTruthy();
  });

  it("shows each guide's title, excerpt, date and author, linked to its article", () => {
    renderInApp(() => <GuideListScreen result={{ guides: [guide], pagination: firstPage }} />);
    const link = screen.getByRole("link", { name: "A Guide" });
    expect(link.getAttribute("href")).toBe("/guides/a-guide");
    expect(screen.getByText("What it says.")).toBeTruthy();
    expect(screen.getByText("March 12, 2025")).toBeTruthy();
    expect(screen.getByText("By Mei Tan")).toBeTruthy();
  });
});

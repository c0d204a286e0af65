// @vitest-environment happy-dom
import { cleanup, fireEvent, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { searchPageQuerySchema } from "#contracts/catalogue.ts";
import { renderInApp } from "#tests/support/render-with-i18n.tsx";
import { SearchBox } from "./search-box.tsx";

afterEach(cleanup);

let searched = 0;
function HeaderSearch() {
  return <SearchBox onSearched={() => searched++} />;
}

function renderSearch() {
  searched = 0;
  renderInApp(HeaderSearch, { routes: ["/search"] });
  return screen.getByRole("searchbox") as HTMLInputElement;
}

describe("header search box", () => {
  it("ignores blank input", () => {
    const input = renderSearch();
    fireEvent.change(input, { target: { value: "   " } });
    fireEvent.submit(input.closest("form")!);
    expect(screen.queryByTestId("route")).toBeNull();
    expect(input.value).toBe("   ");
  });

  it("navigates to /search with the trimmed, encoded term, clears the box and reports back", () => {
    const input = renderSearch();
    fireEvent.change(input, { target: { value: "  call of duty & more  " } });
    fireEvent.click(screen.getByRole("button", { name: "Search" }));
    expect(input.value).toBe("");
    expect(screen.getByTestId("route").textContent).toBe("/search?q=call+of+duty+%26+more");
    expect(searched).toBe(1);
  });

  it("is a GET form to the results page, so Enter lands there before (or without) its code", () => {
    const input = renderSearch();
    const form = input.closest("form")!;
    expect(form.getAttribute("method")).toBe("get");
    expect(form.getAttribute("action")).toBe("/search");
    // The browser sends the field by its name: the results page reads that parameter.
    const sent = new URLSearchParams([[input.name, "genshin"]]);
    expect(searchPageQuerySchema.parse(Object.fromEntries(sent)).q).toBe("genshin");
  });
});

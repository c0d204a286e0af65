// @vitest-environment happy-dom
import { act, createContext, useContext, useState } from "react";
import { hydrateRoot, type Root } from "react-dom/client";
import { renderToString } from "react-dom/server";
import {
  createMemoryRouter,
  Link,
  RouterProvider,
  useLocation,
  useSearchParams,
} from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ServerIslands, StaticIsland } from "./static-island.tsx";

// React's act() environment flag, for updates outside testing-library.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

function Body({ lang }: { lang: string }) {
  const [typed, setTyped] = useState("");
  const [sent, setSent] = useState("");
  const [pressed, setPressed] = useState(0);
  const [sends, setSends] = useState(0);
  return (
    <div data-lang={lang}>
      <Link to="/about">{`About (${lang})`}</Link>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          setSent(typed);
          setSends((count) => count + 1);
        }}
      >
        <input
          aria-label="email"
          value={typed}
          onChange={(event) => setTyped(event.target.value)}
        />
        <button type="submit">Send</button>
      </form>
      <output>{typed}</output>
      <output data-sent="">{sent}</output>
      <output data-sends="">{sends}</output>
      <button type="button" onClick={() => setPressed((count) => count + 1)}>
        Press
      </button>
      <output data-pressed="">{pressed}</output>
      <form method="get" action="/search">
        <input aria-label="search" name="q" />
        <button type="submit">Search</button>
      </form>
      <a
        href="/login"
        data-island-press=""
        onClick={(event) => {
          event.preventDefault();
          setPressed((count) => count + 10);
        }}
      >
        Log in
      </a>
    </div>
  );
}

let observed: ((entries: { isIntersecting: boolean }[]) => void)[] = [];
class FakeIntersectionObserver {
  constructor(callback: (entries: { isIntersecting: boolean }[]) => void) {
    observed.push(callback);
  }
  observe() {}
  disconnect() {}
}

function Where() {
  return <p data-testid="where">{useLocation().pathname}</p>;
}

type IslandUnderTest = { id: string; load: () => Promise<typeof Body> };
const IslandUnderTest = createContext<IslandUnderTest | null>(null);

// The page's language comes from the address here (in the shop: from the root loader).
function Page() {
  const [params] = useSearchParams();
  const { id, load } = useContext(IslandUnderTest)!;
  return (
    <>
      <Where />
      <StaticIsland id={id} load={load} props={{ lang: params.get("lang") ?? "en" }} />
    </>
  );
}

function buildRouter() {
  return createMemoryRouter([{ path: "/:page?", Component: Page }]);
}

let root: Root | undefined;
afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  document.body.innerHTML = "";
  observed = [];
  vi.unstubAllGlobals();
});

/** Server-renders the page, then hydrates it in this document the way the browser does. */
// Each test its own island id: a loaded island's code stays loaded for the page's lifetime.
async function hydrateIsland(id: string) {
  vi.stubGlobal("IntersectionObserver", FakeIntersectionObserver);
  const load = vi.fn(async () => Body);
  const html = renderToString(
    <ServerIslands value={{ [id]: Body }}>
      <IslandUnderTest value={{ id, load }}>
        <RouterProvider router={buildRouter()} />
      </IslandUnderTest>
    </ServerIslands>,
  );
  const container = document.createElement("div");
  container.innerHTML = html;
  document.body.append(container);
  const router = buildRouter();
  await act(async () => {
    root = hydrateRoot(
      container,
      <IslandUnderTest value={{ id, load }}>
        <RouterProvider router={router} />
      </IslandUnderTest>,
      {
        onRecoverableError: (error) => {
          throw error;
        },
      },
    );
  });
  return { container, load, router, serverHtml: html };
}

describe("StaticIsland", () => {
  it("renders the component on the server and keeps that markup in the browser without its code", async () => {
    const { container, load, serverHtml } = await hydrateIsland("island-a");
    expect(serverHtml).toMatch(
      /<div id="island-a"><div data-lang="en"><a href="\/about"[^>]*>About \(en\)/,
    );
    expect(container.querySelector("#island-a")?.innerHTML).toContain("About (en)");
    expect(load).not.toHaveBeenCalled();
  });

  it("follows a link in the kept markup inside the app, without loading the island", async () => {
    const { container, load } = await hydrateIsland("island-b");
    const link = container.querySelector<HTMLAnchorElement>("#island-b a")!;
    await act(async () => {
      link.dispatchEvent(new MouseEvent("click", { bubbles: true, cancelable: true, button: 0 }));
    });
    expect(container.querySelector("[data-testid=where]")?.textContent).toBe("/about");
    expect(load).not.toHaveBeenCalled();
  });

  it("loads the real component when it comes near the viewport, keeping focus and typed text", async () => {
    const { container, load } = await hydrateIsland("island-c");
    const input = container.querySelector<HTMLInputElement>("#island-c input")!;
    input.value = "gamer@example.com";
    // Focusing the field wakes the island too; the swap keeps the field focused.
    await act(async () => {
      input.focus();
      for (const callback of observed) callback([{ isIntersecting: true }]);
    });
    expect(load).toHaveBeenCalledTimes(1);
    const live = container.querySelector<HTMLInputElement>("#island-c input")!;
    expect(live).not.toBe(input);
    expect(document.activeElement).toBe(live);
    expect(live.value).toBe("gamer@example.com");
    // The component's own state follows the carried-over value.
    expect(container.querySelector("#island-c output")?.textContent).toBe("gamer@example.com");
  });

  it("sends a form submitted in the kept markup once the real component is there", async () => {
    const { container, load } = await hydrateIsland("island-e");
    const input = container.querySelector<HTMLInputElement>("#island-e input")!;
    input.value = "early@example.com";
    await act(async () => {
      container
        .querySelector("#island-e form")!
        .dispatchEvent(new Event("submit", { bubbles: true, cancelable: true }));
    });
    // The swap commits, then the form is sent again on the next task.
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(load).toHaveBeenCalledTimes(1);
    expect(container.querySelector("#island-e [data-sent]")?.textContent).toBe("early@example.com");
  });

  it("sends a form whose submit button was pressed in the kept markup once, not twice", async () => {
    const { container } = await hydrateIsland("island-submit");
    const input = container.querySelector<HTMLInputElement>("#island-submit input")!;
    input.value = "early@example.com";
    const send = [...container.querySelectorAll<HTMLButtonElement>("#island-submit button")].find(
      (candidate) => candidate.textContent === "Send",
    )!;
    await act(async () => {
      send.click();
    });
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(container.querySelector("#island-submit [data-sent]")?.textContent).toBe(
      "early@example.com",
    );
    expect(container.querySelector("#island-submit [data-sends]")?.textContent).toBe("1");
  });

  it("loads the real component when its props change (another language)", async () => {
    const { container, load, router } = await hydrateIsland("island-d");
    await act(async () => {
      await router.navigate("/?lang=ja");
    });
    expect(load).toHaveBeenCalledTimes(1);
    expect(container.querySelector("#island-d [data-lang]")?.getAttribute("data-lang")).toBe("ja");
    expect(container.querySelector("#island-d a")?.textContent).toBe("About (ja)");
  });

  it("presses a button pressed in the kept markup again, once, when its code is there", async () => {
    const { container, load } = await hydrateIsland("island-press");
    const button = [...container.querySelectorAll<HTMLButtonElement>("#island-press button")].find(
      (candidate) => candidate.textContent === "Press",
    )!;
    await act(async () => {
      button.dispatchEvent(new MouseEvent("click", { bubbles: true, cancelable: true, button: 0 }));
    });
    expect(load).toHaveBeenCalledTimes(1);
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 20));
    });
    expect(container.querySelector("#island-press [data-pressed]")?.textContent).toBe("1");
  });

  it("follows a GET form submitted in the kept markup at once, without waiting for the code", async () => {
    const { container, load } = await hydrateIsland("island-search");
    const input = container.querySelector<HTMLInputElement>("#island-search input[name=q]")!;
    input.value = "  genshin  ";
    const search = [...container.querySelectorAll<HTMLButtonElement>("#island-search button")].find(
      (candidate) => candidate.textContent === "Search",
    )!;
    await act(async () => {
      search.click();
    });
    expect(container.querySelector("[data-testid=where]")?.textContent).toBe("/search");
    expect(input.value).toBe("");
    expect(search.hasAttribute("data-island-pressed")).toBe(true);
    // The island did not wait for its code to follow it, nor press the button again after.
    expect(load).not.toHaveBeenCalled();
  });

  it("keeps a link marked data-island-press from navigating and presses it once the code is there", async () => {
    const { container, load } = await hydrateIsland("island-login");
    const link = container.querySelector<HTMLAnchorElement>("#island-login a[data-island-press]")!;
    const click = new MouseEvent("click", { bubbles: true, cancelable: true, button: 0 });
    await act(async () => {
      link.dispatchEvent(click);
    });
    expect(click.defaultPrevented).toBe(true);
    // The press shows at once while the code loads.
    expect(link.hasAttribute("data-island-pressed")).toBe(true);
    expect(load).toHaveBeenCalledTimes(1);
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(container.querySelector("[data-testid=where]")?.textContent).toBe("/");
    expect(container.querySelector("#island-login [data-pressed]")?.textContent).toBe("10");
  });
});

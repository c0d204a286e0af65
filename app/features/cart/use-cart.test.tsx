// @vitest-environment happy-dom
import { act, cleanup, fireEvent, screen, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { storageKeys } from "#contracts/accounts-rules.ts";
import type { CartItem } from "#contracts/buying.ts";
import { renderInApp } from "#tests/support/render-with-i18n.tsx";
import { CartList } from "./cart-list.tsx";
import { useCart } from "./use-cart.ts";

function item(id: string, quantity: number): CartItem {
  return {
    _id: id,
    gameId: {
      _id: "g",
      slug: "pubg-mobile",
      title: "PUBG Mobile",
      image: "/a.png",
      squareImage: "/b.png",
    },
    gameImage: "/a.png",
    gameName: `Game ${id}`,
    packageId: "p",
    packageName: "60 UC",
    currencyName: "UC",
    currencyType: "UC",
    amount: 0.99,
    unitPriceCents: 99,
    quantity,
    gameUserId: "5123456789",
    playerFields: { userId: "5123456789" },
    playerNickname: "Ace",
    deliveryKind: "direct",
    previousUnitPriceCents: null,
    available: true,
  };
}

function cartReply(items: CartItem[]) {
  const body = {
    success: true,
    data: {
      items,
      totalCents: items.reduce((sum, line) => sum + line.unitPriceCents * line.quantity, 0),
      itemCount: items.length,
    },
  };
  return new Response(JSON.stringify(body), {
    status: 200,
    headers: { "content-type": "application/json" },
  });
}

function Harness() {
  const view = useCart(true);
  return <CartList view={view} />;
}

beforeEach(() => {
  localStorage.clear();
  localStorage.setItem(storageKeys.token, "t1");
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe("cart rows", () => {
  it("marks only the changed row busy until its reply, and a change tells the other views", async () => {
    let finish: (response: Response) => void = () => {};
    const fetchMock = vi.fn(async (_path: string, init?: RequestInit) => {
      if (init?.method === "PUT") return new Promise<Response>((resolve) => (finish = resolve));
      return cartReply([item("a", 1), item("b", 2)]);
    });
    vi.stubGlobal("fetch", fetchMock);
    const updated = vi.fn();
    window.addEventListener("cartUpdated", updated);
    renderInApp(Harness);
    const rows = await screen.findAllByTestId("cart-row");
    expect(rows).toHaveLength(2);

    fireEvent.click(within(rows[0]!).getByTestId("cart-row-increase"));
    expect(rows[0]!.getAttribute("aria-busy")).toBe("true");
    expect((within(rows[0]!).getByTestId("cart-row-remove") as HTMLButtonElement).disabled).toBe(
      true,
    );
    expect(rows[1]!.getAttribute("aria-busy")).toBe("false");
    expect((within(rows[1]!).getByTestId("cart-row-remove") as HTMLButtonElement).disabled).toBe(
      false,
    );
    const put = fetchMock.mock.calls.find(([, init]) => init?.method === "PUT")!;
    expect(put[0]).toBe("/api/cart/item/a");
    expect(JSON.parse(String(put[1]!.body))).toEqual({ quantity: 2 });

    await act(async () => finish(cartReply([item("a", 2), item("b", 2)])));
    const after = screen.getAllByTestId("cart-row");
    expect(after[0]!.getAttribute("aria-busy")).toBe("false");
    expect(within(after[0]!).getByTestId("cart-row-quantity").textContent).toBe("2");
    expect(updated).toHaveBeenCalled();
    window.removeEventListener("cartUpdated", updated);
  });

  it("shows the cart error texts when the cart cannot be loaded", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => new Response("{}", { status: 500 })),
    );
    renderInApp(Harness);
    expect((await screen.findByTestId("cart-error")).textContent).toBe(
      "Failed to fetch cart items",
    );
    cleanup();
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => {
        throw new TypeError("offline");
      }),
    );
    renderInApp(Harness);
    expect((await screen.findByTestId("cart-error")).textContent).toBe("Error fetching cart items");
  });
});

// @vitest-environment happy-dom
import { act, cleanup, fireEvent, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { onAuthDialogRequest } from "#app/lib/auth/auth-dialog-request.ts";
import type { CurrencyPackage, PlayerIdField } from "#contracts/catalogue.ts";
import { renderInApp } from "#tests/support/render-with-i18n.tsx";
import BuyPanel from "./buy-panel.tsx";

const fields: PlayerIdField[] = [
  { key: "userId", label: "User ID", kind: "text", pattern: "\\d{5,12}", placeholder: "123456789" },
  {
    key: "zone",
    label: "Server",
    kind: "select",
    options: [
      { value: "asia", label: "Asia" },
      { value: "europe", label: "Europe" },
    ],
  },
];

const pack: CurrencyPackage = {
  _id: "11111111-1111-4111-8111-111111111111",
  gameId: "g1",
  name: "86 Diamonds",
  currencyName: "Diamonds",
  currencyAmount: 86,
  bonusAmount: 0,
  priceCents: 199,
  compareAtPriceCents: null,
  badge: null,
  sortOrder: 1,
};

function game(deliveryKind: "direct" | "code", playerIdFields = fields) {
  return {
    _id: "g1",
    slug: "mobile-legends",
    title: "Mobile Legends",
    squareImage: "/x.png",
    deliveryKind,
    playerIdFields,
  };
}

function json(status: number, body: unknown) {
  return new Response(JSON.stringify(body), {
    status,
    headers: { "content-type": "application/json" },
  });
}

const button = (testId: string) => screen.getByTestId(testId) as HTMLButtonElement;

function fillValidPlayer() {
  fireEvent.change(screen.getByLabelText("User ID"), { target: { value: "123456" } });
  fireEvent.change(screen.getByLabelText("Server"), { target: { value: "asia" } });
}

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe("buy panel", () => {
  it("enables Check player for valid fields, and buying only with a confirmed nickname", async () => {
    const fetchMock = vi.fn(async () => json(200, { success: true, data: { nickname: "Shadow" } }));
    vi.stubGlobal("fetch", fetchMock);
    renderInApp(() => <BuyPanel game={game("direct")} pack={pack} currency={undefined} />);

    expect(button("check-player").disabled).toBe(true);
    expect(button("add-to-cart").disabled).toBe(true);
    expect(button("buy-now").disabled).toBe(true);

    fireEvent.change(screen.getByLabelText("User ID"), { target: { value: "12ab" } });
    fireEvent.change(screen.getByLabelText("Server"), { target: { value: "asia" } });
    expect(button("check-player").disabled).toBe(true);

    fillValidPlayer();
    expect(button("check-player").disabled).toBe(false);
    expect(button("add-to-cart").disabled).toBe(true);

    await act(async () => fireEvent.click(button("check-player")));
    expect((await screen.findByTestId("player-nickname")).textContent).toContain("Shadow");
    expect(button("add-to-cart").disabled).toBe(false);
    expect(button("buy-now").disabled).toBe(false);
    const [path, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(path).toBe("/api/players/validate");
    expect(JSON.parse(String(init.body))).toEqual({
      gameId: "g1",
      fields: { userId: "123456", zone: "asia" },
    });

    // Another player is another check.
    fireEvent.change(screen.getByLabelText("User ID"), { target: { value: "654321" } });
    expect(screen.queryByTestId("player-nickname")).toBeNull();
    expect(button("add-to-cart").disabled).toBe(true);
  });

  it("says so and keeps buying closed when the player is unknown or the supplier is down", async () => {
    const replies = [
      json(422, { success: false, code: "PLAYER_NOT_FOUND", message: "No such player" }),
      json(503, { success: false, code: "SUPPLIER_UNAVAILABLE", message: "Down" }),
    ];
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => replies.shift()!),
    );
    renderInApp(() => <BuyPanel game={game("direct")} pack={pack} currency={undefined} />);
    fillValidPlayer();
    await act(async () => fireEvent.click(button("check-player")));
    expect(await screen.findByTestId("player-error-notFound")).toBeTruthy();
    expect(button("buy-now").disabled).toBe(true);

    await act(async () => fireEvent.click(button("check-player")));
    expect(await screen.findByTestId("player-error-unavailable")).toBeTruthy();
    expect(button("add-to-cart").disabled).toBe(true);
    expect(button("buy-now").disabled).toBe(true);
  });

  it("skips the check for code deliveries: valid fields are enough", () => {
    const fetchMock = vi.fn();
    vi.stubGlobal("fetch", fetchMock);
    renderInApp(() => (
      <BuyPanel game={game("code", [fields[1]!])} pack={pack} currency={undefined} />
    ));
    expect(screen.queryByTestId("check-player")).toBeNull();
    expect(button("add-to-cart").disabled).toBe(true);
    fireEvent.change(screen.getByLabelText("Server"), { target: { value: "europe" } });
    expect(button("add-to-cart").disabled).toBe(false);
    expect(button("buy-now").disabled).toBe(false);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("signed out, keeps the action and asks for the login dialog", () => {
    vi.stubGlobal("fetch", vi.fn());
    const opened = vi.fn();
    const stopListening = onAuthDialogRequest(opened);
    renderInApp(() => (
      <BuyPanel game={game("code", [fields[1]!])} pack={pack} currency={undefined} />
    ));
    fireEvent.change(screen.getByLabelText("Server"), { target: { value: "europe" } });
    fireEvent.click(button("add-to-cart"));
    expect(opened).toHaveBeenCalledWith("login");
    const pending = JSON.parse(sessionStorage.getItem("gamezone:pendingPurchase") ?? "null");
    expect(pending).toMatchObject({
      action: "add",
      returnTo: "/",
      line: { packageId: pack._id, quantity: 1, fields: { zone: "europe" } },
    });
    stopListening();
  });
});

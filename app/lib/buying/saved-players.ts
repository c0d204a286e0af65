/**
 * Saved player accounts. A member's are kept by the shop (saved when a line is delivered, read
 * and deleted here through the API); a guest's live in this browser's localStorage only, a short
 * list per game, and reach the server only as the fields of a checkout.
 */
import { type ApiResult, callApi } from "#app/lib/api-client.ts";
import type { BuyAgainResult, SavedPlayer } from "#contracts/repeat-buying.ts";

export type { BuyAgainResult, SavedPlayer };

/** A player the buy panel can fill in with one tap (from the account or from this browser). */
export type PlayerChoice = {
  /** The account's saved-player id, or the canonical text of the fields on this device. */
  key: string;
  fields: Record<string, string>;
  playerLine: string;
  nickname: string | null;
};

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

function isStringRecord(value: unknown): value is Record<string, string> {
  return isRecord(value) && Object.values(value).every((entry) => typeof entry === "string");
}

function isSavedPlayer(value: unknown): value is SavedPlayer {
  return (
    isRecord(value) &&
    typeof value.id === "string" &&
    typeof value.gameId === "string" &&
    typeof value.gameName === "string" &&
    typeof value.playerDisplay === "string" &&
    isStringRecord(value.fields) &&
    (value.nickname === null || typeof value.nickname === "string")
  );
}

function isSavedPlayerList(value: unknown): value is SavedPlayer[] {
  return Array.isArray(value) && value.every(isSavedPlayer);
}

function isBuyAgainResult(value: unknown): value is BuyAgainResult {
  return (
    isRecord(value) &&
    isRecord(value.cart) &&
    typeof value.added === "number" &&
    Array.isArray(value.notAdded)
  );
}

export const savedPlayersApiPaths = {
  list: (gameId?: string) =>
    `/api/users/player-accounts${gameId ? `?gameId=${encodeURIComponent(gameId)}` : ""}`,
  one: (id: string) => `/api/users/player-accounts/${encodeURIComponent(id)}`,
  buyAgain: (orderId: string) => `/api/orders/${encodeURIComponent(orderId)}/buy-again`,
} as const;

/** The member's saved players (of one game when given), most recently used first. */
export function fetchSavedPlayers(gameId?: string): Promise<ApiResult<SavedPlayer[]>> {
  return callApi(savedPlayersApiPaths.list(gameId), { reply: isSavedPlayerList });
}

export function deleteSavedPlayer(id: string) {
  return callApi(savedPlayersApiPaths.one(id), { method: "DELETE" });
}

/** Puts a past order's lines in the cart again at today's prices. */
export function buyAgain(orderId: string): Promise<ApiResult<BuyAgainResult>> {
  return callApi(savedPlayersApiPaths.buyAgain(orderId), {
    method: "POST",
    reply: isBuyAgainResult,
  });
}

// ------------------------------------------------------------------------------------------------
// A guest's players: this browser only.

const deviceKey = "gamezone:savedPlayers";
/** Players kept per game on this device, and games kept: the newest win. */
const maxDevicePlayersPerGame = 5;
const maxDeviceGames = 20;

type DeviceStore = Record<string, PlayerChoice[]>;

function keyOfFields(fields: Record<string, string>): string {
  return JSON.stringify(
    Object.keys(fields)
      .sort()
      .map((key) => [key, fields[key]]),
  );
}

function isChoice(value: unknown): value is PlayerChoice {
  return (
    isRecord(value) &&
    typeof value.key === "string" &&
    typeof value.playerLine === "string" &&
    isStringRecord(value.fields) &&
    (value.nickname === null || typeof value.nickname === "string")
  );
}

function readDevice(): DeviceStore {
  try {
    const stored: unknown = JSON.parse(localStorage.getItem(deviceKey) ?? "{}");
    if (!isRecord(stored)) return {};
    return Object.fromEntries(
      Object.entries(stored).flatMap(([game, list]) =>
        Array.isArray(list) ? [[game, list.filter(isChoice)]] : [],
      ),
    );
  } catch {
    return {};
  }
}

function writeDevice(store: DeviceStore): void {
  try {
    const games = Object.entries(store).filter(([, list]) => list.length > 0);
    if (games.length === 0) localStorage.removeItem(deviceKey);
    else localStorage.setItem(deviceKey, JSON.stringify(Object.fromEntries(games)));
  } catch {
    // Storage refused (private mode, full): the guest types the player next time.
  }
}

/** The players this browser remembers for a game, newest first. */
export function readDevicePlayers(gameSlug: string): PlayerChoice[] {
  return readDevice()[gameSlug] ?? [];
}

/** Remembers a guest's player for a game on this device (first in the list, at most a few). */
export function rememberOnDevice(
  gameSlug: string,
  player: { fields: Record<string, string>; playerLine: string; nickname: string | null },
): void {
  if (Object.keys(player.fields).length === 0) return;
  const store = readDevice();
  const key = keyOfFields(player.fields);
  const others = (store[gameSlug] ?? []).filter((choice) => choice.key !== key);
  const { [gameSlug]: _current, ...rest } = store;
  const games = Object.entries(rest).slice(0, maxDeviceGames - 1);
  writeDevice({
    [gameSlug]: [{ key, ...player }, ...others].slice(0, maxDevicePlayersPerGame),
    ...Object.fromEntries(games),
  });
}

/** Forgets one of this device's players for a game. */
export function forgetOnDevice(gameSlug: string, key: string): void {
  const store = readDevice();
  writeDevice({ ...store, [gameSlug]: (store[gameSlug] ?? []).filter((c) => c.key !== key) });
}

// ------------------------------------------------------------------------------------------------
// Buy again's note, carried from the button to the cart page (this tab only).

const buyAgainNoteKey = "gamezone:buyAgainNote";

export function storeBuyAgainNote(result: Pick<BuyAgainResult, "added" | "notAdded">): void {
  try {
    sessionStorage.setItem(buyAgainNoteKey, JSON.stringify(result));
  } catch {
    // The cart still shows the lines; only the note is lost.
  }
}

/** The note the last "Buy again" left for the cart page, if any. */
export function readBuyAgainNote(): Pick<BuyAgainResult, "added" | "notAdded"> | null {
  try {
    const stored: unknown = JSON.parse(sessionStorage.getItem(buyAgainNoteKey) ?? "null");
    if (!isRecord(stored) || typeof stored.added !== "number" || !Array.isArray(stored.notAdded))
      return null;
    return stored as Pick<BuyAgainResult, "added" | "notAdded">;
  } catch {
    return null;
  }
}

/** Shown once: the note belongs to the visit that asked for it. */
export function clearBuyAgainNote(): void {
  try {
    sessionStorage.removeItem(buyAgainNoteKey);
  } catch {
    // Nothing stored, nothing to clear.
  }
}

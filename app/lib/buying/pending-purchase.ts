/**
 * What a buyer was doing when buying needed them to sign in, and the buy-now line on its way to
 * /payment. Both live in sessionStorage: they belong to this tab and this visit only, and a
 * reload (or the login dialog's navigation) must not lose them.
 */
export type PurchaseLine = {
  gameSlug: string;
  gameTitle: string;
  gameImage: string;
  packageId: string;
  packageName: string;
  currencyName: string;
  unitPriceCents: number;
  quantity: number;
  fields: Record<string, string>;
  /** The player account as one line ("123456789 (2001)"); empty for code deliveries. */
  playerLine: string;
  nickname: string | null;
};

/** An add-to-cart or buy-now to resume once signed in, on the page it started from. */
export type PendingPurchase = {
  action: "add" | "buyNow";
  returnTo: string;
  line: PurchaseLine;
  /** Epoch ms; set when stored. */
  at?: number;
};

/**
 * How long a pending purchase waits for the sign-in. A sign-in that went elsewhere (Google, a
 * sign-up) must not surprise the buyer with an add-to-cart on a later visit to that game.
 */
export const pendingPurchaseLifetimeMs = 15 * 60_000;

const pendingKey = "gamezone:pendingPurchase";
const buyNowKey = "gamezone:buyNow";

function read<T>(key: string, isValid: (value: T) => boolean): T | null {
  try {
    const value = JSON.parse(sessionStorage.getItem(key) ?? "null") as T | null;
    return value && isValid(value) ? value : null;
  } catch {
    return null;
  }
}

function write(key: string, value: unknown): void {
  try {
    if (value === null) sessionStorage.removeItem(key);
    else sessionStorage.setItem(key, JSON.stringify(value));
  } catch {
    // Storage refused (private mode): the buyer starts the action again after signing in.
  }
}

function isLine(line: PurchaseLine | undefined): boolean {
  return (
    typeof line?.packageId === "string" &&
    typeof line.gameSlug === "string" &&
    Number.isInteger(line.quantity) &&
    typeof line.fields === "object" &&
    line.fields !== null
  );
}

export function storePendingPurchase(pending: PendingPurchase): void {
  write(pendingKey, { ...pending, at: Date.now() });
}

export function readPendingPurchase(): PendingPurchase | null {
  return read<PendingPurchase>(
    pendingKey,
    // Only a path of this shop: the login form navigates to it.
    (value) =>
      typeof value.returnTo === "string" &&
      value.returnTo.startsWith("/") &&
      !value.returnTo.startsWith("//") &&
      typeof value.at === "number" &&
      Date.now() - value.at < pendingPurchaseLifetimeMs &&
      isLine(value.line),
  );
}

export function clearPendingPurchase(): void {
  write(pendingKey, null);
}

export function storeBuyNow(line: PurchaseLine): void {
  write(buyNowKey, line);
}

export function readBuyNow(): PurchaseLine | null {
  return read<PurchaseLine>(buyNowKey, isLine);
}

export function clearBuyNow(): void {
  write(buyNowKey, null);
}

/**
 * Cart calls as the signed-in buyer. Shapes are checked by hand (no zod in the browser). Every
 * call resolves to a result and rejects only on a network failure, so each screen can tell
 * the "Failed to …" texts (the server said no) from the "Error …" ones (nothing came back).
 */
import { apiFetch, codeOf, messageOf, readJsonBody } from "#app/lib/auth/api-fetch.ts";
import { readToken } from "#app/lib/auth/auth-read.ts";
import type { Cart, CartItem } from "#contracts/buying.ts";
import { buyingApiPaths } from "./buying-paths.ts";
import { notifyCartUpdated } from "./cart-events.ts";

export type ApiFailure = {
  ok: false;
  status: number;
  code: string | undefined;
  message: string | undefined;
};
export type ApiResult<T> = { ok: true; value: T } | ApiFailure;

function isCartItem(value: unknown): value is CartItem {
  const item = value as Record<string, unknown> | null;
  return (
    typeof item === "object" &&
    item !== null &&
    typeof item._id === "string" &&
    typeof item.gameName === "string" &&
    typeof item.unitPriceCents === "number" &&
    typeof item.quantity === "number"
  );
}

export function isCart(value: unknown): value is Cart {
  const cart = value as Record<string, unknown> | null;
  return (
    typeof cart === "object" &&
    cart !== null &&
    Array.isArray(cart.items) &&
    cart.items.every(isCartItem) &&
    typeof cart.totalCents === "number"
  );
}

export const emptyCart: Cart = { items: [], totalCents: 0, itemCount: 0 };

/** Sends a JSON request and reads `data` with `accept`; a reply that fails it is a failure. */
export async function sendJson<T>(
  path: string,
  init: RequestInit,
  accept: (data: unknown) => data is T,
): Promise<ApiResult<T>> {
  const response = await apiFetch(path, init);
  const body = await readJsonBody(response);
  const data = body?.data;
  if (response.ok && body?.success !== false && accept(data)) return { ok: true, value: data };
  return {
    ok: false,
    status: response.ok ? 500 : response.status,
    code: codeOf(body),
    message: messageOf(body),
  };
}

const signedOut: ApiFailure = { ok: false, status: 401, code: "UNAUTHORIZED", message: undefined };

export async function fetchCart(): Promise<ApiResult<Cart>> {
  if (!readToken()) return signedOut;
  return sendJson(buyingApiPaths.cart, {}, isCart);
}

/** Sends a change and, when it worked, tells every cart view (`source` skips the sender). */
async function change(path: string, init: RequestInit, source?: string) {
  const result = await sendJson(path, init, isCart);
  if (result.ok) notifyCartUpdated({ cart: result.value, ...(source ? { source } : {}) });
  return result;
}

export function addToCart(
  line: { packageId: string; quantity: number; fields: Record<string, string> },
  source?: string,
) {
  const body = {
    packageId: line.packageId,
    quantity: line.quantity,
    player: { fields: line.fields },
  };
  return change(buyingApiPaths.cartItems, { method: "POST", body: JSON.stringify(body) }, source);
}

/** Below 1 removes the line. */
export function setCartQuantity(id: string, quantity: number, source?: string) {
  return change(
    buyingApiPaths.cartItem(id),
    { method: "PUT", body: JSON.stringify({ quantity }) },
    source,
  );
}

export function removeCartItem(id: string, source?: string) {
  return change(buyingApiPaths.cartItem(id), { method: "DELETE" }, source);
}

export function clearCart(source?: string) {
  return change(buyingApiPaths.cartClear, { method: "DELETE" }, source);
}

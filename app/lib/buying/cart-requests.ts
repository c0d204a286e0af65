/**
 * Cart calls as the signed-in buyer. Shapes are checked by hand (the cart is on storefront pages,
 * where zod stays out). Every call resolves to a result and rejects only on a network failure, so
 * each screen can tell the "Failed to …" texts (the server said no) from the "Error …" ones
 * (nothing came back).
 */
import { type ApiFailure, type ApiMethod, type ApiResult, callApi } from "#app/lib/api-client.ts";
import { readToken } from "#app/lib/auth/auth-read.ts";
import type { Cart, CartItem } from "#contracts/buying.ts";
import { buyingApiPaths } from "./buying-paths.ts";
import { notifyCartUpdated } from "./cart-events.ts";

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

const signedOut: ApiFailure = { ok: false, status: 401, code: "UNAUTHORIZED", message: undefined };

export async function fetchCart(): Promise<ApiResult<Cart>> {
  if (!readToken()) return signedOut;
  return callApi(buyingApiPaths.cart, { reply: isCart });
}

/** Sends a change and, when it worked, tells every cart view (`source` skips the sender). */
async function change(
  path: string,
  request: { method: ApiMethod; body?: unknown },
  source?: string,
): Promise<ApiResult<Cart>> {
  const result = await callApi(path, { ...request, reply: isCart });
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
  return change(buyingApiPaths.cartItems, { method: "POST", body }, source);
}

/** Below 1 removes the line. */
export function setCartQuantity(id: string, quantity: number, source?: string) {
  return change(buyingApiPaths.cartItem(id), { method: "PUT", body: { quantity } }, source);
}

export function removeCartItem(id: string, source?: string) {
  return change(buyingApiPaths.cartItem(id), { method: "DELETE" }, source);
}

export function clearCart(source?: string) {
  return change(buyingApiPaths.cartClear, { method: "DELETE" }, source);
}

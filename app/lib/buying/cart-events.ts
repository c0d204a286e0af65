import type { Cart } from "#contracts/buying.ts";

/**
 * The `cartUpdated` window event: sent after every cart change, so the header badge,
 * the modal and the cart page stay in step. It carries the cart the server answered when there
 * is one, which saves every listener a request; without it they fetch the cart again.
 */
export const cartUpdatedEvent = "cartUpdated";

/** `source` lets the sender skip its own notice. */
export type CartUpdate = { cart?: Cart; source?: string } | undefined;

export function notifyCartUpdated(detail?: CartUpdate): void {
  window.dispatchEvent(new CustomEvent(cartUpdatedEvent, { detail }));
}

export function onCartUpdated(listener: (detail: CartUpdate) => void): () => void {
  const handle = (event: Event) => listener((event as CustomEvent<CartUpdate>).detail);
  window.addEventListener(cartUpdatedEvent, handle);
  return () => window.removeEventListener(cartUpdatedEvent, handle);
}

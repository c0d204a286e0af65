import { onCartUpdated } from "#app/lib/buying/cart-events.ts";
import { fetchCart } from "#app/lib/buying/cart-requests.ts";

/**
 * Feeds the header badge the number of cart lines: now, and after every `cartUpdated`. Loaded
 * by the header only for signed-in visitors, so nobody else downloads the cart calls. Returns
 * the function that stops following.
 */
export function followCartLines(report: (lines: number) => void): () => void {
  let following = true;
  const load = () =>
    fetchCart()
      .then((result) => {
        if (following && result.ok) report(result.value.items.length);
      })
      // No badge is better than a wrong one; the cart itself explains failures.
      .catch(() => {});
  void load();
  const stop = onCartUpdated((detail) => {
    if (detail?.cart) report(detail.cart.items.length);
    else void load();
  });
  return () => {
    following = false;
    stop();
  };
}

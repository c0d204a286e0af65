/**
 * Pages and API endpoints of buying (cart, checkout, orders). Kept in the app until the shared
 * route table in contracts/paths.ts gains them; pure, so any screen may import it.
 */
export const buyingPaths = {
  cart: () => "/cart",
  payment: () => "/payment",
  buyNow: () => "/payment?buyNow=1",
  purchaseSuccessPage: () => "/purchase-success",
  purchaseSuccess: (orderId: string) => `/purchase-success?orderId=${encodeURIComponent(orderId)}`,
  /** An order's page; with its link key it opens without an account. */
  order: (orderId: string, key?: string) =>
    `/orders/${encodeURIComponent(orderId)}${key ? `?key=${encodeURIComponent(key)}` : ""}`,
  /** Order number and e-mail in, the order's link e-mailed again. */
  track: () => "/track",
  /** A cart row links to its game at /game/:id. */
  gameFromCart: (slug: string) => `/game/${encodeURIComponent(slug)}`,
} as const;

export const buyingApiPaths = {
  validatePlayer: "/api/players/validate",
  cart: "/api/cart",
  cartItems: "/api/cart/items",
  cartItem: (id: string) => `/api/cart/item/${encodeURIComponent(id)}`,
  cartClear: "/api/cart/clear",
  paymentMethods: "/api/payment-methods",
  checkout: "/api/checkout",
  checkoutQuote: "/api/checkout/quote",
  order: (id: string, sync = false, key?: string) => {
    const query = new URLSearchParams();
    if (sync) query.set("sync", "1");
    if (key) query.set("key", key);
    const search = query.toString();
    return `/api/orders/${encodeURIComponent(id)}${search ? `?${search}` : ""}`;
  },
  orderLookup: "/api/orders/lookup",
  purchases: "/api/users/purchases",
} as const;

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
  order: (orderId: string) => `/orders/${encodeURIComponent(orderId)}`,
  /** A cart row links to its game at /game/:id. */
  gameFromCart: (slug: string) => `/game/${encodeURIComponent(slug)}`,
} as const;

export const buyingApiPaths = {
  validatePlayer: "/api/players/validate",
  cart: "/api/cart",
  cartItems: "/api/cart/items",
  cartItem: (id: string) => `/api/cart/item/${encodeURIComponent(id)}`,
  cartClear: "/api/cart/clear",
  paymentMethods: "/api/payments/methods",
  checkout: "/api/checkout",
  order: (id: string, sync = false) =>
    `/api/orders/${encodeURIComponent(id)}${sync ? "?sync=1" : ""}`,
  purchases: "/api/users/purchases",
} as const;

import { index, layout, type RouteConfig, route } from "@react-router/dev/routes";

export default [
  index("routes/home.tsx"),
  route("games", "routes/games.tsx"),
  route("games/:id", "routes/game-detail.tsx"),
  route("game/:id", "routes/game-detail.tsx", { id: "game-detail-alias" }),
  route("search", "routes/search.tsx"),
  route("login", "routes/login.tsx"),
  route("signup", "routes/signup.tsx"),
  route("otp-verify", "routes/otp-verify.tsx"),
  route("auth/callback", "routes/auth-callback.tsx"),
  // Personal and admin screens: rendered as neutral shells on the server, data in the browser.
  layout("routes/personal-layout.tsx", [
    route("account", "routes/account.tsx"),
    route("settings", "routes/settings.tsx"),
    route("api-test", "routes/api-test.tsx"),
    route("cart", "routes/cart.tsx"),
    route("payment", "routes/payment.tsx"),
    route("purchase-success", "routes/purchase-success.tsx"),
    route("orders/:id", "routes/order.tsx"),
    route("admin-dashboard", "routes/admin-dashboard.tsx"),
    route("admin", "routes/admin-dashboard.tsx", { id: "admin-home" }),
  ]),
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;

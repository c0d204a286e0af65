import { index, layout, type RouteConfig, route } from "@react-router/dev/routes";

export default [
  index("routes/home.tsx"),
  route("games", "routes/games.tsx"),
  route("games/:id", "routes/game-detail.tsx"),
  route("game/:id", "routes/game-detail.tsx", { id: "game-detail-alias" }),
  route("search", "routes/search.tsx"),
  route("guides", "routes/guides/guides.tsx"),
  route("blogs", "routes/guides/guides.tsx", { id: "blogs" }),
  route("guides/:slug", "routes/guides/guide-article.tsx"),
  route("community", "routes/community.tsx"),
  route("login", "routes/login.tsx"),
  route("signup", "routes/signup.tsx"),
  route("otp-verify", "routes/otp-verify.tsx"),
  route("auth/callback", "routes/auth-callback.tsx"),
  // Newsletter links from e-mails: the page posts the token, so a plain GET changes nothing.
  route("newsletter/confirm", "routes/newsletter/confirm.tsx"),
  route("newsletter/unsubscribe", "routes/newsletter/unsubscribe.tsx"),
  // Static pages: texts from app/content/pages in the request's language.
  route("about", "routes/static/about.tsx"),
  route("payments", "routes/static/payments.tsx"),
  route("faq", "routes/static/faq.tsx"),
  route("guide", "routes/static/guide.tsx"),
  route("shipping", "routes/static/shipping.tsx"),
  route("terms", "routes/static/terms.tsx"),
  route("privacy", "routes/static/privacy.tsx"),
  route("returns", "routes/static/returns.tsx"),
  route("partner", "routes/static/partner.tsx"),
  // Personal and admin screens: rendered as neutral shells on the server, data in the browser.
  layout("routes/personal-layout.tsx", [
    route("account", "routes/account.tsx"),
    route("settings", "routes/settings.tsx"),
    route("api-test", "routes/api-test.tsx"),
    route("cart", "routes/cart.tsx"),
    route("payment", "routes/payment.tsx"),
    route("purchase-success", "routes/purchase-success.tsx"),
    route("orders/:id", "routes/order.tsx"),
    layout("routes/admin/admin-layout.tsx", [
      route("admin-dashboard", "routes/admin-dashboard.tsx"),
      route("admin", "routes/admin-dashboard.tsx", { id: "admin-home" }),
      route("admin/orders", "routes/admin/admin-orders.tsx"),
      route("admin/orders/:id", "routes/admin/admin-order.tsx"),
    ]),
  ]),
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;

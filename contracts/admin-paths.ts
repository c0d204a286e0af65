import { paths, withQuery } from "./paths.ts";

/**
 * The admin panel's URLs. Apart from `paths` so the storefront's first-visit JavaScript, which
 * carries `paths`, does not carry the admin screens' addresses (the signed-in menu's link to the
 * dashboard is `paths.admin()`).
 */
export const adminPaths = {
  dashboard: () => paths.adminDashboard(),
  orders: () => "/admin/orders",
  order: (id: string) => `/admin/orders/${encodeURIComponent(id)}`,
  games: () => "/admin/games",
  gameAdd: () => "/admin/game/add",
  gameEdit: (id: string) => `/admin/game/edit/${encodeURIComponent(id)}`,
  packages: (options: { game?: string } = {}) =>
    withQuery("/admin/packages", { game: options.game }),
  homeGames: () => "/admin/home-games",
  currencies: () => "/admin/currencies",
  promoCodes: () => "/admin/promo-codes",
  /** Fraud rules and blocklists. */
  risk: () => "/admin/risk",
  subscribers: () => "/admin/subscribers",
  customers: () => "/admin/customers",
  customer: (id: string) => `/admin/customers/${encodeURIComponent(id)}`,
  partners: () => "/admin/partners",
  translations: (options: { language?: string } = {}) =>
    withQuery("/admin/translations", { language: options.language }),
  blogs: () => "/admin/blogs",
  blogCreate: () => "/admin/blog/create",
  blogEdit: (id: string) => `/admin/blog/edit/${encodeURIComponent(id)}`,
  admins: () => "/admin/admins",
  auditLog: () => "/admin/audit-log",
  /** One's own two-factor sign-in (every admin role). */
  twoFactor: () => "/admin/two-factor",
  /** Where an invited admin sets a password (the invitation e-mail's link). */
  invite: (token?: string) => withQuery("/admin-invite", { token }),
} as const;

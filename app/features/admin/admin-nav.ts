import type { TranslationKey } from "#app/lib/i18n.ts";
import type { AdminRole } from "#contracts/accounts-rules.ts";
import { adminPaths } from "#contracts/admin-paths.ts";
import { type AdminPermission, hasAdminPermission } from "#contracts/admin-permissions.ts";
import { paths } from "#contracts/paths.ts";

export type AdminArea = {
  id: string;
  to: string;
  labelKey: TranslationKey;
  /** The permission that opens the area; the server checks the same one on every call. */
  permission: AdminPermission;
  /** Paths of the area's inner pages (an editor, a detail) and the label they are shown with. */
  inner?: { prefixes: string[]; labelKey: TranslationKey };
};

export const adminAreas: readonly AdminArea[] = [
  {
    id: "dashboard",
    to: paths.adminDashboard(),
    labelKey: "adminAreas.dashboard",
    permission: "dashboard.read",
  },
  {
    id: "orders",
    to: adminPaths.orders(),
    labelKey: "adminAreas.orders",
    permission: "orders.read",
    inner: { prefixes: [`${adminPaths.orders()}/`], labelKey: "adminAreas.order" },
  },
  {
    id: "customers",
    to: adminPaths.customers(),
    labelKey: "adminAreas.customers",
    permission: "customers.read",
    inner: { prefixes: [`${adminPaths.customers()}/`], labelKey: "adminAreas.customer" },
  },
  {
    id: "games",
    to: adminPaths.games(),
    labelKey: "adminAreas.games",
    permission: "games.read",
    inner: { prefixes: ["/admin/game/"], labelKey: "adminAreas.gameEditor" },
  },
  {
    id: "packages",
    to: adminPaths.packages(),
    labelKey: "adminAreas.packages",
    permission: "packages.write",
  },
  {
    id: "home-games",
    to: adminPaths.homeGames(),
    labelKey: "adminAreas.homeGames",
    permission: "featured.write",
  },
  {
    id: "blogs",
    to: adminPaths.blogs(),
    labelKey: "adminAreas.blogs",
    permission: "blogs.read",
    inner: { prefixes: ["/admin/blog/", "/blog-post"], labelKey: "adminAreas.blogEditor" },
  },
  {
    id: "currencies",
    to: adminPaths.currencies(),
    labelKey: "adminAreas.currencies",
    permission: "currencies.write",
  },
  {
    id: "promo-codes",
    to: adminPaths.promoCodes(),
    labelKey: "promos.adminArea",
    permission: "promos.write",
  },
  {
    id: "risk",
    to: adminPaths.risk(),
    labelKey: "adminAreas.risk",
    permission: "risk.read",
  },
  {
    id: "subscribers",
    to: adminPaths.subscribers(),
    labelKey: "adminAreas.subscribers",
    permission: "subscribers.read",
  },
  {
    id: "partners",
    to: adminPaths.partners(),
    labelKey: "adminAreas.partners",
    permission: "partners.read",
  },
  {
    id: "translations",
    to: adminPaths.translations(),
    labelKey: "adminAreas.translations",
    permission: "texts.write",
  },
  {
    id: "admins",
    to: adminPaths.admins(),
    labelKey: "adminAreas.admins",
    permission: "admins.manage",
  },
  {
    id: "audit-log",
    to: adminPaths.auditLog(),
    labelKey: "adminAreas.auditLog",
    permission: "audit.read",
  },
  {
    id: "two-factor",
    to: adminPaths.twoFactor(),
    labelKey: "adminAreas.twoFactor",
    permission: "twofactor.self",
  },
];

/** The areas an admin role may open, in menu order (the dashboard's welcome is for everyone). */
export function areasFor(adminRole: AdminRole | null): AdminArea[] {
  return adminAreas.filter(
    (area) => area.id === "dashboard" || hasAdminPermission(adminRole, area.permission),
  );
}

/**
 * The area a path belongs to (its list or one of its inner pages) and whether it is an inner
 * page; the dashboard for anything else.
 */
export function areaOf(pathname: string): { area: AdminArea; inner: boolean } {
  for (const area of adminAreas) {
    if (area.id === "dashboard") continue;
    if (area.inner?.prefixes.some((prefix) => pathname.startsWith(prefix))) {
      return { area, inner: true };
    }
    if (pathname === area.to || pathname.startsWith(`${area.to}/`)) return { area, inner: false };
  }
  const dashboard = adminAreas[0];
  if (!dashboard) throw new Error("the admin areas start with the dashboard");
  return { area: dashboard, inner: false };
}

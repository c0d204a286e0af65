import type { TranslationKey } from "#app/lib/i18n.ts";
import type { AdminRole } from "#contracts/accounts-rules.ts";
import { type AdminPermission, hasAdminPermission } from "#contracts/admin-permissions.ts";
import { paths } from "#contracts/paths.ts";

export type AdminArea = {
  id: string;
  to: string;
  labelKey: TranslationKey;
  /** The permission that opens the area; the server checks the same one on every call. */
  permission: AdminPermission;
};

export const adminAreas: readonly AdminArea[] = [
  {
    id: "dashboard",
    to: paths.adminDashboard(),
    labelKey: "admin.dashboard",
    permission: "dashboard.read",
  },
  {
    id: "orders",
    to: paths.adminOrders(),
    labelKey: "admin.orders",
    permission: "orders.read",
  },
  {
    id: "games",
    to: paths.adminGames(),
    labelKey: "admin.games",
    permission: "games.read",
  },
  {
    id: "packages",
    to: paths.adminPackages(),
    labelKey: "admin.packages",
    permission: "packages.write",
  },
  {
    id: "home-games",
    to: paths.adminHomeGames(),
    labelKey: "admin.homeGames",
    permission: "featured.write",
  },
  {
    id: "blogs",
    to: paths.adminBlogs(),
    labelKey: "admin.blogs",
    permission: "blogs.read",
  },
  {
    id: "currencies",
    to: paths.adminCurrencies(),
    labelKey: "admin.currencies",
    permission: "currencies.write",
  },
  {
    id: "translations",
    to: paths.adminTranslations(),
    labelKey: "admin.translations",
    permission: "texts.write",
  },
  {
    id: "admins",
    to: paths.adminAdmins(),
    labelKey: "admin.admins",
    permission: "admins.manage",
  },
  {
    id: "audit-log",
    to: paths.adminAuditLog(),
    labelKey: "admin.auditLog",
    permission: "audit.read",
  },
];

/** The areas an admin role may open, in menu order (the dashboard's welcome is for everyone). */
export function areasFor(adminRole: AdminRole | null): AdminArea[] {
  return adminAreas.filter(
    (area) => area.id === "dashboard" || hasAdminPermission(adminRole, area.permission),
  );
}

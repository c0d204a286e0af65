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
  /** Areas listed before their screens exist, so each role sees what is coming to it. */
  ready: boolean;
};

export const adminAreas: readonly AdminArea[] = [
  {
    id: "dashboard",
    to: paths.adminDashboard(),
    labelKey: "admin.dashboard",
    permission: "dashboard.read",
    ready: true,
  },
  {
    id: "orders",
    to: paths.adminOrders(),
    labelKey: "admin.orders",
    permission: "orders.read",
    ready: true,
  },
  {
    id: "games",
    to: paths.adminGames(),
    labelKey: "admin.games",
    permission: "games.read",
    ready: false,
  },
  {
    id: "packages",
    to: paths.adminPackages(),
    labelKey: "admin.packages",
    permission: "packages.write",
    ready: false,
  },
  {
    id: "home-games",
    to: paths.adminHomeGames(),
    labelKey: "admin.homeGames",
    permission: "featured.write",
    ready: true,
  },
  {
    id: "blogs",
    to: paths.adminBlogs(),
    labelKey: "admin.blogs",
    permission: "blogs.read",
    ready: true,
  },
  {
    id: "currencies",
    to: paths.adminCurrencies(),
    labelKey: "admin.currencies",
    permission: "currencies.write",
    ready: true,
  },
  {
    id: "translations",
    to: paths.adminTranslations(),
    labelKey: "admin.translations",
    permission: "texts.write",
    ready: true,
  },
  {
    id: "admins",
    to: paths.adminAdmins(),
    labelKey: "admin.admins",
    permission: "admins.manage",
    ready: true,
  },
  {
    id: "audit-log",
    to: paths.adminAuditLog(),
    labelKey: "admin.auditLog",
    permission: "audit.read",
    ready: true,
  },
];

/** The areas an admin role may open, in menu order (the dashboard's welcome is for everyone). */
export function areasFor(adminRole: AdminRole | null): AdminArea[] {
  return adminAreas.filter(
    (area) => area.id === "dashboard" || hasAdminPermission(adminRole, area.permission),
  );
}

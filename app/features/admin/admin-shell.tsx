import {
  BookOpen,
  ChevronRight,
  Coins,
  Gamepad2,
  History,
  Home,
  Languages,
  LayoutDashboard,
  Menu,
  Package,
  Receipt,
  TicketPercent,
  UserCog,
  X,
} from "lucide-react";
import { useState } from "react";
import { Link, NavLink, useLocation } from "react-router";
import { useAuthState } from "#app/lib/auth/use-auth-state.ts";
import { useSessionGuard } from "#app/lib/auth/use-session-guard.ts";
import { type TranslationKey, useTranslation } from "#app/lib/i18n.ts";
import { hasAdminPermission } from "#contracts/admin-permissions.ts";
import { adminAreas, areaOf, areasFor } from "./admin-nav.ts";
import { AdminTexts } from "./admin-texts.tsx";

const icons = {
  dashboard: LayoutDashboard,
  orders: Receipt,
  games: Gamepad2,
  packages: Package,
  "home-games": Home,
  currencies: Coins,
  "promo-codes": TicketPercent,
  translations: Languages,
  blogs: BookOpen,
  admins: UserCog,
  "audit-log": History,
} as const;

/**
 * The admin frame: a sidebar of the areas the signed-in admin role may open (a menu button on
 * phones), and the area's screen. The browser only hides what a role may not do; the server
 * checks the same permission table on every admin call.
 */
export function AdminShell({ children }: { children: React.ReactNode }) {
  const { t } = useTranslation();
  const guard = useSessionGuard("admin");
  const auth = useAuthState();
  const [menuOpen, setMenuOpen] = useState(false);
  const adminRole = auth.loggedIn ? auth.adminRole : null;
  const areas = guard === "allowed" ? areasFor(adminRole) : [];
  const { pathname } = useLocation();
  const { area, inner } = areaOf(pathname);
  // An area the role may not open says so, instead of a screen whose every call is refused.
  const refused = area.id !== "dashboard" && !hasAdminPermission(adminRole, area.permission);
  const dashboard = adminAreas[0];
  const crumbs: { labelKey: TranslationKey; to?: string }[] = [
    ...(dashboard && area.id !== "dashboard"
      ? [{ labelKey: dashboard.labelKey, to: dashboard.to }]
      : []),
    inner ? { labelKey: area.labelKey, to: area.to } : { labelKey: area.labelKey },
    ...(inner && area.inner ? [{ labelKey: area.inner.labelKey }] : []),
  ];

  return (
    <div className="mx-auto grid max-w-7xl gap-6 px-4 py-6 sm:px-6 lg:grid-cols-[15rem_1fr] lg:py-10">
      <div className="lg:hidden">
        <button
          type="button"
          className="btn-ghost"
          aria-expanded={menuOpen}
          aria-controls="admin-areas"
          onClick={() => setMenuOpen((open) => !open)}
        >
          {menuOpen ? (
            <X className="h-4 w-4" aria-hidden="true" />
          ) : (
            <Menu className="h-4 w-4" aria-hidden="true" />
          )}
          {t("adminAreas.areas")}
        </button>
      </div>
      <nav
        id="admin-areas"
        aria-label={t("adminAreas.areas")}
        className={`${menuOpen ? "block" : "hidden"} card-surface h-fit p-3 lg:block`}
      >
        <ul className="space-y-1">
          {areas.map((area) => {
            const AreaIcon = icons[area.id as keyof typeof icons] ?? LayoutDashboard;
            return (
              <li key={area.id}>
                <NavLink
                  to={area.to}
                  end={area.id === "dashboard"}
                  onClick={() => setMenuOpen(false)}
                  className={({ isActive }) =>
                    `flex items-center gap-3 rounded-lg px-3 py-2.5 text-sm font-semibold ${isActive ? "bg-neon-violet/20 text-white" : "text-ink-200 hover:bg-white/5"}`
                  }
                >
                  <AreaIcon className="h-4 w-4" aria-hidden="true" />
                  {t(area.labelKey)}
                </NavLink>
              </li>
            );
          })}
        </ul>
      </nav>
      <div className="min-w-0">
        {guard === "allowed" ? (
          <nav aria-label={t("adminAreas.breadcrumb")} className="mb-4 text-sm">
            <ol className="flex flex-wrap items-center gap-1.5 text-ink-300">
              {crumbs.map((crumb, index) => (
                <li key={crumb.labelKey} className="flex items-center gap-1.5">
                  {index > 0 ? (
                    <ChevronRight className="h-3.5 w-3.5 rtl:rotate-180" aria-hidden="true" />
                  ) : null}
                  {crumb.to ? (
                    <Link to={crumb.to} className="hover:text-white hover:underline">
                      {t(crumb.labelKey)}
                    </Link>
                  ) : (
                    <span aria-current="page" className="font-semibold text-ink-100">
                      {t(crumb.labelKey)}
                    </span>
                  )}
                </li>
              ))}
            </ol>
          </nav>
        ) : null}
        {guard !== "allowed" ? null : refused ? (
          <p role="alert" className="card-surface p-6 text-ink-100" data-testid="admin-refused">
            {t("adminAreas.areaRefused")}
          </p>
        ) : (
          <AdminTexts>{children}</AdminTexts>
        )}
      </div>
    </div>
  );
}

import {
  BookOpen,
  Coins,
  Gamepad2,
  History,
  Home,
  Languages,
  LayoutDashboard,
  Menu,
  Package,
  Receipt,
  UserCog,
  X,
} from "lucide-react";
import { useState } from "react";
import { NavLink, useLocation } from "react-router";
import { useAuthState } from "#app/lib/auth/use-auth-state.ts";
import { useSessionGuard } from "#app/lib/auth/use-session-guard.ts";
import { useTranslation } from "#app/lib/i18n.ts";
import { hasAdminPermission } from "#contracts/admin-permissions.ts";
import { adminAreas, areasFor } from "./admin-nav.ts";
import { AdminTexts } from "./admin-texts.tsx";

const icons = {
  dashboard: LayoutDashboard,
  orders: Receipt,
  games: Gamepad2,
  packages: Package,
  "home-games": Home,
  currencies: Coins,
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
  // An area the role may not open says so, instead of a screen whose every call is refused.
  const area = adminAreas.find(
    (entry) => entry.id !== "dashboard" && pathname.startsWith(entry.to),
  );
  const refused = area !== undefined && !hasAdminPermission(adminRole, area.permission);

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

import {
  BookOpen,
  Gamepad2,
  Home,
  LayoutDashboard,
  Package,
  Receipt,
  ShieldCheck,
  UserCog,
} from "lucide-react";
import { Skeleton } from "#app/components/ui/skeleton.tsx";
import { useProfileQuery } from "#app/lib/auth/profile-query.ts";
import { useSessionGuard } from "#app/lib/auth/use-session-guard.ts";
import { type TranslationKey, useTranslation } from "#app/lib/i18n.ts";
import type { UserProfile } from "#contracts/accounts.ts";

const areas = [
  { key: "admin.blogs", icon: BookOpen },
  { key: "admin.games", icon: Gamepad2 },
  { key: "admin.packages", icon: Package },
  { key: "admin.homeGames", icon: Home },
  { key: "admin.orders", icon: Receipt },
  { key: "admin.admins", icon: UserCog },
] as const;

/**
 * /admin and /admin-dashboard: the admin shell. The areas are listed but not open yet; the
 * welcome card names the admin and their admin role from the profile.
 */
export function AdminDashboardScreen() {
  const { t } = useTranslation();
  const guard = useSessionGuard("admin");
  return (
    <div className="mx-auto grid max-w-7xl gap-6 px-4 py-10 sm:px-6 lg:grid-cols-[16rem_1fr]">
      <nav aria-label={t("admin.areas")} className="card-surface h-fit p-3">
        <ul className="space-y-1">
          <li>
            <span
              aria-current="page"
              className="flex items-center gap-3 rounded-lg bg-neon-violet/20 px-3 py-2.5 text-sm font-semibold text-white"
            >
              <LayoutDashboard className="h-4 w-4" aria-hidden="true" />
              {t("admin.dashboard")}
            </span>
          </li>
          {areas.map((area) => (
            <li key={area.key}>
              <span
                aria-disabled="true"
                className="flex items-center gap-3 rounded-lg px-3 py-2.5 text-sm text-ink-400"
              >
                <area.icon className="h-4 w-4" aria-hidden="true" />
                <span className="flex-1">{t(area.key)}</span>
                <span className="rounded-full bg-white/5 px-2 py-0.5 text-[10px] font-bold uppercase tracking-wide text-ink-300">
                  {t("admin.comingSoon")}
                </span>
              </span>
            </li>
          ))}
        </ul>
      </nav>
      <div>
        <h1 className="font-display text-4xl font-extrabold text-white">{t("admin.title")}</h1>
        {guard === "allowed" ? <WelcomeCard /> : <WelcomeSkeleton />}
      </div>
    </div>
  );
}

function WelcomeSkeleton() {
  return (
    <div className="card-surface mt-6 space-y-3 p-6" aria-busy="true">
      <Skeleton className="h-7 w-64" />
      <Skeleton className="h-4 w-40" />
      <Skeleton className="h-4 w-full" />
    </div>
  );
}

function adminRoleKey(profile: UserProfile): TranslationKey {
  switch (profile.adminRole) {
    case "owner":
      return "admin.roleOwner";
    case "manager":
      return "admin.roleManager";
    case "support":
      return "admin.roleSupport";
    case "editor":
      return "admin.roleEditor";
    default:
      return "admin.roleNone";
  }
}

function WelcomeCard() {
  const { t } = useTranslation();
  const profile = useProfileQuery();
  if (profile.isPending) return <WelcomeSkeleton />;
  if (profile.isError) {
    return (
      <p role="alert" className="card-surface mt-6 p-6 text-red-300">
        {t("account.errorFailed")}
      </p>
    );
  }
  return (
    <section className="card-surface mt-6 p-6" data-testid="admin-welcome">
      <h2 className="text-2xl font-bold text-white">
        {t("admin.welcome", { name: profile.data.name })}
      </h2>
      <p className="mt-2 flex items-center gap-2 text-sm text-ink-300">
        <ShieldCheck className="h-4 w-4 text-neon-cyan" aria-hidden="true" />
        {t("admin.adminRole")}:{" "}
        <span className="font-semibold text-white" data-testid="admin-role">
          {t(adminRoleKey(profile.data))}
        </span>
      </p>
      <p className="mt-4 text-sm text-ink-300">{t("admin.intro")}</p>
    </section>
  );
}

import { ShieldCheck } from "lucide-react";
import { Skeleton } from "#app/components/ui/skeleton.tsx";
import { useProfileQuery } from "#app/lib/auth/profile-query.ts";
import { useAuthState } from "#app/lib/auth/use-auth-state.ts";
import { type TranslationKey, useTranslation } from "#app/lib/i18n.ts";
import type { UserProfile } from "#contracts/accounts.ts";
import { hasAdminPermission } from "#contracts/admin-permissions.ts";
import { DashboardPanel } from "./dashboard/dashboard-panel.tsx";

/**
 * /admin and /admin-dashboard: who is signed in and with which admin role; the figures follow
 * for the roles that may read them.
 */
export function AdminDashboardScreen() {
  const { t } = useTranslation();
  const auth = useAuthState();
  const canReadDashboard = auth.loggedIn && hasAdminPermission(auth.adminRole, "dashboard.read");
  return (
    <div>
      <h1 className="font-display text-4xl font-extrabold text-white">{t("admin.title")}</h1>
      <WelcomeCard />
      {canReadDashboard ? <DashboardPanel /> : null}
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
    </section>
  );
}

import { lazy, Suspense } from "react";
import { Skeleton } from "#app/components/ui/skeleton.tsx";
import { useProfileQuery } from "#app/lib/auth/profile-query.ts";
import { useSessionGuard } from "#app/lib/auth/use-session-guard.ts";
import { useTranslation } from "#app/lib/i18n.ts";
import { AccountSkeleton } from "./account-skeleton.tsx";
import { LogoutButton } from "./logout-button.tsx";
import { ProfileCard } from "./profile-card.tsx";
import { ProfileErrorScreen } from "./profile-error-screen.tsx";

// Its own chunk: the route table every page carries then lists none of the order modules.
const PurchaseHistory = lazy(() =>
  import("./purchase-history.tsx").then((module) => ({ default: module.PurchaseHistory })),
);

/** /account: profile card, purchase history and logout, all loaded in the browser. */
export function AccountScreen() {
  const guard = useSessionGuard("user");
  return guard === "allowed" ? <AccountContent /> : <AccountSkeleton />;
}

function AccountContent() {
  const { t } = useTranslation();
  const profile = useProfileQuery();
  if (profile.isPending) return <AccountSkeleton />;
  if (profile.isError) return <ProfileErrorScreen error={profile.error} />;
  return (
    <div className="mx-auto max-w-5xl px-4 py-10 sm:px-6">
      <div className="flex flex-wrap items-center justify-between gap-4">
        <h1 className="font-display text-4xl font-extrabold text-white">{t("account.title")}</h1>
        <LogoutButton />
      </div>
      <div className="mt-8 grid gap-6 lg:grid-cols-[20rem_1fr]">
        <ProfileCard profile={profile.data} />
        <Suspense fallback={<Skeleton className="h-64 w-full rounded-2xl" />}>
          <PurchaseHistory />
        </Suspense>
      </div>
    </div>
  );
}

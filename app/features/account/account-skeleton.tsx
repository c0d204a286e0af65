import { Skeleton } from "#app/components/ui/skeleton.tsx";
import { useTranslation } from "#app/lib/i18n.ts";

/**
 * What the server renders for every personal screen and what shows while data loads: the same
 * for every visitor, so the shared page cache may keep it.
 */
export function AccountSkeleton() {
  const { t } = useTranslation();
  return (
    <div
      className="mx-auto max-w-5xl px-4 py-10 sm:px-6"
      aria-busy="true"
      data-testid="account-loading"
    >
      <p className="sr-only" role="status">
        {t("account.loading")}
      </p>
      <Skeleton className="h-9 w-56" />
      <div className="mt-8 grid gap-6 lg:grid-cols-[20rem_1fr]">
        <div className="card-surface space-y-4 p-6">
          <Skeleton className="mx-auto h-20 w-20 rounded-full" />
          <Skeleton className="h-5 w-3/4" />
          <Skeleton className="h-4 w-full" />
          <Skeleton className="h-4 w-2/3" />
          <Skeleton className="h-4 w-1/2" />
        </div>
        <div className="card-surface space-y-3 p-6">
          <Skeleton className="h-6 w-48" />
          <Skeleton className="h-16 w-full" />
          <Skeleton className="h-16 w-full" />
        </div>
      </div>
    </div>
  );
}

import { lazy, Suspense } from "react";
import { Skeleton } from "#app/components/ui/skeleton.tsx";
import { buildPrivatePageMeta } from "#app/lib/private-page-meta.ts";
import { adminPaths } from "#contracts/admin-paths.ts";
import type { Route } from "./+types/admin-admins";

export const meta: Route.MetaFunction = ({ matches }) =>
  buildPrivatePageMeta(
    matches[0].loaderData,
    adminPaths.admins(),
    (texts) => texts.adminAreas.admins,
  );

const AdminAccountsScreen = lazy(() =>
  import("#app/features/admin/accounts/admin-accounts-screen.tsx").then((module) => ({
    default: module.AdminAccountsScreen,
  })),
);

export default function Page() {
  return (
    <Suspense fallback={<Skeleton className="h-96" />}>
      <AdminAccountsScreen />
    </Suspense>
  );
}

import { lazy, Suspense } from "react";
import { Skeleton } from "#app/components/ui/skeleton.tsx";
import { buildPrivatePageMeta } from "#app/lib/private-page-meta.ts";
import { adminPaths } from "#contracts/admin-paths.ts";
import type { Route } from "./+types/admin-currencies";

export const meta: Route.MetaFunction = ({ matches }) =>
  buildPrivatePageMeta(
    matches[0].loaderData,
    adminPaths.currencies(),
    (texts) => texts.adminAreas.currencies,
  );

const AdminCurrenciesScreen = lazy(() =>
  import("#app/features/admin/home/admin-currencies-screen.tsx").then((module) => ({
    default: module.AdminCurrenciesScreen,
  })),
);

export default function Page() {
  return (
    <Suspense fallback={<Skeleton className="h-96" />}>
      <AdminCurrenciesScreen />
    </Suspense>
  );
}

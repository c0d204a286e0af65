import { lazy, Suspense } from "react";
import { Skeleton } from "#app/components/ui/skeleton.tsx";
import { buildPrivatePageMeta } from "#app/lib/private-page-meta.ts";
import { adminPaths } from "#contracts/admin-paths.ts";
import type { Route } from "./+types/admin-customers";

export const meta: Route.MetaFunction = ({ matches }) =>
  buildPrivatePageMeta(
    matches[0].loaderData,
    adminPaths.customers(),
    (texts) => texts.adminAreas.customers,
  );

const AdminCustomersScreen = lazy(() =>
  import("#app/features/admin/customers/admin-customers-screen.tsx").then((module) => ({
    default: module.AdminCustomersScreen,
  })),
);

export default function Page() {
  return (
    <Suspense fallback={<Skeleton className="h-96" />}>
      <AdminCustomersScreen />
    </Suspense>
  );
}

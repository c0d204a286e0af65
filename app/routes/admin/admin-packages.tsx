import { lazy, Suspense } from "react";
import { Skeleton } from "#app/components/ui/skeleton.tsx";
import { buildPrivatePageMeta } from "#app/lib/private-page-meta.ts";
import { adminPaths } from "#contracts/admin-paths.ts";
import type { Route } from "./+types/admin-packages";

export const meta: Route.MetaFunction = ({ matches }) =>
  buildPrivatePageMeta(
    matches[0].loaderData,
    adminPaths.packages(),
    (texts) => texts.adminAreas.packages,
  );

const AdminPackagesScreen = lazy(() =>
  import("#app/features/admin/catalogue/admin-packages-screen.tsx").then((module) => ({
    default: module.AdminPackagesScreen,
  })),
);

export default function Page() {
  return (
    <Suspense fallback={<Skeleton className="h-96" />}>
      <AdminPackagesScreen />
    </Suspense>
  );
}

import { lazy, Suspense } from "react";
import { Skeleton } from "#app/components/ui/skeleton.tsx";
import { buildPrivatePageMeta } from "#app/lib/private-page-meta.ts";
import { adminPaths } from "#contracts/admin-paths.ts";
import type { Route } from "./+types/admin-partners";

export const meta: Route.MetaFunction = ({ matches }) =>
  buildPrivatePageMeta(
    matches[0].loaderData,
    adminPaths.partners(),
    (texts) => texts.adminAreas.partners,
  );

const AdminPartnersScreen = lazy(() =>
  import("#app/features/admin/partners/admin-partners-screen.tsx").then((module) => ({
    default: module.AdminPartnersScreen,
  })),
);

export default function Page() {
  return (
    <Suspense fallback={<Skeleton className="h-96" />}>
      <AdminPartnersScreen />
    </Suspense>
  );
}

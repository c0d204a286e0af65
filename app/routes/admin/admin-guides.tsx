import { lazy, Suspense } from "react";
import { Skeleton } from "#app/components/ui/skeleton.tsx";
import { buildPrivatePageMeta } from "#app/lib/private-page-meta.ts";
import { adminPaths } from "#contracts/admin-paths.ts";
import type { Route } from "./+types/admin-guides";

export const meta: Route.MetaFunction = ({ matches }) =>
  buildPrivatePageMeta(
    matches[0].loaderData,
    adminPaths.blogs(),
    (texts) => texts.adminAreas.blogs,
  );

const AdminGuidesScreen = lazy(() =>
  import("#app/features/admin/guides/admin-guides-screen.tsx").then((module) => ({
    default: module.AdminGuidesScreen,
  })),
);

export default function Page() {
  return (
    <Suspense fallback={<Skeleton className="h-96" />}>
      <AdminGuidesScreen />
    </Suspense>
  );
}

import { lazy, Suspense } from "react";
import { Skeleton } from "#app/components/ui/skeleton.tsx";
import { buildPrivatePageMeta } from "#app/lib/private-page-meta.ts";
import { adminPaths } from "#contracts/admin-paths.ts";
import type { Route } from "./+types/admin-subscribers";

export const meta: Route.MetaFunction = ({ matches }) =>
  buildPrivatePageMeta(
    matches[0].loaderData,
    adminPaths.subscribers(),
    (texts) => texts.adminAreas.subscribers,
  );

const AdminSubscribersScreen = lazy(() =>
  import("#app/features/admin/subscribers/admin-subscribers-screen.tsx").then((module) => ({
    default: module.AdminSubscribersScreen,
  })),
);

export default function Page() {
  return (
    <Suspense fallback={<Skeleton className="h-96" />}>
      <AdminSubscribersScreen />
    </Suspense>
  );
}

import { lazy, Suspense } from "react";
import { Skeleton } from "#app/components/ui/skeleton.tsx";
import { buildPrivatePageMeta } from "#app/lib/private-page-meta.ts";
import { adminPaths } from "#contracts/admin-paths.ts";
import type { Route } from "./+types/admin-orders";

export const meta: Route.MetaFunction = ({ matches }) =>
  buildPrivatePageMeta(
    matches[0].loaderData,
    adminPaths.orders(),
    (texts) => texts.adminAreas.orders,
  );

const AdminOrdersScreen = lazy(() =>
  import("#app/features/admin/orders/admin-orders-screen.tsx").then((module) => ({
    default: module.AdminOrdersScreen,
  })),
);

export default function AdminOrdersPage() {
  return (
    <Suspense fallback={<Skeleton className="h-96" />}>
      <AdminOrdersScreen />
    </Suspense>
  );
}

import { lazy, Suspense } from "react";
import { Skeleton } from "#app/components/ui/skeleton.tsx";
import { buildPrivatePageMeta } from "#app/lib/private-page-meta.ts";
import { adminPaths } from "#contracts/admin-paths.ts";
import type { Route } from "./+types/admin-order";

export const meta: Route.MetaFunction = ({ matches, params }) =>
  buildPrivatePageMeta(
    matches[0].loaderData,
    adminPaths.order(params.id),
    (texts) => texts.adminAreas.order,
  );

const AdminOrderScreen = lazy(() =>
  import("#app/features/admin/orders/admin-order-screen.tsx").then((module) => ({
    default: module.AdminOrderScreen,
  })),
);

export default function AdminOrderPage({ params }: Route.ComponentProps) {
  return (
    <Suspense fallback={<Skeleton className="h-96" />}>
      <AdminOrderScreen key={params.id} orderId={params.id} />
    </Suspense>
  );
}

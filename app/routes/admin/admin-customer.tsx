import { lazy, Suspense } from "react";
import { Skeleton } from "#app/components/ui/skeleton.tsx";
import { buildPrivatePageMeta } from "#app/lib/private-page-meta.ts";
import { adminPaths } from "#contracts/admin-paths.ts";
import type { Route } from "./+types/admin-customer";

export const meta: Route.MetaFunction = ({ matches, params }) =>
  buildPrivatePageMeta(
    matches[0].loaderData,
    adminPaths.customer(params.id),
    (texts) => texts.adminAreas.customer,
  );

const AdminCustomerScreen = lazy(() =>
  import("#app/features/admin/customers/admin-customer-screen.tsx").then((module) => ({
    default: module.AdminCustomerScreen,
  })),
);

export default function AdminCustomerPage({ params }: Route.ComponentProps) {
  return (
    <Suspense fallback={<Skeleton className="h-96" />}>
      <AdminCustomerScreen key={params.id} customerId={params.id} />
    </Suspense>
  );
}

import { lazy, Suspense } from "react";
import { Skeleton } from "#app/components/ui/skeleton.tsx";
import { buildPrivatePageMeta } from "#app/lib/private-page-meta.ts";
import { adminPaths } from "#contracts/admin-paths.ts";
import type { Route } from "./+types/admin-promo-codes";

export const meta: Route.MetaFunction = ({ matches }) =>
  buildPrivatePageMeta(
    matches[0].loaderData,
    adminPaths.promoCodes(),
    (texts) => texts.promos.adminArea,
  );

const AdminPromoCodesScreen = lazy(() =>
  import("#app/features/admin/promos/admin-promo-codes-screen.tsx").then((module) => ({
    default: module.AdminPromoCodesScreen,
  })),
);

export default function Page() {
  return (
    <Suspense fallback={<Skeleton className="h-96" />}>
      <AdminPromoCodesScreen />
    </Suspense>
  );
}

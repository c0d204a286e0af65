import { lazy, Suspense } from "react";
import { Skeleton } from "#app/components/ui/skeleton.tsx";
import { buildPrivatePageMeta } from "#app/lib/private-page-meta.ts";
import { adminPaths } from "#contracts/admin-paths.ts";
import type { Route } from "./+types/admin-risk";

export const meta: Route.MetaFunction = ({ matches }) =>
  buildPrivatePageMeta(matches[0].loaderData, adminPaths.risk(), (texts) => texts.adminAreas.risk);

const AdminRiskScreen = lazy(() =>
  import("#app/features/admin/risk/admin-risk-screen.tsx").then((module) => ({
    default: module.AdminRiskScreen,
  })),
);

export default function Page() {
  return (
    <Suspense fallback={<Skeleton className="h-96" />}>
      <AdminRiskScreen />
    </Suspense>
  );
}

import { lazy, Suspense } from "react";
import { Skeleton } from "#app/components/ui/skeleton.tsx";
import { buildPrivatePageMeta } from "#app/lib/private-page-meta.ts";
import { adminPaths } from "#contracts/admin-paths.ts";
import type { Route } from "./+types/admin-audit-log";

export const meta: Route.MetaFunction = ({ matches }) =>
  buildPrivatePageMeta(
    matches[0].loaderData,
    adminPaths.auditLog(),
    (texts) => texts.adminAreas.auditLog,
  );

const AdminAuditLogScreen = lazy(() =>
  import("#app/features/admin/accounts/admin-audit-log-screen.tsx").then((module) => ({
    default: module.AdminAuditLogScreen,
  })),
);

export default function Page() {
  return (
    <Suspense fallback={<Skeleton className="h-96" />}>
      <AdminAuditLogScreen />
    </Suspense>
  );
}

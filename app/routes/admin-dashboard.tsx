import { AdminDashboardScreen } from "#app/features/admin/admin-dashboard-screen.tsx";
import { buildPrivatePageMeta } from "#app/lib/private-page-meta.ts";
import type { Route } from "./+types/admin-dashboard";

// Served at /admin and /admin-dashboard: each names its own address as canonical.
export const meta: Route.MetaFunction = ({ matches, location }) =>
  buildPrivatePageMeta(
    matches[0].loaderData,
    location.pathname,
    (texts) => texts.adminAreas.metaTitle,
  );

export default function AdminDashboardPage() {
  return <AdminDashboardScreen />;
}

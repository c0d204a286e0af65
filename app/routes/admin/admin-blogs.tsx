import { lazy, Suspense } from "react";
import { Skeleton } from "#app/components/ui/skeleton.tsx";
import { buildPrivatePageMeta } from "#app/lib/private-page-meta.ts";
import { adminPaths } from "#contracts/admin-paths.ts";
import type { Route } from "./+types/admin-blogs";

export const meta: Route.MetaFunction = ({ matches }) =>
  buildPrivatePageMeta(
    matches[0].loaderData,
    adminPaths.blogs(),
    (texts) => texts.adminAreas.blogs,
  );

const AdminBlogsScreen = lazy(() =>
  import("#app/features/admin/blogs/admin-blogs-screen.tsx").then((module) => ({
    default: module.AdminBlogsScreen,
  })),
);

export default function Page() {
  return (
    <Suspense fallback={<Skeleton className="h-96" />}>
      <AdminBlogsScreen />
    </Suspense>
  );
}

import { lazy, Suspense } from "react";
import { Skeleton } from "#app/components/ui/skeleton.tsx";
import { buildPrivatePageMeta } from "#app/lib/private-page-meta.ts";
import type { Route } from "./+types/admin-blog-edit";

export const meta: Route.MetaFunction = ({ matches, location }) =>
  buildPrivatePageMeta(
    matches[0].loaderData,
    location.pathname,
    (texts) => texts.adminAreas.blogEditor,
  );

const AdminBlogEditorScreen = lazy(() =>
  import("#app/features/admin/blogs/admin-blog-editor-screen.tsx").then((module) => ({
    default: module.AdminBlogEditorScreen,
  })),
);

export default function Page() {
  return (
    <Suspense fallback={<Skeleton className="h-96" />}>
      <AdminBlogEditorScreen />
    </Suspense>
  );
}

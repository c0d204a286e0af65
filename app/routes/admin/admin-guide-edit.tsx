import { lazy, Suspense } from "react";
import { Skeleton } from "#app/components/ui/skeleton.tsx";
import { buildPrivatePageMeta } from "#app/lib/private-page-meta.ts";
import type { Route } from "./+types/admin-guide-edit";

export const meta: Route.MetaFunction = ({ matches, location }) =>
  buildPrivatePageMeta(
    matches[0].loaderData,
    location.pathname,
    (texts) => texts.adminAreas.blogEditor,
  );

const AdminGuideEditorScreen = lazy(() =>
  import("#app/features/admin/guides/admin-guide-editor-screen.tsx").then((module) => ({
    default: module.AdminGuideEditorScreen,
  })),
);

export default function Page() {
  return (
    <Suspense fallback={<Skeleton className="h-96" />}>
      <AdminGuideEditorScreen />
    </Suspense>
  );
}

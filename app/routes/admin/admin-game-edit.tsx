import { lazy, Suspense } from "react";
import { Skeleton } from "#app/components/ui/skeleton.tsx";
import { buildPrivatePageMeta } from "#app/lib/private-page-meta.ts";
import type { Route } from "./+types/admin-game-edit";

export const meta: Route.MetaFunction = ({ matches, location }) =>
  buildPrivatePageMeta(
    matches[0].loaderData,
    location.pathname,
    (texts) => texts.adminAreas.gameEditor,
  );

const AdminGameEditorScreen = lazy(() =>
  import("#app/features/admin/catalogue/admin-game-editor-screen.tsx").then((module) => ({
    default: module.AdminGameEditorScreen,
  })),
);

export default function Page() {
  return (
    <Suspense fallback={<Skeleton className="h-96" />}>
      <AdminGameEditorScreen />
    </Suspense>
  );
}

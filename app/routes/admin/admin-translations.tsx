import { lazy, Suspense } from "react";
import { Skeleton } from "#app/components/ui/skeleton.tsx";
import { buildPrivatePageMeta } from "#app/lib/private-page-meta.ts";
import { adminPaths } from "#contracts/admin-paths.ts";
import type { Route } from "./+types/admin-translations";

export const meta: Route.MetaFunction = ({ matches }) =>
  buildPrivatePageMeta(
    matches[0].loaderData,
    adminPaths.translations(),
    (texts) => texts.adminAreas.translations,
  );

const AdminTranslationsScreen = lazy(() =>
  import("#app/features/admin/home/admin-translations-screen.tsx").then((module) => ({
    default: module.AdminTranslationsScreen,
  })),
);

export default function Page() {
  return (
    <Suspense fallback={<Skeleton className="h-96" />}>
      <AdminTranslationsScreen />
    </Suspense>
  );
}

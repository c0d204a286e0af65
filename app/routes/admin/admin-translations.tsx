import { lazy, Suspense } from "react";
import { Skeleton } from "#app/components/ui/skeleton.tsx";
import { buildPrivatePageMeta } from "#app/lib/private-page-meta.ts";
import { paths } from "#contracts/paths.ts";
import type { Route } from "./+types/admin-translations";

export const meta: Route.MetaFunction = ({ matches }) =>
  buildPrivatePageMeta(
    matches[0].loaderData,
    paths.adminTranslations(),
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

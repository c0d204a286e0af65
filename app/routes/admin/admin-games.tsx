import { lazy, Suspense } from "react";
import { Skeleton } from "#app/components/ui/skeleton.tsx";
import { buildPrivatePageMeta } from "#app/lib/private-page-meta.ts";
import { adminPaths } from "#contracts/admin-paths.ts";
import type { Route } from "./+types/admin-games";

export const meta: Route.MetaFunction = ({ matches }) =>
  buildPrivatePageMeta(
    matches[0].loaderData,
    adminPaths.games(),
    (texts) => texts.adminAreas.games,
  );

const AdminGamesScreen = lazy(() =>
  import("#app/features/admin/catalogue/admin-games-screen.tsx").then((module) => ({
    default: module.AdminGamesScreen,
  })),
);

export default function Page() {
  return (
    <Suspense fallback={<Skeleton className="h-96" />}>
      <AdminGamesScreen />
    </Suspense>
  );
}

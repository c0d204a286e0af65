import { lazy, Suspense } from "react";
import { Skeleton } from "#app/components/ui/skeleton.tsx";
import { buildPrivatePageMeta } from "#app/lib/private-page-meta.ts";
import { adminPaths } from "#contracts/admin-paths.ts";
import type { Route } from "./+types/admin-home-games";

export const meta: Route.MetaFunction = ({ matches }) =>
  buildPrivatePageMeta(
    matches[0].loaderData,
    adminPaths.homeGames(),
    (texts) => texts.adminAreas.homeGames,
  );

const AdminHomeGamesScreen = lazy(() =>
  import("#app/features/admin/home/admin-home-games-screen.tsx").then((module) => ({
    default: module.AdminHomeGamesScreen,
  })),
);

export default function Page() {
  return (
    <Suspense fallback={<Skeleton className="h-96" />}>
      <AdminHomeGamesScreen />
    </Suspense>
  );
}

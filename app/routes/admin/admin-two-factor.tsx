import { lazy, Suspense } from "react";
import { Skeleton } from "#app/components/ui/skeleton.tsx";
import { buildPrivatePageMeta } from "#app/lib/private-page-meta.ts";
import { adminPaths } from "#contracts/admin-paths.ts";
import type { Route } from "./+types/admin-two-factor";

export const meta: Route.MetaFunction = ({ matches }) =>
  buildPrivatePageMeta(
    matches[0].loaderData,
    adminPaths.twoFactor(),
    (texts) => texts.adminAreas.twoFactor,
  );

const TwoFactorScreen = lazy(() =>
  import("#app/features/admin/accounts/two-factor-screen.tsx").then((module) => ({
    default: module.TwoFactorScreen,
  })),
);

export default function Page() {
  return (
    <Suspense fallback={<Skeleton className="h-96" />}>
      <TwoFactorScreen />
    </Suspense>
  );
}

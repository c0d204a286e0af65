import { lazy, Suspense } from "react";
import { Skeleton } from "#app/components/ui/skeleton.tsx";
import { AdminTexts } from "#app/features/admin/admin-texts.tsx";
import { buildPrivatePageMeta } from "#app/lib/private-page-meta.ts";
import { adminPaths } from "#contracts/admin-paths.ts";
import type { Route } from "./+types/admin-invite";

export const meta: Route.MetaFunction = ({ matches }) =>
  buildPrivatePageMeta(
    matches[0].loaderData,
    adminPaths.invite(),
    (texts) => texts.adminAreas.invite,
  );

const AdminInviteScreen = lazy(() =>
  import("#app/features/admin/accounts/admin-invite-screen.tsx").then((module) => ({
    default: module.AdminInviteScreen,
  })),
);

/** The page an invitation e-mail links to: the invited admin chooses a name and a password. */
export default function AdminInvitePage() {
  return (
    <div className="mx-auto max-w-md px-4 py-10">
      <AdminTexts>
        <Suspense fallback={<Skeleton className="h-72" />}>
          <AdminInviteScreen />
        </Suspense>
      </AdminTexts>
    </div>
  );
}

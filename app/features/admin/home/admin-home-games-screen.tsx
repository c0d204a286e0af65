import { useQuery } from "@tanstack/react-query";
import { Skeleton } from "#app/components/ui/skeleton.tsx";
import { callAdminApi } from "#app/features/admin/admin-api.ts";
import { useAuthState } from "#app/lib/auth/use-auth-state.ts";
import { useTranslation } from "#app/lib/i18n.ts";
import { adminFeaturedReplySchema, featuredListNames } from "#contracts/admin-home.ts";
import { hasAdminPermission } from "#contracts/admin-permissions.ts";
import { FeaturedListEditor, featuredQueryKey } from "./featured-list-editor.tsx";

/**
 * /admin/home-games: the home page's hero carousel, trending row and more-games grid, each an
 * ordered list saved on its own.
 */
export function AdminHomeGamesScreen() {
  const { t } = useTranslation();
  const auth = useAuthState();
  const canEdit = hasAdminPermission(auth.loggedIn ? auth.adminRole : null, "featured.write");
  const featured = useQuery({
    queryKey: featuredQueryKey,
    queryFn: async () => (await callAdminApi("/api/admin/featured", adminFeaturedReplySchema)).data,
  });

  return (
    <div>
      <h1 className="font-display text-3xl font-extrabold text-white">
        {t("adminHome.homeTitle")}
      </h1>
      <p className="mt-2 max-w-2xl text-sm text-ink-300">{t("adminHome.homeIntro")}</p>
      {featured.isError ? (
        <p role="alert" className="card-surface mt-4 p-4 text-red-200">
          {featured.error.message || t("adminHome.loadFailed")}
        </p>
      ) : null}
      {featured.isPending ? (
        <div className="mt-6 space-y-6">
          <Skeleton className="h-72" />
          <Skeleton className="h-72" />
          <Skeleton className="h-72" />
        </div>
      ) : featured.data ? (
        <div className="mt-6 space-y-6">
          {featuredListNames.map((list) => (
            <FeaturedListEditor
              key={list}
              list={list}
              items={featured.data.lists[list]}
              games={featured.data.games}
              canEdit={canEdit}
            />
          ))}
        </div>
      ) : null}
    </div>
  );
}

import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { ImageOff, Plus, Trash2 } from "lucide-react";
import { useState } from "react";
import { Link, useSearchParams } from "react-router";
import { Dialog } from "#app/components/ui/dialog.tsx";
import { Skeleton } from "#app/components/ui/skeleton.tsx";
import { callAdminApi } from "#app/features/admin/admin-api.ts";
import { AdminTable } from "#app/features/admin/admin-table.tsx";
import { useAuthState } from "#app/lib/auth/use-auth-state.ts";
import { formatDate } from "#app/lib/format-date.ts";
import { useTranslation } from "#app/lib/i18n.ts";
import { toast } from "#app/lib/toast.ts";
import {
  type AdminGuideList,
  type AdminGuideSummary,
  adminGuideDeletedReplySchema,
  adminGuideListReplySchema,
  adminGuideReplySchema,
} from "#contracts/admin-guides.ts";
import type { AdminGuideStatus } from "#contracts/admin-guides-rules.ts";
import { adminPaths } from "#contracts/admin-paths.ts";
import { hasAdminPermission } from "#contracts/admin-permissions.ts";
import { guideKey, guideListKey, nativeNameOf } from "./guide-admin-api.ts";
import { GuideListFilters } from "./guide-list-filters.tsx";
import { dangerButtonClass, StatusBadge } from "./status-badge.tsx";

const filterNames = ["q", "status", "missing", "sort", "page"] as const;

/**
 * /admin/blogs: every guide with its drafts, searchable by title or slug, filtered by status or
 * by a language it lacks, sorted and paged, all kept in the address. Publishing and
 * unpublishing from the list show at once and roll back if the server refuses.
 */
export function AdminGuidesScreen() {
  const { t, lang } = useTranslation();
  const auth = useAuthState();
  const canWrite = hasAdminPermission(auth.loggedIn ? auth.adminRole : null, "blogs.write");
  const [params, setParams] = useSearchParams();
  const queryClient = useQueryClient();
  const [deleting, setDeleting] = useState<AdminGuideSummary | null>(null);

  const query = new URLSearchParams();
  for (const name of filterNames) {
    const value = params.get(name);
    if (value) query.set(name, value);
  }
  const listKey = [...guideListKey, query.toString()];
  const listing = useQuery({
    queryKey: listKey,
    queryFn: async () =>
      (await callAdminApi(`/api/admin/blogs?${query.toString()}`, adminGuideListReplySchema)).data,
    placeholderData: keepPreviousData,
  });
  const page = Number(params.get("page") ?? "1") || 1;
  const pages = listing.data
    ? Math.max(1, Math.ceil(listing.data.total / listing.data.pageSize))
    : 1;

  const toggle = useMutation({
    mutationFn: async (guide: AdminGuideSummary) =>
      callAdminApi(`/api/admin/blogs/${guide.id}`, adminGuideReplySchema, {
        method: "PUT",
        body: { status: guide.status === "published" ? "draft" : "published" },
      }),
    onMutate: async (guide) => {
      await queryClient.cancelQueries({ queryKey: listKey });
      const previous = queryClient.getQueryData<AdminGuideList>(listKey);
      const status: AdminGuideStatus = guide.status === "published" ? "draft" : "published";
      queryClient.setQueryData<AdminGuideList>(listKey, (list) =>
        list
          ? {
              ...list,
              blogs: list.blogs.map((entry) =>
                entry.id === guide.id ? { ...entry, status } : entry,
              ),
            }
          : list,
      );
      return { previous };
    },
    onError: (error, _guide, context) => {
      if (context?.previous) queryClient.setQueryData(listKey, context.previous);
      toast(error.message || t("adminGuides.saveFailed"), { type: "error" });
    },
    onSuccess: (reply) => {
      queryClient.setQueryData(guideKey(reply.data.id), reply.data);
      toast(
        t(reply.data.status === "published" ? "adminGuides.published" : "adminGuides.unpublished"),
        { type: "success" },
      );
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: guideListKey }),
  });

  const remove = useMutation({
    mutationFn: async (guide: AdminGuideSummary) =>
      callAdminApi(`/api/admin/blogs/${guide.id}`, adminGuideDeletedReplySchema, {
        method: "DELETE",
      }),
    onSuccess: () => {
      toast(t("adminGuides.deleted"), { type: "success" });
      setDeleting(null);
    },
    onError: (error) => toast(error.message || t("adminGuides.deleteFailed"), { type: "error" }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: guideListKey }),
  });

  const goToPage = (target: number) => {
    const next = new URLSearchParams(params);
    next.set("page", String(target));
    setParams(next);
  };
  const date = (value: string | null) => formatDate(value, lang, "date") || "—";

  return (
    <div>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="font-display text-3xl font-extrabold text-white">
          {t("adminGuides.title")}
        </h1>
        {canWrite ? (
          <Link to={adminPaths.blogCreate()} className="btn-primary">
            <Plus className="h-4 w-4" aria-hidden="true" />
            {t("adminGuides.newGuide")}
          </Link>
        ) : null}
      </div>

      <GuideListFilters params={params} onApply={setParams} />

      <AdminTable
        query={listing}
        label={t("adminGuides.title")}
        failure={(error) => error.message || t("adminGuides.loadFailed")}
        count={(data) => t("adminGuides.found", { count: data.total })}
        empty={{
          when: (data) => data.blogs.length === 0,
          text: t("adminGuides.empty"),
          replacesTable: true,
        }}
        pager={{ page, pages, onPage: goToPage }}
        loading={
          <div className="mt-4 space-y-2" data-testid="admin-blogs-loading">
            <Skeleton className="h-10" />
            <Skeleton className="h-16" />
            <Skeleton className="h-16" />
            <Skeleton className="h-16" />
          </div>
        }
      >
        {(data) => (
          <table className="mt-2 w-full min-w-[50rem] text-sm" data-testid="admin-blogs-table">
            <thead className="text-xs uppercase tracking-wide text-ink-400">
              <tr>
                <th scope="col" className="px-3 py-2 text-start">
                  {t("adminGuides.cover")}
                </th>
                <th scope="col" className="px-3 py-2 text-start">
                  {t("adminGuides.guideTitle")}
                </th>
                <th scope="col" className="px-3 py-2 text-start">
                  {t("adminGuides.status")}
                </th>
                <th scope="col" className="px-3 py-2 text-start">
                  {t("adminGuides.languages")}
                </th>
                <th scope="col" className="px-3 py-2 text-start">
                  {t("adminGuides.author")}
                </th>
                <th scope="col" className="px-3 py-2 text-start">
                  {t("adminGuides.dates")}
                </th>
                {canWrite ? (
                  <th scope="col" className="px-3 py-2 text-end">
                    {t("adminGuides.actions")}
                  </th>
                ) : null}
              </tr>
            </thead>
            <tbody>
              {data.blogs.map((guide) => (
                <tr
                  key={guide.id}
                  className="border-t border-white/5 align-middle hover:bg-white/5"
                  data-testid="admin-blog-row"
                >
                  <td className="px-3 py-2.5">
                    {guide.coverImage ? (
                      <img
                        src={guide.coverImage}
                        alt=""
                        width={48}
                        height={27}
                        loading="lazy"
                        className="h-7 w-12 rounded object-cover"
                      />
                    ) : (
                      <span className="flex h-7 w-12 items-center justify-center rounded bg-white/5 text-ink-400">
                        <ImageOff className="h-4 w-4" aria-hidden="true" />
                      </span>
                    )}
                  </td>
                  <td className="px-3 py-2.5">
                    <div className="w-48">
                      <Link
                        to={adminPaths.blogEdit(guide.id)}
                        className="font-semibold text-neon-cyan hover:underline"
                      >
                        {guide.title || guide.slug}
                      </Link>
                      <span className="block truncate font-mono text-xs text-ink-400" dir="ltr">
                        /guides/{guide.slug}
                      </span>
                    </div>
                  </td>
                  <td className="px-3 py-2.5">
                    <StatusBadge status={guide.status} />
                  </td>
                  <td className="px-3 py-2.5">
                    <ul
                      className="flex max-w-[9.5rem] flex-wrap gap-1"
                      aria-label={t("adminGuides.languagesOf", {
                        languages: guide.languages.map(nativeNameOf).join(", "),
                      })}
                    >
                      {guide.languages.map((code) => (
                        <li
                          key={code}
                          title={nativeNameOf(code)}
                          className="rounded bg-white/10 px-1.5 py-0.5 font-mono text-[11px] uppercase text-ink-100"
                        >
                          {code}
                        </li>
                      ))}
                    </ul>
                  </td>
                  <td className="max-w-[7rem] truncate px-3 py-2.5 text-ink-100">
                    {guide.authorName}
                  </td>
                  <td className="px-3 py-2.5">
                    <dl className="grid grid-cols-[auto_auto] gap-x-2 whitespace-nowrap text-xs">
                      <dt className="text-ink-400">{t("adminGuides.publishedOn")}</dt>
                      <dd className="text-ink-100">{date(guide.publishedAt)}</dd>
                      <dt className="text-ink-400">{t("adminGuides.updatedOn")}</dt>
                      <dd className="text-ink-100">{date(guide.updatedAt)}</dd>
                    </dl>
                  </td>
                  {canWrite ? (
                    <td className="px-3 py-2.5">
                      <div className="flex justify-end gap-2">
                        <button
                          type="button"
                          className="btn-ghost whitespace-nowrap px-3 py-1.5 text-xs"
                          aria-label={t(
                            guide.status === "published"
                              ? "adminGuides.unpublishNamed"
                              : "adminGuides.publishNamed",
                            { title: guide.title },
                          )}
                          data-testid="admin-blog-toggle"
                          onClick={() => toggle.mutate(guide)}
                        >
                          {t(
                            guide.status === "published"
                              ? "adminGuides.unpublish"
                              : "adminGuides.publish",
                          )}
                        </button>
                        <button
                          type="button"
                          className="btn-ghost border-red-400/50 px-2.5 py-1.5 text-red-200"
                          aria-label={t("adminGuides.deleteNamed", { title: guide.title })}
                          onClick={() => setDeleting(guide)}
                        >
                          <Trash2 className="h-4 w-4" aria-hidden="true" />
                        </button>
                      </div>
                    </td>
                  ) : null}
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </AdminTable>

      <Dialog
        open={deleting !== null}
        onOpenChange={(open) => {
          if (!open && !remove.isPending) setDeleting(null);
        }}
        role="alertdialog"
        title={t("adminGuides.deleteTitle")}
        description={t("adminGuides.deleteText", { title: deleting?.title ?? "" })}
        closeLabel={t("adminGuides.close")}
        testId="admin-blog-delete-dialog"
      >
        <div className="mt-6 flex flex-wrap justify-end gap-2">
          <button
            type="button"
            className="btn-ghost"
            onClick={() => setDeleting(null)}
            disabled={remove.isPending}
          >
            {t("adminGuides.cancel")}
          </button>
          <button
            type="button"
            className={dangerButtonClass}
            disabled={remove.isPending}
            onClick={() => {
              if (deleting) remove.mutate(deleting);
            }}
          >
            {remove.isPending ? t("adminGuides.deleting") : t("adminGuides.deleteConfirm")}
          </button>
        </div>
      </Dialog>
    </div>
  );
}

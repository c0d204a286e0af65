import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { ImageOff, Plus, Search, Trash2 } from "lucide-react";
import { useId, useState } from "react";
import { Link, useSearchParams } from "react-router";
import { Dialog } from "#app/components/ui/dialog.tsx";
import { ScrollRegion } from "#app/components/ui/scroll-region.tsx";
import { Skeleton } from "#app/components/ui/skeleton.tsx";
import { callAdminApi } from "#app/features/admin/admin-api.ts";
import { AdminPager } from "#app/features/admin/admin-pager.tsx";
import { useAuthState } from "#app/lib/auth/use-auth-state.ts";
import { type TranslationKey, useTranslation } from "#app/lib/i18n.ts";
import { toast } from "#app/lib/toast.ts";
import {
  type AdminBlogList,
  type AdminBlogSummary,
  adminBlogDeletedReplySchema,
  adminBlogListReplySchema,
  adminBlogReplySchema,
} from "#contracts/admin-blogs.ts";
import {
  type AdminBlogStatus,
  adminBlogSearchMaxLength,
  adminBlogSorts,
  adminBlogStatuses,
} from "#contracts/admin-blogs-rules.ts";
import { adminPaths } from "#contracts/admin-paths.ts";
import { hasAdminPermission } from "#contracts/admin-permissions.ts";
import { languages } from "#contracts/language-names.ts";
import { blogListKey, nativeNameOf } from "./blog-admin-api.ts";
import { dangerButtonClass, StatusBadge } from "./status-badge.tsx";

const filterNames = ["q", "status", "missing", "sort", "page"] as const;
const selectClass =
  "mt-1 h-10 w-full rounded-lg border border-white/10 bg-ink-950 px-2 text-sm text-white";

/**
 * /admin/blogs: every guide with its drafts, searchable by title or slug, filtered by status or
 * by a language it lacks, sorted and paged, all kept in the address. Publishing and
 * unpublishing from the list show at once and roll back if the server refuses.
 */
export function AdminBlogsScreen() {
  const { t, lang } = useTranslation();
  const auth = useAuthState();
  const canWrite = hasAdminPermission(auth.loggedIn ? auth.adminRole : null, "blogs.write");
  const [params, setParams] = useSearchParams();
  const formId = useId();
  const queryClient = useQueryClient();
  const [deleting, setDeleting] = useState<AdminBlogSummary | null>(null);

  const query = new URLSearchParams();
  for (const name of filterNames) {
    const value = params.get(name);
    if (value) query.set(name, value);
  }
  const listKey = [...blogListKey, query.toString()];
  const listing = useQuery({
    queryKey: listKey,
    queryFn: async () =>
      (await callAdminApi(`/api/admin/blogs?${query.toString()}`, adminBlogListReplySchema)).data,
    placeholderData: keepPreviousData,
  });
  const page = Number(params.get("page") ?? "1") || 1;
  const pages = listing.data
    ? Math.max(1, Math.ceil(listing.data.total / listing.data.pageSize))
    : 1;

  const toggle = useMutation({
    mutationFn: async (blog: AdminBlogSummary) =>
      callAdminApi(`/api/admin/blogs/${blog.id}`, adminBlogReplySchema, {
        method: "PUT",
        body: { status: blog.status === "published" ? "draft" : "published" },
      }),
    onMutate: async (blog) => {
      await queryClient.cancelQueries({ queryKey: listKey });
      const previous = queryClient.getQueryData<AdminBlogList>(listKey);
      const status: AdminBlogStatus = blog.status === "published" ? "draft" : "published";
      queryClient.setQueryData<AdminBlogList>(listKey, (list) =>
        list
          ? {
              ...list,
              blogs: list.blogs.map((entry) =>
                entry.id === blog.id ? { ...entry, status } : entry,
              ),
            }
          : list,
      );
      return { previous };
    },
    onError: (error, _blog, context) => {
      if (context?.previous) queryClient.setQueryData(listKey, context.previous);
      toast(error.message || t("adminBlogs.saveFailed"), { type: "error" });
    },
    onSuccess: (reply) => {
      queryClient.setQueryData(["admin", "blog", reply.data.id], reply.data);
      toast(
        t(reply.data.status === "published" ? "adminBlogs.published" : "adminBlogs.unpublished"),
        { type: "success" },
      );
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: blogListKey }),
  });

  const remove = useMutation({
    mutationFn: async (blog: AdminBlogSummary) =>
      callAdminApi(`/api/admin/blogs/${blog.id}`, adminBlogDeletedReplySchema, {
        method: "DELETE",
      }),
    onSuccess: () => {
      toast(t("adminBlogs.deleted"), { type: "success" });
      setDeleting(null);
    },
    onError: (error) => toast(error.message || t("adminBlogs.deleteFailed"), { type: "error" }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: blogListKey }),
  });

  const submit = (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const next = new URLSearchParams();
    for (const name of ["q", "status", "missing", "sort"] as const) {
      const value = String(form.get(name) ?? "").trim();
      if (value && !(name === "sort" && value === "updated_desc")) next.set(name, value);
    }
    setParams(next);
  };
  const goToPage = (target: number) => {
    const next = new URLSearchParams(params);
    next.set("page", String(target));
    setParams(next);
  };
  const date = (value: string | null) =>
    value ? new Intl.DateTimeFormat(lang, { dateStyle: "medium" }).format(new Date(value)) : "—";

  return (
    <div>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="font-display text-3xl font-extrabold text-white">{t("adminBlogs.title")}</h1>
        {canWrite ? (
          <Link to={adminPaths.blogCreate()} className="btn-primary">
            <Plus className="h-4 w-4" aria-hidden="true" />
            {t("adminBlogs.newGuide")}
          </Link>
        ) : null}
      </div>

      <form
        onSubmit={submit}
        className="card-surface mt-6 grid gap-3 p-4 sm:grid-cols-2 lg:grid-cols-[2fr_1fr_1fr_1fr_auto]"
        aria-label={t("adminBlogs.filters")}
        key={params.toString()}
      >
        <label className="text-xs font-semibold text-ink-300" htmlFor={`${formId}-q`}>
          {t("adminBlogs.search")}
          <input
            id={`${formId}-q`}
            name="q"
            type="search"
            maxLength={adminBlogSearchMaxLength}
            defaultValue={params.get("q") ?? ""}
            placeholder={t("adminBlogs.searchHint")}
            className="mt-1 h-10 w-full rounded-lg border border-white/10 bg-ink-950 px-3 text-sm text-white placeholder:text-ink-400"
          />
        </label>
        <label className="text-xs font-semibold text-ink-300" htmlFor={`${formId}-status`}>
          {t("adminBlogs.status")}
          <select
            id={`${formId}-status`}
            name="status"
            defaultValue={params.get("status") ?? ""}
            className={selectClass}
          >
            <option value="">{t("adminBlogs.anyStatus")}</option>
            {adminBlogStatuses.map((status) => (
              <option key={status} value={status}>
                {t(`adminBlogs.status_${status}` as TranslationKey)}
              </option>
            ))}
          </select>
        </label>
        <label className="text-xs font-semibold text-ink-300" htmlFor={`${formId}-missing`}>
          {t("adminBlogs.missingFilter")}
          <select
            id={`${formId}-missing`}
            name="missing"
            defaultValue={params.get("missing") ?? ""}
            className={selectClass}
          >
            <option value="">{t("adminBlogs.anyLanguage")}</option>
            {languages.map((language) => (
              <option key={language.code} value={language.code}>
                {language.nativeName}
              </option>
            ))}
          </select>
        </label>
        <label className="text-xs font-semibold text-ink-300" htmlFor={`${formId}-sort`}>
          {t("adminBlogs.sort")}
          <select
            id={`${formId}-sort`}
            name="sort"
            defaultValue={params.get("sort") ?? "updated_desc"}
            className={selectClass}
          >
            {adminBlogSorts.map((sort) => (
              <option key={sort} value={sort}>
                {t(`adminBlogs.sort_${sort}` as TranslationKey)}
              </option>
            ))}
          </select>
        </label>
        <button type="submit" className="btn-primary self-end">
          <Search className="h-4 w-4" aria-hidden="true" />
          {t("adminBlogs.apply")}
        </button>
      </form>

      {listing.isError ? (
        <p role="alert" className="card-surface mt-4 p-4 text-red-200">
          {listing.error.message || t("adminBlogs.loadFailed")}
        </p>
      ) : null}
      {listing.isPending ? (
        <div className="mt-4 space-y-2" data-testid="admin-blogs-loading">
          <Skeleton className="h-10" />
          <Skeleton className="h-16" />
          <Skeleton className="h-16" />
          <Skeleton className="h-16" />
        </div>
      ) : listing.data ? (
        <ScrollRegion
          className="card-surface mt-4 overflow-x-auto"
          aria-busy={listing.isFetching}
          aria-label={t("adminBlogs.title")}
        >
          <p className="px-4 pt-3 text-sm text-ink-300" role="status">
            {t("adminBlogs.found", { count: listing.data.total })}
          </p>
          {listing.data.blogs.length === 0 ? (
            <p className="px-4 py-8 text-center text-ink-300">{t("adminBlogs.empty")}</p>
          ) : (
            <table className="mt-2 w-full min-w-[50rem] text-sm" data-testid="admin-blogs-table">
              <thead className="text-xs uppercase tracking-wide text-ink-400">
                <tr>
                  <th scope="col" className="px-3 py-2 text-start">
                    {t("adminBlogs.cover")}
                  </th>
                  <th scope="col" className="px-3 py-2 text-start">
                    {t("adminBlogs.guideTitle")}
                  </th>
                  <th scope="col" className="px-3 py-2 text-start">
                    {t("adminBlogs.status")}
                  </th>
                  <th scope="col" className="px-3 py-2 text-start">
                    {t("adminBlogs.languages")}
                  </th>
                  <th scope="col" className="px-3 py-2 text-start">
                    {t("adminBlogs.author")}
                  </th>
                  <th scope="col" className="px-3 py-2 text-start">
                    {t("adminBlogs.dates")}
                  </th>
                  {canWrite ? (
                    <th scope="col" className="px-3 py-2 text-end">
                      {t("adminBlogs.actions")}
                    </th>
                  ) : null}
                </tr>
              </thead>
              <tbody>
                {listing.data.blogs.map((blog) => (
                  <tr
                    key={blog.id}
                    className="border-t border-white/5 align-middle hover:bg-white/5"
                    data-testid="admin-blog-row"
                  >
                    <td className="px-3 py-2.5">
                      {blog.coverImage ? (
                        <img
                          src={blog.coverImage}
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
                          to={adminPaths.blogEdit(blog.id)}
                          className="font-semibold text-neon-cyan hover:underline"
                        >
                          {blog.title || blog.slug}
                        </Link>
                        <span className="block truncate font-mono text-xs text-ink-400" dir="ltr">
                          /guides/{blog.slug}
                        </span>
                      </div>
                    </td>
                    <td className="px-3 py-2.5">
                      <StatusBadge status={blog.status} />
                    </td>
                    <td className="px-3 py-2.5">
                      <ul
                        className="flex max-w-[9.5rem] flex-wrap gap-1"
                        aria-label={t("adminBlogs.languagesOf", {
                          languages: blog.languages.map(nativeNameOf).join(", "),
                        })}
                      >
                        {blog.languages.map((code) => (
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
                      {blog.authorName}
                    </td>
                    <td className="px-3 py-2.5">
                      <dl className="grid grid-cols-[auto_auto] gap-x-2 whitespace-nowrap text-xs">
                        <dt className="text-ink-400">{t("adminBlogs.publishedOn")}</dt>
                        <dd className="text-ink-100">{date(blog.publishedAt)}</dd>
                        <dt className="text-ink-400">{t("adminBlogs.updatedOn")}</dt>
                        <dd className="text-ink-100">{date(blog.updatedAt)}</dd>
                      </dl>
                    </td>
                    {canWrite ? (
                      <td className="px-3 py-2.5">
                        <div className="flex justify-end gap-2">
                          <button
                            type="button"
                            className="btn-ghost whitespace-nowrap px-3 py-1.5 text-xs"
                            aria-label={t(
                              blog.status === "published"
                                ? "adminBlogs.unpublishNamed"
                                : "adminBlogs.publishNamed",
                              { title: blog.title },
                            )}
                            data-testid="admin-blog-toggle"
                            onClick={() => toggle.mutate(blog)}
                          >
                            {t(
                              blog.status === "published"
                                ? "adminBlogs.unpublish"
                                : "adminBlogs.publish",
                            )}
                          </button>
                          <button
                            type="button"
                            className="btn-ghost border-red-400/50 px-2.5 py-1.5 text-red-200"
                            aria-label={t("adminBlogs.deleteNamed", { title: blog.title })}
                            onClick={() => setDeleting(blog)}
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
          <AdminPager page={page} pages={pages} onPage={goToPage} />
        </ScrollRegion>
      ) : null}

      <Dialog
        open={deleting !== null}
        onOpenChange={(open) => {
          if (!open && !remove.isPending) setDeleting(null);
        }}
        role="alertdialog"
        title={t("adminBlogs.deleteTitle")}
        description={t("adminBlogs.deleteText", { title: deleting?.title ?? "" })}
        closeLabel={t("adminBlogs.close")}
        testId="admin-blog-delete-dialog"
      >
        <div className="mt-6 flex flex-wrap justify-end gap-2">
          <button
            type="button"
            className="btn-ghost"
            onClick={() => setDeleting(null)}
            disabled={remove.isPending}
          >
            {t("adminBlogs.cancel")}
          </button>
          <button
            type="button"
            className={dangerButtonClass}
            disabled={remove.isPending}
            onClick={() => {
              if (deleting) remove.mutate(deleting);
            }}
          >
            {remove.isPending ? t("adminBlogs.deleting") : t("adminBlogs.deleteConfirm")}
          </button>
        </div>
      </Dialog>
    </div>
  );
}

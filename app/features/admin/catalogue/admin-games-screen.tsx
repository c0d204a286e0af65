import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { ArrowDown, ArrowUp, ArrowUpDown, Plus, Search } from "lucide-react";
import { useId, useState } from "react";
import { Link, useSearchParams } from "react-router";
import { Dialog } from "#app/components/ui/dialog.tsx";
import { callAdminApi } from "#app/features/admin/admin-api.ts";
import { AdminTable } from "#app/features/admin/admin-table.tsx";
import { formatDate } from "#app/lib/format-date.ts";
import { useTranslation } from "#app/lib/i18n.ts";
import { toast } from "#app/lib/toast.ts";
import {
  type AdminGameList,
  type AdminGameListItem,
  type AdminGameSort,
  adminGameListReplySchema,
  adminGameReplySchema,
  adminGameStatuses,
} from "#contracts/admin-catalogue.ts";
import { adminPaths } from "#contracts/admin-paths.ts";
import { gameCategories } from "#contracts/catalogue-rules.ts";
import { catalogueKeys, useAdminCan } from "./catalogue-api.ts";
import {
  categoryLabel,
  categoryLabels,
  inputClass,
  labelClass,
  selectClass,
  tierLabels,
} from "./catalogue-labels.ts";

const filterNames = ["q", "category", "status", "sort", "dir", "page"] as const;

type Pending = { game: AdminGameListItem; action: "archive" | "restore" };

/**
 * /admin/games: every game, archived ones too, with search, category and status filters,
 * sorting by column and pages; the whole state lives in the address. Archive and restore are
 * confirmed first and shown at once (rolled back if the server refuses).
 */
export function AdminGamesScreen() {
  const { t, lang } = useTranslation();
  const [params, setParams] = useSearchParams();
  const formId = useId();
  const canWrite = useAdminCan("games.write");
  const queryClient = useQueryClient();
  const [pending, setPending] = useState<Pending | null>(null);

  const query = new URLSearchParams();
  for (const name of filterNames) {
    const value = params.get(name);
    if (value) query.set(name, value);
  }
  const listKey = catalogueKeys.gameList(query.toString());
  const listing = useQuery({
    queryKey: listKey,
    queryFn: async () =>
      (await callAdminApi(`/api/admin/games?${query.toString()}`, adminGameListReplySchema)).data,
    placeholderData: keepPreviousData,
  });
  const page = Number(params.get("page") ?? "1") || 1;
  const pages = listing.data
    ? Math.max(1, Math.ceil(listing.data.total / listing.data.pageSize))
    : 1;
  const sort = (params.get("sort") ?? "title") as AdminGameSort;
  const dir = params.get("dir") === "desc" ? "desc" : "asc";

  const toggle = useMutation({
    mutationFn: async ({ game, action }: Pending) =>
      (
        await callAdminApi(`/api/admin/games/${game.id}/${action}`, adminGameReplySchema, {
          method: "POST",
          body: {},
        })
      ).data,
    onMutate: async ({ game, action }) => {
      await queryClient.cancelQueries({ queryKey: listKey });
      const previous = queryClient.getQueryData<AdminGameList>(listKey);
      if (previous) {
        queryClient.setQueryData<AdminGameList>(listKey, {
          ...previous,
          items: previous.items.map((item) =>
            item.id === game.id ? { ...item, isActive: action === "restore" } : item,
          ),
        });
      }
      setPending(null);
      return { previous };
    },
    onError: (error, _variables, context) => {
      if (context?.previous) queryClient.setQueryData(listKey, context.previous);
      toast(error.message || t("adminCatalogue.saveFailed"), { type: "error" });
    },
    onSuccess: (game, { action }) => {
      toast(
        t(action === "archive" ? "adminCatalogue.archived" : "adminCatalogue.restored", {
          title: game.title,
        }),
        { type: "success" },
      );
    },
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: catalogueKeys.games });
    },
  });

  const submit = (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const next = new URLSearchParams();
    for (const name of ["q", "category", "status"] as const) {
      const value = String(form.get(name) ?? "").trim();
      if (value) next.set(name, value);
    }
    for (const name of ["sort", "dir"] as const) {
      const value = params.get(name);
      if (value) next.set(name, value);
    }
    setParams(next);
  };
  const goToPage = (target: number) => {
    const next = new URLSearchParams(params);
    next.set("page", String(target));
    setParams(next);
  };
  const sortBy = (column: AdminGameSort) => {
    const next = new URLSearchParams(params);
    next.set("sort", column);
    next.set("dir", sort === column && dir === "asc" ? "desc" : "asc");
    next.delete("page");
    setParams(next);
  };

  const sortHeader = (column: AdminGameSort, label: string, className = "text-start") => {
    const active = sort === column;
    const Arrow = !active ? ArrowUpDown : dir === "asc" ? ArrowUp : ArrowDown;
    return (
      <th
        scope="col"
        className={`px-4 py-2 ${className}`}
        aria-sort={active ? (dir === "asc" ? "ascending" : "descending") : "none"}
      >
        <button
          type="button"
          onClick={() => sortBy(column)}
          className="inline-flex items-center gap-1 rounded uppercase tracking-wide hover:text-white"
        >
          {label}
          <Arrow className="h-3.5 w-3.5" aria-hidden="true" />
        </button>
      </th>
    );
  };

  return (
    <div>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="font-display text-3xl font-extrabold text-white">{t("admin.games")}</h1>
        {canWrite ? (
          <Link to={adminPaths.gameAdd()} className="btn-primary" data-testid="admin-add-game">
            <Plus className="h-4 w-4" aria-hidden="true" />
            {t("adminCatalogue.addGame")}
          </Link>
        ) : null}
      </div>
      <form
        onSubmit={submit}
        className="card-surface mt-6 grid gap-3 p-4 sm:grid-cols-2 lg:grid-cols-[2fr_1fr_1fr_auto]"
        aria-label={t("adminCatalogue.filterGames")}
        key={params.toString()}
      >
        <div className={labelClass}>
          <label htmlFor={`${formId}-q`}>{t("adminCatalogue.searchLabel")}</label>
          <input
            id={`${formId}-q`}
            name="q"
            type="search"
            maxLength={100}
            defaultValue={params.get("q") ?? ""}
            placeholder={t("adminCatalogue.searchHint")}
            className={inputClass}
          />
        </div>
        <div className={labelClass}>
          <label htmlFor={`${formId}-category`}>{t("adminCatalogue.category")}</label>
          <select
            id={`${formId}-category`}
            name="category"
            defaultValue={params.get("category") ?? ""}
            className={selectClass}
          >
            <option value="">{t("adminCatalogue.anyCategory")}</option>
            {gameCategories.map((category) => (
              <option key={category} value={category}>
                {t(categoryLabels[category])}
              </option>
            ))}
          </select>
        </div>
        <div className={labelClass}>
          <label htmlFor={`${formId}-status`}>{t("adminCatalogue.status")}</label>
          <select
            id={`${formId}-status`}
            name="status"
            defaultValue={params.get("status") ?? "all"}
            className={selectClass}
          >
            {adminGameStatuses.map((status) => (
              <option key={status} value={status}>
                {t(
                  status === "active"
                    ? "adminCatalogue.statusActive"
                    : status === "archived"
                      ? "adminCatalogue.statusArchived"
                      : "adminCatalogue.statusAll",
                )}
              </option>
            ))}
          </select>
        </div>
        <button type="submit" className="btn-primary self-end">
          <Search className="h-4 w-4" aria-hidden="true" />
          {t("adminCatalogue.applyFilters")}
        </button>
      </form>

      <AdminTable
        query={listing}
        label={t("admin.games")}
        failure={(error) => error.message || t("admin.loadFailed")}
        count={(data) => t("adminCatalogue.gamesFound", { count: data.total })}
        empty={{ when: (data) => data.items.length === 0, text: t("adminCatalogue.noGames") }}
        pager={{ page, pages, onPage: goToPage }}
      >
        {(data) => (
          <table className="mt-2 w-full min-w-[52rem] text-sm" data-testid="admin-games-table">
            <thead className="text-xs uppercase tracking-wide text-ink-400">
              <tr>
                <th scope="col" className="px-4 py-2 text-start">
                  <span className="sr-only">{t("adminCatalogue.cover")}</span>
                </th>
                {sortHeader("title", t("adminCatalogue.title"))}
                <th scope="col" className="px-4 py-2 text-start">
                  {t("adminCatalogue.category")}
                </th>
                <th scope="col" className="px-4 py-2 text-start">
                  {t("adminCatalogue.tier")}
                </th>
                {sortHeader("packages", t("adminCatalogue.packagesColumn"), "text-end")}
                <th scope="col" className="px-4 py-2 text-start">
                  {t("adminCatalogue.status")}
                </th>
                {sortHeader("updated", t("adminCatalogue.updated"))}
                {canWrite ? (
                  <th scope="col" className="px-4 py-2 text-end">
                    <span className="sr-only">{t("adminCatalogue.actions")}</span>
                  </th>
                ) : null}
              </tr>
            </thead>
            <tbody>
              {data.items.map((game) => {
                const category = categoryLabel(game.category);
                return (
                  <tr key={game.id} className="border-t border-white/5 hover:bg-white/5">
                    <td className="px-4 py-2">
                      <img
                        src={game.squareImage}
                        alt=""
                        width={40}
                        height={40}
                        loading="lazy"
                        className="h-10 w-10 rounded-md object-cover"
                      />
                    </td>
                    <td className="px-4 py-2">
                      <Link
                        to={adminPaths.gameEdit(game.id)}
                        className="font-semibold text-neon-cyan hover:underline"
                      >
                        {game.title}
                      </Link>
                      <span className="block font-mono text-xs text-ink-400">{game.slug}</span>
                    </td>
                    <td className="px-4 py-2 text-ink-200">
                      {category ? t(category) : game.category}
                    </td>
                    <td className="px-4 py-2 text-ink-200">{t(tierLabels[game.deliveryTier])}</td>
                    <td className="px-4 py-2 text-end text-ink-100">
                      <Link
                        to={adminPaths.packages({ game: game.id })}
                        className="hover:underline"
                        aria-label={t("adminCatalogue.packagesOf", {
                          count: game.packageCount,
                          title: game.title,
                        })}
                      >
                        {game.activePackageCount}/{game.packageCount}
                      </Link>
                    </td>
                    <td className="px-4 py-2">
                      <span
                        className={`inline-flex rounded-full px-2 py-0.5 text-xs font-bold ${game.isActive ? "bg-neon-lime/10 text-neon-lime" : "bg-white/10 text-ink-200"}`}
                      >
                        {t(
                          game.isActive
                            ? "adminCatalogue.statusActive"
                            : "adminCatalogue.statusArchived",
                        )}
                      </span>
                    </td>
                    <td className="whitespace-nowrap px-4 py-2 text-ink-300">
                      {formatDate(game.updatedAt, lang, "date")}
                    </td>
                    {canWrite ? (
                      <td className="px-4 py-2 text-end">
                        <button
                          type="button"
                          className="btn-ghost px-3 py-1.5 text-xs"
                          disabled={toggle.isPending}
                          onClick={() =>
                            setPending({ game, action: game.isActive ? "archive" : "restore" })
                          }
                          aria-label={t(
                            game.isActive
                              ? "adminCatalogue.archiveGame"
                              : "adminCatalogue.restoreGame",
                            { title: game.title },
                          )}
                        >
                          {t(game.isActive ? "adminCatalogue.archive" : "adminCatalogue.restore")}
                        </button>
                      </td>
                    ) : null}
                  </tr>
                );
              })}
            </tbody>
          </table>
        )}
      </AdminTable>

      <Dialog
        open={pending !== null}
        onOpenChange={(open) => {
          if (!open) setPending(null);
        }}
        title={
          pending
            ? t(
                pending.action === "archive"
                  ? "adminCatalogue.archiveGame"
                  : "adminCatalogue.restoreGame",
                { title: pending.game.title },
              )
            : ""
        }
        description={
          pending
            ? t(
                pending.action === "archive"
                  ? "adminCatalogue.confirmArchive"
                  : "adminCatalogue.confirmRestore",
              )
            : undefined
        }
        closeLabel={t("admin.cancel")}
        role="alertdialog"
        testId="admin-confirm"
      >
        <div className="mt-6 flex justify-end gap-2">
          <button type="button" className="btn-ghost" onClick={() => setPending(null)}>
            {t("admin.cancel")}
          </button>
          <button
            type="button"
            className="btn-primary"
            data-testid="admin-confirm-yes"
            onClick={() => pending && toggle.mutate(pending)}
          >
            {pending
              ? t(
                  pending.action === "archive"
                    ? "adminCatalogue.archive"
                    : "adminCatalogue.restore",
                )
              : null}
          </button>
        </div>
      </Dialog>
    </div>
  );
}

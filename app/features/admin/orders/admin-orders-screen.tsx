import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { Download, Search } from "lucide-react";
import { useId, useState } from "react";
import { Link, useSearchParams } from "react-router";
import { callAdminApi, downloadAdminFile } from "#app/features/admin/admin-api.ts";
import { FilterInput, FilterSelect } from "#app/features/admin/admin-filter-field.tsx";
import { AdminTable } from "#app/features/admin/admin-table.tsx";
import { useAuthState } from "#app/lib/auth/use-auth-state.ts";
import { formatDate } from "#app/lib/format-date.ts";
import { formatUsdCents } from "#app/lib/format-price.ts";
import { type TranslationKey, useTranslation } from "#app/lib/i18n.ts";
import { toast } from "#app/lib/toast.ts";
import { adminOrderListReplySchema, adminOrderSearchMinLength } from "#contracts/admin-orders.ts";
import { adminPaths } from "#contracts/admin-paths.ts";
import { hasAdminPermission } from "#contracts/admin-permissions.ts";
import { orderStatuses } from "#contracts/buying-rules.ts";
import type { LanguageCode } from "#contracts/languages.ts";

const filterNames = ["q", "status", "from", "to", "page"] as const;

/**
 * /admin/orders: search by order id, e-mail, player ID or game, filter by status and date,
 * newest first, 25 a page. The filters live in the address, so a search can be shared and the
 * back button returns to it.
 */
export function AdminOrdersScreen() {
  const { t, lang } = useTranslation();
  const auth = useAuthState();
  const [params, setParams] = useSearchParams();
  const formId = useId();
  const query = new URLSearchParams();
  for (const name of filterNames) {
    const value = params.get(name);
    if (value) query.set(name, value);
  }
  const listing = useQuery({
    queryKey: ["admin", "orders", query.toString()],
    queryFn: async () =>
      (await callAdminApi(`/api/admin/orders?${query.toString()}`, adminOrderListReplySchema)).data,
    placeholderData: keepPreviousData,
  });
  const page = Number(params.get("page") ?? "1") || 1;
  const pages = listing.data
    ? Math.max(1, Math.ceil(listing.data.total / listing.data.pageSize))
    : 1;

  const submit = (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const next = new URLSearchParams();
    for (const name of ["q", "status", "from", "to"] as const) {
      const value = String(form.get(name) ?? "").trim();
      if (value) next.set(name, value);
    }
    setParams(next);
  };
  const goToPage = (target: number) => {
    const next = new URLSearchParams(params);
    next.set("page", String(target));
    setParams(next);
  };

  return (
    <div>
      <h1 className="font-display text-3xl font-extrabold text-white">{t("admin.orders")}</h1>
      <form
        onSubmit={submit}
        className="card-surface mt-6 grid gap-3 p-4 sm:grid-cols-2 lg:grid-cols-[2fr_1fr_1fr_1fr_auto]"
        aria-label={t("admin.ordersSearch")}
        key={params.toString()}
      >
        <FilterInput
          label={t("admin.ordersQuery")}
          id={`${formId}-q`}
          name="q"
          type="search"
          defaultValue={params.get("q") ?? ""}
          minLength={adminOrderSearchMinLength}
          placeholder={t("admin.ordersQueryHint")}
        />
        <FilterSelect
          label={t("admin.status")}
          id={`${formId}-status`}
          name="status"
          defaultValue={params.get("status") ?? ""}
        >
          <option value="">{t("admin.anyStatus")}</option>
          {orderStatuses.map((status) => (
            <option key={status} value={status}>
              {t(`orders.stage_${status}` as TranslationKey)}
            </option>
          ))}
        </FilterSelect>
        <FilterInput
          label={t("admin.from")}
          id={`${formId}-from`}
          name="from"
          type="date"
          defaultValue={params.get("from") ?? ""}
        />
        <FilterInput
          label={t("admin.to")}
          id={`${formId}-to`}
          name="to"
          type="date"
          defaultValue={params.get("to") ?? ""}
        />
        <button type="submit" className="btn-primary self-end">
          <Search className="h-4 w-4" aria-hidden="true" />
          {t("admin.searchOrders")}
        </button>
      </form>

      {hasAdminPermission(auth.loggedIn ? auth.adminRole : null, "orders.export") ? (
        <OrdersExport
          from={params.get("from")}
          to={params.get("to")}
          status={params.get("status")}
        />
      ) : null}

      <AdminTable
        query={listing}
        label={t("admin.orders")}
        failure={(error) => error.message || t("admin.loadFailed")}
        count={(data) => t("admin.ordersFound", { count: data.total })}
        pager={{ page, pages, onPage: goToPage }}
      >
        {(data) => (
          <table className="mt-2 w-full min-w-[44rem] text-sm" data-testid="admin-orders-table">
            <thead className="text-xs uppercase tracking-wide text-ink-400">
              <tr>
                <th scope="col" className="px-4 py-2 text-start">
                  {t("admin.order")}
                </th>
                <th scope="col" className="px-4 py-2 text-start">
                  {t("admin.placed")}
                </th>
                <th scope="col" className="px-4 py-2 text-start">
                  {t("admin.buyer")}
                </th>
                <th scope="col" className="px-4 py-2 text-start">
                  {t("admin.games")}
                </th>
                <th scope="col" className="px-4 py-2 text-start">
                  {t("admin.status")}
                </th>
                <th scope="col" className="px-4 py-2 text-end">
                  {t("admin.total")}
                </th>
              </tr>
            </thead>
            <tbody>
              {data.orders.map((order) => (
                <tr key={order.id} className="border-t border-white/5 hover:bg-white/5">
                  <td className="px-4 py-2.5">
                    <Link
                      to={adminPaths.order(order.id)}
                      className="font-mono text-neon-cyan hover:underline"
                    >
                      {order.id.slice(0, 8)}
                    </Link>
                  </td>
                  <td className="px-4 py-2.5 text-ink-300">
                    {formatDate(order.createdAt, lang, "dateTime")}
                  </td>
                  <td className="max-w-[14rem] truncate px-4 py-2.5 text-ink-100">
                    {order.email || "—"}
                  </td>
                  <td className="max-w-[14rem] truncate px-4 py-2.5 text-ink-200">
                    {order.games.join(", ")}
                  </td>
                  <td className="px-4 py-2.5 text-ink-100">
                    {t(`orders.stage_${order.status}` as TranslationKey)}
                  </td>
                  <td className="px-4 py-2.5 text-end font-semibold text-white">
                    {formatUsdCents(order.totalCents, lang as LanguageCode)}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </AdminTable>
    </div>
  );
}

/**
 * Downloads the CSV of the searched period (From and To, and the status when one is chosen) as
 * the signed-in admin: shown to owners and managers (`orders.export`), like the server allows.
 */
function OrdersExport({
  from,
  to,
  status,
}: {
  from: string | null;
  to: string | null;
  status: string | null;
}) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  const ready = Boolean(from && to);
  const download = async () => {
    if (!from || !to) return;
    const query = new URLSearchParams({ from, to });
    if (status) query.set("status", status);
    setBusy(true);
    try {
      await downloadAdminFile(
        `/api/admin/orders/export.csv?${query.toString()}`,
        `gamezone-orders-${from}-${to}.csv`,
      );
      toast(t("admin.exportDone"), { type: "success" });
    } catch (error) {
      toast((error as Error).message || t("admin.exportFailed"), { type: "error" });
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className="mt-3 flex flex-wrap items-center gap-3">
      <button
        type="button"
        className="btn-ghost"
        onClick={download}
        disabled={!ready || busy}
        aria-describedby="admin-orders-export-hint"
        data-testid="admin-orders-export"
      >
        <Download className="h-4 w-4" aria-hidden="true" />
        {t("admin.exportCsv")}
      </button>
      <p id="admin-orders-export-hint" className="text-xs text-ink-300">
        {ready ? t("admin.exportHint") : t("admin.exportNeedsDates")}
      </p>
    </div>
  );
}

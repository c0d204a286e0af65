import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { Search } from "lucide-react";
import { useId } from "react";
import { Link, useSearchParams } from "react-router";
import { callAdminApi } from "#app/features/admin/admin-api.ts";
import { FilterInput } from "#app/features/admin/admin-filter-field.tsx";
import { AdminTable } from "#app/features/admin/admin-table.tsx";
import { formatDate } from "#app/lib/format-date.ts";
import { formatUsdCents } from "#app/lib/format-price.ts";
import { useTranslation } from "#app/lib/i18n.ts";
import {
  adminCustomerListReplySchema,
  adminCustomerSearchMaxLength,
} from "#contracts/admin-customers.ts";
import { adminPaths } from "#contracts/admin-paths.ts";
import type { LanguageCode } from "#contracts/languages.ts";

/**
 * /admin/customers: shoppers newest first, 25 a page, found by part of the name or e-mail (kept
 * in the page's address), each with orders placed, money kept and a badge when blocked. Support
 * and up (`customers.read`), like the server.
 */
export function AdminCustomersScreen() {
  const { t, lang } = useTranslation();
  const [params, setParams] = useSearchParams();
  const formId = useId();
  const query = new URLSearchParams();
  const q = params.get("q");
  if (q) query.set("q", q);
  const page = Number(params.get("page") ?? "1") || 1;
  if (page > 1) query.set("page", String(page));
  const listing = useQuery({
    queryKey: ["admin", "customers", query.toString()],
    queryFn: async () =>
      (await callAdminApi(`/api/admin/customers?${query.toString()}`, adminCustomerListReplySchema))
        .data,
    placeholderData: keepPreviousData,
  });
  const pages = listing.data
    ? Math.max(1, Math.ceil(listing.data.total / listing.data.pageSize))
    : 1;

  const submit = (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const value = String(new FormData(event.currentTarget).get("q") ?? "").trim();
    setParams(value ? { q: value } : {});
  };
  const goToPage = (target: number) => {
    const next = new URLSearchParams(params);
    next.set("page", String(target));
    setParams(next);
  };

  return (
    <div>
      <h1 className="font-display text-3xl font-extrabold text-white">
        {t("adminCustomers.title")}
      </h1>
      <p className="mt-2 max-w-2xl text-sm text-ink-300">{t("adminCustomers.intro")}</p>

      <form
        onSubmit={submit}
        className="card-surface mt-4 grid gap-3 p-4 sm:grid-cols-[1fr_auto]"
        aria-label={t("adminCustomers.title")}
        key={params.toString()}
      >
        <FilterInput
          label={t("adminCustomers.search")}
          id={`${formId}-q`}
          name="q"
          type="search"
          defaultValue={q ?? ""}
          maxLength={adminCustomerSearchMaxLength}
        />
        <button type="submit" className="btn-primary self-end" data-testid="admin-customers-search">
          <Search className="h-4 w-4" aria-hidden="true" />
          {t("adminCustomers.apply")}
        </button>
      </form>

      <AdminTable
        query={listing}
        label={t("adminCustomers.title")}
        failure={(error) => error.message || t("adminCustomers.loadFailed")}
        count={(data) => t("adminCustomers.count", { count: data.total })}
        empty={{ when: (data) => data.customers.length === 0, text: t("adminCustomers.empty") }}
        pager={{ page, pages, onPage: goToPage }}
      >
        {(data) => (
          <table className="mt-2 w-full min-w-[44rem] text-sm" data-testid="admin-customers-table">
            <thead className="text-xs uppercase tracking-wide text-ink-400">
              <tr>
                <th scope="col" className="px-4 py-2 text-start">
                  {t("adminCustomers.name")}
                </th>
                <th scope="col" className="px-4 py-2 text-start">
                  {t("adminCustomers.email")}
                </th>
                <th scope="col" className="px-4 py-2 text-start">
                  {t("adminCustomers.joined")}
                </th>
                <th scope="col" className="px-4 py-2 text-end">
                  {t("adminCustomers.orders")}
                </th>
                <th scope="col" className="px-4 py-2 text-end">
                  {t("adminCustomers.totalSpent")}
                </th>
                <th scope="col" className="px-4 py-2 text-start">
                  {t("adminCustomers.status")}
                </th>
              </tr>
            </thead>
            <tbody>
              {data.customers.map((customer) => (
                <tr
                  key={customer.id}
                  className="border-t border-white/5 hover:bg-white/5"
                  data-testid="admin-customer-row"
                >
                  <td className="max-w-[14rem] truncate px-4 py-2.5">
                    <Link
                      to={adminPaths.customer(customer.id)}
                      className="font-semibold text-neon-cyan hover:underline"
                    >
                      {customer.name}
                    </Link>
                  </td>
                  <td className="max-w-[18rem] truncate px-4 py-2.5 text-ink-100">
                    {customer.email}
                  </td>
                  <td className="px-4 py-2.5 text-ink-300">
                    {formatDate(customer.createdAt, lang, "date")}
                  </td>
                  <td className="px-4 py-2.5 text-end text-ink-100">{customer.ordersCount}</td>
                  <td className="px-4 py-2.5 text-end text-ink-100">
                    {formatUsdCents(customer.totalSpentCents, lang as LanguageCode)}
                  </td>
                  <td className="px-4 py-2.5">
                    <StatusBadge blocked={customer.blocked} />
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

export function StatusBadge({ blocked }: { blocked: boolean }) {
  const { t } = useTranslation();
  return blocked ? (
    <span
      className="inline-flex rounded-full border border-red-400/50 bg-red-500/10 px-2 py-0.5 text-xs font-bold text-red-200"
      data-testid="admin-customer-blocked"
    >
      {t("adminCustomers.blockedBadge")}
    </span>
  ) : (
    <span className="inline-flex rounded-full border border-white/10 px-2 py-0.5 text-xs text-ink-300">
      {t("adminCustomers.activeBadge")}
    </span>
  );
}

import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { Download, Search } from "lucide-react";
import { useId, useState } from "react";
import { useSearchParams } from "react-router";
import { callAdminApi, downloadAdminFile } from "#app/features/admin/admin-api.ts";
import { FilterInput, FilterSelect } from "#app/features/admin/admin-filter-field.tsx";
import { AdminTable } from "#app/features/admin/admin-table.tsx";
import { formatDate } from "#app/lib/format-date.ts";
import { type TranslationKey, useTranslation } from "#app/lib/i18n.ts";
import { toast } from "#app/lib/toast.ts";
import {
  adminSubscriberListReplySchema,
  type SubscriberStatus,
  subscriberStatuses,
} from "#contracts/admin-subscribers.ts";

const statusKey: Record<SubscriberStatus, TranslationKey> = {
  pending: "adminSubscribers.statusPending",
  confirmed: "adminSubscribers.statusConfirmed",
  unsubscribed: "adminSubscribers.statusUnsubscribed",
};

/**
 * /admin/subscribers: newsletter addresses, newest first, 25 a page, with the count of each
 * status, a filter by status and part of the address (kept in the page's address), and the CSV
 * of what the filters match. Owner and manager only (`subscribers.read`), like the server.
 */
export function AdminSubscribersScreen() {
  const { t, lang } = useTranslation();
  const [params, setParams] = useSearchParams();
  const formId = useId();
  const [downloading, setDownloading] = useState(false);
  const filters = new URLSearchParams();
  for (const name of ["q", "status"] as const) {
    const value = params.get(name);
    if (value) filters.set(name, value);
  }
  const query = new URLSearchParams(filters);
  const page = Number(params.get("page") ?? "1") || 1;
  if (page > 1) query.set("page", String(page));
  const listing = useQuery({
    queryKey: ["admin", "subscribers", query.toString()],
    queryFn: async () =>
      (
        await callAdminApi(
          `/api/admin/subscribers?${query.toString()}`,
          adminSubscriberListReplySchema,
        )
      ).data,
    placeholderData: keepPreviousData,
  });
  const pages = listing.data
    ? Math.max(1, Math.ceil(listing.data.total / listing.data.pageSize))
    : 1;

  const submit = (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const next = new URLSearchParams();
    for (const name of ["q", "status"] as const) {
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
  const download = async () => {
    setDownloading(true);
    try {
      await downloadAdminFile(
        `/api/admin/subscribers/export.csv?${filters.toString()}`,
        "gamezone-subscribers.csv",
      );
      toast(t("adminSubscribers.exportDone"), { type: "success" });
    } catch (error) {
      toast((error as Error).message || t("adminSubscribers.exportFailed"), { type: "error" });
    } finally {
      setDownloading(false);
    }
  };

  return (
    <div>
      <h1 className="font-display text-3xl font-extrabold text-white">
        {t("adminSubscribers.title")}
      </h1>
      <p className="mt-2 max-w-2xl text-sm text-ink-300">{t("adminSubscribers.intro")}</p>

      {listing.data ? (
        <dl
          className="mt-4 grid grid-cols-3 gap-3"
          aria-label={t("adminSubscribers.countsLabel")}
          data-testid="admin-subscriber-counts"
        >
          {subscriberStatuses.map((status) => (
            <div key={status} className="card-surface p-3">
              <dt className="text-xs font-semibold text-ink-300">{t(statusKey[status])}</dt>
              <dd className="mt-1 font-display text-2xl font-bold text-white">
                {listing.data.counts[status]}
              </dd>
            </div>
          ))}
        </dl>
      ) : null}

      <form
        onSubmit={submit}
        className="card-surface mt-4 grid gap-3 p-4 sm:grid-cols-[2fr_1fr_auto]"
        aria-label={t("adminSubscribers.title")}
        key={params.toString()}
      >
        <FilterInput
          label={t("adminSubscribers.search")}
          id={`${formId}-q`}
          name="q"
          type="search"
          defaultValue={params.get("q") ?? ""}
          maxLength={100}
        />
        <FilterSelect
          label={t("adminSubscribers.status")}
          id={`${formId}-status`}
          name="status"
          defaultValue={params.get("status") ?? ""}
        >
          <option value="">{t("adminSubscribers.anyStatus")}</option>
          {subscriberStatuses.map((status) => (
            <option key={status} value={status}>
              {t(statusKey[status])}
            </option>
          ))}
        </FilterSelect>
        <button type="submit" className="btn-primary self-end">
          <Search className="h-4 w-4" aria-hidden="true" />
          {t("adminSubscribers.apply")}
        </button>
      </form>

      <div className="mt-3 flex flex-wrap items-center gap-3">
        <button
          type="button"
          className="btn-ghost"
          onClick={download}
          disabled={downloading}
          aria-describedby={`${formId}-export-hint`}
          data-testid="admin-subscribers-export"
        >
          <Download className="h-4 w-4" aria-hidden="true" />
          {t("adminSubscribers.exportCsv")}
        </button>
        <p id={`${formId}-export-hint`} className="text-xs text-ink-300">
          {t("adminSubscribers.exportHint")}
        </p>
      </div>

      <AdminTable
        query={listing}
        label={t("adminSubscribers.title")}
        failure={(error) => error.message || t("adminSubscribers.loadFailed")}
        count={(data) => t("adminSubscribers.count", { count: data.total })}
        empty={{ when: (data) => data.subscribers.length === 0, text: t("adminSubscribers.empty") }}
        pager={{ page, pages, onPage: goToPage }}
      >
        {(data) => (
          <table
            className="mt-2 w-full min-w-[40rem] text-sm"
            data-testid="admin-subscribers-table"
          >
            <thead className="text-xs uppercase tracking-wide text-ink-400">
              <tr>
                <th scope="col" className="px-4 py-2 text-start">
                  {t("adminSubscribers.email")}
                </th>
                <th scope="col" className="px-4 py-2 text-start">
                  {t("adminSubscribers.status")}
                </th>
                <th scope="col" className="px-4 py-2 text-start">
                  {t("adminSubscribers.language")}
                </th>
                <th scope="col" className="px-4 py-2 text-start">
                  {t("adminSubscribers.subscribedAt")}
                </th>
                <th scope="col" className="px-4 py-2 text-start">
                  {t("adminSubscribers.confirmedAt")}
                </th>
              </tr>
            </thead>
            <tbody>
              {data.subscribers.map((subscriber) => (
                <tr
                  key={subscriber.id}
                  className="border-t border-white/5 hover:bg-white/5"
                  data-testid="admin-subscriber-row"
                >
                  <td className="max-w-[18rem] truncate px-4 py-2.5 text-ink-100">
                    {subscriber.email}
                  </td>
                  <td className="px-4 py-2.5 text-ink-100">{t(statusKey[subscriber.status])}</td>
                  <td className="px-4 py-2.5 uppercase text-ink-300">{subscriber.language}</td>
                  <td className="px-4 py-2.5 text-ink-300">
                    {formatDate(subscriber.createdAt, lang, "dateTime")}
                  </td>
                  <td className="px-4 py-2.5 text-ink-300">
                    {subscriber.confirmedAt
                      ? formatDate(subscriber.confirmedAt, lang, "dateTime")
                      : "—"}
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

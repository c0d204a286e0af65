import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { ChevronDown, Search } from "lucide-react";
import { Fragment, useId, useState } from "react";
import { useSearchParams } from "react-router";
import { callAdminApi, retryAdminRead } from "#app/features/admin/admin-api.ts";
import { AdminTable } from "#app/features/admin/admin-table.tsx";
import { formatDate } from "#app/lib/format-date.ts";
import { useTranslation } from "#app/lib/i18n.ts";
import { isAdminRole } from "#contracts/accounts-rules.ts";
import { type AuditEntry, auditLogReplySchema } from "#contracts/admin-accounts.ts";
import { auditFilterMaxLength, changedKeys } from "#contracts/admin-accounts-rules.ts";
import { failureOf, inputClass, roleLabelKeys, selectClass } from "./accounts-ui.ts";

const filterNames = ["actor", "action", "targetType", "from", "to", "page"] as const;

/**
 * /admin/audit-log: every admin change, newest first, filtered by actor, action, target type and
 * dates (kept in the address, so a search can be shared), 25 a page. An entry opens to show the
 * target before and after side by side, the fields that changed marked.
 */
export function AdminAuditLogScreen() {
  const translator = useTranslation();
  const { t, lang } = translator;
  const [params, setParams] = useSearchParams();
  const formId = useId();
  const [open, setOpen] = useState<string | null>(null);
  const query = new URLSearchParams();
  for (const name of filterNames) {
    const value = params.get(name);
    if (value) query.set(name, value);
  }
  const listing = useQuery({
    queryKey: ["admin", "audit-log", query.toString()],
    queryFn: async () =>
      (await callAdminApi(`/api/admin/audit-log?${query.toString()}`, auditLogReplySchema)).data,
    placeholderData: keepPreviousData,
    retry: retryAdminRead,
  });
  const page = Number(params.get("page") ?? "1") || 1;
  const pages = listing.data
    ? Math.max(1, Math.ceil(listing.data.total / listing.data.pageSize))
    : 1;
  const when = (value: string) => formatDate(value, lang, "dateTimeSeconds");

  const submit = (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const next = new URLSearchParams();
    for (const name of ["actor", "action", "targetType", "from", "to"] as const) {
      const value = String(form.get(name) ?? "").trim();
      if (value) next.set(name, value);
    }
    setOpen(null);
    setParams(next);
  };
  const goToPage = (target: number) => {
    const next = new URLSearchParams(params);
    next.set("page", String(target));
    setOpen(null);
    setParams(next);
  };
  const targetTypes = listing.data?.targetTypes ?? [];
  const chosenType = params.get("targetType") ?? "";

  return (
    <div>
      <h1 className="font-display text-3xl font-extrabold text-white">{t("admin.auditLog")}</h1>
      <form
        onSubmit={submit}
        className="card-surface mt-6 grid gap-3 p-4 sm:grid-cols-2 lg:grid-cols-[1.4fr_1.2fr_1fr_1fr_1fr_auto]"
        aria-label={t("adminAccounts.auditFilters")}
        key={params.toString()}
      >
        <label className="text-xs font-semibold text-ink-300" htmlFor={`${formId}-actor`}>
          {t("adminAccounts.actor")}
          <input
            id={`${formId}-actor`}
            name="actor"
            type="search"
            defaultValue={params.get("actor") ?? ""}
            maxLength={auditFilterMaxLength}
            placeholder={t("adminAccounts.actorHint")}
            className={inputClass}
          />
        </label>
        <label className="text-xs font-semibold text-ink-300" htmlFor={`${formId}-action`}>
          {t("adminAccounts.action")}
          <input
            id={`${formId}-action`}
            name="action"
            type="search"
            defaultValue={params.get("action") ?? ""}
            maxLength={auditFilterMaxLength}
            placeholder={t("adminAccounts.actionHint")}
            className={inputClass}
          />
        </label>
        <label className="text-xs font-semibold text-ink-300" htmlFor={`${formId}-type`}>
          {t("adminAccounts.targetType")}
          <select
            id={`${formId}-type`}
            name="targetType"
            defaultValue={chosenType}
            className={selectClass}
          >
            <option value="">{t("adminAccounts.anyTarget")}</option>
            {[...new Set([...targetTypes, ...(chosenType ? [chosenType] : [])])].map((type) => (
              <option key={type} value={type}>
                {type}
              </option>
            ))}
          </select>
        </label>
        <label className="text-xs font-semibold text-ink-300" htmlFor={`${formId}-from`}>
          {t("adminAccounts.from")}
          <input
            id={`${formId}-from`}
            name="from"
            type="date"
            defaultValue={params.get("from") ?? ""}
            className={inputClass}
          />
        </label>
        <label className="text-xs font-semibold text-ink-300" htmlFor={`${formId}-to`}>
          {t("adminAccounts.to")}
          <input
            id={`${formId}-to`}
            name="to"
            type="date"
            defaultValue={params.get("to") ?? ""}
            className={inputClass}
          />
        </label>
        <button type="submit" className="btn-primary self-end">
          <Search className="h-4 w-4" aria-hidden="true" />
          {t("adminAccounts.search")}
        </button>
      </form>

      <AdminTable
        query={listing}
        label={t("admin.auditLog")}
        failure={(error) =>
          failureOf(
            translator,
            error,
            { 400: "adminAccounts.badFilters" },
            "adminAccounts.loadFailed",
          )
        }
        count={(data) => t("adminAccounts.entriesFound", { count: data.total })}
        empty={{ when: (data) => data.entries.length === 0, text: t("adminAccounts.noEntries") }}
        pager={{ page, pages, onPage: goToPage }}
      >
        {(data) => (
          <table className="mt-2 w-full min-w-[48rem] text-sm" data-testid="audit-log-table">
            <thead className="text-xs uppercase tracking-wide text-ink-400">
              <tr>
                <th scope="col" className="px-4 py-2 text-start">
                  {t("adminAccounts.time")}
                </th>
                <th scope="col" className="px-4 py-2 text-start">
                  {t("adminAccounts.actor")}
                </th>
                <th scope="col" className="px-4 py-2 text-start">
                  {t("adminAccounts.action")}
                </th>
                <th scope="col" className="px-4 py-2 text-start">
                  {t("adminAccounts.target")}
                </th>
                <th scope="col" className="px-4 py-2 text-end">
                  <span className="sr-only">{t("adminAccounts.details")}</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {data.entries.map((entry) => (
                <Fragment key={entry.id}>
                  <tr className="border-t border-white/5 align-top hover:bg-white/5">
                    <td className="whitespace-nowrap px-4 py-2.5 text-ink-300">{when(entry.at)}</td>
                    <td className="px-4 py-2.5">
                      <span className="block text-ink-100">{entry.actor.name ?? "—"}</span>
                      <span className="block whitespace-nowrap text-xs text-ink-300">
                        {entry.actor.email ?? entry.actor.id}
                      </span>
                      <span className="block text-xs text-ink-300">
                        {isAdminRole(entry.actor.role)
                          ? t(roleLabelKeys[entry.actor.role])
                          : entry.actor.role}
                      </span>
                    </td>
                    <td className="px-4 py-2.5 font-mono text-neon-cyan">{entry.action}</td>
                    <td className="px-4 py-2.5 text-ink-200">
                      <span className="block">{entry.targetType}</span>
                      <span className="block break-all font-mono text-xs text-ink-300">
                        {entry.targetId}
                      </span>
                    </td>
                    <td className="px-4 py-2.5 text-end">
                      <button
                        type="button"
                        className="btn-ghost"
                        aria-expanded={open === entry.id}
                        aria-controls={`audit-${entry.id}`}
                        onClick={() =>
                          setOpen((current) => (current === entry.id ? null : entry.id))
                        }
                      >
                        <ChevronDown
                          className={`h-4 w-4 transition-transform ${open === entry.id ? "rotate-180" : ""}`}
                          aria-hidden="true"
                        />
                        {t("adminAccounts.details")}
                      </button>
                    </td>
                  </tr>
                  {open === entry.id ? (
                    <tr id={`audit-${entry.id}`} className="bg-ink-950/60">
                      <td colSpan={5} className="px-4 pb-4 pt-1">
                        <EntryDiff entry={entry} />
                      </td>
                    </tr>
                  ) : null}
                </Fragment>
              ))}
            </tbody>
          </table>
        )}
      </AdminTable>
    </div>
  );
}

function json(value: unknown): string {
  return JSON.stringify(value, null, 2) ?? "null";
}

/** Before and after side by side; the top-level fields whose values differ are marked. */
function EntryDiff({ entry }: { entry: AuditEntry }) {
  const { t } = useTranslation();
  const changed = changedKeys(entry.before, entry.after);
  const side = (label: string, value: unknown) => (
    <div className="min-w-0 rounded-lg border border-white/10 bg-ink-900 p-3">
      <h3 className="text-xs font-bold uppercase tracking-wide text-ink-300">{label}</h3>
      {changed !== null && value && typeof value === "object" ? (
        <dl className="mt-2 space-y-1 font-mono text-xs" dir="ltr">
          {Object.entries(value as Record<string, unknown>).map(([key, item]) => {
            const isChanged = changed.includes(key);
            return (
              <div
                key={key}
                className={`rounded px-1.5 py-0.5 ${isChanged ? "bg-amber-400/15 text-amber-100" : "text-ink-200"}`}
              >
                <dt className="inline font-semibold">
                  {key}
                  {isChanged ? (
                    <span className="sr-only"> ({t("adminAccounts.changed")})</span>
                  ) : null}
                  :{" "}
                </dt>
                <dd className="inline whitespace-pre-wrap break-all">{json(item)}</dd>
              </div>
            );
          })}
        </dl>
      ) : (
        <pre
          className="mt-2 whitespace-pre-wrap break-all font-mono text-xs text-ink-200"
          dir="ltr"
        >
          {value === null || value === undefined ? t("adminAccounts.nothing") : json(value)}
        </pre>
      )}
    </div>
  );
  return (
    <div data-testid="audit-entry-diff">
      {changed && changed.length > 0 ? (
        <p className="mb-2 text-xs text-ink-300">
          {t("adminAccounts.changedFields", { fields: changed.join(", ") })}
        </p>
      ) : null}
      <div className="grid gap-3 sm:grid-cols-2">
        {side(t("adminAccounts.before"), entry.before)}
        {side(t("adminAccounts.after"), entry.after)}
      </div>
      <p className="mt-2 break-all text-xs text-ink-300">
        {t("adminAccounts.requestId")}: <span className="font-mono">{entry.requestId}</span>
      </p>
    </div>
  );
}

import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { CheckCircle2, Mail } from "lucide-react";
import { useId, useState } from "react";
import { useSearchParams } from "react-router";
import { Dialog } from "#app/components/ui/dialog.tsx";
import { Skeleton } from "#app/components/ui/skeleton.tsx";
import { callAdminApi, retryAdminRead } from "#app/features/admin/admin-api.ts";
import { AdminTable } from "#app/features/admin/admin-table.tsx";
import { useAuthState } from "#app/lib/auth/use-auth-state.ts";
import { formatDate } from "#app/lib/format-date.ts";
import { type TranslationKey, useTranslation } from "#app/lib/i18n.ts";
import { toast } from "#app/lib/toast.ts";
import {
  type AdminPartnerEnquiry,
  adminPartnerListReplySchema,
  adminPartnerReplySchema,
  type PartnerEnquiryState,
  partnerEnquiryStates,
} from "#contracts/admin-partners.ts";
import { hasAdminPermission } from "#contracts/admin-permissions.ts";
import type { PartnerKind } from "#contracts/partner-rules.ts";

const kindKey: Record<PartnerKind, TranslationKey> = {
  reseller: "adminPartners.kindReseller",
  creator: "adminPartners.kindCreator",
  publisher: "adminPartners.kindPublisher",
  other: "adminPartners.kindOther",
};

const stateKey: Record<PartnerEnquiryState, TranslationKey> = {
  unanswered: "adminPartners.stateUnanswered",
  answered: "adminPartners.stateAnswered",
};

const listKey = ["admin", "partner-enquiries"] as const;

/**
 * /admin/partners: the enquiries sent from the partner page, newest first, 25 a page, filtered
 * answered or waiting (in the page's address). Each opens in full with a reply link; owners and
 * managers mark it answered (`partners.write`), support reads (`partners.read`), as the server.
 */
export function AdminPartnersScreen() {
  const { t, lang } = useTranslation();
  const [params, setParams] = useSearchParams();
  const formId = useId();
  const [openId, setOpenId] = useState<string | null>(null);
  const state = params.get("state") ?? "";
  const page = Number(params.get("page") ?? "1") || 1;
  const query = new URLSearchParams();
  if (state) query.set("state", state);
  if (page > 1) query.set("page", String(page));
  const listing = useQuery({
    queryKey: [...listKey, query.toString()],
    queryFn: async () =>
      (
        await callAdminApi(
          `/api/admin/partner-enquiries?${query.toString()}`,
          adminPartnerListReplySchema,
        )
      ).data,
    placeholderData: keepPreviousData,
  });
  const pages = listing.data
    ? Math.max(1, Math.ceil(listing.data.total / listing.data.pageSize))
    : 1;
  const goToPage = (target: number) => {
    const next = new URLSearchParams(params);
    next.set("page", String(target));
    setParams(next);
  };
  const when = (iso: string) => formatDate(iso, lang, "dateTime");

  return (
    <div>
      <h1 className="font-display text-3xl font-extrabold text-white">
        {t("adminPartners.title")}
      </h1>
      <p className="mt-2 max-w-2xl text-sm text-ink-300">{t("adminPartners.intro")}</p>

      <div className="mt-4 flex flex-wrap items-end gap-4">
        <label className="text-xs font-semibold text-ink-300" htmlFor={`${formId}-state`}>
          {t("adminPartners.show")}
          <select
            id={`${formId}-state`}
            value={state}
            onChange={(event) => {
              const next = new URLSearchParams();
              if (event.target.value) next.set("state", event.target.value);
              setParams(next);
            }}
            className="mt-1 block h-10 rounded-lg border border-white/10 bg-ink-950 px-2 text-sm text-white"
            data-testid="admin-partners-state"
          >
            <option value="">{t("adminPartners.all")}</option>
            {partnerEnquiryStates.map((value) => (
              <option key={value} value={value}>
                {t(stateKey[value])}
              </option>
            ))}
          </select>
        </label>
        {listing.data ? (
          <p
            className="pb-2 text-sm font-semibold text-neon-cyan"
            data-testid="admin-partners-waiting"
          >
            {t("adminPartners.unansweredCount", { count: listing.data.unanswered })}
          </p>
        ) : null}
      </div>

      <AdminTable
        query={listing}
        label={t("adminPartners.title")}
        failure={(error) => error.message || t("adminPartners.loadFailed")}
        count={(data) => t("adminPartners.count", { count: data.total })}
        empty={{ when: (data) => data.enquiries.length === 0, text: t("adminPartners.empty") }}
        pager={{ page, pages, onPage: goToPage }}
      >
        {(data) => (
          <table className="mt-2 w-full min-w-[44rem] text-sm" data-testid="admin-partners-table">
            <thead className="text-xs uppercase tracking-wide text-ink-400">
              <tr>
                <th scope="col" className="px-4 py-2 text-start">
                  {t("adminPartners.received")}
                </th>
                <th scope="col" className="px-4 py-2 text-start">
                  {t("adminPartners.sender")}
                </th>
                <th scope="col" className="px-4 py-2 text-start">
                  {t("adminPartners.kind")}
                </th>
                <th scope="col" className="px-4 py-2 text-start">
                  {t("adminPartners.status")}
                </th>
                <th scope="col" className="px-4 py-2 text-end">
                  {t("adminPartners.actions")}
                </th>
              </tr>
            </thead>
            <tbody>
              {data.enquiries.map((enquiry) => (
                <tr
                  key={enquiry.id}
                  className="border-t border-white/5 hover:bg-white/5"
                  data-testid="admin-partner-row"
                >
                  <td className="px-4 py-2.5 text-ink-300">{when(enquiry.createdAt)}</td>
                  <td className="max-w-[16rem] px-4 py-2.5">
                    <span className="block truncate font-semibold text-white">
                      {enquiry.company}
                    </span>
                    <span className="block truncate text-xs text-ink-300">
                      {enquiry.name} · {enquiry.email}
                    </span>
                  </td>
                  <td className="px-4 py-2.5 text-ink-100">{t(kindKey[enquiry.kind])}</td>
                  <td className="px-4 py-2.5 text-ink-100">
                    {t(stateKey[enquiry.answeredAt ? "answered" : "unanswered"])}
                  </td>
                  <td className="px-4 py-2.5 text-end">
                    <button
                      type="button"
                      className="btn-ghost"
                      onClick={() => setOpenId(enquiry.id)}
                      aria-label={t("adminPartners.readLabel", { company: enquiry.company })}
                    >
                      {t("adminPartners.read")}
                    </button>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </AdminTable>

      {openId ? <EnquiryDialog id={openId} onClose={() => setOpenId(null)} /> : null}
    </div>
  );
}

/** One enquiry in full, read fresh from the server, with "mark answered" for those who may. */
function EnquiryDialog({ id, onClose }: { id: string; onClose: () => void }) {
  const { t, lang } = useTranslation();
  const auth = useAuthState();
  const canMark = hasAdminPermission(auth.loggedIn ? auth.adminRole : null, "partners.write");
  const queryClient = useQueryClient();
  const detailKey = [...listKey, "one", id];
  const detail = useQuery({
    queryKey: detailKey,
    queryFn: async () =>
      (
        await callAdminApi(
          `/api/admin/partner-enquiries/${encodeURIComponent(id)}`,
          adminPartnerReplySchema,
        )
      ).data,
    retry: retryAdminRead,
  });
  const mark = useMutation({
    mutationFn: async () =>
      (
        await callAdminApi(
          `/api/admin/partner-enquiries/${encodeURIComponent(id)}/answered`,
          adminPartnerReplySchema,
          { method: "POST" },
        )
      ).data,
    onSuccess: (enquiry) => {
      queryClient.setQueryData(detailKey, enquiry);
      toast(t("adminPartners.marked"), { type: "success" });
    },
    onError: (error) => toast(error.message || t("adminPartners.markFailed"), { type: "error" }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: listKey }),
  });
  const enquiry = detail.data;
  const when = (iso: string) => formatDate(iso, lang, "dateTime");

  return (
    <Dialog
      open
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={enquiry?.company ?? t("adminPartners.title")}
      closeLabel={t("adminPartners.close")}
      size="max-w-2xl"
      testId="admin-partner-dialog"
    >
      {detail.isError ? (
        <p role="alert" className="mt-4 text-red-200">
          {detail.error.message || t("adminPartners.loadFailed")}
        </p>
      ) : !enquiry ? (
        <Skeleton className="mt-4 h-48" />
      ) : (
        <EnquiryBody enquiry={enquiry} when={when} />
      )}
      <div className="mt-6 flex flex-wrap justify-end gap-2">
        {enquiry ? (
          <a className="btn-ghost" href={`mailto:${enquiry.email}`}>
            <Mail className="h-4 w-4" aria-hidden="true" />
            {t("adminPartners.replyByEmail")}
          </a>
        ) : null}
        {enquiry && canMark && !enquiry.answeredAt ? (
          <button
            type="button"
            className="btn-primary"
            disabled={mark.isPending}
            onClick={() => mark.mutate()}
            data-testid="admin-partner-mark"
          >
            <CheckCircle2 className="h-4 w-4" aria-hidden="true" />
            {t("adminPartners.markAnswered")}
          </button>
        ) : null}
      </div>
    </Dialog>
  );
}

function EnquiryBody({
  enquiry,
  when,
}: {
  enquiry: AdminPartnerEnquiry;
  when: (iso: string) => string;
}) {
  const { t } = useTranslation();
  const rows: [TranslationKey, string][] = [
    ["adminPartners.sender", enquiry.name],
    ["adminPartners.email", enquiry.email],
    ["adminPartners.website", enquiry.website ?? "—"],
    ["adminPartners.kind", t(kindKey[enquiry.kind])],
    ["adminPartners.language", enquiry.language.toUpperCase()],
    ["adminPartners.received", when(enquiry.createdAt)],
  ];
  return (
    <div className="mt-4 text-sm">
      <dl className="grid gap-x-4 gap-y-1 sm:grid-cols-[auto_1fr]">
        {rows.map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="font-semibold text-ink-300">{t(label)}</dt>
            <dd className="break-words text-ink-100">{value}</dd>
          </div>
        ))}
      </dl>
      <h3 className="mt-4 font-semibold text-ink-300">{t("adminPartners.message")}</h3>
      <p className="mt-1 whitespace-pre-wrap break-words text-ink-100">{enquiry.message}</p>
      <p className="mt-4 font-semibold text-white" data-testid="admin-partner-status">
        {enquiry.answeredAt
          ? enquiry.answeredByEmail
            ? t("adminPartners.answeredBy", {
                email: enquiry.answeredByEmail,
                date: when(enquiry.answeredAt),
              })
            : t("adminPartners.answeredAt", { date: when(enquiry.answeredAt) })
          : t("adminPartners.stateUnanswered")}
      </p>
    </div>
  );
}

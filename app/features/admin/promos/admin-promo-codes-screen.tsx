import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { Pencil, Plus, Trash2 } from "lucide-react";
import { useState } from "react";
import { Dialog } from "#app/components/ui/dialog.tsx";
import { callAdminApi } from "#app/features/admin/admin-api.ts";
import { AdminTable } from "#app/features/admin/admin-table.tsx";
import { formatDate } from "#app/lib/format-date.ts";
import { formatUsdCents } from "#app/lib/format-price.ts";
import { useTranslation } from "#app/lib/i18n.ts";
import { toast } from "#app/lib/toast.ts";
import type { LanguageCode } from "#contracts/languages.ts";
import {
  type AdminPromo,
  adminPromoDeleteReplySchema,
  adminPromoListReplySchema,
} from "#contracts/promos.ts";
import { PromoDialog, type PromoEditing, promosQueryKey as queryKey } from "./promo-dialog.tsx";

/**
 * /admin/promo-codes: the codes buyers enter at payment. A list, a dialog to create or edit one,
 * and deletion after a confirmation (orders that used a code keep their discount). Owner and
 * manager only (`promos.write`), like the server.
 */
export function AdminPromoCodesScreen() {
  const { t, lang } = useTranslation();
  const code = lang as LanguageCode;
  const queryClient = useQueryClient();
  const [editing, setEditing] = useState<PromoEditing | null>(null);
  const [deleting, setDeleting] = useState<AdminPromo | null>(null);
  const listing = useQuery({
    queryKey,
    queryFn: async () =>
      (await callAdminApi("/api/admin/promo-codes", adminPromoListReplySchema)).data.promoCodes,
  });

  const remove = useMutation({
    mutationFn: async (promo: AdminPromo) =>
      callAdminApi(
        `/api/admin/promo-codes/${encodeURIComponent(promo.id)}`,
        adminPromoDeleteReplySchema,
        { method: "DELETE" },
      ),
    onMutate: () => setDeleting(null),
    onError: (error) => toast(error.message || t("adminPromos.deleteFailed"), { type: "error" }),
    onSuccess: () => toast(t("adminPromos.deleted"), { type: "success" }),
    onSettled: () => queryClient.invalidateQueries({ queryKey }),
  });

  const when = (iso: string) => formatDate(iso, lang, "dateTime");
  const validity = (promo: AdminPromo) =>
    promo.startsAt || promo.endsAt
      ? `${promo.startsAt ? when(promo.startsAt) : "…"} – ${promo.endsAt ? when(promo.endsAt) : "…"}`
      : t("adminPromos.always");

  return (
    <div>
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="font-display text-3xl font-extrabold text-white">
            {t("adminPromos.title")}
          </h1>
          <p className="mt-2 max-w-2xl text-sm text-ink-300">{t("adminPromos.intro")}</p>
        </div>
        <button
          type="button"
          className="btn-primary"
          onClick={() => setEditing({ mode: "add" })}
          data-testid="admin-promo-add"
        >
          <Plus className="h-4 w-4" aria-hidden="true" />
          {t("adminPromos.add")}
        </button>
      </div>

      <AdminTable
        query={listing}
        label={t("adminPromos.title")}
        failure={(error) => error.message || t("adminPromos.loadFailed")}
        count={(data) => t("adminPromos.count", { count: data.length })}
        empty={{
          when: (data) => data.length === 0,
          text: t("adminPromos.empty"),
          replacesTable: true,
        }}
        gap="mt-6"
      >
        {(data) => (
          <table className="mt-2 w-full min-w-[52rem] text-sm" data-testid="admin-promos-table">
            <thead className="text-xs uppercase tracking-wide text-ink-400">
              <tr>
                <th scope="col" className="px-4 py-2 text-start">
                  {t("adminPromos.code")}
                </th>
                <th scope="col" className="px-4 py-2 text-start">
                  {t("adminPromos.discount")}
                </th>
                <th scope="col" className="px-4 py-2 text-start">
                  {t("adminPromos.validity")}
                </th>
                <th scope="col" className="px-4 py-2 text-start">
                  {t("adminPromos.usage")}
                </th>
                <th scope="col" className="px-4 py-2 text-start">
                  {t("adminPromos.games")}
                </th>
                <th scope="col" className="px-4 py-2 text-start">
                  {t("adminPromos.status")}
                </th>
                <th scope="col" className="px-4 py-2 text-end">
                  {t("adminPromos.actions")}
                </th>
              </tr>
            </thead>
            <tbody>
              {data.map((promo) => (
                <tr
                  key={promo.id}
                  className="border-t border-white/5 hover:bg-white/5"
                  data-testid="admin-promo-row"
                >
                  <td className="px-4 py-2.5 font-mono font-semibold text-white">{promo.code}</td>
                  <td className="px-4 py-2.5 text-ink-100">
                    {promo.kind === "percent"
                      ? `${promo.amount}%`
                      : formatUsdCents(promo.amount, code)}
                    {promo.minSubtotalCents > 0
                      ? ` (≥ ${formatUsdCents(promo.minSubtotalCents, code)})`
                      : null}
                  </td>
                  <td className="px-4 py-2.5 text-ink-300">{validity(promo)}</td>
                  <td className="px-4 py-2.5 text-ink-100">
                    {promo.usedCount} / {promo.totalLimit ?? t("adminPromos.noLimit")}
                    {promo.perCustomerLimit !== null ? (
                      <span className="block text-xs text-ink-300">
                        {t("adminPromos.perCustomer", { count: promo.perCustomerLimit })}
                      </span>
                    ) : null}
                  </td>
                  <td className="px-4 py-2.5 text-ink-300">
                    {promo.gameIds.length === 0
                      ? t("adminPromos.allGames")
                      : t("adminPromos.gameCount", { count: promo.gameIds.length })}
                  </td>
                  <td className="px-4 py-2.5 text-ink-100">
                    {promo.active ? t("adminPromos.active") : t("adminPromos.inactive")}
                  </td>
                  <td className="px-4 py-2.5">
                    <div className="flex justify-end gap-1">
                      <button
                        type="button"
                        className="flex h-9 w-9 items-center justify-center rounded-lg border border-white/10 text-ink-300 hover:border-neon-violet hover:text-white"
                        onClick={() => setEditing({ mode: "edit", promo })}
                        aria-label={t("adminPromos.edit", { code: promo.code })}
                      >
                        <Pencil className="h-4 w-4" aria-hidden="true" />
                      </button>
                      <button
                        type="button"
                        className="flex h-9 w-9 items-center justify-center rounded-lg border border-white/10 text-ink-300 hover:border-red-400 hover:text-red-300"
                        onClick={() => setDeleting(promo)}
                        aria-label={t("adminPromos.delete", { code: promo.code })}
                      >
                        <Trash2 className="h-4 w-4" aria-hidden="true" />
                      </button>
                    </div>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </AdminTable>

      {editing ? <PromoDialog editing={editing} onClose={() => setEditing(null)} /> : null}

      <Dialog
        open={deleting !== null}
        onOpenChange={(open) => {
          if (!open) setDeleting(null);
        }}
        title={t("adminPromos.deleteTitle")}
        description={deleting ? t("adminPromos.deleteConfirm", { code: deleting.code }) : ""}
        closeLabel={t("adminPromos.close")}
        role="alertdialog"
        testId="admin-promo-delete"
      >
        <div className="mt-6 flex flex-wrap justify-end gap-2">
          <button type="button" className="btn-ghost" onClick={() => setDeleting(null)}>
            {t("adminPromos.cancel")}
          </button>
          <button
            type="button"
            className="btn-primary"
            data-testid="admin-promo-delete-yes"
            onClick={() => deleting && remove.mutate(deleting)}
          >
            <Trash2 className="h-4 w-4" aria-hidden="true" />
            {t("adminPromos.delete", { code: deleting?.code ?? "" })}
          </button>
        </div>
      </Dialog>
    </div>
  );
}

import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { Pencil, Plus, Trash2 } from "lucide-react";
import { useState } from "react";
import { Dialog } from "#app/components/ui/dialog.tsx";
import { callAdminApi } from "#app/features/admin/admin-api.ts";
import { AdminTable } from "#app/features/admin/admin-table.tsx";
import { useAuthState } from "#app/lib/auth/use-auth-state.ts";
import { formatUsdCents } from "#app/lib/format-price.ts";
import { useTranslation } from "#app/lib/i18n.ts";
import { toast } from "#app/lib/toast.ts";
import {
  type AdminCurrency,
  adminCurrencyDeleteReplySchema,
  adminCurrencyListReplySchema,
  baseCurrencyCode,
} from "#contracts/admin-home.ts";
import { hasAdminPermission } from "#contracts/admin-permissions.ts";
import type { LanguageCode } from "#contracts/languages.ts";
import {
  CurrencyDialog,
  type Editing,
  examplePriceCents,
  preview,
  currenciesQueryKey as queryKey,
} from "./currency-dialog.tsx";

/**
 * /admin/currencies: the display currencies shoppers can pick (prices are charged in USD; these
 * show approximate conversions). Add, edit in a dialog, delete after a confirmation; USD stays.
 */
export function AdminCurrenciesScreen() {
  const { t, lang } = useTranslation();
  const code = lang as LanguageCode;
  const auth = useAuthState();
  const canEdit = hasAdminPermission(auth.loggedIn ? auth.adminRole : null, "currencies.write");
  const queryClient = useQueryClient();
  const [editing, setEditing] = useState<Editing | null>(null);
  const [deleting, setDeleting] = useState<AdminCurrency | null>(null);
  const listing = useQuery({
    queryKey,
    queryFn: async () =>
      (await callAdminApi("/api/admin/currencies", adminCurrencyListReplySchema)).data.currencies,
  });

  const remove = useMutation({
    mutationFn: async (currency: AdminCurrency) =>
      callAdminApi(
        `/api/admin/currencies/${encodeURIComponent(currency.code)}`,
        adminCurrencyDeleteReplySchema,
        { method: "DELETE" },
      ),
    onMutate: async (currency) => {
      setDeleting(null);
      await queryClient.cancelQueries({ queryKey });
      const previous = queryClient.getQueryData<AdminCurrency[]>(queryKey);
      queryClient.setQueryData<AdminCurrency[]>(queryKey, (list) =>
        list?.filter((entry) => entry.code !== currency.code),
      );
      return { previous };
    },
    onError: (error, _currency, context) => {
      if (context?.previous) queryClient.setQueryData(queryKey, context.previous);
      toast(error.message || t("adminHome.deleteFailed"), { type: "error" });
    },
    onSuccess: (_reply, currency) =>
      toast(t("adminHome.currencyDeleted", { code: currency.code }), { type: "success" }),
    onSettled: () => queryClient.invalidateQueries({ queryKey }),
  });

  return (
    <div>
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="font-display text-3xl font-extrabold text-white">
            {t("adminHome.currenciesTitle")}
          </h1>
          <p className="mt-2 max-w-2xl text-sm text-ink-300">{t("adminHome.currenciesIntro")}</p>
        </div>
        {canEdit ? (
          <button type="button" className="btn-primary" onClick={() => setEditing({ mode: "add" })}>
            <Plus className="h-4 w-4" aria-hidden="true" />
            {t("adminHome.addCurrency")}
          </button>
        ) : null}
      </div>

      <AdminTable
        query={listing}
        label={t("adminHome.currenciesTitle")}
        failure={(error) => error.message || t("adminHome.loadFailed")}
        count={(data) => t("adminHome.currencyCount", { count: data.length })}
        gap="mt-6"
        footer={<p className="px-4 pb-3 pt-2 text-xs text-ink-300">{t("adminHome.usdNote")}</p>}
      >
        {(data) => (
          <table className="mt-2 w-full min-w-[44rem] text-sm" data-testid="admin-currencies-table">
            <thead className="text-xs uppercase tracking-wide text-ink-400">
              <tr>
                <th scope="col" className="px-4 py-2 text-start">
                  {t("adminHome.code")}
                </th>
                <th scope="col" className="px-4 py-2 text-start">
                  {t("adminHome.symbol")}
                </th>
                <th scope="col" className="px-4 py-2 text-start">
                  {t("adminHome.name")}
                </th>
                <th scope="col" className="px-4 py-2 text-end">
                  {t("adminHome.rate")}
                </th>
                <th scope="col" className="px-4 py-2 text-end">
                  {t("adminHome.sortOrder")}
                </th>
                <th scope="col" className="px-4 py-2 text-start">
                  {t("adminHome.example", { price: formatUsdCents(examplePriceCents, code) })}
                </th>
                {canEdit ? (
                  <th scope="col" className="px-4 py-2 text-end">
                    {t("adminHome.actions")}
                  </th>
                ) : null}
              </tr>
            </thead>
            <tbody>
              {data.map((currency) => (
                <tr key={currency.code} className="border-t border-white/5 hover:bg-white/5">
                  <td className="px-4 py-2.5 font-mono font-semibold text-white">
                    {currency.code}
                  </td>
                  <td className="px-4 py-2.5 text-ink-100">{currency.symbol}</td>
                  <td className="px-4 py-2.5 text-ink-100">{currency.name}</td>
                  <td className="px-4 py-2.5 text-end font-mono text-ink-100">
                    {new Intl.NumberFormat(lang, { maximumFractionDigits: 6 }).format(
                      currency.rateToUsd,
                    )}
                  </td>
                  <td className="px-4 py-2.5 text-end text-ink-300">{currency.sortOrder}</td>
                  <td className="px-4 py-2.5 text-ink-100">≈ {preview(currency, code)}</td>
                  {canEdit ? (
                    <td className="px-4 py-2.5">
                      <div className="flex justify-end gap-1">
                        <button
                          type="button"
                          className="flex h-9 w-9 items-center justify-center rounded-lg border border-white/10 text-ink-300 hover:border-neon-violet hover:text-white"
                          onClick={() => setEditing({ mode: "edit", currency })}
                          aria-label={t("adminHome.editCurrency", { code: currency.code })}
                        >
                          <Pencil className="h-4 w-4" aria-hidden="true" />
                        </button>
                        {currency.code === baseCurrencyCode ? null : (
                          <button
                            type="button"
                            className="flex h-9 w-9 items-center justify-center rounded-lg border border-white/10 text-ink-300 hover:border-red-400 hover:text-red-300"
                            onClick={() => setDeleting(currency)}
                            aria-label={t("adminHome.deleteCurrency", { code: currency.code })}
                          >
                            <Trash2 className="h-4 w-4" aria-hidden="true" />
                          </button>
                        )}
                      </div>
                    </td>
                  ) : null}
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </AdminTable>

      {editing ? (
        <CurrencyDialog
          editing={editing}
          existing={listing.data ?? []}
          onClose={() => setEditing(null)}
        />
      ) : null}

      <Dialog
        open={deleting !== null}
        onOpenChange={(open) => {
          if (!open) setDeleting(null);
        }}
        title={t("adminHome.deleteCurrencyTitle")}
        description={
          deleting
            ? t("adminHome.deleteCurrencyConfirm", { code: deleting.code, name: deleting.name })
            : ""
        }
        closeLabel={t("adminHome.close")}
        role="alertdialog"
        testId="admin-currency-delete"
      >
        <div className="mt-6 flex flex-wrap justify-end gap-2">
          <button type="button" className="btn-ghost" onClick={() => setDeleting(null)}>
            {t("adminHome.cancel")}
          </button>
          <button
            type="button"
            className="btn-primary"
            data-testid="admin-currency-delete-yes"
            onClick={() => deleting && remove.mutate(deleting)}
          >
            <Trash2 className="h-4 w-4" aria-hidden="true" />
            {t("adminHome.delete")}
          </button>
        </div>
      </Dialog>
    </div>
  );
}

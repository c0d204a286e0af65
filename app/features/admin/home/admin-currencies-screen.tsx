import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { Pencil, Plus, Trash2 } from "lucide-react";
import { useRef, useState } from "react";
import { Dialog } from "#app/components/ui/dialog.tsx";
import { TextField } from "#app/components/ui/form-field.tsx";
import { ScrollRegion } from "#app/components/ui/scroll-region.tsx";
import { Skeleton } from "#app/components/ui/skeleton.tsx";
import { callAdminApi } from "#app/features/admin/admin-api.ts";
import { useAuthState } from "#app/lib/auth/use-auth-state.ts";
import { convertUsdCents, formatUsdCents } from "#app/lib/format-price.ts";
import { useTranslation } from "#app/lib/i18n.ts";
import { toast } from "#app/lib/toast.ts";
import {
  type AdminCurrency,
  adminCurrencyDeleteReplySchema,
  adminCurrencyListReplySchema,
  adminCurrencyReplySchema,
  baseCurrencyCode,
  currencyCodeParamsSchema,
  currencyInputSchema,
} from "#contracts/admin-home.ts";
import { hasAdminPermission } from "#contracts/admin-permissions.ts";
import type { LanguageCode } from "#contracts/languages.ts";

const queryKey = ["admin", "currencies"] as const;
/** The example price of the conversion preview, in US cents. */
const examplePriceCents = 999;

type Editing = { mode: "add" } | { mode: "edit"; currency: AdminCurrency };

function sortCurrencies(list: AdminCurrency[]): AdminCurrency[] {
  return [...list].sort((a, b) => a.sortOrder - b.sortOrder || a.code.localeCompare(b.code));
}

function preview(
  currency: Pick<AdminCurrency, "code" | "rateToUsd" | "symbol" | "name">,
  lang: LanguageCode,
) {
  try {
    return convertUsdCents(examplePriceCents, { ...currency }, lang);
  } catch {
    return `${currency.symbol}${((examplePriceCents / 100) * currency.rateToUsd).toFixed(2)}`;
  }
}

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

      {listing.isError ? (
        <p role="alert" className="card-surface mt-4 p-4 text-red-200">
          {listing.error.message || t("adminHome.loadFailed")}
        </p>
      ) : null}
      {listing.isPending ? (
        <Skeleton className="mt-6 h-96" />
      ) : listing.data ? (
        <ScrollRegion
          className="card-surface mt-6 overflow-x-auto"
          aria-label={t("adminHome.currenciesTitle")}
          aria-busy={listing.isFetching}
        >
          <p className="px-4 pt-3 text-sm text-ink-300">
            {t("adminHome.currencyCount", { count: listing.data.length })}
          </p>
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
              {listing.data.map((currency) => (
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
          <p className="px-4 pb-3 pt-2 text-xs text-ink-300">{t("adminHome.usdNote")}</p>
        </ScrollRegion>
      ) : null}

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

type FormValues = {
  code: string;
  symbol: string;
  name: string;
  rateToUsd: string;
  sortOrder: string;
};
type FieldErrors = Partial<Record<keyof FormValues, string>>;

function CurrencyDialog(props: {
  editing: Editing;
  existing: AdminCurrency[];
  onClose: () => void;
}) {
  const { t, lang } = useTranslation();
  const queryClient = useQueryClient();
  const current = props.editing.mode === "edit" ? props.editing.currency : null;
  const [values, setValues] = useState<FormValues>({
    code: current?.code ?? "",
    symbol: current?.symbol ?? "",
    name: current?.name ?? "",
    rateToUsd: current ? String(current.rateToUsd) : "",
    sortOrder: String(
      current?.sortOrder ?? Math.max(0, ...props.existing.map((entry) => entry.sortOrder + 1)),
    ),
  });
  const [errors, setErrors] = useState<FieldErrors>({});
  const formRef = useRef<HTMLFormElement>(null);
  const isUsd = current?.code === baseCurrencyCode;

  const save = useMutation({
    mutationFn: async (input: { code: string; body: Omit<AdminCurrency, "code" | "updatedAt"> }) =>
      (
        await callAdminApi(
          `/api/admin/currencies/${encodeURIComponent(input.code)}`,
          adminCurrencyReplySchema,
          { method: "PUT", body: input.body },
        )
      ).data,
    onMutate: async (input) => {
      await queryClient.cancelQueries({ queryKey });
      const previous = queryClient.getQueryData<AdminCurrency[]>(queryKey);
      const optimistic: AdminCurrency = {
        code: input.code,
        ...input.body,
        updatedAt: new Date().toISOString(),
      };
      queryClient.setQueryData<AdminCurrency[]>(queryKey, (list) =>
        sortCurrencies([...(list ?? []).filter((entry) => entry.code !== input.code), optimistic]),
      );
      props.onClose();
      return { previous };
    },
    onError: (error, _input, context) => {
      if (context?.previous) queryClient.setQueryData(queryKey, context.previous);
      toast(error.message || t("adminHome.saveFailed"), { type: "error" });
    },
    onSuccess: (data) =>
      toast(
        data.created
          ? t("adminHome.currencyAdded", { code: data.currency.code })
          : t("adminHome.currencySaved", { code: data.currency.code }),
        { type: "success" },
      ),
    onSettled: () => queryClient.invalidateQueries({ queryKey }),
  });

  const submit = (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found: FieldErrors = {};
    const code = values.code.trim();
    if (!currencyCodeParamsSchema.safeParse({ code }).success)
      found.code = t("adminHome.codeInvalid");
    else if (!current && props.existing.some((entry) => entry.code === code)) {
      found.code = t("adminHome.codeTaken", { code });
    }
    const rate = Number(values.rateToUsd.replace(",", "."));
    const parsed = currencyInputSchema.safeParse({
      symbol: values.symbol,
      name: values.name,
      rateToUsd: values.rateToUsd.trim() === "" ? Number.NaN : rate,
      sortOrder: values.sortOrder.trim() === "" ? Number.NaN : Number(values.sortOrder),
    });
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        const field = issue.path[0] as keyof FormValues;
        if (found[field]) continue;
        found[field] =
          field === "symbol"
            ? t("adminHome.symbolInvalid")
            : field === "name"
              ? t("adminHome.nameInvalid")
              : field === "rateToUsd"
                ? t("adminHome.rateInvalid")
                : t("adminHome.sortOrderInvalid");
      }
    }
    if (isUsd && rate !== 1) found.rateToUsd = t("adminHome.usdRate");
    setErrors(found);
    if (Object.keys(found).length > 0 || !parsed.success) {
      // The first field marked invalid takes focus once the errors are shown.
      requestAnimationFrame(() =>
        formRef.current?.querySelector<HTMLInputElement>("[aria-invalid='true']")?.focus(),
      );
      return;
    }
    save.mutate({ code, body: parsed.data });
  };

  const set = (field: keyof FormValues) => (event: React.ChangeEvent<HTMLInputElement>) =>
    setValues((previous) => ({
      ...previous,
      [field]: field === "code" ? event.target.value.toUpperCase() : event.target.value,
    }));
  const rate = Number(values.rateToUsd.replace(",", "."));
  const previewCode = /^[A-Z]{3}$/.test(values.code) ? values.code : null;

  return (
    <Dialog
      open
      onOpenChange={(open) => {
        if (!open) props.onClose();
      }}
      title={
        current ? t("adminHome.editCurrency", { code: current.code }) : t("adminHome.addCurrency")
      }
      closeLabel={t("adminHome.close")}
      testId="admin-currency-dialog"
    >
      <form ref={formRef} noValidate onSubmit={submit} className="mt-4 grid gap-4 sm:grid-cols-2">
        <TextField
          label={t("adminHome.code")}
          value={values.code}
          onChange={set("code")}
          readOnly={current !== null}
          maxLength={3}
          autoComplete="off"
          error={errors.code}
          hint={t("adminHome.codeHint")}
        />
        <TextField
          label={t("adminHome.symbol")}
          value={values.symbol}
          onChange={set("symbol")}
          maxLength={8}
          error={errors.symbol}
        />
        <TextField
          className="sm:col-span-2"
          label={t("adminHome.name")}
          value={values.name}
          onChange={set("name")}
          maxLength={60}
          error={errors.name}
        />
        <TextField
          label={t("adminHome.rate")}
          value={values.rateToUsd}
          onChange={set("rateToUsd")}
          inputMode="decimal"
          readOnly={isUsd}
          error={errors.rateToUsd}
          hint={isUsd ? t("adminHome.usdRate") : t("adminHome.rateHint")}
        />
        <TextField
          label={t("adminHome.sortOrder")}
          value={values.sortOrder}
          onChange={set("sortOrder")}
          inputMode="numeric"
          error={errors.sortOrder}
          hint={t("adminHome.sortOrderHint")}
        />
        <p
          className="rounded-lg border border-white/10 bg-ink-950/60 p-3 text-sm text-ink-100 sm:col-span-2"
          aria-live="polite"
        >
          {previewCode && Number.isFinite(rate) && rate > 0
            ? t("adminHome.conversion", {
                price: formatUsdCents(examplePriceCents, lang as LanguageCode),
                converted: preview(
                  { code: previewCode, rateToUsd: rate, symbol: values.symbol, name: values.name },
                  lang as LanguageCode,
                ),
              })
            : t("adminHome.conversionPending")}
        </p>
        <div className="flex flex-wrap justify-end gap-2 sm:col-span-2">
          <button type="button" className="btn-ghost" onClick={props.onClose}>
            {t("adminHome.cancel")}
          </button>
          <button type="submit" className="btn-primary" disabled={save.isPending}>
            {t("adminHome.save")}
          </button>
        </div>
      </form>
    </Dialog>
  );
}

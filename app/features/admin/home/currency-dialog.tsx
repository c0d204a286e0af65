import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useRef, useState } from "react";
import { Dialog } from "#app/components/ui/dialog.tsx";
import { TextField } from "#app/components/ui/form-field.tsx";
import { callAdminApi } from "#app/features/admin/admin-api.ts";
import { convertUsdCents, formatUsdCents } from "#app/lib/format-price.ts";
import { useTranslation } from "#app/lib/i18n.ts";
import { toast } from "#app/lib/toast.ts";
import {
  type AdminCurrency,
  adminCurrencyReplySchema,
  baseCurrencyCode,
  currencyCodeParamsSchema,
  currencyInputSchema,
} from "#contracts/admin-home.ts";
import type { LanguageCode } from "#contracts/languages.ts";

export const currenciesQueryKey = ["admin", "currencies"] as const;
const queryKey = currenciesQueryKey;
/** The example price of the conversion preview, in US cents. */
export const examplePriceCents = 999;

export type Editing = { mode: "add" } | { mode: "edit"; currency: AdminCurrency };

export function sortCurrencies(list: AdminCurrency[]): AdminCurrency[] {
  return [...list].sort((a, b) => a.sortOrder - b.sortOrder || a.code.localeCompare(b.code));
}

export function preview(
  currency: Pick<AdminCurrency, "code" | "rateToUsd" | "symbol" | "name">,
  lang: LanguageCode,
) {
  try {
    return convertUsdCents(examplePriceCents, { ...currency }, lang);
  } catch {
    return `${currency.symbol}${((examplePriceCents / 100) * currency.rateToUsd).toFixed(2)}`;
  }
}

type FormValues = {
  code: string;
  symbol: string;
  name: string;
  rateToUsd: string;
  sortOrder: string;
};
type FieldErrors = Partial<Record<keyof FormValues, string>>;

/** Adds a display currency or edits one, with a live conversion preview. */
export function CurrencyDialog(props: {
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

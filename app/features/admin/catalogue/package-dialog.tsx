import { useId, useState } from "react";
import { Dialog } from "#app/components/ui/dialog.tsx";
import { useTranslation } from "#app/lib/i18n.ts";
import {
  type AdminPackage,
  type AdminPackageInput,
  adminPackageInputSchema,
} from "#contracts/admin-catalogue.ts";
import {
  centsFromDollars,
  dollarsFromCents,
  maxBadgeLength,
} from "#contracts/admin-catalogue-rules.ts";
import { errorClass, inputClass, labelClass } from "./catalogue-labels.ts";

type Draft = {
  name: string;
  currencyName: string;
  currencyAmount: string;
  bonusAmount: string;
  price: string;
  compareAt: string;
  supplierSku: string;
  badge: string;
  isActive: boolean;
};

function draftOf(pack: AdminPackage | null, currencyName: string): Draft {
  return {
    name: pack?.name ?? "",
    currencyName: pack?.currencyName ?? currencyName,
    currencyAmount: pack ? String(pack.currencyAmount) : "",
    bonusAmount: pack ? String(pack.bonusAmount) : "0",
    price: pack ? dollarsFromCents(pack.priceCents) : "",
    compareAt:
      pack?.compareAtPriceCents !== null && pack?.compareAtPriceCents !== undefined
        ? dollarsFromCents(pack.compareAtPriceCents)
        : "",
    supplierSku: pack?.supplierSku ?? "",
    badge: pack?.badge ?? "",
    isActive: pack?.isActive ?? true,
  };
}

const wholeNumber = (text: string) => (/^\s*-?\d+\s*$/.test(text) ? Number(text) : Number.NaN);

/**
 * Add or edit a package: prices typed in dollars (4.99) and sent in cents, checked with the
 * API's own schema; each message sits beside its field.
 */
export function PackageDialog(props: {
  open: boolean;
  pack: AdminPackage | null;
  defaultCurrencyName: string;
  saving: boolean;
  onClose: () => void;
  onSave: (input: AdminPackageInput) => void;
}) {
  const { t } = useTranslation();
  return (
    <Dialog
      open={props.open}
      onOpenChange={(open) => {
        if (!open) props.onClose();
      }}
      title={props.pack ? t("adminCatalogue.editPackage") : t("adminCatalogue.addPackage")}
      closeLabel={t("admin.cancel")}
      size="max-w-xl"
      testId="admin-package-dialog"
    >
      {props.open ? (
        <PackageForm
          key={props.pack?.id ?? "new"}
          pack={props.pack}
          defaultCurrencyName={props.defaultCurrencyName}
          saving={props.saving}
          onClose={props.onClose}
          onSave={props.onSave}
        />
      ) : null}
    </Dialog>
  );
}

function PackageForm(props: {
  pack: AdminPackage | null;
  defaultCurrencyName: string;
  saving: boolean;
  onClose: () => void;
  onSave: (input: AdminPackageInput) => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const [draft, setDraft] = useState(() => draftOf(props.pack, props.defaultCurrencyName));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const set = <K extends keyof Draft>(name: K, value: Draft[K]) =>
    setDraft((current) => ({ ...current, [name]: value }));

  const submit = (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found: Record<string, string> = {};
    const price = centsFromDollars(draft.price);
    if (price === null) found.price = t("adminCatalogue.priceFormat");
    const compareAt = draft.compareAt.trim() === "" ? null : centsFromDollars(draft.compareAt);
    if (draft.compareAt.trim() !== "" && compareAt === null) {
      found.compareAt = t("adminCatalogue.priceFormat");
    }
    const input: AdminPackageInput = {
      name: draft.name,
      currencyName: draft.currencyName,
      currencyAmount: wholeNumber(draft.currencyAmount),
      bonusAmount: wholeNumber(draft.bonusAmount || "0"),
      priceCents: price ?? 0,
      compareAtPriceCents: compareAt,
      supplierSku: draft.supplierSku,
      badge: draft.badge.trim() ? draft.badge : null,
      isActive: draft.isActive,
    };
    const parsed = adminPackageInputSchema.safeParse(input);
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        const path = String(issue.path[0] ?? "form");
        const name =
          path === "priceCents" ? "price" : path === "compareAtPriceCents" ? "compareAt" : path;
        if (found[name]) continue;
        found[name] =
          name === "price"
            ? t("adminCatalogue.pricePositive")
            : name === "compareAt"
              ? t("adminCatalogue.compareAtAbovePrice")
              : name === "currencyAmount"
                ? t("adminCatalogue.amountPositive")
                : name === "bonusAmount"
                  ? t("adminCatalogue.bonusNotNegative")
                  : name === "supplierSku"
                    ? t("adminCatalogue.skuFormat")
                    : name === "name" || name === "currencyName"
                      ? t("adminCatalogue.required")
                      : issue.message;
      }
    }
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    props.onSave(input);
  };

  const text = (
    name: keyof Draft,
    label: string,
    options: {
      inputMode?: "decimal" | "numeric";
      maxLength?: number;
      hint?: string;
      mono?: boolean;
    } = {},
  ) => {
    const error = errors[name];
    const describedBy = [
      options.hint ? `${id}-${name}-hint` : "",
      error ? `${id}-${name}-error` : "",
    ]
      .filter(Boolean)
      .join(" ");
    return (
      <div className={labelClass}>
        <label htmlFor={`${id}-${name}`}>{label}</label>
        <input
          id={`${id}-${name}`}
          value={String(draft[name])}
          inputMode={options.inputMode}
          maxLength={options.maxLength ?? 80}
          dir={options.mono ? "ltr" : undefined}
          onChange={(event) => set(name, event.target.value as never)}
          className={`${inputClass} ${options.mono ? "font-mono" : ""}`}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy || undefined}
        />
        {options.hint ? (
          <span id={`${id}-${name}-hint`} className="mt-1 block font-normal text-ink-400">
            {options.hint}
          </span>
        ) : null}
        {error ? (
          <p id={`${id}-${name}-error`} className={errorClass}>
            {error}
          </p>
        ) : null}
      </div>
    );
  };

  return (
    <form onSubmit={submit} noValidate className="mt-4 grid gap-3 sm:grid-cols-2">
      {text("name", t("adminCatalogue.packageName"), { hint: t("adminCatalogue.packageNameHint") })}
      {text("currencyName", t("adminCatalogue.currencyName"), { maxLength: 40 })}
      {text("currencyAmount", t("adminCatalogue.currencyAmount"), {
        inputMode: "numeric",
        maxLength: 9,
      })}
      {text("bonusAmount", t("adminCatalogue.bonusAmount"), { inputMode: "numeric", maxLength: 9 })}
      {text("price", t("adminCatalogue.priceUsd"), {
        inputMode: "decimal",
        maxLength: 10,
        hint: t("adminCatalogue.priceHint"),
      })}
      {text("compareAt", t("adminCatalogue.compareAtUsd"), {
        inputMode: "decimal",
        maxLength: 10,
        hint: t("adminCatalogue.compareAtHint"),
      })}
      {text("supplierSku", t("adminCatalogue.supplierSku"), { maxLength: 64, mono: true })}
      {text("badge", t("adminCatalogue.badge"), {
        maxLength: maxBadgeLength,
        hint: t("adminCatalogue.badgeHint"),
      })}
      <label className="flex items-center gap-2 text-sm text-ink-100 sm:col-span-2">
        <input
          type="checkbox"
          checked={draft.isActive}
          onChange={(event) => set("isActive", event.target.checked)}
          className="h-4 w-4 accent-neon-violet"
        />
        {t("adminCatalogue.packageActive")}
      </label>
      <div className="mt-2 flex justify-end gap-2 sm:col-span-2">
        <button type="button" className="btn-ghost" onClick={props.onClose}>
          {t("admin.cancel")}
        </button>
        <button type="submit" className="btn-primary" disabled={props.saving}>
          {props.saving ? t("adminCatalogue.saving") : t("adminCatalogue.savePackage")}
        </button>
      </div>
    </form>
  );
}

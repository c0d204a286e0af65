import { Save } from "lucide-react";
import { useId } from "react";
import { type TranslationKey, useTranslation } from "#app/lib/i18n.ts";
import type { AdminCatalogueText, TranslationLanguage } from "#contracts/admin-home.ts";
import { languageDirection } from "#contracts/languages.ts";

const fieldClass =
  "mt-1 w-full rounded-lg border border-white/10 bg-ink-950 px-3 py-2 text-sm text-white placeholder:text-ink-400 focus:border-neon-violet aria-[invalid=true]:border-red-400";

/** One catalogue text beside its English original, edited and saved on its own. */
export function TranslationRow(props: {
  item: AdminCatalogueText;
  language: TranslationLanguage;
  canEdit: boolean;
  value: string | undefined;
  error: string | undefined;
  saving: boolean;
  onChange: (value: string) => void;
  onSave: () => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const { item } = props;
  const value = props.value ?? item.translation ?? "";
  const edited = props.value !== undefined;
  const label = `${t(`adminHome.kind_${item.kind}` as TranslationKey)}${item.detail ? ` · ${item.detail}` : ""}`;
  const long = item.field === "description";
  const describedBy = [`${id}-english`, props.error ? `${id}-error` : null]
    .filter(Boolean)
    .join(" ");
  const common = {
    id: `${id}-value`,
    value,
    lang: props.language,
    dir: languageDirection(props.language),
    readOnly: !props.canEdit,
    "aria-invalid": props.error ? true : undefined,
    "aria-describedby": describedBy,
    placeholder: t("adminHome.translationPlaceholder"),
    className: fieldClass,
  };

  return (
    <li className="card-surface p-3 sm:p-4" data-testid="admin-translation-row">
      <div className="flex flex-wrap items-center gap-2">
        <label htmlFor={`${id}-value`} className="text-sm font-semibold text-ink-100">
          {label}
        </label>
        {item.missing && !edited ? (
          <span className="rounded-full bg-neon-amber/15 px-2 py-0.5 text-xs font-bold text-neon-amber">
            {t("adminHome.missing")}
          </span>
        ) : null}
        {edited ? (
          <span className="rounded-full bg-neon-cyan/15 px-2 py-0.5 text-xs font-bold text-neon-cyan">
            {t("adminHome.edited")}
          </span>
        ) : null}
      </div>
      <div className="mt-2 grid gap-3 md:grid-cols-2">
        <div>
          <p className="text-xs font-semibold uppercase tracking-wide text-ink-300">
            {t("adminHome.english")}
          </p>
          <p
            id={`${id}-english`}
            lang="en"
            dir="ltr"
            className="mt-1 whitespace-pre-line rounded-lg border border-white/5 bg-ink-950/40 px-3 py-2 text-sm text-ink-100"
          >
            {item.english}
          </p>
        </div>
        <div>
          <p
            className="text-xs font-semibold uppercase tracking-wide text-ink-300"
            aria-hidden="true"
          >
            {t("adminHome.translation")}
          </p>
          {long ? (
            <textarea
              {...common}
              rows={4}
              onChange={(event) => props.onChange(event.target.value)}
            />
          ) : (
            <input {...common} onChange={(event) => props.onChange(event.target.value)} />
          )}
          {props.error ? (
            <p id={`${id}-error`} className="mt-1 text-xs font-semibold text-red-400">
              {props.error}
            </p>
          ) : null}
          {props.canEdit ? (
            <div className="mt-2 flex justify-end">
              <button
                type="button"
                className="btn-ghost px-3 py-1.5 text-sm"
                disabled={!edited || props.saving}
                onClick={props.onSave}
                aria-label={t("adminHome.saveRow", { label })}
              >
                <Save className="h-4 w-4" aria-hidden="true" />
                {t("adminHome.save")}
              </button>
            </div>
          ) : null}
        </div>
      </div>
    </li>
  );
}

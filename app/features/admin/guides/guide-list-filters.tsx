import { Search } from "lucide-react";
import { useId } from "react";
import { FilterInput, FilterSelect } from "#app/features/admin/admin-filter-field.tsx";
import { type TranslationKey, useTranslation } from "#app/lib/i18n.ts";
import {
  adminGuideSearchMaxLength,
  adminGuideSorts,
  adminGuideStatuses,
} from "#contracts/admin-guides-rules.ts";
import { languages } from "#contracts/language-names.ts";

/**
 * The guide list's search, status, missing-language and sort fields. They start from the
 * address and, when applied, give back the filters to put in it (page 1, default sort left out).
 */
export function GuideListFilters({
  params,
  onApply,
}: {
  params: URLSearchParams;
  onApply: (next: URLSearchParams) => void;
}) {
  const { t } = useTranslation();
  const formId = useId();
  const submit = (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const next = new URLSearchParams();
    for (const name of ["q", "status", "missing", "sort"] as const) {
      const value = String(form.get(name) ?? "").trim();
      if (value && !(name === "sort" && value === "updated_desc")) next.set(name, value);
    }
    onApply(next);
  };

  return (
    <form
      onSubmit={submit}
      className="card-surface mt-6 grid gap-3 p-4 sm:grid-cols-2 lg:grid-cols-[2fr_1fr_1fr_1fr_auto]"
      aria-label={t("adminGuides.filters")}
      key={params.toString()}
    >
      <FilterInput
        label={t("adminGuides.search")}
        id={`${formId}-q`}
        name="q"
        type="search"
        maxLength={adminGuideSearchMaxLength}
        defaultValue={params.get("q") ?? ""}
        placeholder={t("adminGuides.searchHint")}
      />
      <FilterSelect
        label={t("adminGuides.status")}
        id={`${formId}-status`}
        name="status"
        defaultValue={params.get("status") ?? ""}
      >
        <option value="">{t("adminGuides.anyStatus")}</option>
        {adminGuideStatuses.map((status) => (
          <option key={status} value={status}>
            {t(`adminGuides.status_${status}` as TranslationKey)}
          </option>
        ))}
      </FilterSelect>
      <FilterSelect
        label={t("adminGuides.missingFilter")}
        id={`${formId}-missing`}
        name="missing"
        defaultValue={params.get("missing") ?? ""}
      >
        <option value="">{t("adminGuides.anyLanguage")}</option>
        {languages.map((language) => (
          <option key={language.code} value={language.code}>
            {language.nativeName}
          </option>
        ))}
      </FilterSelect>
      <FilterSelect
        label={t("adminGuides.sort")}
        id={`${formId}-sort`}
        name="sort"
        defaultValue={params.get("sort") ?? "updated_desc"}
      >
        {adminGuideSorts.map((sort) => (
          <option key={sort} value={sort}>
            {t(`adminGuides.sort_${sort}` as TranslationKey)}
          </option>
        ))}
      </FilterSelect>
      <button type="submit" className="btn-primary self-end">
        <Search className="h-4 w-4" aria-hidden="true" />
        {t("adminGuides.apply")}
      </button>
    </form>
  );
}

import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { Save, Search } from "lucide-react";
import { Fragment, useId, useState } from "react";
import { useSearchParams } from "react-router";
import { Pager } from "#app/components/ui/pager.tsx";
import { Skeleton } from "#app/components/ui/skeleton.tsx";
import { callAdminApi } from "#app/features/admin/admin-api.ts";
import { useAuthState } from "#app/lib/auth/use-auth-state.ts";
import { type TranslationKey, useTranslation } from "#app/lib/i18n.ts";
import { toast } from "#app/lib/toast.ts";
import {
  type AdminCatalogueText,
  type AdminCatalogueTexts,
  adminCatalogueTextsReplySchema,
  adminCatalogueTextsSaveReplySchema,
  catalogueTextEntities,
  catalogueTextMaxLengthOf,
  catalogueTextUpsertSchema,
  type TranslationLanguage,
  translationLanguages,
} from "#contracts/admin-home.ts";
import { adminPaths } from "#contracts/admin-paths.ts";
import { hasAdminPermission } from "#contracts/admin-permissions.ts";
import { languages } from "#contracts/language-names.ts";
import { TranslationRow } from "./translation-row.tsx";

const controlClass =
  "mt-1 h-10 w-full rounded-lg border border-white/10 bg-ink-950 px-2 text-sm text-white";

const keyOf = (text: Pick<AdminCatalogueText, "entity" | "entityKey" | "field">) =>
  `${text.entity}|${text.entityKey}|${text.field}`;

function isTranslationLanguage(value: string | null): value is TranslationLanguage {
  return translationLanguages.includes(value as TranslationLanguage);
}

/**
 * /admin/translations: the catalogue's words (descriptions, category names, player-ID labels,
 * package badges, hero headlines) in one of the nine other languages, the English beside each.
 * Filters and the language live in the address; edits are kept per language until saved, one row
 * at a time or all at once.
 */
export function AdminTranslationsScreen() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const formId = useId();
  const auth = useAuthState();
  const canEdit = hasAdminPermission(auth.loggedIn ? auth.adminRole : null, "texts.write");
  const queryClient = useQueryClient();
  const requested = params.get("language");
  const language: TranslationLanguage = isTranslationLanguage(requested) ? requested : "es";
  const entity = params.get("entity") ?? "";
  const onlyMissing = params.get("missing") === "true";
  const q = params.get("q") ?? "";
  const page = Math.max(1, Number(params.get("page") ?? "1") || 1);

  const query = new URLSearchParams({ language, page: String(page) });
  if (entity) query.set("entity", entity);
  if (onlyMissing) query.set("missing", "true");
  if (q) query.set("q", q);
  const queryKey = ["admin", "catalogue-texts", query.toString()];
  const listing = useQuery({
    queryKey,
    queryFn: async () =>
      (
        await callAdminApi(
          `/api/admin/catalogue-texts?${query.toString()}`,
          adminCatalogueTextsReplySchema,
        )
      ).data,
    placeholderData: keepPreviousData,
  });

  // Edits by language|entity|key|field, kept across pages until saved.
  const [edits, setEdits] = useState<Map<string, string>>(new Map());
  const [errors, setErrors] = useState<Map<string, string>>(new Map());
  const editKey = (text: AdminCatalogueText) => `${language}|${keyOf(text)}`;
  const pendingEdits = [...edits.keys()].filter((key) => key.startsWith(`${language}|`));

  const save = useMutation({
    mutationFn: async (texts: { text: AdminCatalogueText; value: string }[]) =>
      (
        await callAdminApi("/api/admin/catalogue-texts", adminCatalogueTextsSaveReplySchema, {
          method: "PUT",
          body: {
            texts: texts.map(({ text, value }) => ({
              entity: text.entity,
              entityKey: text.entityKey,
              field: text.field,
              language,
              value,
            })),
          },
        })
      ).data,
    onMutate: async (texts) => {
      await queryClient.cancelQueries({ queryKey: ["admin", "catalogue-texts"] });
      const previous = queryClient.getQueryData<AdminCatalogueTexts>(queryKey);
      const saved = new Map(texts.map(({ text, value }) => [keyOf(text), value.trim()]));
      if (previous) {
        queryClient.setQueryData<AdminCatalogueTexts>(queryKey, {
          ...previous,
          items: previous.items.map((item) => {
            const value = saved.get(keyOf(item));
            if (value === undefined) return item;
            return { ...item, translation: value || null, missing: value === "" };
          }),
        });
      }
      const previousEdits = edits;
      setEdits((current) => {
        const next = new Map(current);
        for (const { text } of texts) next.delete(`${language}|${keyOf(text)}`);
        return next;
      });
      return { previous, previousEdits };
    },
    onError: (error, _texts, context) => {
      if (context?.previous) queryClient.setQueryData(queryKey, context.previous);
      if (context?.previousEdits) setEdits(context.previousEdits);
      toast(error.message || t("adminHome.saveFailed"), { type: "error" });
    },
    onSuccess: (data) => {
      const changed = data.saved + data.deleted;
      toast(
        changed === 0
          ? t("adminHome.nothingChanged")
          : t("adminHome.translationsSaved", { count: changed }),
        { type: "success" },
      );
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: ["admin", "catalogue-texts"] }),
  });

  const validate = (text: AdminCatalogueText, value: string): string | null => {
    const parsed = catalogueTextUpsertSchema.safeParse({
      entity: text.entity,
      entityKey: text.entityKey,
      field: text.field,
      language,
      value,
    });
    if (parsed.success) return null;
    return value.length > catalogueTextMaxLengthOf(text.field)
      ? t("adminHome.translationTooLong", { max: catalogueTextMaxLengthOf(text.field) })
      : t("adminHome.translationInvalid");
  };

  const submit = (texts: AdminCatalogueText[]) => {
    const batch: { text: AdminCatalogueText; value: string }[] = [];
    const found = new Map<string, string>();
    for (const text of texts) {
      const value = edits.get(editKey(text));
      if (value === undefined) continue;
      const error = validate(text, value);
      if (error) found.set(editKey(text), error);
      else batch.push({ text, value });
    }
    setErrors(found);
    if (found.size > 0) {
      toast(t("adminHome.fixErrors"), { type: "error" });
      return;
    }
    if (batch.length > 0) save.mutate(batch);
  };

  const setFilter = (changes: Record<string, string | null>) => {
    const next = new URLSearchParams(params);
    for (const [name, value] of Object.entries(changes)) {
      if (value) next.set(name, value);
      else next.delete(name);
    }
    next.delete("page");
    if (!next.get("language")) next.set("language", language);
    setParams(next);
  };

  const onSearch = (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    setFilter({ q: String(form.get("q") ?? "").trim() || null });
  };

  const data = listing.data;
  const pages = data ? Math.max(1, Math.ceil(data.total / data.pageSize)) : 1;
  const hrefForPage = (target: number) => {
    const next = new URLSearchParams(params);
    next.set("language", language);
    next.set("page", String(target));
    return `${adminPaths.translations()}?${next.toString()}`;
  };
  const visibleEdits = data?.items.filter((item) => edits.has(editKey(item))) ?? [];
  const languageName = languages.find((entry) => entry.code === language)?.nativeName ?? language;

  return (
    <div>
      <h1 className="font-display text-3xl font-extrabold text-white">
        {t("adminHome.translationsTitle")}
      </h1>
      <p className="mt-2 max-w-2xl text-sm text-ink-300">{t("adminHome.translationsIntro")}</p>

      <div className="card-surface mt-6 grid gap-3 p-4 sm:grid-cols-2 lg:grid-cols-[1fr_1fr_2fr_auto]">
        <label className="text-xs font-semibold text-ink-300" htmlFor={`${formId}-language`}>
          {t("adminHome.language")}
          <select
            id={`${formId}-language`}
            value={language}
            onChange={(event) => setFilter({ language: event.target.value })}
            className={controlClass}
          >
            {translationLanguages.map((code) => {
              const entry = languages.find((item) => item.code === code);
              return (
                <option key={code} value={code}>
                  {entry ? `${entry.nativeName} (${entry.englishName})` : code}
                </option>
              );
            })}
          </select>
        </label>
        <label className="text-xs font-semibold text-ink-300" htmlFor={`${formId}-entity`}>
          {t("adminHome.textType")}
          <select
            id={`${formId}-entity`}
            value={entity}
            onChange={(event) => setFilter({ entity: event.target.value || null })}
            className={controlClass}
          >
            <option value="">{t("adminHome.allTypes")}</option>
            {catalogueTextEntities.map((value) => (
              <option key={value} value={value}>
                {t(`adminHome.entity_${value}` as TranslationKey)}
              </option>
            ))}
          </select>
        </label>
        <form onSubmit={onSearch} key={q} className="flex items-end gap-2">
          <label
            className="min-w-0 flex-1 text-xs font-semibold text-ink-300"
            htmlFor={`${formId}-q`}
          >
            {t("adminHome.searchTexts")}
            <input
              id={`${formId}-q`}
              name="q"
              type="search"
              defaultValue={q}
              maxLength={100}
              className={controlClass}
            />
          </label>
          <button
            type="submit"
            className="btn-ghost h-10 px-3"
            aria-label={t("adminHome.search")}
            title={t("adminHome.search")}
          >
            <Search className="h-4 w-4" aria-hidden="true" />
          </button>
        </form>
        <label className="flex items-center gap-2 self-end pb-2 text-sm text-ink-100">
          <input
            type="checkbox"
            checked={onlyMissing}
            onChange={(event) => setFilter({ missing: event.target.checked ? "true" : null })}
            className="h-4 w-4 accent-neon-violet"
          />
          {t("adminHome.onlyMissing")}
        </label>
      </div>

      {listing.isError ? (
        <p role="alert" className="card-surface mt-4 p-4 text-red-200">
          {listing.error.message || t("adminHome.loadFailed")}
        </p>
      ) : null}
      {listing.isPending ? (
        <Skeleton className="mt-4 h-96" />
      ) : data ? (
        <section className="mt-4" aria-busy={listing.isFetching} aria-label={t("adminHome.texts")}>
          <div className="flex flex-wrap items-center justify-between gap-3">
            <p className="text-sm text-ink-300" role="status">
              <span className="me-2 inline-block rounded-full bg-neon-amber/15 px-2 py-0.5 text-xs font-bold text-neon-amber">
                {t("adminHome.missingCount", { count: data.missingTotal })}
              </span>
              {t("adminHome.textsOf", {
                total: data.allTotal,
                // Isolated, so an Arabic name does not reorder the numbers around it.
                language: `\u2068${languageName}\u2069`,
              })}
              {" · "}
              {t("adminHome.textsShown", { count: data.total })}
            </p>
            {canEdit ? (
              <button
                type="button"
                className="btn-primary"
                disabled={visibleEdits.length === 0 || save.isPending}
                onClick={() => submit(visibleEdits)}
                data-testid="admin-translations-save-all"
              >
                <Save className="h-4 w-4" aria-hidden="true" />
                {visibleEdits.length > 0
                  ? t("adminHome.saveAll", { count: visibleEdits.length })
                  : t("adminHome.saveChanges")}
              </button>
            ) : null}
          </div>
          {pendingEdits.length > visibleEdits.length ? (
            <p className="mt-2 text-xs text-neon-amber">
              {t("adminHome.editsElsewhere", { count: pendingEdits.length - visibleEdits.length })}
            </p>
          ) : null}
          {data.items.length === 0 ? (
            <p className="card-surface mt-4 p-4 text-sm text-ink-300">{t("adminHome.noTexts")}</p>
          ) : (
            <ul className="mt-4 space-y-3" data-testid="admin-translations-list">
              {data.items.map((item, index) => {
                const previous = data.items[index - 1];
                const group = item.gameTitle ?? t("adminHome.categories");
                const newGroup = index === 0 || previous?.gameTitle !== item.gameTitle;
                return (
                  <Fragment key={keyOf(item)}>
                    {newGroup ? (
                      <li className="pt-3">
                        <h2 className="font-display text-lg font-bold text-white">{group}</h2>
                      </li>
                    ) : null}
                    <TranslationRow
                      item={item}
                      language={language}
                      canEdit={canEdit}
                      value={edits.get(editKey(item))}
                      error={errors.get(editKey(item))}
                      saving={save.isPending}
                      onChange={(value) =>
                        setEdits((current) => {
                          const next = new Map(current);
                          if (value === (item.translation ?? "")) next.delete(editKey(item));
                          else next.set(editKey(item), value);
                          return next;
                        })
                      }
                      onSave={() => submit([item])}
                    />
                  </Fragment>
                );
              })}
            </ul>
          )}
          <Pager
            pagination={{
              totalGames: data.total,
              totalPages: pages,
              currentPage: page,
              hasNextPage: page < pages,
              hasPrevPage: page > 1,
            }}
            hrefForPage={hrefForPage}
            labels={{
              previous: t("adminHome.previousPage"),
              next: t("adminHome.nextPage"),
              pageOf: t("adminHome.pageOf", { page, pages }),
            }}
          />
        </section>
      ) : null}
    </div>
  );
}

import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { ArrowLeft, ExternalLink, Save, Trash2 } from "lucide-react";
import { useId, useState } from "react";
import { Link, useNavigate, useParams } from "react-router";
import { Dialog } from "#app/components/ui/dialog.tsx";
import { FormBanner, TextField } from "#app/components/ui/form-field.tsx";
import { Skeleton } from "#app/components/ui/skeleton.tsx";
import { AdminApiError, callAdminApi } from "#app/features/admin/admin-api.ts";
import { useAuthState } from "#app/lib/auth/use-auth-state.ts";
import { type TranslationKey, useTranslation } from "#app/lib/i18n.ts";
import { toast } from "#app/lib/toast.ts";
import {
  type AdminBlogDetail,
  adminBlogCoverSchema,
  adminBlogDeletedReplySchema,
  adminBlogReplySchema,
  adminBlogTitleSchema,
} from "#contracts/admin-blogs.ts";
import {
  type AdminBlogStatus,
  adminBlogStatuses,
  adminBlogTitleMaxLength,
} from "#contracts/admin-blogs-rules.ts";
import { adminPaths } from "#contracts/admin-paths.ts";
import { hasAdminPermission } from "#contracts/admin-permissions.ts";
import { guideSlugSchema } from "#contracts/guides.ts";
import { excerptLength, excerptOf, slugify } from "#contracts/guides-rules.ts";
import { languages } from "#contracts/language-names.ts";
import type { LanguageCode } from "#contracts/languages.ts";
import { paths } from "#contracts/paths.ts";
import { blogKey, blogListKey, loadBlog } from "./blog-admin-api.ts";
import { CoverField, GamesField } from "./blog-meta-fields.tsx";
import { RichTextEditor } from "./rich-text-editor.tsx";
import { dangerButtonClass, StatusBadge } from "./status-badge.tsx";

/**
 * /admin/blog/create, /blog-post and /admin/blog/edit/:id: one guide's details (slug, cover,
 * games, status) and its text in each language with the Tiptap editor. A translation is written
 * beside the source text, shown read-only. What is saved is sanitized by the server; the editor
 * only offers what the sanitizer keeps.
 */
export function AdminBlogEditorScreen() {
  const { id } = useParams();
  const { t } = useTranslation();
  const guide = useQuery({
    queryKey: blogKey(id ?? "new"),
    queryFn: () => loadBlog(id ?? ""),
    enabled: Boolean(id),
    retry: (count, error) => !(error instanceof AdminApiError && error.status < 500) && count < 2,
  });
  return (
    <div>
      <Link
        to={adminPaths.blogs()}
        className="inline-flex items-center gap-1.5 text-sm text-ink-300 hover:text-white"
      >
        <ArrowLeft className="h-4 w-4 rtl:-scale-x-100" aria-hidden="true" />
        {t("adminBlogs.backToList")}
      </Link>
      {!id ? (
        <GuideForm key="new" guide={null} />
      ) : guide.isPending ? (
        <div className="mt-4 space-y-4" data-testid="guide-editor-loading">
          <Skeleton className="h-10 w-2/3" />
          <Skeleton className="h-48" />
          <Skeleton className="h-96" />
        </div>
      ) : guide.isError ? (
        <p role="alert" className="card-surface mt-4 p-6 text-red-200">
          {guide.error instanceof AdminApiError && guide.error.status === 404
            ? t("adminBlogs.notFound")
            : guide.error.message || t("adminBlogs.loadFailed")}
        </p>
      ) : (
        <GuideForm key={guide.data.id} guide={guide.data} />
      )}
    </div>
  );
}

type TextDraft = {
  title: string;
  html: string;
  /** The text without markup (excerpt preview); null until the editor has read it. */
  text: string | null;
  /** The stored excerpt, shown until the editor reports the text. */
  storedExcerpt: string;
  dirty: boolean;
};

type Meta = {
  slug: string;
  /** Until the slug is typed by hand it follows the title. */
  slugEdited: boolean;
  coverImage: string;
  gameSlugs: string[];
  status: AdminBlogStatus;
};

type FieldErrors = Partial<Record<"title" | "content" | "slug" | "coverImage" | "games", string>>;

function draftsOf(guide: AdminBlogDetail | null): Partial<Record<LanguageCode, TextDraft>> {
  if (!guide) {
    return { en: { title: "", html: "", text: "", storedExcerpt: "", dirty: false } };
  }
  return Object.fromEntries(
    guide.texts.map((text) => [
      text.language,
      {
        title: text.title,
        html: text.contentHtml,
        text: null,
        storedExcerpt: text.excerpt,
        dirty: false,
      },
    ]),
  );
}

function metaOf(guide: AdminBlogDetail | null): Meta {
  return {
    slug: guide?.slug ?? "",
    slugEdited: guide !== null,
    coverImage: guide?.coverImage ?? "",
    gameSlugs: guide?.gameSlugs ?? [],
    status: guide?.status ?? "draft",
  };
}

function firstIssue(result: { success: boolean; error?: { issues: { message: string }[] } }) {
  return result.success ? undefined : result.error?.issues[0]?.message;
}

function GuideForm({ guide }: { guide: AdminBlogDetail | null }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const auth = useAuthState();
  const canWrite = hasAdminPermission(auth.loggedIn ? auth.adminRole : null, "blogs.write");
  const formId = useId();
  const source: LanguageCode = guide?.sourceLanguage ?? "en";

  const [language, setLanguage] = useState<LanguageCode>(source);
  const [drafts, setDrafts] = useState(() => draftsOf(guide));
  const [meta, setMeta] = useState<Meta>(() => metaOf(guide));
  const [metaDirty, setMetaDirty] = useState(false);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [banner, setBanner] = useState<string | null>(null);
  // Bumped when the server's answer replaces the texts: the editors start again from it.
  const [version, setVersion] = useState(0);
  const [confirm, setConfirm] = useState<"translation" | "guide" | null>(null);

  const storedLanguages = new Set(guide?.texts.map((text) => text.language) ?? []);
  const draft: TextDraft = drafts[language] ?? {
    title: "",
    html: "",
    text: "",
    storedExcerpt: "",
    dirty: false,
  };
  const sourceText = guide?.texts.find((text) => text.language === source);
  const translating = language !== source;
  const slug = meta.slugEdited ? meta.slug : slugify(drafts[source]?.title ?? "");
  const dirty = metaDirty || Object.values(drafts).some((entry) => entry?.dirty);

  const updateDraft = (change: Partial<TextDraft>) => {
    setDrafts((current) => ({ ...current, [language]: { ...draft, ...change } }));
  };
  const updateMeta = (change: Partial<Meta>) => {
    setMeta((current) => ({ ...current, ...change }));
    setMetaDirty(true);
  };
  const clearError = (field: keyof FieldErrors) =>
    setErrors((current) => (current[field] ? { ...current, [field]: undefined } : current));

  /** Client-side checks with the API's own schemas; the first language with a problem is shown. */
  const validate = (): boolean => {
    const found: FieldErrors = {};
    let badLanguage: LanguageCode | null = null;
    for (const [code, entry] of Object.entries(drafts) as [LanguageCode, TextDraft][]) {
      if (!entry.dirty && guide) continue;
      const titleError = firstIssue(adminBlogTitleSchema.safeParse(entry.title));
      const contentError =
        entry.text !== null && entry.text.trim() === ""
          ? t("adminBlogs.contentRequired")
          : undefined;
      if ((titleError || contentError) && !badLanguage) {
        badLanguage = code;
        if (titleError) {
          found.title = titleError.includes("required")
            ? t("adminBlogs.titleRequired")
            : titleError.includes("characters or fewer")
              ? t("adminBlogs.titleTooLong", { max: adminBlogTitleMaxLength })
              : t("adminBlogs.titleInvalid");
        }
        if (contentError) found.content = contentError;
      }
    }
    if (!guide || metaDirty) {
      if (meta.slugEdited || slug) {
        if (!guideSlugSchema.safeParse(slug).success) found.slug = t("adminBlogs.slugInvalid");
      } else if (!guide) {
        found.slug = t("adminBlogs.slugInvalid");
      }
      if (!adminBlogCoverSchema.safeParse(meta.coverImage).success) {
        found.coverImage = t("adminBlogs.coverInvalid");
      }
    }
    if (badLanguage && badLanguage !== language) setLanguage(badLanguage);
    setErrors(found);
    return Object.values(found).every((value) => !value);
  };

  const showServerError = (error: Error) => {
    const message = error.message || t("adminBlogs.saveFailed");
    if (error instanceof AdminApiError && error.status === 409) {
      setErrors((current) => ({ ...current, slug: message }));
    } else if (error instanceof AdminApiError && /game/i.test(message)) {
      setErrors((current) => ({ ...current, games: message }));
    }
    setBanner(message);
    toast(message, { type: "error" });
  };

  const accept = (saved: AdminBlogDetail, message: string) => {
    queryClient.setQueryData(blogKey(saved.id), saved);
    void queryClient.invalidateQueries({ queryKey: blogListKey });
    setDrafts(draftsOf(saved));
    setMeta(metaOf(saved));
    setMetaDirty(false);
    setVersion((value) => value + 1);
    setBanner(null);
    toast(message, { type: "success" });
  };

  const create = useMutation({
    mutationFn: async () => {
      const text = drafts[source];
      return (
        await callAdminApi("/api/admin/blogs", adminBlogReplySchema, {
          method: "POST",
          body: {
            title: text?.title ?? "",
            contentHtml: text?.html ?? "",
            ...(meta.slugEdited ? { slug: meta.slug } : {}),
            sourceLanguage: source,
            coverImage: meta.coverImage,
            gameSlugs: meta.gameSlugs,
            status: meta.status,
          },
        })
      ).data;
    },
    onSuccess: (saved) => {
      queryClient.setQueryData(blogKey(saved.id), saved);
      void queryClient.invalidateQueries({ queryKey: blogListKey });
      toast(
        t(saved.status === "published" ? "adminBlogs.createdPublished" : "adminBlogs.createdDraft"),
        { type: "success" },
      );
      navigate(adminPaths.blogEdit(saved.id), { replace: true });
    },
    onError: showServerError,
  });

  const update = useMutation({
    mutationFn: async (target: AdminBlogDetail) => {
      let latest: AdminBlogDetail | null = null;
      // Texts first, so publishing in the same save publishes the new words.
      for (const [code, entry] of Object.entries(drafts) as [LanguageCode, TextDraft][]) {
        if (!entry.dirty) continue;
        latest = (
          await callAdminApi(`/api/admin/blogs/${target.id}/texts/${code}`, adminBlogReplySchema, {
            method: "PUT",
            body: { title: entry.title, contentHtml: entry.html },
          })
        ).data;
        setDrafts((current) => ({ ...current, [code]: { ...entry, dirty: false } }));
      }
      if (metaDirty) {
        latest = (
          await callAdminApi(`/api/admin/blogs/${target.id}`, adminBlogReplySchema, {
            method: "PUT",
            body: {
              slug: meta.slug,
              coverImage: meta.coverImage,
              gameSlugs: meta.gameSlugs,
              status: meta.status,
            },
          })
        ).data;
      }
      return latest;
    },
    onSuccess: (saved) => {
      if (saved) accept(saved, t("adminBlogs.saved"));
    },
    onError: showServerError,
  });

  const removeTranslation = useMutation({
    mutationFn: async (target: AdminBlogDetail) =>
      (
        await callAdminApi(
          `/api/admin/blogs/${target.id}/texts/${language}`,
          adminBlogReplySchema,
          { method: "DELETE" },
        )
      ).data,
    onSuccess: (saved) => {
      setConfirm(null);
      accept(saved, t("adminBlogs.translationDeleted"));
      setLanguage(source);
    },
    onError: (error) => {
      setConfirm(null);
      toast(error.message || t("adminBlogs.deleteFailed"), { type: "error" });
    },
  });

  const removeGuide = useMutation({
    mutationFn: async (target: AdminBlogDetail) =>
      callAdminApi(`/api/admin/blogs/${target.id}`, adminBlogDeletedReplySchema, {
        method: "DELETE",
      }),
    onSuccess: (_reply, target) => {
      queryClient.removeQueries({ queryKey: blogKey(target.id) });
      void queryClient.invalidateQueries({ queryKey: blogListKey });
      toast(t("adminBlogs.deleted"), { type: "success" });
      navigate(adminPaths.blogs());
    },
    onError: (error) => {
      setConfirm(null);
      toast(error.message || t("adminBlogs.deleteFailed"), { type: "error" });
    },
  });

  const saving = create.isPending || update.isPending;
  const submit = (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setBanner(null);
    if (!validate()) {
      toast(t("adminBlogs.fixErrors"), { type: "error" });
      return;
    }
    if (!guide) create.mutate();
    else if (dirty) update.mutate(guide);
    else toast(t("adminBlogs.nothingToSave"), { type: "info" });
  };

  const excerpt = draft.text === null ? draft.storedExcerpt : excerptOf(draft.text);
  const languageDir = languages.find((entry) => entry.code === language)?.dir ?? "ltr";
  const sourceDir = languages.find((entry) => entry.code === source)?.dir ?? "ltr";

  return (
    <form className="mt-4 space-y-6" onSubmit={submit} noValidate aria-labelledby={`${formId}-h`}>
      <header className="flex flex-wrap items-center gap-3">
        <h1 id={`${formId}-h`} className="font-display text-3xl font-extrabold text-white">
          {guide ? t("adminBlogs.editTitle") : t("adminBlogs.createTitle")}
        </h1>
        {guide ? <StatusBadge status={guide.status} /> : null}
        <div className="ms-auto flex flex-wrap gap-2">
          {guide?.status === "published" ? (
            <a
              href={paths.guideArticle(guide.slug)}
              target="_blank"
              rel="noreferrer"
              className="btn-ghost"
            >
              <ExternalLink className="h-4 w-4" aria-hidden="true" />
              {t("adminBlogs.viewOnSite")}
            </a>
          ) : null}
          {guide && canWrite ? (
            <button
              type="button"
              className="btn-ghost border-red-400/50 text-red-200"
              onClick={() => setConfirm("guide")}
            >
              <Trash2 className="h-4 w-4" aria-hidden="true" />
              {t("adminBlogs.deleteGuide")}
            </button>
          ) : null}
          {canWrite ? (
            <button type="submit" className="btn-primary" disabled={saving}>
              <Save className="h-4 w-4" aria-hidden="true" />
              {saving ? t("adminBlogs.saving") : t("adminBlogs.save")}
            </button>
          ) : null}
        </div>
      </header>

      {banner ? <FormBanner tone="error">{banner}</FormBanner> : null}
      {dirty ? (
        <p className="text-xs font-semibold text-neon-amber" role="status">
          {t("adminBlogs.unsaved")}
        </p>
      ) : null}

      <section
        className="card-surface grid gap-5 p-5 md:grid-cols-2"
        aria-labelledby={`${formId}-details`}
      >
        <h2
          id={`${formId}-details`}
          className="font-display text-lg font-bold text-white md:col-span-2"
        >
          {t("adminBlogs.details")}
        </h2>
        <div className="space-y-5">
          <TextField
            label={t("adminBlogs.slug")}
            name="slug"
            dir="ltr"
            autoComplete="off"
            spellCheck={false}
            value={slug}
            onChange={(event) => {
              updateMeta({ slug: event.target.value.toLowerCase(), slugEdited: true });
              clearError("slug");
            }}
            error={errors.slug}
            // The address is isolated so right-to-left text around it does not reorder it.
            hint={t("adminBlogs.slugHint", {
              url: `\u2068${slug ? paths.guideArticle(slug) : `${paths.guides()}/…`}\u2069`,
            })}
            data-testid="guide-slug"
          />
          {meta.slugEdited && !guide ? (
            <button
              type="button"
              className="-mt-3 text-xs font-semibold text-neon-cyan hover:underline"
              onClick={() => updateMeta({ slugEdited: false, slug: "" })}
            >
              {t("adminBlogs.slugFromTitle")}
            </button>
          ) : null}
          <fieldset>
            <legend className="mb-1.5 block text-sm font-semibold text-ink-100">
              {t("adminBlogs.status")}
            </legend>
            <div className="flex flex-wrap gap-2">
              {adminBlogStatuses.map((status) => (
                <label
                  key={status}
                  className="flex cursor-pointer items-center gap-2 rounded-lg border border-white/10 bg-ink-800/70 px-3 py-2 text-sm text-ink-100 has-[:checked]:border-neon-violet has-[:checked]:bg-neon-violet/15"
                >
                  <input
                    type="radio"
                    name="status"
                    value={status}
                    className="accent-neon-violet"
                    checked={meta.status === status}
                    onChange={() => updateMeta({ status })}
                  />
                  {t(`adminBlogs.status_${status}` as TranslationKey)}
                </label>
              ))}
            </div>
            <p className="mt-1 text-xs text-ink-400">{t("adminBlogs.statusHint")}</p>
          </fieldset>
          <GamesField
            value={meta.gameSlugs}
            onChange={(gameSlugs) => {
              updateMeta({ gameSlugs });
              clearError("games");
            }}
            error={errors.games}
            disabled={!canWrite}
          />
        </div>
        <CoverField
          value={meta.coverImage}
          onChange={(coverImage) => {
            updateMeta({ coverImage });
            clearError("coverImage");
          }}
          error={errors.coverImage}
          disabled={!canWrite}
        />
      </section>

      <section className="card-surface p-5" aria-labelledby={`${formId}-content`}>
        <h2 id={`${formId}-content`} className="font-display text-lg font-bold text-white">
          {t("adminBlogs.content")}
        </h2>
        {guide ? (
          <LanguageSwitcher
            current={language}
            source={source}
            stored={storedLanguages}
            dirty={
              new Set(
                (Object.entries(drafts) as [LanguageCode, TextDraft | undefined][])
                  .filter(([, entry]) => entry?.dirty)
                  .map(([code]) => code),
              )
            }
            onSelect={(code) => {
              setErrors({});
              setLanguage(code);
            }}
          />
        ) : (
          <p className="mt-1 text-xs text-ink-400">{t("adminBlogs.translateAfterSave")}</p>
        )}

        <div className={`mt-4 grid gap-5 ${translating ? "lg:grid-cols-2" : ""}`}>
          {translating && sourceText ? (
            <div className="min-w-0" data-testid="guide-source-text">
              <h3 className="text-sm font-semibold text-ink-300">
                {t("adminBlogs.sourceText", {
                  language: languages.find((entry) => entry.code === source)?.nativeName ?? source,
                })}
              </h3>
              <div
                lang={source}
                dir={sourceDir}
                className="mt-2 rounded-lg border border-white/10 bg-ink-900 p-4"
              >
                <p className="font-display text-xl font-bold text-white">{sourceText.title}</p>
                <div
                  className="prose-guide mt-3 max-w-none text-sm"
                  // biome-ignore lint/security/noDangerouslySetInnerHtml: the server sanitized this HTML when it was saved and again when it was read
                  dangerouslySetInnerHTML={{ __html: sourceText.contentHtml }}
                />
              </div>
            </div>
          ) : null}
          <div className="min-w-0 space-y-4">
            {translating && !storedLanguages.has(language) ? (
              <p className="rounded-lg border border-neon-amber/30 bg-neon-amber/10 px-3 py-2 text-sm text-neon-amber">
                {t("adminBlogs.translationMissing")}
              </p>
            ) : null}
            <TextField
              label={t("adminBlogs.guideTitleIn", {
                language:
                  languages.find((entry) => entry.code === language)?.nativeName ?? language,
              })}
              name="title"
              lang={language}
              dir={languageDir}
              value={draft.title}
              onChange={(event) => {
                updateDraft({ title: event.target.value, dirty: true });
                clearError("title");
              }}
              error={errors.title}
              data-testid="guide-title"
            />
            <div>
              <p
                id={`${formId}-editor-label`}
                className="mb-1.5 text-sm font-semibold text-ink-100"
              >
                {t("adminBlogs.body")}
              </p>
              <RichTextEditor
                key={`${language}:${version}`}
                initialHtml={draft.html}
                label={t("adminBlogs.bodyLabel")}
                lang={language}
                dir={languageDir}
                invalid={Boolean(errors.content)}
                describedBy={errors.content ? `${formId}-content-error` : `${formId}-excerpt`}
                onReady={(text) =>
                  setDrafts((current) => {
                    const entry = current[language];
                    return entry ? { ...current, [language]: { ...entry, text } } : current;
                  })
                }
                onChange={(html, text) => {
                  setDrafts((current) => ({
                    ...current,
                    [language]: {
                      ...(current[language] ?? draft),
                      html,
                      text,
                      dirty: true,
                    },
                  }));
                  clearError("content");
                }}
              />
              {errors.content ? (
                <p
                  id={`${formId}-content-error`}
                  className="mt-1 text-xs font-semibold text-red-400"
                >
                  {errors.content}
                </p>
              ) : null}
            </div>
            <div
              id={`${formId}-excerpt`}
              className="rounded-lg border border-white/10 bg-ink-900 p-3"
            >
              <p className="flex items-center justify-between gap-2 text-xs font-semibold text-ink-300">
                <span>{t("adminBlogs.excerpt")}</span>
                <span className="font-normal text-ink-400">
                  {t("adminBlogs.excerptCount", { length: excerpt.length, max: excerptLength })}
                </span>
              </p>
              <p
                className="mt-1 text-sm text-ink-100"
                lang={language}
                dir={languageDir}
                data-testid="guide-excerpt"
              >
                {excerpt || t("adminBlogs.excerptEmpty")}
              </p>
            </div>
            {guide && translating && storedLanguages.has(language) && canWrite ? (
              <button
                type="button"
                className="btn-ghost border-red-400/50 text-red-200"
                onClick={() => setConfirm("translation")}
              >
                <Trash2 className="h-4 w-4" aria-hidden="true" />
                {t("adminBlogs.deleteTranslation")}
              </button>
            ) : null}
          </div>
        </div>
      </section>

      {canWrite ? (
        <div className="flex justify-end">
          <button type="submit" className="btn-primary" disabled={saving}>
            <Save className="h-4 w-4" aria-hidden="true" />
            {saving ? t("adminBlogs.saving") : t("adminBlogs.save")}
          </button>
        </div>
      ) : null}

      <Dialog
        open={confirm !== null}
        onOpenChange={(open) => {
          if (!open) setConfirm(null);
        }}
        role="alertdialog"
        title={
          confirm === "guide" ? t("adminBlogs.deleteTitle") : t("adminBlogs.deleteTranslationTitle")
        }
        description={
          confirm === "guide"
            ? t("adminBlogs.deleteText", { title: drafts[source]?.title ?? "" })
            : t("adminBlogs.deleteTranslationText", {
                language:
                  languages.find((entry) => entry.code === language)?.nativeName ?? language,
              })
        }
        closeLabel={t("adminBlogs.close")}
        testId="guide-confirm-dialog"
      >
        <div className="mt-6 flex flex-wrap justify-end gap-2">
          <button type="button" className="btn-ghost" onClick={() => setConfirm(null)}>
            {t("adminBlogs.cancel")}
          </button>
          <button
            type="button"
            className={dangerButtonClass}
            disabled={removeGuide.isPending || removeTranslation.isPending}
            onClick={() => {
              if (!guide) return;
              if (confirm === "guide") removeGuide.mutate(guide);
              else removeTranslation.mutate(guide);
            }}
          >
            {t("adminBlogs.deleteConfirm")}
          </button>
        </div>
      </Dialog>
    </form>
  );
}

/** One button a language; missing translations are flagged, unsaved ones marked. */
function LanguageSwitcher(props: {
  current: LanguageCode;
  source: LanguageCode;
  stored: Set<string>;
  dirty: Set<string>;
  onSelect: (code: LanguageCode) => void;
}) {
  const { t } = useTranslation();
  const missing = languages.filter((entry) => !props.stored.has(entry.code)).length;
  return (
    <div className="mt-3">
      <p className="text-xs text-ink-400">
        {t("adminBlogs.translationsMissing", { count: missing })}
      </p>
      <ul className="mt-2 flex flex-wrap gap-1.5" aria-label={t("adminBlogs.languageSwitcher")}>
        {languages.map((entry) => {
          const has = props.stored.has(entry.code);
          const state =
            entry.code === props.source
              ? t("adminBlogs.languageSource")
              : has
                ? t("adminBlogs.languageDone")
                : t("adminBlogs.languageMissing");
          return (
            <li key={entry.code}>
              <button
                type="button"
                aria-pressed={props.current === entry.code}
                onClick={() => props.onSelect(entry.code)}
                className={`flex items-center gap-1.5 rounded-lg border px-2.5 py-1.5 text-sm aria-pressed:border-neon-violet aria-pressed:bg-neon-violet/25 aria-pressed:text-white ${
                  has
                    ? "border-white/10 bg-ink-800/70 text-ink-100"
                    : "border-dashed border-neon-amber/50 text-neon-amber"
                }`}
                data-testid={`guide-language-${entry.code}`}
              >
                <span lang={entry.code}>{entry.nativeName}</span>
                {entry.code === props.source ? (
                  <span
                    aria-hidden="true"
                    className="text-[10px] font-bold uppercase text-neon-cyan"
                  >
                    {t("adminBlogs.sourceMark")}
                  </span>
                ) : !has ? (
                  <span aria-hidden="true" className="h-1.5 w-1.5 rounded-full bg-neon-amber" />
                ) : null}
                {props.dirty.has(entry.code) ? (
                  <span aria-hidden="true" className="text-neon-fuchsia">
                    •
                  </span>
                ) : null}
                <span className="sr-only">
                  ({state}
                  {props.dirty.has(entry.code) ? `, ${t("adminBlogs.languageUnsaved")}` : ""})
                </span>
              </button>
            </li>
          );
        })}
      </ul>
    </div>
  );
}

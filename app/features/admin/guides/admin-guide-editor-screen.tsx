import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { ArrowLeft, ExternalLink, Save, Trash2 } from "lucide-react";
import { useId, useState } from "react";
import { Link, useNavigate, useParams } from "react-router";
import { FormBanner } from "#app/components/ui/form-field.tsx";
import { Skeleton } from "#app/components/ui/skeleton.tsx";
import { AdminApiError, retryAdminRead } from "#app/features/admin/admin-api.ts";
import { useAuthState } from "#app/lib/auth/use-auth-state.ts";
import { useTranslation } from "#app/lib/i18n.ts";
import { toast } from "#app/lib/toast.ts";
import type { AdminGuideDetail } from "#contracts/admin-guides.ts";
import { adminPaths } from "#contracts/admin-paths.ts";
import { hasAdminPermission } from "#contracts/admin-permissions.ts";
import { slugify } from "#contracts/guides-rules.ts";
import type { LanguageCode } from "#contracts/languages.ts";
import { paths } from "#contracts/paths.ts";
import {
  createGuide,
  deleteGuide,
  deleteGuideTranslation,
  guideKey,
  guideListKey,
  loadGuide,
  saveGuideChanges,
} from "./guide-admin-api.ts";
import { GuideDeleteDialog, type GuideDeletion } from "./guide-delete-dialog.tsx";
import { GuideDetailsSection } from "./guide-details-section.tsx";
import { checkGuideDraft, draftsOf, type FieldErrors, type Meta, metaOf } from "./guide-draft.ts";
import { GuideTextSection } from "./guide-text-section.tsx";
import { StatusBadge } from "./status-badge.tsx";

/**
 * /admin/blog/create, /blog-post and /admin/blog/edit/:id: one guide's details (slug, cover,
 * games, status) and its text in each language with the Tiptap editor. A translation is written
 * beside the source text, shown read-only. What is saved is sanitized by the server; the editor
 * only offers what the sanitizer keeps.
 */
export function AdminGuideEditorScreen() {
  const { id } = useParams();
  const { t } = useTranslation();
  const guide = useQuery({
    queryKey: guideKey(id ?? "new"),
    queryFn: () => loadGuide(id ?? ""),
    enabled: Boolean(id),
    retry: retryAdminRead,
  });
  return (
    <div>
      <Link
        to={adminPaths.blogs()}
        className="inline-flex items-center gap-1.5 text-sm text-ink-300 hover:text-white"
      >
        <ArrowLeft className="h-4 w-4 rtl:-scale-x-100" aria-hidden="true" />
        {t("adminGuides.backToList")}
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
            ? t("adminGuides.notFound")
            : guide.error.message || t("adminGuides.loadFailed")}
        </p>
      ) : (
        <GuideForm key={guide.data.id} guide={guide.data} />
      )}
    </div>
  );
}

function GuideForm({ guide }: { guide: AdminGuideDetail | null }) {
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
  const [confirm, setConfirm] = useState<GuideDeletion | null>(null);

  const slug = meta.slugEdited ? meta.slug : slugify(drafts[source]?.title ?? "");
  const dirty = metaDirty || Object.values(drafts).some((entry) => entry?.dirty);

  const updateMeta = (change: Partial<Meta>) => {
    setMeta((current) => ({ ...current, ...change }));
    setMetaDirty(true);
  };
  const clearError = (field: keyof FieldErrors) =>
    setErrors((current) => (current[field] ? { ...current, [field]: undefined } : current));

  /** Client-side checks with the API's own schemas; the first language with a problem is shown. */
  const validate = (): boolean => {
    const found = checkGuideDraft({ guide, drafts, meta, metaDirty, slug, t });
    if (found.language && found.language !== language) setLanguage(found.language);
    setErrors(found.errors);
    return Object.values(found.errors).every((value) => !value);
  };

  const showServerError = (error: Error) => {
    const message = error.message || t("adminGuides.saveFailed");
    if (error instanceof AdminApiError && error.status === 409) {
      setErrors((current) => ({ ...current, slug: message }));
    } else if (error instanceof AdminApiError && /game/i.test(message)) {
      setErrors((current) => ({ ...current, games: message }));
    }
    setBanner(message);
    toast(message, { type: "error" });
  };

  const accept = (saved: AdminGuideDetail, message: string) => {
    queryClient.setQueryData(guideKey(saved.id), saved);
    void queryClient.invalidateQueries({ queryKey: guideListKey });
    setDrafts(draftsOf(saved));
    setMeta(metaOf(saved));
    setMetaDirty(false);
    setVersion((value) => value + 1);
    setBanner(null);
    toast(message, { type: "success" });
  };

  const create = useMutation({
    mutationFn: () => createGuide({ text: drafts[source], meta, source }),
    onSuccess: (saved) => {
      queryClient.setQueryData(guideKey(saved.id), saved);
      void queryClient.invalidateQueries({ queryKey: guideListKey });
      toast(
        t(
          saved.status === "published"
            ? "adminGuides.createdPublished"
            : "adminGuides.createdDraft",
        ),
        { type: "success" },
      );
      navigate(adminPaths.blogEdit(saved.id), { replace: true });
    },
    onError: showServerError,
  });

  const update = useMutation({
    mutationFn: (target: AdminGuideDetail) =>
      saveGuideChanges(target, {
        drafts,
        meta: metaDirty ? meta : null,
        // A text saved before a later step fails stays saved: it is no longer unsaved here.
        onTextSaved: (code, entry) =>
          setDrafts((current) => ({ ...current, [code]: { ...entry, dirty: false } })),
      }),
    onSuccess: (saved) => {
      if (saved) accept(saved, t("adminGuides.saved"));
    },
    onError: showServerError,
  });

  const removeTranslation = useMutation({
    mutationFn: (target: AdminGuideDetail) => deleteGuideTranslation(target.id, language),
    onSuccess: (saved) => {
      setConfirm(null);
      accept(saved, t("adminGuides.translationDeleted"));
      setLanguage(source);
    },
    onError: (error) => {
      setConfirm(null);
      toast(error.message || t("adminGuides.deleteFailed"), { type: "error" });
    },
  });

  const removeGuide = useMutation({
    mutationFn: (target: AdminGuideDetail) => deleteGuide(target.id),
    onSuccess: (_reply, target) => {
      queryClient.removeQueries({ queryKey: guideKey(target.id) });
      void queryClient.invalidateQueries({ queryKey: guideListKey });
      toast(t("adminGuides.deleted"), { type: "success" });
      navigate(adminPaths.blogs());
    },
    onError: (error) => {
      setConfirm(null);
      toast(error.message || t("adminGuides.deleteFailed"), { type: "error" });
    },
  });

  const saving = create.isPending || update.isPending;
  const submit = (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setBanner(null);
    if (!validate()) {
      toast(t("adminGuides.fixErrors"), { type: "error" });
      return;
    }
    if (!guide) create.mutate();
    else if (dirty) update.mutate(guide);
    else toast(t("adminGuides.nothingToSave"), { type: "info" });
  };

  return (
    <form className="mt-4 space-y-6" onSubmit={submit} noValidate aria-labelledby={`${formId}-h`}>
      <header className="flex flex-wrap items-center gap-3">
        <h1 id={`${formId}-h`} className="font-display text-3xl font-extrabold text-white">
          {guide ? t("adminGuides.editTitle") : t("adminGuides.createTitle")}
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
              {t("adminGuides.viewOnSite")}
            </a>
          ) : null}
          {guide && canWrite ? (
            <button
              type="button"
              className="btn-ghost border-red-400/50 text-red-200"
              onClick={() => setConfirm("guide")}
            >
              <Trash2 className="h-4 w-4" aria-hidden="true" />
              {t("adminGuides.deleteGuide")}
            </button>
          ) : null}
          {canWrite ? (
            <button type="submit" className="btn-primary" disabled={saving}>
              <Save className="h-4 w-4" aria-hidden="true" />
              {saving ? t("adminGuides.saving") : t("adminGuides.save")}
            </button>
          ) : null}
        </div>
      </header>

      {banner ? <FormBanner tone="error">{banner}</FormBanner> : null}
      {dirty ? (
        <p className="text-xs font-semibold text-neon-amber" role="status">
          {t("adminGuides.unsaved")}
        </p>
      ) : null}

      <GuideDetailsSection
        formId={formId}
        slug={slug}
        meta={meta}
        isNew={!guide}
        errors={errors}
        canWrite={canWrite}
        updateMeta={updateMeta}
        clearError={clearError}
      />

      <GuideTextSection
        formId={formId}
        guide={guide}
        language={language}
        source={source}
        drafts={drafts}
        setDrafts={setDrafts}
        version={version}
        errors={errors}
        canWrite={canWrite}
        onSelectLanguage={(code) => {
          setErrors({});
          setLanguage(code);
        }}
        clearError={clearError}
        onDeleteTranslation={() => setConfirm("translation")}
      />

      {canWrite ? (
        <div className="flex justify-end">
          <button type="submit" className="btn-primary" disabled={saving}>
            <Save className="h-4 w-4" aria-hidden="true" />
            {saving ? t("adminGuides.saving") : t("adminGuides.save")}
          </button>
        </div>
      ) : null}

      <GuideDeleteDialog
        confirm={confirm}
        guideTitle={drafts[source]?.title ?? ""}
        language={language}
        pending={removeGuide.isPending || removeTranslation.isPending}
        onClose={() => setConfirm(null)}
        onConfirm={(target) => {
          if (!guide) return;
          if (target === "guide") removeGuide.mutate(guide);
          else removeTranslation.mutate(guide);
        }}
      />
    </form>
  );
}

import { Trash2 } from "lucide-react";
import type { Dispatch, SetStateAction } from "react";
import { TextField } from "#app/components/ui/form-field.tsx";
import { useTranslation } from "#app/lib/i18n.ts";
import type { AdminGuideDetail } from "#contracts/admin-guides.ts";
import { excerptLength, excerptOf } from "#contracts/guides-rules.ts";
import { languages } from "#contracts/language-names.ts";
import type { LanguageCode } from "#contracts/languages.ts";
import { type Drafts, emptyDraft, type FieldErrors, type TextDraft } from "./guide-draft.ts";
import { GuideLanguageSwitcher } from "./guide-language-switcher.tsx";
import { RichTextEditor } from "./rich-text-editor.tsx";

/**
 * The guide's words in one language at a time: its title, its body in the Tiptap editor and the
 * excerpt the server will derive. A translation is written beside the source text, shown
 * read-only; a new guide is written in its source language first.
 */
export function GuideTextSection({
  formId,
  guide,
  language,
  source,
  drafts,
  setDrafts,
  version,
  errors,
  canWrite,
  onSelectLanguage,
  clearError,
  onDeleteTranslation,
}: {
  formId: string;
  guide: AdminGuideDetail | null;
  language: LanguageCode;
  source: LanguageCode;
  drafts: Drafts;
  setDrafts: Dispatch<SetStateAction<Drafts>>;
  /** Bumped when the server's answer replaces the texts: the editor starts again from it. */
  version: number;
  errors: FieldErrors;
  canWrite: boolean;
  onSelectLanguage: (code: LanguageCode) => void;
  clearError: (field: keyof FieldErrors) => void;
  onDeleteTranslation: () => void;
}) {
  const { t } = useTranslation();
  const storedLanguages = new Set(guide?.texts.map((text) => text.language) ?? []);
  const draft: TextDraft = drafts[language] ?? emptyDraft;
  const sourceText = guide?.texts.find((text) => text.language === source);
  const translating = language !== source;
  const excerpt = draft.text === null ? draft.storedExcerpt : excerptOf(draft.text);
  const languageDir = languages.find((entry) => entry.code === language)?.dir ?? "ltr";
  const sourceDir = languages.find((entry) => entry.code === source)?.dir ?? "ltr";

  const updateDraft = (change: Partial<TextDraft>) => {
    setDrafts((current) => ({ ...current, [language]: { ...draft, ...change } }));
  };

  return (
    <section className="card-surface p-5" aria-labelledby={`${formId}-content`}>
      <h2 id={`${formId}-content`} className="font-display text-lg font-bold text-white">
        {t("adminGuides.content")}
      </h2>
      {guide ? (
        <GuideLanguageSwitcher
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
          onSelect={onSelectLanguage}
        />
      ) : (
        <p className="mt-1 text-xs text-ink-400">{t("adminGuides.translateAfterSave")}</p>
      )}

      <div className={`mt-4 grid gap-5 ${translating ? "lg:grid-cols-2" : ""}`}>
        {translating && sourceText ? (
          <div className="min-w-0" data-testid="guide-source-text">
            <h3 className="text-sm font-semibold text-ink-300">
              {t("adminGuides.sourceText", {
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
              {t("adminGuides.translationMissing")}
            </p>
          ) : null}
          <TextField
            label={t("adminGuides.guideTitleIn", {
              language: languages.find((entry) => entry.code === language)?.nativeName ?? language,
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
            <p id={`${formId}-editor-label`} className="mb-1.5 text-sm font-semibold text-ink-100">
              {t("adminGuides.body")}
            </p>
            <RichTextEditor
              key={`${language}:${version}`}
              initialHtml={draft.html}
              label={t("adminGuides.bodyLabel")}
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
              <p id={`${formId}-content-error`} className="mt-1 text-xs font-semibold text-red-400">
                {errors.content}
              </p>
            ) : null}
          </div>
          <div
            id={`${formId}-excerpt`}
            className="rounded-lg border border-white/10 bg-ink-900 p-3"
          >
            <p className="flex items-center justify-between gap-2 text-xs font-semibold text-ink-300">
              <span>{t("adminGuides.excerpt")}</span>
              <span className="font-normal text-ink-400">
                {t("adminGuides.excerptCount", { length: excerpt.length, max: excerptLength })}
              </span>
            </p>
            <p
              className="mt-1 text-sm text-ink-100"
              lang={language}
              dir={languageDir}
              data-testid="guide-excerpt"
            >
              {excerpt || t("adminGuides.excerptEmpty")}
            </p>
          </div>
          {guide && translating && storedLanguages.has(language) && canWrite ? (
            <button
              type="button"
              className="btn-ghost border-red-400/50 text-red-200"
              onClick={onDeleteTranslation}
            >
              <Trash2 className="h-4 w-4" aria-hidden="true" />
              {t("adminGuides.deleteTranslation")}
            </button>
          ) : null}
        </div>
      </div>
    </section>
  );
}

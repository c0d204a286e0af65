import { TextField } from "#app/components/ui/form-field.tsx";
import { type TranslationKey, useTranslation } from "#app/lib/i18n.ts";
import { adminGuideStatuses } from "#contracts/admin-guides-rules.ts";
import { paths } from "#contracts/paths.ts";
import type { FieldErrors, Meta } from "./guide-draft.ts";
import { CoverField, GamesField } from "./guide-meta-fields.tsx";

/**
 * What every language of a guide shares: its address, status, games and cover. The slug shown
 * is the one that will be saved (it follows the source title until typed by hand).
 */
export function GuideDetailsSection({
  formId,
  slug,
  meta,
  isNew,
  errors,
  canWrite,
  updateMeta,
  clearError,
}: {
  formId: string;
  slug: string;
  meta: Meta;
  isNew: boolean;
  errors: FieldErrors;
  canWrite: boolean;
  updateMeta: (change: Partial<Meta>) => void;
  clearError: (field: keyof FieldErrors) => void;
}) {
  const { t } = useTranslation();
  return (
    <section
      className="card-surface grid gap-5 p-5 md:grid-cols-2"
      aria-labelledby={`${formId}-details`}
    >
      <h2
        id={`${formId}-details`}
        className="font-display text-lg font-bold text-white md:col-span-2"
      >
        {t("adminGuides.details")}
      </h2>
      <div className="space-y-5">
        <TextField
          label={t("adminGuides.slug")}
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
          hint={t("adminGuides.slugHint", {
            url: `\u2068${slug ? paths.guideArticle(slug) : `${paths.guides()}/…`}\u2069`,
          })}
          data-testid="guide-slug"
        />
        {meta.slugEdited && isNew ? (
          <button
            type="button"
            className="-mt-3 text-xs font-semibold text-neon-cyan hover:underline"
            onClick={() => updateMeta({ slugEdited: false, slug: "" })}
          >
            {t("adminGuides.slugFromTitle")}
          </button>
        ) : null}
        <fieldset>
          <legend className="mb-1.5 block text-sm font-semibold text-ink-100">
            {t("adminGuides.status")}
          </legend>
          <div className="flex flex-wrap gap-2">
            {adminGuideStatuses.map((status) => (
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
                {t(`adminGuides.status_${status}` as TranslationKey)}
              </label>
            ))}
          </div>
          <p className="mt-1 text-xs text-ink-400">{t("adminGuides.statusHint")}</p>
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
  );
}

import { useTranslation } from "#app/lib/i18n.ts";
import { languages } from "#contracts/language-names.ts";
import type { LanguageCode } from "#contracts/languages.ts";

/** One button a language; missing translations are flagged, unsaved ones marked. */
export function GuideLanguageSwitcher(props: {
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
        {t("adminGuides.translationsMissing", { count: missing })}
      </p>
      <ul className="mt-2 flex flex-wrap gap-1.5" aria-label={t("adminGuides.languageSwitcher")}>
        {languages.map((entry) => {
          const has = props.stored.has(entry.code);
          const state =
            entry.code === props.source
              ? t("adminGuides.languageSource")
              : has
                ? t("adminGuides.languageDone")
                : t("adminGuides.languageMissing");
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
                    {t("adminGuides.sourceMark")}
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
                  {props.dirty.has(entry.code) ? `, ${t("adminGuides.languageUnsaved")}` : ""})
                </span>
              </button>
            </li>
          );
        })}
      </ul>
    </div>
  );
}

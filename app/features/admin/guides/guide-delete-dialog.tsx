import { Dialog } from "#app/components/ui/dialog.tsx";
import { useTranslation } from "#app/lib/i18n.ts";
import { languages } from "#contracts/language-names.ts";
import type { LanguageCode } from "#contracts/languages.ts";
import { dangerButtonClass } from "./status-badge.tsx";

/** What the editor asks before deleting: the whole guide, or the translation being edited. */
export type GuideDeletion = "translation" | "guide";

/** The one confirmation both deletions share; closed (null) until a delete button is pressed. */
export function GuideDeleteDialog({
  confirm,
  guideTitle,
  language,
  pending,
  onClose,
  onConfirm,
}: {
  confirm: GuideDeletion | null;
  /** The source language's title, named when the whole guide goes. */
  guideTitle: string;
  /** The language whose translation goes. */
  language: LanguageCode;
  pending: boolean;
  onClose: () => void;
  onConfirm: (target: GuideDeletion) => void;
}) {
  const { t } = useTranslation();
  return (
    <Dialog
      open={confirm !== null}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      role="alertdialog"
      title={
        confirm === "guide" ? t("adminGuides.deleteTitle") : t("adminGuides.deleteTranslationTitle")
      }
      description={
        confirm === "guide"
          ? t("adminGuides.deleteText", { title: guideTitle })
          : t("adminGuides.deleteTranslationText", {
              language: languages.find((entry) => entry.code === language)?.nativeName ?? language,
            })
      }
      closeLabel={t("adminGuides.close")}
      testId="guide-confirm-dialog"
    >
      <div className="mt-6 flex flex-wrap justify-end gap-2">
        <button type="button" className="btn-ghost" onClick={onClose}>
          {t("adminGuides.cancel")}
        </button>
        <button
          type="button"
          className={dangerButtonClass}
          disabled={pending}
          onClick={() => onConfirm(confirm === "guide" ? "guide" : "translation")}
        >
          {t("adminGuides.deleteConfirm")}
        </button>
      </div>
    </Dialog>
  );
}

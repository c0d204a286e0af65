import { Plus, RotateCcw, Save } from "lucide-react";
import { useTranslation } from "#app/lib/i18n.ts";
import type { FeaturedListName } from "#contracts/admin-home.ts";

/** A home list's "Add game", "Discard changes" and "Save list" (the last two only with a draft). */
export function FeaturedSaveBar(props: {
  list: FeaturedListName;
  canAdd: boolean;
  dirty: boolean;
  saving: boolean;
  onAdd: () => void;
  onDiscard: () => void;
  onSave: () => void;
}) {
  const { t } = useTranslation();
  return (
    <div className="flex flex-wrap gap-2">
      <button type="button" className="btn-ghost" onClick={props.onAdd} disabled={!props.canAdd}>
        <Plus className="h-4 w-4" aria-hidden="true" />
        {t("adminHome.addGame")}
      </button>
      <button
        type="button"
        className="btn-ghost"
        onClick={props.onDiscard}
        disabled={!props.dirty || props.saving}
      >
        <RotateCcw className="h-4 w-4" aria-hidden="true" />
        {t("adminHome.discard")}
      </button>
      <button
        type="button"
        className="btn-primary"
        onClick={props.onSave}
        disabled={!props.dirty || props.saving}
        data-testid={`admin-home-save-${props.list}`}
      >
        <Save className="h-4 w-4" aria-hidden="true" />
        {props.saving ? t("adminHome.saving") : t("adminHome.saveList")}
      </button>
    </div>
  );
}

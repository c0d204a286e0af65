import { useSortable } from "@dnd-kit/sortable";
import { CSS } from "@dnd-kit/utilities";
import { GripVertical, Pencil, Trash2 } from "lucide-react";
import { formatUsdCents } from "#app/lib/format-price.ts";
import { useTranslation } from "#app/lib/i18n.ts";
import type { AdminPackage } from "#contracts/admin-catalogue.ts";
import type { LanguageCode } from "#contracts/languages.ts";

/** One package of a game in the admin list: drag handle, price and state, edit/hide/delete. */
export function PackageRow(props: {
  pack: AdminPackage;
  lang: LanguageCode;
  canWrite: boolean;
  busy: boolean;
  onEdit: () => void;
  onToggle: () => void;
  onDelete: () => void;
}) {
  const { t } = useTranslation();
  const { pack } = props;
  const sortable = useSortable({ id: pack.id, disabled: !props.canWrite });
  const style = {
    transform: CSS.Transform.toString(sortable.transform),
    transition: sortable.transition,
  };
  return (
    <li
      ref={sortable.setNodeRef}
      style={style}
      className={`card-surface flex flex-wrap items-center gap-3 p-3 ${sortable.isDragging ? "relative z-10 border-neon-violet shadow-xl" : ""}`}
      data-testid="admin-package-row"
    >
      {props.canWrite ? (
        <button
          type="button"
          className="flex h-9 w-9 shrink-0 cursor-grab touch-none items-center justify-center rounded-lg text-ink-300 hover:bg-white/5 hover:text-white"
          aria-label={t("adminCatalogue.dragHandle", { name: pack.name })}
          disabled={props.busy}
          {...sortable.attributes}
          {...sortable.listeners}
        >
          <GripVertical className="h-5 w-5" aria-hidden="true" />
        </button>
      ) : null}
      <div className="min-w-0 flex-1">
        <p
          className={`font-semibold ${pack.isActive ? "text-white" : "text-ink-400 line-through"}`}
        >
          {pack.name}
          {pack.badge ? (
            <span className="ms-2 rounded-full bg-neon-violet/20 px-2 py-0.5 text-xs font-bold text-violet-200">
              {pack.badge}
            </span>
          ) : null}
        </p>
        <p className="text-xs text-ink-300">
          {t("adminCatalogue.amountLine", {
            amount: pack.currencyAmount,
            bonus: pack.bonusAmount,
            currency: pack.currencyName,
          })}
          {" · "}
          <span className="font-mono" dir="ltr">
            {pack.supplierSku}
          </span>
        </p>
      </div>
      <p className="text-end text-sm">
        <span className="font-bold text-white">{formatUsdCents(pack.priceCents, props.lang)}</span>
        {pack.compareAtPriceCents !== null ? (
          <span className="ms-2 text-xs text-ink-400 line-through">
            {formatUsdCents(pack.compareAtPriceCents, props.lang)}
          </span>
        ) : null}
      </p>
      {props.canWrite ? (
        <div className="flex items-center gap-1">
          <button
            type="button"
            role="switch"
            aria-checked={pack.isActive}
            aria-label={t("adminCatalogue.activeSwitch", { name: pack.name })}
            onClick={props.onToggle}
            className={`relative inline-flex h-6 w-11 shrink-0 items-center rounded-full transition ${pack.isActive ? "bg-neon-lime/70" : "bg-white/20"}`}
          >
            <span
              className={`inline-block h-5 w-5 rounded-full bg-white shadow transition ${pack.isActive ? "translate-x-5 rtl:-translate-x-5" : "translate-x-0.5 rtl:-translate-x-0.5"}`}
            />
          </button>
          <button
            type="button"
            className="flex h-9 w-9 items-center justify-center rounded-lg text-ink-200 hover:bg-white/5 hover:text-white"
            onClick={props.onEdit}
            aria-label={t("adminCatalogue.editPackageNamed", { name: pack.name })}
          >
            <Pencil className="h-4 w-4" aria-hidden="true" />
          </button>
          <button
            type="button"
            className="flex h-9 w-9 items-center justify-center rounded-lg text-red-300 hover:bg-red-500/10"
            onClick={props.onDelete}
            aria-label={t("adminCatalogue.deletePackageNamed", { name: pack.name })}
          >
            <Trash2 className="h-4 w-4" aria-hidden="true" />
          </button>
        </div>
      ) : (
        <span className="text-xs text-ink-300">
          {t(pack.isActive ? "adminCatalogue.statusActive" : "adminCatalogue.inactive")}
        </span>
      )}
    </li>
  );
}

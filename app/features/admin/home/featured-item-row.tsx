import { useSortable } from "@dnd-kit/sortable";
import { CSS } from "@dnd-kit/utilities";
import { ArrowDown, ArrowUp, GripVertical, Trash2 } from "lucide-react";
import { useId } from "react";
import { useTranslation } from "#app/lib/i18n.ts";
import { type AdminFeaturedItem, featuredHeadlineMaxLength } from "#contracts/admin-home.ts";
import { HeroArtwork } from "./hero-artwork.tsx";

const inputClass =
  "h-10 w-full rounded-lg border border-white/10 bg-ink-950 px-3 text-sm text-white placeholder:text-ink-400 focus:border-neon-violet aria-[invalid=true]:border-red-400";
const iconButton =
  "flex h-9 w-9 shrink-0 items-center justify-center rounded-lg border border-white/10 text-ink-300 hover:border-neon-violet hover:text-white disabled:cursor-not-allowed disabled:opacity-40";

/**
 * One game of a home list: its drag handle, position, arrows and remove button, and for hero items
 * the artwork and the headline.
 */
export function FeaturedItemRow(props: {
  item: AdminFeaturedItem;
  index: number;
  count: number;
  isHero: boolean;
  canEdit: boolean;
  headlineError: string | undefined;
  onMove: (from: number, to: number) => void;
  onRemove: () => void;
  onChange: (change: Partial<AdminFeaturedItem>) => void;
}) {
  const { t } = useTranslation();
  const { item, index } = props;
  const id = useId();
  const {
    attributes,
    listeners,
    setNodeRef,
    setActivatorNodeRef,
    transform,
    transition,
    isDragging,
  } = useSortable({ id: item.gameId, disabled: !props.canEdit });
  const style = { transform: CSS.Transform.toString(transform), transition };

  return (
    <li
      ref={setNodeRef}
      style={style}
      className={`rounded-xl border bg-ink-900/80 p-2.5 ${isDragging ? "relative z-10 border-neon-violet shadow-2xl shadow-black/50" : "border-white/10"}`}
      data-testid="admin-home-item"
    >
      <div className="flex items-center gap-2">
        {props.canEdit ? (
          <button
            type="button"
            ref={setActivatorNodeRef}
            className={`${iconButton} cursor-grab touch-none active:cursor-grabbing`}
            {...attributes}
            {...listeners}
            aria-label={t("adminHome.dragHandle", {
              title: item.title,
              position: index + 1,
              total: props.count,
            })}
          >
            <GripVertical className="h-4 w-4" aria-hidden="true" />
          </button>
        ) : null}
        <span className="w-6 shrink-0 text-center text-sm font-bold text-ink-300">{index + 1}</span>
        <img
          src={item.squareImage}
          alt=""
          width={40}
          height={40}
          loading="lazy"
          className="h-10 w-10 shrink-0 rounded-lg object-cover"
        />
        <div className="min-w-0 flex-1">
          <p className="truncate text-sm font-semibold text-white">{item.title}</p>
          {item.isActive ? null : (
            <span className="mt-0.5 inline-block rounded-full bg-red-500/15 px-2 py-0.5 text-xs font-semibold text-red-300">
              {t("adminHome.archived")}
            </span>
          )}
        </div>
        {props.canEdit ? (
          <div className="flex shrink-0 gap-1">
            <button
              type="button"
              className={`${iconButton} hidden sm:flex`}
              onClick={() => props.onMove(index, index - 1)}
              disabled={index === 0}
              aria-label={t("adminHome.moveUp", { title: item.title })}
            >
              <ArrowUp className="h-4 w-4" aria-hidden="true" />
            </button>
            <button
              type="button"
              className={`${iconButton} hidden sm:flex`}
              onClick={() => props.onMove(index, index + 1)}
              disabled={index === props.count - 1}
              aria-label={t("adminHome.moveDown", { title: item.title })}
            >
              <ArrowDown className="h-4 w-4" aria-hidden="true" />
            </button>
            <button
              type="button"
              className={`${iconButton} hover:border-red-400 hover:text-red-300`}
              onClick={props.onRemove}
              aria-label={t("adminHome.removeGame", { title: item.title })}
            >
              <Trash2 className="h-4 w-4" aria-hidden="true" />
            </button>
          </div>
        ) : null}
      </div>
      {props.isHero ? (
        <div className="mt-3 grid gap-3 sm:grid-cols-[12rem_1fr]">
          <HeroArtwork item={item} canEdit={props.canEdit} onChange={props.onChange} />
          <div>
            <label htmlFor={`${id}-headline`} className="text-xs font-semibold text-ink-300">
              {t("adminHome.headline")}
            </label>
            <input
              id={`${id}-headline`}
              // Headlines are written in English (their translations are edited apart).
              lang="en"
              dir="ltr"
              value={item.headline}
              readOnly={!props.canEdit}
              onChange={(event) => props.onChange({ headline: event.target.value })}
              aria-invalid={props.headlineError ? true : undefined}
              aria-describedby={
                props.headlineError ? `${id}-headline-error` : `${id}-headline-hint`
              }
              className={`mt-1 ${inputClass}`}
              placeholder={t("adminHome.headlinePlaceholder")}
            />
            {props.headlineError ? (
              <p id={`${id}-headline-error`} className="mt-1 text-xs font-semibold text-red-400">
                {props.headlineError}
              </p>
            ) : (
              <p id={`${id}-headline-hint`} className="mt-1 text-xs text-ink-300">
                {t("adminHome.headlineHint", {
                  used: item.headline.length,
                  max: featuredHeadlineMaxLength,
                })}
              </p>
            )}
          </div>
        </div>
      ) : null}
    </li>
  );
}

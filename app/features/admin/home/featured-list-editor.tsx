import {
  type Announcements,
  closestCenter,
  DndContext,
  type DragEndEvent,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
} from "@dnd-kit/core";
import {
  arrayMove,
  SortableContext,
  sortableKeyboardCoordinates,
  useSortable,
  verticalListSortingStrategy,
} from "@dnd-kit/sortable";
import { CSS } from "@dnd-kit/utilities";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import {
  ArrowDown,
  ArrowUp,
  GripVertical,
  ImageUp,
  Plus,
  RotateCcw,
  Save,
  Trash2,
} from "lucide-react";
import { useId, useState } from "react";
import { Dialog } from "#app/components/ui/dialog.tsx";
import { callAdminApi } from "#app/features/admin/admin-api.ts";
import { apiFetch, messageOf, readJsonBody } from "#app/lib/auth/api-fetch.ts";
import { type TranslationKey, useTranslation } from "#app/lib/i18n.ts";
import { toast } from "#app/lib/toast.ts";
import {
  type AdminFeatured,
  type AdminFeaturedItem,
  type AdminPickableGame,
  adminFeaturedListReplySchema,
  type FeaturedListName,
  featuredHeadlineMaxLength,
  featuredItemInputSchema,
  featuredListMaxItems,
} from "#contracts/admin-home.ts";
import { adminUploadReplySchema } from "#contracts/admin-uploads.ts";
import { GamePicker } from "./game-picker.tsx";

export const featuredQueryKey = ["admin", "featured"] as const;

const listTitleKeys: Record<FeaturedListName, TranslationKey> = {
  hero: "adminHome.listHero",
  trending: "adminHome.listTrending",
  more_games: "adminHome.listMoreGames",
};
const listHintKeys: Record<FeaturedListName, TranslationKey> = {
  hero: "adminHome.listHeroHint",
  trending: "adminHome.listTrendingHint",
  more_games: "adminHome.listMoreGamesHint",
};

const inputClass =
  "h-10 w-full rounded-lg border border-white/10 bg-ink-950 px-3 text-sm text-white placeholder:text-ink-400 focus:border-neon-violet aria-[invalid=true]:border-red-400";
const iconButton =
  "flex h-9 w-9 shrink-0 items-center justify-center rounded-lg border border-white/10 text-ink-300 hover:border-neon-violet hover:text-white disabled:cursor-not-allowed disabled:opacity-40";

function sameItems(a: AdminFeaturedItem[], b: AdminFeaturedItem[]): boolean {
  return (
    a.length === b.length &&
    a.every((item, index) => {
      const other = b[index];
      return (
        other !== undefined &&
        item.gameId === other.gameId &&
        item.headline === other.headline &&
        item.displayImage === other.displayImage &&
        item.displayImageSmall === other.displayImageSmall
      );
    })
  );
}

/**
 * One home list: drag (pointer or keyboard) or the arrow buttons to reorder, add from the game
 * picker, remove after a confirmation, and for hero items a headline and artwork. Changes stay a
 * draft until "Save list"; the save shows at once (optimistic) and rolls back with a toast if
 * the server refuses it.
 */
export function FeaturedListEditor(props: {
  list: FeaturedListName;
  items: AdminFeaturedItem[];
  games: AdminPickableGame[];
  canEdit: boolean;
}) {
  const { t } = useTranslation();
  const { list } = props;
  const headingId = useId();
  const queryClient = useQueryClient();
  const [draft, setDraft] = useState<AdminFeaturedItem[] | null>(null);
  const [pickerOpen, setPickerOpen] = useState(false);
  const [removing, setRemoving] = useState<AdminFeaturedItem | null>(null);
  const [showErrors, setShowErrors] = useState(false);
  const items = draft ?? props.items;
  const dirty = draft !== null && !sameItems(draft, props.items);
  const max = featuredListMaxItems[list];
  const listName = t(listTitleKeys[list]);
  const inList = new Set(items.map((item) => item.gameId));
  const pickable = props.games.filter((game) => !inList.has(game.id));
  const isHero = list === "hero";

  const headlineErrors = new Map<string, string>();
  if (isHero) {
    for (const item of items) {
      const parsed = featuredItemInputSchema.shape.headline.safeParse(item.headline);
      if (!parsed.success) {
        headlineErrors.set(
          item.gameId,
          t("adminHome.headlineTooLong", { max: featuredHeadlineMaxLength }),
        );
      }
    }
  }
  const archived = items.filter((item) => !item.isActive);

  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );

  const titleOf = (id: string | number) =>
    items.find((item) => item.gameId === id)?.title ?? String(id);
  const positionOf = (id: string | number) => items.findIndex((item) => item.gameId === id) + 1;
  const announcements: Announcements = {
    onDragStart: ({ active }) =>
      t("adminHome.dragStart", {
        title: titleOf(active.id),
        position: positionOf(active.id),
        total: items.length,
      }),
    onDragOver: ({ active, over }) =>
      over
        ? t("adminHome.dragOver", {
            title: titleOf(active.id),
            position: positionOf(over.id),
            total: items.length,
          })
        : t("adminHome.dragOutside", { title: titleOf(active.id) }),
    onDragEnd: ({ active, over }) =>
      over
        ? t("adminHome.dragEnd", {
            title: titleOf(active.id),
            position: positionOf(over.id),
            total: items.length,
          })
        : t("adminHome.dragCancel", { title: titleOf(active.id) }),
    onDragCancel: ({ active }) => t("adminHome.dragCancel", { title: titleOf(active.id) }),
  };

  const edit = (next: AdminFeaturedItem[]) => setDraft(next);
  const move = (from: number, to: number) => {
    if (to < 0 || to >= items.length) return;
    edit(arrayMove(items, from, to));
  };
  const onDragEnd = (event: DragEndEvent) => {
    const { active, over } = event;
    if (!over || active.id === over.id) return;
    move(positionOf(active.id) - 1, positionOf(over.id) - 1);
  };
  const update = (gameId: string, change: Partial<AdminFeaturedItem>) =>
    edit(items.map((item) => (item.gameId === gameId ? { ...item, ...change } : item)));

  const save = useMutation({
    mutationFn: async (next: AdminFeaturedItem[]) =>
      (
        await callAdminApi(`/api/admin/featured/${list}`, adminFeaturedListReplySchema, {
          method: "PUT",
          body: {
            items: next.map((item) =>
              isHero
                ? {
                    gameId: item.gameId,
                    headline: item.headline,
                    displayImage: item.displayImage,
                    displayImageSmall: item.displayImageSmall,
                  }
                : { gameId: item.gameId },
            ),
          },
        })
      ).data,
    onMutate: async (next) => {
      await queryClient.cancelQueries({ queryKey: featuredQueryKey });
      const previous = queryClient.getQueryData<AdminFeatured>(featuredQueryKey);
      if (previous) {
        queryClient.setQueryData<AdminFeatured>(featuredQueryKey, {
          ...previous,
          lists: { ...previous.lists, [list]: next },
        });
      }
      setDraft(null);
      return { previous, next };
    },
    onError: (error, _next, context) => {
      if (context?.previous) queryClient.setQueryData(featuredQueryKey, context.previous);
      // Keep the admin's work so it can be fixed and saved again.
      if (context?.next) setDraft(context.next);
      toast(error.message || t("adminHome.saveFailed"), { type: "error" });
    },
    onSuccess: (data) => {
      queryClient.setQueryData<AdminFeatured>(featuredQueryKey, (current) =>
        current ? { ...current, lists: { ...current.lists, [list]: data.items } } : current,
      );
      toast(t("adminHome.listSaved", { list: listName }), { type: "success" });
    },
  });

  const onSave = () => {
    if (headlineErrors.size > 0 || items.length > max) {
      setShowErrors(true);
      toast(t("adminHome.fixErrors"), { type: "error" });
      return;
    }
    setShowErrors(false);
    save.mutate(items);
  };

  return (
    <section
      className="card-surface p-4 sm:p-5"
      aria-labelledby={headingId}
      data-testid={`admin-home-list-${list}`}
    >
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h2 id={headingId} className="font-display text-xl font-bold text-white">
            {listName}
          </h2>
          <p className="mt-1 text-sm text-ink-300">{t(listHintKeys[list])}</p>
          <p className="mt-1 text-xs text-ink-300">
            {t("adminHome.itemCount", { count: items.length, max })}
          </p>
        </div>
        {props.canEdit ? (
          <div className="flex flex-wrap gap-2">
            <button
              type="button"
              className="btn-ghost"
              onClick={() => setPickerOpen(true)}
              disabled={items.length >= max || pickable.length === 0}
            >
              <Plus className="h-4 w-4" aria-hidden="true" />
              {t("adminHome.addGame")}
            </button>
            <button
              type="button"
              className="btn-ghost"
              onClick={() => {
                setDraft(null);
                setShowErrors(false);
              }}
              disabled={!dirty || save.isPending}
            >
              <RotateCcw className="h-4 w-4" aria-hidden="true" />
              {t("adminHome.discard")}
            </button>
            <button
              type="button"
              className="btn-primary"
              onClick={onSave}
              disabled={!dirty || save.isPending}
              data-testid={`admin-home-save-${list}`}
            >
              <Save className="h-4 w-4" aria-hidden="true" />
              {save.isPending ? t("adminHome.saving") : t("adminHome.saveList")}
            </button>
          </div>
        ) : null}
      </div>

      {dirty ? (
        <p className="mt-3 text-sm font-semibold text-neon-amber" role="status">
          {t("adminHome.unsaved")}
        </p>
      ) : null}
      {archived.length > 0 ? (
        <p className="mt-3 text-sm font-semibold text-red-300" role="alert">
          {t("adminHome.archivedWarning", { count: archived.length })}
        </p>
      ) : null}

      {items.length === 0 ? (
        <p className="mt-4 rounded-lg border border-dashed border-white/10 p-4 text-sm text-ink-300">
          {t("adminHome.emptyList")}
        </p>
      ) : (
        <DndContext
          sensors={sensors}
          collisionDetection={closestCenter}
          onDragEnd={onDragEnd}
          accessibility={{
            announcements,
            screenReaderInstructions: { draggable: t("adminHome.dragInstructions") },
          }}
        >
          <SortableContext
            items={items.map((item) => item.gameId)}
            strategy={verticalListSortingStrategy}
          >
            <ol className="mt-4 space-y-2">
              {items.map((item, index) => (
                <SortableRow
                  key={item.gameId}
                  item={item}
                  index={index}
                  count={items.length}
                  isHero={isHero}
                  canEdit={props.canEdit}
                  headlineError={showErrors ? headlineErrors.get(item.gameId) : undefined}
                  onMove={move}
                  onRemove={() => setRemoving(item)}
                  onChange={(change) => update(item.gameId, change)}
                />
              ))}
            </ol>
          </SortableContext>
        </DndContext>
      )}

      <GamePicker
        open={pickerOpen}
        onOpenChange={setPickerOpen}
        listName={listName}
        games={pickable}
        onPick={(game) => {
          edit([
            ...items,
            {
              id: `new-${game.id}`,
              gameId: game.id,
              title: game.title,
              slug: game.slug,
              image: game.image,
              squareImage: game.squareImage,
              isActive: true,
              headline: "",
              displayImage: null,
              displayImageSmall: null,
            },
          ]);
          setPickerOpen(false);
          toast(t("adminHome.added", { title: game.title, list: listName }), { type: "info" });
        }}
      />

      <Dialog
        open={removing !== null}
        onOpenChange={(open) => {
          if (!open) setRemoving(null);
        }}
        title={t("adminHome.removeTitle")}
        description={
          removing ? t("adminHome.removeConfirm", { title: removing.title, list: listName }) : ""
        }
        closeLabel={t("adminHome.close")}
        role="alertdialog"
        testId="admin-home-remove"
      >
        <div className="mt-6 flex flex-wrap justify-end gap-2">
          <button type="button" className="btn-ghost" onClick={() => setRemoving(null)}>
            {t("adminHome.cancel")}
          </button>
          <button
            type="button"
            className="btn-primary"
            data-testid="admin-home-remove-yes"
            onClick={() => {
              if (removing) edit(items.filter((item) => item.gameId !== removing.gameId));
              setRemoving(null);
            }}
          >
            <Trash2 className="h-4 w-4" aria-hidden="true" />
            {t("adminHome.remove")}
          </button>
        </div>
      </Dialog>
    </section>
  );
}

function SortableRow(props: {
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

function HeroArtwork(props: {
  item: AdminFeaturedItem;
  canEdit: boolean;
  onChange: (change: Partial<AdminFeaturedItem>) => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const [uploading, setUploading] = useState(false);
  const preview = props.item.displayImage ?? props.item.image;

  const upload = async (file: File) => {
    setUploading(true);
    try {
      const form = new FormData();
      form.append("file", file);
      const response = await apiFetch("/api/admin/uploads?kind=hero", {
        method: "POST",
        body: form,
      });
      const body = await readJsonBody(response);
      const parsed = adminUploadReplySchema.safeParse(body);
      if (!response.ok || !parsed.success) {
        toast(messageOf(body) ?? t("adminHome.uploadFailed"), { type: "error" });
        return;
      }
      props.onChange({
        displayImage: parsed.data.data.image,
        displayImageSmall: parsed.data.data.smallImage ?? null,
      });
      toast(t("adminHome.uploaded"), { type: "success" });
    } catch {
      toast(t("adminHome.uploadFailed"), { type: "error" });
    } finally {
      setUploading(false);
    }
  };

  return (
    <div>
      <img
        src={preview}
        alt={t("adminHome.artworkOf", { title: props.item.title })}
        width={192}
        height={108}
        loading="lazy"
        className="aspect-video w-full rounded-lg border border-white/10 object-cover"
      />
      {props.canEdit ? (
        <div className="mt-2">
          <label
            htmlFor={`${id}-file`}
            className="inline-flex cursor-pointer items-center gap-1.5 rounded-lg border border-white/10 px-2.5 py-1.5 text-xs font-semibold text-ink-100 hover:border-neon-violet focus-within:outline focus-within:outline-2 focus-within:outline-neon-cyan"
          >
            <ImageUp className="h-3.5 w-3.5" aria-hidden="true" />
            {uploading ? t("adminHome.uploading") : t("adminHome.uploadArtwork")}
            <input
              id={`${id}-file`}
              type="file"
              accept="image/png,image/jpeg,image/webp,image/avif"
              className="sr-only"
              disabled={uploading}
              aria-describedby={`${id}-file-hint`}
              onChange={(event) => {
                const file = event.target.files?.[0];
                event.target.value = "";
                if (file) void upload(file);
              }}
            />
          </label>
          <p id={`${id}-file-hint`} className="mt-1 text-xs text-ink-300">
            {t("adminHome.artworkHint")}
          </p>
        </div>
      ) : null}
    </div>
  );
}

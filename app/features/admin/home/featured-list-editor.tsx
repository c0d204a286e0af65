import { arrayMove } from "@dnd-kit/sortable";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { Trash2 } from "lucide-react";
import { useId, useState } from "react";
import { Dialog } from "#app/components/ui/dialog.tsx";
import { callAdminApi } from "#app/features/admin/admin-api.ts";
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
import { FeaturedSaveBar } from "./featured-save-bar.tsx";
import { FeaturedSortableList } from "./featured-sortable-list.tsx";
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

  const edit = (next: AdminFeaturedItem[]) => setDraft(next);
  const move = (from: number, to: number) => {
    if (to < 0 || to >= items.length) return;
    edit(arrayMove(items, from, to));
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
          <FeaturedSaveBar
            list={list}
            canAdd={items.length < max && pickable.length > 0}
            dirty={dirty}
            saving={save.isPending}
            onAdd={() => setPickerOpen(true)}
            onDiscard={() => {
              setDraft(null);
              setShowErrors(false);
            }}
            onSave={onSave}
          />
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
        <FeaturedSortableList
          items={items}
          isHero={isHero}
          canEdit={props.canEdit}
          headlineErrorOf={(gameId) => (showErrors ? headlineErrors.get(gameId) : undefined)}
          onMove={move}
          onRemove={setRemoving}
          onChange={update}
        />
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

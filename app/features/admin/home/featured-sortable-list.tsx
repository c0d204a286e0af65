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
  SortableContext,
  sortableKeyboardCoordinates,
  verticalListSortingStrategy,
} from "@dnd-kit/sortable";
import { useTranslation } from "#app/lib/i18n.ts";
import type { AdminFeaturedItem } from "#contracts/admin-home.ts";
import { FeaturedItemRow } from "./featured-item-row.tsx";

/**
 * The items of a home list in order, reordered by dragging (pointer or keyboard, each step
 * announced to screen readers) or by each row's arrows; both end in `onMove`.
 */
export function FeaturedSortableList(props: {
  items: AdminFeaturedItem[];
  isHero: boolean;
  canEdit: boolean;
  /** The headline problem to show under an item, by game id. */
  headlineErrorOf: (gameId: string) => string | undefined;
  onMove: (from: number, to: number) => void;
  onRemove: (item: AdminFeaturedItem) => void;
  onChange: (gameId: string, change: Partial<AdminFeaturedItem>) => void;
}) {
  const { t } = useTranslation();
  const { items } = props;
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

  const onDragEnd = (event: DragEndEvent) => {
    const { active, over } = event;
    if (!over || active.id === over.id) return;
    props.onMove(positionOf(active.id) - 1, positionOf(over.id) - 1);
  };

  return (
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
            <FeaturedItemRow
              key={item.gameId}
              item={item}
              index={index}
              count={items.length}
              isHero={props.isHero}
              canEdit={props.canEdit}
              headlineError={props.headlineErrorOf(item.gameId)}
              onMove={props.onMove}
              onRemove={() => props.onRemove(item)}
              onChange={(change) => props.onChange(item.gameId, change)}
            />
          ))}
        </ol>
      </SortableContext>
    </DndContext>
  );
}

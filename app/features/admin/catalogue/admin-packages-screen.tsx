import {
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
  verticalListSortingStrategy,
} from "@dnd-kit/sortable";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { Plus } from "lucide-react";
import { useId, useState } from "react";
import { Link, useSearchParams } from "react-router";
import { Dialog } from "#app/components/ui/dialog.tsx";
import { Skeleton } from "#app/components/ui/skeleton.tsx";
import { AdminApiError, callAdminApi, retryAdminRead } from "#app/features/admin/admin-api.ts";
import { useTranslation } from "#app/lib/i18n.ts";
import { toast } from "#app/lib/toast.ts";
import {
  type AdminGame,
  type AdminGameListItem,
  type AdminPackage,
  type AdminPackageInput,
  adminDeletedReplySchema,
  adminGameListReplySchema,
  adminGameReplySchema,
  adminPackageListReplySchema,
  adminPackageReplySchema,
} from "#contracts/admin-catalogue.ts";
import { adminPaths } from "#contracts/admin-paths.ts";
import type { LanguageCode } from "#contracts/languages.ts";
import { catalogueKeys, useAdminCan } from "./catalogue-api.ts";
import { labelClass, selectClass } from "./catalogue-labels.ts";
import { PackageDialog } from "./package-dialog.tsx";
import { PackageRow } from "./package-row.tsx";

/** Every game for the picker, a hundred at a time (the API's largest page). */
async function loadAllGames(): Promise<AdminGameListItem[]> {
  const all: AdminGameListItem[] = [];
  for (let page = 1; page <= 50; page += 1) {
    const { data } = await callAdminApi(
      `/api/admin/games?pageSize=100&page=${page}&sort=title`,
      adminGameListReplySchema,
    );
    all.push(...data.items);
    if (all.length >= data.total || data.items.length === 0) break;
  }
  return all;
}

function inputOf(pack: AdminPackage): AdminPackageInput {
  return {
    name: pack.name,
    currencyName: pack.currencyName,
    currencyAmount: pack.currencyAmount,
    bonusAmount: pack.bonusAmount,
    priceCents: pack.priceCents,
    compareAtPriceCents: pack.compareAtPriceCents,
    supplierSku: pack.supplierSku,
    badge: pack.badge,
    isActive: pack.isActive,
  };
}

/**
 * /admin/packages?game=<id>: a game's packages in the storefront's order. Drag (or keyboard:
 * space, arrows, space) to reorder, saved at once; add and edit in a dialog; switch a package
 * on or off; delete one nobody bought. Changes show at once and roll back if the server says no.
 */
export function AdminPackagesScreen() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const pickerId = useId();
  const gameId = params.get("game") ?? "";
  const games = useQuery({ queryKey: catalogueKeys.gameOptions, queryFn: loadAllGames });

  return (
    <div>
      <h1 className="font-display text-3xl font-extrabold text-white">{t("admin.packages")}</h1>
      <div className="card-surface mt-6 p-4">
        <div className={labelClass}>
          <label htmlFor={pickerId} className="block">
            {t("adminCatalogue.pickGame")}
          </label>
          {games.isPending ? (
            <Skeleton className="mt-1 h-10" />
          ) : (
            <select
              id={pickerId}
              value={gameId}
              onChange={(event) => {
                const next = new URLSearchParams(params);
                if (event.target.value) next.set("game", event.target.value);
                else next.delete("game");
                setParams(next);
              }}
              className={`${selectClass} sm:max-w-md`}
              data-testid="admin-packages-game"
            >
              <option value="">{t("adminCatalogue.chooseGame")}</option>
              {(games.data ?? []).map((game) => (
                <option key={game.id} value={game.id}>
                  {game.isActive
                    ? game.title
                    : `${game.title} (${t("adminCatalogue.statusArchived")})`}
                </option>
              ))}
            </select>
          )}
        </div>
        {games.isError ? (
          <p role="alert" className="mt-2 text-sm text-red-200">
            {games.error.message || t("admin.loadFailed")}
          </p>
        ) : null}
      </div>
      {gameId ? (
        <GamePackages key={gameId} gameId={gameId} />
      ) : (
        <p className="mt-4 text-sm text-ink-300">{t("adminCatalogue.pickGameHint")}</p>
      )}
    </div>
  );
}

type Confirm = { pack: AdminPackage } | null;

function GamePackages({ gameId }: { gameId: string }) {
  const { t, lang } = useTranslation();
  const queryClient = useQueryClient();
  const canWrite = useAdminCan("packages.write");
  const key = catalogueKeys.game(gameId);
  const [editing, setEditing] = useState<{ pack: AdminPackage | null } | null>(null);
  const [confirm, setConfirm] = useState<Confirm>(null);
  const game = useQuery({
    queryKey: key,
    queryFn: async () =>
      (await callAdminApi(`/api/admin/games/${encodeURIComponent(gameId)}`, adminGameReplySchema))
        .data,
    retry: retryAdminRead,
  });

  /** Shows `change` at once; returns the state to restore if the server refuses. */
  const optimistic = async (change: (packages: AdminPackage[]) => AdminPackage[]) => {
    await queryClient.cancelQueries({ queryKey: key });
    const previous = queryClient.getQueryData<AdminGame>(key);
    if (previous) {
      queryClient.setQueryData<AdminGame>(key, {
        ...previous,
        packages: change(previous.packages),
      });
    }
    return { previous };
  };
  const rollback = (error: Error, context: { previous: AdminGame | undefined } | undefined) => {
    if (context?.previous) queryClient.setQueryData(key, context.previous);
    toast(error.message || t("adminCatalogue.saveFailed"), { type: "error" });
  };
  const settle = () => {
    void queryClient.invalidateQueries({ queryKey: key });
    void queryClient.invalidateQueries({ queryKey: ["admin", "games", "list"] });
  };

  const reorder = useMutation({
    mutationFn: async (ids: string[]) =>
      (
        await callAdminApi(
          `/api/admin/games/${gameId}/packages/order`,
          adminPackageListReplySchema,
          {
            method: "PUT",
            body: { packageIds: ids },
          },
        )
      ).data,
    onMutate: (ids) =>
      optimistic((packages) =>
        ids
          .map((id) => packages.find((pack) => pack.id === id))
          .filter((pack): pack is AdminPackage => pack !== undefined),
      ),
    onError: (error, _ids, context) => rollback(error, context),
    onSuccess: () => toast(t("adminCatalogue.orderSaved"), { type: "success" }),
    onSettled: settle,
  });

  const toggle = useMutation({
    mutationFn: async (pack: AdminPackage) =>
      (
        await callAdminApi(`/api/admin/packages/${pack.id}`, adminPackageReplySchema, {
          method: "PUT",
          body: { ...inputOf(pack), isActive: !pack.isActive },
        })
      ).data,
    onMutate: (pack) =>
      optimistic((packages) =>
        packages.map((item) =>
          item.id === pack.id ? { ...item, isActive: !pack.isActive } : item,
        ),
      ),
    onError: (error, _pack, context) => rollback(error, context),
    onSuccess: (saved) =>
      toast(
        t(saved.isActive ? "adminCatalogue.packageOn" : "adminCatalogue.packageOff", {
          name: saved.name,
        }),
        { type: "success" },
      ),
    onSettled: settle,
  });

  const remove = useMutation({
    mutationFn: async (pack: AdminPackage) =>
      (
        await callAdminApi(`/api/admin/packages/${pack.id}`, adminDeletedReplySchema, {
          method: "DELETE",
        })
      ).data,
    onMutate: (pack) => {
      setConfirm(null);
      return optimistic((packages) => packages.filter((item) => item.id !== pack.id));
    },
    onError: (error, _pack, context) => rollback(error, context),
    onSuccess: (_data, pack) =>
      toast(t("adminCatalogue.packageDeleted", { name: pack.name }), { type: "success" }),
    onSettled: settle,
  });

  const save = useMutation({
    mutationFn: async ({ pack, input }: { pack: AdminPackage | null; input: AdminPackageInput }) =>
      (
        await callAdminApi(
          pack ? `/api/admin/packages/${pack.id}` : `/api/admin/games/${gameId}/packages`,
          adminPackageReplySchema,
          { method: pack ? "PUT" : "POST", body: input },
        )
      ).data,
    onSuccess: (saved, { pack }) => {
      const current = queryClient.getQueryData<AdminGame>(key);
      if (current) {
        queryClient.setQueryData<AdminGame>(key, {
          ...current,
          packages: pack
            ? current.packages.map((item) => (item.id === saved.id ? saved : item))
            : [...current.packages, saved],
        });
      }
      setEditing(null);
      toast(t(pack ? "adminCatalogue.packageSaved" : "adminCatalogue.packageAdded"), {
        type: "success",
      });
    },
    onError: (error) => toast(error.message || t("adminCatalogue.saveFailed"), { type: "error" }),
    onSettled: settle,
  });

  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );

  if (game.isPending) return <Skeleton className="mt-4 h-96" />;
  if (game.isError) {
    return (
      <p role="alert" className="card-surface mt-4 p-6 text-red-200">
        {game.error instanceof AdminApiError &&
        (game.error.status === 404 || game.error.status === 400)
          ? t("adminCatalogue.gameNotFound")
          : game.error.message || t("admin.loadFailed")}
      </p>
    );
  }
  const packages = game.data.packages;
  const nameOf = (id: string | number) =>
    packages.find((pack) => pack.id === String(id))?.name ?? "";
  const positionOf = (id: string | number) =>
    packages.findIndex((pack) => pack.id === String(id)) + 1;

  const onDragEnd = (event: DragEndEvent) => {
    const { active, over } = event;
    if (!over || active.id === over.id) return;
    const from = packages.findIndex((pack) => pack.id === active.id);
    const to = packages.findIndex((pack) => pack.id === over.id);
    if (from < 0 || to < 0) return;
    reorder.mutate(arrayMove(packages, from, to).map((pack) => pack.id));
  };

  return (
    <section className="mt-4" aria-labelledby="admin-packages-title">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="admin-packages-title" className="font-display text-xl font-bold text-white">
          {t("adminCatalogue.packagesOfGame", { title: game.data.title })}
        </h2>
        <div className="flex flex-wrap gap-2">
          <Link to={adminPaths.gameEdit(gameId)} className="btn-ghost text-sm">
            {t("adminCatalogue.openGame")}
          </Link>
          {canWrite ? (
            <button
              type="button"
              className="btn-primary text-sm"
              onClick={() => setEditing({ pack: null })}
              data-testid="admin-add-package"
            >
              <Plus className="h-4 w-4" aria-hidden="true" />
              {t("adminCatalogue.addPackage")}
            </button>
          ) : null}
        </div>
      </div>
      {canWrite && packages.length > 1 ? (
        <p className="mt-2 text-sm text-ink-300">{t("adminCatalogue.reorderHint")}</p>
      ) : null}
      {packages.length === 0 ? (
        <p className="card-surface mt-4 p-6 text-ink-300">{t("adminCatalogue.noPackages")}</p>
      ) : (
        <DndContext
          sensors={sensors}
          collisionDetection={closestCenter}
          onDragEnd={onDragEnd}
          accessibility={{
            screenReaderInstructions: { draggable: t("adminCatalogue.dragInstructions") },
            announcements: {
              onDragStart: ({ active }) =>
                t("adminCatalogue.dragStart", {
                  name: nameOf(active.id),
                  position: positionOf(active.id),
                }),
              onDragOver: ({ active, over }) =>
                over
                  ? t("adminCatalogue.dragOver", {
                      name: nameOf(active.id),
                      position: positionOf(over.id),
                    })
                  : t("adminCatalogue.dragOutside", { name: nameOf(active.id) }),
              onDragEnd: ({ active, over }) =>
                over
                  ? t("adminCatalogue.dragEnd", {
                      name: nameOf(active.id),
                      position: positionOf(over.id),
                    })
                  : t("adminCatalogue.dragCancel", { name: nameOf(active.id) }),
              onDragCancel: ({ active }) =>
                t("adminCatalogue.dragCancel", { name: nameOf(active.id) }),
            },
          }}
        >
          <SortableContext
            items={packages.map((pack) => pack.id)}
            strategy={verticalListSortingStrategy}
          >
            <ol className="mt-4 space-y-2" data-testid="admin-packages-list">
              {packages.map((pack) => (
                <PackageRow
                  key={pack.id}
                  pack={pack}
                  lang={lang as LanguageCode}
                  canWrite={canWrite}
                  busy={reorder.isPending}
                  onEdit={() => setEditing({ pack })}
                  onToggle={() => toggle.mutate(pack)}
                  onDelete={() => setConfirm({ pack })}
                />
              ))}
            </ol>
          </SortableContext>
        </DndContext>
      )}

      <PackageDialog
        open={editing !== null}
        pack={editing?.pack ?? null}
        defaultCurrencyName={packages[0]?.currencyName ?? ""}
        saving={save.isPending}
        onClose={() => setEditing(null)}
        onSave={(input) => save.mutate({ pack: editing?.pack ?? null, input })}
      />

      <Dialog
        open={confirm !== null}
        onOpenChange={(open) => {
          if (!open) setConfirm(null);
        }}
        title={confirm ? t("adminCatalogue.deletePackageTitle", { name: confirm.pack.name }) : ""}
        description={t("adminCatalogue.confirmDeletePackage")}
        closeLabel={t("admin.cancel")}
        role="alertdialog"
        testId="admin-confirm"
      >
        <div className="mt-6 flex justify-end gap-2">
          <button type="button" className="btn-ghost" onClick={() => setConfirm(null)}>
            {t("admin.cancel")}
          </button>
          <button
            type="button"
            className="btn-primary"
            data-testid="admin-confirm-yes"
            onClick={() => confirm && remove.mutate(confirm.pack)}
          >
            {t("adminCatalogue.delete")}
          </button>
        </div>
      </Dialog>
    </section>
  );
}

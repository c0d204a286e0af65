import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { ArrowLeft, Package } from "lucide-react";
import { useId, useState } from "react";
import { Link, useNavigate, useParams } from "react-router";
import { GameCard } from "#app/components/ui/game-card.tsx";
import { Skeleton } from "#app/components/ui/skeleton.tsx";
import { AdminApiError, callAdminApi, retryAdminRead } from "#app/features/admin/admin-api.ts";
import { formatUsdCents } from "#app/lib/format-price.ts";
import { useTranslation } from "#app/lib/i18n.ts";
import { toast } from "#app/lib/toast.ts";
import {
  type AdminGame,
  type AdminGameInput,
  adminGameReplySchema,
} from "#contracts/admin-catalogue.ts";
import { adminPaths } from "#contracts/admin-paths.ts";
import { deliveryTiers, type GameCategory, gameCategories } from "#contracts/catalogue-rules.ts";
import { slugify } from "#contracts/guides-rules.ts";
import type { LanguageCode } from "#contracts/languages.ts";
import { paths } from "#contracts/paths.ts";
import { catalogueKeys, useAdminCan } from "./catalogue-api.ts";
import {
  categoryLabel,
  categoryLabels,
  errorClass,
  inputClass,
  labelClass,
  selectClass,
  tierLabels,
} from "./catalogue-labels.ts";
import { CoverUpload } from "./cover-upload.tsx";
import { type Draft, draftOf, emptyDraft, errorsOf, inputOf } from "./game-draft.ts";
import { PlayerIdFieldsEditor } from "./player-id-fields-editor.tsx";

/**
 * /admin/game/add and /admin/game/edit/:id: every field of a game, its player-ID fields, the
 * cover upload, and the storefront card as it will look, updated as you type. Checked with the
 * API's own schema before sending; the server's answer (409 slug taken, …) shows as a toast.
 */
export function AdminGameEditorScreen() {
  const { id } = useParams();
  const { t } = useTranslation();
  const game = useQuery({
    queryKey: catalogueKeys.game(id ?? "new"),
    queryFn: async () =>
      (await callAdminApi(`/api/admin/games/${encodeURIComponent(id ?? "")}`, adminGameReplySchema))
        .data,
    enabled: id !== undefined,
    retry: retryAdminRead,
  });
  return (
    <div>
      <Link
        to={adminPaths.games()}
        className="inline-flex items-center gap-1.5 text-sm text-ink-300 hover:text-white"
      >
        <ArrowLeft className="h-4 w-4 rtl:-scale-x-100" aria-hidden="true" />
        {t("adminCatalogue.backToGames")}
      </Link>
      {id === undefined ? (
        <GameForm key="new" game={null} />
      ) : game.isPending ? (
        <Skeleton className="mt-4 h-[40rem]" />
      ) : game.isError ? (
        <p role="alert" className="card-surface mt-4 p-6 text-red-200">
          {game.error instanceof AdminApiError &&
          (game.error.status === 404 || game.error.status === 400)
            ? t("adminCatalogue.gameNotFound")
            : game.error.message || t("admin.loadFailed")}
        </p>
      ) : (
        <GameForm key={game.data.id} game={game.data} />
      )}
    </div>
  );
}

function GameForm({ game }: { game: AdminGame | null }) {
  const { t, lang } = useTranslation();
  const formId = useId();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const canWrite = useAdminCan("games.write");
  const [draft, setDraft] = useState<Draft>(() => (game ? draftOf(game) : emptyDraft));
  // A new game's slug follows its title until someone edits the slug by hand.
  const [slugTouched, setSlugTouched] = useState(game !== null);
  const [submitted, setSubmitted] = useState(false);
  const errors = submitted ? errorsOf(draft, t) : {};

  const set = <K extends keyof Draft>(name: K, value: Draft[K]) =>
    setDraft((current) => ({ ...current, [name]: value }));

  const save = useMutation({
    mutationFn: async (input: AdminGameInput) =>
      (
        await callAdminApi(
          game ? `/api/admin/games/${game.id}` : "/api/admin/games",
          adminGameReplySchema,
          { method: game ? "PUT" : "POST", body: input },
        )
      ).data,
    onSuccess: (saved) => {
      queryClient.setQueryData(catalogueKeys.game(saved.id), saved);
      void queryClient.invalidateQueries({ queryKey: catalogueKeys.games });
      toast(t(game ? "adminCatalogue.gameSaved" : "adminCatalogue.gameCreated"), {
        type: "success",
      });
      if (!game) void navigate(adminPaths.gameEdit(saved.id));
      else setDraft(draftOf(saved));
    },
    onError: (error) => toast(error.message || t("adminCatalogue.saveFailed"), { type: "error" }),
  });

  const submit = (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSubmitted(true);
    const problems = errorsOf(draft, t);
    if (Object.keys(problems).length > 0) {
      toast(t("adminCatalogue.fixErrors"), { type: "error" });
      return;
    }
    save.mutate(inputOf(draft));
  };

  const field = (name: keyof Draft) => {
    const error = errors[name];
    return {
      id: `${formId}-${name}`,
      "aria-invalid": error ? (true as const) : undefined,
      "aria-describedby": error ? `${formId}-${name}-error` : undefined,
    };
  };
  const errorFor = (name: keyof Draft) =>
    errors[name] ? (
      <p id={`${formId}-${name}-error`} className={errorClass}>
        {errors[name]}
      </p>
    ) : null;

  const preview = {
    _id: game?.id ?? "preview",
    slug: draft.slug || slugify(draft.title) || "preview",
    title: draft.title || t("adminCatalogue.untitled"),
    image: draft.image,
    portraitImage: draft.portraitImage,
    squareImage: draft.squareImage,
    publisher: draft.publisher,
    category: draft.category,
    categoryName: draft.category,
    deliveryTier: draft.deliveryTier,
    createdAt: game?.createdAt ?? new Date(0).toISOString(),
  };
  const imageError = errors.image ?? errors.portraitImage ?? errors.squareImage;
  const category = categoryLabel(draft.category);

  return (
    <form onSubmit={submit} noValidate className="mt-4" aria-labelledby={`${formId}-heading`}>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 id={`${formId}-heading`} className="font-display text-3xl font-extrabold text-white">
          {game ? t("adminCatalogue.editGame", { title: game.title }) : t("adminCatalogue.newGame")}
        </h1>
        {game && !game.isActive ? (
          <span className="rounded-full bg-white/10 px-3 py-1 text-xs font-bold text-ink-100">
            {t("adminCatalogue.statusArchived")}
          </span>
        ) : null}
      </div>
      {!canWrite ? (
        <p className="card-surface mt-4 p-3 text-sm text-ink-200">{t("adminCatalogue.readOnly")}</p>
      ) : null}

      <div className="mt-6 grid gap-6 lg:grid-cols-[minmax(0,1fr)_18rem]">
        <div className="min-w-0 space-y-6">
          <fieldset className="card-surface grid gap-4 p-4 sm:grid-cols-2" disabled={!canWrite}>
            <legend className="px-1 font-display text-lg font-bold text-white">
              {t("adminCatalogue.details")}
            </legend>
            <div className={labelClass}>
              <label htmlFor={`${formId}-title`}>{t("adminCatalogue.title")}</label>
              <input
                {...field("title")}
                value={draft.title}
                maxLength={100}
                onChange={(event) => {
                  const title = event.target.value;
                  setDraft((current) => ({
                    ...current,
                    title,
                    ...(slugTouched ? {} : { slug: slugify(title) }),
                  }));
                }}
                className={inputClass}
              />
              {errorFor("title")}
            </div>
            <div className={labelClass}>
              <label htmlFor={`${formId}-slug`}>{t("adminCatalogue.slug")}</label>
              <input
                {...field("slug")}
                value={draft.slug}
                maxLength={120}
                dir="ltr"
                spellCheck={false}
                onChange={(event) => {
                  setSlugTouched(true);
                  set("slug", event.target.value);
                }}
                className={`${inputClass} font-mono`}
              />
              <span className="mt-1 block font-normal text-ink-400">
                {t("adminCatalogue.slugHint")}
              </span>
              {errorFor("slug")}
            </div>
            <div className={labelClass}>
              <label htmlFor={`${formId}-publisher`}>{t("adminCatalogue.publisher")}</label>
              <input
                {...field("publisher")}
                value={draft.publisher}
                maxLength={100}
                onChange={(event) => set("publisher", event.target.value)}
                className={inputClass}
              />
              {errorFor("publisher")}
            </div>
            <div className={labelClass}>
              <label htmlFor={`${formId}-category`}>{t("adminCatalogue.category")}</label>
              <select
                {...field("category")}
                value={draft.category}
                onChange={(event) => set("category", event.target.value as GameCategory)}
                className={selectClass}
              >
                {gameCategories.map((value) => (
                  <option key={value} value={value}>
                    {t(categoryLabels[value])}
                  </option>
                ))}
              </select>
            </div>
            <div className={labelClass}>
              <label htmlFor={`${formId}-region`}>{t("adminCatalogue.region")}</label>
              <input
                {...field("region")}
                value={draft.region}
                maxLength={60}
                onChange={(event) => set("region", event.target.value)}
                className={inputClass}
              />
              {errorFor("region")}
            </div>
            <div className={labelClass}>
              <label htmlFor={`${formId}-deliveryTier`}>{t("adminCatalogue.tier")}</label>
              <select
                {...field("deliveryTier")}
                value={draft.deliveryTier}
                onChange={(event) =>
                  set("deliveryTier", event.target.value as Draft["deliveryTier"])
                }
                className={selectClass}
              >
                {deliveryTiers.map((tier) => (
                  <option key={tier} value={tier}>
                    {t(tierLabels[tier])}
                  </option>
                ))}
              </select>
            </div>
            <div className={labelClass}>
              <label htmlFor={`${formId}-deliveryKind`}>{t("adminCatalogue.deliveryKind")}</label>
              <select
                {...field("deliveryKind")}
                value={draft.deliveryKind}
                onChange={(event) =>
                  set("deliveryKind", event.target.value === "code" ? "code" : "direct")
                }
                className={selectClass}
              >
                <option value="direct">{t("adminCatalogue.kindDirect")}</option>
                <option value="code">{t("adminCatalogue.kindCode")}</option>
              </select>
            </div>
            <div className={labelClass}>
              <label htmlFor={`${formId}-keywords`}>{t("adminCatalogue.keywords")}</label>
              <input
                {...field("keywords")}
                value={draft.keywords}
                maxLength={300}
                onChange={(event) => set("keywords", event.target.value)}
                className={inputClass}
              />
              <span className="mt-1 block font-normal text-ink-400">
                {t("adminCatalogue.keywordsHint")}
              </span>
              {errorFor("keywords")}
            </div>
            <div className={`${labelClass} sm:col-span-2`}>
              <label htmlFor={`${formId}-description`}>{t("adminCatalogue.description")}</label>
              <textarea
                {...field("description")}
                value={draft.description}
                maxLength={5000}
                rows={5}
                onChange={(event) => set("description", event.target.value)}
                className="mt-1 w-full rounded-lg border border-white/10 bg-ink-950 p-3 text-sm text-white aria-[invalid=true]:border-red-400"
              />
              {errorFor("description")}
            </div>
          </fieldset>

          <CoverUpload
            images={draft}
            disabled={!canWrite}
            error={imageError}
            onUploaded={(upload) =>
              setDraft((current) => ({
                ...current,
                image: upload.image,
                portraitImage: upload.portraitImage ?? current.portraitImage,
                squareImage: upload.squareImage ?? current.squareImage,
              }))
            }
          />

          <PlayerIdFieldsEditor
            fields={draft.playerIdFields}
            onChange={(fields) => set("playerIdFields", fields)}
            errors={errors}
            disabled={!canWrite}
          />

          {canWrite ? (
            <div className="flex flex-wrap gap-3">
              <button
                type="submit"
                className="btn-primary"
                disabled={save.isPending}
                data-testid="admin-game-save"
              >
                {save.isPending
                  ? t("adminCatalogue.saving")
                  : game
                    ? t("adminCatalogue.saveGame")
                    : t("adminCatalogue.createGame")}
              </button>
              <Link to={adminPaths.games()} className="btn-ghost">
                {t("admin.cancel")}
              </Link>
            </div>
          ) : null}
        </div>

        <aside className="space-y-6" aria-label={t("adminCatalogue.preview")}>
          <section className="card-surface p-4" aria-labelledby={`${formId}-preview`}>
            <h2 id={`${formId}-preview`} className="font-display text-lg font-bold text-white">
              {t("adminCatalogue.preview")}
            </h2>
            <p className="mt-1 text-xs text-ink-400">{t("adminCatalogue.previewHint")}</p>
            {/* The card is the storefront's own; inert keeps its link out of the tab order here. */}
            <div className="mx-auto mt-3 w-44" inert data-testid="admin-game-preview">
              <GameCard game={preview} eager />
            </div>
            <dl className="mt-3 space-y-1 text-xs text-ink-300">
              <div className="flex justify-between gap-2">
                <dt>{t("adminCatalogue.category")}</dt>
                <dd className="text-ink-100">{category ? t(category) : draft.category}</dd>
              </div>
              <div className="flex justify-between gap-2">
                <dt>{t("adminCatalogue.slug")}</dt>
                <dd className="truncate font-mono text-ink-100" dir="ltr">
                  {paths.game(preview.slug)}
                </dd>
              </div>
            </dl>
          </section>

          {game ? (
            <section className="card-surface p-4" aria-labelledby={`${formId}-packages`}>
              <h2 id={`${formId}-packages`} className="font-display text-lg font-bold text-white">
                {t("admin.packages")}
              </h2>
              {game.packages.length === 0 ? (
                <p className="mt-2 text-sm text-ink-300">{t("adminCatalogue.noPackages")}</p>
              ) : (
                <ul className="mt-2 space-y-1 text-sm">
                  {game.packages.map((pack) => (
                    <li key={pack.id} className="flex justify-between gap-2">
                      <span
                        className={pack.isActive ? "text-ink-100" : "text-ink-400 line-through"}
                      >
                        {pack.name}
                      </span>
                      <span className="text-ink-200">
                        {formatUsdCents(pack.priceCents, lang as LanguageCode)}
                      </span>
                    </li>
                  ))}
                </ul>
              )}
              <Link
                to={adminPaths.packages({ game: game.id })}
                className="btn-ghost mt-3 w-full text-sm"
              >
                <Package className="h-4 w-4" aria-hidden="true" />
                {t("adminCatalogue.managePackages")}
              </Link>
            </section>
          ) : null}
        </aside>
      </div>
    </form>
  );
}

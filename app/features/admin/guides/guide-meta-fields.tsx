import { useQuery } from "@tanstack/react-query";
import { ImagePlus, Trash2, X } from "lucide-react";
import { useId, useState } from "react";
import { AdminApiError } from "#app/features/admin/admin-api.ts";
import { useTranslation } from "#app/lib/i18n.ts";
import { toast } from "#app/lib/toast.ts";
import { adminUploadMaxBytes } from "#contracts/admin-uploads.ts";
import { guideGamesKey, loadGameOptions, uploadGuideCover } from "./guide-admin-api.ts";

const acceptedImages = "image/jpeg,image/png,image/webp,image/avif,image/gif";

/** The cover: upload (the server re-encodes it), preview, and removal. */
export function CoverField(props: {
  value: string;
  onChange: (value: string) => void;
  error?: string | undefined;
  disabled?: boolean;
}) {
  const { t } = useTranslation();
  const id = useId();
  const [uploading, setUploading] = useState(false);
  const [uploadError, setUploadError] = useState<string | undefined>();
  const error = uploadError ?? props.error;

  const onFile = async (event: React.ChangeEvent<HTMLInputElement>) => {
    const input = event.currentTarget;
    const file = input.files?.[0];
    input.value = "";
    if (!file) return;
    if (file.size > adminUploadMaxBytes) {
      setUploadError(t("adminGuides.coverTooLarge"));
      return;
    }
    setUploadError(undefined);
    setUploading(true);
    try {
      const image = await uploadGuideCover(file);
      props.onChange(image);
      toast(t("adminGuides.coverUploaded"), { type: "success" });
    } catch (failure) {
      const message =
        failure instanceof AdminApiError && failure.status === 404
          ? t("adminGuides.coverUnavailable")
          : (failure as Error).message || t("adminGuides.coverFailed");
      setUploadError(message);
      toast(message, { type: "error" });
    } finally {
      setUploading(false);
    }
  };

  return (
    <fieldset className="min-w-0" aria-describedby={error ? `${id}-error` : `${id}-hint`}>
      <legend className="mb-1.5 block text-sm font-semibold text-ink-100">
        {t("adminGuides.cover")}
      </legend>
      <div className="overflow-hidden rounded-lg border border-white/10 bg-ink-800/70">
        {props.value ? (
          <img
            src={props.value}
            alt={t("adminGuides.coverPreview")}
            className="aspect-video w-full object-cover"
            data-testid="guide-cover-preview"
          />
        ) : (
          <div className="flex aspect-video w-full items-center justify-center text-sm text-ink-400">
            {t("adminGuides.noCover")}
          </div>
        )}
      </div>
      <div className="mt-2 flex flex-wrap gap-2">
        <label
          htmlFor={`${id}-file`}
          className={`btn-ghost cursor-pointer px-3 py-1.5 text-sm has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-neon-cyan ${
            props.disabled || uploading ? "pointer-events-none opacity-60" : ""
          }`}
        >
          <ImagePlus className="h-4 w-4" aria-hidden="true" />
          {uploading
            ? t("adminGuides.coverUploading")
            : props.value
              ? t("adminGuides.coverReplace")
              : t("adminGuides.coverUpload")}
          <input
            id={`${id}-file`}
            type="file"
            accept={acceptedImages}
            className="sr-only"
            disabled={props.disabled || uploading}
            onChange={onFile}
            data-testid="guide-cover-input"
          />
        </label>
        {props.value ? (
          <button
            type="button"
            className="btn-ghost px-3 py-1.5 text-sm"
            onClick={() => props.onChange("")}
            disabled={props.disabled || uploading}
          >
            <Trash2 className="h-4 w-4" aria-hidden="true" />
            {t("adminGuides.coverRemove")}
          </button>
        ) : null}
      </div>
      <p id={`${id}-hint`} className="mt-1 text-xs text-ink-400">
        {t("adminGuides.coverHint")}
      </p>
      {error ? (
        <p id={`${id}-error`} role="alert" className="mt-1 text-xs font-semibold text-red-400">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}

/** The games a guide is about: chosen from the catalogue with a filter, shown as removable chips. */
export function GamesField(props: {
  value: string[];
  onChange: (value: string[]) => void;
  error?: string | undefined;
  disabled?: boolean;
}) {
  const { t } = useTranslation();
  const id = useId();
  const [filter, setFilter] = useState("");
  const options = useQuery({ queryKey: guideGamesKey, queryFn: loadGameOptions });
  const titleOf = (slug: string) => options.data?.find((game) => game.slug === slug)?.title ?? slug;
  const needle = filter.trim().toLowerCase();
  const shown = (options.data ?? []).filter(
    (game) => !needle || game.title.toLowerCase().includes(needle) || game.slug.includes(needle),
  );
  const toggle = (slug: string, on: boolean) =>
    props.onChange(on ? [...props.value, slug] : props.value.filter((entry) => entry !== slug));

  return (
    <fieldset className="min-w-0" aria-describedby={props.error ? `${id}-error` : undefined}>
      <legend className="mb-1.5 block text-sm font-semibold text-ink-100">
        {t("adminGuides.games")}
      </legend>
      {props.value.length > 0 ? (
        <ul className="mb-2 flex flex-wrap gap-1.5" aria-label={t("adminGuides.gamesChosen")}>
          {props.value.map((slug) => (
            <li
              key={slug}
              className="inline-flex items-center gap-1 rounded-full bg-neon-violet/20 py-0.5 ps-2.5 pe-1 text-xs text-white"
            >
              {titleOf(slug)}
              <button
                type="button"
                className="flex h-6 w-6 items-center justify-center rounded-full hover:bg-white/10"
                aria-label={t("adminGuides.gameRemove", { game: titleOf(slug) })}
                onClick={() => toggle(slug, false)}
                disabled={props.disabled}
              >
                <X className="h-3.5 w-3.5" aria-hidden="true" />
              </button>
            </li>
          ))}
        </ul>
      ) : (
        <p className="mb-2 text-xs text-ink-400">{t("adminGuides.gamesNone")}</p>
      )}
      <label htmlFor={`${id}-filter`} className="sr-only">
        {t("adminGuides.gamesFilter")}
      </label>
      <input
        id={`${id}-filter`}
        type="search"
        value={filter}
        onChange={(event) => setFilter(event.target.value)}
        placeholder={t("adminGuides.gamesFilter")}
        className="h-10 w-full rounded-lg border border-white/10 bg-ink-950 px-3 text-sm text-white placeholder:text-ink-400"
      />
      <div className="mt-2 max-h-48 overflow-y-auto rounded-lg border border-white/10 bg-ink-900 p-1">
        {options.isPending ? (
          <p className="p-2 text-xs text-ink-400">{t("adminGuides.loading")}</p>
        ) : options.isError ? (
          <p role="alert" className="p-2 text-xs text-red-300">
            {t("adminGuides.gamesFailed")}
          </p>
        ) : shown.length === 0 ? (
          <p className="p-2 text-xs text-ink-400">{t("adminGuides.gamesNoMatch")}</p>
        ) : (
          shown.map((game) => (
            <label
              key={game.slug}
              className="flex cursor-pointer items-center gap-2 rounded-md px-2 py-1.5 text-sm text-ink-100 hover:bg-white/5"
            >
              <input
                type="checkbox"
                className="h-4 w-4 accent-neon-violet"
                checked={props.value.includes(game.slug)}
                onChange={(event) => toggle(game.slug, event.target.checked)}
                disabled={props.disabled}
              />
              <span className="min-w-0 flex-1 truncate">{game.title}</span>
              {game.isActive ? null : (
                <span className="text-xs text-ink-400">{t("adminGuides.gameArchived")}</span>
              )}
            </label>
          ))
        )}
      </div>
      {props.error ? (
        <p id={`${id}-error`} className="mt-1 text-xs font-semibold text-red-400">
          {props.error}
        </p>
      ) : null}
    </fieldset>
  );
}

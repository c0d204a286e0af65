import { ImageUp } from "lucide-react";
import { useId, useRef, useState } from "react";
import { useTranslation } from "#app/lib/i18n.ts";
import { toast } from "#app/lib/toast.ts";
import { type AdminUpload, adminUploadMaxBytes } from "#contracts/admin-uploads.ts";
import { uploadAdminImage } from "./catalogue-api.ts";
import { errorClass } from "./catalogue-labels.ts";

type State =
  | { step: "idle" }
  | { step: "uploading"; progress: number; name: string }
  | { step: "failed"; message: string };

/**
 * The game cover: a file input with a drop zone. The server makes every shape (wide, portrait,
 * square) from the one image; they are shown once stored.
 */
export function CoverUpload(props: {
  images: { image: string; portraitImage: string; squareImage: string };
  onUploaded: (upload: AdminUpload) => void;
  error: string | undefined;
  disabled: boolean;
}) {
  const { t } = useTranslation();
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [state, setState] = useState<State>({ step: "idle" });
  const [dragging, setDragging] = useState(false);

  const send = async (file: File) => {
    if (file.size > adminUploadMaxBytes) {
      setState({ step: "failed", message: t("adminCatalogue.uploadTooLarge") });
      return;
    }
    setState({ step: "uploading", progress: 0, name: file.name });
    try {
      const upload = await uploadAdminImage("game-cover", file, (progress) =>
        setState({ step: "uploading", progress, name: file.name }),
      );
      props.onUploaded(upload);
      setState({ step: "idle" });
      toast(t("adminCatalogue.uploadDone"), { type: "success" });
    } catch (error) {
      setState({
        step: "failed",
        message: (error as Error).message || t("adminCatalogue.uploadFailed"),
      });
    }
  };

  const uploading = state.step === "uploading";
  const describedBy = [`${id}-hint`, state.step === "failed" || props.error ? `${id}-error` : ""]
    .filter(Boolean)
    .join(" ");
  const shapes = [
    {
      key: "wide",
      src: props.images.image,
      label: t("adminCatalogue.shapeWide"),
      box: "aspect-video",
    },
    {
      key: "portrait",
      src: props.images.portraitImage,
      label: t("adminCatalogue.shapePortrait"),
      box: "aspect-[3/4]",
    },
    {
      key: "square",
      src: props.images.squareImage,
      label: t("adminCatalogue.shapeSquare"),
      box: "aspect-square",
    },
  ];

  return (
    <section className="card-surface p-4" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="font-display text-lg font-bold text-white">
        {t("adminCatalogue.cover")}
      </h2>
      {/* biome-ignore lint/a11y/noStaticElementInteractions: the drop zone is an extra for mice; the labelled file input inside is the keyboard path */}
      <div
        onDragOver={(event) => {
          if (props.disabled) return;
          event.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={(event) => {
          event.preventDefault();
          setDragging(false);
          const file = event.dataTransfer.files[0];
          if (file && !props.disabled && !uploading) void send(file);
        }}
        className={`mt-3 flex flex-col items-center gap-2 rounded-xl border-2 border-dashed p-5 text-center ${dragging ? "border-neon-violet bg-neon-violet/10" : "border-white/15"}`}
        data-testid="cover-drop-zone"
      >
        <ImageUp className="h-8 w-8 text-ink-300" aria-hidden="true" />
        <p className="text-sm text-ink-200">{t("adminCatalogue.dropHere")}</p>
        <label
          htmlFor={`${id}-file`}
          className="btn-ghost cursor-pointer text-sm focus-within:ring-2 focus-within:ring-neon-violet"
        >
          {t("adminCatalogue.chooseFile")}
          <input
            ref={input}
            id={`${id}-file`}
            type="file"
            accept="image/jpeg,image/png,image/webp,image/avif,image/gif"
            className="sr-only"
            disabled={props.disabled || uploading}
            aria-describedby={describedBy}
            onChange={(event) => {
              const file = event.target.files?.[0];
              if (file) void send(file);
              event.target.value = "";
            }}
          />
        </label>
        <p id={`${id}-hint`} className="text-xs text-ink-400">
          {t("adminCatalogue.uploadHint")}
        </p>
        {uploading ? (
          <div className="w-full max-w-xs" role="status">
            <p className="truncate text-xs text-ink-200">
              {t("adminCatalogue.uploading", {
                name: state.name,
                percent: Math.round(state.progress * 100),
              })}
            </p>
            <progress
              className="mt-1 h-2 w-full accent-neon-violet"
              max={100}
              value={Math.round(state.progress * 100)}
              aria-label={t("adminCatalogue.uploadProgress")}
            />
          </div>
        ) : null}
        {state.step === "failed" || props.error ? (
          <p id={`${id}-error`} className={errorClass} role="alert">
            {state.step === "failed" ? state.message : props.error}
          </p>
        ) : null}
      </div>
      <ul className="mt-4 grid grid-cols-[2fr_1fr_1fr] items-end gap-3">
        {shapes.map((shape) => (
          <li key={shape.key} className="min-w-0">
            <div className={`${shape.box} overflow-hidden rounded-lg bg-white/5`}>
              {shape.src ? (
                <img src={shape.src} alt="" className="h-full w-full object-cover" />
              ) : null}
            </div>
            <p className="mt-1 truncate text-xs text-ink-300">{shape.label}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}

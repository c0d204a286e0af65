import { ImageUp } from "lucide-react";
import { useId, useState } from "react";
import { useTranslation } from "#app/lib/i18n.ts";
import { toast } from "#app/lib/toast.ts";
import { uploadFile } from "#app/lib/upload-client.ts";
import type { AdminFeaturedItem } from "#contracts/admin-home.ts";
import { adminUploadReplySchema } from "#contracts/admin-uploads.ts";

/**
 * A hero slide's artwork: the current picture and, for editors, an upload that replaces it (the
 * server re-encodes it into the wide and the small image the carousel shows).
 */
export function HeroArtwork(props: {
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
      const result = await uploadFile("/api/admin/uploads?kind=hero", file, {
        read: "body",
        reply: adminUploadReplySchema,
      });
      if (!result.ok) {
        toast(result.message ?? t("adminHome.uploadFailed"), { type: "error" });
        return;
      }
      props.onChange({
        displayImage: result.value.data.image,
        displayImageSmall: result.value.data.smallImage ?? null,
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

import { FileText } from "lucide-react";
import { useTranslation } from "#app/lib/i18n.ts";
import type { ChatFile } from "#contracts/chat.ts";
import { isInlineChatImage } from "#contracts/chat-rules.ts";
import { baseTypeOf } from "./chat-upload.ts";

// Voice recordings arrive as WebM or Ogg (content sniffing calls any WebM video/webm); the chat
// accepts those containers only as audio, so they are played as audio.
const audioTypes = new Set([
  "audio/mpeg",
  "audio/mp3",
  "audio/webm",
  "video/webm",
  "audio/ogg",
  "audio/opus",
  "application/ogg",
]);

/** The small image variant the server stores beside every chat image. */
function smallVariantOf(url: string): string {
  return url.replace(/\.webp$/, ".small.webp");
}

/**
 * A message's file: JPEG, PNG and WebP images inline, voice and audio with a player, MP4 with a
 * video player, PDF as a download; any other type says 'Unsupported file type: {mimeType}'.
 */
export function ChatAttachment({ file }: { file: ChatFile }) {
  const { t } = useTranslation();
  const type = baseTypeOf(file.mimeType);
  if (isInlineChatImage(type)) {
    const small = file.url.endsWith(".webp") ? smallVariantOf(file.url) : file.url;
    return (
      <a href={file.url} target="_blank" rel="noopener" className="mt-2 block">
        <img
          src={small}
          alt={file.originalName}
          loading="lazy"
          decoding="async"
          width={320}
          height={240}
          className="h-auto max-h-64 w-auto max-w-full rounded-lg border border-white/10 bg-ink-950 object-contain"
          data-testid="chat-image"
          onError={(event) => {
            // Older uploads may have no small variant: fall back to the full image once.
            const image = event.currentTarget;
            if (image.src.endsWith(".small.webp")) image.src = file.url;
          }}
        />
      </a>
    );
  }
  if (audioTypes.has(type)) {
    return (
      // biome-ignore lint/a11y/useMediaCaption: voice messages are recorded in the chat, without captions.
      <audio
        controls
        preload="metadata"
        src={file.url}
        className="mt-2 w-64 max-w-full"
        aria-label={t("chat.voiceMessage")}
        data-testid="chat-audio"
      />
    );
  }
  if (type === "video/mp4") {
    return (
      // biome-ignore lint/a11y/useMediaCaption: members' clips come without captions.
      <video
        controls
        preload="metadata"
        src={file.url}
        className="mt-2 max-h-64 max-w-full rounded-lg"
      />
    );
  }
  if (type === "application/pdf") {
    return (
      <a
        href={file.url}
        download={file.originalName}
        className="mt-2 inline-flex max-w-full items-center gap-2 rounded-lg border border-white/10 bg-ink-950/60 px-3 py-2 text-sm text-ink-100 hover:border-neon-violet"
      >
        <FileText className="h-4 w-4 shrink-0" aria-hidden="true" />
        <span className="truncate">{file.originalName}</span>
      </a>
    );
  }
  return (
    <p className="mt-2 text-sm italic text-ink-400">
      {t("chat.errorUnsupportedFile", { type: file.mimeType })}
    </p>
  );
}

import { Loader2, Mic, Paperclip, Send, Smile, Square, X } from "lucide-react";
import { lazy, Suspense, useCallback, useEffect, useRef, useState } from "react";
import { formatDate } from "#app/lib/format-date.ts";
import { useTranslation } from "#app/lib/i18n.ts";
import type { ChatFile } from "#contracts/chat.ts";
import { canSend, chatTextMaxLength } from "#contracts/chat-rules.ts";
import type { ChatNotice } from "./chat-notices.ts";
import { uploadChatFile } from "./chat-upload.ts";
import type { ChatController } from "./use-chat.ts";
import { useVoiceRecorder } from "./use-voice-recorder.ts";

const EmojiPicker = lazy(() =>
  import("./emoji-picker.tsx").then((module) => ({ default: module.EmojiPicker })),
);

/** After an upload the send button is green for 1 s. */
export const uploadHighlightMs = 1_000;

// What the file dialog offers; the server decides by content whatever is picked.
const acceptedFiles =
  "image/*,video/mp4,application/pdf,audio/mpeg,audio/webm,audio/ogg,.mp3,.webm,.ogg";

const toolClass =
  "flex h-10 w-10 shrink-0 items-center justify-center rounded-xl border border-white/10 text-ink-300 transition hover:border-neon-violet hover:text-white disabled:cursor-not-allowed disabled:opacity-40";

function extensionFor(type: string): string {
  if (type.includes("ogg")) return "ogg";
  if (type.includes("mp4")) return "m4a";
  return "webm";
}

/**
 * The composer: text, emoji, one attachment (a picked file or a voice recording, uploaded at
 * once and sent with the next message) and send. Send is enabled with some text or a file.
 */
export function ChatComposer({ chat }: { chat: ChatController }) {
  const { t, lang } = useTranslation();
  const [text, setText] = useState("");
  const [pending, setPending] = useState<ChatFile | null>(null);
  const [uploading, setUploading] = useState(false);
  const [highlight, setHighlight] = useState(false);
  const [emojiOpen, setEmojiOpen] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  const filePicker = useRef<HTMLInputElement>(null);
  const { showNotice } = chat;

  useEffect(() => {
    if (!highlight) return;
    const timer = setTimeout(() => setHighlight(false), uploadHighlightMs);
    return () => clearTimeout(timer);
  }, [highlight]);

  const upload = useCallback(
    async (file: Blob, name: string): Promise<boolean> => {
      setUploading(true);
      const result = await uploadChatFile(file, name);
      setUploading(false);
      if (!result.ok) {
        showNotice(result.notice);
        return false;
      }
      setPending(result.file);
      setHighlight(true);
      return true;
    },
    [showNotice],
  );

  const recorder = useVoiceRecorder({
    onRecorded: (recording) => {
      const name = `voice-message-${Date.now()}.${extensionFor(recording.type)}`;
      void upload(recording, name).then((ok) => {
        if (!ok) recorder.reset();
      });
    },
    onError: (notice: ChatNotice) => showNotice(notice),
  });
  const recording = recorder.state === "recording";

  const clearAttachment = () => {
    setPending(null);
    recorder.reset();
  };

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    if (!canSend(text, pending !== null) || recording || uploading) return;
    if (chat.send(text, pending)) {
      setText("");
      clearAttachment();
    }
    input.current?.focus();
  };

  const muted = chat.self?.mutedUntil ? new Date(chat.self.mutedUntil) : null;
  const mutedNow = muted !== null && muted.getTime() > Date.now();
  const sendable = canSend(text, pending !== null) && !recording && !uploading;

  return (
    <form
      onSubmit={submit}
      className="border-t border-white/5 bg-ink-900/80 p-3"
      data-testid="chat-composer"
    >
      {mutedNow ? (
        <p className="mb-2 text-xs text-amber-300" role="status">
          {t("chat.mutedUntil", {
            time: formatDate(muted, lang, "clock"),
          })}
        </p>
      ) : null}
      {pending || uploading ? (
        <div
          className="mb-2 flex items-center gap-2 text-xs text-ink-300"
          data-testid="chat-pending"
        >
          {uploading ? (
            <Loader2 className="h-3.5 w-3.5 animate-spin" aria-hidden="true" />
          ) : (
            <Paperclip className="h-3.5 w-3.5" aria-hidden="true" />
          )}
          <span className="truncate">
            {uploading
              ? t("chat.uploading")
              : t("chat.attachment", { name: pending?.originalName ?? "" })}
          </span>
          {pending ? (
            <button
              type="button"
              className="rounded p-1 hover:bg-white/10"
              aria-label={t("chat.removeAttachment")}
              onClick={clearAttachment}
            >
              <X className="h-3.5 w-3.5" aria-hidden="true" />
            </button>
          ) : null}
        </div>
      ) : null}
      <div className="relative flex items-center gap-1.5 sm:gap-2">
        {emojiOpen ? (
          <Suspense fallback={null}>
            <EmojiPicker
              onPick={(emoji) => {
                setText((current) => (current + emoji).slice(0, chatTextMaxLength));
                chat.typingSignal.keystroke();
              }}
              onClose={() => {
                setEmojiOpen(false);
                input.current?.focus();
              }}
            />
          </Suspense>
        ) : null}
        <button
          type="button"
          data-emoji-toggle
          className={toolClass}
          aria-label={t("chat.emoji")}
          aria-expanded={emojiOpen}
          title={t("chat.emoji")}
          onClick={() => setEmojiOpen((open) => !open)}
        >
          <Smile className="h-5 w-5" aria-hidden="true" />
        </button>
        <button
          type="button"
          className={toolClass}
          aria-label={t("chat.attach")}
          title={t("chat.attach")}
          disabled={recording || uploading}
          onClick={() => filePicker.current?.click()}
        >
          <Paperclip className="h-5 w-5" aria-hidden="true" />
        </button>
        <input
          ref={filePicker}
          type="file"
          accept={acceptedFiles}
          className="hidden"
          data-testid="chat-file"
          tabIndex={-1}
          onChange={(event) => {
            const file = event.currentTarget.files?.[0];
            event.currentTarget.value = "";
            if (file) void upload(file, file.name);
          }}
        />
        <button
          type="button"
          className={`${toolClass} ${recording ? "animate-pulse border-red-500 bg-red-600 text-white" : ""}`}
          aria-label={recording ? t("chat.stopRecording") : t("chat.record")}
          aria-pressed={recording}
          title={recording ? t("chat.stopRecording") : t("chat.record")}
          data-testid="chat-record"
          disabled={uploading || (!recording && pending !== null)}
          onClick={() => (recording ? recorder.stop() : void recorder.start())}
        >
          {recording ? (
            <Square className="h-5 w-5" aria-hidden="true" />
          ) : (
            <Mic className="h-5 w-5" aria-hidden="true" />
          )}
        </button>
        <input
          ref={input}
          type="text"
          value={text}
          maxLength={chatTextMaxLength}
          disabled={recording}
          placeholder={recording ? t("chat.recordingPlaceholder") : t("chat.inputPlaceholder")}
          aria-label={t("chat.inputLabel")}
          data-testid="chat-input"
          className="min-w-0 flex-1 rounded-xl border border-white/10 bg-ink-950 px-3.5 py-2.5 text-sm text-white placeholder:text-ink-400 focus:border-neon-violet disabled:opacity-60"
          onChange={(event) => {
            setText(event.currentTarget.value);
            chat.typingSignal.keystroke();
          }}
        />
        <button
          type="submit"
          disabled={!sendable}
          aria-label={t("chat.send")}
          title={t("chat.send")}
          data-testid="chat-send"
          data-highlight={highlight ? "true" : undefined}
          className={`flex h-10 w-10 shrink-0 items-center justify-center rounded-xl text-white transition disabled:cursor-not-allowed disabled:opacity-40 ${highlight ? "bg-green-600" : "bg-gradient-to-r from-neon-violet to-neon-fuchsia"}`}
        >
          <Send className="h-5 w-5 rtl:-scale-x-100" aria-hidden="true" />
        </button>
      </div>
    </form>
  );
}

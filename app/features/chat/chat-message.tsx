import { Check, CheckCheck, Trash2, VolumeX } from "lucide-react";
import { memo, useEffect, useRef, useState } from "react";
import { formatDate } from "#app/lib/format-date.ts";
import { useTranslation } from "#app/lib/i18n.ts";
import { chatMuteMinutes, type ChatMessage as Message } from "#contracts/chat.ts";
import { ChatAttachment } from "./chat-attachment.tsx";

/** A message counts as read once half of it has been on screen. */
export const readThreshold = 0.5;

function formatTime(ts: string, lang: string): string {
  return formatDate(ts, lang, "clock");
}

type Props = {
  message: Message;
  own: boolean;
  /** Whether this reader still has to report it read. */
  unread: boolean;
  canModerate: boolean;
  observer: IntersectionObserver | null;
  onDelete: (messageId: string) => void;
  onMute: (userId: string, minutes: (typeof chatMuteMinutes)[number]) => void;
};

/** One message: sender, time, text, file; read receipts on one's own; moderation for support. */
export const ChatMessageItem = memo(function ChatMessageItem({
  message,
  own,
  unread,
  canModerate,
  observer,
  onDelete,
  onMute,
}: Props) {
  const { t, lang } = useTranslation();
  const ref = useRef<HTMLLIElement>(null);
  const [muteOpen, setMuteOpen] = useState(false);

  useEffect(() => {
    const element = ref.current;
    if (!unread || !observer || !element) return;
    observer.observe(element);
    return () => observer.unobserve(element);
  }, [unread, observer]);

  // The server sends a count and names only the first few readers (decision 0046).
  const readers = message.readCount;
  const firstReaders = message.readBy.map((reader) => reader.name).join(", ");
  const readerNames = readers > message.readBy.length ? `${firstReaders}, …` : firstReaders;
  return (
    <li
      ref={ref}
      data-message-id={message._id}
      data-testid="chat-message"
      className={`flex ${own ? "justify-end" : "justify-start"}`}
    >
      <div
        className={`group max-w-[85%] rounded-2xl px-3.5 py-2.5 sm:max-w-[70%] ${own ? "bg-neon-violet/25 rounded-ee-sm" : "bg-white/5 rounded-es-sm"}`}
      >
        <div className="flex items-baseline gap-2 text-xs">
          <span className={`font-bold ${own ? "text-neon-cyan" : "text-neon-fuchsia"}`}>
            {message.user.name}
          </span>
          <time dateTime={message.ts} className="text-ink-400">
            {formatTime(message.ts, lang)}
          </time>
        </div>
        {message.text ? (
          <p className="mt-1 whitespace-pre-wrap break-words text-sm text-ink-100">
            {message.text}
          </p>
        ) : null}
        {message.file ? <ChatAttachment file={message.file} /> : null}
        <div className="mt-1 flex flex-wrap items-center justify-end gap-2 text-[11px] text-ink-400">
          {own ? (
            <span
              data-testid="chat-receipt"
              className="inline-flex items-center gap-1"
              title={readers > 0 ? readerNames : undefined}
            >
              {readers > 0 ? (
                <>
                  <CheckCheck className="h-3.5 w-3.5 text-neon-cyan" aria-hidden="true" />
                  {t("chat.seenBy", { count: readers })}
                </>
              ) : (
                <>
                  <Check className="h-3.5 w-3.5" aria-hidden="true" />
                  {t("chat.sent")}
                </>
              )}
            </span>
          ) : null}
          {canModerate ? (
            <span className="inline-flex items-center gap-1">
              <button
                type="button"
                className="rounded p-1 hover:bg-white/10 hover:text-red-300"
                aria-label={t("chat.deleteMessage")}
                title={t("chat.deleteMessage")}
                data-testid="chat-delete"
                onClick={() => onDelete(message._id)}
              >
                <Trash2 className="h-3.5 w-3.5" aria-hidden="true" />
              </button>
              {own ? null : (
                <button
                  type="button"
                  className="rounded p-1 hover:bg-white/10 hover:text-amber-300"
                  aria-label={t("chat.muteUser", { name: message.user.name })}
                  aria-expanded={muteOpen}
                  title={t("chat.muteUser", { name: message.user.name })}
                  data-testid="chat-mute"
                  onClick={() => setMuteOpen((open) => !open)}
                >
                  <VolumeX className="h-3.5 w-3.5" aria-hidden="true" />
                </button>
              )}
            </span>
          ) : null}
        </div>
        {muteOpen ? (
          <div className="mt-2 flex flex-wrap gap-1.5">
            {chatMuteMinutes.map((minutes) => (
              <button
                key={minutes}
                type="button"
                className="rounded-md border border-white/10 px-2 py-1 text-xs text-ink-100 hover:border-amber-300"
                onClick={() => {
                  setMuteOpen(false);
                  onMute(message.user.id, minutes);
                }}
              >
                {t(minutes === 5 ? "chat.mute5" : minutes === 60 ? "chat.mute60" : "chat.mute1440")}
              </button>
            ))}
          </div>
        ) : null}
      </div>
    </li>
  );
});

import { Loader2 } from "lucide-react";
import { useEffect, useLayoutEffect, useRef, useState } from "react";
import { useTranslation } from "#app/lib/i18n.ts";
import type { ChatMessage } from "#contracts/chat.ts";
import { ChatMessageItem, readThreshold } from "./chat-message.tsx";
import type { ChatController } from "./use-chat.ts";

// Within this distance of the bottom the list follows new messages; further up it stays put.
const stickyBottomPx = 120;

/**
 * The message area: follows new messages while the reader is at the bottom, keeps its place
 * when older messages are added above, and reports a message read once half of it is visible.
 */
export function ChatMessageList({ chat }: { chat: ChatController }) {
  const { t } = useTranslation();
  const scroller = useRef<HTMLDivElement>(null);
  const atBottom = useRef(true);
  const [observer, setObserver] = useState<IntersectionObserver | null>(null);
  const { messages, self, markRead } = chat;
  const selfId = self?.user.id;

  useEffect(() => {
    const root = scroller.current;
    if (!root || typeof IntersectionObserver === "undefined") return;
    const created = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) {
          if (entry.intersectionRatio < readThreshold) continue;
          const id = (entry.target as HTMLElement).dataset.messageId;
          if (id) markRead(id);
          created.unobserve(entry.target);
        }
      },
      { root, threshold: readThreshold },
    );
    setObserver(created);
    return () => created.disconnect();
  }, [markRead]);

  // Older messages added above: keep the reader's place by the distance from the bottom.
  const firstId = messages[0]?._id;
  const fromBottom = useRef(0);
  const lastId = messages.at(-1)?._id;
  const lastOwn = messages.at(-1)?.user.id === selfId;
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the first or last message changes (older ones loaded, a new one arrived), which the body reads from the DOM
  useLayoutEffect(() => {
    const element = scroller.current;
    if (!element) return;
    if (atBottom.current || lastOwn) {
      element.scrollTop = element.scrollHeight;
    } else {
      element.scrollTop = element.scrollHeight - element.clientHeight - fromBottom.current;
    }
  }, [firstId, lastId, lastOwn]);

  const onScroll = () => {
    const element = scroller.current;
    if (!element) return;
    const distance = element.scrollHeight - element.clientHeight - element.scrollTop;
    fromBottom.current = distance;
    atBottom.current = distance < stickyBottomPx;
    if (element.scrollTop < 40 && chat.hasOlder && !chat.loadingOlder) void chat.loadOlder();
  };

  return (
    <div
      ref={scroller}
      onScroll={onScroll}
      className="min-h-0 flex-1 overflow-y-auto px-3 py-4 sm:px-5"
      data-testid="chat-messages"
    >
      {chat.hasOlder ? (
        <div className="mb-3 flex justify-center">
          <button
            type="button"
            className="btn-ghost px-3 py-1.5 text-xs"
            disabled={chat.loadingOlder}
            onClick={() => void chat.loadOlder()}
          >
            {chat.loadingOlder ? (
              <Loader2 className="h-3.5 w-3.5 animate-spin" aria-hidden="true" />
            ) : null}
            {chat.loadingOlder ? t("chat.loadingOlder") : t("chat.loadOlder")}
          </button>
        </div>
      ) : null}
      {messages.length === 0 ? (
        <p className="mt-10 text-center text-sm text-ink-400">
          {chat.status === "connecting" ? t("chat.connecting") : t("chat.empty")}
        </p>
      ) : null}
      <ol className="flex flex-col gap-2.5" aria-label={t("chat.messagesLabel")} aria-live="polite">
        {messages.map((message: ChatMessage) => {
          const own = selfId !== undefined && message.user.id === selfId;
          return (
            <ChatMessageItem
              key={message._id}
              message={message}
              own={own}
              unread={
                selfId !== undefined &&
                !own &&
                !message.readBy.some((reader) => reader.userId === selfId)
              }
              canModerate={self?.canModerate ?? false}
              observer={observer}
              onDelete={chat.deleteMessage}
              onMute={chat.muteUser}
            />
          );
        })}
      </ol>
    </div>
  );
}

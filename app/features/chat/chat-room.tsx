import { LogOut, Users, X } from "lucide-react";
import { useId, useState } from "react";
import { useNavigate } from "react-router";
import { useTranslation } from "#app/lib/i18n.ts";
import { paths } from "#contracts/paths.ts";
import { ChatComposer } from "./chat-composer.tsx";
import { ChatMessageList } from "./chat-message-list.tsx";
import { translateNotice } from "./chat-notices.ts";
import { describeTyping } from "./typing-names.ts";
import { type ChatController, useChat } from "./use-chat.ts";

/**
 * The community chat room: a sidebar (room title, who is online with a count, Leave Chat), the
 * messages and the composer. On a phone the sidebar folds away behind the people button. Used
 * by the /community page and by the header's Live Chat modal.
 */
export function ChatRoom({
  variant,
  onLeave,
}: {
  variant: "page" | "modal";
  onLeave?: () => void;
}) {
  const chat = useChat();
  const navigate = useNavigate();
  const { t } = useTranslation();
  const [peopleOpen, setPeopleOpen] = useState(false);
  const sidebarId = useId();

  const leave = () => {
    chat.leave();
    onLeave?.();
    navigate(paths.home());
  };

  return (
    <div
      className={`relative flex min-h-0 overflow-hidden ${variant === "page" ? "card-surface h-[calc(100dvh-7rem)] min-h-[26rem]" : "h-[min(70dvh,40rem)] rounded-xl border border-white/10"}`}
      data-testid="chat-room"
    >
      <aside
        id={sidebarId}
        aria-label={t("chat.sidebarLabel")}
        className={`${peopleOpen ? "flex" : "hidden"} absolute inset-y-0 start-0 z-10 w-64 flex-col border-e border-white/5 bg-ink-900 md:static md:flex md:w-60`}
      >
        <ChatSidebar chat={chat} onLeave={leave} onClose={() => setPeopleOpen(false)} />
      </aside>
      <section className="flex min-w-0 flex-1 flex-col" aria-label={t("chat.roomTitle")}>
        <header className="flex items-center gap-2 border-b border-white/5 px-3 py-2.5 sm:px-5">
          <button
            type="button"
            className="flex shrink-0 items-center gap-1.5 whitespace-nowrap rounded-lg border border-white/10 px-2.5 py-1.5 text-xs font-semibold text-ink-100 md:hidden"
            aria-expanded={peopleOpen}
            aria-controls={sidebarId}
            data-testid="chat-people-toggle"
            onClick={() => setPeopleOpen((open) => !open)}
          >
            <Users className="h-4 w-4" aria-hidden="true" />
            {t("chat.onlineCount", { count: chat.users.length })}
          </button>
          <div className="min-w-0">
            <h2 className="truncate font-display text-lg font-bold text-white">
              {t("chat.roomTitle")}
            </h2>
          </div>
          <ConnectionBadge status={chat.status} />
        </header>
        {chat.notice ? (
          <p
            role="alert"
            data-testid="chat-error"
            className="mx-3 mt-2 rounded-lg border border-red-500/40 bg-red-500/10 px-3 py-2 text-sm text-red-200 sm:mx-5"
          >
            {translateNotice(t, chat.notice.notice)}
          </p>
        ) : null}
        <ChatMessageList chat={chat} />
        <TypingLine chat={chat} />
        <ChatComposer chat={chat} />
      </section>
    </div>
  );
}

function ConnectionBadge({ status }: { status: ChatController["status"] }) {
  const { t } = useTranslation();
  const connected = status === "connected";
  return (
    <span
      className={`ms-auto inline-flex shrink-0 items-center gap-1.5 text-xs ${connected ? "text-neon-lime" : "text-ink-400"}`}
      data-testid="chat-status"
      data-status={status}
    >
      <span
        className={`h-2 w-2 rounded-full ${connected ? "bg-neon-lime" : "animate-pulse bg-ink-400"}`}
        aria-hidden="true"
      />
      {connected
        ? t("chat.connected")
        : status === "connecting"
          ? t("chat.connecting")
          : t("chat.reconnecting")}
    </span>
  );
}

function TypingLine({ chat }: { chat: ChatController }) {
  const { t } = useTranslation();
  const typing = describeTyping(chat.typing);
  return (
    <p
      className="h-5 truncate px-4 text-xs italic text-ink-400 sm:px-6"
      aria-live="polite"
      data-testid="chat-typing"
    >
      {typing ? t(typing.many ? "chat.typingMany" : "chat.typingOne", { names: typing.names }) : ""}
    </p>
  );
}

function ChatSidebar({
  chat,
  onLeave,
  onClose,
}: {
  chat: ChatController;
  onLeave: () => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const selfId = chat.self?.user.id;
  return (
    <>
      <div className="flex items-start justify-between gap-2 border-b border-white/5 p-4">
        <div>
          <p className="font-display text-base font-bold text-white">{t("chat.roomTitle")}</p>
          <p className="mt-1 text-xs text-ink-400" data-testid="chat-online-count">
            {t("chat.onlineCount", { count: chat.users.length })}
          </p>
        </div>
        <button
          type="button"
          className="rounded-lg p-1.5 text-ink-300 hover:bg-white/5 md:hidden"
          aria-label={t("chat.hidePeople")}
          onClick={onClose}
        >
          <X className="h-4 w-4" aria-hidden="true" />
        </button>
      </div>
      <ul
        className="min-h-0 flex-1 space-y-1 overflow-y-auto p-3"
        aria-label={t("chat.onlineTitle")}
        data-testid="chat-users"
      >
        {chat.users.map((user) => (
          <li
            key={user.id}
            className="flex items-center gap-2 rounded-lg px-2 py-1.5 text-sm text-ink-100"
          >
            <span className="relative flex h-7 w-7 shrink-0 items-center justify-center rounded-full bg-white/10 text-xs font-bold uppercase">
              {user.name.slice(0, 1)}
              <span
                className="absolute -bottom-0.5 -end-0.5 h-2.5 w-2.5 rounded-full border-2 border-ink-900 bg-neon-lime"
                aria-hidden="true"
              />
            </span>
            <span className="truncate">
              {user.name}
              {user.id === selfId ? (
                <span className="ms-1 text-ink-400">{t("chat.you")}</span>
              ) : null}
            </span>
          </li>
        ))}
      </ul>
      <div className="border-t border-white/5 p-3">
        <button
          type="button"
          className="btn-ghost w-full justify-center"
          data-testid="chat-leave"
          onClick={onLeave}
        >
          <LogOut className="h-4 w-4 rtl:-scale-x-100" aria-hidden="true" />
          {t("chat.leave")}
        </button>
      </div>
    </>
  );
}

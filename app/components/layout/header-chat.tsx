import { lazy, Suspense } from "react";
import { Icon } from "#app/components/ui/icon.tsx";
import { useTranslation } from "#app/lib/i18n.ts";
import { paths } from "#contracts/paths.ts";

// The chat (its socket client, composer and Radix) loads when first wanted, never with the page.
export const loadChatModal = () => import("#app/features/chat/chat-modal.tsx");
const ChatModal = lazy(() => loadChatModal().then((module) => ({ default: module.ChatModal })));

/** The header's Live Chat button (from 1024 px; below that the menu has its own entry). */
export function HeaderChatButton({ onOpen }: { onOpen: () => void }) {
  const { t } = useTranslation();
  return (
    // The community page before (and without) the header's code; the chat dialog with it.
    <a
      href={paths.community()}
      data-testid="header-chat"
      data-island-press=""
      aria-label={t("header.liveChat")}
      title={t("header.liveChat")}
      aria-haspopup="dialog"
      onClick={(event) => {
        event.preventDefault();
        onOpen();
      }}
      onPointerEnter={() => void loadChatModal()}
      className="hidden h-10 w-10 items-center justify-center rounded-lg border border-white/10 text-ink-100 hover:border-neon-violet lg:flex"
    >
      <Icon name="message-circle" className="h-5 w-5" />
    </a>
  );
}

/** The Live Chat modal, mounted from its first opening on (null: never opened). */
export function HeaderChatModal(props: {
  open: boolean | null;
  onOpenChange: (open: boolean) => void;
}) {
  if (props.open === null) return null;
  return (
    <Suspense fallback={null}>
      <ChatModal open={props.open} onOpenChange={props.onOpenChange} />
    </Suspense>
  );
}

import { lazy, Suspense, useEffect, useState } from "react";
import { Icon } from "#app/components/ui/icon.tsx";
import { requestAuthDialog } from "#app/lib/auth/auth-dialog-request.ts";
import { useAuthState } from "#app/lib/auth/use-auth-state.ts";
import { useTranslation } from "#app/lib/i18n.ts";

// The chat (its socket client, composer and Radix) loads when first wanted, never with the page.
const loadChatModal = () => import("#app/features/chat/chat-modal.tsx");
const ChatModal = lazy(() => loadChatModal().then((module) => ({ default: module.ChatModal })));

/** Dispatched on window by the phone menu's Live chat entry (the header button is hidden there). */
export const openLiveChatEvent = "openLiveChat";

/** The header's Live Chat button: the chat modal when signed in, the login dialog otherwise. */
export function HeaderChat() {
  const { t } = useTranslation();
  const auth = useAuthState();
  const [open, setOpen] = useState<boolean | null>(null);
  const loggedIn = auth.loggedIn;
  useEffect(() => {
    const onRequest = () => (loggedIn ? setOpen(true) : requestAuthDialog("login"));
    window.addEventListener(openLiveChatEvent, onRequest);
    return () => window.removeEventListener(openLiveChatEvent, onRequest);
  }, [loggedIn]);
  return (
    <>
      <button
        type="button"
        data-testid="header-chat"
        aria-label={t("header.liveChat")}
        title={t("header.liveChat")}
        aria-haspopup="dialog"
        onClick={() => (auth.loggedIn ? setOpen(true) : requestAuthDialog("login"))}
        onPointerEnter={auth.loggedIn ? () => void loadChatModal() : undefined}
        className="hidden h-10 w-10 items-center justify-center rounded-lg border border-white/10 text-ink-100 hover:border-neon-violet sm:flex"
      >
        <Icon name="message-circle" className="h-5 w-5" />
      </button>
      {open !== null && auth.loggedIn ? (
        <Suspense fallback={null}>
          <ChatModal open={open} onOpenChange={setOpen} />
        </Suspense>
      ) : null}
    </>
  );
}

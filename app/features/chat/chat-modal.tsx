import { Dialog } from "#app/components/ui/dialog.tsx";
import { useTranslation } from "#app/lib/i18n.ts";
import { ChatRoom } from "./chat-room.tsx";

/** The header's Live Chat: the community room in a modal, for signed-in members. */
export function ChatModal(props: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const { t } = useTranslation();
  return (
    <Dialog
      open={props.open}
      onOpenChange={props.onOpenChange}
      title={t("chat.modalTitle")}
      closeLabel={t("chat.close")}
      size="max-w-4xl"
      testId="chat-modal"
    >
      <div className="mt-4">
        {props.open ? <ChatRoom variant="modal" onLeave={() => props.onOpenChange(false)} /> : null}
      </div>
    </Dialog>
  );
}

import { LogOut } from "lucide-react";
import { useRef, useState } from "react";
import { useTranslation } from "#app/lib/i18n.ts";
import { LogoutDialog } from "./logout-dialog.tsx";

/** Logout with a confirmation (the same dialog as the header's Logout). */
export function LogoutButton() {
  const { t } = useTranslation();
  const [confirming, setConfirming] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  return (
    <>
      <button
        ref={button}
        type="button"
        className="btn-ghost"
        onClick={() => setConfirming(true)}
        data-testid="logout-button"
      >
        <LogOut className="h-4 w-4" aria-hidden="true" />
        {t("account.logout")}
      </button>
      <LogoutDialog
        open={confirming}
        onOpenChange={setConfirming}
        returnFocusTo={() => button.current}
      />
    </>
  );
}

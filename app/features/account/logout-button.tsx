import { LogOut } from "lucide-react";
import { useCallback, useState } from "react";
import { useNavigate } from "react-router";
import { Dialog } from "#app/components/ui/dialog.tsx";
import { ResultDialog, type ResultMessage } from "#app/components/ui/result-dialog.tsx";
import { logOut } from "#app/lib/auth/log-out.ts";
import { useTranslation } from "#app/lib/i18n.ts";
import { toast } from "#app/lib/toast.ts";
import { logoutRedirectMs } from "#contracts/accounts-rules.ts";
import { paths } from "#contracts/paths.ts";

/** Logout with a confirmation; a failure is explained in a dialog that closes by itself. */
export function LogoutButton() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<ResultMessage | null>(null);
  // Stable, so the result dialog's auto-close timer is not restarted by re-renders.
  const closeResult = useCallback(() => setResult(null), []);

  const confirm = async () => {
    setBusy(true);
    const ok = await logOut();
    setBusy(false);
    setConfirming(false);
    if (!ok) {
      setResult({
        tone: "error",
        title: t("account.logoutFailedTitle"),
        message: t("userMenu.logoutFailed"),
      });
      return;
    }
    toast(t("userMenu.logoutSuccess"), { type: "success" });
    setTimeout(() => void navigate(paths.home()), logoutRedirectMs);
  };

  return (
    <>
      <button
        type="button"
        className="btn-ghost"
        onClick={() => setConfirming(true)}
        data-testid="logout-button"
      >
        <LogOut className="h-4 w-4" aria-hidden="true" />
        {t("account.logout")}
      </button>
      <Dialog
        open={confirming}
        onOpenChange={(open) => {
          if (!busy) setConfirming(open);
        }}
        role="alertdialog"
        testId="logout-dialog"
        title={t("account.logoutConfirmTitle")}
        description={t("account.logoutConfirmText")}
        closeLabel={t("account.cancel")}
      >
        <div className="mt-6 flex flex-wrap justify-end gap-3">
          <button
            type="button"
            className="btn-ghost"
            onClick={() => setConfirming(false)}
            disabled={busy}
          >
            {t("account.cancel")}
          </button>
          <button
            type="button"
            className="btn-primary disabled:opacity-60"
            onClick={() => void confirm()}
            disabled={busy}
            data-testid="logout-confirm"
          >
            {busy ? t("account.loggingOut") : t("account.logoutConfirm")}
          </button>
        </div>
      </Dialog>
      <ResultDialog result={result} onClose={closeResult} closeLabel={t("account.cancel")} />
    </>
  );
}

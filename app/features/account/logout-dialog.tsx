import { useCallback, useState } from "react";
import { useNavigate } from "react-router";
import { Dialog } from "#app/components/ui/dialog.tsx";
import { ResultDialog, type ResultMessage } from "#app/components/ui/result-dialog.tsx";
import { logOut } from "#app/lib/auth/log-out.ts";
import { useTranslation } from "#app/lib/i18n.ts";
import { toast } from "#app/lib/toast.ts";
import { logoutRedirectMs } from "#contracts/accounts-rules.ts";
import { paths } from "#contracts/paths.ts";

/**
 * "Log out?" and what follows: the server first, then the toast and the way home; a failure is
 * explained in a dialog that closes by itself. The account page's Logout button and the
 * header's menus open the same one.
 */
export function LogoutDialog(props: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The control the keyboard comes back to when the dialog closes without logging out. */
  returnFocusTo?: () => HTMLElement | null | undefined;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<ResultMessage | null>(null);
  // Stable, so the result dialog's auto-close timer is not restarted by re-renders.
  const closeResult = useCallback(() => setResult(null), []);
  const { onOpenChange } = props;

  const confirm = async () => {
    setBusy(true);
    const ok = await logOut().catch(() => false);
    setBusy(false);
    onOpenChange(false);
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
      <Dialog
        open={props.open}
        onOpenChange={(open) => {
          if (!busy) onOpenChange(open);
        }}
        role="alertdialog"
        testId="logout-dialog"
        title={t("account.logoutConfirmTitle")}
        description={t("account.logoutConfirmText")}
        closeLabel={t("account.cancel")}
        {...(props.returnFocusTo ? { returnFocusTo: props.returnFocusTo } : {})}
      >
        <div className="mt-6 flex flex-wrap justify-end gap-3">
          <button
            type="button"
            className="btn-ghost"
            onClick={() => onOpenChange(false)}
            disabled={busy}
            data-testid="logout-cancel"
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

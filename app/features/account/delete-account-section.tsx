import { Trash2 } from "lucide-react";
import { useId, useState } from "react";
import { useNavigate } from "react-router";
import { Dialog } from "#app/components/ui/dialog.tsx";
import { TextField } from "#app/components/ui/form-field.tsx";
import type { ResultMessage } from "#app/components/ui/result-dialog.tsx";
import { clearAllAuth } from "#app/lib/auth/auth-storage.ts";
import { failureText } from "#app/lib/failure-text.ts";
import { useTranslation } from "#app/lib/i18n.ts";
import { deleteConfirmationWord, deleteRedirectMs } from "#contracts/accounts-rules.ts";
import { paths } from "#contracts/paths.ts";
import { deleteAccount } from "./settings-requests.ts";

/** The danger zone: deleting needs the typed confirmation word, exactly. */
export function DeleteAccountSection(props: { onResult: (result: ResultMessage) => void }) {
  const translator = useTranslation();
  const { t } = translator;
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const [typed, setTyped] = useState("");
  const [refused, setRefused] = useState(false);
  const [busy, setBusy] = useState(false);
  const refusedId = useId();
  const word = deleteConfirmationWord;
  const confirmed = typed === word;

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    if (!confirmed) {
      setRefused(true);
      return;
    }
    setBusy(true);
    try {
      const result = await deleteAccount();
      setOpen(false);
      if (!result.ok) {
        props.onResult({
          tone: "error",
          title: t("settings.deleteFailedTitle"),
          message: failureText(translator, result, "settings.deleteFailed"),
        });
        return;
      }
      clearAllAuth();
      props.onResult({
        tone: "success",
        title: t("settings.deleteSuccessTitle"),
        message: t("settings.deleteSuccess"),
      });
      setTimeout(() => void navigate(paths.home(), { replace: true }), deleteRedirectMs);
    } catch {
      setOpen(false);
      props.onResult({
        tone: "error",
        title: t("settings.deleteFailedTitle"),
        message: t("settings.deleteFailed"),
      });
    } finally {
      setBusy(false);
    }
  };

  return (
    <section
      className="rounded-2xl border border-red-500/30 bg-red-500/5 p-6"
      aria-labelledby="danger-title"
      data-testid="danger-zone"
    >
      <h2 id="danger-title" className="font-display text-2xl font-bold text-red-300">
        {t("settings.dangerTitle")}
      </h2>
      <p className="mt-2 text-sm text-ink-300">{t("settings.dangerText")}</p>
      <button
        type="button"
        className="mt-5 inline-flex items-center gap-2 rounded-xl border border-red-400/60 px-4 py-2.5 font-semibold text-red-300 transition hover:bg-red-500/15"
        onClick={() => {
          setTyped("");
          setRefused(false);
          setOpen(true);
        }}
        data-testid="delete-account"
      >
        <Trash2 className="h-4 w-4" aria-hidden="true" />
        {t("settings.deleteButton")}
      </button>
      <Dialog
        open={open}
        onOpenChange={(next) => {
          if (!busy) setOpen(next);
        }}
        role="alertdialog"
        testId="delete-dialog"
        title={t("settings.deleteDialogTitle")}
        description={t("settings.deleteDialogText", { word })}
        closeLabel={t("settings.cancel")}
      >
        <form onSubmit={submit} className="mt-5 space-y-4">
          <TextField
            label={t("settings.deleteConfirmLabel", { word })}
            name="confirmation"
            autoComplete="off"
            spellCheck={false}
            value={typed}
            aria-invalid={refused || undefined}
            aria-describedby={refused ? refusedId : undefined}
            onChange={(event) => {
              setTyped(event.target.value);
              setRefused(false);
            }}
            data-testid="delete-confirm-input"
          />
          {refused ? (
            <p id={refusedId} role="alert" className="text-sm font-semibold text-red-300">
              {t("settings.confirmationFailedTitle")}: {t("settings.confirmationFailed", { word })}
            </p>
          ) : null}
          <div className="flex flex-wrap justify-end gap-3">
            <button
              type="button"
              className="btn-ghost"
              onClick={() => setOpen(false)}
              disabled={busy}
            >
              {t("settings.cancel")}
            </button>
            <button
              type="submit"
              disabled={!confirmed || busy}
              className="inline-flex items-center gap-2 rounded-xl bg-red-600 px-4 py-2.5 font-bold text-white transition hover:bg-red-500 disabled:cursor-not-allowed disabled:opacity-50"
              data-testid="delete-confirm"
            >
              {busy ? t("settings.deleting") : t("settings.deleteConfirm")}
            </button>
          </div>
        </form>
      </Dialog>
    </section>
  );
}

import { Trash2 } from "lucide-react";
import { useCallback, useEffect, useState } from "react";
import { Dialog } from "#app/components/ui/dialog.tsx";
import type { ResultMessage } from "#app/components/ui/result-dialog.tsx";
import {
  deleteSavedPlayer,
  fetchSavedPlayers,
  type SavedPlayer,
} from "#app/lib/buying/saved-players.ts";
import { failureText } from "#app/lib/failure-text.ts";
import { useTranslation } from "#app/lib/i18n.ts";

/** /settings: the player accounts the shop remembers for the member, each deletable. */
export function SavedPlayersSection(props: { onResult: (result: ResultMessage) => void }) {
  const translator = useTranslation();
  const { t } = translator;
  const { onResult } = props;
  const [players, setPlayers] = useState<SavedPlayer[] | "loading" | "failed">("loading");
  const [deleting, setDeleting] = useState<SavedPlayer | null>(null);
  const [busy, setBusy] = useState(false);

  const load = useCallback(async () => {
    try {
      const result = await fetchSavedPlayers();
      setPlayers(result.ok ? result.value : "failed");
    } catch {
      setPlayers("failed");
    }
  }, []);

  useEffect(() => {
    void load();
  }, [load]);

  const confirmDelete = async () => {
    if (!deleting || busy) return;
    setBusy(true);
    try {
      const result = await deleteSavedPlayer(deleting.id);
      setDeleting(null);
      if (!result.ok && result.status !== 404) {
        onResult({
          tone: "error",
          title: t("playerAccounts.deleteFailed"),
          message: failureText(translator, result, "playerAccounts.deleteFailed"),
        });
      }
    } catch {
      setDeleting(null);
      onResult({
        tone: "error",
        title: t("playerAccounts.deleteFailed"),
        message: t("playerAccounts.deleteFailed"),
      });
    } finally {
      setBusy(false);
      void load();
    }
  };

  const label = (player: SavedPlayer) =>
    player.nickname ? `${player.nickname} (${player.playerDisplay})` : player.playerDisplay;

  return (
    <section
      className="card-surface p-6"
      aria-labelledby="saved-players-title"
      data-testid="settings-saved-players"
    >
      <h2 id="saved-players-title" className="font-display text-2xl font-bold text-white">
        {t("playerAccounts.settingsTitle")}
      </h2>
      <p className="mt-2 text-sm text-ink-300">{t("playerAccounts.settingsText")}</p>
      {players === "loading" ? (
        <p className="mt-4 text-sm text-ink-400">{t("playerAccounts.loading")}</p>
      ) : players === "failed" ? (
        <p role="alert" className="mt-4 text-sm font-semibold text-red-300">
          {t("playerAccounts.loadFailed")}
        </p>
      ) : players.length === 0 ? (
        <p className="mt-4 text-sm text-ink-400" data-testid="saved-players-empty">
          {t("playerAccounts.settingsEmpty")}
        </p>
      ) : (
        <ul className="mt-4 divide-y divide-white/10">
          {players.map((player) => (
            <li
              key={player.id}
              className="flex flex-wrap items-center justify-between gap-3 py-3"
              data-testid="settings-saved-player"
            >
              <div className="min-w-0">
                <p className="font-semibold text-white">{player.gameName}</p>
                <p className="text-sm text-ink-300">
                  <span dir="ltr">{player.playerDisplay}</span>
                  {player.nickname ? <span> · {player.nickname}</span> : null}
                </p>
              </div>
              <button
                type="button"
                className="inline-flex min-h-11 items-center gap-2 rounded-xl border border-red-400/60 px-3 py-2 text-sm font-semibold text-red-300 transition hover:bg-red-500/15"
                aria-label={t("playerAccounts.deleteLabel", {
                  player: label(player),
                  game: player.gameName,
                })}
                onClick={() => setDeleting(player)}
                data-testid="delete-saved-player"
              >
                <Trash2 className="h-4 w-4" aria-hidden="true" />
                {t("playerAccounts.delete")}
              </button>
            </li>
          ))}
        </ul>
      )}
      <Dialog
        open={deleting !== null}
        onOpenChange={(next) => {
          if (!next && !busy) setDeleting(null);
        }}
        role="alertdialog"
        testId="delete-saved-player-dialog"
        title={t("playerAccounts.deleteTitle")}
        description={
          deleting
            ? t("playerAccounts.deleteText", { player: label(deleting), game: deleting.gameName })
            : undefined
        }
        closeLabel={t("playerAccounts.cancel")}
      >
        <div className="mt-5 flex flex-wrap justify-end gap-3">
          <button
            type="button"
            className="btn-ghost"
            onClick={() => setDeleting(null)}
            disabled={busy}
          >
            {t("playerAccounts.cancel")}
          </button>
          <button
            type="button"
            disabled={busy}
            onClick={() => void confirmDelete()}
            className="inline-flex items-center gap-2 rounded-xl bg-red-600 px-4 py-2.5 font-bold text-white transition hover:bg-red-500 disabled:cursor-not-allowed disabled:opacity-50"
            data-testid="confirm-delete-saved-player"
          >
            {busy ? t("playerAccounts.deleting") : t("playerAccounts.delete")}
          </button>
        </div>
      </Dialog>
    </section>
  );
}

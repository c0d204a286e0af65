import { useEffect, useId, useState } from "react";
import { Icon } from "#app/components/ui/icon.tsx";
import {
  fetchSavedPlayers,
  forgetOnDevice,
  type PlayerChoice,
  readDevicePlayers,
} from "#app/lib/buying/saved-players.ts";
import { useTranslation } from "#app/lib/i18n.ts";

/**
 * The buyer's saved players for this game, offered above the player form: a member's from the
 * account, a guest's from this browser (each with a way to forget it). One tap fills every
 * field; the buy panel then checks the player again, as for typed values.
 */
export function SavedPlayerPicker(props: {
  gameId: string;
  gameSlug: string;
  member: boolean;
  onPick: (choice: PlayerChoice) => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const { gameId, gameSlug, member } = props;
  const [choices, setChoices] = useState<PlayerChoice[]>([]);

  useEffect(() => {
    let current = true;
    if (!member) {
      setChoices(readDevicePlayers(gameSlug));
      return;
    }
    setChoices([]);
    // Saved players are a shortcut: when they cannot be read, the form works as before.
    fetchSavedPlayers(gameId)
      .then((result) => {
        if (!current || !result.ok) return;
        setChoices(
          result.value.map((saved) => ({
            key: saved.id,
            fields: saved.fields,
            playerLine: saved.playerDisplay,
            nickname: saved.nickname,
          })),
        );
      })
      .catch(() => {});
    return () => {
      current = false;
    };
  }, [gameId, gameSlug, member]);

  if (choices.length === 0) return null;
  return (
    <div className="mt-4" data-testid="saved-players">
      <p id={`${id}-title`} className="text-sm font-semibold text-ink-100">
        {t("playerAccounts.savedTitle")}
      </p>
      <p className="mt-0.5 text-xs text-ink-400">
        {member ? t("playerAccounts.savedHint") : t("playerAccounts.deviceHint")}
      </p>
      <ul className="mt-2 flex flex-wrap gap-2" aria-labelledby={`${id}-title`}>
        {choices.map((choice) => (
          <li key={choice.key} className="flex items-stretch">
            <button
              type="button"
              className={`flex min-h-11 items-center gap-2 border border-neon-violet/50 bg-neon-violet/10 px-3 py-1.5 text-start text-sm text-ink-100 hover:bg-neon-violet/20 ${member ? "rounded-lg" : "rounded-s-lg"}`}
              onClick={() => props.onPick(choice)}
              data-testid="saved-player"
            >
              <Icon name="user-round" className="h-4 w-4 shrink-0 text-neon-violet" />
              <span>
                {choice.nickname ? (
                  <span className="block font-semibold">{choice.nickname}</span>
                ) : null}
                <span className="block text-xs text-ink-300" dir="ltr">
                  {choice.playerLine}
                </span>
              </span>
            </button>
            {member ? null : (
              <button
                type="button"
                className="flex min-h-11 w-11 items-center justify-center rounded-e-lg border border-s-0 border-neon-violet/50 text-ink-300 hover:text-white"
                aria-label={t("playerAccounts.forgetLabel", {
                  player: choice.nickname ?? choice.playerLine,
                })}
                onClick={() => {
                  forgetOnDevice(gameSlug, choice.key);
                  setChoices(readDevicePlayers(gameSlug));
                }}
                data-testid="forget-saved-player"
              >
                <Icon name="x" className="h-4 w-4" />
              </button>
            )}
          </li>
        ))}
      </ul>
    </div>
  );
}

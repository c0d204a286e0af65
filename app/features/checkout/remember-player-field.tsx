import { useId } from "react";
import type { PurchaseLine } from "#app/lib/buying/pending-purchase.ts";
import { rememberOnDevice } from "#app/lib/buying/saved-players.ts";
import { useTranslation } from "#app/lib/i18n.ts";

/**
 * "Remember this player", on by default: a member's delivered lines save their player to the
 * account, a guest's buy-now player is kept in this browser only.
 */
export function RememberPlayerField(props: {
  checked: boolean;
  guest: boolean;
  onChange: (checked: boolean) => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <section className="card-surface p-5">
      <label className="flex items-center gap-2 font-semibold text-white">
        <input
          type="checkbox"
          checked={props.checked}
          onChange={(event) => props.onChange(event.target.checked)}
          aria-describedby={`${id}-hint`}
          className="h-4 w-4 accent-fuchsia-500"
          data-testid="payment-remember-player"
        />
        {t("playerAccounts.remember")}
      </label>
      <p id={`${id}-hint`} className="mt-1 text-xs text-ink-400">
        {props.guest ? t("playerAccounts.rememberGuestHint") : t("playerAccounts.rememberHint")}
      </p>
    </section>
  );
}

/** A guest's buy-now player, kept in this browser for the next visit to the game. */
export function rememberGuestPlayer(line: PurchaseLine): void {
  rememberOnDevice(line.gameSlug, {
    fields: line.fields,
    // Code deliveries show no player line: their fields (a card region) stand for it.
    playerLine: line.playerLine || Object.values(line.fields).join(", "),
    nickname: line.nickname,
  });
}

import { Info, X } from "lucide-react";
import { useEffect, useState } from "react";
import { clearBuyAgainNote, readBuyAgainNote } from "#app/lib/buying/saved-players.ts";
import { useTranslation } from "#app/lib/i18n.ts";
import type { NotAddedLine } from "#contracts/repeat-buying.ts";

/**
 * After "Buy again": what went into the cart at today's prices, and which lines did not (a
 * package no longer on sale, or one the cart or the player check refused). Shown once.
 */
export function BuyAgainNote() {
  const { t } = useTranslation();
  // The cart page renders in the browser only (behind the session guard): storage is there.
  const [note, setNote] = useState(() => readBuyAgainNote());
  useEffect(() => clearBuyAgainNote(), []);
  if (!note) return null;
  return (
    <div
      role="status"
      className="mt-6 flex gap-2 rounded-xl border border-neon-violet/40 bg-neon-violet/10 p-3 text-sm text-ink-100"
      data-testid="buy-again-note"
    >
      <Info className="mt-0.5 h-4 w-4 shrink-0 text-neon-violet" aria-hidden="true" />
      <div className="min-w-0 flex-1">
        {note.added > 0 ? <p>{t("playerAccounts.buyAgainAdded")}</p> : null}
        {note.notAdded.length > 0 ? (
          <>
            <p className="font-semibold">{t("playerAccounts.notAddedTitle")}</p>
            <ul className="mt-1 list-disc ps-5" data-testid="buy-again-gone">
              {keyedLines(note.notAdded).map(({ key, line }) => (
                <li key={key}>
                  {t(
                    line.reason === "gone"
                      ? "playerAccounts.goneLine"
                      : "playerAccounts.refusedLine",
                    { name: `${line.gameName} ${line.packageName}` },
                  )}
                </li>
              ))}
            </ul>
          </>
        ) : null}
      </div>
      <button
        type="button"
        className="flex h-8 w-8 shrink-0 items-center justify-center rounded-lg text-ink-300 hover:text-white"
        aria-label={t("playerAccounts.dismiss")}
        onClick={() => setNote(null)}
      >
        <X className="h-4 w-4" aria-hidden="true" />
      </button>
    </div>
  );
}

/** The same package may be listed twice (two players): each keeps a stable key of its own. */
function keyedLines(lines: NotAddedLine[]): { key: string; line: NotAddedLine }[] {
  const seen = new Map<string, number>();
  return lines.map((line) => {
    const base = `${line.gameName}|${line.packageName}`;
    const count = seen.get(base) ?? 0;
    seen.set(base, count + 1);
    return { key: `${base}|${count}`, line };
  });
}

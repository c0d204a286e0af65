import { Search } from "lucide-react";
import { useId, useMemo, useState } from "react";
import { Dialog } from "#app/components/ui/dialog.tsx";
import { useTranslation } from "#app/lib/i18n.ts";
import type { AdminPickableGame } from "#contracts/admin-home.ts";

/**
 * "Add game": a dialog with a search box that filters a listbox of the games not yet in the list
 * (the combobox pattern: arrow keys move the active option, Enter adds it, a click adds too).
 */
export function GamePicker(props: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  listName: string;
  games: AdminPickableGame[];
  onPick: (game: AdminPickableGame) => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const [query, setQuery] = useState("");
  const [active, setActive] = useState(0);
  const matches = useMemo(() => {
    const needle = query.trim().toLowerCase();
    return needle
      ? props.games.filter(
          (game) =>
            game.title.toLowerCase().includes(needle) ||
            game.slug.includes(needle.replace(/\s+/g, "-")),
        )
      : props.games;
  }, [props.games, query]);
  const activeIndex = Math.min(active, Math.max(0, matches.length - 1));
  const activeGame = matches[activeIndex];

  const pick = (game: AdminPickableGame) => {
    props.onPick(game);
    setQuery("");
    setActive(0);
  };

  const onKeyDown = (event: React.KeyboardEvent<HTMLInputElement>) => {
    if (event.key === "ArrowDown" || event.key === "ArrowUp") {
      event.preventDefault();
      if (matches.length === 0) return;
      const step = event.key === "ArrowDown" ? 1 : -1;
      setActive((activeIndex + step + matches.length) % matches.length);
    } else if (event.key === "Home" && matches.length > 0) {
      setActive(0);
    } else if (event.key === "End" && matches.length > 0) {
      setActive(matches.length - 1);
    } else if (event.key === "Enter") {
      event.preventDefault();
      if (activeGame) pick(activeGame);
    }
  };

  return (
    <Dialog
      open={props.open}
      onOpenChange={(open) => {
        if (!open) {
          setQuery("");
          setActive(0);
        }
        props.onOpenChange(open);
      }}
      title={t("adminHome.addGameTo", { list: props.listName })}
      description={t("adminHome.pickerHint")}
      closeLabel={t("adminHome.close")}
      size="max-w-lg"
      testId="admin-home-picker"
    >
      <label htmlFor={`${id}-search`} className="mt-4 block text-sm font-semibold text-ink-100">
        {t("adminHome.searchGames")}
      </label>
      <div className="relative mt-1.5">
        <Search
          className="pointer-events-none absolute start-3 top-3 h-4 w-4 text-ink-400"
          aria-hidden="true"
        />
        <input
          id={`${id}-search`}
          type="search"
          role="combobox"
          aria-expanded="true"
          aria-controls={`${id}-list`}
          aria-autocomplete="list"
          aria-activedescendant={activeGame ? `${id}-option-${activeGame.id}` : undefined}
          value={query}
          onChange={(event) => {
            setQuery(event.target.value);
            setActive(0);
          }}
          onKeyDown={onKeyDown}
          autoComplete="off"
          className="h-11 w-full rounded-lg border border-white/10 bg-ink-950 ps-9 pe-3 text-sm text-white placeholder:text-ink-400 focus:border-neon-violet"
          placeholder={t("adminHome.searchPlaceholder")}
        />
      </div>
      <p className="mt-2 text-xs text-ink-300" role="status">
        {t("adminHome.gamesFound", { count: matches.length })}
      </p>
      <div
        id={`${id}-list`}
        role="listbox"
        aria-label={t("adminHome.gamesToAdd")}
        className="mt-2 max-h-80 overflow-y-auto rounded-xl border border-white/10 bg-ink-950/60 p-1"
      >
        {matches.map((game, index) => (
          // biome-ignore lint/a11y/useKeyWithClickEvents: the combobox input handles the keyboard (aria-activedescendant)
          <div
            key={game.id}
            tabIndex={-1}
            id={`${id}-option-${game.id}`}
            role="option"
            aria-selected={index === activeIndex}
            onClick={() => pick(game)}
            onMouseMove={() => setActive(index)}
            className="flex cursor-pointer items-center gap-3 rounded-lg px-2 py-1.5 text-sm text-ink-100 aria-selected:bg-neon-violet/25 aria-selected:text-white"
          >
            <img
              src={game.squareImage}
              alt=""
              width={32}
              height={32}
              loading="lazy"
              className="h-8 w-8 shrink-0 rounded-md object-cover"
            />
            <span className="truncate">{game.title}</span>
          </div>
        ))}
      </div>
    </Dialog>
  );
}

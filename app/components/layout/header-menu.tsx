import { useEffect, useRef } from "react";

export type HeaderMenuOption = {
  value: string;
  /** Where the option leads without JavaScript (the same page with `?lang=` or `?currency=`). */
  href: string;
  label: React.ReactNode;
  hint?: string;
};

/**
 * The header's language and currency menus: a button that opens a native popover of links.
 * The browser opens it, closes it on an outside press or Escape, and follows a link, all before
 * (or without) any of the page's JavaScript, so the first press always opens it at once. With
 * JavaScript the header's click handler (app/lib/preference-choice.ts) saves a choice instead of following
 * its link, and the arrow keys move between the options.
 */
export function HeaderMenu(props: {
  id: string;
  label: string;
  trigger: React.ReactNode;
  options: HeaderMenuOption[];
  selected: string;
  preference: "lang" | "currency";
}) {
  const listRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const list = listRef.current;
    if (!list) return;
    // Opened (by the browser, before this code ran, or now): the chosen option takes focus.
    const focusSelected = () => {
      if (!list.matches(":popover-open")) return;
      const selected = list.querySelector<HTMLElement>("[aria-selected='true']");
      (selected ?? list.querySelector<HTMLElement>("[role='option']"))?.focus();
    };
    list.addEventListener("toggle", focusSelected);
    return () => list.removeEventListener("toggle", focusSelected);
  }, []);

  const onListKeyDown = (event: React.KeyboardEvent) => {
    if (event.key !== "ArrowDown" && event.key !== "ArrowUp") return;
    event.preventDefault();
    const items = [...(listRef.current?.querySelectorAll<HTMLElement>("[role='option']") ?? [])];
    const index = items.indexOf(document.activeElement as HTMLElement);
    const next = event.key === "ArrowDown" ? index + 1 : index - 1;
    items[(next + items.length) % items.length]?.focus();
  };

  return (
    <>
      <button
        type="button"
        popoverTarget={props.id}
        // Where CSS anchor positioning exists the list is placed under this button (app.css).
        style={{ anchorName: `--${props.id}` }}
        aria-haspopup="listbox"
        aria-label={props.label}
        className="flex h-10 items-center gap-1.5 rounded-lg border border-white/10 bg-ink-800/70 px-2.5 text-sm font-semibold text-ink-100 transition hover:border-neon-violet/70 sm:px-3"
      >
        {props.trigger}
      </button>
      <div
        ref={listRef}
        id={props.id}
        popover="auto"
        style={{ positionAnchor: `--${props.id}` }}
        role="listbox"
        aria-label={props.label}
        onKeyDown={onListKeyDown}
        className="header-menu max-h-80 w-64 overflow-y-auto rounded-xl border border-white/10 bg-ink-850 p-1.5 text-ink-100 shadow-2xl shadow-black/60"
      >
        {props.options.map((option) => (
          <a
            key={option.value}
            href={option.href}
            role="option"
            aria-selected={option.value === props.selected}
            hrefLang={props.preference === "lang" ? option.value : undefined}
            rel={props.preference === "currency" ? "nofollow" : undefined}
            data-preference={props.preference}
            data-value={option.value}
            className="flex w-full items-center justify-between gap-3 rounded-lg px-3 py-2 text-start text-sm text-ink-100 hover:bg-white/5 focus:bg-white/10 focus:outline-none aria-selected:bg-neon-violet/20"
          >
            <span>{option.label}</span>
            {option.hint ? <span className="text-xs text-ink-400">{option.hint}</span> : null}
          </a>
        ))}
      </div>
    </>
  );
}

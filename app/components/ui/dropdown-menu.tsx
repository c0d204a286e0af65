import { useEffect, useId, useRef, useState } from "react";

export type DropdownOption = { value: string; label: React.ReactNode; hint?: string };

/**
 * A small accessible menu button (aria-haspopup listbox, Escape and outside click close it,
 * arrow keys move focus). Written here instead of pulling a menu library into every page's
 * first-visit JavaScript.
 */
export function DropdownMenu(props: {
  label: string;
  trigger: React.ReactNode;
  options: DropdownOption[];
  selected: string;
  onSelect: (value: string) => void;
  align?: "start" | "end";
}) {
  const [open, setOpen] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const listRef = useRef<HTMLUListElement>(null);
  const id = useId();

  useEffect(() => {
    if (!open) return;
    const onPointer = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener("pointerdown", onPointer);
    const selected = listRef.current?.querySelector<HTMLButtonElement>("[aria-selected='true']");
    (selected ?? listRef.current?.querySelector<HTMLButtonElement>("button"))?.focus();
    return () => document.removeEventListener("pointerdown", onPointer);
  }, [open]);

  const onKeyDown = (event: React.KeyboardEvent) => {
    if (event.key === "Escape") {
      setOpen(false);
      rootRef.current?.querySelector<HTMLButtonElement>("button")?.focus();
      return;
    }
    if (event.key !== "ArrowDown" && event.key !== "ArrowUp") return;
    event.preventDefault();
    const items = [...(listRef.current?.querySelectorAll<HTMLButtonElement>("button") ?? [])];
    const index = items.indexOf(document.activeElement as HTMLButtonElement);
    const next = event.key === "ArrowDown" ? index + 1 : index - 1;
    items[(next + items.length) % items.length]?.focus();
  };

  return (
    <div ref={rootRef} className="relative" onKeyDown={onKeyDown}>
      <button
        type="button"
        aria-haspopup="listbox"
        aria-expanded={open}
        aria-controls={id}
        aria-label={props.label}
        onClick={() => setOpen((value) => !value)}
        className="flex h-10 items-center gap-1.5 rounded-lg border border-white/10 bg-ink-800/70 px-2.5 text-sm sm:px-3 font-semibold text-ink-100 transition hover:border-neon-violet/70"
      >
        {props.trigger}
      </button>
      {open ? (
        <ul
          ref={listRef}
          id={id}
          role="listbox"
          aria-label={props.label}
          className={`absolute top-12 z-50 max-h-80 w-64 overflow-y-auto rounded-xl border border-white/10 bg-ink-850/95 p-1.5 shadow-2xl shadow-black/60 backdrop-blur ${props.align === "start" ? "start-0" : "end-0"}`}
        >
          {props.options.map((option) => (
            <li key={option.value}>
              <button
                type="button"
                role="option"
                aria-selected={option.value === props.selected}
                onClick={() => {
                  props.onSelect(option.value);
                  setOpen(false);
                }}
                className="flex w-full items-center justify-between gap-3 rounded-lg px-3 py-2 text-start text-sm text-ink-100 hover:bg-white/5 focus:bg-white/10 focus:outline-none aria-selected:bg-neon-violet/20"
              >
                <span>{option.label}</span>
                {option.hint ? <span className="text-xs text-ink-400">{option.hint}</span> : null}
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}

import { useEffect, useId, useRef, useState } from "react";

export type DropdownOption = { value: string; label: React.ReactNode; hint?: string };

/**
 * A small accessible listbox button: Escape and outside clicks close it, arrow keys move focus.
 * Written here instead of pulling a menu library into every page's first-visit JavaScript.
 */
export function DropdownMenu(props: {
  label: string;
  trigger: React.ReactNode;
  options: DropdownOption[];
  selected: string;
  onSelect: (value: string) => void;
}) {
  const [open, setOpen] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const listRef = useRef<HTMLDivElement>(null);
  const id = useId();

  useEffect(() => {
    if (!open) return;
    const onPointer = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener("pointerdown", onPointer);
    const options = listRef.current?.querySelectorAll<HTMLButtonElement>("[role='option']");
    const selected = listRef.current?.querySelector<HTMLButtonElement>("[aria-selected='true']");
    (selected ?? options?.[0])?.focus();
    return () => document.removeEventListener("pointerdown", onPointer);
  }, [open]);

  const onListKeyDown = (event: React.KeyboardEvent) => {
    if (event.key === "Escape" || event.key === "Tab") {
      setOpen(false);
      if (event.key === "Escape") buttonRef.current?.focus();
      return;
    }
    if (event.key !== "ArrowDown" && event.key !== "ArrowUp") return;
    event.preventDefault();
    const items = [
      ...(listRef.current?.querySelectorAll<HTMLButtonElement>("[role='option']") ?? []),
    ];
    const index = items.indexOf(document.activeElement as HTMLButtonElement);
    const next = event.key === "ArrowDown" ? index + 1 : index - 1;
    items[(next + items.length) % items.length]?.focus();
  };

  return (
    <div ref={rootRef} className="relative">
      <button
        ref={buttonRef}
        type="button"
        aria-haspopup="listbox"
        aria-expanded={open}
        aria-controls={id}
        aria-label={props.label}
        onClick={() => setOpen((value) => !value)}
        className="flex h-10 items-center gap-1.5 rounded-lg border border-white/10 bg-ink-800/70 px-2.5 text-sm font-semibold text-ink-100 transition hover:border-neon-violet/70 sm:px-3"
      >
        {props.trigger}
      </button>
      {open ? (
        <div
          ref={listRef}
          id={id}
          role="listbox"
          tabIndex={-1}
          aria-label={props.label}
          onKeyDown={onListKeyDown}
          className="absolute end-0 top-12 z-50 max-h-80 w-64 overflow-y-auto rounded-xl border border-white/10 bg-ink-850/95 p-1.5 shadow-2xl shadow-black/60 backdrop-blur"
        >
          {props.options.map((option) => (
            <button
              key={option.value}
              type="button"
              role="option"
              aria-selected={option.value === props.selected}
              onClick={() => {
                props.onSelect(option.value);
                setOpen(false);
                buttonRef.current?.focus();
              }}
              className="flex w-full items-center justify-between gap-3 rounded-lg px-3 py-2 text-start text-sm text-ink-100 hover:bg-white/5 focus:bg-white/10 focus:outline-none aria-selected:bg-neon-violet/20"
            >
              <span>{option.label}</span>
              {option.hint ? <span className="text-xs text-ink-400">{option.hint}</span> : null}
            </button>
          ))}
        </div>
      ) : null}
    </div>
  );
}

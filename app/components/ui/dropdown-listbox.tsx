import { useEffect, useRef } from "react";
import type { DropdownOption } from "./dropdown-menu.tsx";

/**
 * The open list of a DropdownMenu: Escape and outside clicks close it, arrow keys move focus,
 * and the selected option (or the first) takes focus when it opens. Its own chunk, loaded when a
 * menu button is first pointed at, focused or clicked: no page needs it before that.
 */
export function DropdownListbox(props: {
  id: string;
  label: string;
  options: DropdownOption[];
  selected: string;
  onSelect: (value: string) => void;
  /** `refocus`: give focus back to the menu's button (Escape and a choice do, Tab does not). */
  onClose: (refocus: boolean) => void;
}) {
  const { onClose } = props;
  const listRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    // The list's parent holds the menu's button too: a press on the button toggles instead.
    const menu = listRef.current?.parentElement;
    const onPointer = (event: PointerEvent) => {
      if (!menu?.contains(event.target as Node)) onClose(false);
    };
    document.addEventListener("pointerdown", onPointer);
    const options = listRef.current?.querySelectorAll<HTMLButtonElement>("[role='option']");
    const selected = listRef.current?.querySelector<HTMLButtonElement>("[aria-selected='true']");
    (selected ?? options?.[0])?.focus();
    return () => document.removeEventListener("pointerdown", onPointer);
  }, [onClose]);

  const onListKeyDown = (event: React.KeyboardEvent) => {
    if (event.key === "Escape" || event.key === "Tab") {
      onClose(event.key === "Escape");
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
    <div
      ref={listRef}
      id={props.id}
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
            onClose(true);
          }}
          className="flex w-full items-center justify-between gap-3 rounded-lg px-3 py-2 text-start text-sm text-ink-100 hover:bg-white/5 focus:bg-white/10 focus:outline-none aria-selected:bg-neon-violet/20"
        >
          <span>{option.label}</span>
          {option.hint ? <span className="text-xs text-ink-400">{option.hint}</span> : null}
        </button>
      ))}
    </div>
  );
}

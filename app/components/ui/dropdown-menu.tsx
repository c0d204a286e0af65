import { lazy, Suspense, useCallback, useId, useRef, useState } from "react";

export type DropdownOption = { value: string; label: React.ReactNode; hint?: string };

const loadListbox = () => import("./dropdown-listbox.tsx");
const DropdownListbox = lazy(() =>
  loadListbox().then((module) => ({ default: module.DropdownListbox })),
);

/**
 * A small accessible listbox button, written here instead of pulling a menu library into every
 * page's first-visit JavaScript. Only the button is: the list's code is fetched when the button
 * is first pointed at or focused (a click still opens it, a moment later, if neither happened).
 */
export function DropdownMenu(props: {
  label: string;
  trigger: React.ReactNode;
  options: DropdownOption[];
  selected: string;
  onSelect: (value: string) => void;
}) {
  const [open, setOpen] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const id = useId();
  const prepare = () => void loadListbox();
  const close = useCallback((refocus: boolean) => {
    setOpen(false);
    if (refocus) buttonRef.current?.focus();
  }, []);

  return (
    <div className="relative">
      <button
        ref={buttonRef}
        type="button"
        aria-haspopup="listbox"
        aria-expanded={open}
        aria-controls={id}
        aria-label={props.label}
        onPointerEnter={prepare}
        onFocus={prepare}
        onClick={() => setOpen((value) => !value)}
        className="flex h-10 items-center gap-1.5 rounded-lg border border-white/10 bg-ink-800/70 px-2.5 text-sm font-semibold text-ink-100 transition hover:border-neon-violet/70 sm:px-3"
      >
        {props.trigger}
      </button>
      {open ? (
        <Suspense fallback={null}>
          <DropdownListbox
            id={id}
            label={props.label}
            options={props.options}
            selected={props.selected}
            onSelect={props.onSelect}
            onClose={close}
          />
        </Suspense>
      ) : null}
    </div>
  );
}

import * as RadixDialog from "@radix-ui/react-dialog";
import { Icon } from "#app/components/ui/icon.tsx";

/**
 * The shop's modal: Radix traps focus, restores it on close, closes on Escape and labels the
 * dialog by its title. Only screens loaded on demand import this file, so Radix stays out of
 * the first-visit JavaScript.
 */
export function Dialog(props: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: React.ReactNode;
  description?: React.ReactNode;
  closeLabel: string;
  children?: React.ReactNode;
  /** Tailwind max-width class of the panel. */
  size?: string;
  testId?: string;
  /** "alertdialog" for confirmations and results that need the user's attention. */
  role?: "dialog" | "alertdialog";
  /**
   * Where the focus goes when the dialog closes, for a dialog opened without a Radix trigger
   * (from a menu that has closed, say); without it Radix leaves the focus on the page's body.
   */
  returnFocusTo?: () => HTMLElement | null | undefined;
}) {
  const { returnFocusTo } = props;
  return (
    <RadixDialog.Root open={props.open} onOpenChange={props.onOpenChange}>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className="fixed inset-0 z-50 bg-black/70 backdrop-blur-sm animate-fade-in" />
        <RadixDialog.Content
          role={props.role ?? "dialog"}
          data-testid={props.testId}
          onCloseAutoFocus={(event) => {
            const target = returnFocusTo?.();
            if (!target?.isConnected) return;
            event.preventDefault();
            target.focus();
          }}
          // Without a description Radix would warn; an absent one is said explicitly.
          {...(props.description ? {} : { "aria-describedby": undefined })}
          className={`card-surface fixed inset-x-0 top-1/2 z-50 mx-auto max-h-[calc(100vh-2rem)] w-[calc(100vw-2rem)] -translate-y-1/2 overflow-y-auto bg-ink-900 p-6 shadow-2xl shadow-black/60 focus:outline-none ${props.size ?? "max-w-md"}`}
        >
          <div className="flex items-start justify-between gap-4">
            <RadixDialog.Title className="font-display text-2xl font-extrabold text-white">
              {props.title}
            </RadixDialog.Title>
            <RadixDialog.Close
              className="-me-2 -mt-1 flex h-9 w-9 shrink-0 items-center justify-center rounded-lg text-ink-300 hover:bg-white/5 hover:text-white"
              aria-label={props.closeLabel}
            >
              <Icon name="x" className="h-5 w-5" />
            </RadixDialog.Close>
          </div>
          {props.description ? (
            <RadixDialog.Description className="mt-2 text-sm text-ink-300">
              {props.description}
            </RadixDialog.Description>
          ) : null}
          {props.children}
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}

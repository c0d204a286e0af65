/**
 * Toasts without sonner in the first-visit JavaScript: the first call loads sonner, and the
 * ToastHost in the page frame mounts its Toaster (top right) only from then on. The host lives
 * in the root layout, so a toast shown just before a redirect stays on screen.
 */
export type ToastType = "success" | "error" | "warning" | "info";

export type ToastOptions = { type?: ToastType; duration?: number };

/** Toasts close after 4 seconds unless told otherwise. */
export const defaultToastMs = 4_000;

let toasterWanted = false;
const wantListeners = new Set<() => void>();

export function toast(message: string, options: ToastOptions = {}): void {
  if (!toasterWanted) {
    toasterWanted = true;
    for (const listener of wantListeners) listener();
  }
  // Sonner replays toasts created before its Toaster subscribed, so no waiting for the mount.
  void import("sonner").then(({ toast: sonnerToast }) => {
    const show = options.type ? sonnerToast[options.type] : sonnerToast;
    show(message, { duration: options.duration ?? defaultToastMs });
  });
}

/** Calls `listener` once a toast was asked for (at once if one already was). */
export function onToasterWanted(listener: () => void): () => void {
  if (toasterWanted) listener();
  wantListeners.add(listener);
  return () => wantListeners.delete(listener);
}

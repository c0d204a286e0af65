/**
 * Any screen can ask for the login or sign-up dialog (the chat button when signed out, the cart)
 * without importing it: the header owns the dialog and loads it on the first request. The
 * header's own code may not have loaded yet (it loads when first used): a request made before
 * is kept and handed over once it listens, and wakes it meanwhile.
 */
export type AuthDialogMode = "login" | "signup";

const listeners = new Set<(mode: AuthDialogMode) => void>();
const wakers = new Set<() => void>();
let pending: AuthDialogMode | null = null;

export function requestAuthDialog(mode: AuthDialogMode = "login"): void {
  if (listeners.size === 0) {
    pending = mode;
    for (const wake of wakers) wake();
    return;
  }
  for (const listener of listeners) listener(mode);
}

/** The dialog's owner listens; a request made before it listened is delivered at once. */
export function onAuthDialogRequest(listener: (mode: AuthDialogMode) => void): () => void {
  listeners.add(listener);
  if (pending) {
    const mode = pending;
    pending = null;
    listener(mode);
  }
  return () => listeners.delete(listener);
}

/** Called when a request waits for a dialog owner that has not loaded yet. */
export function onAuthDialogWanted(wake: () => void): () => void {
  wakers.add(wake);
  if (pending) wake();
  return () => wakers.delete(wake);
}

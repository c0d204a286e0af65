/**
 * Any screen can ask for the login or sign-up dialog (the chat button when signed out, the cart)
 * without importing it: the header owns the dialog and loads it on the first request.
 */
export type AuthDialogMode = "login" | "signup";

const openAuthDialogEvent = "gamezone:open-auth-dialog";

export function requestAuthDialog(mode: AuthDialogMode = "login"): void {
  window.dispatchEvent(new CustomEvent<AuthDialogMode>(openAuthDialogEvent, { detail: mode }));
}

export function onAuthDialogRequest(listener: (mode: AuthDialogMode) => void): () => void {
  const handle = (event: Event) => listener((event as CustomEvent<AuthDialogMode>).detail);
  window.addEventListener(openAuthDialogEvent, handle);
  return () => window.removeEventListener(openAuthDialogEvent, handle);
}

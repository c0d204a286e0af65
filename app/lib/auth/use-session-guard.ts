import { useEffect, useRef } from "react";
import { useNavigate } from "react-router";
import { landingPathFor } from "#contracts/accounts-rules.ts";
import { paths } from "#contracts/paths.ts";
import { useAuthState } from "./use-auth-state.ts";

export type GuardKind = "user" | "admin";

/**
 * Page guard for personal screens, decided in the browser after hydration: no stored token goes
 * to /login; an admin screen for someone who is not an admin goes to their own landing page. The
 * API checks identity and role on every call, so this is a convenience, never the protection.
 *
 * Decided once on entry: a session that ends while the page is open (a 401, a logout elsewhere)
 * is explained by the page itself instead of a sudden jump to the login form.
 */
export function useSessionGuard(
  kind: GuardKind,
  options: {
    /** Guests may stay too (a guest's buy-now payment, an order opened by its signed link). */
    guests?: boolean;
  } = {},
): "checking" | "allowed" {
  const auth = useAuthState();
  const navigate = useNavigate();
  const decided = useRef<"allowed" | "refused" | null>(null);

  if (decided.current === null && auth.known) {
    const allowed =
      (options.guests === true && !auth.loggedIn) ||
      (auth.loggedIn && (kind === "user" || auth.role === "admin"));
    decided.current = allowed ? "allowed" : "refused";
  }

  useEffect(() => {
    if (decided.current !== "refused") return;
    const target = auth.loggedIn ? landingPathFor(auth.role) : paths.login();
    void navigate(target, { replace: true });
  }, [auth, navigate]);

  return decided.current === "allowed" ? "allowed" : "checking";
}

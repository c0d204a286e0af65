import { lazy, Suspense, useEffect, useState } from "react";
import { Icon } from "#app/components/ui/icon.tsx";
import {
  type AuthDialogMode,
  onAuthDialogRequest,
  requestAuthDialog,
} from "#app/lib/auth/auth-dialog-request.ts";
import { useAuthState } from "#app/lib/auth/use-auth-state.ts";
import { useTranslation } from "#app/lib/i18n.ts";
import { paths } from "#contracts/paths.ts";

// The dialog, its forms and Radix load on the first click, never with the page.
const loadAuthDialog = () => import("#app/features/auth/auth-dialog.tsx");
const AuthDialog = lazy(loadAuthDialog);
const ProfileMenu = lazy(() =>
  import("./signed-in-menu.tsx").then((module) => ({ default: module.ProfileMenu })),
);

/**
 * The header's sign-in corner: a Login button (opening the dialog) for visitors, a profile menu
 * once signed in. It also owns the login/sign-up dialog that any screen may request.
 */
export function HeaderAccount() {
  const { t } = useTranslation();
  const auth = useAuthState();
  const [mode, setMode] = useState<AuthDialogMode | null>(null);

  useEffect(() => onAuthDialogRequest(setMode), []);

  return (
    <>
      {auth.loggedIn ? (
        // Holds the menu button's place while its code loads, so the header does not jump.
        <Suspense fallback={<span className="hidden h-10 w-28 sm:block" />}>
          <ProfileMenu auth={auth} />
        </Suspense>
      ) : (
        // The login page before (and without) the header's code; the dialog with it.
        <a
          href={paths.login()}
          data-testid="header-login"
          data-island-press=""
          aria-haspopup="dialog"
          onClick={(event) => {
            event.preventDefault();
            requestAuthDialog("login");
          }}
          onPointerEnter={() => void loadAuthDialog()}
          onFocus={() => void loadAuthDialog()}
          className="hidden h-10 items-center gap-1.5 rounded-lg bg-gradient-to-r from-neon-violet to-neon-fuchsia px-3 text-sm font-bold text-white sm:flex"
        >
          <Icon name="log-in" className="h-4 w-4" />
          {t("login.login")}
        </a>
      )}
      {mode !== null ? (
        <Suspense fallback={null}>
          <AuthDialog mode={mode} onModeChange={setMode} />
        </Suspense>
      ) : null}
    </>
  );
}

import { Dialog } from "#app/components/ui/dialog.tsx";
import type { AuthDialogMode } from "#app/lib/auth/auth-dialog-request.ts";
import { useTranslation } from "#app/lib/i18n.ts";
import { LoginForm } from "./login-form.tsx";
import { SignupForm } from "./signup-form.tsx";

/**
 * The login / sign-up modal with its switch between the two. Loaded on demand by the header
 * (default export for React.lazy), so none of it is in the first-visit JavaScript.
 */
export default function AuthDialog(props: {
  mode: AuthDialogMode | null;
  onModeChange: (mode: AuthDialogMode | null) => void;
}) {
  const { t } = useTranslation();
  const { mode, onModeChange } = props;
  const close = () => onModeChange(null);
  return (
    <Dialog
      open={mode !== null}
      onOpenChange={(open) => {
        if (!open) close();
      }}
      title={mode === "signup" ? t("auth.signupTitle") : t("auth.loginTitle")}
      description={mode === "signup" ? t("auth.signupSubtitle") : t("auth.loginSubtitle")}
      closeLabel={t("auth.close")}
      testId={mode === "signup" ? "signup-dialog" : "login-dialog"}
    >
      <div className="mt-5">
        {mode === "signup" ? (
          <SignupForm onSwitchToLogin={() => onModeChange("login")} onDone={close} />
        ) : (
          <LoginForm onSwitchToSignup={() => onModeChange("signup")} onDone={close} />
        )}
      </div>
    </Dialog>
  );
}

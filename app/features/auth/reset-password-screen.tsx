import { useEffect, useId, useState } from "react";
import { Link, useNavigate } from "react-router";
import { FormBanner, FormFooter, PasswordField } from "#app/components/ui/form-field.tsx";
import { failureText } from "#app/lib/failure-text.ts";
import { useTranslation } from "#app/lib/i18n.ts";
import { otpRedirectMs, passwordMaxLength, passwordMinLength } from "#contracts/accounts-rules.ts";
import { paths } from "#contracts/paths.ts";
import { AuthCard } from "./auth-card.tsx";
import { resetPassword } from "./auth-requests.ts";
import { useDelayedAction } from "./use-delayed-action.ts";

/** The link's token, read in the browser: the server renders the same page for every token. */
function readToken(): string | null {
  const token = new URLSearchParams(window.location.search).get("token")?.trim();
  return token ? token : null;
}

/**
 * The page an e-mailed reset link opens: a new password, twice (the sign-up's rules, checked by
 * the server). A link that is missing, unknown, used, replaced or expired gets one clear
 * message and a way to ask for a new one; after the reset the browser goes to the login page.
 */
export function ResetPasswordScreen() {
  const translator = useTranslation();
  const { t } = translator;
  const navigate = useNavigate();
  const later = useDelayedAction();
  // undefined until the browser has read the address.
  const [token, setToken] = useState<string | null | undefined>(undefined);
  const [fields, setFields] = useState({ newPassword: "", confirmPassword: "" });
  const [mismatch, setMismatch] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [success, setSuccess] = useState(false);
  const [busy, setBusy] = useState(false);
  const mismatchId = useId();

  useEffect(() => setToken(readToken()), []);

  const change = (name: keyof typeof fields) => (event: React.ChangeEvent<HTMLInputElement>) => {
    setFields((current) => ({ ...current, [name]: event.target.value }));
    setError(null);
    setMismatch(false);
  };

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    if (!token || busy || success) return;
    if (fields.newPassword !== fields.confirmPassword) {
      setMismatch(true);
      return;
    }
    setError(null);
    setBusy(true);
    try {
      const result = await resetPassword({ token, ...fields });
      if (result.ok) {
        setSuccess(true);
        later(() => void navigate(paths.login(), { replace: true }), otpRedirectMs);
      } else if (result.code === "BAD_REQUEST") {
        setToken(null);
      } else {
        setError(
          failureText(
            translator,
            result,
            result.code === "VALIDATION_FAILED" ? "auth.resetWeakPassword" : "auth.resetFailed",
          ),
        );
      }
    } catch {
      setError(t("auth.resetFailed"));
    } finally {
      setBusy(false);
    }
  };

  if (token === null) {
    return (
      <AuthCard title={t("auth.resetTitle")}>
        <div className="space-y-5" data-testid="reset-link-invalid">
          <FormBanner tone="error">{t("auth.resetLinkInvalid")}</FormBanner>
          <Link to={paths.forgotPassword()} className="btn-primary w-full">
            {t("auth.resetRequestNew")}
          </Link>
        </div>
      </AuthCard>
    );
  }

  const passwordProps = {
    required: true,
    autoComplete: "new-password",
    minLength: passwordMinLength,
    maxLength: passwordMaxLength,
    showLabel: t("auth.showPassword"),
    hideLabel: t("auth.hidePassword"),
  };

  return (
    <AuthCard title={t("auth.resetTitle")} subtitle={t("auth.resetSubtitle")}>
      <form onSubmit={submit} className="space-y-4" data-testid="reset-form">
        <PasswordField
          {...passwordProps}
          label={t("auth.newPassword")}
          name="newPassword"
          hint={t("auth.resetPasswordHint", { min: passwordMinLength })}
          value={fields.newPassword}
          onChange={change("newPassword")}
        />
        <PasswordField
          {...passwordProps}
          label={t("auth.confirmNewPassword")}
          name="confirmPassword"
          value={fields.confirmPassword}
          onChange={change("confirmPassword")}
          aria-invalid={mismatch || undefined}
          aria-describedby={mismatch ? mismatchId : undefined}
        />
        {mismatch ? (
          <FormBanner tone="error" testId="reset-error" id={mismatchId}>
            {t("auth.passwordsDoNotMatch")}
          </FormBanner>
        ) : null}
        <FormFooter
          error={error}
          success={success ? t("auth.resetDone") : null}
          busy={busy}
          disabled={success || token === undefined}
          label={t("auth.resetButton")}
          busyLabel={t("auth.resetSaving")}
          testIds={{ error: "reset-error", success: "reset-success", submit: "reset-submit" }}
        />
      </form>
      <p className="mt-5 text-center text-sm">
        <Link to={paths.login()} className="font-semibold text-neon-cyan hover:underline">
          {t("auth.backToLogin")}
        </Link>
      </p>
    </AuthCard>
  );
}

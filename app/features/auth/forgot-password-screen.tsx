import { useState } from "react";
import { Link, useLocation } from "react-router";
import { FormFooter, TextField } from "#app/components/ui/form-field.tsx";
import { failureText } from "#app/lib/failure-text.ts";
import { useTranslation } from "#app/lib/i18n.ts";
import { emailMaxLength } from "#contracts/accounts-rules.ts";
import { paths } from "#contracts/paths.ts";
import { AuthCard } from "./auth-card.tsx";
import { requestPasswordReset } from "./auth-requests.ts";

/** The e-mail typed in the login form, handed over in the navigation state (never the URL). */
function emailFromState(state: unknown): string {
  const email = (state as { email?: unknown } | null)?.email;
  return typeof email === "string" ? email : "";
}

/**
 * "Forgot password?": asks for the account's e-mail address. The answer is the same whether or
 * not the address has an account, so the screen says "if an account exists" and nothing more.
 */
export function ForgotPasswordScreen() {
  const translator = useTranslation();
  const { t } = translator;
  const location = useLocation();
  const [email, setEmail] = useState(() => emailFromState(location.state));
  const [error, setError] = useState<string | null>(null);
  const [sent, setSent] = useState(false);
  const [busy, setBusy] = useState(false);

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    if (busy) return;
    setError(null);
    setSent(false);
    setBusy(true);
    try {
      const result = await requestPasswordReset(email.trim());
      if (result.ok) setSent(true);
      else setError(failureText(translator, result, "auth.forgotFailed"));
    } catch {
      setError(t("auth.forgotFailed"));
    } finally {
      setBusy(false);
    }
  };

  return (
    <AuthCard title={t("auth.forgotTitle")} subtitle={t("auth.forgotSubtitle")}>
      <form onSubmit={submit} className="space-y-4" data-testid="forgot-form">
        <TextField
          label={t("auth.email")}
          type="email"
          name="email"
          autoComplete="email"
          required
          maxLength={emailMaxLength}
          value={email}
          onChange={(event) => {
            setEmail(event.target.value);
            setError(null);
          }}
        />
        <FormFooter
          error={error}
          success={sent ? t("auth.forgotSent") : null}
          busy={busy}
          label={t("auth.forgotButton")}
          busyLabel={t("auth.forgotSending")}
          testIds={{ error: "forgot-error", success: "forgot-sent", submit: "forgot-submit" }}
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

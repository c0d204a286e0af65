import { useId, useState } from "react";
import { Link, useNavigate } from "react-router";
import {
  FormBanner,
  FormFooter,
  PasswordField,
  TextField,
} from "#app/components/ui/form-field.tsx";
import { storeSignupData } from "#app/lib/auth/auth-storage.ts";
import { failureText } from "#app/lib/failure-text.ts";
import { useTranslation } from "#app/lib/i18n.ts";
import {
  emailMaxLength,
  nameMaxLength,
  passwordMaxLength,
  signupBannerMs,
} from "#contracts/accounts-rules.ts";
import { paths } from "#contracts/paths.ts";
import { requestSignup, type SignupFields } from "./auth-requests.ts";
import { GoogleButton, OrDivider } from "./google-button.tsx";
import { useDelayedAction } from "./use-delayed-action.ts";

const emptyFields: SignupFields = {
  name: "",
  email: "",
  dob: "",
  password: "",
  confirmPassword: "",
};

/**
 * Sign-up, used by the dialog and the /signup page. Different passwords stop it before anything
 * is sent; after the server accepts, the fields without the passwords are kept for the code
 * step and the browser goes to /otp-verify.
 */
export function SignupForm(props: { onSwitchToLogin?: () => void; onDone?: () => void }) {
  const translator = useTranslation();
  const { t } = translator;
  const navigate = useNavigate();
  const later = useDelayedAction();
  const [fields, setFields] = useState(emptyFields);
  const [error, setError] = useState<string | null>(null);
  const [mismatch, setMismatch] = useState(false);
  const [success, setSuccess] = useState(false);
  const [busy, setBusy] = useState(false);
  const mismatchId = useId();
  // The date picker's upper bound only; the server checks the date itself.
  const today = new Date().toISOString().slice(0, 10);

  const change = (name: keyof SignupFields) => (event: React.ChangeEvent<HTMLInputElement>) => {
    setFields((current) => ({ ...current, [name]: event.target.value }));
    setError(null);
    setMismatch(false);
  };

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    if (busy || success) return;
    if (fields.password !== fields.confirmPassword) {
      setMismatch(true);
      return;
    }
    setError(null);
    setBusy(true);
    const sent = { ...fields, name: fields.name.trim(), email: fields.email.trim() };
    try {
      const result = await requestSignup(sent);
      if (!result.ok) {
        setError(failureText(translator, result, "auth.signupFailed"));
        return;
      }
      storeSignupData({ name: sent.name, email: sent.email, dob: sent.dob });
      setSuccess(true);
      later(() => {
        props.onDone?.();
        void navigate(paths.otpVerify());
      }, signupBannerMs);
    } catch {
      setError(t("auth.signupNetworkError"));
    } finally {
      setBusy(false);
    }
  };

  const passwordProps = {
    required: true,
    autoComplete: "new-password",
    maxLength: passwordMaxLength,
    showLabel: t("auth.showPassword"),
    hideLabel: t("auth.hidePassword"),
  };

  return (
    <div>
      <form onSubmit={submit} className="space-y-4" data-testid="signup-form">
        <TextField
          label={t("auth.name")}
          name="name"
          autoComplete="name"
          required
          maxLength={nameMaxLength}
          value={fields.name}
          onChange={change("name")}
        />
        <TextField
          label={t("auth.email")}
          type="email"
          name="email"
          autoComplete="email"
          required
          maxLength={emailMaxLength}
          value={fields.email}
          onChange={change("email")}
        />
        <TextField
          label={t("auth.dob")}
          type="date"
          name="dob"
          autoComplete="bday"
          required
          min="1900-01-01"
          max={today}
          value={fields.dob}
          onChange={change("dob")}
        />
        <PasswordField
          {...passwordProps}
          label={t("auth.password")}
          name="password"
          value={fields.password}
          onChange={change("password")}
        />
        <PasswordField
          {...passwordProps}
          label={t("auth.confirmPassword")}
          name="confirmPassword"
          value={fields.confirmPassword}
          onChange={change("confirmPassword")}
          aria-invalid={mismatch || undefined}
          aria-describedby={mismatch ? mismatchId : undefined}
        />
        {mismatch ? (
          <FormBanner tone="error" testId="signup-error" id={mismatchId}>
            {t("auth.passwordsDoNotMatch")}
          </FormBanner>
        ) : null}
        <FormFooter
          error={error}
          success={success ? t("auth.signupSuccess") : null}
          busy={busy}
          disabled={success}
          label={t("auth.signupButton")}
          busyLabel={t("auth.signingUp")}
          testIds={{ error: "signup-error", success: "signup-success", submit: "signup-submit" }}
        />
      </form>
      <OrDivider />
      <GoogleButton />
      <p className="mt-5 text-center text-sm text-ink-300">
        {t("auth.haveAccount")}{" "}
        {props.onSwitchToLogin ? (
          <button
            type="button"
            onClick={props.onSwitchToLogin}
            className="font-semibold text-neon-cyan hover:underline"
          >
            {t("auth.switchToLogin")}
          </button>
        ) : (
          <Link to={paths.login()} className="font-semibold text-neon-cyan hover:underline">
            {t("auth.switchToLogin")}
          </Link>
        )}
      </p>
    </div>
  );
}

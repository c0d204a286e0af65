import { useState } from "react";
import { Link, useLocation, useNavigate } from "react-router";
import { FormFooter, PasswordField, TextField } from "#app/components/ui/form-field.tsx";
import { readPendingPurchase } from "#app/lib/buying/pending-purchase.ts";
import { failureText } from "#app/lib/failure-text.ts";
import { useTranslation } from "#app/lib/i18n.ts";
import { landingPathFor, loginBannerMs, passwordMaxLength } from "#contracts/accounts-rules.ts";
import { paths } from "#contracts/paths.ts";
import { completeSecondFactor, type LoginStep, logIn } from "./auth-requests.ts";
import { GoogleButton, OrDivider } from "./google-button.tsx";
import { useDelayedAction } from "./use-delayed-action.ts";

/**
 * E-mail and password sign-in, used by the login dialog and the /login page. On success it
 * shows the banner, then goes (replacing history) to the landing page of the role the server
 * answered and calls `onDone` (the dialog closes). A purchase interrupted by the sign-in wins
 * over the landing page: the buyer stays on (or goes back to) the game page, which finishes it.
 */
export function LoginForm(props: { onSwitchToSignup?: () => void; onDone?: () => void }) {
  const translator = useTranslation();
  const { t } = translator;
  const navigate = useNavigate();
  const location = useLocation();
  const later = useDelayedAction();
  const [email, setEmail] = useState("");
  const [password, setPassword] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [success, setSuccess] = useState(false);
  const [busy, setBusy] = useState(false);
  /** Set once the password was right for a staff account with two-factor sign-in. */
  const [challenge, setChallenge] = useState<string | null>(null);
  const [code, setCode] = useState("");

  const finish = (step: Extract<LoginStep, { kind: "signedIn" }>, resumePath: string | null) => {
    setSuccess(true);
    later(() => {
      const target = step.twoFactorSetupRequired
        ? paths.adminTwoFactor()
        : (resumePath ?? landingPathFor(step.role));
      if (target !== location.pathname) void navigate(target, { replace: true });
      props.onDone?.();
    }, loginBannerMs);
  };

  const submitCode = async (event: React.FormEvent) => {
    event.preventDefault();
    if (busy || success || !challenge) return;
    setError(null);
    setBusy(true);
    try {
      const result = await completeSecondFactor(challenge, code.trim());
      if (!result.ok) {
        if (result.code === "UNAUTHORIZED") {
          // The challenge expired, was used or burnt: back to the password.
          setChallenge(null);
          setCode("");
          setPassword("");
          setError(`❌ ${t("auth.twoFactorExpired")}`);
        } else {
          setError(`❌ ${failureText(translator, result, "auth.twoFactorWrong")}`);
        }
        return;
      }
      if (result.value.kind === "signedIn")
        finish(result.value, readPendingPurchase()?.returnTo ?? null);
    } catch {
      setError(`❌ ${t("auth.serverError")}`);
    } finally {
      setBusy(false);
    }
  };

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    if (busy || success) return;
    setError(null);
    setBusy(true);
    // Read before signing in: the game page takes the pending purchase as soon as it sees the
    // session, which may be before this form gets the reply.
    const resumePath = readPendingPurchase()?.returnTo ?? null;
    try {
      const result = await logIn(email.trim(), password);
      if (!result.ok) {
        setError(
          result.message || translator.lang !== "en"
            ? `❌ ${failureText(translator, result, "auth.invalidCredentials")}`
            : t("auth.invalidCredentials"),
        );
        return;
      }
      if (result.value.kind === "code") {
        setChallenge(result.value.challenge);
        return;
      }
      finish(result.value, resumePath);
    } catch {
      setError(`❌ ${t("auth.serverError")}`);
    } finally {
      setBusy(false);
    }
  };

  if (challenge) {
    return (
      <form onSubmit={submitCode} className="space-y-4" data-testid="login-code-form">
        <h3 className="font-semibold text-lg">{t("auth.twoFactorTitle")}</h3>
        <p className="text-ink-300 text-sm">{t("auth.twoFactorPrompt")}</p>
        <TextField
          label={t("auth.twoFactorCode")}
          name="code"
          autoComplete="one-time-code"
          inputMode="text"
          required
          maxLength={40}
          value={code}
          onChange={(event) => {
            setCode(event.target.value);
            setError(null);
          }}
        />
        <FormFooter
          error={error}
          success={success ? t("auth.loginSuccess") : null}
          busy={busy}
          disabled={success}
          label={t("auth.twoFactorVerify")}
          busyLabel={t("auth.verifying")}
          testIds={{ error: "login-error", success: "login-success", submit: "login-code-submit" }}
        />
      </form>
    );
  }

  return (
    <div>
      <form onSubmit={submit} className="space-y-4" data-testid="login-form">
        <TextField
          label={t("auth.email")}
          type="email"
          name="email"
          autoComplete="email"
          required
          value={email}
          onChange={(event) => {
            setEmail(event.target.value);
            setError(null);
          }}
        />
        <PasswordField
          label={t("auth.password")}
          name="password"
          autoComplete="current-password"
          required
          maxLength={passwordMaxLength * 8}
          showLabel={t("auth.showPassword")}
          hideLabel={t("auth.hidePassword")}
          value={password}
          onChange={(event) => {
            setPassword(event.target.value);
            setError(null);
          }}
        />
        <p className="-mt-2 text-end text-sm">
          {/* The e-mail typed so far goes along in the navigation state, never in the URL. */}
          <Link
            to={paths.forgotPassword()}
            state={{ email: email.trim() }}
            onClick={() => props.onDone?.()}
            className="font-semibold text-neon-cyan hover:underline"
            data-testid="forgot-password-link"
          >
            {t("auth.forgotLink")}
          </Link>
        </p>
        <FormFooter
          error={error}
          success={success ? t("auth.loginSuccess") : null}
          busy={busy}
          disabled={success}
          label={t("auth.loginButton")}
          busyLabel={t("auth.loggingIn")}
          testIds={{ error: "login-error", success: "login-success", submit: "login-submit" }}
        />
      </form>
      <OrDivider />
      <GoogleButton />
      <p className="mt-5 text-center text-sm text-ink-300">
        {t("auth.noAccount")}{" "}
        {props.onSwitchToSignup ? (
          <button
            type="button"
            onClick={props.onSwitchToSignup}
            className="font-semibold text-neon-cyan hover:underline"
          >
            {t("auth.switchToSignup")}
          </button>
        ) : (
          <Link to={paths.signup()} className="font-semibold text-neon-cyan hover:underline">
            {t("auth.switchToSignup")}
          </Link>
        )}
      </p>
    </div>
  );
}

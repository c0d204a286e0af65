import { useEffect, useState } from "react";
import { useNavigate } from "react-router";
import { FormBanner, TextField } from "#app/components/ui/form-field.tsx";
import { Skeleton } from "#app/components/ui/skeleton.tsx";
import { clearSignupData, readSignupData, type SignupData } from "#app/lib/auth/auth-storage.ts";
import { failureText } from "#app/lib/failure-text.ts";
import { useTranslation } from "#app/lib/i18n.ts";
import { otpLength, otpRedirectMs, otpResendAfterMs } from "#contracts/accounts-rules.ts";
import { paths } from "#contracts/paths.ts";
import { AuthCard } from "./auth-card.tsx";
import { resendSignupCode, verifySignup } from "./auth-requests.ts";
import { useDelayedAction } from "./use-delayed-action.ts";

/** Seconds left before another code may be asked for, counting down once a second. */
function useCountdown(): [number, () => void] {
  const [until, setUntil] = useState(() => Date.now() + otpResendAfterMs);
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (now >= until) return;
    const timer = setTimeout(() => setNow(Date.now()), 1_000);
    return () => clearTimeout(timer);
  }, [now, until]);
  const restart = () => {
    const start = Date.now();
    setNow(start);
    setUntil(start + otpResendAfterMs);
  };
  return [Math.max(0, Math.ceil((until - now) / 1_000)), restart];
}

/**
 * The code step of sign-up. Without the stored sign-up fields (a direct visit, or after the code
 * was accepted) there is nothing to verify, so it goes to /signup.
 */
export function OtpVerifyScreen() {
  const translator = useTranslation();
  const { t } = translator;
  const navigate = useNavigate();
  const later = useDelayedAction();
  const [signup, setSignup] = useState<SignupData | null>(null);
  const [otp, setOtp] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [success, setSuccess] = useState(false);
  const [busy, setBusy] = useState(false);
  const [secondsLeft, restartCountdown] = useCountdown();

  useEffect(() => {
    const stored = readSignupData();
    if (stored) setSignup(stored);
    else void navigate(paths.signup(), { replace: true });
  }, [navigate]);

  const verify = async (event: React.FormEvent) => {
    event.preventDefault();
    if (!signup || busy || success) return;
    setError(null);
    setNotice(null);
    setBusy(true);
    try {
      const result = await verifySignup(signup.email, otp.trim());
      if (!result.ok) {
        setError(failureText(translator, result, "auth.otpInvalid"));
        return;
      }
      clearSignupData();
      setSuccess(true);
      later(() => void navigate(paths.login()), otpRedirectMs);
    } catch {
      setError(t("auth.otpNetworkError"));
    } finally {
      setBusy(false);
    }
  };

  const resend = async () => {
    if (!signup || secondsLeft > 0) return;
    setError(null);
    setNotice(null);
    try {
      const result = await resendSignupCode(signup.email);
      if (result.ok) {
        setNotice(t("auth.resendSent"));
        restartCountdown();
      } else {
        setError(failureText(translator, result, "auth.resendFailed"));
      }
    } catch {
      setError(t("auth.resendFailed"));
    }
  };

  return (
    <AuthCard title={t("auth.otpTitle")} subtitle={t("auth.otpSubtitle")}>
      {signup ? (
        <form onSubmit={verify} className="space-y-4" data-testid="otp-form">
          <TextField label={t("auth.email")} type="email" value={signup.email} readOnly />
          <TextField
            label={t("auth.otpLabel")}
            hint={t("auth.otpHint")}
            name="otp"
            inputMode="numeric"
            autoComplete="one-time-code"
            pattern={`\\d{${otpLength}}`}
            maxLength={otpLength}
            required
            value={otp}
            onChange={(event) => {
              setOtp(event.target.value.replace(/\D/g, ""));
              setError(null);
            }}
            className="[&_input]:text-center [&_input]:font-mono [&_input]:text-xl [&_input]:tracking-[0.5em]"
          />
          {error ? (
            <FormBanner tone="error" testId="otp-error">
              {error}
            </FormBanner>
          ) : null}
          {notice ? <FormBanner tone="success">{notice}</FormBanner> : null}
          {success ? (
            <FormBanner tone="success" testId="otp-success">
              {t("auth.otpSuccess")}
            </FormBanner>
          ) : null}
          <button
            type="submit"
            className="btn-primary w-full disabled:opacity-60"
            disabled={busy || success}
            data-testid="otp-submit"
          >
            {busy ? t("auth.verifying") : t("auth.verifyButton")}
          </button>
          <button
            type="button"
            className="btn-ghost w-full disabled:cursor-not-allowed disabled:opacity-60"
            disabled={secondsLeft > 0 || success}
            onClick={() => void resend()}
            data-testid="otp-resend"
          >
            {secondsLeft > 0
              ? t("auth.resendIn", { seconds: secondsLeft })
              : t("auth.resendButton")}
          </button>
        </form>
      ) : (
        <div className="space-y-4" aria-busy="true">
          <Skeleton className="h-11 w-full" />
          <Skeleton className="h-11 w-full" />
          <Skeleton className="h-11 w-full" />
        </div>
      )}
    </AuthCard>
  );
}

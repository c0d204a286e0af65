import { LoaderCircle } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { useNavigate } from "react-router";
import { FormBanner } from "#app/components/ui/form-field.tsx";
import { type ApiResult, callApi } from "#app/lib/api-client.ts";
import { accountApiPaths } from "#app/lib/auth/account-api-paths.ts";
import { refreshSession } from "#app/lib/auth/api-fetch.ts";
import { storeUser } from "#app/lib/auth/auth-storage.ts";
import { isUserProfile } from "#app/lib/auth/profile-shape.ts";
import { readPendingPurchase } from "#app/lib/buying/pending-purchase.ts";
import { useTranslation } from "#app/lib/i18n.ts";
import { callbackErrorRedirectMs, landingPathFor } from "#contracts/accounts-rules.ts";
import { paths } from "#contracts/paths.ts";
import { AuthCard } from "./auth-card.tsx";

type Failure =
  | {
      key:
        | "auth.callbackFailed"
        | "auth.callbackAccountExists"
        | "errors.ACCOUNT_BLOCKED"
        | "auth.callbackNoToken"
        | "auth.callbackInvalidUser";
    }
  | { key: "auth.callbackVerifyFailed"; status: number };

/**
 * Where Google sign-in comes back. The server put the session in the HttpOnly refresh cookie and
 * nothing in the URL but a possible `error`; this page trades the cookie for an access token,
 * checks it against the profile, stores who signed in and goes to their landing page.
 */
export function AuthCallbackScreen() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [failure, setFailure] = useState<Failure | null>(null);
  // One attempt per visit: a second refresh would rotate the cookie for nothing.
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    void completeSignIn().then((outcome) => {
      if (typeof outcome === "string") void navigate(outcome, { replace: true });
      else setFailure(outcome);
    });
  }, [navigate]);

  useEffect(() => {
    if (!failure) return;
    const timer = setTimeout(
      () => void navigate(paths.home(), { replace: true }),
      callbackErrorRedirectMs,
    );
    return () => clearTimeout(timer);
  }, [failure, navigate]);

  return (
    <AuthCard title={t("auth.callbackTitle")}>
      {failure ? (
        <div className="space-y-3" data-testid="auth-callback-error">
          <FormBanner tone="error">
            {failure.key === "auth.callbackVerifyFailed"
              ? t(failure.key, { status: failure.status })
              : t(failure.key)}
          </FormBanner>
          <p className="text-sm text-ink-400">{t("auth.callbackRedirecting")}</p>
        </div>
      ) : (
        <p role="status" className="flex items-center gap-3 text-ink-300">
          <LoaderCircle className="h-5 w-5 animate-spin text-neon-cyan" aria-hidden="true" />
          {t("common.loading")}
        </p>
      )}
    </AuthCard>
  );
}

/** The landing path on success, or what went wrong. */
async function completeSignIn(): Promise<string | Failure> {
  const error = new URLSearchParams(window.location.search).get("error");
  if (error !== null) {
    // Demo mode's development provider refused an account that signs in with its password.
    if (error === "account_blocked") return { key: "errors.ACCOUNT_BLOCKED" };
    return {
      key: error === "account_exists" ? "auth.callbackAccountExists" : "auth.callbackFailed",
    };
  }
  let token: string | null;
  try {
    token = await refreshSession(null);
  } catch {
    return { key: "auth.callbackFailed" };
  }
  if (!token) return { key: "auth.callbackNoToken" };
  let result: ApiResult<unknown>;
  try {
    result = await callApi(accountApiPaths.profile);
  } catch {
    return { key: "auth.callbackFailed" };
  }
  if (!result.ok) return { key: "auth.callbackVerifyFailed", status: result.status };
  const profile = result.value;
  if (!isUserProfile(profile)) return { key: "auth.callbackInvalidUser" };
  // The profile is the authority on name and role; the refresh reply said the same moments ago.
  storeUser(profile);
  // A purchase that sent the buyer to sign in goes on where it started.
  return readPendingPurchase()?.returnTo ?? landingPathFor(profile.role);
}

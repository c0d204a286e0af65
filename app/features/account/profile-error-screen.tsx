import { Home, LogIn, TriangleAlert } from "lucide-react";
import { Link } from "react-router";
import { ProfileError } from "#app/lib/auth/profile-query.ts";
import { type Translate as TFunction, type TranslationKey, useTranslation } from "#app/lib/i18n.ts";
import { paths } from "#contracts/paths.ts";

/** The text for a profile that could not be loaded; `signedOutKey` differs per screen. */
export function describeProfileError(
  error: unknown,
  t: TFunction,
  signedOutKey: TranslationKey = "account.errorSignedOut",
): string {
  if (!(error instanceof ProfileError)) return t("account.errorFailed");
  switch (error.kind) {
    case "signedOut":
      return t(signedOutKey);
    case "sessionExpired":
      return t("account.errorSessionExpired");
    case "notFound":
      return t("account.errorNotFound");
    case "status":
      return t("account.errorStatus", { code: error.status ?? "" });
    case "invalid":
      return t("account.errorInvalid");
    default:
      return t("account.errorFailed");
  }
}

/** A personal screen that cannot show its data: why, and the ways on. */
export function ProfileErrorScreen(props: { error: unknown; signedOutKey?: TranslationKey }) {
  const { t } = useTranslation();
  const needsLogin =
    props.error instanceof ProfileError &&
    (props.error.kind === "signedOut" || props.error.kind === "sessionExpired");
  return (
    <section
      className="mx-auto flex max-w-xl flex-col items-center px-4 py-20 text-center"
      data-testid="account-error"
    >
      <span className="flex h-16 w-16 items-center justify-center rounded-2xl bg-red-500/15 text-red-400">
        <TriangleAlert className="h-8 w-8" aria-hidden="true" />
      </span>
      <h1 className="mt-6 text-2xl font-extrabold text-white">{t("account.errorTitle")}</h1>
      <p role="alert" className="mt-3 text-ink-300">
        {describeProfileError(props.error, t, props.signedOutKey)}
      </p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        {needsLogin ? (
          <Link to={paths.login()} className="btn-primary">
            <LogIn className="h-4 w-4" aria-hidden="true" />
            {t("account.logIn")}
          </Link>
        ) : null}
        <Link to={paths.home()} className="btn-ghost">
          <Home className="h-4 w-4" aria-hidden="true" />
          {t("account.goToHome")}
        </Link>
      </div>
    </section>
  );
}

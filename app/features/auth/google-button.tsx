import { useTranslation } from "#app/lib/i18n.ts";
import { paths } from "#contracts/paths.ts";

/** Google sign-in is a full navigation: the server runs the exchange and sets the session cookie. */
export function GoogleButton() {
  const { t } = useTranslation();
  return (
    <a href={paths.googleSignIn()} className="btn-ghost w-full" data-testid="google-sign-in">
      <svg viewBox="0 0 24 24" className="h-5 w-5" aria-hidden="true">
        <path
          fill="#EA4335"
          d="M12 10.2v3.9h5.5c-.24 1.4-1.7 4.1-5.5 4.1-3.3 0-6-2.7-6-6.2s2.7-6.2 6-6.2c1.9 0 3.2.8 3.9 1.5l2.7-2.6C16.9 3.1 14.7 2 12 2 6.5 2 2 6.5 2 12s4.5 10 10 10c5.8 0 9.6-4.1 9.6-9.8 0-.7-.1-1.2-.2-1.7H12z"
        />
      </svg>
      {t("auth.google")}
    </a>
  );
}

export function OrDivider() {
  const { t } = useTranslation();
  return (
    <div className="my-4 flex items-center gap-3 text-xs font-semibold uppercase text-ink-400">
      <span className="h-px flex-1 bg-white/10" />
      {t("auth.orDivider")}
      <span className="h-px flex-1 bg-white/10" />
    </div>
  );
}

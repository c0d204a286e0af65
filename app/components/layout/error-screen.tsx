import { Home, RotateCw, TriangleAlert } from "lucide-react";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";

function createErrorId(): string {
  const alphabet = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789";
  const bytes = crypto.getRandomValues(new Uint8Array(8));
  return Array.from(bytes, (byte) => alphabet[byte % alphabet.length]).join("");
}

/** SPEC.md §2 global error screen, with an error ID the user can quote to support. */
export function ErrorScreen({ error }: { error: unknown }) {
  const { t } = useTranslation();
  const [errorId] = useState(createErrorId);
  useEffect(() => {
    console.error(`[GameZone error ${errorId}]`, error);
  }, [error, errorId]);
  return (
    <section
      role="alert"
      className="mx-auto flex max-w-xl flex-col items-center px-4 py-24 text-center"
    >
      <span className="flex h-16 w-16 items-center justify-center rounded-2xl bg-red-500/15 text-red-400">
        <TriangleAlert className="h-8 w-8" aria-hidden="true" />
      </span>
      <h1 className="mt-6 text-3xl font-extrabold text-white">{t("common.errorTitle")}</h1>
      <p className="mt-3 text-ink-300">{t("common.errorText")}</p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <button type="button" className="btn-primary" onClick={() => window.location.reload()}>
          <RotateCw className="h-4 w-4" aria-hidden="true" />
          {t("common.reloadPage")}
        </button>
        <Link to="/" className="btn-ghost">
          <Home className="h-4 w-4" aria-hidden="true" />
          {t("common.goHome")}
        </Link>
      </div>
      <p className="mt-6 font-mono text-xs text-ink-400" suppressHydrationWarning>
        {t("common.errorId", { id: errorId })}
      </p>
    </section>
  );
}

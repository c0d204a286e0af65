import { useEffect } from "react";
import { Link } from "react-router";
import { Icon } from "#app/components/ui/icon.tsx";
import { useTranslation } from "#app/lib/i18n.ts";
import { requestIdElementId, useErrorId } from "#app/lib/request-id.ts";
import { errorCodeOf } from "#app/lib/route-errors.ts";
import type { ErrorCode } from "#contracts/errors-rules.ts";
import { paths } from "#contracts/paths.ts";

// Only these page errors get their own explanation; anything else shows the generic text.
const explainedCodes = new Set<ErrorCode>(["UNAVAILABLE", "RATE_LIMITED", "BAD_REQUEST"]);

/** The global error screen, with an error ID the user can quote to support. */
export function ErrorScreen({ error }: { error: unknown }) {
  const { t } = useTranslation();
  const errorId = useErrorId();
  const code = errorCodeOf(error);
  useEffect(() => {
    console.error(`[GameZone error ${errorId}]`, error);
  }, [error, errorId]);
  return (
    <section
      role="alert"
      className="mx-auto flex max-w-xl flex-col items-center px-4 py-24 text-center"
    >
      <span className="flex h-16 w-16 items-center justify-center rounded-2xl bg-red-500/15 text-red-400">
        <Icon name="triangle-exclamation-point" className="h-8 w-8" />
      </span>
      <h1 className="mt-6 text-3xl font-extrabold text-white">{t("common.errorTitle")}</h1>
      <p className="mt-3 text-ink-300">
        {code && explainedCodes.has(code) ? t(`errors.${code}`) : t("common.errorText")}
      </p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <button type="button" className="btn-primary" onClick={() => window.location.reload()}>
          <Icon name="rotate-cw" className="h-4 w-4" />
          {t("common.reloadPage")}
        </button>
        <Link to={paths.home()} className="btn-ghost">
          <Icon name="house" className="h-4 w-4" />
          {t("common.goHome")}
        </Link>
      </div>
      <p
        id={requestIdElementId}
        data-request-id={errorId}
        className="mt-6 font-mono text-xs text-ink-400"
      >
        {t("common.errorId", { id: errorId })}
      </p>
    </section>
  );
}

import { Link } from "react-router";
import { Icon } from "#app/components/ui/icon.tsx";
import { useTranslation } from "#app/lib/i18n.ts";
import { paths } from "#contracts/paths.ts";

/** The not-found page; the server answers it with HTTP 404. */
export function NotFoundScreen() {
  const { t } = useTranslation();
  return (
    <section className="mx-auto flex max-w-2xl flex-col items-center px-4 py-24 text-center">
      <p className="font-display text-[7rem] leading-none font-black text-gradient sm:text-[10rem]">
        404
      </p>
      <h1 className="mt-4 text-3xl font-extrabold text-white">{t("common.notFoundTitle")}</h1>
      <p className="mt-3 text-ink-300">{t("common.notFoundText")}</p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <Link to={paths.home()} className="btn-primary">
          <Icon name="house" className="h-4 w-4" />
          {t("common.goHome")}
        </Link>
        <button type="button" className="btn-ghost" onClick={() => window.history.back()}>
          <Icon name="arrow-left" className="h-4 w-4 rtl:rotate-180" />
          {t("common.goBack")}
        </button>
      </div>
      <p className="mt-8 text-sm text-ink-400">
        {t("common.notFoundHelp")}{" "}
        <Link to={paths.about()} className="font-semibold text-neon-cyan hover:underline">
          {t("common.contactUs")}
        </Link>
      </p>
    </section>
  );
}

import { formatDate } from "#app/lib/format-date.ts";
import { useTranslation } from "#app/lib/i18n.ts";

/**
 * The frame of every static page: one h1 with its introduction, then the page's sections in a
 * column narrow enough to read comfortably on a phone and on a wide screen.
 */
export function StaticPageLayout({
  title,
  intro,
  updatedOn,
  wide = false,
  children,
}: {
  title: string;
  intro: string;
  /** ISO date (yyyy-mm-dd) the page's text last changed; shown on legal pages. */
  updatedOn?: string;
  /** Pages with cards and grids use a wider column than running text. */
  wide?: boolean;
  children: React.ReactNode;
}) {
  const { t, lang } = useTranslation();
  return (
    <article className={`mx-auto px-4 py-10 sm:px-6 sm:py-14 ${wide ? "max-w-5xl" : "max-w-3xl"}`}>
      <header className="max-w-3xl">
        <h1 className="font-display text-3xl font-extrabold text-white sm:text-4xl">{title}</h1>
        <p className="mt-3 text-lg leading-relaxed text-ink-300">{intro}</p>
        {updatedOn ? (
          <p className="mt-3 text-sm text-ink-400">
            {t("pages.lastUpdated", { date: formatDay(updatedOn, lang) })}
          </p>
        ) : null}
      </header>
      <div className="mt-10 space-y-12">{children}</div>
    </article>
  );
}

// UTC on both sides: the server and the browser must print the same day.
function formatDay(isoDay: string, lang: string): string {
  return formatDate(isoDay, lang, "day");
}

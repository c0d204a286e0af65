import { useTranslation } from "#app/lib/i18n.ts";

/** Previous / "Page n of m" / next under an admin table; the page lives in the address. */
export function AdminPager(props: { page: number; pages: number; onPage: (page: number) => void }) {
  const { t } = useTranslation();
  const { page, pages } = props;
  return (
    <nav
      aria-label={t("admin.pages")}
      className="flex items-center justify-between gap-3 px-4 py-3 text-sm"
    >
      <button
        type="button"
        className="btn-ghost"
        disabled={page <= 1}
        onClick={() => props.onPage(page - 1)}
      >
        {t("admin.previousPage")}
      </button>
      <span className="text-ink-300">{t("admin.pageOf", { page, pages })}</span>
      <button
        type="button"
        className="btn-ghost"
        disabled={page >= pages}
        onClick={() => props.onPage(page + 1)}
      >
        {t("admin.nextPage")}
      </button>
    </nav>
  );
}

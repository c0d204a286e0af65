import { Link } from "react-router";
import { Icon } from "#app/components/ui/icon.tsx";
import { useTranslation } from "#app/lib/i18n.ts";
import type { Pagination } from "#contracts/catalogue.ts";

/** Previous/next pager; `hrefForPage` keeps the page's other query parameters. */
export function Pager(props: {
  pagination: Pagination;
  hrefForPage: (page: number) => string;
  labels: { previous: string; next: string; pageOf: string };
}) {
  const { t } = useTranslation();
  const { pagination } = props;
  if (pagination.totalPages <= 1 && !pagination.hasPrevPage) return null;
  const linkClass = "btn-ghost aria-disabled:pointer-events-none aria-disabled:opacity-40";
  return (
    <nav
      aria-label={t("common.pagination")}
      className="mt-10 flex items-center justify-center gap-4"
    >
      {pagination.hasPrevPage ? (
        <Link className={linkClass} to={props.hrefForPage(pagination.currentPage - 1)} rel="prev">
          <Icon name="chevron-left" className="h-4 w-4 rtl:rotate-180" />
          {props.labels.previous}
        </Link>
      ) : (
        <span className={linkClass} aria-disabled="true">
          <Icon name="chevron-left" className="h-4 w-4 rtl:rotate-180" />
          {props.labels.previous}
        </span>
      )}
      <span className="text-sm text-ink-300">{props.labels.pageOf}</span>
      {pagination.hasNextPage ? (
        <Link className={linkClass} to={props.hrefForPage(pagination.currentPage + 1)} rel="next">
          {props.labels.next}
          <Icon name="chevron-right" className="h-4 w-4 rtl:rotate-180" />
        </Link>
      ) : (
        <span className={linkClass} aria-disabled="true">
          {props.labels.next}
          <Icon name="chevron-right" className="h-4 w-4 rtl:rotate-180" />
        </span>
      )}
    </nav>
  );
}

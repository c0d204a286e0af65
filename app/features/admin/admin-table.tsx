import type { ReactNode } from "react";
import { ScrollRegion } from "#app/components/ui/scroll-region.tsx";
import { Skeleton } from "#app/components/ui/skeleton.tsx";
import { AdminPager } from "./admin-pager.tsx";

/** The parts of a React Query result the table reads. */
export type AdminListQuery<T> = {
  isPending: boolean;
  isError: boolean;
  isFetching: boolean;
  error: Error | null;
  data: T | undefined;
};

/**
 * The frame every admin list shares: the error banner, a placeholder while the first page
 * loads, then a sideways-scrolling region with the count, the table (the caller's), the empty
 * text and the pager. Later pages keep the last one on screen, marked busy, until they arrive.
 */
export function AdminTable<T>(props: {
  query: AdminListQuery<T>;
  /** The region's accessible name. */
  label: string;
  /** The banner's text for a failed load. */
  failure: (error: Error) => string;
  /** "12 games found", announced when it changes. */
  count?: (data: T) => string;
  /** Shown when the list is empty; with `replacesTable` the table is then not drawn at all. */
  empty?: { when: (data: T) => boolean; text: string; replacesTable?: boolean };
  pager?: { page: number; pages: number; onPage: (page: number) => void };
  /** The placeholder while the first page loads (a tall block by default). */
  loading?: ReactNode;
  /** Below the table and the empty text (a note on the figures). */
  footer?: ReactNode;
  /** Spacing above the region and its placeholder. */
  gap?: "mt-4" | "mt-6";
  children: (data: T) => ReactNode;
}) {
  const { query, empty } = props;
  const gap = props.gap ?? "mt-4";
  const data = query.data;
  // The empty text, when the list is empty (undefined otherwise).
  const emptyNow = data !== undefined && empty?.when(data) ? empty : undefined;
  return (
    <>
      {query.isError && query.error ? (
        <p role="alert" className="card-surface mt-4 p-4 text-red-200">
          {props.failure(query.error)}
        </p>
      ) : null}
      {query.isPending ? (
        (props.loading ?? <Skeleton className={`${gap} h-96`} />)
      ) : data !== undefined ? (
        <ScrollRegion
          className={`card-surface relative ${gap} overflow-x-auto`}
          aria-busy={query.isFetching}
          aria-label={props.label}
        >
          {props.count ? (
            <p className="px-4 pt-3 text-sm text-ink-300" role="status">
              {props.count(data)}
            </p>
          ) : null}
          {emptyNow?.replacesTable ? null : props.children(data)}
          {emptyNow ? <p className="px-4 py-6 text-center text-ink-300">{emptyNow.text}</p> : null}
          {props.footer}
          {props.pager ? <AdminPager {...props.pager} /> : null}
        </ScrollRegion>
      ) : null}
    </>
  );
}

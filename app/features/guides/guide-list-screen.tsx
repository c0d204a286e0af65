import type { ReactNode } from "react";
import { useRevalidator } from "react-router";
import { Icon } from "#app/components/ui/icon.tsx";
import { Pager } from "#app/components/ui/pager.tsx";
import { useTranslation } from "#app/lib/i18n.ts";
import type { GuidesPage } from "#contracts/guides.ts";
import { paths } from "#contracts/paths.ts";
import { GuideCard } from "./guide-card.tsx";

function Heading() {
  const { t } = useTranslation();
  return (
    <header>
      <h1 className="font-display text-4xl font-extrabold text-white">{t("guides.title")}</h1>
      <p className="mt-1 text-ink-400">{t("guides.subtitle")}</p>
    </header>
  );
}

function Notice(props: { title: string; text: string; children?: ReactNode; role?: "alert" }) {
  return (
    <div
      className="card-surface mt-8 flex flex-col items-center p-10 text-center"
      role={props.role}
    >
      <Icon name="book-open" className="h-10 w-10 text-neon-violet" />
      <h2 className="mt-4 text-xl font-bold text-white">{props.title}</h2>
      <p className="mt-1 text-sm text-ink-400">{props.text}</p>
      {props.children}
    </div>
  );
}

/** /guides (and /blogs): every published guide, newest first, 12 a page. */
export function GuideListScreen(props: { result: GuidesPage | null }) {
  const { t } = useTranslation();
  const revalidator = useRevalidator();
  const { result } = props;
  return (
    <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6">
      <Heading />
      {result === null ? (
        <Notice title={t("guides.loadFailed")} text={t("guides.loadFailedHint")} role="alert">
          <button
            type="button"
            className="btn-primary mt-6"
            onClick={() => void revalidator.revalidate()}
          >
            <Icon name="refresh-cw" className="h-4 w-4" />
            {t("guides.tryAgain")}
          </button>
        </Notice>
      ) : result.guides.length === 0 ? (
        <Notice title={t("guides.empty")} text={t("guides.emptyHint")} />
      ) : (
        <>
          <ul className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {result.guides.map((guide, index) => (
              <li key={guide._id}>
                <GuideCard guide={guide} eager={index < 3} main={index === 0} />
              </li>
            ))}
          </ul>
          <Pager
            pagination={{
              ...result.pagination,
              totalGames: 0,
              totalPages: result.pagination.hasNextPage
                ? result.pagination.currentPage + 1
                : result.pagination.currentPage,
            }}
            hrefForPage={(page) => paths.guides({ page })}
            labels={{
              previous: t("guides.previous"),
              next: t("guides.next"),
              pageOf: t("guides.pageOf", { page: result.pagination.currentPage }),
            }}
          />
        </>
      )}
    </div>
  );
}

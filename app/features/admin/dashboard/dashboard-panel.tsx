import { useQuery } from "@tanstack/react-query";
import { AlertTriangle } from "lucide-react";
import { lazy, Suspense } from "react";
import { Link } from "react-router";
import { Skeleton } from "#app/components/ui/skeleton.tsx";
import { callAdminApi } from "#app/features/admin/admin-api.ts";
import { formatCount, formatUsdCents } from "#app/lib/format-price.ts";
import { type TranslationKey, useTranslation } from "#app/lib/i18n.ts";
import {
  type AdminDashboard,
  adminDashboardReplySchema,
  type DashboardWindow,
} from "#contracts/admin-dashboard.ts";
import { adminPaths } from "#contracts/admin-paths.ts";
import type { LanguageCode } from "#contracts/languages.ts";

// The chart library is the heaviest part of the dashboard: it loads after the figures.
const RevenueChart = lazy(() =>
  import("./revenue-chart.tsx").then((module) => ({ default: module.RevenueChart })),
);

export const dashboardQueryKey = ["admin", "dashboard"] as const;

/** The shop's figures: revenue and orders per window, the daily chart, statuses, top games, and the orders that need a person. */
export function DashboardPanel() {
  const { t } = useTranslation();
  const query = useQuery({
    queryKey: dashboardQueryKey,
    queryFn: async () =>
      (await callAdminApi("/api/admin/dashboard", adminDashboardReplySchema)).data,
  });
  if (query.isPending) return <DashboardSkeleton />;
  if (query.isError) {
    return (
      <div
        role="alert"
        className="card-surface mt-6 flex items-center justify-between gap-4 p-6 text-red-200"
      >
        {t("admin.loadFailed")}
        <button type="button" className="btn-ghost" onClick={() => void query.refetch()}>
          {t("admin.retry")}
        </button>
      </div>
    );
  }
  return <DashboardFigures data={query.data} />;
}

function DashboardSkeleton() {
  return (
    <div className="mt-6 grid gap-4 sm:grid-cols-3" aria-busy="true">
      {[0, 1, 2].map((index) => (
        <Skeleton key={index} className="h-28" />
      ))}
      <Skeleton className="h-72 sm:col-span-3" />
    </div>
  );
}

function DashboardFigures({ data }: { data: AdminDashboard }) {
  const { t, lang } = useTranslation();
  const code = lang as LanguageCode;
  const windows: [TranslationKey, DashboardWindow][] = [
    ["admin.windowToday", data.today],
    ["admin.window7", data.last7Days],
    ["admin.window30", data.last30Days],
  ];
  const maxStatus = Math.max(1, ...data.ordersByStatus.counts.map((entry) => entry.count));
  return (
    <div className="mt-6 space-y-6" data-testid="admin-dashboard">
      <section aria-label={t("admin.revenueTitle")} className="grid gap-4 sm:grid-cols-3">
        {windows.map(([key, window]) => (
          <div key={key} className="card-surface p-5" data-testid="admin-kpi">
            <p className="text-xs font-bold uppercase tracking-wide text-ink-400">{t(key)}</p>
            <p className="mt-2 font-display text-3xl font-extrabold text-white">
              {formatUsdCents(window.revenueCents, code)}
            </p>
            <p className="mt-1 text-sm text-ink-300">
              {t("admin.paidOrders", { count: window.orders })}
              {window.refundedCents > 0
                ? ` · ${t("admin.refunded", { amount: formatUsdCents(window.refundedCents, code) })}`
                : ""}
            </p>
          </div>
        ))}
      </section>

      <RiskFigures windows={windows} />

      <section className="card-surface p-5" aria-labelledby="admin-daily-title">
        <h2 id="admin-daily-title" className="font-display text-lg font-bold text-white">
          {t("admin.dailyRevenueTitle")}
        </h2>
        <Suspense fallback={<Skeleton className="mt-4 h-64" />}>
          <RevenueChart days={data.dailyRevenue} />
        </Suspense>
      </section>

      <div className="grid gap-6 lg:grid-cols-2">
        <section className="card-surface p-5" aria-labelledby="admin-status-title">
          <h2 id="admin-status-title" className="font-display text-lg font-bold text-white">
            {t("admin.ordersByStatusTitle")}
          </h2>
          <ul className="mt-4 space-y-2">
            {data.ordersByStatus.counts.map((entry) => (
              <li
                key={entry.status}
                className="grid grid-cols-[8rem_1fr_3rem] items-center gap-3 text-sm"
              >
                <span className="text-ink-200">
                  {t(`orders.stage_${entry.status}` as TranslationKey)}
                </span>
                <span className="h-2 rounded-full bg-white/5" aria-hidden="true">
                  <span
                    className="block h-2 rounded-full bg-gradient-to-r from-neon-violet to-neon-cyan"
                    style={{ width: `${(entry.count / maxStatus) * 100}%` }}
                  />
                </span>
                <span className="text-end font-semibold text-white">
                  {formatCount(entry.count, code)}
                </span>
              </li>
            ))}
          </ul>
        </section>

        <section className="card-surface p-5" aria-labelledby="admin-top-title">
          <h2 id="admin-top-title" className="font-display text-lg font-bold text-white">
            {t("admin.topGamesTitle")}
          </h2>
          {data.topGames.length === 0 ? (
            <p className="mt-4 text-sm text-ink-400">{t("admin.nothingYet")}</p>
          ) : (
            <table className="mt-4 w-full text-sm">
              <thead className="text-start text-xs uppercase tracking-wide text-ink-400">
                <tr>
                  <th scope="col" className="pb-2 text-start font-bold">
                    {t("admin.game")}
                  </th>
                  <th scope="col" className="pb-2 text-end font-bold">
                    {t("admin.units")}
                  </th>
                  <th scope="col" className="pb-2 text-end font-bold">
                    {t("admin.revenue")}
                  </th>
                </tr>
              </thead>
              <tbody>
                {data.topGames.map((game) => (
                  <tr key={game.slug} className="border-t border-white/5">
                    <td className="py-2 text-ink-100">{game.name}</td>
                    <td className="py-2 text-end text-ink-200">{formatCount(game.units, code)}</td>
                    <td className="py-2 text-end font-semibold text-white">
                      {formatUsdCents(game.revenueCents, code)}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
        </section>
      </div>

      <section className="card-surface p-5" aria-labelledby="admin-attention-title">
        <h2
          id="admin-attention-title"
          className="flex items-center gap-2 font-display text-lg font-bold text-white"
        >
          <AlertTriangle className="h-5 w-5 text-neon-amber" aria-hidden="true" />
          {t("admin.attentionTitle", { count: data.needsAttention.total })}
        </h2>
        {data.needsAttention.orders.length === 0 ? (
          <p className="mt-4 text-sm text-ink-400">{t("admin.attentionEmpty")}</p>
        ) : (
          <ul className="mt-4 divide-y divide-white/5" data-testid="admin-attention">
            {data.needsAttention.orders.map((order) => (
              <li
                key={order.id}
                className="flex flex-wrap items-center justify-between gap-2 py-2.5 text-sm"
              >
                <Link
                  to={adminPaths.order(order.id)}
                  className="font-mono text-neon-cyan hover:underline"
                >
                  {order.id.slice(0, 8)}
                </Link>
                <span className="min-w-0 flex-1 truncate text-ink-300">{order.email}</span>
                <span className="text-ink-200">
                  {t(`orders.stage_${order.status}` as TranslationKey)}
                </span>
                {order.failedItems > 0 ? (
                  <span className="text-red-300">
                    {t("admin.failedLines", { count: order.failedItems })}
                  </span>
                ) : null}
                <span className="font-semibold text-white">
                  {formatUsdCents(order.totalCents, code)}
                </span>
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}

/**
 * Refunds, fraud holds and refused checkouts per window: rows are the figures, columns the
 * windows of the revenue cards above.
 */
function RiskFigures({ windows }: { windows: [TranslationKey, DashboardWindow][] }) {
  const { t, lang } = useTranslation();
  const code = lang as LanguageCode;
  const rows: [TranslationKey, (window: DashboardWindow) => string][] = [
    [
      "admin.refundsRow",
      (window) =>
        window.refunds > 0
          ? `${formatCount(window.refunds, code)} · ${formatUsdCents(window.refundedCents, code)}`
          : formatCount(0, code),
    ],
    ["admin.heldRow", (window) => formatCount(window.heldForReview, code)],
    ["admin.stillHeldRow", (window) => formatCount(window.stillHeld, code)],
    ["admin.blockedCheckoutsRow", (window) => formatCount(window.blockedCheckouts, code)],
  ];
  return (
    <section className="card-surface p-5" aria-labelledby="admin-risk-title">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="admin-risk-title" className="font-display text-lg font-bold text-white">
          {t("admin.riskFiguresTitle")}
        </h2>
        <Link to={adminPaths.risk()} className="text-sm text-neon-cyan hover:underline">
          {t("adminAreas.risk")}
        </Link>
      </div>
      {/* Four short columns: they fit a phone without scrolling (headers wrap). */}
      <table className="mt-4 w-full text-sm" data-testid="admin-risk-figures">
        <thead className="text-xs uppercase tracking-wide text-ink-400">
          <tr>
            <td />
            {windows.map(([key]) => (
              <th key={key} scope="col" className="pb-2 text-end font-bold">
                {t(key)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map(([key, figure]) => (
            <tr key={key} className="border-t border-white/5">
              <th scope="row" className="py-2 text-start font-normal text-ink-200">
                {t(key)}
              </th>
              {windows.map(([windowKey, window]) => (
                <td key={windowKey} className="py-2 text-end font-semibold text-white">
                  {figure(window)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}

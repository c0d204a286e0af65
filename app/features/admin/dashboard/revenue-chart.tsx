import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from "recharts";
import { formatDate } from "#app/lib/format-date.ts";
import { formatUsdCents } from "#app/lib/format-price.ts";
import { useTranslation } from "#app/lib/i18n.ts";
import type { DashboardDay } from "#contracts/admin-dashboard.ts";
import type { LanguageCode } from "#contracts/languages.ts";

/**
 * Revenue per UTC day for the last 30 days. The bars are a picture for sighted readers; the same
 * figures are in a table that screen readers read instead.
 */
export function RevenueChart({ days }: { days: DashboardDay[] }) {
  const { t, lang } = useTranslation();
  const code = lang as LanguageCode;
  const label = (date: string) => formatDate(date, lang, "shortDay");
  return (
    <>
      <div className="mt-4 h-64" aria-hidden="true" data-testid="admin-revenue-chart">
        <ResponsiveContainer width="100%" height="100%">
          <BarChart
            data={days}
            margin={{ top: 8, right: 8, bottom: 0, left: 8 }}
            // The table below is what assistive technology reads; the picture takes no focus.
            accessibilityLayer={false}
          >
            <CartesianGrid stroke="rgba(255,255,255,0.06)" vertical={false} />
            <XAxis
              dataKey="date"
              tickFormatter={label}
              tick={{ fill: "#9ca3af", fontSize: 11 }}
              interval="preserveStartEnd"
              minTickGap={16}
            />
            <YAxis
              tickFormatter={(cents: number) => formatUsdCents(cents, code)}
              tick={{ fill: "#9ca3af", fontSize: 11 }}
              width={72}
            />
            <Tooltip
              formatter={(value) => [formatUsdCents(Number(value), code), t("admin.revenue")]}
              labelFormatter={(date) => label(String(date))}
              contentStyle={{
                background: "#15121f",
                border: "1px solid rgba(255,255,255,0.1)",
                borderRadius: 8,
              }}
            />
            <Bar dataKey="revenueCents" fill="#8b5cf6" radius={[4, 4, 0, 0]} />
          </BarChart>
        </ResponsiveContainer>
      </div>
      <table className="sr-only">
        <caption>{t("admin.dailyRevenueTitle")}</caption>
        <thead>
          <tr>
            <th scope="col">{t("admin.day")}</th>
            <th scope="col">{t("admin.revenue")}</th>
            <th scope="col">{t("admin.ordersColumn")}</th>
          </tr>
        </thead>
        <tbody>
          {days.map((day) => (
            <tr key={day.date}>
              <td>{label(day.date)}</td>
              <td>{formatUsdCents(day.revenueCents, code)}</td>
              <td>{day.orders}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </>
  );
}

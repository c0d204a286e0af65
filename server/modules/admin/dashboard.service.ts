import type { AdminDashboard } from "#contracts/admin-dashboard.ts";
import type { Database } from "#db/client.ts";
import type { Clock } from "#server/platform/read-cache.ts";
import {
  type DashboardRange,
  selectAttention,
  selectRevenue,
  selectRiskFigures,
  selectStatusCounts,
  selectTopGames,
} from "./dashboard.repository.ts";

const dayMs = 24 * 60 * 60_000;
const topGamesShown = 5;
const attentionShown = 20;

/**
 * The windows of the dashboard at `nowMs`: today is the UTC day holding now, and the 7- and
 * 30-day windows are the whole UTC days ending with today (today included, up to now).
 */
export function dashboardRange(nowMs: number): DashboardRange {
  const now = new Date(nowMs);
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  return {
    now,
    today: new Date(today),
    from7: new Date(today - 6 * dayMs),
    from30: new Date(today - 29 * dayMs),
  };
}

/** The admin dashboard: read-only figures over orders, "now" from the app's clock. */
export class DashboardService {
  readonly #database: Database;
  readonly #clock: Clock;

  constructor(deps: { database: Database; clock: Clock }) {
    this.#database = deps.database;
    this.#clock = deps.clock;
  }

  async read(): Promise<AdminDashboard> {
    const range = dashboardRange(this.#clock.now());
    // Independent reads: on PostgreSQL they run on separate pool connections at once.
    const { db, kind } = this.#database;
    const [revenue, risk, statusCounts, topGames, attention] = await Promise.all([
      selectRevenue(db, range),
      selectRiskFigures(db, range),
      selectStatusCounts(db, range),
      selectTopGames(db, range, topGamesShown, kind),
      selectAttention(db, attentionShown),
    ]);
    return {
      generatedAt: range.now.toISOString(),
      timeZone: "UTC",
      today: { from: range.today.toISOString(), ...revenue.today, ...risk.today },
      last7Days: { from: range.from7.toISOString(), ...revenue.last7Days, ...risk.last7Days },
      last30Days: { from: range.from30.toISOString(), ...revenue.last30Days, ...risk.last30Days },
      dailyRevenue: revenue.days,
      ordersByStatus: { from: range.from30.toISOString(), counts: statusCounts },
      topGames,
      needsAttention: attention,
    };
  }
}

import { type SQL, sql } from "drizzle-orm";
import { type OrderStatus, orderStatuses } from "#contracts/buying-rules.ts";
import type { Executor } from "#db/client.ts";

/**
 * The admin dashboard's figures, each one SQL aggregate (nothing is summed row by row in
 * JavaScript). Definitions, shared by every figure:
 *
 * - Day: a UTC calendar day (`paid_at at time zone 'UTC'`), whatever the server's time zone.
 * - Paid order: `paid_at` is set (the payment was confirmed). An order keeps its `paid_at` when
 *   it is refunded later, so it still counts as paid on the day it was paid.
 * - Gross: the paid order's `total_cents`.
 * - Refunded: the whole total when the order's payment is `refunded` (nothing delivered, or a
 *   full refund); otherwise the sum of its `refunded` lines (unit price × quantity), never more
 *   than the total. A line whose refund failed stays `failed` and is not subtracted: the money
 *   was not given back.
 * - Revenue = gross − refunded, booked on the day the order was paid (not the day of the
 *   refund): a day's bar is the net of that day's sales and changes when one of them is refunded.
 *
 * - Refunds: refunds the provider confirmed (`succeeded_at`), counted on the day they succeeded.
 * - Held for review: orders a fraud rule held (`held_at`), counted on the day of the hold; still
 *   held: those of them on hold now.
 * - Blocked checkouts: checkouts refused before payment (a blocked account's e-mail or the
 *   blocklist), from the risk module's per-day counts.
 *
 * Indexes that keep this fast (db/schema/buying.ts): orders(paid_at) for the windows and top
 * games, orders(created_at) for the status counts, the partial order_items index on failed
 * and refunded lines for the attention list, order_refunds(succeeded_at), and the partial
 * orders(held_at) index for the holds.
 */

export type DashboardRange = {
  /** Now, as the app's clock says; nothing after it counts. */
  now: Date;
  /** UTC midnight of today, and of the first day of the 7- and 30-day windows. */
  today: Date;
  from7: Date;
  from30: Date;
};

export type WindowTotals = {
  orders: number;
  grossCents: number;
  refundedCents: number;
  revenueCents: number;
  /** How many refunds succeeded in the window (the refunded cents' count). */
  refunds: number;
};

export type RiskTotals = {
  heldForReview: number;
  stillHeld: number;
  blockedCheckouts: number;
};

export type RevenueFigures = {
  today: WindowTotals;
  last7Days: WindowTotals;
  last30Days: WindowTotals;
  days: { date: string; orders: number; revenueCents: number }[];
};

const iso = (date: Date) => date.toISOString();
const isoDay = (date: Date) => date.toISOString().slice(0, 10);
/** A timestamptz as the ISO text the contract uses, in UTC whatever the session's time zone. */
const isoText = (column: SQL) =>
  sql`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/** Rows of a raw query (node-postgres and PGlite both answer with `rows`). */
async function rowsOf<T>(db: Executor, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

/**
 * Money in and out per UTC day in [from30, now]: each paid order's total on the day it was paid
 * (`gross`), and each succeeded refund on the day it succeeded (`refunded`), whenever its order
 * was paid: a refund comes off the revenue of the day it happens, never rewrites an earlier day.
 */
function moneyMoves(range: DashboardRange): SQL {
  return sql`
    select (o.paid_at at time zone 'UTC')::date as day,
           o.total_cents as gross,
           null::integer as refunded
      from orders o
     where o.paid_at >= ${iso(range.from30)}::timestamptz
       and o.paid_at <= ${iso(range.now)}::timestamptz
    union all
    select (r.succeeded_at at time zone 'UTC')::date as day,
           null::integer as gross,
           r.amount_cents as refunded
      from order_refunds r
     where r.status = 'succeeded'
       and r.succeeded_at >= ${iso(range.from30)}::timestamptz
       and r.succeeded_at <= ${iso(range.now)}::timestamptz`;
}

/**
 * Revenue and paid orders per UTC day for the 30 days ending today (every day present, zero
 * when nothing was paid), and the today / 7-day / 30-day totals summed from those same days, so
 * the totals always equal the sum of their bars.
 */
export async function selectRevenue(db: Executor, range: DashboardRange): Promise<RevenueFigures> {
  const totals = (from: Date) => sql`
    (select json_build_object(
              'orders', coalesce(sum(orders), 0),
              'grossCents', coalesce(sum(gross), 0),
              'refundedCents', coalesce(sum(refunded), 0),
              'revenueCents', coalesce(sum(gross - refunded), 0),
              'refunds', coalesce(sum(refunds), 0))
       from days where day >= ${isoDay(from)}::date)`;
  const [row] = await rowsOf<{ figures: RevenueFigures }>(
    db,
    sql`
      with moves as (${moneyMoves(range)}),
      daily as (
        select day, count(gross) as orders, coalesce(sum(gross), 0) as gross,
               coalesce(sum(refunded), 0) as refunded, count(refunded) as refunds
          from moves
         group by day
      ),
      days as (
        select series.day::date as day,
               coalesce(daily.orders, 0) as orders,
               coalesce(daily.gross, 0) as gross,
               coalesce(daily.refunded, 0) as refunded,
               coalesce(daily.refunds, 0) as refunds
          from generate_series(${isoDay(range.from30)}::date, ${isoDay(range.today)}::date,
                               interval '1 day') as series(day)
          left join daily on daily.day = series.day::date
      )
      select json_build_object(
               'today', ${totals(range.today)},
               'last7Days', ${totals(range.from7)},
               'last30Days', ${totals(range.from30)},
               'days', (select json_agg(json_build_object(
                                  'date', to_char(day, 'YYYY-MM-DD'),
                                  'orders', orders,
                                  'revenueCents', gross - refunded) order by day)
                          from days)
             ) as figures`,
  );
  if (!row) throw new Error("the revenue query returned no row");
  return row.figures;
}

/**
 * Fraud holds and blocked checkouts in each window (today, 7 days, 30 days), each read once over
 * the 30 days and split by window with filters (refunds are counted with the revenue).
 */
export async function selectRiskFigures(
  db: Executor,
  range: DashboardRange,
): Promise<{ today: RiskTotals; last7Days: RiskTotals; last30Days: RiskTotals }> {
  const [from30, now] = [iso(range.from30), iso(range.now)];
  const windows = [
    ["today", range.today],
    ["last7Days", range.from7],
    ["last30Days", range.from30],
  ] as const;
  const figures = windows.map(
    ([name, from]) => sql`${name}::text, json_build_object(
      'heldForReview', (select count(*) from held where at >= ${iso(from)}::timestamptz),
      'stillHeld', (select count(*) from held
                     where at >= ${iso(from)}::timestamptz and status = 'on_hold'),
      'blockedCheckouts', (select coalesce(sum(count), 0) from refused
                            where day >= ${isoDay(from)}::date))`,
  );
  const [row] = await rowsOf<{ figures: Record<(typeof windows)[number][0], RiskTotals> }>(
    db,
    sql`
      with held as materialized (
        select held_at as at, status
          from orders
         where held_at >= ${from30}::timestamptz and held_at <= ${now}::timestamptz
      ),
      refused as materialized (
        select day, count
          from checkout_refusals
         where day >= ${isoDay(range.from30)}::date and day <= ${isoDay(range.today)}::date
      )
      select json_build_object(${sql.join(figures, sql`, `)}) as figures`,
  );
  if (!row) throw new Error("the risk figures query returned no row");
  const numbers = (totals: RiskTotals): RiskTotals => ({
    heldForReview: Number(totals.heldForReview),
    stillHeld: Number(totals.stillHeld),
    blockedCheckouts: Number(totals.blockedCheckouts),
  });
  return {
    today: numbers(row.figures.today),
    last7Days: numbers(row.figures.last7Days),
    last30Days: numbers(row.figures.last30Days),
  };
}

/** Orders placed in [from30, now] by their current status, every status listed (0 if none). */
export async function selectStatusCounts(
  db: Executor,
  range: DashboardRange,
): Promise<{ status: OrderStatus; count: number }[]> {
  const statuses = sql.join(
    orderStatuses.map((status) => sql`${status}`),
    sql`, `,
  );
  const rows = await rowsOf<{ status: OrderStatus; count: number | string }>(
    db,
    sql`
      with counted as (
        select status, count(*) as n
          from orders
         where created_at >= ${iso(range.from30)}::timestamptz
           and created_at <= ${iso(range.now)}::timestamptz
         group by status
      )
      select listed.status, coalesce(counted.n, 0)::int as count
        from unnest(array[${statuses}]::text[]) with ordinality as listed(status, position)
        left join counted on counted.status = listed.status
       order by listed.position`,
  );
  return rows.map((row) => ({ status: row.status, count: Number(row.count) }));
}

/**
 * Games by revenue over the orders paid in [from30, now]: the lines' unit price × quantity,
 * leaving out refunded lines and orders whose payment was refunded (so, for orders whose total
 * is the sum of their lines, the games add up to the 30-day revenue). Grouped by game; a game
 * deleted since (its lines' game_id set null) is grouped by the slug recorded on the line. Name
 * and slug are the catalogue's current ones when the game still exists, else the line's.
 *
 * Every line of the window's orders is summed, and the refunded ones (few, read through the
 * partial index) are subtracted: this spares reading each line's status, the costliest column
 * to reach in a wide row, which made the query a quarter slower on PGlite.
 *
 * `engine` only chooses whether the window's orders are read once and kept (PGlite: one thread
 * and no planner statistics, 77 ms instead of 90 ms at 100,000 orders) or inlined into both
 * joins (PostgreSQL: a kept CTE cannot be scanned by parallel workers, 100 ms instead of 60 ms).
 * The figures are the same either way.
 */
export async function selectTopGames(
  db: Executor,
  range: DashboardRange,
  limit: number,
  engine: "pglite" | "postgres",
) {
  const gameKey = sql`case when i.game_id is null then i.game_slug end`;
  const keep = engine === "pglite" ? sql`materialized` : sql`not materialized`;
  const rows = await rowsOf<{
    game_id: string | null;
    name: string;
    slug: string;
    revenue_cents: number | string;
    units: number | string;
  }>(
    db,
    sql`
      with window_orders as ${keep} (
        select id
          from orders
         where paid_at >= ${iso(range.from30)}::timestamptz
           and paid_at <= ${iso(range.now)}::timestamptz
           and payment_status <> 'refunded'
      ),
      sold as (
        select i.game_id, ${gameKey} as deleted_slug,
               max(i.game_name) filter (where i.game_id is null) as deleted_name,
               sum(i.unit_price_cents * i.quantity) as cents,
               sum(i.quantity) as units
          from order_items i
          join window_orders w on w.id = i.order_id
         group by i.game_id, ${gameKey}
      ),
      given_back as (
        select i.game_id, ${gameKey} as deleted_slug,
               sum(i.unit_price_cents * i.quantity) as cents,
               sum(i.quantity) as units
          from order_items i
          join window_orders w on w.id = i.order_id
         where i.status = 'refunded'
         group by i.game_id, ${gameKey}
      ),
      per_game as (
        select sold.game_id, sold.deleted_slug, sold.deleted_name,
               sold.cents - coalesce(given_back.cents, 0) as revenue_cents,
               sold.units - coalesce(given_back.units, 0) as units
          from sold
          left join given_back
            on given_back.game_id is not distinct from sold.game_id
           and given_back.deleted_slug is not distinct from sold.deleted_slug
      )
      select per_game.game_id,
             coalesce(g.title, per_game.deleted_name, '') as name,
             coalesce(g.slug, per_game.deleted_slug, '') as slug,
             per_game.revenue_cents,
             per_game.units
        from per_game
        left join games g on g.id = per_game.game_id
       where per_game.units > 0
       order by per_game.revenue_cents desc, per_game.units desc,
                coalesce(g.title, per_game.deleted_name, '') collate "C"
       limit ${limit}`,
  );
  return rows.map((row) => ({
    gameId: row.game_id,
    name: row.name,
    slug: row.slug,
    revenueCents: Number(row.revenue_cents),
    units: Number(row.units),
  }));
}

/**
 * Orders that need a person: on hold, or with a line whose delivery failed (and was not
 * refunded), whatever their age; the newest `limit` and how many there are in all.
 *
 * Driven from the few flagged rows (the on-hold orders, the failed lines' partial index), never
 * from all orders: the newest `limit` of each kind are merged, so the cost follows how many
 * orders need attention, not how many orders there are. (One join of the whole flagged set to
 * orders made the planner hash every order: 34 ms instead of 13 ms with 2,000 flagged orders
 * among 100,000 on PGlite.)
 */
export async function selectAttention(db: Executor, limit: number) {
  const rows = await rowsOf<{
    id: string;
    email: string;
    total_cents: number;
    status: OrderStatus;
    created_at: string;
    failed_items: number;
    total: number;
  }>(
    db,
    sql`
      with failed as materialized (
        select order_id as id, count(*) as failed_items
          from order_items
         where status = 'failed'
         group by order_id
      ),
      candidates as (
        (select o.id, o.created_at
           from orders o
          where o.status = 'on_hold'
          order by o.created_at desc, o.id desc
          limit ${limit})
        union
        (select o.id, o.created_at
           from failed
           join orders o on o.id = failed.id
          order by o.created_at desc, o.id desc
          limit ${limit})
      ),
      newest as (
        select id, created_at
          from candidates
         order by created_at desc, id desc
         limit ${limit}
      )
      select o.id, o.email, o.total_cents, o.status,
             ${isoText(sql`o.created_at`)} as created_at,
             coalesce(failed.failed_items, 0)::int as failed_items,
             (select count(*)
                from (select id from orders where status = 'on_hold'
                      union
                      select id from failed) as flagged)::int as total
        from newest
        join orders o on o.id = newest.id
        left join failed on failed.id = o.id
       order by newest.created_at desc, newest.id desc`,
  );
  return {
    total: rows[0]?.total ?? 0,
    orders: rows.map((row) => ({
      id: row.id,
      email: row.email,
      totalCents: row.total_cents,
      status: row.status,
      createdAt: row.created_at,
      failedItems: row.failed_items,
    })),
  };
}

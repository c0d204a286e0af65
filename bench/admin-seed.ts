import { sql } from "drizzle-orm";
import type { Database } from "#db/client.ts";

/**
 * `count` orders for the admin bench, placed over the `days` days before `now`, in a handful of
 * SQL statements (INSERT … SELECT over generate_series; no API calls, no row-by-row inserts).
 * Every figure is derived from the order number n, so two runs seed the same shop:
 *
 * - 1 to 3 lines per order, each a package of the demo catalogue (every game sells), quantity
 *   1 to 3; the order's total is the sum of its lines.
 * - Status by n % 100: 0–77 completed, 78 completed with its first line refunded, 79–83
 *   refunded (every line), 84–85 on hold with a failed line, 86–90 cancelled (never paid),
 *   91–93 pending payment, 94–96 processing, 97–99 in progress. Paid orders were paid a
 *   minute after they were placed.
 * - E-mail `buyer<n % 25000>@example.com` (about 4 orders per address), guests (no user).
 *
 * Rows are inserted oldest first, as a shop writes them, so the tables' physical order follows
 * time as it would in a real database.
 *
 * Needs the demo catalogue (games and packages) in the database already.
 */
export async function seedBenchOrders(
  database: Database,
  options: { count: number; days: number; now: Date },
): Promise<{ orders: number; items: number }> {
  const { db } = database;
  const spanSeconds = options.days * 24 * 60 * 60;
  const now = options.now.toISOString();
  await db.execute(sql`drop table if exists bench_orders`);
  await db.execute(sql`drop table if exists bench_lines`);
  await db.execute(sql`drop table if exists bench_packages`);
  await db.execute(sql`
    create table bench_packages as
    select row_number() over (order by p.game_id, p.sort_order, p.id) - 1 as k,
           p.id as package_id, p.game_id, g.title as game_name, g.slug as game_slug,
           p.name as package_name, p.currency_name, p.supplier_sku, p.price_cents
      from currency_packages p
      join games g on g.id = p.game_id`);
  const [packages] = (
    (await db.execute(sql`select count(*)::int as n from bench_packages`)) as unknown as {
      rows: { n: number }[];
    }
  ).rows;
  if (!packages?.n) throw new Error("no packages: seed the demo catalogue first");
  await db.execute(sql`
    create table bench_orders as
    select n,
           gen_random_uuid() as id,
           ${now}::timestamptz
             - make_interval(secs => ((n::bigint * 7919) % ${spanSeconds}) + 1) as created_at,
           case when n % 100 < 79 then 'completed'
                when n % 100 < 84 then 'refunded'
                when n % 100 < 86 then 'on_hold'
                when n % 100 < 91 then 'cancelled'
                when n % 100 < 94 then 'pending_payment'
                when n % 100 < 97 then 'processing'
                else 'in_progress' end as status
      from generate_series(1, ${options.count}) as n`);
  await db.execute(sql`
    create table bench_lines as
    select o.n, o.id as order_id, j, o.status, o.created_at,
           p.package_id, p.game_id, p.game_name, p.game_slug, p.package_name, p.currency_name,
           p.supplier_sku, p.price_cents, 1 + ((o.n + j) % 3) as quantity,
           case when o.status = 'completed' and (o.n % 100 <> 78 or j > 1) then 'completed'
                when o.status in ('completed', 'refunded') then 'refunded'
                when o.status = 'on_hold' and j = 1 then 'failed'
                else 'pending' end as item_status
      from bench_orders o
      cross join lateral generate_series(1, 1 + (o.n % 3)) as j
      join bench_packages p on p.k = ((o.n::bigint * 31 + j * 17) % ${packages.n})`);
  await db.execute(sql`
    insert into orders (id, email, status, payment_status, payment_method, payment_provider,
                        total_cents, idempotency_key, idempotency_scope, request_hash,
                        expires_at, paid_at, created_at, updated_at)
    select o.id,
           'buyer' || (o.n % 25000) || '@example.com',
           o.status,
           case o.status when 'refunded' then 'refunded' when 'cancelled' then 'failed'
                         when 'pending_payment' then 'unpaid' else 'paid' end,
           'card', 'sandbox',
           t.total,
           'bench-' || o.n, 'bench', 'bench',
           o.created_at + interval '30 minutes',
           case when o.status in ('cancelled', 'pending_payment') then null
                else o.created_at + interval '1 minute' end,
           o.created_at, o.created_at
      from bench_orders o
      join (select order_id, sum(price_cents * quantity) as total
              from bench_lines group by order_id) t on t.order_id = o.id
     order by o.created_at, o.n`);
  await db.execute(sql`
    insert into order_items (order_id, game_id, package_id, game_name, game_slug, package_name,
                             currency_name, supplier_sku, delivery_kind, unit_price_cents,
                             quantity, player_fields, player_display, status,
                             created_at, updated_at)
    select order_id, game_id, package_id, game_name, game_slug, package_name, currency_name,
           supplier_sku, 'direct', price_cents, quantity,
           jsonb_build_object('playerId', (100000000 + n)::text), (100000000 + n)::text,
           item_status, created_at, created_at
      from bench_lines
     order by created_at, n, j`);
  const [counts] = (
    (await db.execute(
      sql`select (select count(*) from bench_orders)::int as orders,
                 (select count(*) from bench_lines)::int as items`,
    )) as unknown as { rows: { orders: number; items: number }[] }
  ).rows;
  await db.execute(sql`drop table bench_lines`);
  await db.execute(sql`drop table bench_orders`);
  await db.execute(sql`drop table bench_packages`);
  return { orders: counts?.orders ?? 0, items: counts?.items ?? 0 };
}

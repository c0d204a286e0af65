import { and, asc, desc, eq, gt, gte, inArray, lt, type SQL, sql } from "drizzle-orm";
import type { OrderStatus } from "#contracts/buying-rules.ts";
import { uuidPattern } from "#contracts/id-rules.ts";
import type { Executor } from "#db/client.ts";
import { users } from "#db/schema/accounts.ts";
import { auditLog } from "#db/schema/audit.ts";
import { orderEvents, orderItems, orders, paymentEvents } from "#db/schema/buying.ts";
import { games } from "#db/schema/catalogue.ts";
import type { OrderItemRow } from "./orders.repository.ts";

export type OrderSearch = {
  q?: string | undefined;
  status?: OrderStatus | undefined;
  /** Placed at or after. */
  from?: Date | undefined;
  /** Placed before. */
  to?: Date | undefined;
  limit: number;
  offset: number;
};

const summaryColumns = {
  id: orders.id,
  email: orders.email,
  status: orders.status,
  paymentStatus: orders.paymentStatus,
  paymentMethod: orders.paymentMethod,
  totalCents: orders.totalCents,
  currency: orders.currency,
  createdAt: orders.createdAt,
  paidAt: orders.paidAt,
};

export type OrderSummaryRow = {
  [K in keyof typeof summaryColumns]: (typeof orders.$inferSelect)[K];
};

/**
 * The ids that start with `prefix`, as a range of the primary key ("a55f1d" → a55f1d00-… to
 * a55f1dff-…), or null when the text cannot start an id (dashes must sit where ids have them).
 */
export function idPrefixRange(prefix: string): [string, string] | null {
  const text = prefix.toLowerCase();
  const hex = text.replaceAll("-", "");
  if (!/^[0-9a-f]{1,32}$/.test(hex)) return null;
  const format = (digits: string) =>
    `${digits.slice(0, 8)}-${digits.slice(8, 12)}-${digits.slice(12, 16)}-${digits.slice(16, 20)}-${digits.slice(20)}`;
  const low = format(hex.padEnd(32, "0"));
  if (!low.startsWith(text)) return null;
  return [low, format(hex.padEnd(32, "f"))];
}

/** `%text%` for LIKE, with the text's own wildcards taken literally. */
function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
}

/**
 * Which orders a search term names: the order with that id, or any of
 * - orders whose id starts with it (a primary-key range),
 * - orders whose e-mail contains it (e-mails are stored lower-cased, see `emailSchema`, so a
 *   plain LIKE of the lower-cased term is the case-insensitive match, at half ILIKE's cost),
 * - orders with a line for a player whose ID contains it (player_display holds every player-ID
 *   field's value as the buyer typed it; ILIKE only when the term has letters with case),
 * - orders with a line of a game whose name or slug contains it (matched in the catalogue,
 *   then by the lines' game_slug).
 * Each table is read by a branch of its own, so an index on a column serves its branch. A term
 * with an `@` can only be part of an e-mail.
 */
function matchingOrders(term: string): SQL {
  const text = term.toLowerCase();
  if (uuidPattern.test(text)) return sql`${orders.id} = ${text}::uuid`;
  const pattern = containsPattern(text);
  const branches: SQL[] = [];
  const range = idPrefixRange(text);
  if (range) {
    branches.push(
      sql`select ${orders.id} from ${orders} where ${orders.id} between ${range[0]}::uuid and ${range[1]}::uuid`,
    );
  }
  branches.push(sql`select ${orders.id} from ${orders} where ${orders.email} like ${pattern}`);
  if (!text.includes("@")) {
    const hasCase = text !== term.toUpperCase();
    const player = hasCase
      ? sql`${orderItems.playerDisplay} ilike ${pattern}`
      : sql`${orderItems.playerDisplay} like ${pattern}`;
    const gameSlugs = sql`select ${games.slug} from ${games} where ${games.title} ilike ${pattern} or ${games.slug} ilike ${pattern}`;
    // Two branches, not one with OR: each is served by its own index (game_slug's btree, the
    // player_display trigrams), where an OR of the two would read every line.
    branches.push(
      sql`select ${orderItems.orderId} from ${orderItems} where ${orderItems.gameSlug} in (${gameSlugs})`,
      sql`select ${orderItems.orderId} from ${orderItems} where ${player}`,
    );
  }
  return sql`${orders.id} in (${sql.join(branches, sql` union all `)})`;
}

function filtersOf(search: OrderSearch): SQL[] {
  const filters: SQL[] = [];
  if (search.status) filters.push(eq(orders.status, search.status));
  if (search.from) filters.push(gte(orders.createdAt, search.from));
  if (search.to) filters.push(lt(orders.createdAt, search.to));
  return filters;
}

async function countOrders(db: Executor, where: SQL | undefined): Promise<number> {
  const [row] = await db
    .select({ total: sql<number>`count(*)`.mapWith(Number) })
    .from(orders)
    .where(where);
  return row?.total ?? 0;
}

/**
 * One page of orders, newest first, and how many match in all. Without a term the page walks
 * the created_at index and the count is a separate (index-only where it can be) count; with a
 * term the matching set is found once and counted by a window over it.
 */
export async function searchOrders(
  db: Executor,
  search: OrderSearch,
): Promise<{ rows: OrderSummaryRow[]; total: number }> {
  const filters = filtersOf(search);
  const newestFirst = [desc(orders.createdAt), desc(orders.id)];
  if (!search.q) {
    const where = filters.length > 0 ? and(...filters) : undefined;
    const [rows, total] = await Promise.all([
      db
        .select(summaryColumns)
        .from(orders)
        .where(where)
        .orderBy(...newestFirst)
        .limit(search.limit)
        .offset(search.offset),
      countOrders(db, where),
    ]);
    return { rows, total };
  }
  const where = and(matchingOrders(search.q), ...filters);
  const rows = await db
    .select({ ...summaryColumns, total: sql<number>`count(*) over ()`.mapWith(Number) })
    .from(orders)
    .where(where)
    .orderBy(...newestFirst)
    .limit(search.limit)
    .offset(search.offset);
  // Past the last page the window has no row to ride on.
  const total = rows[0]?.total ?? (search.offset > 0 ? await countOrders(db, where) : 0);
  return { rows: rows.map(({ total: _total, ...row }) => row), total };
}

/** Line count and games (in line order, with repeats) of each order of a page. */
export async function selectLineSummaries(
  db: Executor,
  orderIds: string[],
): Promise<Map<string, { itemCount: number; games: string[] }>> {
  const summaries = new Map<string, { itemCount: number; games: string[] }>();
  if (orderIds.length === 0) return summaries;
  const rows = await db
    .select({ orderId: orderItems.orderId, gameName: orderItems.gameName })
    .from(orderItems)
    .where(inArray(orderItems.orderId, orderIds))
    .orderBy(asc(orderItems.createdAt), asc(orderItems.id));
  for (const row of rows) {
    const summary = summaries.get(row.orderId) ?? { itemCount: 0, games: [] };
    summary.itemCount += 1;
    summary.games.push(row.gameName);
    summaries.set(row.orderId, summary);
  }
  return summaries;
}

/** The order's lines, locked for a change (lines before the order, as fulfilment takes them). */
export async function lockOrderItemsOf(db: Executor, orderId: string): Promise<OrderItemRow[]> {
  return db
    .select()
    .from(orderItems)
    .where(eq(orderItems.orderId, orderId))
    .orderBy(asc(orderItems.createdAt), asc(orderItems.id))
    .for("update");
}

/**
 * Whether an admin refund of the order started (its `refund_requested` marker) after `since`
 * and has not recorded its outcome yet (a line `refunded` or `refund_failed` after the marker).
 */
export async function hasRefundUnderWay(
  db: Executor,
  orderId: string,
  since: Date,
): Promise<boolean> {
  const [marker] = await db
    .select({ seq: orderEvents.seq })
    .from(orderEvents)
    .where(
      and(
        eq(orderEvents.orderId, orderId),
        eq(orderEvents.status, "refund_requested"),
        gt(orderEvents.at, since),
      ),
    )
    .orderBy(desc(orderEvents.seq))
    .limit(1);
  if (!marker) return false;
  const [outcome] = await db
    .select({ seq: orderEvents.seq })
    .from(orderEvents)
    .where(
      and(
        eq(orderEvents.orderId, orderId),
        gt(orderEvents.seq, marker.seq),
        inArray(orderEvents.status, ["refunded", "refund_failed"]),
      ),
    )
    .limit(1);
  return !outcome;
}

export async function selectPaymentEventsOf(db: Executor, orderId: string) {
  return db
    .select({
      id: paymentEvents.id,
      type: paymentEvents.type,
      receivedAt: paymentEvents.receivedAt,
    })
    .from(paymentEvents)
    .where(eq(paymentEvents.orderId, orderId))
    .orderBy(asc(paymentEvents.receivedAt), asc(paymentEvents.id));
}

/** Admin changes to one order, newest first, with the admin's e-mail. */
export async function selectOrderAudit(db: Executor, orderId: string, limit: number) {
  return db
    .select({
      id: auditLog.id,
      action: auditLog.action,
      actorId: auditLog.actorId,
      actorRole: auditLog.actorRole,
      actorEmail: users.email,
      before: auditLog.before,
      after: auditLog.after,
      requestId: auditLog.requestId,
      createdAt: auditLog.createdAt,
    })
    .from(auditLog)
    .leftJoin(users, eq(users.id, auditLog.actorId))
    .where(and(eq(auditLog.targetType, "order"), eq(auditLog.targetId, orderId)))
    .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
    .limit(limit);
}

/** E-mail addresses of accounts by id (the admins named in an order's events). */
export async function selectEmailsOf(db: Executor, ids: string[]): Promise<Map<string, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(inArray(users.id, ids));
  return new Map(rows.map((row) => [row.id, row.email]));
}

const exportOrderColumns = {
  id: orders.id,
  email: orders.email,
  status: orders.status,
  paymentStatus: orders.paymentStatus,
  paymentMethod: orders.paymentMethod,
  totalCents: orders.totalCents,
  subtotalCents: orders.subtotalCents,
  discountCents: orders.discountCents,
  promoCode: orders.promoCode,
  createdAt: orders.createdAt,
  paidAt: orders.paidAt,
};
export type ExportOrderRow = {
  [K in keyof typeof exportOrderColumns]: (typeof orders.$inferSelect)[K];
};

const exportLineColumns = {
  id: orderItems.id,
  orderId: orderItems.orderId,
  gameName: orderItems.gameName,
  packageName: orderItems.packageName,
  quantity: orderItems.quantity,
  unitPriceCents: orderItems.unitPriceCents,
  discountCents: orderItems.discountCents,
  playerDisplay: orderItems.playerDisplay,
  playerNickname: orderItems.playerNickname,
  status: orderItems.status,
};
export type ExportLineRow = {
  [K in keyof typeof exportLineColumns]: (typeof orderItems.$inferSelect)[K];
};

/**
 * The next `limit` orders of an export, oldest first, after the order `afterId` (keyset on
 * created_at and id, walking the created_at index). The cursor's created_at is read by the
 * database from the row itself: a JavaScript Date holds milliseconds, the column microseconds,
 * so a cursor passed as a Date would skip or repeat orders placed in the same millisecond.
 */
export async function selectExportOrders(
  db: Executor,
  filter: { from: Date; to: Date; status?: OrderStatus | undefined },
  afterId: string | null,
  limit: number,
): Promise<ExportOrderRow[]> {
  const conditions: SQL[] = [gte(orders.createdAt, filter.from), lt(orders.createdAt, filter.to)];
  if (filter.status) conditions.push(eq(orders.status, filter.status));
  if (afterId) {
    conditions.push(
      sql`(${orders.createdAt}, ${orders.id}) > (select o.created_at, o.id from ${orders} o where o.id = ${afterId}::uuid)`,
    );
  }
  return db
    .select(exportOrderColumns)
    .from(orders)
    .where(and(...conditions))
    .orderBy(asc(orders.createdAt), asc(orders.id))
    .limit(limit);
}

/** The lines of the given orders, in each order's line order. */
export async function selectExportLines(
  db: Executor,
  orderIds: string[],
): Promise<ExportLineRow[]> {
  if (orderIds.length === 0) return [];
  return db
    .select(exportLineColumns)
    .from(orderItems)
    .where(inArray(orderItems.orderId, orderIds))
    .orderBy(asc(orderItems.createdAt), asc(orderItems.id));
}

import type { Readable } from "node:stream";
import {
  type AdminOrderExportQuery,
  adminOrderExportHeaders,
  dateBound,
} from "#contracts/admin-orders.ts";
import type { Db } from "#db/client.ts";
import { type AdminActor, recordAudit } from "#server/platform/audit-log.ts";
import { type CsvColumn, centsToDecimal, csvStream, isoCell } from "#server/platform/csv-export.ts";
import { lineAmountCents } from "./order-lifecycle.ts";
import {
  type ExportLineRow,
  type ExportOrderRow,
  selectExportLines,
  selectExportOrders,
} from "./orders.admin.repository.ts";

/** Orders read per query: a few hundred lines in memory at a time, whatever the period. */
export const exportBatchSize = 200;

type ExportLine = { order: ExportOrderRow; line: ExportLineRow };

const cells: Record<(typeof adminOrderExportHeaders)[number], (row: ExportLine) => string> = {
  order_id: ({ order }) => order.id,
  placed_at: ({ order }) => isoCell(order.createdAt),
  paid_at: ({ order }) => isoCell(order.paidAt),
  buyer_email: ({ order }) => order.email,
  game: ({ line }) => line.gameName,
  package: ({ line }) => line.packageName,
  quantity: ({ line }) => String(line.quantity),
  player: ({ line }) => line.playerDisplay,
  player_nickname: ({ line }) => line.playerNickname ?? "",
  unit_price_usd: ({ line }) => centsToDecimal(line.unitPriceCents),
  line_amount_usd: ({ line }) => centsToDecimal(lineAmountCents(line)),
  line_discount_usd: ({ line }) => centsToDecimal(line.discountCents),
  // A refunded line got back what was paid for it (its amount after its share of the discount).
  line_refund_usd: ({ line }) =>
    centsToDecimal(line.status === "refunded" ? lineAmountCents(line) : 0),
  line_status: ({ line }) => line.status,
  order_subtotal_usd: ({ order }) => centsToDecimal(order.subtotalCents ?? order.totalCents),
  order_discount_usd: ({ order }) => centsToDecimal(order.discountCents),
  order_total_usd: ({ order }) => centsToDecimal(order.totalCents),
  promo_code: ({ order }) => order.promoCode ?? "",
  order_status: ({ order }) => order.status,
  payment_status: ({ order }) => order.paymentStatus,
  payment_method: ({ order }) => order.paymentMethod,
};

const columns: CsvColumn<ExportLine>[] = adminOrderExportHeaders.map((header) => ({
  header,
  value: cells[header],
}));

/** The export's file name: `gamezone-orders-2026-01-01-2026-01-31.csv`. */
export function orderExportFileName(query: AdminOrderExportQuery): string {
  return `gamezone-orders-${query.from}-${query.to}.csv`;
}

/**
 * The lines of the orders placed in the period, oldest first, as a CSV stream. The export is
 * audited before the first row is read (who, and the filters), so no export of buyers' addresses
 * leaves without its record; `onEnd` hears the row count for the server log. The batches are
 * separate reads (no transaction held open for the length of a download): an order placed during
 * the export may or may not be in it.
 */
export async function exportOrderLines(
  db: Db,
  query: AdminOrderExportQuery,
  actor: AdminActor,
  onEnd?: (rows: number) => void,
): Promise<Readable> {
  const from = dateBound(query.from, "from");
  const to = dateBound(query.to, "to");
  if (!from || !to) throw new Error("export dates reached the service unchecked");
  await recordAudit(db, actor, {
    action: "orders.export",
    targetType: "orders",
    targetId: `${query.from}..${query.to}`,
    after: { from: query.from, to: query.to, status: query.status ?? null },
  });
  const filter = { from, to, status: query.status };
  async function* batches(): AsyncGenerator<ExportLine[]> {
    let afterId: string | null = null;
    for (;;) {
      const page = await selectExportOrders(db, filter, afterId, exportBatchSize);
      if (page.length === 0) return;
      const lines = await selectExportLines(
        db,
        page.map((order) => order.id),
      );
      const byOrder = new Map<string, ExportLineRow[]>();
      for (const line of lines) {
        const list = byOrder.get(line.orderId) ?? [];
        list.push(line);
        byOrder.set(line.orderId, list);
      }
      yield page.flatMap((order) => (byOrder.get(order.id) ?? []).map((line) => ({ order, line })));
      if (page.length < exportBatchSize) return;
      afterId = page[page.length - 1]?.id ?? null;
    }
  }
  return csvStream(columns, batches(), onEnd);
}

import type { Readable } from "node:stream";
import {
  type AdminSubscriberFilter,
  type AdminSubscriberList,
  type AdminSubscriberListQuery,
  adminSubscriberExportHeaders,
} from "#contracts/admin-subscribers.ts";
import type { Db } from "#db/client.ts";
import { type AdminActor, recordAudit } from "#server/platform/audit-log.ts";
import { type CsvColumn, csvStream, isoCell } from "#server/platform/csv-export.ts";
import {
  countSubscriptionsByStatus,
  type StaffSubscriptionRow,
  selectSubscriptionBatch,
  selectSubscriptionPage,
} from "./newsletter.repository.ts";

/** Addresses read per query of an export. */
const exportBatchSize = 500;

const cells: Record<
  (typeof adminSubscriberExportHeaders)[number],
  (row: StaffSubscriptionRow) => string
> = {
  email: (row) => row.email,
  status: (row) => row.status,
  language: (row) => row.language,
  subscribed_at: (row) => isoCell(row.createdAt),
  confirmed_at: (row) => isoCell(row.confirmedAt),
  unsubscribed_at: (row) => isoCell(row.unsubscribedAt),
};
const columns: CsvColumn<StaffSubscriptionRow>[] = adminSubscriberExportHeaders.map((header) => ({
  header,
  value: cells[header],
}));

/**
 * The staff side of the newsletter (`/api/admin/subscribers…`): who subscribed, in which state,
 * and a CSV of them. Reading only: addresses change state through their owners' links alone.
 */
export class NewsletterAdminService {
  readonly #db: Db;

  constructor(deps: { db: Db }) {
    this.#db = deps.db;
  }

  async list(query: AdminSubscriberListQuery): Promise<AdminSubscriberList> {
    const filter = { status: query.status, q: query.q || undefined };
    const [{ rows, total }, counts] = await Promise.all([
      selectSubscriptionPage(this.#db, filter, {
        limit: query.pageSize,
        offset: (query.page - 1) * query.pageSize,
      }),
      countSubscriptionsByStatus(this.#db),
    ]);
    return {
      subscribers: rows.map((row) => ({
        ...row,
        createdAt: row.createdAt.toISOString(),
        confirmedAt: row.confirmedAt?.toISOString() ?? null,
        unsubscribedAt: row.unsubscribedAt?.toISOString() ?? null,
      })),
      total,
      page: query.page,
      pageSize: query.pageSize,
      counts,
    };
  }

  /**
   * The matching addresses, oldest first, as a CSV stream read in batches; audited before the
   * first row (who, and the filters), the row count told to `onEnd` for the server log.
   */
  async exportCsv(
    filter: AdminSubscriberFilter,
    actor: AdminActor,
    onEnd?: (rows: number) => void,
  ): Promise<Readable> {
    const where = { status: filter.status, q: filter.q || undefined };
    await recordAudit(this.#db, actor, {
      action: "subscribers.export",
      targetType: "newsletter_subscriptions",
      targetId: "export",
      after: { status: where.status ?? null, q: where.q ?? null },
    });
    const db = this.#db;
    async function* batches(): AsyncGenerator<StaffSubscriptionRow[]> {
      let afterId: string | null = null;
      for (;;) {
        const rows = await selectSubscriptionBatch(db, where, afterId, exportBatchSize);
        if (rows.length > 0) yield rows;
        if (rows.length < exportBatchSize) return;
        afterId = rows[rows.length - 1]?.id ?? null;
      }
    }
    return csvStream(columns, batches(), onEnd);
  }
}

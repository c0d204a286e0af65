import type {
  AdminPartnerEnquiry,
  AdminPartnerList,
  AdminPartnerListQuery,
} from "#contracts/admin-partners.ts";
import { AppError } from "#contracts/errors-rules.ts";
import { type PartnerKind, partnerKinds } from "#contracts/partner-rules.ts";
import type { Db } from "#db/client.ts";
import { type AdminActor, recordAudit } from "#server/platform/audit-log.ts";
import type { Clock } from "#server/platform/read-cache.ts";
import {
  countUnansweredEnquiries,
  findEnquiry,
  markEnquiryAnswered,
  type StaffEnquiryRow,
  selectEnquiryPage,
} from "./partner.repository.ts";

function kindOf(value: string): PartnerKind {
  return (partnerKinds as readonly string[]).includes(value) ? (value as PartnerKind) : "other";
}

function toEnquiry(row: StaffEnquiryRow): AdminPartnerEnquiry {
  return {
    ...row,
    kind: kindOf(row.kind),
    createdAt: row.createdAt.toISOString(),
    answeredAt: row.answeredAt?.toISOString() ?? null,
  };
}

/**
 * The partner inbox for staff (`/api/admin/partner-enquiries…`): replies go out by e-mail from
 * support's own mailbox; here staff see what came in and mark what they answered, so two people
 * never answer the same enquiry and nothing waits unseen.
 */
export class PartnerAdminService {
  readonly #db: Db;
  readonly #clock: Clock;

  constructor(deps: { db: Db; clock: Clock }) {
    this.#db = deps.db;
    this.#clock = deps.clock;
  }

  async list(query: AdminPartnerListQuery): Promise<AdminPartnerList> {
    const [{ rows, total }, unanswered] = await Promise.all([
      selectEnquiryPage(this.#db, query.state, {
        limit: query.pageSize,
        offset: (query.page - 1) * query.pageSize,
      }),
      countUnansweredEnquiries(this.#db),
    ]);
    return {
      enquiries: rows.map(toEnquiry),
      total,
      page: query.page,
      pageSize: query.pageSize,
      unanswered,
    };
  }

  async detail(id: string): Promise<AdminPartnerEnquiry> {
    const row = await findEnquiry(this.#db, id);
    if (!row) throw new AppError("NOT_FOUND", "Partner enquiry not found");
    return toEnquiry(row);
  }

  /**
   * Marks the enquiry answered by the actor, with its audit record in the same transaction.
   * Marking one already answered changes nothing and answers 409 with who answered it.
   */
  async markAnswered(
    id: string,
    actor: AdminActor,
  ): Promise<{ enquiry: AdminPartnerEnquiry; message: string }> {
    return this.#db.transaction(async (tx) => {
      const answeredAt = new Date(this.#clock.now());
      const marked = await markEnquiryAnswered(tx, id, { answeredBy: actor.userId, answeredAt });
      const row = await findEnquiry(tx, id);
      if (!row) throw new AppError("NOT_FOUND", "Partner enquiry not found");
      if (!marked) {
        throw new AppError(
          "CONFLICT",
          `This enquiry was already marked answered${row.answeredByEmail ? ` by ${row.answeredByEmail}` : ""}.`,
        );
      }
      await recordAudit(tx, actor, {
        action: "partners.answer",
        targetType: "partner_enquiry",
        targetId: id,
        before: { answeredAt: null },
        after: { answeredAt: answeredAt.toISOString(), answeredBy: actor.userId },
      });
      return { enquiry: toEnquiry(row), message: "Enquiry marked answered" };
    });
  }
}

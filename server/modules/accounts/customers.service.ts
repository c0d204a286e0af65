import {
  type AdminCustomerDetail,
  type AdminCustomerList,
  type AdminCustomerListQuery,
  type BlockCustomer,
  type CustomerOrder,
  type CustomerRefund,
  type CustomerTotals,
  customerHistoryLimit,
  type SignInMethod,
} from "#contracts/admin-customers.ts";
import { AppError } from "#contracts/errors-rules.ts";
import type { Db, Executor } from "#db/client.ts";
import { type AdminActor, recordAudit } from "#server/platform/audit-log.ts";
import type { Clock } from "#server/platform/read-cache.ts";
import { blockedRevokeReason } from "./account-blocked-text.ts";
import { insertSecurityEvent } from "./accounts.repository.ts";
import {
  findCustomer,
  lockCustomer,
  searchCustomers,
  selectSecurityEventsOf,
  setCustomerBlock,
} from "./customers.repository.ts";
import type { SessionsService } from "./sessions.service.ts";

/** What the customers area reads of the orders domain (its service, wired in services.ts). */
export type CustomerOrdersPort = {
  customerTotals(userIds: string[]): Promise<Map<string, CustomerTotals>>;
  customerHistory(
    userId: string,
    limit: number,
  ): Promise<{ orders: CustomerOrder[]; refunds: CustomerRefund[] }>;
};

const noOrders: CustomerTotals = { ordersCount: 0, totalSpentCents: 0, refundedCents: 0 };
const notFound = () => new AppError("NOT_FOUND", "Customer not found");

/**
 * Staff's view of shoppers (accounts with the role "user"): search, one customer's profile and
 * history, and blocking. A block ends every session of the account at once (like a password
 * reset), refuses every sign-in and refuses checkout with the account's address; staff accounts
 * are managed in the admin accounts area and cannot be blocked here.
 */
export class CustomersService {
  readonly #db: Db;
  readonly #sessions: SessionsService;
  readonly #clock: Clock;
  readonly #orders: CustomerOrdersPort;
  readonly #disconnectUser: (userId: string) => void;
  readonly #invalidate: () => void;

  constructor(deps: {
    db: Db;
    sessions: SessionsService;
    clock: Clock;
    orders: CustomerOrdersPort;
    /** Closes the account's open sockets (chat, live orders) on every process. */
    disconnectUser?: (userId: string) => void;
    /** Empties the read caches in every process (checkout's copy of the blocked addresses). */
    invalidate?: () => void;
  }) {
    this.#invalidate = deps.invalidate ?? (() => {});
    this.#db = deps.db;
    this.#sessions = deps.sessions;
    this.#clock = deps.clock;
    this.#orders = deps.orders;
    this.#disconnectUser = deps.disconnectUser ?? (() => {});
  }

  async list(query: AdminCustomerListQuery): Promise<AdminCustomerList> {
    const { rows, total } = await searchCustomers(this.#db, {
      term: query.q || undefined,
      limit: query.pageSize,
      offset: (query.page - 1) * query.pageSize,
    });
    const totals = await this.#orders.customerTotals(rows.map((row) => row.id));
    return {
      customers: rows.map((row) => {
        const bought = totals.get(row.id) ?? noOrders;
        return {
          id: row.id,
          name: row.name,
          email: row.email,
          createdAt: row.createdAt.toISOString(),
          ordersCount: bought.ordersCount,
          totalSpentCents: bought.totalSpentCents,
          blocked: row.blockedAt !== null,
        };
      }),
      total,
      page: query.page,
      pageSize: query.pageSize,
    };
  }

  async detail(id: string): Promise<AdminCustomerDetail> {
    const row = await findCustomer(this.#db, id);
    if (row?.role !== "user") throw notFound();
    const [totals, history, events] = await Promise.all([
      this.#orders.customerTotals([id]),
      this.#orders.customerHistory(id, customerHistoryLimit),
      selectSecurityEventsOf(this.#db, id, customerHistoryLimit),
    ]);
    const signInMethods: SignInMethod[] = [];
    if (row.hasPassword) signInMethods.push("password");
    if (row.hasGoogle) signInMethods.push("google");
    return {
      id: row.id,
      name: row.name,
      email: row.email,
      language: row.language,
      createdAt: row.createdAt.toISOString(),
      active: row.isActive,
      signInMethods,
      block: row.blockedAt
        ? {
            at: row.blockedAt.toISOString(),
            reason: row.blockedReason ?? "",
            byEmail: row.blockedByEmail ?? null,
          }
        : null,
      totals: totals.get(id) ?? noOrders,
      orders: history.orders,
      refunds: history.refunds,
      securityEvents: events.map((event) => ({
        id: event.id,
        kind: event.kind,
        ip: event.ip,
        at: event.createdAt.toISOString(),
      })),
    };
  }

  /**
   * Blocks the account and ends all its sessions and refresh-token families in the same
   * transaction, with its audit record and security event.
   */
  async block(id: string, input: BlockCustomer, actor: AdminActor): Promise<AdminCustomerDetail> {
    await this.#db.transaction(async (tx) => {
      const user = await this.#lockShopper(tx, id);
      if (user.blockedAt) throw new AppError("CONFLICT", "This account is already blocked.");
      const at = new Date(this.#clock.now());
      await setCustomerBlock(tx, id, { at, reason: input.reason, by: actor.userId });
      await this.#sessions.endAllFor(tx, { userId: id, reason: blockedRevokeReason });
      await insertSecurityEvent(tx, { kind: "account-blocked", userId: id, createdAt: at });
      await recordAudit(tx, actor, {
        action: "customers.block",
        targetType: "user",
        targetId: id,
        before: { blocked: false },
        after: { blocked: true, reason: input.reason },
      });
    });
    // A request of this process that read the session just before the block forgets it too,
    // and the chat and order pages it has open stop speaking as the account.
    this.#sessions.forgetUser(id);
    this.#disconnectUser(id);
    this.#invalidate();
    return this.detail(id);
  }

  async unblock(id: string, actor: AdminActor): Promise<AdminCustomerDetail> {
    await this.#db.transaction(async (tx) => {
      const user = await this.#lockShopper(tx, id);
      if (!user.blockedAt) throw new AppError("CONFLICT", "This account is not blocked.");
      await setCustomerBlock(tx, id, null);
      await insertSecurityEvent(tx, {
        kind: "account-unblocked",
        userId: id,
        createdAt: new Date(this.#clock.now()),
      });
      await recordAudit(tx, actor, {
        action: "customers.unblock",
        targetType: "user",
        targetId: id,
        before: { blocked: true },
        after: { blocked: false },
      });
    });
    this.#invalidate();
    return this.detail(id);
  }

  async #lockShopper(tx: Executor, id: string) {
    const user = await lockCustomer(tx, id);
    if (!user) throw notFound();
    if (user.role !== "user") {
      throw new AppError(
        "CONFLICT",
        "Staff accounts cannot be blocked here: manage them in the admin accounts area.",
      );
    }
    return user;
  }
}

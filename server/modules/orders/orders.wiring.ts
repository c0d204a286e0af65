import type { FastifyBaseLogger } from "fastify";
import type { Redis } from "ioredis";
import type { Db } from "#db/client.ts";
import type { Config } from "#server/config.ts";
import type { AccountsService } from "#server/modules/accounts/accounts.service.ts";
import type { CartService } from "#server/modules/cart/cart.service.ts";
import type { CatalogueService } from "#server/modules/catalogue/catalogue.service.ts";
import type { PlayerAccountsService } from "#server/modules/players/player-accounts.service.ts";
import type { PlayersService } from "#server/modules/players/players.service.ts";
import type { PromosService } from "#server/modules/promos/promos.service.ts";
import type { RiskService } from "#server/modules/risk/risk.service.ts";
import type { Jobs } from "#server/platform/jobs.ts";
import type { Mailer } from "#server/platform/mail.ts";
import type { PaymentProvider } from "#server/platform/payments/payment-provider.ts";
import { claimWindow } from "#server/platform/rate-limits.ts";
import type { Clock } from "#server/platform/read-cache.ts";
import type { Realtime } from "#server/platform/realtime.ts";
import type { Secrets } from "#server/platform/secrets.ts";
import type { TopUpSupplier } from "#server/platform/supplier/top-up-supplier.ts";
import { registerFulfilment } from "./fulfilment.ts";
import { OrderActionsService } from "./order-actions.service.ts";
import { OrderLifecycle } from "./order-lifecycle.ts";
import { OrderLinks, orderRoomOf } from "./order-links.ts";
import { registerOrderJobs } from "./orders.jobs.ts";
import { findOrder } from "./orders.repository.ts";
import { OrdersService } from "./orders.service.ts";

/**
 * The buying side, wired once for createServices: the order lifecycle, the orders service and
 * its staff actions (`orders.actions`), delivery (fulfilment jobs), the live `orderUpdated`
 * push to the buyer's sockets, and the two repeating jobs that keep orders moving (stalled
 * deliveries re-queued, unpaid orders expired; orders.jobs.ts).
 */
export function wireOrders(deps: {
  config: Config;
  db: Db;
  catalogue: CatalogueService;
  cart: CartService;
  players: PlayersService;
  playerAccounts: PlayerAccountsService;
  promos: PromosService;
  risk: RiskService;
  payments: PaymentProvider;
  supplier: TopUpSupplier;
  jobs: Jobs;
  mailer: Mailer;
  clock: Clock;
  secrets: Secrets;
  realtime: Realtime;
  accounts: AccountsService;
  /** Shared counters (Redis), so a return page's sync is throttled across processes. */
  countersRedis: Redis | undefined;
  log: FastifyBaseLogger;
}): OrdersService {
  const { config, jobs, log, countersRedis } = deps;
  const lifecycle = new OrderLifecycle({
    db: deps.db,
    jobs,
    mailer: deps.mailer,
    payments: deps.payments,
    codeKey: deps.secrets.codeKey,
    links: new OrderLinks(config.origin, deps.secrets.orderLinkKey),
    push: (order, event) => {
      if (order.userId) deps.realtime.toUser(order.userId, "orderUpdated", event);
      deps.realtime.toRoom(orderRoomOf(order.id), "orderUpdated", event);
    },
    log,
    // A member's delivered line saves its player (unless "Remember this player" was off).
    onLineDelivered: async (tx, line) => {
      const order = await findOrder(tx, line.orderId);
      if (!order?.userId || !order.rememberPlayer || !line.gameId) return;
      await deps.playerAccounts.remember(tx, {
        userId: order.userId,
        gameId: line.gameId,
        fields: line.playerFields,
        nickname: line.playerNickname,
      });
    },
  });
  const actions = new OrderActionsService({
    db: deps.db,
    supplier: deps.supplier,
    clock: deps.clock,
    lifecycle,
    log,
  });
  const orders = new OrdersService(deps.db, {
    actions,
    catalogue: deps.catalogue,
    cart: deps.cart,
    players: deps.players,
    promos: deps.promos,
    risk: deps.risk,
    payments: deps.payments,
    jobs,
    mailer: deps.mailer,
    clock: deps.clock,
    origin: config.origin,
    codeKey: deps.secrets.codeKey,
    bankTransferMinutes: config.payments.bankTransferMinutes,
    lifecycle,
    assertMayBuyWith: (email, lang) => deps.accounts.assertMayBuyWith(email, lang),
    ...(countersRedis
      ? {
          claimSync: (orderId: string, windowMs: number) =>
            claimWindow(countersRedis, `${config.redisKeyPrefix}order-sync:${orderId}`, windowMs),
        }
      : {}),
  });
  deps.accounts.onDelete((tx, userId) => orders.forgetBuyer(tx, userId));
  deps.accounts.onAddressVerified((tx, userId, email) =>
    orders.adoptGuestOrders(tx, userId, email),
  );
  registerFulfilment({
    db: deps.db,
    jobs,
    supplier: deps.supplier,
    lifecycle,
    retryLimit: config.fulfilment.retryLimit,
    retryDelaySeconds: config.fulfilment.retryDelaySeconds,
    maintenanceWaitMinutes: config.fulfilment.maintenanceWaitMinutes,
    clock: deps.clock,
    log,
  });
  registerOrderJobs({ jobs, orders, log });
  return orders;
}

import type { FastifyBaseLogger } from "fastify";
import type { LanguageCode } from "#contracts/languages.ts";
import type { Database } from "#db/client.ts";
import type { Config } from "./config.ts";
import { AccessTokens } from "./modules/accounts/access-tokens.ts";
import { AccountsService, signupResendQueue } from "./modules/accounts/accounts.service.ts";
import { usesDevelopmentProvider } from "./modules/accounts/google-sign-in.ts";
import { SessionsService } from "./modules/accounts/sessions.service.ts";
import { registerAdminUploadJobs } from "./modules/admin-catalogue/admin-uploads-cleanup.ts";
import { CartService } from "./modules/cart/cart.service.ts";
import {
  type CatalogueService,
  createCatalogueService,
} from "./modules/catalogue/catalogue.service.ts";
import { registerChatJobs } from "./modules/chat/chat.jobs.ts";
import { ChatService } from "./modules/chat/chat.service.ts";
import { type ChatLimitStore, chatLimitStore } from "./modules/chat/chat-limits.ts";
import { createGuidesService, type GuidesService } from "./modules/guides/guides.service.ts";
import { NewsletterService } from "./modules/newsletter/newsletter.service.ts";
import { registerFulfilment } from "./modules/orders/fulfilment.ts";
import { OrdersService } from "./modules/orders/orders.service.ts";
import { PartnerService } from "./modules/partner/partner.service.ts";
import { PlayersService } from "./modules/players/players.service.ts";
import type { FileStorage } from "./platform/file-storage.ts";
import { ImageQueue } from "./platform/image-queue.ts";
import { Jobs } from "./platform/jobs.ts";
import {
  createDevMailbox,
  createSmtpTransport,
  Mailer,
  type MailTransport,
} from "./platform/mail.ts";
import { createPaymentProvider } from "./platform/payments/create-payment-provider.ts";
import type { PaymentProvider } from "./platform/payments/payment-provider.ts";
import { claimWindow, sharedCountersRedis } from "./platform/rate-limits.ts";
import { type Clock, ReadCacheRegistry, systemClock } from "./platform/read-cache.ts";
import { Realtime } from "./platform/realtime.ts";
import type { Secrets } from "./platform/secrets.ts";
import { createSupplier, resolveSupplierSecret } from "./platform/supplier/http-supplier.ts";
import type { TopUpSupplier } from "./platform/supplier/top-up-supplier.ts";
import { createFileStorage } from "./platform/uploads.ts";

/**
 * Every service, built once per process and handed to API routes, page loaders (through the
 * router context), jobs and, later, sockets: one place decides how the parts are wired.
 */
export type Services = {
  config: Config;
  database: Database;
  clock: Clock;
  /** The read caches of every layer; `caches.invalidateAll()` after a catalogue change. */
  caches: ReadCacheRegistry;
  catalogue: CatalogueService;
  guides: GuidesService;
  secrets: Secrets;
  jobs: Jobs;
  mailTransport: MailTransport;
  mailer: Mailer;
  sessions: SessionsService;
  accounts: AccountsService;
  realtime: Realtime;
  chat: ChatService;
  /** Where the chat's limits are counted: Redis with REDIS_URL, shared by every process. */
  chatLimits: ChatLimitStore;
  /** Closes the shared counters' Redis connection (when there is one). */
  closeSharedCounters: () => Promise<void>;
  /** Stored files (chat attachments, admin images): DATA_DIR/uploads, or the S3_BUCKET bucket. */
  storage: FileStorage;
  /** Every image decode and encode takes its turn here (chat and admin uploads). */
  images: ImageQueue;
  /** The key the sandbox supplier checks (demo mode) and the supplier adapter signs with. */
  supplierSecret: string;
  supplier: TopUpSupplier;
  payments: PaymentProvider;
  players: PlayersService;
  cart: CartService;
  orders: OrdersService;
  newsletter: NewsletterService;
  partner: PartnerService;
};

export function createServices(deps: {
  config: Config;
  database: Database;
  log: FastifyBaseLogger;
  /** From `resolveSecrets` (demo mode reads them from the database, hence outside). */
  secrets: Secrets;
  clock?: Clock;
  /** Overrides the store the config names (tests). */
  storage?: FileStorage;
}): Services {
  const { config, database, log, secrets } = deps;
  const clock = deps.clock ?? systemClock;
  const caches = new ReadCacheRegistry({ ttlMs: config.cacheTtlMs, clock });
  const jobs = new Jobs(database, log);
  // An SMTP server when one is configured; otherwise (demo mode only: production requires
  // SMTP_URL) the development mailbox.
  const mailTransport = config.smtpUrl
    ? createSmtpTransport(config.smtpUrl, config.mailFrom)
    : createDevMailbox(database.db);
  const mailer = new Mailer(jobs, mailTransport, log);
  const sessions = new SessionsService({
    db: database.db,
    tokens: new AccessTokens(secrets.accessTokenKey, config.origin),
    clock,
  });
  const accounts = new AccountsService({
    db: database.db,
    sessions,
    mailer,
    jobs,
    clock,
    subjectKey: secrets.subjectKey,
    origin: config.origin,
    supportEmail: config.supportEmail,
    developmentGoogle: usesDevelopmentProvider(config),
  });
  const catalogue = createCatalogueService(database.db, { caches });
  const guides = createGuidesService(database.db, { caches });
  const newsletter = new NewsletterService({
    db: database.db,
    mailer,
    clock,
    linkKey: secrets.newsletterKey,
    origin: config.origin,
    supportEmail: config.supportEmail,
  });
  const partner = new PartnerService({
    db: database.db,
    mailer,
    supportEmail: config.supportEmail,
  });
  const realtime = new Realtime();
  const storage = deps.storage ?? createFileStorage(config);
  const images = new ImageQueue({
    concurrency: config.images.concurrency,
    maxWaiting: config.images.queueLength,
  });
  const countersRedis = sharedCountersRedis(config.redisUrl);
  const chatLimits = chatLimitStore(
    countersRedis ? { client: countersRedis, keyPrefix: config.redisKeyPrefix } : undefined,
  );
  const chat = new ChatService({
    db: database.db,
    findMember: (userId) => accounts.findMember(userId),
    guestKey: secrets.chatGuestKey,
    storedSize: async (url) => {
      const key = storage.keyOf(url);
      return key ? storage.sizeOf(key) : null;
    },
    limits: chatLimits,
    now: () => clock.now(),
  });
  registerChatJobs({ db: database.db, jobs, storage, clock, log });
  registerAdminUploadJobs({ db: database.db, jobs, storage, clock, log });
  const supplierSecret = resolveSupplierSecret(config, secrets.sandboxKey.toString("hex"));
  const supplier = createSupplier(config, supplierSecret, config.origin);
  const payments = createPaymentProvider({
    config,
    db: database.db,
    jobs,
    secret: secrets.sandboxKey,
    origin: config.origin,
    clock,
    log,
  });
  const players = new PlayersService({ supplier, clock });
  const cart = new CartService({ db: database.db, catalogue, players });
  const notify = (order: {
    id: string;
    userId: string | null;
    status: string;
    paymentStatus: string;
  }) => {
    if (order.userId) {
      realtime.toUser(order.userId, "orderUpdated", {
        orderId: order.id,
        status: order.status,
        paymentStatus: order.paymentStatus,
      });
    }
  };
  const orders = new OrdersService(database.db, {
    catalogue,
    cart,
    players,
    payments,
    jobs,
    mailer,
    clock,
    origin: config.origin,
    codeKey: secrets.codeKey,
    velocity: config.velocity,
    notify,
    ...(countersRedis
      ? {
          claimSync: (orderId: string, windowMs: number) =>
            claimWindow(countersRedis, `${config.redisKeyPrefix}order-sync:${orderId}`, windowMs),
        }
      : {}),
  });
  accounts.onDelete((tx, userId) => orders.forgetBuyer(tx, userId));
  registerFulfilment({
    db: database.db,
    jobs,
    supplier,
    payments,
    mailer,
    codeKey: secrets.codeKey,
    origin: config.origin,
    retryLimit: config.fulfilment.retryLimit,
    retryDelaySeconds: config.fulfilment.retryDelaySeconds,
    notify,
    log,
  });
  jobs.define({ name: "fulfilment.resume", cron: "* * * * *", retryLimit: 1 });
  jobs.work("fulfilment.resume", async () => {
    const resumed = await orders.resumeStalledFulfilment(3 * 60_000);
    if (resumed > 0) log.warn({ resumed }, "re-queued stalled deliveries");
  });
  jobs.define({ name: "orders.expire", cron: "* * * * *", retryLimit: 1 });
  jobs.work("orders.expire", async () => {
    const expired = await orders.expireUnpaid();
    if (expired > 0) log.info({ expired }, "cancelled unpaid orders");
  });
  jobs.define({ name: signupResendQueue, retryLimit: 2 });
  jobs.work<{ email: string; lang: LanguageCode }>(signupResendQueue, async ({ email, lang }) => {
    await accounts.resendSignupCode(email, lang);
  });
  jobs.define({ name: "accounts.prune", cron: "*/15 * * * *", retryLimit: 1 });
  jobs.work("accounts.prune", async () => {
    const pruned = await accounts.pruneExpired();
    log.info(pruned, "pruned expired sign-ups and sessions");
  });
  return {
    config,
    database,
    clock,
    caches,
    catalogue,
    guides,
    secrets,
    jobs,
    mailTransport,
    mailer,
    sessions,
    accounts,
    realtime,
    chat,
    chatLimits,
    closeSharedCounters: async () => void (await countersRedis?.quit().catch(() => {})),
    storage,
    images,
    supplierSecret,
    supplier,
    payments,
    players,
    cart,
    orders,
    newsletter,
    partner,
  };
}

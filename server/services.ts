import type { FastifyBaseLogger } from "fastify";
import type { Database } from "#db/client.ts";
import type { Config } from "./config.ts";
import { AccessTokens } from "./modules/accounts/access-tokens.ts";
import { registerAccountsJobs } from "./modules/accounts/accounts.jobs.ts";
import { AccountsService } from "./modules/accounts/accounts.service.ts";
import { AdminAccountsService } from "./modules/accounts/admin-accounts.service.ts";
import { AdminTwoFactorService } from "./modules/accounts/admin-two-factor.service.ts";
import { CustomersService } from "./modules/accounts/customers.service.ts";
import { GoogleSignIn, usesDevelopmentProvider } from "./modules/accounts/google-sign-in.ts";
import { PasswordResetService } from "./modules/accounts/password-reset.service.ts";
import { SessionsService } from "./modules/accounts/sessions.service.ts";
import { AuditLogService } from "./modules/admin/audit-log.service.ts";
import { DashboardService } from "./modules/admin/dashboard.service.ts";
import { CartService } from "./modules/cart/cart.service.ts";
import { AdminGamesService } from "./modules/catalogue/admin-games.service.ts";
import { AdminPackagesService } from "./modules/catalogue/admin-packages.service.ts";
import { AdminUploadsService } from "./modules/catalogue/admin-uploads.service.ts";
import { registerCatalogueJobs } from "./modules/catalogue/catalogue.jobs.ts";
import {
  type CatalogueService,
  createCatalogueService,
} from "./modules/catalogue/catalogue.service.ts";
import { CatalogueTextsService } from "./modules/catalogue/catalogue-texts.service.ts";
import { CurrenciesService } from "./modules/catalogue/currencies.service.ts";
import { FeaturedService } from "./modules/catalogue/featured.service.ts";
import { registerChatJobs } from "./modules/chat/chat.jobs.ts";
import { ChatService } from "./modules/chat/chat.service.ts";
import { type ChatLimitStore, chatLimitStore } from "./modules/chat/chat-limits.ts";
import { GuideEditorService } from "./modules/guides/guide-editor.service.ts";
import { createGuidesService, type GuidesService } from "./modules/guides/guides.service.ts";
import { NewsletterAdminService } from "./modules/newsletter/newsletter.admin.service.ts";
import { NewsletterService } from "./modules/newsletter/newsletter.service.ts";
import { BuyAgainService } from "./modules/orders/buy-again.service.ts";
import type { OrdersService } from "./modules/orders/orders.service.ts";
import { wireOrders } from "./modules/orders/orders.wiring.ts";
import { PartnerAdminService } from "./modules/partner/partner.admin.service.ts";
import { PartnerService } from "./modules/partner/partner.service.ts";
import { PlayerAccountsService } from "./modules/players/player-accounts.service.ts";
import { PlayersService } from "./modules/players/players.service.ts";
import { PromosService } from "./modules/promos/promos.service.ts";
import { RiskService } from "./modules/risk/risk.service.ts";
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
import { sharedCountersRedis } from "./platform/rate-limits.ts";
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
  /** "Forgot password?": e-mailed single-use links that set a new password. */
  passwordReset: PasswordResetService;
  /** Google sign-in (OpenID Connect): Google itself, or demo mode's development provider. */
  googleSignIn: GoogleSignIn;
  realtime: Realtime;
  chat: ChatService;
  /** Where the chat's limits are counted: Redis with REDIS_URL, shared by every process. */
  chatLimits: ChatLimitStore;
  /** Closes the shared counters' Redis connection (when there is one). */
  closeSharedCounters: () => Promise<void>;
  /** Closes the file store's connections if this function opened it (a given one stays open). */
  closeStorage: () => void;
  /** Stored files (chat attachments, admin images): DATA_DIR/uploads, or the S3_BUCKET bucket. */
  storage: FileStorage;
  /** Every image decode and encode takes its turn here (chat and admin uploads). */
  images: ImageQueue;
  /** The key the sandbox supplier checks (demo mode) and the supplier adapter signs with. */
  supplierSecret: string;
  supplier: TopUpSupplier;
  payments: PaymentProvider;
  players: PlayersService;
  /** A member's saved player accounts (remembered on delivery). */
  playerAccounts: PlayerAccountsService;
  cart: CartService;
  orders: OrdersService;
  /** "Buy again": a past order's lines back into the cart at today's prices. */
  buyAgain: BuyAgainService;
  /** Promo codes: checkout's discounts, and the staff screen that edits them. */
  promos: PromosService;
  /** Fraud rules (holds of paid orders) and blocklists (refused checkouts). */
  risk: RiskService;
  newsletter: NewsletterService;
  partner: PartnerService;
  /** Staff: newsletter subscribers (list, CSV) and the partner inbox (list, mark answered). */
  newsletterAdmin: NewsletterAdminService;
  partnerAdmin: PartnerAdminService;
  // Staff work, each served by the domain it edits (every write audited, then the read caches
  // emptied), and the admin frame's own reading: the dashboard and the audit log.
  /** Catalogue: games, their packages, image uploads, home lists, currencies, translations. */
  adminGames: AdminGamesService;
  adminPackages: AdminPackagesService;
  adminUploads: AdminUploadsService;
  featured: FeaturedService;
  currencies: CurrenciesService;
  catalogueTexts: CatalogueTextsService;
  /** Guides: the staff editor, through the guides' one write path. */
  guideEditor: GuideEditorService;
  /** Accounts: admin accounts and invitations. */
  adminAccounts: AdminAccountsService;
  /** Accounts: staff's view of shoppers, and blocking them. */
  customers: CustomersService;
  adminTwoFactor: AdminTwoFactorService;
  dashboard: DashboardService;
  auditLog: AuditLogService;
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
    twoFactorRequired: config.adminTwoFactor === "required",
  });
  const adminTwoFactor = new AdminTwoFactorService({
    db: database.db,
    sessions,
    clock,
    key: secrets.twoFactorKey,
    issuer: "GameZone",
    required: config.adminTwoFactor === "required",
  });
  const accounts = new AccountsService({
    db: database.db,
    sessions,
    twoFactor: adminTwoFactor,
    mailer,
    jobs,
    clock,
    subjectKey: secrets.subjectKey,
    origin: config.origin,
    supportEmail: config.supportEmail,
    developmentGoogle: usesDevelopmentProvider(config),
    caches,
  });
  const passwordReset = new PasswordResetService({
    db: database.db,
    sessions,
    mailer,
    jobs,
    clock,
    origin: config.origin,
    supportEmail: config.supportEmail,
    developmentMailbox: !config.smtpUrl,
  });
  const googleSignIn = new GoogleSignIn({ config, secrets, clock });
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
  registerCatalogueJobs({ db: database.db, jobs, storage, clock, log });
  const invalidate = () => caches.invalidateAll();
  const catalogueEditing = { db: database.db, clock, storage, invalidate };
  const adminGames = new AdminGamesService(catalogueEditing);
  const adminUploads = new AdminUploadsService({ db: database.db, storage, images });
  const featured = new FeaturedService(catalogueEditing);
  const currencies = new CurrenciesService(catalogueEditing);
  const catalogueTexts = new CatalogueTextsService(catalogueEditing);
  const guideEditor = new GuideEditorService({
    db: database.db,
    caches,
    clock,
    accounts,
    catalogue,
  });
  const adminAccounts = new AdminAccountsService({
    db: database.db,
    sessions,
    mailer,
    clock,
    origin: config.origin,
    supportEmail: config.supportEmail,
  });
  const dashboard = new DashboardService({ database, clock });
  const auditLog = new AuditLogService({ db: database.db });
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
  const playerAccounts = new PlayerAccountsService({ db: database.db });
  const cart = new CartService({ db: database.db, catalogue, players });
  const promos = new PromosService({ db: database.db, clock, caches });
  const risk = new RiskService({
    db: database.db,
    clock,
    velocityOverride: config.velocityOverride,
    caches,
  });
  const orders = wireOrders({
    config,
    db: database.db,
    catalogue,
    cart,
    players,
    playerAccounts,
    promos,
    risk,
    payments,
    supplier,
    jobs,
    mailer,
    clock,
    secrets,
    realtime,
    accounts,
    countersRedis,
    log,
  });
  const customers = new CustomersService({
    db: database.db,
    sessions,
    clock,
    orders,
    disconnectUser: (userId) => realtime.disconnectUser(userId),
    invalidate,
  });
  const buyAgain = new BuyAgainService({ db: database.db, catalogue, cart });
  const adminPackages = new AdminPackagesService({
    ...catalogueEditing,
    countOrderLines: (tx, packageId) => orders.countLinesOfPackage(tx, packageId),
  });
  registerAccountsJobs({ jobs, accounts, passwordReset, adminTwoFactor, log });
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
    passwordReset,
    adminTwoFactor,
    googleSignIn,
    realtime,
    chat,
    chatLimits,
    closeSharedCounters: async () => void (await countersRedis?.quit().catch(() => {})),
    closeStorage: () => {
      if (!deps.storage) storage.close?.();
    },
    storage,
    images,
    supplierSecret,
    supplier,
    payments,
    players,
    playerAccounts,
    cart,
    orders,
    buyAgain,
    promos,
    risk,
    newsletter,
    partner,
    newsletterAdmin: new NewsletterAdminService({ db: database.db }),
    partnerAdmin: new PartnerAdminService({ db: database.db, clock }),
    adminGames,
    adminPackages,
    adminUploads,
    featured,
    currencies,
    catalogueTexts,
    guideEditor,
    adminAccounts,
    customers,
    dashboard,
    auditLog,
  };
}

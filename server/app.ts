import { randomBytes } from "node:crypto";
import { constants as zlibConstants } from "node:zlib";
import fastifyCompress from "@fastify/compress";
import fastifyCookie from "@fastify/cookie";
import fastifySwagger from "@fastify/swagger";
import fastifySwaggerUi from "@fastify/swagger-ui";
import Fastify, { type FastifyBaseLogger, type FastifyInstance } from "fastify";
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from "fastify-type-provider-zod";
import pino from "pino";
import type { Database } from "#db/client.ts";
import { withNormalizedInput } from "#server/platform/unicode-input.ts";
import type { Config } from "./config.ts";
import { accountsAdminRoutes } from "./modules/accounts/accounts.admin.routes.ts";
import { accountsRoutes } from "./modules/accounts/accounts.routes.ts";
import { adminTwoFactorRoutes } from "./modules/accounts/admin-two-factor.routes.ts";
import { customersAdminRoutes } from "./modules/accounts/customers.admin.routes.ts";
import { googleRoutes } from "./modules/accounts/google.routes.ts";
import { passwordResetRoutes } from "./modules/accounts/password-reset.routes.ts";
import { auditLogRoutes } from "./modules/admin/audit-log.routes.ts";
import { dashboardRoutes } from "./modules/admin/dashboard.routes.ts";
import { cartRoutes } from "./modules/cart/cart.routes.ts";
import { catalogueAdminRoutes } from "./modules/catalogue/catalogue.admin.routes.ts";
import { catalogueRoutes } from "./modules/catalogue/catalogue.routes.ts";
import { catalogueHomeAdminRoutes } from "./modules/catalogue/catalogue-home.admin.routes.ts";
import { chatRoutes } from "./modules/chat/chat.routes.ts";
import { registerChatSocket } from "./modules/chat/chat.socket.ts";
import { chatLimits } from "./modules/chat/chat-limits.ts";
import { devApiRoutes, devPages } from "./modules/dev/dev.routes.ts";
import { devIdentityProvider } from "./modules/dev/dev-identity-provider.ts";
import { guidesAdminRoutes } from "./modules/guides/guides.admin.routes.ts";
import { guidesRoutes } from "./modules/guides/guides.routes.ts";
import { healthRoutes } from "./modules/health/health.routes.ts";
import { newsletterAdminRoutes } from "./modules/newsletter/newsletter.admin.routes.ts";
import { newsletterRoutes } from "./modules/newsletter/newsletter.routes.ts";
import { buyAgainRoutes } from "./modules/orders/buy-again.routes.ts";
import { ordersAdminRoutes } from "./modules/orders/orders.admin.routes.ts";
import { ordersRoutes } from "./modules/orders/orders.routes.ts";
import { partnerAdminRoutes } from "./modules/partner/partner.admin.routes.ts";
import { partnerRoutes } from "./modules/partner/partner.routes.ts";
import { playersRoutes } from "./modules/players/players.routes.ts";
import { promosAdminRoutes } from "./modules/promos/promos.admin.routes.ts";
import { riskAdminRoutes } from "./modules/risk/risk.admin.routes.ts";
import { sandboxPayApi, sandboxPayPages } from "./modules/sandbox/sandbox-pay.routes.ts";
import { sandboxSupplierRoutes } from "./modules/sandbox/sandbox-supplier.routes.ts";
import { seoRoutes } from "./modules/seo/seo.routes.ts";
import { type AdminRoute, registerAuthGuard } from "./platform/auth-guard.ts";
import { shareCacheInvalidation } from "./platform/cache-invalidation.ts";
import {
  collectMethodNotAllowed,
  handleClientError,
  handleFrameworkError,
  registerErrorHandler,
  throwRouteNotFound,
} from "./platform/error-handler.ts";
import type { FileStorage } from "./platform/file-storage.ts";
import { SandboxPaymentProvider } from "./platform/payments/sandbox-provider.ts";
import { registerRateLimits } from "./platform/rate-limits.ts";
import type { Clock } from "./platform/read-cache.ts";
import { registerRequestEdge, rewriteAbsoluteForm } from "./platform/request-guard.ts";
import { OneLinePerRequest } from "./platform/request-log.ts";
import { resolveSecrets } from "./platform/secrets.ts";
import { buildSecurityHeaders } from "./platform/security-headers.ts";
import { Lifecycle } from "./platform/shutdown.ts";
import { registerSsr } from "./platform/ssr.ts";
import { registerUploads } from "./platform/uploads.ts";
import { createServices, type Services } from "./services.ts";

export type AppDependencies = {
  database: Database;
  /** Serve the React Router pages too (tests of the API alone leave it off). */
  ssr?: boolean;
  /** Time as the services see it (tests move it forward instead of sleeping). */
  clock?: Clock;
  /** The file store, when not the one the config names (tests hand in explicit credentials). */
  storage?: FileStorage;
};

declare module "fastify" {
  interface FastifyInstance {
    services: Services;
    lifecycle: Lifecycle;
  }
}

/**
 * Request ids unique across processes (a random prefix per process, then a counter), short
 * enough to read out to support: the error screen shows them as the error ID.
 */
function createRequestIdGenerator(): () => string {
  const prefix = randomBytes(3).toString("hex");
  let counter = 0;
  return () => {
    counter = (counter + 1) % Number.MAX_SAFE_INTEGER;
    return `${prefix}-${counter.toString(36)}`;
  };
}

function createLogger(level: string): FastifyBaseLogger {
  return pino({ level }, pino.destination({ dest: 1, sync: false }));
}

/** A hop count as the function Fastify runs for one (its types accept no number). */
function trustProxyOption(
  setting: Config["trustProxy"],
): boolean | string[] | ((address: string, hop: number) => boolean) {
  return typeof setting === "number" ? (_address, hop) => hop < setting : setting;
}

/** Builds the whole HTTP application; `main.ts` listens on it, tests call `inject`. */
export async function buildApp(config: Config, deps: AppDependencies): Promise<FastifyInstance> {
  const app = Fastify({
    // Asynchronous, buffered writes: a synchronous write per log line was the largest single
    // cost of a cached catalogue request. pino flushes the buffer on exit.
    loggerInstance: createLogger(config.logLevel),
    logController: new OneLinePerRequest(),
    // No per-request child logger: creating one cost about a quarter of a cached API request.
    // The request id goes into each line explicitly instead (request-log.ts, error-handler.ts).
    childLoggerFactory: (logger) => logger,
    genReqId: createRequestIdGenerator(),
    // Finish in-flight requests on close, refuse new ones with 503 meanwhile.
    return503OnClosing: true,
    forceCloseConnections: "idle",
    bodyLimit: 1024 * 1024,
    // X-Forwarded-* only from the proxies the operator names; nobody's by default.
    trustProxy: trustProxyOption(config.trustProxy),
    rewriteUrl: rewriteAbsoluteForm,
    frameworkErrors: handleFrameworkError,
    clientErrorHandler: handleClientError,
    routerOptions: { maxParamLength: 200 },
  }).withTypeProvider<ZodTypeProvider>();

  const services = createServices({
    config,
    database: deps.database,
    log: app.log,
    secrets: await resolveSecrets(config, deps.database.db),
    ...(deps.clock ? { clock: deps.clock } : {}),
    ...(deps.storage ? { storage: deps.storage } : {}),
  });
  const stopSharingInvalidation = await shareCacheInvalidation(services.caches, {
    database: deps.database,
    redisUrl: config.redisUrl,
    redisKeyPrefix: config.redisKeyPrefix,
    log: app.log,
  });
  const lifecycle = new Lifecycle();
  app.decorate("services", services);
  app.decorate("lifecycle", lifecycle);

  // Graceful shutdown: the keep-alive socket of a request that was in flight when close() began
  // becomes idle only after its response, and would hold close() open for the whole keep-alive
  // timeout (72 s in Fastify). Sweep idle sockets while closing instead of adding a hook to
  // every request.
  app.addHook("preClose", (done) => {
    const sweep = setInterval(() => app.server.closeIdleConnections(), 50);
    sweep.unref();
    app.server.once("close", () => clearInterval(sweep));
    done();
  });

  app.setValidatorCompiler(withNormalizedInput(validatorCompiler));
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);
  app.setNotFoundHandler(async (request) => throwRouteNotFound(request));

  registerRequestEdge(app, {
    trustProxy: config.trustProxy !== false,
    securityHeaders: buildSecurityHeaders({ hsts: config.origin.startsWith("https:") }),
    lifecycle,
  });

  await app.register(fastifyCookie);
  await registerRateLimits(app, { redisUrl: config.redisUrl, keyPrefix: config.redisKeyPrefix });

  const adminRoutes: AdminRoute[] = [];
  app.decorate("adminRoutes", adminRoutes);
  await app.register(
    async (api) => {
      const addMethodNotAllowed = collectMethodNotAllowed(api);
      registerAuthGuard(api, (token) => services.sessions.resolve(token), adminRoutes);
      await api.register(fastifySwagger, {
        openapi: {
          info: {
            title: "GameZone API",
            description: "INSTANT RECHARGE. INSTANT VICTORY! The storefront's public API.",
            version: "0.1.0",
          },
        },
        transform: jsonSchemaTransform,
      });
      await api.register(async (docs) => {
        // Only the API docs (a 1.4 MB UI bundle) need compression on the fly: pages, catalogue
        // replies and assets carry their compressed forms, so no other request pays its hooks.
        await docs.register(fastifyCompress, {
          encodings: ["br", "gzip"],
          threshold: 1024,
          // Brotli's default quality (11) costs milliseconds per response; 5 keeps most gains.
          brotliOptions: { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 5 } },
        });
        // indexPrefix: the UI's asset links must resolve from /api/docs and /api/docs/ alike.
        await docs.register(fastifySwaggerUi, { routePrefix: "/docs", indexPrefix: "/api" });
      });
      await api.register(healthRoutes, { database: deps.database, lifecycle });
      await api.register(catalogueRoutes, { services });
      await api.register(guidesRoutes, { guides: services.guides });
      await api.register(accountsRoutes, { accounts: services.accounts, origin: config.origin });
      await api.register(passwordResetRoutes, { passwordReset: services.passwordReset });
      await api.register(googleRoutes, {
        googleSignIn: services.googleSignIn,
        accounts: services.accounts,
        origin: config.origin,
      });
      await api.register(cartRoutes, { services });
      await api.register(ordersRoutes, { services });
      await api.register(buyAgainRoutes, { buyAgain: services.buyAgain });
      await api.register(playersRoutes, { playerAccounts: services.playerAccounts });
      await api.register(ordersAdminRoutes, { services });
      await api.register(dashboardRoutes, { dashboard: services.dashboard });
      await api.register(catalogueAdminRoutes, {
        adminGames: services.adminGames,
        adminPackages: services.adminPackages,
        adminUploads: services.adminUploads,
      });
      await api.register(catalogueHomeAdminRoutes, {
        featured: services.featured,
        currencies: services.currencies,
        catalogueTexts: services.catalogueTexts,
      });
      await api.register(guidesAdminRoutes, { guideEditor: services.guideEditor });
      await api.register(accountsAdminRoutes, {
        adminAccounts: services.adminAccounts,
        twoFactor: services.adminTwoFactor,
        origin: config.origin,
      });
      await api.register(customersAdminRoutes, { customers: services.customers });
      await api.register(adminTwoFactorRoutes, {
        twoFactor: services.adminTwoFactor,
        origin: config.origin,
      });
      await api.register(auditLogRoutes, { auditLog: services.auditLog });
      await api.register(promosAdminRoutes, { promos: services.promos });
      await api.register(riskAdminRoutes, { risk: services.risk });
      await api.register(newsletterRoutes, { services });
      await api.register(partnerRoutes, { services });
      await api.register(newsletterAdminRoutes, { newsletterAdmin: services.newsletterAdmin });
      await api.register(partnerAdminRoutes, { partnerAdmin: services.partnerAdmin });
      await api.register(chatRoutes, {
        storage: services.storage,
        chat: services.chat,
        images: services.images,
      });
      if (config.mode === "demo") await api.register(devApiRoutes, { services });
      if (services.payments instanceof SandboxPaymentProvider) {
        await api.register(sandboxPayApi, { sandbox: services.payments });
      }
      addMethodNotAllowed();
      api.all("/*", { schema: { hide: true } }, async (request) => throwRouteNotFound(request));
    },
    { prefix: "/api" },
  );

  await registerUploads(app, { dataDir: config.dataDir, storage: services.storage });
  // Development stand-ins (mailbox, identity provider) exist only in demo mode.
  if (config.mode === "demo") await app.register(devPages, { services });
  // Demo mode's sandbox payment page and sandbox supplier (production mode refuses both).
  if (services.payments instanceof SandboxPaymentProvider) {
    await app.register(sandboxPayPages, { sandbox: services.payments });
  }
  if (config.mode === "demo" && !config.supplier.url) {
    await app.register(sandboxSupplierRoutes, {
      prefix: "/sandbox/supplier",
      db: deps.database.db,
      secret: services.supplierSecret,
      faults: config.supplier.sandbox,
    });
  }
  if (config.mode === "demo") await app.register(devIdentityProvider, { services });
  await app.register(seoRoutes, {
    catalogue: services.catalogue,
    guides: services.guides,
    origin: config.origin,
  });

  if (deps.ssr ?? true) await registerSsr(app, services);

  const io = services.realtime.attach(app.server, {
    resolveViewer: (token) => services.sessions.resolve(token),
    guestIdFromToken: (token) => services.chat.guestIdFromToken(token),
    redisUrl: config.redisUrl,
    redisKeyPrefix: config.redisKeyPrefix,
    log: app.log,
    trustProxy: config.trustProxy,
    socketsPerAddress: chatLimits.socketsPerAddress,
    roomsFor: (auth) => services.orders.liveRoomsFor(auth),
  });
  registerChatSocket(io, services.chat, app.log, {
    limits: services.chatLimits,
    track: (work) => services.realtime.track(work),
  });
  await services.jobs.start();
  // Jobs stop before the HTTP server closes: a running job may still need it (demo mode's
  // sandbox supplier and payment webhooks are served by this very server), and no new job
  // starts a supplier call while requests are being refused.
  app.addHook("preClose", async () => {
    await services.jobs.stop();
    // Before the listener's close, which waits for every connection to end: a connection
    // upgraded to WebSocket is no longer one the HTTP server closes (not even
    // closeAllConnections), so an open chat or live-order page would hold the shutdown forever.
    await services.realtime.close();
  });
  app.addHook("onClose", async () => {
    await services.jobs.stop();
    services.mailTransport.close();
    await stopSharingInvalidation();
    await services.closeSharedCounters();
    services.closeStorage();
    await deps.database.close();
  });
  return app;
}

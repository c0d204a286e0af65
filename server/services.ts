import type { FastifyBaseLogger } from "fastify";
import type { Database } from "#db/client.ts";
import type { Config } from "./config.ts";
import { AccessTokens } from "./modules/accounts/access-tokens.ts";
import { AccountsService } from "./modules/accounts/accounts.service.ts";
import { SessionsService } from "./modules/accounts/sessions.service.ts";
import {
  type CatalogueService,
  createCatalogueService,
} from "./modules/catalogue/catalogue.service.ts";
import { Jobs } from "./platform/jobs.ts";
import {
  createDevMailbox,
  createSmtpTransport,
  Mailer,
  type MailTransport,
} from "./platform/mail.ts";
import { type Clock, ReadCacheRegistry, systemClock } from "./platform/read-cache.ts";
import { resolveSecrets, type Secrets } from "./platform/secrets.ts";

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
  secrets: Secrets;
  jobs: Jobs;
  mailTransport: MailTransport;
  mailer: Mailer;
  sessions: SessionsService;
  accounts: AccountsService;
};

export function createServices(deps: {
  config: Config;
  database: Database;
  log: FastifyBaseLogger;
  clock?: Clock;
}): Services {
  const { config, database, log } = deps;
  const clock = deps.clock ?? systemClock;
  const caches = new ReadCacheRegistry({ ttlMs: config.cacheTtlMs, clock });
  const secrets = resolveSecrets(config);
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
    clock,
    subjectKey: secrets.subjectKey,
    origin: config.origin,
    supportEmail: config.supportEmail,
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
    catalogue: createCatalogueService(database.db, { caches }),
    secrets,
    jobs,
    mailTransport,
    mailer,
    sessions,
    accounts,
  };
}

import { isIP } from "node:net";
import path from "node:path";
import { z } from "zod";
import type { PublicSupportLinks } from "#contracts/app-context.ts";
import {
  isStripeMethodType,
  type StripeMethodType,
  stripeMethodTypes,
} from "#server/platform/payments/stripe-methods.ts";

const booleanFlag = z
  .enum(["true", "false", "1", "0"])
  .transform((value) => value === "true" || value === "1");

/** An empty variable (`PORT=`) means "not set", as a shell user expects, never 0 or "". */
function optional<T extends z.ZodType>(schema: T) {
  return z.preprocess((value) => (value === "" ? undefined : value), schema.optional());
}

const portSchema = z
  .string()
  .regex(/^[0-9]{1,5}$/, "must be a whole number from 1 to 65535")
  .transform(Number)
  .pipe(z.number().int().min(1, "must be 1 or more").max(65_535, "must be 65535 or less"));

const ttlSchema = z
  .string()
  .regex(/^[0-9]{1,7}$/, "must be a whole number of milliseconds")
  .transform(Number)
  .pipe(z.number().max(3_600_000, "must be 3600000 (one hour) or less"));

const originSchema = z.string().transform((value, context) => {
  let url: URL | undefined;
  try {
    url = new URL(value);
  } catch {
    url = undefined;
  }
  const origin = url?.origin;
  const pathless = url && url.pathname === "/" && !url.search && !url.hash && !url.username;
  if (!url || (url.protocol !== "http:" && url.protocol !== "https:") || !pathless || !origin) {
    context.addIssue({
      code: "custom",
      message: "must be an http(s) origin such as https://shop.example (no path, query or user)",
    });
    return z.NEVER;
  }
  return origin;
});

/**
 * Which peers may set X-Forwarded-For/-Proto/-Host: nobody by default (headers from the
 * internet are not trusted), a hop count behind a known number of proxies, or the proxies'
 * addresses and CIDR ranges.
 */
const trustProxySchema = z.string().transform((value, context): false | number | string[] => {
  const text = value.trim();
  if (text === "" || text === "false" || text === "0") return false;
  if (/^[0-9]{1,2}$/.test(text)) return Number(text);
  const entries = text.split(",").map((entry) => entry.trim());
  const valid = entries.every((entry) => {
    const [address = "", bits, ...rest] = entry.split("/");
    if (rest.length > 0 || !isIP(address)) return false;
    return bits === undefined || /^[0-9]{1,3}$/.test(bits);
  });
  if (!valid) {
    context.addIssue({
      code: "custom",
      message: "must be false, a hop count (1-99) or comma-separated proxy addresses/CIDRs",
    });
    return z.NEVER;
  }
  return entries;
});

function wholeNumber(min: number, max: number) {
  return z
    .string()
    .regex(/^[0-9]{1,9}$/, "must be a whole number")
    .transform(Number)
    .pipe(z.number().min(min, `must be ${min} or more`).max(max, `must be ${max} or less`));
}

/** A probability from 0 to 1 ("0.3"). */
const rate = z
  .string()
  .regex(/^(0(\.[0-9]+)?|1(\.0+)?)$/, "must be a number from 0 to 1")
  .transform(Number);

const envSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  PORT: optional(portSchema),
  HOST: optional(z.string()),
  DATA_DIR: optional(z.string()),
  DATABASE_URL: optional(
    z.string().regex(/^postgres(ql)?:\/\//, "must be a postgres:// or postgresql:// URL"),
  ),
  PUBLIC_URL: optional(originSchema),
  TRUST_PROXY: optional(trustProxySchema),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  SUPPORT_EMAIL: z.email().default("support@gamezone.example"),
  SUPPORT_WHATSAPP_URL: optional(z.url({ protocol: /^https$/, message: "must be an https URL" })),
  COMMUNITY_URL: optional(z.url({ protocol: /^https$/, message: "must be an https URL" })),
  CACHE_TTL_MS: optional(ttlSchema),
  PAGE_CACHE: booleanFlag.default(true),
  SHUTDOWN_DRAIN_MS: optional(
    z
      .string()
      .regex(/^[0-9]{1,6}$/, "must be a whole number of milliseconds")
      .transform(Number),
  ),
  SEED_DEMO: booleanFlag.default(true),
  APP_MODE: z
    .enum(["demo", "production"], { message: "must be demo or production" })
    .default("demo"),
  AUTH_SECRET: optional(
    z.string().min(32, "must be at least 32 characters (use: openssl rand -hex 32)"),
  ),
  SMTP_URL: optional(z.string().regex(/^smtps?:\/\//, "must be an smtp:// or smtps:// URL")),
  MAIL_FROM: optional(z.string().min(3)),
  GOOGLE_CLIENT_ID: optional(z.string().min(1)),
  GOOGLE_CLIENT_SECRET: optional(z.string().min(1)),
  OIDC_ISSUER: optional(z.url({ protocol: /^https?$/, message: "must be an http(s) URL" })),
  ADMIN_EMAIL: optional(z.email("must be an e-mail address")),
  ADMIN_PASSWORD: optional(z.string().min(12, "must be at least 12 characters")),
  ADMIN_2FA: z
    .enum(["optional", "required"], { message: "must be optional or required" })
    .default("optional"),
  PAYMENT_PROVIDER: z
    .enum(["sandbox", "stripe"], { message: "must be sandbox or stripe" })
    .optional(),
  STRIPE_SECRET_KEY: optional(z.string().min(8)),
  STRIPE_WEBHOOK_SECRET: optional(z.string().min(8)),
  /** The Stripe API's origin (tests point it at a local stand-in). */
  STRIPE_API_URL: optional(z.url({ protocol: /^https?$/, message: "must be an http(s) URL" })),
  /** Stripe payment method types, comma-separated (card,link,alipay,paynow…). */
  STRIPE_PAYMENT_METHODS: optional(
    z
      .string()
      .transform((value) => [
        ...new Set(
          value
            .split(",")
            .map((type) => type.trim())
            .filter(Boolean),
        ),
      ])
      .pipe(
        z
          .array(
            z.string().refine(isStripeMethodType, {
              message: `must list Stripe payment method types among ${Object.keys(stripeMethodTypes).join(", ")}`,
            }),
          )
          .min(1, "must list at least one Stripe payment method type"),
      )
      .transform((types) => types as StripeMethodType[]),
  ),
  /**
   * How long an order paid by bank transfer waits for the money before it is cancelled. Stripe
   * keeps a Checkout Session open for 24 hours at most.
   */
  BANK_TRANSFER_MINUTES: optional(wholeNumber(31, 24 * 60)),
  SANDBOX_WEBHOOK_DUPLICATES: optional(wholeNumber(1, 10)),
  SUPPLIER_URL: optional(z.url({ protocol: /^https?$/, message: "must be an http(s) URL" })),
  SUPPLIER_SECRET: optional(z.string().min(16, "must be at least 16 characters")),
  SUPPLIER_TIMEOUT_MS: optional(wholeNumber(100, 120_000)),
  SANDBOX_SUPPLIER_FAILURE_RATE: optional(rate),
  SANDBOX_SUPPLIER_TIMEOUT_RATE: optional(rate),
  SANDBOX_SUPPLIER_LATENCY_MS: optional(wholeNumber(0, 60_000)),
  FULFILMENT_RETRY_LIMIT: optional(wholeNumber(0, 20)),
  FULFILMENT_RETRY_DELAY_SECONDS: optional(wholeNumber(1, 3_600)),
  MAINTENANCE_WAIT_MINUTES: optional(wholeNumber(1, 7 * 24 * 60)),
  VELOCITY_MAX_ORDERS_PER_HOUR: optional(wholeNumber(1, 10_000)),
  VELOCITY_MAX_CENTS_PER_HOUR: optional(wholeNumber(100, 100_000_000)),
  IMAGE_CONCURRENCY: optional(wholeNumber(1, 16)),
  IMAGE_QUEUE_LENGTH: optional(wholeNumber(0, 1_000)),
  REDIS_URL: optional(z.string().regex(/^rediss?:\/\//, "must be a redis:// or rediss:// URL")),
  REDIS_KEY_PREFIX: optional(
    z.string().regex(/^[A-Za-z0-9_:.-]{1,64}$/, "must be 1-64 letters, digits or _ : . -"),
  ),
  S3_BUCKET: optional(
    z.string().regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, "must be an S3 bucket name"),
  ),
  S3_ENDPOINT: optional(z.url({ protocol: /^https?$/, message: "must be an http(s) URL" })),
  S3_FORCE_PATH_STYLE: booleanFlag.default(false),
  S3_PUBLIC_URL: optional(
    z
      .url({ protocol: /^https?$/, message: "must be an http(s) URL" })
      .refine((value) => !value.endsWith("/"), "must not end with a slash"),
  ),
});

/** What production mode refuses to start without, each with the reason a user reads. */
const requiredInProduction = [
  ["PUBLIC_URL", "the shop's public https origin (e-mail links, Google sign-in, canonical URLs)"],
  ["AUTH_SECRET", "the secret that signs sessions (openssl rand -hex 32)"],
  ["SMTP_URL", "the SMTP server that sends sign-up codes and receipts"],
  ["GOOGLE_CLIENT_ID", "Google sign-in's OAuth client id"],
  ["GOOGLE_CLIENT_SECRET", "Google sign-in's OAuth client secret"],
  ["SUPPLIER_URL", "the top-up supplier's API (the sandbox supplier exists only in demo mode)"],
  ["SUPPLIER_SECRET", "the key that signs requests to and callbacks from the supplier"],
  [
    "STRIPE_SECRET_KEY",
    "Stripe's secret API key (the sandbox payment page exists only in demo mode)",
  ],
  ["STRIPE_WEBHOOK_SECRET", "the signing secret of the Stripe webhook endpoint"],
] as const;

export type Config = {
  env: "development" | "production" | "test";
  /** `--dev`: Vite middleware with HMR instead of the built client. */
  dev: boolean;
  port: number;
  /** Where to listen: HOST, else 127.0.0.1 in demo mode and 0.0.0.0 in production mode. */
  host: string;
  /**
   * The shop's origin (no trailing slash) for canonical, Open Graph, robots and sitemap URLs and
   * the URL React Router sees: PUBLIC_URL, else derived from HOST and PORT. Never taken from
   * request headers, which anyone can forge.
   */
  origin: string;
  trustProxy: false | number | string[];
  dataDir: string;
  databaseUrl: string | undefined;
  logLevel: string;
  supportEmail: string;
  /**
   * The footer's chat-app support link (`https://wa.me/<number>`) and community invite; each
   * link is left out of the footer while its variable is unset.
   */
  supportLinks: PublicSupportLinks;
  /** One lifetime for every read cache (catalogue data, encoded replies, pages); 0 disables. */
  cacheTtlMs: number;
  /**
   * Whether rendered public pages are shared (with cacheTtlMs > 0); off, every page request is
   * a fresh render from cached catalogue data (what the fresh-render benchmark measures).
   */
  pageCache: boolean;
  /** After SIGTERM: how long to keep serving (with `Connection: close`) before closing. */
  shutdownDrainMs: number;
  seedDemo: boolean;
  /**
   * ADMIN_2FA: "required" makes two-factor sign-in mandatory for owners and managers (their
   * sessions reach only the two-factor setup until it is on); "optional" leaves it to each admin.
   */
  adminTwoFactor: "optional" | "required";
  /** Folder holding the React Router build (`build/`). */
  buildDir: string;
  /**
   * demo: every development stand-in on (mailbox, development Google provider, generated
   * secrets, demo admin). production: all of them off, and the real services required.
   */
  mode: "demo" | "production";
  /** Signs access tokens and keys every other secret; demo mode generates one under DATA_DIR. */
  authSecret: string | undefined;
  /** SMTP server URL; unset in demo mode means the development mailbox. */
  smtpUrl: string | undefined;
  mailFrom: string;
  /** Google sign-in; unset in demo mode means the development provider under /dev/oidc. */
  google: { clientId: string; clientSecret: string; issuer: string } | undefined;
  /** The owner account created or updated at start. */
  admin: { email: string; password: string | undefined } | undefined;
  redisUrl: string | undefined;
  /** Before every Redis key and channel of this shop (several shops or test runs can share one). */
  redisKeyPrefix: string;
  /**
   * Uploads in an S3-compatible bucket (S3_BUCKET), else on this process's disk under
   * DATA_DIR/uploads. Credentials and region come from the SDK's own AWS_* variables.
   */
  s3:
    | {
        bucket: string;
        endpoint: string | undefined;
        forcePathStyle: boolean;
        publicUrl: string | undefined;
      }
    | undefined;
  /** Images decoded at once and images allowed to wait (server/platform/image-queue.ts). */
  images: { concurrency: number; queueLength: number };
  payments: {
    provider: "sandbox" | "stripe";
    stripe:
      | {
          secretKey: string;
          webhookSecret: string;
          apiUrl: string | undefined;
          /** The Checkout Session's payment_method_types (STRIPE_PAYMENT_METHODS). */
          methodTypes: StripeMethodType[];
        }
      | undefined;
    /** An order paid by bank transfer is cancelled unpaid after this (BANK_TRANSFER_MINUTES). */
    bankTransferMinutes: number;
    /** Sandbox: each webhook event is delivered this many times, in shuffled order. */
    sandboxWebhookDuplicates: number;
  };
  supplier: {
    /** The reseller API; unset in demo mode means the sandbox supplier at /sandbox/supplier. */
    url: string | undefined;
    secret: string | undefined;
    timeoutMs: number;
    sandbox: { failureRate: number; timeoutRate: number; latencyMs: number };
  };
  fulfilment: {
    retryLimit: number;
    retryDelaySeconds: number;
    /**
     * How long a line the supplier refuses because the game is under maintenance keeps waiting
     * for the game's servers before it is refunded.
     */
    maintenanceWaitMinutes: number;
  };
  /**
   * VELOCITY_MAX_ORDERS_PER_HOUR / VELOCITY_MAX_CENTS_PER_HOUR: when either is set, one hourly
   * limit per account, e-mail and player replaces the fraud rules kept in the database (load
   * tests raise it, tests lower it); null when neither is set (decision 0070).
   */
  velocityOverride: { maxOrdersPerHour: number; maxCentsPerHour: number } | null;
};

export class ConfigError extends Error {
  override name = "ConfigError";
}

/** Parses the environment once; lists every bad variable so a user fixes them in one go. */
export function loadConfig(
  env: Record<string, string | undefined> = process.env,
  options: { dev?: boolean; rootDir?: string } = {},
): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => {
      const name = issue.path.join(".") || "(environment)";
      return `  ${name}=${JSON.stringify(env[name] ?? "")}: ${issue.message}`;
    });
    throw new ConfigError(`Invalid environment variables:\n${lines.join("\n")}`);
  }
  const values = parsed.data;
  if (values.APP_MODE === "production") {
    const missing = requiredInProduction.filter(([name]) => !values[name]);
    if (values.PAYMENT_PROVIDER === "sandbox") {
      throw new ConfigError(
        "APP_MODE=production cannot use PAYMENT_PROVIDER=sandbox: set it to stripe",
      );
    }
    if (missing.length > 0) {
      const lines = missing.map(([name, why]) => `  ${name}: ${why}`);
      throw new ConfigError(
        `APP_MODE=production needs these variables, which are not set:\n${lines.join("\n")}`,
      );
    }
  }
  const rootDir = options.rootDir ?? process.cwd();
  const port = values.PORT ?? 3000;
  // Demo mode hands out codes, invitations and sign-ins to whoever can reach it (the mailbox,
  // the development Google provider): it listens on this machine only unless HOST says otherwise.
  const host = values.HOST ?? (values.APP_MODE === "demo" ? "127.0.0.1" : "0.0.0.0");
  return {
    env: values.NODE_ENV,
    dev: options.dev ?? false,
    port,
    host,
    origin: values.PUBLIC_URL ?? localOrigin(values.HOST ?? "localhost", port),
    trustProxy: values.TRUST_PROXY ?? false,
    dataDir: path.resolve(rootDir, values.DATA_DIR ?? ".data"),
    databaseUrl: values.DATABASE_URL,
    logLevel: values.LOG_LEVEL,
    supportEmail: values.SUPPORT_EMAIL,
    supportLinks: {
      whatsapp: values.SUPPORT_WHATSAPP_URL ?? null,
      community: values.COMMUNITY_URL ?? null,
    },
    // Development shows every code or data change at once unless a TTL is asked for.
    cacheTtlMs: values.CACHE_TTL_MS ?? (options.dev ? 0 : 5_000),
    pageCache: values.PAGE_CACHE,
    shutdownDrainMs: values.SHUTDOWN_DRAIN_MS ?? 3_000,
    seedDemo: values.SEED_DEMO,
    adminTwoFactor: values.ADMIN_2FA,
    buildDir: path.resolve(rootDir, "build"),
    mode: values.APP_MODE,
    authSecret: values.AUTH_SECRET,
    smtpUrl: values.SMTP_URL,
    mailFrom: values.MAIL_FROM ?? `GameZone <no-reply@${mailDomain(values.SUPPORT_EMAIL)}>`,
    google:
      values.GOOGLE_CLIENT_ID && values.GOOGLE_CLIENT_SECRET
        ? {
            clientId: values.GOOGLE_CLIENT_ID,
            clientSecret: values.GOOGLE_CLIENT_SECRET,
            issuer: values.OIDC_ISSUER ?? "https://accounts.google.com",
          }
        : undefined,
    admin: values.ADMIN_EMAIL
      ? { email: values.ADMIN_EMAIL.toLowerCase(), password: values.ADMIN_PASSWORD }
      : undefined,
    redisUrl: values.REDIS_URL,
    redisKeyPrefix: values.REDIS_KEY_PREFIX ?? "gamezone:",
    s3: values.S3_BUCKET
      ? {
          bucket: values.S3_BUCKET,
          endpoint: values.S3_ENDPOINT,
          forcePathStyle: values.S3_FORCE_PATH_STYLE,
          publicUrl: values.S3_PUBLIC_URL,
        }
      : undefined,
    images: {
      concurrency: values.IMAGE_CONCURRENCY ?? 1,
      queueLength: values.IMAGE_QUEUE_LENGTH ?? 6,
    },
    payments: {
      provider:
        values.PAYMENT_PROVIDER ?? (values.APP_MODE === "production" ? "stripe" : "sandbox"),
      stripe:
        values.STRIPE_SECRET_KEY && values.STRIPE_WEBHOOK_SECRET
          ? {
              secretKey: values.STRIPE_SECRET_KEY,
              webhookSecret: values.STRIPE_WEBHOOK_SECRET,
              apiUrl: values.STRIPE_API_URL,
              methodTypes: values.STRIPE_PAYMENT_METHODS ?? ["card"],
            }
          : undefined,
      // A transfer takes hours to arrive, not the 30 minutes a card payment is given.
      bankTransferMinutes: values.BANK_TRANSFER_MINUTES ?? 24 * 60,
      sandboxWebhookDuplicates: values.SANDBOX_WEBHOOK_DUPLICATES ?? 1,
    },
    supplier: {
      url: values.SUPPLIER_URL,
      secret: values.SUPPLIER_SECRET,
      timeoutMs: values.SUPPLIER_TIMEOUT_MS ?? 10_000,
      sandbox: {
        failureRate: values.SANDBOX_SUPPLIER_FAILURE_RATE ?? 0,
        timeoutRate: values.SANDBOX_SUPPLIER_TIMEOUT_RATE ?? 0,
        latencyMs: values.SANDBOX_SUPPLIER_LATENCY_MS ?? 0,
      },
    },
    fulfilment: {
      retryLimit: values.FULFILMENT_RETRY_LIMIT ?? 6,
      retryDelaySeconds: values.FULFILMENT_RETRY_DELAY_SECONDS ?? 5,
      // Game maintenance usually lasts an hour or two; a few hours covers an update-day
      // overrun without keeping a buyer's money for a day. Demo mode's sandbox games come back
      // within seconds, so its window is short enough to watch a wait end in a refund.
      maintenanceWaitMinutes:
        values.MAINTENANCE_WAIT_MINUTES ?? (values.APP_MODE === "production" ? 240 : 2),
    },
    velocityOverride:
      values.VELOCITY_MAX_ORDERS_PER_HOUR === undefined &&
      values.VELOCITY_MAX_CENTS_PER_HOUR === undefined
        ? null
        : {
            maxOrdersPerHour: values.VELOCITY_MAX_ORDERS_PER_HOUR ?? 10,
            maxCentsPerHour: values.VELOCITY_MAX_CENTS_PER_HOUR ?? 50_000,
          },
  };
}

function mailDomain(email: string): string {
  return email.slice(email.lastIndexOf("@") + 1);
}

/** Whether a listen address keeps the server to this machine (127.0.0.0/8, ::1, localhost). */
export function isLoopbackHost(host: string): boolean {
  const bare = host.replace(/^\[|\]$/g, "").toLowerCase();
  return bare === "localhost" || bare === "::1" || /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(bare);
}

/** The origin a local user reaches when no PUBLIC_URL is set (0.0.0.0 is not browsable). */
function localOrigin(host: string, port: number): string {
  const shown = host === "0.0.0.0" || host === "::" || host === "" ? "localhost" : host;
  return `http://${isIP(shown) === 6 ? `[${shown}]` : shown}:${port}`;
}

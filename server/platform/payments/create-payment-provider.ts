import type { FastifyBaseLogger } from "fastify";
import type { Db } from "#db/client.ts";
import type { Config } from "#server/config.ts";
import type { Jobs } from "#server/platform/jobs.ts";
import type { Clock } from "#server/platform/read-cache.ts";
import { SandboxPaymentProvider } from "./sandbox-provider.ts";
import { StripePaymentProvider } from "./stripe-provider.ts";

/**
 * The configured payment provider. The union (not just `PaymentProvider`) lets the app check
 * `name === "sandbox"` to mount the sandbox pay page only when the sandbox is in use.
 */
export function createPaymentProvider(deps: {
  config: Config;
  db: Db;
  jobs: Jobs;
  /** Signs the sandbox's webhooks; unused by Stripe, which has its own webhook secret. */
  secret: Buffer | string;
  origin: string;
  clock?: Clock;
  log?: FastifyBaseLogger;
}): SandboxPaymentProvider | StripePaymentProvider {
  const { payments } = deps.config;
  if (payments.provider === "stripe") {
    if (!payments.stripe) {
      throw new Error(
        "PAYMENT_PROVIDER=stripe needs STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET to be set",
      );
    }
    return new StripePaymentProvider({
      secretKey: payments.stripe.secretKey,
      webhookSecret: payments.stripe.webhookSecret,
      apiUrl: payments.stripe.apiUrl,
      methodTypes: payments.stripe.methodTypes,
      ...(deps.clock ? { clock: deps.clock } : {}),
    });
  }
  // Configuration already refuses this; the check keeps a test page from taking real orders.
  if (deps.config.mode === "production") {
    throw new Error("The sandbox payment provider exists only in demo mode");
  }
  return new SandboxPaymentProvider({
    db: deps.db,
    jobs: deps.jobs,
    secret: deps.secret,
    origin: deps.origin,
    duplicates: payments.sandboxWebhookDuplicates,
    ...(deps.clock ? { clock: deps.clock } : {}),
    ...(deps.log ? { log: deps.log } : {}),
  });
}

import type { FastifyBaseLogger } from "fastify";
import type { LanguageCode } from "#contracts/languages.ts";
import type { Jobs } from "#server/platform/jobs.ts";
import type { AccountsService } from "./accounts.service.ts";
import type { AdminTwoFactorService } from "./admin-two-factor.service.ts";
import type { PasswordResetService } from "./password-reset.service.ts";

// Queue names are stored by pg-boss (queued jobs, cron schedules): they never change.
export const signupResendQueue = "accounts.signup-resend";
export const accountsPruneQueue = "accounts.prune";
export const passwordResetQueue = "accounts.password-reset";

/**
 * The accounts' background work: a sign-up code re-sent and a password reset link sent off the
 * request (queued by `requestSignupResend` and `requestReset`, so the reply is the same for any
 * address), and every 15 minutes expired sign-ups, reset links, staff sign-in challenges and dead
 * sessions removed. A retried reset job sends a new link that voids the one before, so at most
 * one ever works.
 */
export function registerAccountsJobs(deps: {
  jobs: Jobs;
  accounts: AccountsService;
  passwordReset: PasswordResetService;
  adminTwoFactor: AdminTwoFactorService;
  log: FastifyBaseLogger;
}): void {
  const { jobs, accounts, passwordReset, adminTwoFactor, log } = deps;
  jobs.define({ name: signupResendQueue, retryLimit: 2 });
  jobs.work<{ email: string; lang: LanguageCode }>(signupResendQueue, async ({ email, lang }) => {
    await accounts.resendSignupCode(email, lang);
  });
  jobs.define({ name: passwordResetQueue, retryLimit: 2 });
  jobs.work<{ email: string; ip: string }>(passwordResetQueue, async ({ email, ip }) => {
    await passwordReset.sendResetLink(email, ip);
  });
  jobs.define({ name: accountsPruneQueue, cron: "*/15 * * * *", retryLimit: 1 });
  jobs.work(accountsPruneQueue, async () => {
    const pruned = {
      ...(await accounts.pruneExpired()),
      passwordResets: await passwordReset.pruneExpired(),
      signInChallenges: await adminTwoFactor.pruneExpired(),
    };
    log.info(pruned, "pruned expired sign-ups, reset links, sign-in challenges and sessions");
  });
}

import { AppError } from "#contracts/errors-rules.ts";
import type { LanguageCode } from "#contracts/languages.ts";
import { normalizeLanguage } from "#contracts/languages.ts";
import { newsletterApiPaths, newsletterResendAfterMs } from "#contracts/newsletter-rules.ts";
import { paths } from "#contracts/paths.ts";
import type { Db, Executor } from "#db/client.ts";
import type { Mailer } from "#server/platform/mail.ts";
import type { Clock } from "#server/platform/read-cache.ts";
import { confirmSubscriptionMail, welcomeMail } from "./newsletter.emails.ts";
import {
  insertSubscription,
  lockSubscriptionByEmail,
  lockSubscriptionById,
  type SubscriptionRow,
  updateSubscription,
} from "./newsletter.repository.ts";
import {
  checkLink,
  confirmLinkLifetimeMs,
  type LinkPurpose,
  signLink,
  unsubscribeLinkLifetimeMs,
} from "./newsletter-links.ts";

export const subscribeMessage = "Check your inbox to confirm your subscription.";
const confirmedMessage = "Your subscription is confirmed.";
const unsubscribedMessage = "You have been unsubscribed.";
const invalidLinkMessage =
  "This link is not valid. Please use the link from your most recent e-mail.";
const expiredConfirmMessage =
  "This confirmation link has expired. Please subscribe again to get a new one.";
const staleConfirmMessage =
  "This confirmation link is no longer valid. Please subscribe again to get a new one.";

/**
 * Newsletter with double opt-in: an address receives newsletters only after its owner followed
 * the signed link in the confirmation e-mail. Replies never tell whether an address was already
 * subscribed, so the form cannot be used to find out who reads the newsletter.
 */
export class NewsletterService {
  readonly #db: Db;
  readonly #mailer: Mailer;
  readonly #clock: Clock;
  readonly #linkKey: Buffer;
  readonly #origin: string;
  readonly #supportEmail: string;

  constructor(deps: {
    db: Db;
    mailer: Mailer;
    clock: Clock;
    linkKey: Buffer;
    origin: string;
    supportEmail: string;
  }) {
    this.#db = deps.db;
    this.#mailer = deps.mailer;
    this.#clock = deps.clock;
    this.#linkKey = deps.linkKey;
    this.#origin = deps.origin;
    this.#supportEmail = deps.supportEmail;
  }

  /**
   * Stores the address once and e-mails a confirmation link: to a new address, and again to a
   * pending (or unsubscribed) one at most once a minute. A confirmed address gets nothing. The
   * answer is the same in every case.
   */
  async subscribe(email: string, lang: LanguageCode): Promise<string> {
    await this.#db.transaction(async (tx) => {
      const now = new Date(this.#clock.now());
      const created = await insertSubscription(tx, { email, language: lang, lastSentAt: now });
      if (created) {
        await this.#sendConfirmation(tx, created, lang);
        return;
      }
      const existing = await lockSubscriptionByEmail(tx, email);
      if (!existing || existing.status === "confirmed") return;
      if (
        existing.lastSentAt &&
        now.getTime() - existing.lastSentAt.getTime() < newsletterResendAfterMs
      ) {
        // A double submit: the link already on its way is enough.
        return;
      }
      await updateSubscription(tx, existing.id, {
        status: "pending",
        language: lang,
        lastSentAt: now,
      });
      await this.#sendConfirmation(tx, existing, lang);
    });
    return subscribeMessage;
  }

  /** Confirms the subscription a signed confirmation link names (again: still confirmed). */
  async confirm(token: string): Promise<{ message: string; status: "confirmed" }> {
    const check = checkLink(this.#linkKey, token, "confirm", this.#clock.now());
    if (!check.ok) {
      throw new AppError(
        "BAD_REQUEST",
        check.reason === "expired" ? expiredConfirmMessage : invalidLinkMessage,
      );
    }
    await this.#db.transaction(async (tx) => {
      const row = await lockSubscriptionById(tx, check.subscriptionId);
      // Unsubscribed since (or gone): an old confirmation link must not sign the address up again.
      if (!row || row.status === "unsubscribed") {
        throw new AppError("BAD_REQUEST", staleConfirmMessage);
      }
      if (row.status === "confirmed") return;
      await updateSubscription(tx, row.id, {
        status: "confirmed",
        confirmedAt: new Date(this.#clock.now()),
        unsubscribedAt: null,
      });
      await this.#mailer.send(
        welcomeMail({
          ...this.#common(row),
          shopUrl: `${this.#origin}${paths.games()}`,
        }),
        { tx },
      );
    });
    return { message: confirmedMessage, status: "confirmed" };
  }

  /** Unsubscribes the address a signed unsubscribe link names; repeating it changes nothing. */
  async unsubscribe(token: string): Promise<{ message: string; status: "unsubscribed" }> {
    const check = checkLink(this.#linkKey, token, "unsubscribe", this.#clock.now());
    if (!check.ok) throw new AppError("BAD_REQUEST", invalidLinkMessage);
    await this.#db.transaction(async (tx) => {
      const row = await lockSubscriptionById(tx, check.subscriptionId);
      if (!row || row.status === "unsubscribed") return;
      await updateSubscription(tx, row.id, {
        status: "unsubscribed",
        unsubscribedAt: new Date(this.#clock.now()),
      });
    });
    return { message: unsubscribedMessage, status: "unsubscribed" };
  }

  #link(subscriptionId: string, purpose: LinkPurpose, lifetimeMs: number): string {
    return signLink(this.#linkKey, {
      subscriptionId,
      purpose,
      expiresAtMs: this.#clock.now() + lifetimeMs,
    });
  }

  #common(row: SubscriptionRow, lang?: LanguageCode) {
    const unsubscribeToken = this.#link(row.id, "unsubscribe", unsubscribeLinkLifetimeMs);
    return {
      to: row.email,
      lang: lang ?? normalizeLanguage(row.language) ?? "en",
      supportEmail: this.#supportEmail,
      unsubscribeUrl: `${this.#origin}${paths.newsletterUnsubscribe(unsubscribeToken)}`,
      oneClickUrl: `${this.#origin}${newsletterApiPaths.oneClickUnsubscribe}?token=${encodeURIComponent(unsubscribeToken)}`,
    };
  }

  async #sendConfirmation(tx: Executor, row: SubscriptionRow, lang: LanguageCode): Promise<void> {
    const confirmToken = this.#link(row.id, "confirm", confirmLinkLifetimeMs);
    await this.#mailer.send(
      confirmSubscriptionMail({
        ...this.#common(row, lang),
        confirmUrl: `${this.#origin}${paths.newsletterConfirm(confirmToken)}`,
        days: confirmLinkLifetimeMs / (24 * 60 * 60_000),
      }),
      // Someone is waiting for this link with the form still open.
      { tx, urgent: true },
    );
  }
}

/**
 * Newsletter rules the browser needs too, free of zod so the footer form (on every page) adds
 * nothing heavy to the first-visit JavaScript.
 */
export const newsletterApiPaths = {
  subscribe: "/api/newsletter",
  confirm: "/api/newsletter/confirm",
  unsubscribe: "/api/newsletter/unsubscribe",
  /** The footer form's native post (no JavaScript): answered with a redirect to a page. */
  subscribeForm: "/api/newsletter/form",
  /** Where mail programs POST a one-click unsubscribe (`List-Unsubscribe-Post`). */
  oneClickUnsubscribe: "/api/newsletter/unsubscribe/one-click",
} as const;

/** What the page after a native subscription post says (`/newsletter/subscribed?result=`). */
export const newsletterFormResults = ["ok", "required", "invalid", "limited", "failed"] as const;
export type NewsletterFormResult = (typeof newsletterFormResults)[number];

/** A pending address gets at most one confirmation e-mail per minute. */
export const newsletterResendAfterMs = 60_000;

/**
 * When a signed link's token says it expires (ms since 1970), or null when it has no readable
 * expiry. The signature is the server's business; the page uses this only to word its message.
 */
export function linkExpiryOf(token: string): number | null {
  const expiry = token.split(".")[2];
  if (!expiry || !/^[0-9a-z]{1,12}$/.test(expiry)) return null;
  return Number.parseInt(expiry, 36) * 1000;
}

import { timingSafeEqual } from "node:crypto";
import { uuidPattern } from "#contracts/id-rules.ts";
import { keyedHash } from "#server/platform/secrets.ts";

export type LinkPurpose = "confirm" | "unsubscribe";

/** A confirmation link works for 7 days; after that the address subscribes again. */
export const confirmLinkLifetimeMs = 7 * 24 * 60 * 60_000;
/**
 * An unsubscribe link must keep working as long as the mail that carries it sits in an inbox,
 * so it lasts a year (every newsletter brings a fresh one).
 */
export const unsubscribeLinkLifetimeMs = 365 * 24 * 60 * 60_000;

export type LinkCheck =
  | { ok: true; subscriptionId: string }
  | { ok: false; reason: "invalid" | "expired" };

/**
 * `<subscription id>.<purpose>.<expiry in seconds, base 36>.<HMAC-SHA256>`: the subscription id
 * is no secret (a guessed one is useless without the signature), and the purpose is signed too,
 * so a confirmation link cannot be turned into an unsubscribe link or back.
 */
export function signLink(
  key: Buffer,
  input: { subscriptionId: string; purpose: LinkPurpose; expiresAtMs: number },
): string {
  const payload = `${input.subscriptionId}.${input.purpose}.${Math.floor(input.expiresAtMs / 1000).toString(36)}`;
  return `${payload}.${keyedHash(key, `newsletter-link:${payload}`)}`;
}

/** Checks the signature first (so a forged token learns nothing), then purpose and expiry. */
export function checkLink(
  key: Buffer,
  token: string,
  purpose: LinkPurpose,
  nowMs: number,
): LinkCheck {
  const parts = token.split(".");
  if (parts.length !== 4) return { ok: false, reason: "invalid" };
  const [subscriptionId = "", tokenPurpose = "", expiry = "", signature = ""] = parts;
  const payload = `${subscriptionId}.${tokenPurpose}.${expiry}`;
  const expected = Buffer.from(keyedHash(key, `newsletter-link:${payload}`));
  const given = Buffer.from(signature);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
    return { ok: false, reason: "invalid" };
  }
  if (tokenPurpose !== purpose || !uuidPattern.test(subscriptionId)) {
    return { ok: false, reason: "invalid" };
  }
  const expiresAtSeconds = Number.parseInt(expiry, 36);
  if (!Number.isFinite(expiresAtSeconds)) return { ok: false, reason: "invalid" };
  if (expiresAtSeconds * 1000 <= nowMs) return { ok: false, reason: "expired" };
  return { ok: true, subscriptionId };
}

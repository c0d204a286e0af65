import { randomUUID, timingSafeEqual } from "node:crypto";
import { keyedHash } from "#server/platform/secrets.ts";

const guestIdPattern = /^guest_[0-9a-f]{16}$/;

/** A new guest identity, issued by the server (a client never picks its own id). */
export function newGuestId(): string {
  return `guest_${randomUUID().replaceAll("-", "").slice(0, 16)}`;
}

export function isGuestId(value: string): boolean {
  return guestIdPattern.test(value);
}

/**
 * `<guest id>.<HMAC-SHA256>`: a guest shows it in its next handshake to keep its id. It does not
 * expire: a guest id grants nothing but a name in the room, and a guest that wants a new one
 * only has to drop the token.
 */
export function signGuestToken(key: Buffer, guestId: string): string {
  return `${guestId}.${keyedHash(key, `chat-guest:${guestId}`)}`;
}

/** The guest id a token vouches for, or null for anything forged, altered or malformed. */
export function guestIdFromToken(key: Buffer, token: string): string | null {
  if (token.length > 200) return null;
  const dot = token.indexOf(".");
  if (dot < 0) return null;
  const guestId = token.slice(0, dot);
  if (!isGuestId(guestId)) return null;
  const expected = Buffer.from(keyedHash(key, `chat-guest:${guestId}`));
  const given = Buffer.from(token.slice(dot + 1));
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  return guestId;
}

import { errors, jwtVerify, SignJWT } from "jose";
import { accessTokenLifetimeMs } from "#contracts/accounts-rules.ts";

export type AccessClaims = { userId: string; sessionId: string };

/** Verified tokens remembered at most (each ~0.5 KB); the memo starts over when full. */
const maxRemembered = 10_000;

/**
 * Access tokens: HS256 JWTs naming the user and the session, valid 15 minutes. They carry no
 * role: the role is read with the session on every request, so a demotion or a revoked session
 * takes effect at once.
 */
export class AccessTokens {
  readonly #key: Uint8Array;
  readonly #issuer: string;
  /**
   * Tokens whose signature was checked, with their claims and expiry: a page makes several
   * calls with one token, and checking the HMAC again (~0.4 ms through WebCrypto) would give the
   * same answer until it expires. Only verified tokens get in, so made-up ones cannot fill it.
   */
  readonly #verified = new Map<string, { claims: AccessClaims; expiresAtMs: number }>();
  constructor(key: Uint8Array, issuer: string) {
    this.#key = key;
    this.#issuer = issuer;
  }

  async sign(claims: AccessClaims, nowMs: number): Promise<{ token: string; expiresAt: Date }> {
    const issuedAt = Math.floor(nowMs / 1000);
    const expiresAt = new Date(issuedAt * 1000 + accessTokenLifetimeMs);
    const token = await new SignJWT({ sid: claims.sessionId })
      .setProtectedHeader({ alg: "HS256", typ: "JWT" })
      .setSubject(claims.userId)
      .setIssuer(this.#issuer)
      .setAudience("gamezone-api")
      .setIssuedAt(issuedAt)
      .setExpirationTime(Math.floor(expiresAt.getTime() / 1000))
      .sign(this.#key);
    return { token, expiresAt };
  }

  /** The claims of a valid, unexpired token; null for anything else. */
  async verify(token: string, nowMs: number): Promise<AccessClaims | null> {
    const known = this.#verified.get(token);
    if (known) {
      if (nowMs < known.expiresAtMs) return known.claims;
      this.#verified.delete(token);
      return null;
    }
    try {
      const { payload } = await jwtVerify(token, this.#key, {
        algorithms: ["HS256"],
        issuer: this.#issuer,
        audience: "gamezone-api",
        currentDate: new Date(nowMs),
      });
      if (typeof payload.sub !== "string" || typeof payload.sid !== "string") return null;
      const claims = { userId: payload.sub, sessionId: payload.sid };
      if (typeof payload.exp === "number") {
        if (this.#verified.size >= maxRemembered) this.#verified.clear();
        this.#verified.set(token, { claims, expiresAtMs: payload.exp * 1000 });
      }
      return claims;
    } catch (error) {
      if (error instanceof errors.JOSEError) return null;
      throw error;
    }
  }
}

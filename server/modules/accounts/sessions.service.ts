import { createHash, randomBytes } from "node:crypto";
import { refreshGraceMs, refreshTokenLifetimeMs } from "#contracts/accounts-rules.ts";
import { twoFactorRequiredRoles } from "#contracts/admin-two-factor-rules.ts";
import { AppError } from "#contracts/errors-rules.ts";
import type { Db, Executor } from "#db/client.ts";
import type { SignedInViewer } from "#server/platform/auth-guard.ts";
import type { Clock } from "#server/platform/read-cache.ts";
import type { AccessTokens } from "./access-tokens.ts";
import { blockedRevokeReason } from "./account-blocked-text.ts";
import {
  findLiveSession,
  findRefreshTokenForUpdate,
  insertRefreshToken,
  insertSecurityEvent,
  insertSession,
  markRefreshTokenUsed,
  revokeSession,
  revokeUserSessions,
  touchSession,
} from "./accounts.repository.ts";

export type IssuedSession = {
  sessionId: string;
  userId: string;
  /** The opaque refresh token: goes to the browser only in the HttpOnly cookie. */
  refreshToken: string;
  refreshExpiresAt: Date;
  accessToken: string;
  accessExpiresAt: Date;
};

/**
 * How long a session found live is trusted without asking the database again. A page's burst of
 * API calls (a game page's player check, then its checkout) asks once instead of every time.
 * Every revocation and role change through this process forgets the session here at once;
 * another process may still accept a revoked session for at most this long.
 */
export const liveSessionMemoMs = 1_000;
/** Live sessions remembered at most; the memo starts over when full. */
const maxRememberedSessions = 10_000;

function hashToken(token: string): string {
  return createHash("sha256").update(token).digest("base64url");
}

function newRefreshToken(): string {
  return randomBytes(32).toString("base64url");
}

/**
 * Sessions: one row per sign-in (a refresh-token family). Refresh tokens are random, stored
 * hashed and rotate on every use; presenting one that was already used revokes the whole
 * family (someone copied it), except within a few seconds of its rotation, when two tabs or a
 * retried request refreshing at once is the likely story.
 */
export class SessionsService {
  readonly #db: Db;
  readonly #tokens: AccessTokens;
  readonly #clock: Clock;
  readonly #live = new Map<string, { viewer: SignedInViewer; until: number }>();
  readonly #twoFactorRequired: boolean;

  constructor(deps: {
    db: Db;
    tokens: AccessTokens;
    clock: Clock;
    /** ADMIN_2FA=required: sessions of owners and managers without it reach only its setup. */
    twoFactorRequired?: boolean;
  }) {
    this.#db = deps.db;
    this.#tokens = deps.tokens;
    this.#clock = deps.clock;
    this.#twoFactorRequired = deps.twoFactorRequired ?? false;
  }

  async start(db: Executor, input: { userId: string; userAgent: string }): Promise<IssuedSession> {
    const now = this.#clock.now();
    const refreshExpiresAt = new Date(now + refreshTokenLifetimeMs);
    const sessionId = await insertSession(db, {
      userId: input.userId,
      userAgent: input.userAgent.slice(0, 300),
      expiresAt: refreshExpiresAt,
    });
    return this.#issue(db, { sessionId, userId: input.userId, refreshExpiresAt });
  }

  async #issue(
    db: Executor,
    input: { sessionId: string; userId: string; refreshExpiresAt: Date },
  ): Promise<IssuedSession> {
    const refreshToken = newRefreshToken();
    await insertRefreshToken(db, {
      tokenHash: hashToken(refreshToken),
      sessionId: input.sessionId,
    });
    const access = await this.#tokens.sign(
      { userId: input.userId, sessionId: input.sessionId },
      this.#clock.now(),
    );
    return {
      sessionId: input.sessionId,
      userId: input.userId,
      refreshToken,
      refreshExpiresAt: input.refreshExpiresAt,
      accessToken: access.token,
      accessExpiresAt: access.expiresAt,
    };
  }

  /**
   * Exchanges a refresh token for a new one and a fresh access token. A session that blocking
   * the account ended asks `whyBlocked` for the refusal (the account's block may be lifted
   * since: then it is an ended session like any other), so the browser can say why.
   */
  async refresh(
    refreshToken: string | undefined,
    ip: string,
    whyBlocked?: (userId: string) => Promise<Error | null>,
  ): Promise<IssuedSession> {
    const expired = () => new AppError("UNAUTHORIZED", "Session expired. Please log in again.");
    if (!refreshToken || refreshToken.length > 200) throw expired();
    const tokenHash = hashToken(refreshToken);
    const outcome = await this.#db.transaction(async (tx) => {
      const row = await findRefreshTokenForUpdate(tx, tokenHash);
      const now = this.#clock.now();
      if (row?.revokedAt && row.revokeReason === blockedRevokeReason) {
        return { blockedUserId: row.userId };
      }
      if (!row || row.revokedAt || row.expiresAt.getTime() <= now) return null;
      if (row.usedAt) {
        if (now - row.usedAt.getTime() <= refreshGraceMs) {
          // A concurrent refresh of the same token: answer it too (a sibling token in the same
          // family) instead of treating the honest second tab as a thief.
          return this.#issue(tx, { ...row, refreshExpiresAt: row.expiresAt });
        }
        await revokeSession(tx, row.sessionId, "refresh-token-reuse", new Date(now));
        this.#live.delete(row.sessionId);
        await insertSecurityEvent(tx, { kind: "refresh-token-reuse", userId: row.userId, ip });
        return "reused" as const;
      }
      await markRefreshTokenUsed(tx, tokenHash, new Date(now));
      // Sliding expiry: a session used at least monthly stays signed in.
      const refreshExpiresAt = new Date(now + refreshTokenLifetimeMs);
      await touchSession(tx, row.sessionId, new Date(now), refreshExpiresAt);
      return this.#issue(tx, { sessionId: row.sessionId, userId: row.userId, refreshExpiresAt });
    });
    if (typeof outcome === "object" && outcome !== null && "blockedUserId" in outcome) {
      throw (await whyBlocked?.(outcome.blockedUserId)) ?? expired();
    }
    if (outcome === null || outcome === "reused") throw expired();
    return outcome;
  }

  /** The viewer an access token stands for, if its session and account are still live. */
  async resolve(token: string): Promise<SignedInViewer | null> {
    const now = this.#clock.now();
    const claims = await this.#tokens.verify(token, now);
    if (!claims) return null;
    const known = this.#live.get(claims.sessionId);
    if (known && known.until > now && known.viewer.userId === claims.userId) return known.viewer;
    const live = await findLiveSession(this.#db, claims.sessionId, claims.userId, new Date(now));
    if (!live) {
      this.#live.delete(claims.sessionId);
      return null;
    }
    const viewer: SignedInViewer = {
      kind: "member",
      userId: claims.userId,
      sessionId: claims.sessionId,
      role: live.role,
      adminRole: live.adminRole ?? undefined,
      ...(this.#twoFactorRequired &&
      live.role === "admin" &&
      live.adminRole &&
      twoFactorRequiredRoles.includes(live.adminRole) &&
      !live.twoFactorOn
        ? { twoFactorSetupDue: true }
        : {}),
    };
    if (this.#live.size >= maxRememberedSessions) this.#live.clear();
    this.#live.set(claims.sessionId, { viewer, until: now + liveSessionMemoMs });
    return viewer;
  }

  /**
   * Forgets what this process remembers of a user's sessions: their role or state changed, and
   * the next request reads them again.
   */
  forgetUser(userId: string): void {
    for (const [sessionId, known] of this.#live) {
      if (known.viewer.userId === userId) this.#live.delete(sessionId);
    }
  }

  async end(sessionId: string, reason: string): Promise<void> {
    this.#live.delete(sessionId);
    await revokeSession(this.#db, sessionId, reason, new Date(this.#clock.now()));
  }

  async endAllFor(
    db: Executor,
    input: { userId: string; exceptSessionId?: string; reason: string },
  ): Promise<void> {
    this.forgetUser(input.userId);
    await revokeUserSessions(db, { ...input, at: new Date(this.#clock.now()) });
  }
}

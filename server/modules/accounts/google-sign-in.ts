import { timingSafeEqual } from "node:crypto";
import * as oidc from "openid-client";
import { z } from "zod";
import type { Config } from "#server/config.ts";
import type { Clock } from "#server/platform/read-cache.ts";
import { keyedHash, type Secrets } from "#server/platform/secrets.ts";

export const googleStartPath = "/api/users/auth/google";
export const googleCallbackPath = "/api/users/auth/google/callback";
/** The short-lived cookie holding state, nonce and PKCE verifier between start and callback. */
export const oauthStateCookieName = "gz_oauth";
export const oauthStateLifetimeMs = 10 * 60_000;

/** Demo mode's stand-in for Google (server/modules/dev/dev-identity-provider.ts). */
export const devOidcPath = "/dev/oidc";
export const devOidcClientId = "gamezone-dev";
/** The development provider signs with a P-256 key (made in milliseconds, unlike RSA). */
export const devOidcSigningAlgorithm = "ES256";

export function devOidcIssuer(origin: string): string {
  return `${origin}${devOidcPath}`;
}

/** Derived, so the provider and the client agree without a stored secret. */
export function devOidcClientSecret(secrets: Secrets): string {
  return keyedHash(secrets.devProviderKey, "client-secret");
}

/**
 * Whether Google sign-in goes to demo mode's development provider (no Google credentials
 * configured), which lets anyone claim any e-mail address.
 */
export function usesDevelopmentProvider(config: Config): boolean {
  return !config.google && config.mode === "demo";
}

/** What the browser learns in `/auth/callback?error=`: a short code, never a detail. */
export type GoogleSignInErrorCode =
  | "access_denied"
  | "provider_error"
  | "provider_unavailable"
  | "state_mismatch"
  | "exchange_failed"
  | "invalid_identity"
  | "unverified_email"
  | "account_disabled"
  /** Staff blocked the account (decision 0069). */
  | "account_blocked"
  /** The development provider does not open an account that has a password or an admin role. */
  | "account_exists"
  | "unavailable";

/**
 * A failed sign-in, carrying the code shown to the user. `expected` failures are the user's or
 * the provider's doing (logged at warn); the rest are ours (logged at error).
 */
export class GoogleSignInError extends Error {
  override name = "GoogleSignInError";
  readonly code: GoogleSignInErrorCode;
  readonly expected: boolean;
  constructor(
    code: GoogleSignInErrorCode,
    message: string,
    options: ErrorOptions & { expected?: boolean } = {},
  ) {
    super(message, options);
    this.code = code;
    this.expected = options.expected ?? true;
  }
}

export type GoogleIdentity = {
  subject: string;
  email: string;
  emailVerified: boolean;
  name: string;
};

const stateSchema = z.object({
  state: z.string().min(16).max(200),
  nonce: z.string().min(16).max(200),
  verifier: z.string().min(43).max(128),
  createdAt: z.number().int(),
});
type PendingSignIn = z.infer<typeof stateSchema>;

type Client = {
  issuer: string;
  clientId: string;
  clientSecret: string;
  /** Only the development provider on an http origin may be reached without TLS. */
  insecure: boolean;
  development: boolean;
};

function clientFor(config: Config, secrets: Secrets): Client {
  if (config.google) {
    return {
      issuer: config.google.issuer,
      clientId: config.google.clientId,
      clientSecret: config.google.clientSecret,
      insecure: false,
      development: false,
    };
  }
  if (config.mode !== "demo") {
    // config.ts refuses production without Google credentials; this only guards a future change.
    throw new Error("Google sign-in needs GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET");
  }
  return {
    issuer: devOidcIssuer(config.origin),
    clientId: devOidcClientId,
    clientSecret: devOidcClientSecret(secrets),
    insecure: config.origin.startsWith("http:"),
    development: true,
  };
}

/**
 * Google sign-in as an OpenID Connect relying party: authorization code with PKCE, state and
 * nonce. The pending values travel in an HMAC-signed cookie rather than a server-side store, so
 * any process can finish a sign-in another one started. No HTTP types here: the routes own
 * cookies and redirects.
 */
export class GoogleSignIn {
  readonly #client: Client;
  readonly #stateKey: Buffer;
  readonly #clock: Clock;
  readonly #redirectUri: string;
  #configuration: Promise<oidc.Configuration> | undefined;

  constructor(deps: { config: Config; secrets: Secrets; clock: Clock }) {
    this.#client = clientFor(deps.config, deps.secrets);
    this.#stateKey = deps.secrets.oauthStateKey;
    this.#clock = deps.clock;
    this.#redirectUri = `${deps.config.origin}${googleCallbackPath}`;
  }

  /** The provider's authorization URL and the signed cookie value to set before going there. */
  async start(): Promise<{ authorizationUrl: string; stateCookie: string }> {
    const configuration = await this.#discover();
    const pending: PendingSignIn = {
      state: oidc.randomState(),
      nonce: oidc.randomNonce(),
      verifier: oidc.randomPKCECodeVerifier(),
      createdAt: this.#clock.now(),
    };
    const parameters: Record<string, string> = {
      redirect_uri: this.#redirectUri,
      scope: "openid email profile",
      state: pending.state,
      nonce: pending.nonce,
      code_challenge: await oidc.calculatePKCECodeChallenge(pending.verifier),
      code_challenge_method: "S256",
      // Google shows its account chooser; the development provider asks every time, so a
      // different demo identity can be picked on the next sign-in.
      prompt: this.#client.development ? "login" : "select_account",
    };
    return {
      authorizationUrl: oidc.buildAuthorizationUrl(configuration, parameters).href,
      stateCookie: this.#seal(pending),
    };
  }

  /** Checks the callback against the cookie, redeems the code and returns who signed in. */
  async finish(query: URLSearchParams, stateCookie: string | undefined): Promise<GoogleIdentity> {
    const pending = stateCookie ? this.#unseal(stateCookie) : undefined;
    if (!pending) {
      throw new GoogleSignInError("state_mismatch", "missing, forged or expired state cookie");
    }
    if (!safeEqual(query.get("state") ?? "", pending.state)) {
      throw new GoogleSignInError("state_mismatch", "state parameter does not match the cookie");
    }
    const providerError = query.get("error");
    if (providerError) {
      throw new GoogleSignInError(
        providerError === "access_denied" ? "access_denied" : "provider_error",
        `provider answered ${providerError.slice(0, 100)}`,
      );
    }
    const configuration = await this.#discover();
    const currentUrl = new URL(this.#redirectUri);
    for (const [name, value] of query) currentUrl.searchParams.append(name, value);
    let tokens: Awaited<ReturnType<typeof oidc.authorizationCodeGrant>>;
    try {
      tokens = await oidc.authorizationCodeGrant(configuration, currentUrl, {
        expectedState: pending.state,
        expectedNonce: pending.nonce,
        pkceCodeVerifier: pending.verifier,
        idTokenExpected: true,
      });
    } catch (error) {
      throw new GoogleSignInError("exchange_failed", "code exchange failed", { cause: error });
    }
    const claims = tokens.claims();
    if (!claims) throw new GoogleSignInError("invalid_identity", "no ID token claims");
    let { email, email_verified: verified, name } = claims as Record<string, unknown>;
    if (typeof email !== "string") {
      // Google puts these in the ID token; other OpenID providers may keep them for userinfo.
      try {
        const info = await oidc.fetchUserInfo(configuration, tokens.access_token, claims.sub);
        ({ email, email_verified: verified, name } = info);
      } catch (error) {
        throw new GoogleSignInError("exchange_failed", "userinfo request failed", {
          cause: error,
        });
      }
    }
    const parsedEmail = z.email().max(254).safeParse(email);
    if (!parsedEmail.success) {
      throw new GoogleSignInError("invalid_identity", "no usable e-mail address");
    }
    return {
      subject: claims.sub,
      email: parsedEmail.data.toLowerCase(),
      // Some providers send the flag as a string.
      emailVerified: verified === true || verified === "true",
      name: typeof name === "string" ? name : "",
    };
  }

  /**
   * Discovery on first use, then cached for the process; a failure is not cached, so the next
   * sign-in tries again (the provider, or this very server in demo mode, may not be up yet).
   */
  #discover(): Promise<oidc.Configuration> {
    if (!this.#configuration) {
      const client = this.#client;
      const metadata: Partial<oidc.ClientMetadata> = {
        client_secret: client.clientSecret,
        ...(client.development ? { id_token_signed_response_alg: devOidcSigningAlgorithm } : {}),
      };
      this.#configuration = oidc
        .discovery(
          new URL(client.issuer),
          client.clientId,
          metadata,
          oidc.ClientSecretPost(client.clientSecret),
          { timeout: 10, ...(client.insecure ? { execute: [oidc.allowInsecureRequests] } : {}) },
        )
        .catch((error: unknown) => {
          this.#configuration = undefined;
          throw new GoogleSignInError("provider_unavailable", "OpenID discovery failed", {
            cause: error,
            expected: false,
          });
        });
    }
    return this.#configuration;
  }

  #seal(pending: PendingSignIn): string {
    const payload = Buffer.from(JSON.stringify(pending)).toString("base64url");
    return `${payload}.${keyedHash(this.#stateKey, payload)}`;
  }

  #unseal(value: string): PendingSignIn | undefined {
    const dot = value.lastIndexOf(".");
    if (dot <= 0 || value.length > 2_000) return undefined;
    const payload = value.slice(0, dot);
    if (!safeEqual(value.slice(dot + 1), keyedHash(this.#stateKey, payload))) return undefined;
    let parsed: unknown;
    try {
      parsed = JSON.parse(Buffer.from(payload, "base64url").toString("utf8"));
    } catch {
      return undefined;
    }
    const pending = stateSchema.safeParse(parsed);
    if (!pending.success) return undefined;
    // The cookie's own expiry is the browser's promise; this one is ours.
    const age = this.#clock.now() - pending.data.createdAt;
    return age >= 0 && age <= oauthStateLifetimeMs ? pending.data : undefined;
  }
}

function safeEqual(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

import type { FastifyReply, FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { AppError } from "#contracts/errors-rules.ts";
import { paths } from "#contracts/paths.ts";
import { toUnavailableError } from "#server/platform/database.ts";
import { requestMetaOf } from "#server/platform/request-meta.ts";
import { setRefreshCookie } from "./accounts.routes.ts";
import type { AccountsService } from "./accounts.service.ts";
import {
  type GoogleSignIn,
  GoogleSignInError,
  type GoogleSignInErrorCode,
  googleStartPath,
  oauthStateCookieName,
  oauthStateLifetimeMs,
} from "./google-sign-in.ts";

/**
 * Google sign-in for browsers: both routes are top-level navigations, so every outcome is a
 * redirect to the callback page (tokens never travel in a URL: the session arrives as the
 * refresh cookie, which the page trades for an access token), and a failure is
 * `/auth/callback?error=<code>`, never an error envelope the user would see raw.
 */
export const googleRoutes: FastifyPluginAsyncZod<{
  googleSignIn: GoogleSignIn;
  accounts: AccountsService;
  origin: string;
}> = async (app, { googleSignIn, accounts, origin }) => {
  const secure = origin.startsWith("https:");
  const stateCookie = {
    path: googleStartPath,
    httpOnly: true,
    // Lax, not Strict: the way back from the provider is a cross-site navigation.
    sameSite: "lax" as const,
    secure,
  };
  const tags = ["accounts"];

  const fail = (
    request: FastifyRequest,
    reply: FastifyReply,
    code: GoogleSignInErrorCode,
    error: unknown,
    expected: boolean,
  ) => {
    // Not pino's `err`: the reason and its cause say what went wrong; a stack would not.
    const details = {
      reqId: request.id,
      code,
      reason: error instanceof Error ? error.message : String(error),
      cause: error instanceof Error ? causeOf(error) : undefined,
    };
    if (expected) app.log.warn(details, "google sign-in failed");
    else app.log.error(details, "google sign-in failed");
    return reply
      .clearCookie(oauthStateCookieName, stateCookie)
      .header("cache-control", "no-store")
      .redirect(`${paths.authCallback()}?error=${code}`, 302);
  };

  app.get(
    "/users/auth/google",
    {
      config: { access: "public" },
      schema: {
        tags,
        summary: "Start Google sign-in (a browser navigation; redirects to the provider)",
        description:
          "Redirects to the provider's authorization page; on failure to /auth/callback?error=<code>.",
      },
    },
    async (request, reply) => {
      try {
        const { authorizationUrl, stateCookie: value } = await googleSignIn.start();
        return reply
          .setCookie(oauthStateCookieName, value, {
            ...stateCookie,
            maxAge: oauthStateLifetimeMs / 1000,
          })
          .header("cache-control", "no-store")
          .redirect(authorizationUrl, 302);
      } catch (error) {
        const known = error instanceof GoogleSignInError ? error : undefined;
        return fail(request, reply, known?.code ?? "provider_unavailable", error, false);
      }
    },
  );

  app.get(
    "/users/auth/google/callback",
    {
      config: { access: "public" },
      schema: {
        tags,
        summary: "Google sign-in's redirect URI (sets the refresh cookie, then /auth/callback)",
        description:
          "Checks state against the signed gz_oauth cookie, redeems the code with PKCE, signs in or links the account with the same verified e-mail, and redirects to /auth/callback (errors: ?error=<code>).",
      },
    },
    async (request, reply) => {
      const query = new URL(request.url, "http://internal").searchParams;
      let identity: Awaited<ReturnType<GoogleSignIn["finish"]>>;
      try {
        identity = await googleSignIn.finish(query, request.cookies[oauthStateCookieName]);
      } catch (error) {
        if (error instanceof GoogleSignInError) {
          return fail(request, reply, error.code, error, error.expected);
        }
        return fail(request, reply, "exchange_failed", error, false);
      }
      try {
        const { session } = await accounts.signInWithGoogle(identity, requestMetaOf(request));
        setRefreshCookie(reply, session, secure);
      } catch (thrown) {
        const error = toUnavailableError(thrown) ?? thrown;
        if (error instanceof AppError && error.code === "CONFLICT") {
          return fail(request, reply, "account_exists", error, true);
        }
        if (error instanceof AppError && error.code === "ACCOUNT_BLOCKED") {
          return fail(request, reply, "account_blocked", error, true);
        }
        if (error instanceof AppError && error.code === "FORBIDDEN") {
          const code = identity.emailVerified ? "account_disabled" : "unverified_email";
          return fail(request, reply, code, error, true);
        }
        return fail(request, reply, "unavailable", error, false);
      }
      return reply
        .clearCookie(oauthStateCookieName, stateCookie)
        .header("cache-control", "no-store")
        .redirect(paths.authCallback(), 302);
    },
  );
};

function causeOf(error: Error): string | undefined {
  const cause = error.cause;
  if (cause instanceof Error) return `${cause.name}: ${cause.message}`;
  return cause === undefined ? undefined : String(cause);
}

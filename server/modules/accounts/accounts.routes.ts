import type { FastifyReply, FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import {
  changePasswordSchema,
  loginRequestSchema,
  messageReplySchema,
  profileReplySchema,
  type SessionReply,
  sessionReplySchema,
  signupRequestSchema,
  signupResendSchema,
  signupVerifySchema,
  updateProfileSchema,
} from "#contracts/accounts.ts";
import { type LoginReply, loginReplySchema } from "#contracts/admin-two-factor.ts";
import { errorResponses } from "#contracts/errors.ts";
import { AppError } from "#contracts/errors-rules.ts";
import { memberOf } from "#server/platform/auth-guard.ts";
import { limitAttempts, limitFailures } from "#server/platform/rate-limits.ts";
import { requestMetaOf } from "#server/platform/request-meta.ts";
import type { UserRow } from "./accounts.repository.ts";
import { type AccountsService, toSessionUser } from "./accounts.service.ts";
import type { IssuedSession } from "./sessions.service.ts";

/** The refresh cookie reaches only the refresh endpoint (and nothing a page renders). */
export const refreshCookieName = "gz_refresh";
export const refreshCookiePath = "/api/users/refresh";

const errors = errorResponses(400, 401, 403, 409, 429);

/** Sets the HttpOnly refresh cookie: SameSite=Strict, Secure on an https origin. */
export function setRefreshCookie(
  reply: FastifyReply,
  session: IssuedSession,
  secure: boolean,
): void {
  reply.setCookie(refreshCookieName, session.refreshToken, {
    path: refreshCookiePath,
    httpOnly: true,
    sameSite: "strict",
    secure,
    expires: session.refreshExpiresAt,
  });
}

function clearRefreshCookie(reply: FastifyReply, secure: boolean): void {
  reply.clearCookie(refreshCookieName, {
    path: refreshCookiePath,
    httpOnly: true,
    sameSite: "strict",
    secure,
  });
}

function sessionReply(user: UserRow, session: IssuedSession, message: string): SessionReply {
  return {
    success: true,
    message,
    token: session.accessToken,
    expiresAt: session.accessExpiresAt.toISOString(),
    user: toSessionUser(user),
  };
}

const emailOfBody = (request: FastifyRequest) => {
  const email = (request.body as { email?: unknown } | undefined)?.email;
  return typeof email === "string" ? email.trim().toLowerCase() : undefined;
};

export const accountsRoutes: FastifyPluginAsyncZod<{
  accounts: AccountsService;
  /** The shop's origin: an https one makes the refresh cookie Secure. */
  origin: string;
}> = async (app, { accounts, origin }) => {
  const secure = origin.startsWith("https:");
  const tags = ["accounts"];
  const minute = 60_000;
  const limits = {
    // Every attempt counts against the address; against the account only failures count (a
    // right password is never refused for what others tried), and staff logins have their own.
    login: limitAttempts(app, { name: "login", perIp: 30, windowMs: 15 * minute }),
    adminLogin: limitAttempts(app, { name: "admin-login", perIp: 30, windowMs: 15 * minute }),
    signup: limitAttempts(app, {
      name: "signup",
      perIp: 10,
      perAccount: 5,
      windowMs: 60 * minute,
      accountOf: emailOfBody,
    }),
    verify: limitAttempts(app, {
      name: "verify",
      perIp: 30,
      perAccount: 15,
      windowMs: 15 * minute,
      accountOf: emailOfBody,
    }),
    resend: limitAttempts(app, {
      name: "resend",
      perIp: 10,
      perAccount: 5,
      windowMs: 60 * minute,
      accountOf: emailOfBody,
    }),
    refresh: limitAttempts(app, { name: "refresh", perIp: 120, windowMs: 15 * minute }),
    changePassword: limitAttempts(app, {
      name: "change-password",
      perIp: 20,
      perAccount: 5,
      windowMs: 15 * minute,
      accountOf: (request) =>
        request.viewer.kind === "member" ? request.viewer.userId : undefined,
    }),
  };

  app.post(
    "/users/signup/request",
    {
      config: { access: "public" },
      preHandler: limits.signup,
      schema: {
        tags,
        summary: "Start a sign-up: holds it and e-mails a 6-digit code",
        description:
          "The same answer whether or not the address already has an account; its owner gets an e-mail instead of a code.",
        body: signupRequestSchema,
        response: { 200: messageReplySchema, ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      message: await accounts.requestSignup(request.body, requestMetaOf(request)),
    }),
  );

  app.post(
    "/users/signup/verify",
    {
      config: { access: "public" },
      preHandler: limits.verify,
      schema: {
        tags,
        summary: "Finish a sign-up with the e-mailed code",
        body: signupVerifySchema,
        response: { 200: messageReplySchema, ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      message: await accounts.verifySignup(request.body),
    }),
  );

  app.post(
    "/users/signup/resend",
    {
      config: { access: "public" },
      preHandler: limits.resend,
      schema: {
        tags,
        summary: "E-mail a new sign-up code (at most one per 60 s)",
        description:
          "The same answer whether or not a sign-up is pending for the address; the code is sent in the background.",
        body: signupResendSchema,
        response: { 200: messageReplySchema, ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      ...(await accounts.requestSignupResend(request.body.email, requestMetaOf(request))),
    }),
  );

  const loginFailures = {
    shopper: limitFailures(app, {
      name: "login",
      perAccount: 10,
      perAccountAndAddress: 3,
      windowMs: 15 * minute,
    }),
    staff: limitFailures(app, {
      name: "admin-login",
      perAccount: 10,
      perAccountAndAddress: 3,
      windowMs: 15 * minute,
    }),
  };

  for (const [url, adminOnly] of [
    ["/users/login", false],
    ["/admin/login", true],
  ] as const) {
    const failures = adminOnly ? loginFailures.staff : loginFailures.shopper;
    app.post(
      url,
      {
        config: { access: "public" },
        preHandler: adminOnly ? limits.adminLogin : limits.login,
        schema: {
          tags,
          summary: adminOnly
            ? "Admin login: 403 NOT_AN_ADMIN for other accounts"
            : "Login with e-mail and password (any account; the reply carries its real role)",
          description:
            "A staff account with two-factor sign-in answers `{ twoFactorRequired: true, challenge }` instead of a session: POST /api/admin/login/2fa completes it.",
          body: loginRequestSchema,
          response: { 200: loginReplySchema, ...errors },
        },
      },
      async (request, reply): Promise<LoginReply> => {
        const account = request.body.email;
        await failures.check(reply, account, request.ip);
        let signedIn: Awaited<ReturnType<typeof accounts.login>>;
        try {
          signedIn = await accounts.login(request.body, requestMetaOf(request), { adminOnly });
        } catch (error) {
          if (error instanceof AppError && error.code === "UNAUTHORIZED") {
            await failures.recordFailure(account, request.ip);
          }
          throw error;
        }
        if (signedIn.kind === "challenge") {
          return {
            success: true as const,
            message: "Enter the code from your authenticator app",
            twoFactorRequired: true as const,
            challenge: signedIn.challenge,
            expiresAt: signedIn.expiresAt.toISOString(),
          };
        }
        const { user, session } = signedIn;
        setRefreshCookie(reply, session, secure);
        return {
          ...sessionReply(user, session, "Login successful"),
          ...(signedIn.twoFactorSetupDue ? { twoFactorSetupRequired: true as const } : {}),
        };
      },
    );
  }

  app.post(
    "/users/refresh",
    {
      config: { access: "public" },
      preHandler: limits.refresh,
      schema: {
        tags,
        summary: "Exchange the refresh cookie for a new access token (the cookie rotates)",
        response: { 200: sessionReplySchema, ...errors },
      },
    },
    async (request, reply) => {
      try {
        const { user, session } = await accounts.refresh(
          request.cookies[refreshCookieName],
          request.ip,
          requestMetaOf(request).lang,
        );
        setRefreshCookie(reply, session, secure);
        return sessionReply(user, session, "Session refreshed");
      } catch (error) {
        clearRefreshCookie(reply, secure);
        throw error;
      }
    },
  );

  // Existing clients call logout at a doubled /api/api/... path: both answer.
  for (const url of ["/users/logout", "/admin/logout", "/api/users/logout", "/api/admin/logout"]) {
    app.post(
      url,
      {
        config: url.includes("admin")
          ? { access: "admin", permission: "session.logout" }
          : { access: "user" },
        schema: {
          tags,
          summary: "Log out: ends the session named in the access token",
          response: { 200: messageReplySchema, ...errors },
        },
      },
      async (request, reply) => {
        await accounts.logout(memberOf(request));
        clearRefreshCookie(reply, secure);
        return { success: true as const, message: "Successfully logged out" };
      },
    );
  }

  app.get(
    "/users/profile",
    {
      config: { access: "user" },
      schema: {
        tags,
        summary: "The signed-in account's profile",
        response: { 200: profileReplySchema, ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      data: await accounts.getProfile(memberOf(request)),
    }),
  );

  app.put(
    "/users/profile",
    {
      config: { access: "user" },
      schema: {
        tags,
        summary: "Update name and date of birth (the e-mail cannot change)",
        body: updateProfileSchema,
        response: { 200: profileReplySchema, ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      message: "Profile updated successfully",
      data: await accounts.updateProfile(memberOf(request), request.body),
    }),
  );

  app.put(
    "/users/change-password",
    {
      config: { access: "user" },
      preHandler: limits.changePassword,
      schema: {
        tags,
        summary: "Change the password; every other session is signed out",
        body: changePasswordSchema,
        response: { 200: messageReplySchema, ...errors },
      },
    },
    async (request) => {
      await accounts.changePassword(memberOf(request), request.body, requestMetaOf(request));
      return { success: true as const, message: "Password changed successfully" };
    },
  );

  app.delete(
    "/users/delete-account",
    {
      config: { access: "user" },
      schema: {
        tags,
        summary: "Delete the account and its personal data",
        response: { 200: messageReplySchema, ...errors },
      },
    },
    async (request, reply) => {
      await accounts.deleteAccount(memberOf(request), requestMetaOf(request));
      clearRefreshCookie(reply, secure);
      return { success: true as const, message: "Account deleted successfully" };
    },
  );
};

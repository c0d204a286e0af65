import type { FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { adminIdParamsSchema } from "#contracts/admin-accounts.ts";
import {
  adminSessionReplySchema,
  loginSecondStepRequestSchema,
  twoFactorCodeRequestSchema,
  twoFactorDoneReplySchema,
  twoFactorEnabledReplySchema,
  twoFactorSetupReplySchema,
  twoFactorStatusReplySchema,
} from "#contracts/admin-two-factor.ts";
import { errorResponses } from "#contracts/errors.ts";
import { adminActorOf } from "#server/platform/audit-log.ts";
import { memberOf } from "#server/platform/auth-guard.ts";
import { limitAttempts } from "#server/platform/rate-limits.ts";
import { requestMetaOf } from "#server/platform/request-meta.ts";
import { setRefreshCookie } from "./accounts.routes.ts";
import { toSessionUser } from "./accounts.service.ts";
import type { AdminTwoFactorService } from "./admin-two-factor.service.ts";

const errors = errorResponses(400, 401, 403, 404, 409, 429);

/**
 * Staff two-factor sign-in: one's own setup, confirmation and turning off
 * (`/api/admin/2fa…`), the second sign-in step (`/api/admin/login/2fa`, public and limited
 * per address, per challenge and per account) and the owner's reset of another admin's.
 */
export const adminTwoFactorRoutes: FastifyPluginAsyncZod<{
  twoFactor: AdminTwoFactorService;
  /** The shop's origin: an https one makes the refresh cookie Secure. */
  origin: string;
}> = async (app, { twoFactor, origin }) => {
  const secure = origin.startsWith("https:");
  const tags = ["admin"];
  const minute = 60_000;
  const ownAccount = (request: FastifyRequest) =>
    request.viewer.kind === "member" ? request.viewer.userId : undefined;
  const limits = {
    secondStep: limitAttempts(app, { name: "admin-login-2fa", perIp: 20, windowMs: 15 * minute }),
    ownCode: limitAttempts(app, {
      name: "admin-2fa-code",
      perIp: 30,
      perAccount: 10,
      windowMs: 15 * minute,
      accountOf: ownAccount,
    }),
  };

  app.addHook("onSend", async (_request, reply) => {
    // Secrets, recovery codes and session tokens: never kept by a browser or proxy.
    reply.header("cache-control", "no-store");
  });

  app.get(
    "/admin/2fa",
    {
      config: { access: "admin", permission: "twofactor.self" },
      schema: {
        tags,
        summary: "Whether one's own two-factor sign-in is on, and recovery codes left",
        response: { 200: twoFactorStatusReplySchema, ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      data: await twoFactor.status(memberOf(request)),
    }),
  );

  app.post(
    "/admin/2fa/setup",
    {
      config: { access: "admin", permission: "twofactor.self" },
      schema: {
        tags,
        summary: "Start setting up two-factor sign-in: a new secret as a QR code and as text",
        description:
          "The secret is shown only until the setup is confirmed with a code. 409 when it is already on.",
        response: { 200: twoFactorSetupReplySchema, ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      data: await twoFactor.beginSetup(memberOf(request)),
    }),
  );

  app.post(
    "/admin/2fa/enable",
    {
      config: { access: "admin", permission: "twofactor.self" },
      preHandler: limits.ownCode,
      schema: {
        tags,
        summary: "Confirm the setup with a code: turns it on and answers ten recovery codes",
        description: "The recovery codes are shown this once; each works once instead of a code.",
        body: twoFactorCodeRequestSchema,
        response: { 200: twoFactorEnabledReplySchema, ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      message: "Two-factor sign-in is on",
      data: {
        recoveryCodes: await twoFactor.enable(adminActorOf(request), request.body.code, {
          ip: request.ip,
        }),
      },
    }),
  );

  app.post(
    "/admin/2fa/recovery-codes",
    {
      config: { access: "admin", permission: "twofactor.self" },
      preHandler: limits.ownCode,
      schema: {
        tags,
        summary: "Ten new recovery codes (needs a current code); every earlier one stops working",
        description:
          "The new codes are shown this once. 400 for a wrong code; 409 when two-factor sign-in is off.",
        body: twoFactorCodeRequestSchema,
        response: { 200: twoFactorEnabledReplySchema, ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      message: "New recovery codes made: the earlier ones no longer work",
      data: {
        recoveryCodes: await twoFactor.renewRecoveryCodes(
          adminActorOf(request),
          request.body.code,
          {
            ip: request.ip,
          },
        ),
      },
    }),
  );

  app.post(
    "/admin/2fa/disable",
    {
      config: { access: "admin", permission: "twofactor.self" },
      preHandler: limits.ownCode,
      schema: {
        tags,
        summary: "Turn one's own two-factor sign-in off (needs a current code)",
        description: "409 where ADMIN_2FA=required covers the admin's role.",
        body: twoFactorCodeRequestSchema,
        response: { 200: twoFactorDoneReplySchema, ...errors },
      },
    },
    async (request) => {
      await twoFactor.disable(adminActorOf(request), request.body.code, { ip: request.ip });
      return { success: true as const, message: "Two-factor sign-in is off" };
    },
  );

  app.post(
    "/admin/login/2fa",
    {
      config: { access: "public" },
      preHandler: limits.secondStep,
      schema: {
        tags,
        summary: "The second step of a staff sign-in: the challenge and a code",
        description:
          "The code is the authenticator app's (each accepted once) or a recovery code (each works once). 400 for a wrong code; 401 once the challenge expired (5 minutes), was used or met 5 wrong codes; 429 past the limits per address and per account.",
        body: loginSecondStepRequestSchema,
        response: { 200: adminSessionReplySchema, ...errors },
      },
    },
    async (request, reply) => {
      const meta = requestMetaOf(request);
      const { user, session, recoveryCodeUsed } = await twoFactor.completeSignIn(
        request.body,
        meta,
      );
      setRefreshCookie(reply, session, secure);
      return {
        success: true as const,
        message: recoveryCodeUsed
          ? "Login successful. That recovery code is now used up."
          : "Login successful",
        token: session.accessToken,
        expiresAt: session.accessExpiresAt.toISOString(),
        user: toSessionUser(user),
      };
    },
  );

  app.post(
    "/admin/admins/:id/2fa/reset",
    {
      config: { access: "admin", permission: "admins.manage" },
      schema: {
        tags,
        summary: "Remove another admin's two-factor sign-in (lost phone); their sessions end",
        description:
          "409 for one's own account (turn it off with a code instead) or when it is not on.",
        params: adminIdParamsSchema,
        response: { 200: twoFactorDoneReplySchema, ...errors },
      },
    },
    async (request) => {
      await twoFactor.reset(adminActorOf(request), request.params.id, { ip: request.ip });
      return {
        success: true as const,
        message: "Two-factor sign-in removed: the admin's sessions have ended",
      };
    },
  );
};

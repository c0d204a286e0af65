import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import {
  acceptInvitationReplySchema,
  acceptInvitationRequestSchema,
  adminAccountReplySchema,
  adminAccountsListReplySchema,
  adminCreateRequestSchema,
  adminDoneReplySchema,
  adminIdParamsSchema,
  adminInvitationReplySchema,
  adminInviteRequestSchema,
  adminUpdateRequestSchema,
  invitationInfoReplySchema,
  invitationTokenParamsSchema,
} from "#contracts/admin-accounts.ts";
import { errorResponses } from "#contracts/errors.ts";
import { adminActorOf } from "#server/platform/audit-log.ts";
import { limitAttempts } from "#server/platform/rate-limits.ts";
import { requestMetaOf } from "#server/platform/request-meta.ts";
import { setRefreshCookie } from "./accounts.routes.ts";
import type { AdminAccountsService } from "./admin-accounts.service.ts";
import type { AdminTwoFactorService } from "./admin-two-factor.service.ts";

const errors = errorResponses(400, 401, 403, 404, 409, 429);

/**
 * Admin accounts and invitations (`/api/admin/admins…`, the owner's alone) and the invited
 * person's two public calls (`/api/admin-invitations…`, rate-limited like signing in).
 */
export const accountsAdminRoutes: FastifyPluginAsyncZod<{
  adminAccounts: AdminAccountsService;
  twoFactor: AdminTwoFactorService;
  /** The shop's origin: an https one makes the refresh cookie Secure. */
  origin: string;
}> = async (app, { adminAccounts: admins, twoFactor, origin }) => {
  const secure = origin.startsWith("https:");
  const tags = ["admin"];
  const minute = 60_000;
  const limits = {
    lookInvitation: limitAttempts(app, {
      name: "admin-invitation-look",
      perIp: 60,
      windowMs: 15 * minute,
    }),
    acceptInvitation: limitAttempts(app, {
      name: "admin-invitation-accept",
      perIp: 20,
      windowMs: 15 * minute,
    }),
  };

  app.addHook("onSend", async (_request, reply) => {
    // Staff addresses and invitation links: never kept by a browser or proxy.
    reply.header("cache-control", "no-store");
  });

  app.get(
    "/admin/admins",
    {
      config: { access: "admin", permission: "admins.manage" },
      schema: {
        tags,
        summary: "Every admin account and the invitations not accepted yet",
        response: { 200: adminAccountsListReplySchema, ...errors },
      },
    },
    async () => ({ success: true as const, data: await admins.list() }),
  );

  app.post(
    "/admin/admins/invitations",
    {
      config: { access: "admin", permission: "admins.manage" },
      schema: {
        tags,
        summary: "Invite an address to the admin team (the link is e-mailed, valid 72 hours)",
        description:
          "Inviting an address again replaces its open invitation (a new link; the old one stops working). 409 when the address already has an account, admin or shopper.",
        body: adminInviteRequestSchema,
        response: { 200: adminInvitationReplySchema, ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      message: `Invitation sent to ${request.body.email}`,
      data: await admins.invite(adminActorOf(request), request.body, {
        lang: requestMetaOf(request).lang,
      }),
    }),
  );

  app.delete(
    "/admin/admins/invitations/:id",
    {
      config: { access: "admin", permission: "admins.manage" },
      schema: {
        tags,
        summary: "Withdraw an invitation: its link stops working",
        params: adminIdParamsSchema,
        response: { 200: adminDoneReplySchema, ...errors },
      },
    },
    async (request) => {
      await admins.withdrawInvitation(adminActorOf(request), request.params.id);
      return { success: true as const, message: "Invitation withdrawn" };
    },
  );

  app.post(
    "/admin/admins",
    {
      config: { access: "admin", permission: "admins.manage" },
      schema: {
        tags,
        summary: "Create an admin account directly, with a password",
        description: "Password rules as at sign-up. 409 when the address already has an account.",
        body: adminCreateRequestSchema,
        response: { 200: adminAccountReplySchema, ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      message: "Admin account created",
      data: await admins.create(adminActorOf(request), request.body, {
        lang: requestMetaOf(request).lang,
      }),
    }),
  );

  app.patch(
    "/admin/admins/:id",
    {
      config: { access: "admin", permission: "admins.manage" },
      schema: {
        tags,
        summary: "Change an admin's role, deactivate or reactivate the account",
        description:
          "Deactivating ends the account's sessions at once. 409 when the change would leave the shop without an active owner.",
        params: adminIdParamsSchema,
        body: adminUpdateRequestSchema,
        response: { 200: adminAccountReplySchema, ...errors },
      },
    },
    async (request) => {
      const { account, message } = await admins.update(
        adminActorOf(request),
        request.params.id,
        request.body,
      );
      return { success: true as const, message, data: account };
    },
  );

  app.get(
    "/admin-invitations/:token",
    {
      config: { access: "public" },
      preHandler: limits.lookInvitation,
      schema: {
        tags,
        summary: "What an invitation link offers: the address and the role",
        description: "404 for a link that names no invitation; 409 once it was used or expired.",
        params: invitationTokenParamsSchema,
        response: { 200: invitationInfoReplySchema, ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      data: await admins.invitationInfo(request.params.token),
    }),
  );

  app.post(
    "/admin-invitations/accept",
    {
      config: { access: "public" },
      preHandler: limits.acceptInvitation,
      schema: {
        tags,
        summary: "Accept an invitation: creates the admin account and signs it in",
        description:
          "Password rules as at sign-up. Answers like the admin login (access token, and the refresh cookie).",
        body: acceptInvitationRequestSchema,
        response: { 200: acceptInvitationReplySchema, ...errors },
      },
    },
    async (request, reply) => {
      const { user, session } = await admins.acceptInvitation(request.body, {
        ...requestMetaOf(request),
        requestId: request.id,
      });
      setRefreshCookie(reply, session, secure);
      return {
        success: true as const,
        message: "Welcome to the admin team",
        token: session.accessToken,
        expiresAt: session.accessExpiresAt.toISOString(),
        user: {
          _id: user.id,
          name: user.name,
          email: user.email,
          role: "admin" as const,
          ...(user.adminRole ? { adminRole: user.adminRole } : {}),
        },
        ...(twoFactor.requiredFor(user.adminRole) ? { twoFactorSetupRequired: true as const } : {}),
      };
    },
  );
};

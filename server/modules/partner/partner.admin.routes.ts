import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import {
  adminPartnerAnswerBodySchema,
  adminPartnerIdParamsSchema,
  adminPartnerListQuerySchema,
  adminPartnerListReplySchema,
  adminPartnerReplySchema,
} from "#contracts/admin-partners.ts";
import { errorResponses } from "#contracts/errors.ts";
import { adminActorOf } from "#server/platform/audit-log.ts";
import type { PartnerAdminService } from "./partner.admin.service.ts";

const errors = errorResponses(400, 401, 403, 404, 409, 503);

/**
 * The staff API of partner enquiries: reading is `partners.read` (owner, manager, support),
 * marking answered `partners.write` (owner, manager).
 */
export const partnerAdminRoutes: FastifyPluginAsyncZod<{
  partnerAdmin: PartnerAdminService;
}> = async (app, { partnerAdmin }) => {
  const tags = ["admin"];

  app.addHook("onSend", async (_request, reply) => {
    // Names, addresses and messages of people who wrote in: never kept by a browser or proxy.
    reply.header("cache-control", "no-store");
  });

  app.get(
    "/admin/partner-enquiries",
    {
      config: { access: "admin", permission: "partners.read" },
      schema: {
        tags,
        summary: "Partner enquiries, newest first, with the count still unanswered",
        description: "state: answered or unanswered. pageSize 1–100, 25 by default.",
        querystring: adminPartnerListQuerySchema,
        response: { 200: adminPartnerListReplySchema, ...errors },
      },
    },
    async (request) => ({ success: true as const, data: await partnerAdmin.list(request.query) }),
  );

  app.get(
    "/admin/partner-enquiries/:id",
    {
      config: { access: "admin", permission: "partners.read" },
      schema: {
        tags,
        summary: "One partner enquiry in full",
        params: adminPartnerIdParamsSchema,
        response: { 200: adminPartnerReplySchema, ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      data: await partnerAdmin.detail(request.params.id),
    }),
  );

  app.post(
    "/admin/partner-enquiries/:id/answered",
    {
      config: { access: "admin", permission: "partners.write" },
      schema: {
        tags,
        summary: "Mark a partner enquiry answered (who and when are stored, and audited)",
        description: "409 when it was already marked answered.",
        params: adminPartnerIdParamsSchema,
        body: adminPartnerAnswerBodySchema,
        response: { 200: adminPartnerReplySchema, ...errors },
      },
    },
    async (request) => {
      const { enquiry, message } = await partnerAdmin.markAnswered(
        request.params.id,
        adminActorOf(request),
      );
      return { success: true as const, message, data: enquiry };
    },
  );
};

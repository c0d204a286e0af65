import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import {
  adminSubscriberExportReplySchema,
  adminSubscriberFilterSchema,
  adminSubscriberListQuerySchema,
  adminSubscriberListReplySchema,
} from "#contracts/admin-subscribers.ts";
import { errorResponses } from "#contracts/errors.ts";
import { adminActorOf } from "#server/platform/audit-log.ts";
import { memberOf } from "#server/platform/auth-guard.ts";
import { limitAttempts } from "#server/platform/rate-limits.ts";
import type { NewsletterAdminService } from "./newsletter.admin.service.ts";

const errors = errorResponses(400, 401, 403, 429, 503);

/** The staff API of newsletter subscribers (`subscribers.read`: owner and manager). */
export const newsletterAdminRoutes: FastifyPluginAsyncZod<{
  newsletterAdmin: NewsletterAdminService;
}> = async (app, { newsletterAdmin }) => {
  const tags = ["admin"];
  const config = { access: "admin", permission: "subscribers.read" } as const;

  app.addHook("onSend", async (_request, reply) => {
    // People's addresses: never kept by a browser or a proxy.
    reply.header("cache-control", "no-store");
  });

  app.get(
    "/admin/subscribers",
    {
      config,
      schema: {
        tags,
        summary: "Newsletter addresses, newest first, with the count of each status",
        description:
          "status: pending, confirmed or unsubscribed; q: part of the address (any case). pageSize 1–100, 25 by default.",
        querystring: adminSubscriberListQuerySchema,
        response: { 200: adminSubscriberListReplySchema, ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      data: await newsletterAdmin.list(request.query),
    }),
  );

  const limitExports = limitAttempts(app, {
    name: "subscribers-export",
    perIp: 60,
    perAccount: 10,
    windowMs: 10 * 60_000,
    accountOf: (request) => memberOf(request).userId,
  });

  app.get(
    "/admin/subscribers/export.csv",
    {
      config,
      preHandler: limitExports,
      schema: {
        tags,
        summary: "Download the matching newsletter addresses as CSV",
        description:
          "The list's filters (status, q). Oldest first; times ISO 8601 UTC; a cell a spreadsheet would take as a formula starts with a single quote. Every export is audited; 10 per admin in 10 minutes.",
        querystring: adminSubscriberFilterSchema,
        response: { 200: adminSubscriberExportReplySchema, ...errors },
      },
    },
    async (request, reply) => {
      const stream = await newsletterAdmin.exportCsv(request.query, adminActorOf(request), (rows) =>
        request.log.info({ rows }, "subscribers export written"),
      );
      const day = new Date().toISOString().slice(0, 10);
      reply
        .header("content-type", "text/csv; charset=utf-8")
        .header("content-disposition", `attachment; filename="gamezone-subscribers-${day}.csv"`);
      // A stream is written as it comes, never checked against the reply schema.
      return reply.send(stream as unknown as string);
    },
  );
};

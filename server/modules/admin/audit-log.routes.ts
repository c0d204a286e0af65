import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { auditLogQuerySchema, auditLogReplySchema } from "#contracts/admin-accounts.ts";
import { errorResponses } from "#contracts/errors.ts";
import type { AuditLogService } from "./audit-log.service.ts";

const errors = errorResponses(400, 401, 403, 404, 409, 429);

/** The audit log (`/api/admin/audit-log`, `audit.read`): the admin frame's reading of it. */
export const auditLogRoutes: FastifyPluginAsyncZod<{ auditLog: AuditLogService }> = async (
  app,
  { auditLog },
) => {
  const tags = ["admin"];

  app.addHook("onSend", async (_request, reply) => {
    reply.header("cache-control", "no-store");
  });

  app.get(
    "/admin/audit-log",
    {
      config: { access: "admin", permission: "audit.read" },
      schema: {
        tags,
        summary: "Admin changes, newest first",
        description:
          "actor: an account id or part of its e-mail; action: exact, or a prefix ending in '.' (games.) or '.*'; targetType and targetId exact; from/to: a UTC day (YYYY-MM-DD, to included) or an ISO instant. pageSize 1–100, 25 by default.",
        querystring: auditLogQuerySchema,
        response: { 200: auditLogReplySchema, ...errors },
      },
    },
    async (request) => ({ success: true as const, data: await auditLog.search(request.query) }),
  );
};

import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { adminDashboardReplySchema } from "#contracts/admin-dashboard.ts";
import { errorEnvelopeSchema } from "#contracts/errors.ts";
import type { DashboardService } from "./dashboard.service.ts";

export const dashboardRoutes: FastifyPluginAsyncZod<{ dashboard: DashboardService }> = async (
  app,
  { dashboard },
) => {
  app.get(
    "/admin/dashboard",
    {
      config: { access: "admin", permission: "dashboard.read" },
      schema: {
        tags: ["admin"],
        summary:
          "Revenue, refunds, fraud holds, blocked checkouts, orders by status, top games and orders needing attention",
        description:
          "USD cents, UTC days. Revenue = totals of orders paid (by paid_at) minus refunds confirmed in the window (by the day they succeeded); each window also counts refunds, orders held for review by a fraud rule (and how many are still held) and checkouts refused before payment. Windows are whole UTC days ending today.",
        response: {
          200: adminDashboardReplySchema,
          401: errorEnvelopeSchema,
          403: errorEnvelopeSchema,
          503: errorEnvelopeSchema,
        },
      },
    },
    async (_request, reply) => {
      // Figures about money and buyers' addresses: never stored by a browser or a proxy.
      reply.header("cache-control", "no-store");
      return { success: true as const, data: await dashboard.read() };
    },
  );
};

import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { errorEnvelopeSchema, successEnvelopeSchema } from "#contracts/errors.ts";
import { AppError } from "#contracts/errors-rules.ts";
import type { Database } from "#db/client.ts";
import type { Lifecycle } from "#server/platform/shutdown.ts";

export const healthRoutes: FastifyPluginAsyncZod<{
  database: Database;
  lifecycle: Lifecycle;
}> = async (app, { database, lifecycle }) => {
  app.get(
    "/health",
    {
      config: { access: "public" },
      schema: {
        tags: ["operations"],
        summary: "Liveness: the process is up",
        response: {
          200: successEnvelopeSchema(
            z.object({ status: z.literal("ok"), uptimeSeconds: z.number() }),
          ),
        },
      },
    },
    async () => ({
      success: true as const,
      data: { status: "ok" as const, uptimeSeconds: Math.round(process.uptime()) },
    }),
  );

  app.get(
    "/ready",
    {
      config: { access: "public" },
      schema: {
        tags: ["operations"],
        summary: "Readiness: the database answers and the process is not shutting down",
        response: {
          200: successEnvelopeSchema(
            z.object({ status: z.literal("ready"), database: z.enum(["pglite", "postgres"]) }),
          ),
          503: errorEnvelopeSchema,
        },
      },
    },
    async () => {
      // A load balancer stops sending new work while requests still in flight finish.
      if (lifecycle.draining) throw new AppError("UNAVAILABLE", "The server is shutting down");
      try {
        await database.ping();
      } catch (error) {
        throw new AppError("UNAVAILABLE", "The database is not answering", { cause: error });
      }
      return {
        success: true as const,
        data: { status: "ready" as const, database: database.kind },
      };
    },
  );
};

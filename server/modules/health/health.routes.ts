import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { errorEnvelopeSchema, successEnvelopeSchema } from "#contracts/errors.ts";
import type { Database } from "#db/client.ts";
import { AppError } from "#server/platform/errors.ts";

export const healthRoutes: FastifyPluginAsyncZod<{ database: Database }> = async (
  app,
  { database },
) => {
  app.get(
    "/health",
    {
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
      schema: {
        tags: ["operations"],
        summary: "Readiness: the database answers",
        response: {
          200: successEnvelopeSchema(
            z.object({ status: z.literal("ready"), database: z.enum(["pglite", "postgres"]) }),
          ),
          503: errorEnvelopeSchema,
        },
      },
    },
    async () => {
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

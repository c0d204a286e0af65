import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { Services } from "#server/services.ts";

export const adminCatalogueRoutes: FastifyPluginAsyncZod<{ services: Services }> = async (
  _app,
  _options,
) => {};

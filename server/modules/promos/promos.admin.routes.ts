import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { errorResponses } from "#contracts/errors.ts";
import {
  adminPromoDeleteReplySchema,
  adminPromoListReplySchema,
  adminPromoReplySchema,
  promoIdParamsSchema,
  promoInputSchema,
} from "#contracts/promos.ts";
import { adminActorOf } from "#server/platform/audit-log.ts";
import type { PromosService } from "./promos.service.ts";

const errors = errorResponses(400, 401, 403, 404, 409, 503);

/** The staff API of promo codes: every write is one transaction with its audit record. */
export const promosAdminRoutes: FastifyPluginAsyncZod<{ promos: PromosService }> = async (
  app,
  { promos },
) => {
  const tags = ["admin"];
  const config = { access: "admin", permission: "promos.write" } as const;

  app.addHook("onSend", async (_request, reply) => {
    reply.header("cache-control", "no-store");
  });

  app.get(
    "/admin/promo-codes",
    {
      config,
      schema: {
        tags,
        summary: "Every promo code with its rules and how often it was used",
        response: { 200: adminPromoListReplySchema, ...errors },
      },
    },
    async () => ({ success: true as const, data: { promoCodes: await promos.list() } }),
  );

  app.post(
    "/admin/promo-codes",
    {
      config,
      schema: {
        tags,
        summary: "Create a promo code",
        description:
          "The code is stored upper-case and NFKC-folded (unique: 409 when it exists). kind percent: amount 1–100; fixed: amount in cents. Limits null mean none; gameIds empty means every game.",
        body: promoInputSchema,
        response: { 200: adminPromoReplySchema, ...errors },
      },
    },
    async (request) => {
      const promoCode = await promos.create(request.body, adminActorOf(request));
      return { success: true as const, message: `${promoCode.code} created`, data: { promoCode } };
    },
  );

  app.put(
    "/admin/promo-codes/:id",
    {
      config,
      schema: {
        tags,
        summary: "Change a promo code",
        description: "The total limit cannot go below the uses already made (409).",
        params: promoIdParamsSchema,
        body: promoInputSchema,
        response: { 200: adminPromoReplySchema, ...errors },
      },
    },
    async (request) => {
      const promoCode = await promos.update(request.params.id, request.body, adminActorOf(request));
      return { success: true as const, message: `${promoCode.code} saved`, data: { promoCode } };
    },
  );

  app.delete(
    "/admin/promo-codes/:id",
    {
      config,
      schema: {
        tags,
        summary: "Delete a promo code (orders that used it keep their discount)",
        params: promoIdParamsSchema,
        response: { 200: adminPromoDeleteReplySchema, ...errors },
      },
    },
    async (request) => {
      await promos.remove(request.params.id, adminActorOf(request));
      return {
        success: true as const,
        message: "Promo code deleted",
        data: { id: request.params.id },
      };
    },
  );
};

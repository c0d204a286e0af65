import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { errorResponses } from "#contracts/errors.ts";
import { buyAgainReplySchema } from "#contracts/repeat-buying.ts";
import { memberOf } from "#server/platform/auth-guard.ts";
import { limitAttempts } from "#server/platform/rate-limits.ts";
import type { BuyAgainService } from "./buy-again.service.ts";

const errors = errorResponses(400, 401, 404, 429, 503);

export const buyAgainRoutes: FastifyPluginAsyncZod<{ buyAgain: BuyAgainService }> = async (
  app,
  { buyAgain },
) => {
  app.post(
    "/orders/:id/buy-again",
    {
      config: { access: "user" },
      // Each line may ask the supplier to confirm its player again: counted like player checks.
      preHandler: limitAttempts(app, {
        name: "buy-again",
        perIp: 60,
        perAccount: 20,
        windowMs: 10 * 60_000,
        accountOf: (request) =>
          request.viewer.kind === "member" ? request.viewer.userId : undefined,
      }),
      schema: {
        tags: ["orders"],
        summary: "Put the lines of one of the member's orders in the cart again, at today's prices",
        description:
          "Packages no longer on sale (and lines the cart or the player check refuses) are listed in `notAdded`; another member's order answers 404.",
        params: z.object({ id: z.uuid("Order not found") }),
        response: { 200: buyAgainReplySchema, ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      data: await buyAgain.buyAgain(memberOf(request).userId, request.params.id),
    }),
  );
};

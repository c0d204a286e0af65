import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import {
  addCartItemSchema,
  cartItemIdParamSchema,
  cartReplySchema,
  updateCartItemSchema,
  validatePlayerReplySchema,
  validatePlayerRequestSchema,
} from "#contracts/buying.ts";
import { errorResponses } from "#contracts/errors.ts";
import { AppError } from "#contracts/errors-rules.ts";
import { memberOf } from "#server/platform/auth-guard.ts";
import { limitAttempts } from "#server/platform/rate-limits.ts";
import type { Services } from "#server/services.ts";

const errors = errorResponses(400, 401, 404, 409, 422, 429, 503);

export const cartRoutes: FastifyPluginAsyncZod<{ services: Services }> = async (
  app,
  { services },
) => {
  const { cart, players, catalogue } = services;
  const tags = ["cart"];
  const playerChecks = limitAttempts(app, {
    name: "player-check",
    perIp: 60,
    perAccount: 30,
    windowMs: 10 * 60_000,
    accountOf: (request) => (request.viewer.kind === "member" ? request.viewer.userId : undefined),
  });

  app.post(
    "/players/validate",
    {
      config: { access: "optional" },
      preHandler: playerChecks,
      schema: {
        tags: ["players"],
        summary: "Check a player account with the supplier and get its in-game nickname",
        body: validatePlayerRequestSchema,
        response: { 200: validatePlayerReplySchema, ...errors },
      },
    },
    async (request) => {
      const game = await catalogue.getGame(request.body.gameId);
      if (!game) throw new AppError("NOT_FOUND", "Unknown game");
      const confirmed = await players.confirm(
        {
          gameSlug: game.slug,
          deliveryKind: game.deliveryKind,
          playerIdFields: game.playerIdFields,
        },
        request.body.fields,
      );
      if (confirmed.nickname === null) {
        throw new AppError("BAD_REQUEST", "This game is delivered as a code: no player to check");
      }
      return { success: true as const, data: { nickname: confirmed.nickname } };
    },
  );

  app.get(
    "/cart",
    {
      config: { access: "user" },
      schema: {
        tags,
        summary: "The signed-in buyer's cart",
        response: { 200: cartReplySchema, ...errors },
      },
    },
    async (request) => ({ success: true as const, data: await cart.get(memberOf(request).userId) }),
  );

  app.post(
    "/cart/items",
    {
      config: { access: "user" },
      preHandler: playerChecks,
      schema: {
        tags,
        summary: "Add a package for a confirmed player (the same package and player add up)",
        body: addCartItemSchema,
        response: { 200: cartReplySchema, ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      message: "Added to cart",
      data: await cart.add(memberOf(request).userId, request.body),
    }),
  );

  app.put(
    "/cart/item/:id",
    {
      config: { access: "user" },
      schema: {
        tags,
        summary: "Set a line's quantity; below 1 removes the line",
        params: cartItemIdParamSchema,
        body: updateCartItemSchema,
        response: { 200: cartReplySchema, ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      data: await cart.setQuantity(
        memberOf(request).userId,
        request.params.id,
        request.body.quantity,
      ),
    }),
  );

  app.delete(
    "/cart/item/:id",
    {
      config: { access: "user" },
      schema: {
        tags,
        summary: "Remove a line",
        params: cartItemIdParamSchema,
        response: { 200: cartReplySchema, ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      data: await cart.remove(memberOf(request).userId, request.params.id),
    }),
  );

  app.delete(
    "/cart/clear",
    {
      config: { access: "user" },
      schema: { tags, summary: "Empty the cart", response: { 200: cartReplySchema, ...errors } },
    },
    async (request) => ({
      success: true as const,
      message: "Cart cleared",
      data: await cart.clear(memberOf(request).userId),
    }),
  );
};

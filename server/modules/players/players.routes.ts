import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { errorResponses } from "#contracts/errors.ts";
import {
  savedPlayerDeletedReplySchema,
  savedPlayerIdParamsSchema,
  savedPlayersQuerySchema,
  savedPlayersReplySchema,
} from "#contracts/repeat-buying.ts";
import { memberOf } from "#server/platform/auth-guard.ts";
import { limitAttempts } from "#server/platform/rate-limits.ts";
import type { PlayerAccountsService } from "./player-accounts.service.ts";

const errors = errorResponses(400, 401, 404, 429, 503);

export const playersRoutes: FastifyPluginAsyncZod<{
  playerAccounts: PlayerAccountsService;
}> = async (app, { playerAccounts }) => {
  const tags = ["players"];
  const attempts = limitAttempts(app, {
    name: "saved-players",
    perIp: 300,
    perAccount: 120,
    windowMs: 10 * 60_000,
    accountOf: (request) => (request.viewer.kind === "member" ? request.viewer.userId : undefined),
  });

  app.get(
    "/users/player-accounts",
    {
      config: { access: "user" },
      preHandler: attempts,
      schema: {
        tags,
        summary:
          "The member's saved player accounts (of one game with gameId), most recently used first",
        querystring: savedPlayersQuerySchema,
        response: { 200: savedPlayersReplySchema, ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      data: await playerAccounts.list(memberOf(request).userId, request.query.gameId),
    }),
  );

  app.delete(
    "/users/player-accounts/:id",
    {
      config: { access: "user" },
      preHandler: attempts,
      schema: {
        tags,
        summary: "Forget one of the member's saved player accounts (another's answers 404)",
        params: savedPlayerIdParamsSchema,
        response: { 200: savedPlayerDeletedReplySchema, ...errors },
      },
    },
    async (request) => {
      await playerAccounts.delete(memberOf(request).userId, request.params.id);
      return { success: true as const, message: "Saved player removed" };
    },
  );
};

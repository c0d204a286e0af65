import type { FastifyReply } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import {
  displayCurrencySchema,
  featuredItemSchema,
  gameDetailSchema,
  gameSummarySchema,
  listGamesQuerySchema,
  paginationSchema,
  searchGamesQuerySchema,
} from "../../../contracts/catalogue.ts";
import { errorEnvelopeSchema, successEnvelopeSchema } from "../../../contracts/errors.ts";
import { AppError } from "../../platform/errors.ts";
import { TtlCache } from "../../platform/ttl-cache.ts";
import type { CatalogueService } from "./catalogue.service.ts";

const gameListEnvelope = successEnvelopeSchema(z.array(gameSummarySchema)).extend({
  pagination: paginationSchema,
});

export const catalogueRoutes: FastifyPluginAsyncZod<{
  catalogue: CatalogueService;
  cacheTtlMs: number;
}> = async (app, { catalogue, cacheTtlMs }) => {
  // Catalogue reads dominate traffic: keep the encoded reply, not only the data, so a hot
  // request costs a map lookup instead of a query, JSON.stringify and a UTF-8 encode (the
  // encode alone was a quarter of a request's CPU time when bodies were strings).
  const bodies = new TtlCache<Buffer>({ ttlMs: cacheTtlMs });
  const sendCached = async (reply: FastifyReply, key: string, build: () => Promise<unknown>) => {
    const body = await bodies.getOrLoad(key, async () =>
      Buffer.from(JSON.stringify(await build())),
    );
    return reply.type("application/json; charset=utf-8").send(body);
  };
  const tags = ["catalogue"];

  app.get(
    "/featured/hero",
    {
      schema: {
        tags,
        summary: "Hero carousel items, in order",
        response: { 200: successEnvelopeSchema(z.array(featuredItemSchema)) },
      },
    },
    (_request, reply) =>
      sendCached(reply, "hero", async () => ({
        success: true,
        data: (await catalogue.getHome()).hero,
      })),
  );

  app.get(
    "/featured/trending",
    {
      schema: {
        tags,
        summary: "Trending games, in order",
        response: { 200: successEnvelopeSchema(z.array(gameSummarySchema)) },
      },
    },
    (_request, reply) =>
      sendCached(reply, "trending", async () => ({
        success: true,
        data: (await catalogue.getHome()).trending,
      })),
  );

  app.get(
    "/games",
    {
      schema: {
        tags,
        summary: "Active games, alphabetical, paginated",
        querystring: listGamesQuerySchema,
        response: { 200: gameListEnvelope, 400: errorEnvelopeSchema },
      },
    },
    (request, reply) => {
      const { page, limit, category } = request.query;
      return sendCached(reply, `games:${page}:${limit}:${category ?? ""}`, async () => {
        const result = await catalogue.listGames(request.query);
        return { success: true, data: result.games, pagination: result.pagination };
      });
    },
  );

  app.get(
    "/games/search",
    {
      schema: {
        tags,
        summary: "Typo-tolerant game search, best matches first",
        querystring: searchGamesQuerySchema,
        response: {
          200: gameListEnvelope.extend({ message: z.string() }),
          400: errorEnvelopeSchema,
        },
      },
    },
    (request, reply) => {
      const { query, page, limit } = request.query;
      return sendCached(reply, `search:${page}:${limit}:${query.toLowerCase()}`, async () => {
        const result = await catalogue.searchGames(request.query);
        const total = result.pagination.totalGames;
        return {
          success: true,
          data: result.games,
          pagination: result.pagination,
          message: total === 0 ? "No games found" : `Found ${total} game${total === 1 ? "" : "s"}`,
        };
      });
    },
  );

  app.get(
    "/games/:id",
    {
      schema: {
        tags,
        summary: "One active game (by id or slug) with its active packages",
        params: z.object({ id: z.string().min(1).max(100) }),
        response: { 200: successEnvelopeSchema(gameDetailSchema), 404: errorEnvelopeSchema },
      },
    },
    async (request) => {
      const game = await catalogue.getGame(request.params.id);
      if (!game) throw new AppError("NOT_FOUND", "Game not found");
      return { success: true as const, data: game };
    },
  );

  app.get(
    "/currencies",
    {
      schema: {
        tags,
        summary: "Display currencies with their rate to USD",
        response: { 200: successEnvelopeSchema(z.array(displayCurrencySchema)) },
      },
    },
    (_request, reply) =>
      sendCached(reply, "currencies", async () => ({
        success: true,
        data: await catalogue.listCurrencies(),
      })),
  );
};

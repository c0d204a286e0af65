import type { FastifyReply, FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import {
  displayCurrencySchema,
  featuredItemSchema,
  gameDetailSchema,
  gameIdParamSchema,
  gameSummarySchema,
  listGamesQuerySchema,
  paginationSchema,
  searchGamesQuerySchema,
} from "#contracts/catalogue.ts";
import { errorEnvelopeSchema, successEnvelopeSchema } from "#contracts/errors.ts";
import { AppError } from "#contracts/errors-rules.ts";
import { defaultLanguage, type LanguageCode, normalizeLanguage } from "#contracts/languages.ts";
import { EncodedBody, RecentBodies, sendEncodedBody } from "#server/platform/encoded-body.ts";
import type { Services } from "#server/services.ts";

const gameListEnvelope = successEnvelopeSchema(z.array(gameSummarySchema)).extend({
  pagination: paginationSchema,
});

export const catalogueRoutes: FastifyPluginAsyncZod<{ services: Services }> = async (
  app,
  { services },
) => {
  const { catalogue } = services;
  // Catalogue reads dominate traffic: keep the encoded reply (and its compressed forms), not
  // only the data, so a hot request costs a map lookup instead of a query, JSON.stringify, a
  // UTF-8 encode and a compression. (The serializer is bypassed: each route's response schema
  // still documents the reply, and the API tests check the replies against it.)
  const bodies = services.caches.create<EncodedBody>({
    maxBytes: 16 * 1024 * 1024,
    sizeOf: (body) => body.estimatedBytes,
  });
  const recent = new RecentBodies(16 * 1024 * 1024);
  const sendCached = async (
    request: FastifyRequest,
    reply: FastifyReply,
    key: string,
    build: () => Promise<unknown>,
  ) => {
    const body = await bodies.getOrLoad(key, async () =>
      recent.reuse(key, new EncodedBody(Buffer.from(JSON.stringify(await build())))),
    );
    return sendEncodedBody(
      reply,
      body,
      request.headers["accept-encoding"],
      "application/json; charset=utf-8",
    );
  };
  const tags = ["catalogue"];

  app.get(
    "/featured/hero",
    {
      config: { access: "public" },
      schema: {
        tags,
        summary: "Hero carousel items, in order",
        response: { 200: successEnvelopeSchema(z.array(featuredItemSchema)) },
      },
    },
    (request, reply) =>
      sendCached(request, reply, `hero@${languageOf(request)}`, async () => ({
        success: true,
        data: (await catalogue.getHome(languageOf(request))).hero,
      })),
  );

  app.get(
    "/featured/trending",
    {
      config: { access: "public" },
      schema: {
        tags,
        summary: "Trending games, in order",
        response: { 200: successEnvelopeSchema(z.array(gameSummarySchema)) },
      },
    },
    (request, reply) =>
      sendCached(request, reply, `trending@${languageOf(request)}`, async () => ({
        success: true,
        data: (await catalogue.getHome(languageOf(request))).trending,
      })),
  );

  app.get(
    "/games",
    {
      config: { access: "public" },
      schema: {
        tags,
        summary: "Active games, alphabetical, paginated",
        querystring: listGamesQuerySchema,
        response: { 200: gameListEnvelope, 400: errorEnvelopeSchema },
      },
    },
    (request, reply) => {
      const { page, limit, category } = request.query;
      const lang = languageOf(request);
      return sendCached(
        request,
        reply,
        `games:${page}:${limit}:${category ?? ""}@${lang}`,
        async () => {
          const result = await catalogue.listGames(request.query, lang);
          return { success: true, data: result.games, pagination: result.pagination };
        },
      );
    },
  );

  app.get(
    "/games/search",
    {
      config: { access: "public" },
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
      const lang = languageOf(request);
      return sendCached(
        request,
        reply,
        `search:${page}:${limit}:${query.toLowerCase()}@${lang}`,
        async () => {
          const result = await catalogue.searchGames(request.query, lang);
          const total = result.pagination.totalGames;
          return {
            success: true,
            data: result.games,
            pagination: result.pagination,
            message:
              total === 0 ? "No games found" : `Found ${total} game${total === 1 ? "" : "s"}`,
          };
        },
      );
    },
  );

  app.get(
    "/games/:id",
    {
      config: { access: "public" },
      schema: {
        tags,
        summary: "One active game (by id or slug) with its active packages",
        params: z.object({ id: gameIdParamSchema }),
        response: {
          200: successEnvelopeSchema(gameDetailSchema),
          400: errorEnvelopeSchema,
          404: errorEnvelopeSchema,
        },
      },
    },
    (request, reply) =>
      sendCached(request, reply, `game:${request.params.id}@${languageOf(request)}`, async () => {
        const game = await catalogue.getGame(request.params.id, languageOf(request));
        // Thrown, so not cached here (the service caches the miss itself).
        if (!game) throw new AppError("NOT_FOUND", "Game not found");
        return { success: true, data: game };
      }),
  );

  app.get(
    "/currencies",
    {
      config: { access: "public" },
      schema: {
        tags,
        summary: "Display currencies with their rate to USD",
        response: { 200: successEnvelopeSchema(z.array(displayCurrencySchema)) },
      },
    },
    (request, reply) =>
      sendCached(request, reply, "currencies", async () => ({
        success: true,
        data: await catalogue.listCurrencies(),
      })),
  );
};

/**
 * The language of a catalogue reply: `?lang=` only, English without it. Not Accept-Language or
 * the cookie, so a URL always means the same reply and caches in front of the API stay correct.
 */
function languageOf(request: FastifyRequest): LanguageCode {
  const search = request.url.indexOf("?");
  if (search < 0) return defaultLanguage;
  return (
    normalizeLanguage(new URLSearchParams(request.url.slice(search + 1)).get("lang")) ??
    defaultLanguage
  );
}

import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import {
  adminCatalogueTextsReplySchema,
  adminCatalogueTextsSaveReplySchema,
  adminCurrencyDeleteReplySchema,
  adminCurrencyListReplySchema,
  adminCurrencyReplySchema,
  adminFeaturedListReplySchema,
  adminFeaturedReplySchema,
  catalogueTextsBodySchema,
  catalogueTextsQuerySchema,
  currencyCodeParamsSchema,
  currencyInputSchema,
  featuredListBodySchema,
  featuredListMaxItems,
  featuredListParamsSchema,
} from "#contracts/admin-home.ts";
import { errorResponses } from "#contracts/errors.ts";
import { adminActorOf } from "#server/platform/audit-log.ts";
import type { CatalogueTextsService } from "./catalogue-texts.service.ts";
import type { CurrenciesService } from "./currencies.service.ts";
import type { FeaturedService } from "./featured.service.ts";

const errors = errorResponses(400, 401, 403, 404, 409, 503);

/**
 * The admin API of what the storefront shows around the catalogue: the home page's lists, the
 * display currencies and the catalogue's words in the other languages. Every write is one
 * transaction with its audit record, then empties the storefront's caches (every process).
 */
export const catalogueHomeAdminRoutes: FastifyPluginAsyncZod<{
  featured: FeaturedService;
  currencies: CurrenciesService;
  catalogueTexts: CatalogueTextsService;
}> = async (app, { featured, currencies, catalogueTexts: texts }) => {
  const tags = ["admin"];

  app.addHook("onSend", async (_request, reply) => {
    reply.header("cache-control", "no-store");
  });

  app.get(
    "/admin/featured",
    {
      config: { access: "admin", permission: "featured.write" },
      schema: {
        tags,
        summary:
          "The home page's hero carousel, trending and more-games lists, and the games to pick from",
        response: { 200: adminFeaturedReplySchema, ...errors },
      },
    },
    async () => ({ success: true as const, data: await featured.read() }),
  );

  app.put(
    "/admin/featured/:list",
    {
      config: { access: "admin", permission: "featured.write" },
      schema: {
        tags,
        summary: "Replace one home list with a new ordered list of games",
        description: `Positions follow the order given. Active games only, each once; at most ${featuredListMaxItems.hero} hero items and ${featuredListMaxItems.trending} in the other lists. Hero items take a headline and artwork (the game's wide image when none is given); the other lists store neither.`,
        params: featuredListParamsSchema,
        body: featuredListBodySchema,
        response: { 200: adminFeaturedListReplySchema, ...errors },
      },
    },
    async (request) => {
      const { items, message } = await featured.replace(
        request.params.list,
        request.body.items,
        adminActorOf(request),
      );
      return { success: true as const, message, data: { list: request.params.list, items } };
    },
  );

  app.get(
    "/admin/currencies",
    {
      config: { access: "admin", permission: "currencies.write" },
      schema: {
        tags,
        summary: "Every display currency with its rate to USD",
        response: { 200: adminCurrencyListReplySchema, ...errors },
      },
    },
    async () => ({ success: true as const, data: { currencies: await currencies.list() } }),
  );

  app.put(
    "/admin/currencies/:code",
    {
      config: { access: "admin", permission: "currencies.write" },
      schema: {
        tags,
        summary: "Add a display currency or change one",
        description:
          "rateToUsd: units of the currency per 1 USD (more than 0, 6 decimals kept). USD's rate must stay 1.",
        params: currencyCodeParamsSchema,
        body: currencyInputSchema,
        response: { 200: adminCurrencyReplySchema, ...errors },
      },
    },
    async (request) => {
      const { message, ...data } = await currencies.save(
        request.params.code,
        request.body,
        adminActorOf(request),
      );
      return { success: true as const, message, data };
    },
  );

  app.delete(
    "/admin/currencies/:code",
    {
      config: { access: "admin", permission: "currencies.write" },
      schema: {
        tags,
        summary: "Delete a display currency (never USD: 409)",
        params: currencyCodeParamsSchema,
        response: { 200: adminCurrencyDeleteReplySchema, ...errors },
      },
    },
    async (request) => {
      const { message } = await currencies.remove(request.params.code, adminActorOf(request));
      return { success: true as const, message, data: { code: request.params.code } };
    },
  );

  app.get(
    "/admin/catalogue-texts",
    {
      config: { access: "admin", permission: "texts.write" },
      schema: {
        tags,
        summary:
          "Every translatable catalogue text with its English and one language's translation",
        description:
          "language: one of the nine languages other than English. entity (game, package, featured, category), missing=true (only texts without a translation) and q (part of the English, the translation or the game's title) filter; pageSize 1–200, 50 by default.",
        querystring: catalogueTextsQuerySchema,
        response: { 200: adminCatalogueTextsReplySchema, ...errors },
      },
    },
    async (request) => ({ success: true as const, data: await texts.list(request.query) }),
  );

  app.put(
    "/admin/catalogue-texts",
    {
      config: { access: "admin", permission: "texts.write" },
      schema: {
        tags,
        summary: "Save a batch of catalogue translations",
        description:
          "Each text names what it translates (entity, entityKey, field as the list gives them) and the language; an empty value removes the translation, so the English shows again. One transaction, one audit record per changed text.",
        body: catalogueTextsBodySchema,
        response: { 200: adminCatalogueTextsSaveReplySchema, ...errors },
      },
    },
    async (request) => {
      const { message, ...data } = await texts.save(request.body.texts, adminActorOf(request));
      return { success: true as const, message, data };
    },
  );
};

import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { errorEnvelopeSchema, successEnvelopeSchema } from "#contracts/errors.ts";
import { AppError } from "#contracts/errors-rules.ts";
import {
  guideDetailSchema,
  guideListItemSchema,
  guideListItemWithContentSchema,
  guideQuerySchema,
  guideSlugSchema,
  listGuidesApiQuerySchema,
} from "#contracts/guides.ts";
import { maxSlugLength } from "#contracts/guides-rules.ts";
import type { GuidesService } from "./guides.service.ts";

export const guidesRoutes: FastifyPluginAsyncZod<{ guides: GuidesService }> = async (
  app,
  { guides },
) => {
  const tags = ["guides"];

  app.get(
    "/blogs",
    {
      config: { access: "public" },
      schema: {
        tags,
        summary:
          "Published guides, newest first, 12 a page: a plain array, each with its sanitized HTML `content` (left out with `fields=summary`); each in `lang` or else in the guide's own language",
        querystring: listGuidesApiQuerySchema,
        response: {
          200: z.array(z.union([guideListItemWithContentSchema, guideListItemSchema])),
          400: errorEnvelopeSchema,
        },
      },
    },
    async (request) => {
      const { fields, ...query } = request.query;
      const items = (await guides.listGuides(query)).guides;
      if (fields === "summary") return items;
      // The article reads are cached per guide and language, like the article page's.
      return Promise.all(
        items.map(async (item) => ({
          ...item,
          content: (await guides.getGuide(item.slug, query.lang))?.content ?? "",
        })),
      );
    },
  );

  app.get(
    "/blogs/:slug",
    {
      config: { access: "public" },
      schema: {
        tags,
        summary: "One published guide with its sanitized HTML content",
        // A malformed slug names no guide: 404 like any unknown one, checked in the handler.
        params: z.object({ slug: z.string().max(maxSlugLength * 4) }),
        querystring: guideQuerySchema,
        response: {
          200: successEnvelopeSchema(guideDetailSchema),
          400: errorEnvelopeSchema,
          404: errorEnvelopeSchema,
        },
      },
    },
    async (request) => {
      const slug = guideSlugSchema.safeParse(request.params.slug);
      const guide = slug.success ? await guides.getGuide(slug.data, request.query.lang) : null;
      if (!guide) throw new AppError("NOT_FOUND", "Guide not found");
      return { success: true as const, data: guide };
    },
  );
};

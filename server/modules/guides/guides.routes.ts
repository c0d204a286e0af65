import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { errorEnvelopeSchema, successEnvelopeSchema } from "#contracts/errors.ts";
import { AppError } from "#contracts/errors-rules.ts";
import {
  guideDetailSchema,
  guideListItemSchema,
  guideQuerySchema,
  guideSlugSchema,
  listGuidesQuerySchema,
} from "#contracts/guides.ts";
import { maxSlugLength } from "#contracts/guides-rules.ts";
import type { Services } from "#server/services.ts";

export const guidesRoutes: FastifyPluginAsyncZod<{ services: Services }> = async (
  app,
  { services },
) => {
  const { guides } = services;
  const tags = ["guides"];

  app.get(
    "/blogs",
    {
      config: { access: "public" },
      schema: {
        tags,
        summary:
          "Published guides, newest first, 12 a page: a plain array (no content); each in `lang` or else in the guide's own language",
        querystring: listGuidesQuerySchema,
        response: { 200: z.array(guideListItemSchema), 400: errorEnvelopeSchema },
      },
    },
    async (request) => (await guides.listGuides(request.query)).guides,
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

import type { FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { errorEnvelopeSchema } from "#contracts/errors.ts";
import { partnerEnquirySchema, partnerReplySchema } from "#contracts/partner.ts";
import { partnerApiPaths } from "#contracts/partner-rules.ts";
import { resolveRequestPreferences } from "#contracts/preferences.ts";
import { limitAttempts } from "#server/platform/rate-limits.ts";
import type { Services } from "#server/services.ts";

const emailOfBody = (request: FastifyRequest) => {
  const email = (request.body as { email?: unknown } | undefined)?.email;
  return typeof email === "string" ? email.trim().toLowerCase() : undefined;
};

export const partnerRoutes: FastifyPluginAsyncZod<{ services: Services }> = async (
  app,
  { services },
) => {
  const limit = limitAttempts(app, {
    name: "partner-enquiry",
    perIp: 10,
    perAccount: 5,
    windowMs: 60 * 60_000,
    accountOf: emailOfBody,
  });

  app.post(
    partnerApiPaths.enquiries.slice("/api".length),
    {
      config: { access: "public" },
      preHandler: limit,
      schema: {
        tags: ["partners"],
        summary: "Send a partner enquiry: stored, e-mailed to support, acknowledged to the sender",
        body: partnerEnquirySchema,
        response: { 200: partnerReplySchema, 400: errorEnvelopeSchema, 429: errorEnvelopeSchema },
      },
    },
    async (request) => {
      const lang =
        request.body.language ??
        resolveRequestPreferences({
          url: new URL(request.url, "http://internal"),
          cookieHeader: request.headers.cookie,
          acceptLanguage: request.headers["accept-language"],
        }).lang;
      return {
        success: true as const,
        message: await services.partner.submit(request.body, lang),
      };
    },
  );
};

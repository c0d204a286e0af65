import type { FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { errorEnvelopeSchema } from "#contracts/errors.ts";
import { isAppError } from "#contracts/errors-rules.ts";
import {
  newsletterReplySchema,
  newsletterStatusReplySchema,
  newsletterSubscribeSchema,
  newsletterTokenSchema,
} from "#contracts/newsletter.ts";
import { type NewsletterFormResult, newsletterApiPaths } from "#contracts/newsletter-rules.ts";
import { paths } from "#contracts/paths.ts";
import { resolveRequestPreferences } from "#contracts/preferences.ts";
import { limitAttempts } from "#server/platform/rate-limits.ts";
import type { Services } from "#server/services.ts";

const errors = { 400: errorEnvelopeSchema, 429: errorEnvelopeSchema };
const apiPrefix = "/api";
const routeOf = (path: string) => path.slice(apiPrefix.length);

const emailOfBody = (request: FastifyRequest) => {
  const email = (request.body as { email?: unknown } | undefined)?.email;
  return typeof email === "string" ? email.trim().toLowerCase() : undefined;
};

const requestLanguageOf = (request: FastifyRequest) =>
  resolveRequestPreferences({
    url: new URL(request.url, "http://internal"),
    cookieHeader: request.headers.cookie,
    acceptLanguage: request.headers["accept-language"],
  }).lang;

export const newsletterRoutes: FastifyPluginAsyncZod<{ services: Services }> = async (
  app,
  { services },
) => {
  const { newsletter } = services;
  const tags = ["newsletter"];
  const minute = 60_000;
  const limits = {
    subscribe: limitAttempts(app, {
      name: "newsletter",
      perIp: 20,
      perAccount: 5,
      windowMs: 60 * minute,
      accountOf: emailOfBody,
    }),
    link: limitAttempts(app, { name: "newsletter-link", perIp: 30, windowMs: 15 * minute }),
    // Mail providers send one-click unsubscribes for many people from a few addresses.
    oneClick: limitAttempts(app, {
      name: "newsletter-one-click",
      perIp: 600,
      windowMs: 15 * minute,
    }),
  };

  // A one-click unsubscribe arrives as a form post (`List-Unsubscribe=One-Click`); the token is
  // in the URL, so the body is read and ignored. Only this plugin accepts form bodies.
  for (const type of ["application/x-www-form-urlencoded", "multipart/form-data"]) {
    app.addContentTypeParser(type, { parseAs: "string", bodyLimit: 4096 }, (_request, body, done) =>
      done(null, body),
    );
  }

  app.post(
    routeOf(newsletterApiPaths.subscribe),
    {
      config: { access: "public" },
      preHandler: limits.subscribe,
      schema: {
        tags,
        summary: "Subscribe an address: e-mails a confirmation link (double opt-in)",
        description:
          "The same answer whether the address is new, pending or already confirmed; a pending address gets the link again at most once a minute.",
        body: newsletterSubscribeSchema,
        response: { 200: newsletterReplySchema, ...errors },
      },
    },
    async (request) => {
      const lang = request.body.language ?? requestLanguageOf(request);
      return {
        success: true as const,
        message: await newsletter.subscribe(request.body.email, lang),
      };
    },
  );

  // The footer form without JavaScript: a native urlencoded post, answered with a page (a 303
  // to /newsletter/subscribed) that says what the form's widget would have said. The same
  // address rules, attempt limits (shared with the JSON route) and same-in-every-case answer.
  app.post(
    routeOf(newsletterApiPaths.subscribeForm),
    {
      config: { access: "public" },
      schema: { hide: true },
      preValidation: async (request) => {
        const fields = new URLSearchParams(typeof request.body === "string" ? request.body : "");
        request.body = { email: fields.get("email") ?? "", language: fields.get("language") };
      },
    },
    async (request, reply) => {
      const body = request.body as { email: string; language: string | null };
      const language = newsletterSubscribeSchema.shape.language.safeParse(
        body.language ?? undefined,
      ).data;
      const answer = (result: NewsletterFormResult) =>
        reply
          .header("cache-control", "no-store")
          .redirect(paths.newsletterSubscribed(result, language), 303);
      if (body.email.trim() === "") return answer("required");
      try {
        await limits.subscribe.call(app, request, reply);
      } catch (error) {
        if (isAppError(error) && error.code === "RATE_LIMITED") return answer("limited");
        throw error;
      }
      const parsed = newsletterSubscribeSchema.safeParse({ email: body.email, language });
      if (!parsed.success) return answer("invalid");
      try {
        await newsletter.subscribe(parsed.data.email, language ?? requestLanguageOf(request));
      } catch (error) {
        request.log.error({ err: error }, "newsletter form subscription failed");
        return answer("failed");
      }
      return answer("ok");
    },
  );

  app.post(
    routeOf(newsletterApiPaths.confirm),
    {
      config: { access: "public" },
      preHandler: limits.link,
      schema: {
        tags,
        summary: "Confirm a subscription with the token of its signed link",
        description:
          "Posted by the confirmation page, never on a plain GET, so link scanners that open the e-mail's link do not confirm.",
        body: newsletterTokenSchema,
        response: { 200: newsletterStatusReplySchema, ...errors },
      },
    },
    async (request) => {
      const result = await newsletter.confirm(request.body.token);
      return { success: true as const, message: result.message, data: { status: result.status } };
    },
  );

  app.post(
    routeOf(newsletterApiPaths.unsubscribe),
    {
      config: { access: "public" },
      preHandler: limits.link,
      schema: {
        tags,
        summary: "Unsubscribe with the token of a signed unsubscribe link",
        body: newsletterTokenSchema,
        response: { 200: newsletterStatusReplySchema, ...errors },
      },
    },
    async (request) => {
      const result = await newsletter.unsubscribe(request.body.token);
      return { success: true as const, message: result.message, data: { status: result.status } };
    },
  );

  app.post(
    routeOf(newsletterApiPaths.oneClickUnsubscribe),
    {
      config: { access: "public" },
      preHandler: limits.oneClick,
      schema: {
        tags,
        summary: "One-click unsubscribe (List-Unsubscribe-Post), posted by mail programs",
        querystring: newsletterTokenSchema,
        response: { 200: newsletterStatusReplySchema, ...errors },
      },
    },
    async (request) => {
      const result = await newsletter.unsubscribe(request.query.token);
      return { success: true as const, message: result.message, data: { status: result.status } };
    },
  );

  // Someone who opens the header's address in a browser lands on the unsubscribe page, which
  // asks before it posts: a GET never changes anything.
  app.get(
    routeOf(newsletterApiPaths.oneClickUnsubscribe),
    {
      config: { access: "public" },
      schema: { hide: true, querystring: newsletterTokenSchema },
    },
    async (request, reply) =>
      reply
        .header("cache-control", "no-store")
        .redirect(paths.newsletterUnsubscribe(request.query.token), 303),
  );
};

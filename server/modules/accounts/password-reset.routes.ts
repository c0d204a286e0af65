import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import {
  forgotPasswordSchema,
  messageReplySchema,
  resetPasswordSchema,
} from "#contracts/accounts.ts";
import { errorResponses } from "#contracts/errors.ts";
import { limitAttempts } from "#server/platform/rate-limits.ts";
import type { PasswordResetService } from "./password-reset.service.ts";

const errors = errorResponses(400, 429);

export const passwordResetRoutes: FastifyPluginAsyncZod<{
  passwordReset: PasswordResetService;
}> = async (app, { passwordReset }) => {
  const tags = ["accounts"];
  const minute = 60_000;
  const limits = {
    // Per address and per e-mail: nobody floods a mailbox with reset links, and the count for
    // an address is kept whether or not it has an account (a 429 tells nothing either).
    forgot: limitAttempts(app, {
      name: "password-forgot",
      perIp: 10,
      perAccount: 5,
      windowMs: 60 * minute,
      accountOf: (request) => {
        const email = (request.body as { email?: unknown } | undefined)?.email;
        return typeof email === "string" ? email.trim().toLowerCase() : undefined;
      },
    }),
    reset: limitAttempts(app, { name: "password-reset", perIp: 20, windowMs: 15 * minute }),
  };

  app.post(
    "/users/password/forgot",
    {
      config: { access: "public" },
      preHandler: limits.forgot,
      schema: {
        tags,
        summary: "E-mail a link to choose a new password (valid 30 minutes, works once)",
        description:
          "The same answer whether or not the address has an account; the link is sent in the background.",
        body: forgotPasswordSchema,
        response: { 200: messageReplySchema, ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      message: await passwordReset.requestReset(request.body.email, request.ip),
    }),
  );

  app.post(
    "/users/password/reset",
    {
      config: { access: "public" },
      preHandler: limits.reset,
      schema: {
        tags,
        summary:
          "Set a new password with an e-mailed reset link; every session of the account ends",
        description:
          "400 BAD_REQUEST for an unknown, used, replaced or expired link; the sign-up's password rules apply.",
        body: resetPasswordSchema,
        response: { 200: messageReplySchema, ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      message: await passwordReset.resetPassword(request.body, { ip: request.ip }),
    }),
  );
};

import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { mailboxMessageSchema } from "#contracts/accounts.ts";
import { successEnvelopeSchema } from "#contracts/errors.ts";
import { sendPage } from "#server/platform/plain-page.ts";
import type { Services } from "#server/services.ts";
import { listMailbox } from "./dev.repository.ts";
import { renderMailboxPage } from "./mailbox-page.ts";

const mailboxQuerySchema = z.object({
  to: z.email().max(254).optional(),
  limit: z.coerce.number().int().min(1).max(200).default(50),
});

async function readMailbox(services: Services, query: z.infer<typeof mailboxQuerySchema>) {
  const rows = await listMailbox(services.database.db, {
    ...(query.to ? { to: query.to.toLowerCase() } : {}),
    limit: query.limit,
  });
  return rows.map((row) => ({ ...row, sentAt: row.sentAt.toISOString() }));
}

/**
 * Demo mode's development mailbox as JSON (registered under /api only in demo mode): every
 * e-mail the shop sent, newest first, so sign-up works with no mail server.
 */
export const devApiRoutes: FastifyPluginAsyncZod<{ services: Services }> = async (
  app,
  { services },
) => {
  app.get(
    "/dev/mailbox",
    {
      config: { access: "public" },
      schema: {
        tags: ["development (demo mode only)"],
        summary: "E-mails held by the development mailbox, newest first",
        querystring: mailboxQuerySchema,
        response: { 200: successEnvelopeSchema(z.array(mailboxMessageSchema)) },
      },
    },
    async (request) => ({
      success: true as const,
      data: await readMailbox(services, request.query),
    }),
  );
};

/** The development pages (demo mode only): the mailbox at /dev/mailbox. */
export const devPages: FastifyPluginAsyncZod<{ services: Services }> = async (
  app,
  { services },
) => {
  app.get(
    "/dev/mailbox",
    { schema: { hide: true, querystring: mailboxQuerySchema } },
    async (request, reply) => {
      const messages = await readMailbox(services, request.query);
      return sendPage(
        reply,
        200,
        renderMailboxPage(messages, request.query.to),
        "default-src 'none'; style-src 'unsafe-inline'; img-src data:; frame-src 'self'; base-uri 'none'; form-action 'self'",
      );
    },
  );
};

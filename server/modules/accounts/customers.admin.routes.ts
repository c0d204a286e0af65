import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import {
  adminCustomerListQuerySchema,
  adminCustomerListReplySchema,
  adminCustomerReplySchema,
  blockCustomerSchema,
  customerIdParamsSchema,
} from "#contracts/admin-customers.ts";
import { errorResponses } from "#contracts/errors.ts";
import { adminActorOf } from "#server/platform/audit-log.ts";
import type { CustomersService } from "./customers.service.ts";

const errors = errorResponses(400, 401, 403, 404, 409, 503);

/**
 * The staff API of customers: reading for support and up (`customers.read`), blocking and
 * unblocking for owner and manager (`customers.write`), each write audited.
 */
export const customersAdminRoutes: FastifyPluginAsyncZod<{ customers: CustomersService }> = async (
  app,
  { customers },
) => {
  const tags = ["admin"];
  const read = { access: "admin", permission: "customers.read" } as const;
  const write = { access: "admin", permission: "customers.write" } as const;

  app.addHook("onSend", async (_request, reply) => {
    // People's details: never kept by a browser or a proxy.
    reply.header("cache-control", "no-store");
  });

  app.get(
    "/admin/customers",
    {
      config: read,
      schema: {
        tags,
        summary: "Shoppers, newest first, with their orders count and total spent",
        description:
          "q: part of the name or the e-mail address (any case, compatibility forms folded). pageSize 1–100, 25 by default. Staff accounts are not listed.",
        querystring: adminCustomerListQuerySchema,
        response: { 200: adminCustomerListReplySchema, ...errors },
      },
    },
    async (request) => ({ success: true as const, data: await customers.list(request.query) }),
  );

  app.get(
    "/admin/customers/:id",
    {
      config: read,
      schema: {
        tags,
        summary: "One shopper: profile, sign-in methods, orders, refunds and security events",
        description: "404 for an unknown id and for a staff account.",
        params: customerIdParamsSchema,
        response: { 200: adminCustomerReplySchema, ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      data: await customers.detail(request.params.id),
    }),
  );

  app.post(
    "/admin/customers/:id/block",
    {
      config: write,
      schema: {
        tags,
        summary: "Block a shopper's account",
        description:
          "Ends every session at once; sign-in (password, Google, refresh) answers 403 ACCOUNT_BLOCKED, and checkout with the account's address 403 with the blocklist's neutral refusal. 409 for a staff account or one already blocked.",
        params: customerIdParamsSchema,
        body: blockCustomerSchema,
        response: { 200: adminCustomerReplySchema, ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      message: "Account blocked",
      data: await customers.block(request.params.id, request.body, adminActorOf(request)),
    }),
  );

  app.post(
    "/admin/customers/:id/unblock",
    {
      config: write,
      schema: {
        tags,
        summary: "Lift a shopper's block",
        description: "409 for a staff account or one that is not blocked.",
        params: customerIdParamsSchema,
        response: { 200: adminCustomerReplySchema, ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      message: "Account unblocked",
      data: await customers.unblock(request.params.id, adminActorOf(request)),
    }),
  );
};

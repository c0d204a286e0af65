import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { hasAdminPermission } from "#contracts/admin-permissions.ts";
import {
  checkoutReplySchema,
  checkoutRequestSchema,
  idempotencyKeySchema,
  orderReplySchema,
  purchasesReplySchema,
} from "#contracts/buying.ts";
import { errorResponses } from "#contracts/errors.ts";
import { AppError } from "#contracts/errors-rules.ts";
import { requestMetaOf } from "#server/modules/accounts/accounts.routes.ts";
import { memberOf } from "#server/platform/auth-guard.ts";
import { limitAttempts } from "#server/platform/rate-limits.ts";
import type { Services } from "#server/services.ts";

const errors = errorResponses(400, 401, 403, 404, 409, 422, 429, 503);

const orderIdParams = z.object({ id: z.uuid("Order not found") });
// The shop's order ids are UUIDs (any version; the database column is uuid).
const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export const ordersRoutes: FastifyPluginAsyncZod<{ services: Services }> = async (
  app,
  { services },
) => {
  const { orders, payments } = services;
  const tags = ["orders"];

  app.post(
    "/checkout",
    {
      config: { access: "user" },
      preHandler: limitAttempts(app, {
        name: "checkout",
        perIp: 60,
        perAccount: 20,
        windowMs: 10 * 60_000,
        accountOf: (request) =>
          request.viewer.kind === "member" ? request.viewer.userId : undefined,
      }),
      schema: {
        tags,
        summary: "Create the order (once per Idempotency-Key) and open its payment",
        description:
          "Every line is priced from the catalogue; prices sent by the browser are ignored. The same key returns the same order.",
        headers: z.object({ "idempotency-key": idempotencyKeySchema }).loose(),
        body: checkoutRequestSchema,
        response: { 200: checkoutReplySchema, ...errors },
      },
    },
    async (request) => {
      const viewer = memberOf(request);
      const data = await orders.checkout(
        viewer.userId,
        request.body,
        request.headers["idempotency-key"],
        requestMetaOf(request).lang,
      );
      return { success: true as const, data };
    },
  );

  app.get(
    "/orders/:id",
    {
      config: { access: "user" },
      schema: {
        tags,
        summary: "An order with its lines and every status change (buyer or admin)",
        params: orderIdParams,
        querystring: z.object({ sync: z.enum(["1"]).optional() }),
        response: { 200: orderReplySchema, ...errors },
      },
    },
    async (request) => {
      const viewer = memberOf(request);
      // Staff read any order only with the permission the admin order screens need; any other
      // account (an editor included) sees its own orders and a 404 for the rest.
      const access = {
        userId: viewer.userId,
        readsAllOrders:
          viewer.role === "admin" && hasAdminPermission(viewer.adminRole, "orders.read"),
      };
      // The return page asks once with sync=1: the provider is asked too, in case the webhook
      // is late.
      if (request.query.sync) {
        await orders.getOrder(request.params.id, access);
        await orders.syncWithProvider(request.params.id).catch((error: unknown) => {
          request.log.warn({ err: error }, "payment sync failed");
        });
      }
      return { success: true as const, data: await orders.getOrder(request.params.id, access) };
    },
  );

  app.get(
    "/users/purchases",
    {
      config: { access: "user" },
      schema: {
        tags,
        summary: "The signed-in buyer's purchases, newest first",
        response: { 200: purchasesReplySchema, ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      data: await orders.listPurchases(memberOf(request).userId),
    }),
  );

  app.get(
    "/payments/methods",
    {
      config: { access: "public" },
      schema: {
        tags,
        summary: "Payment methods offered at checkout",
        response: {
          200: z.object({ success: z.literal(true), data: z.array(z.string()) }),
        },
      },
    },
    async () => ({ success: true as const, data: [...payments.methods] }),
  );

  // Webhooks need the exact bytes for the signature: parse JSON as a raw buffer here only.
  await app.register(async (hooks) => {
    hooks.removeContentTypeParser("application/json");
    hooks.addContentTypeParser("application/json", { parseAs: "buffer" }, (_request, body, done) =>
      done(null, body),
    );
    for (const provider of ["sandbox", "stripe"] as const) {
      hooks.post(
        `/payments/webhooks/${provider}`,
        {
          config: { access: "public" },
          schema: {
            tags: ["payments"],
            summary: `Payment events from the ${provider} provider (signature checked, each event applied once)`,
            response: { 200: z.object({ success: z.literal(true) }), ...errors },
          },
        },
        async (request) => {
          if (payments.name !== provider) {
            throw new AppError("NOT_FOUND", "This payment provider is not in use");
          }
          const raw = request.body;
          if (!Buffer.isBuffer(raw)) throw new AppError("BAD_REQUEST", "Expected a JSON body");
          const event = payments.parseWebhook(raw, request.headers);
          if (event && !uuidPattern.test(event.orderId)) {
            // Signed by the provider but not one of the shop's orders (another integration on
            // the same account): nothing to do, and a 2xx so the provider stops resending it.
            request.log.warn(
              { eventId: event.eventId, type: event.type, orderId: event.orderId.slice(0, 100) },
              "payment webhook for an order id that is not the shop's: ignored",
            );
          } else if (event) {
            await orders.applyPaymentEvent(event);
          }
          return { success: true as const };
        },
      );
    }
  });
};

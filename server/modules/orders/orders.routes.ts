import type { FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { hasAdminPermission } from "#contracts/admin-permissions.ts";
import {
  checkoutReplySchema,
  checkoutRequestSchema,
  idempotencyKeySchema,
  orderLinkKeySchema,
  orderLookupReplySchema,
  orderLookupSchema,
  orderReplySchema,
  paymentMethodSchema,
  purchasesReplySchema,
} from "#contracts/buying.ts";
import { errorResponses } from "#contracts/errors.ts";
import { AppError } from "#contracts/errors-rules.ts";
import { uuidPattern } from "#contracts/id-rules.ts";
import { checkoutQuoteReplySchema, checkoutQuoteRequestSchema } from "#contracts/promos.ts";
import { bearerTokenOf, memberOf, type Viewer } from "#server/platform/auth-guard.ts";
import { limitAttempts } from "#server/platform/rate-limits.ts";
import { requestMetaOf } from "#server/platform/request-meta.ts";
import type { Services } from "#server/services.ts";
import type { OrderReader } from "./orders.service.ts";

const errors = errorResponses(400, 401, 403, 404, 409, 422, 429, 503);

/**
 * The viewer of a route open to guests and members. A request that sent a bearer token which
 * no longer works is refused (401), not served as a guest: a member whose access token expired
 * must refresh it and keep the order in the account, not buy as a guest by accident.
 */
function signedInOrGuest(request: FastifyRequest): Viewer {
  if (request.viewer.kind === "guest" && bearerTokenOf(request)) {
    throw new AppError("UNAUTHORIZED", "Session expired. Please log in again.");
  }
  return request.viewer;
}

const orderIdParams = z.object({ id: z.uuid("Order not found") });

export const ordersRoutes: FastifyPluginAsyncZod<{ services: Services }> = async (
  app,
  { services },
) => {
  const { orders, payments } = services;
  // A guest's order page polls every 3 s; 600 a minute leaves room for many tabs and a NAT.
  const limitLinkReads = limitAttempts(app, { name: "order-read", perIp: 600, windowMs: 60_000 });
  const tags = ["orders"];

  app.post(
    "/checkout",
    {
      // Guests buy too (one line now, no cart); a member's expired token is still a 401, below.
      config: { access: "optional" },
      preHandler: limitAttempts(app, {
        name: "checkout",
        perIp: 60,
        perAccount: 20,
        windowMs: 10 * 60_000,
        // A guest is counted by the e-mail address it buys for, as a member by its account.
        accountOf: (request) =>
          request.viewer.kind === "member"
            ? request.viewer.userId
            : `guest:${(request.body as { email?: string } | undefined)?.email ?? ""}`,
      }),
      schema: {
        tags,
        summary: "Create the order (once per Idempotency-Key) and open its payment",
        description:
          "Every line is priced from the catalogue; prices sent by the browser are ignored. The same key returns the same order. Without a bearer token the buyer is a guest: only `buyNow`, and the reply carries `orderKey`, the key of the order's signed link.",
        headers: z.object({ "idempotency-key": idempotencyKeySchema }).loose(),
        body: checkoutRequestSchema,
        response: { 200: checkoutReplySchema, ...errors },
      },
    },
    async (request) => {
      const viewer = signedInOrGuest(request);
      const data = await orders.checkout(
        viewer.kind === "member" ? { kind: "member", userId: viewer.userId } : { kind: "guest" },
        request.body,
        request.headers["idempotency-key"],
        requestMetaOf(request).lang,
        request.ip,
      );
      return { success: true as const, data };
    },
  );

  app.post(
    "/checkout/quote",
    {
      config: { access: "optional" },
      preHandler: limitAttempts(app, {
        name: "checkout-quote",
        // Guessing codes is the abuse to stop: a buyer tries a handful.
        perIp: 30,
        perAccount: 20,
        windowMs: 10 * 60_000,
        accountOf: (request) =>
          request.viewer.kind === "member" ? request.viewer.userId : undefined,
      }),
      schema: {
        tags,
        summary: "What the order would cost with a promo code",
        description:
          "Priced from the catalogue like the checkout (the cart, members only, or one line bought now). A code that does not apply is still a 200: `refusal` gives the reason (unknown, not_started, expired, used_up, not_for_these_games, minimum_not_met, already_used) and its text in the buyer's language. A guest's `email` lets the once-per-customer check run now; checkout checks again.",
        body: checkoutQuoteRequestSchema,
        response: { 200: checkoutQuoteReplySchema, ...errors },
      },
    },
    async (request) => {
      const viewer = signedInOrGuest(request);
      const data = await orders.quote(
        viewer.kind === "member" ? { kind: "member", userId: viewer.userId } : { kind: "guest" },
        request.body,
        requestMetaOf(request).lang,
      );
      return { success: true as const, data };
    },
  );

  app.get(
    "/orders/:id",
    {
      config: { access: "optional" },
      // Reads by the signed link (guests) count per address; a member's own reads are signed in
      // and were never limited (an address may carry many members: a school, a carrier's NAT).
      preHandler: async function (request, reply) {
        if (request.viewer.kind === "member") return;
        await limitLinkReads.call(this, request, reply);
      },
      schema: {
        tags,
        summary: "An order with its lines and every status change (buyer, link holder or admin)",
        description:
          "With `key` (from the order's signed link) no account is needed; a wrong or missing key answers 404.",
        params: orderIdParams,
        querystring: z.object({
          sync: z.enum(["1"]).optional(),
          key: orderLinkKeySchema.optional(),
        }),
        response: { 200: orderReplySchema, ...errors },
      },
    },
    async (request) => {
      const viewer = signedInOrGuest(request);
      const { key } = request.query;
      // Staff read any order only with the permission the admin order screens need; any other
      // account (an editor included) sees its own orders and a 404 for the rest.
      const access: OrderReader = key
        ? { key }
        : viewer.kind === "member"
          ? {
              userId: viewer.userId,
              readsAllOrders:
                viewer.role === "admin" && hasAdminPermission(viewer.adminRole, "orders.read"),
            }
          : { key: "" };
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

  app.post(
    "/orders/lookup",
    {
      config: { access: "public" },
      preHandler: limitAttempts(app, {
        name: "order-lookup",
        perIp: 10,
        perAccount: 5,
        windowMs: 60 * 60_000,
        accountOf: (request) => (request.body as { email?: string } | undefined)?.email,
      }),
      schema: {
        tags,
        summary: "E-mail an order's link again to its buyer (order number and e-mail must match)",
        description:
          "The reply is the same whether or not they match, so it reveals no order and no address.",
        body: orderLookupSchema,
        response: { 200: orderLookupReplySchema, ...errors },
      },
    },
    async (request) => {
      await orders.requestOrderLink(request.body.orderId, request.body.email);
      return {
        success: true as const,
        message: "If this order number and e-mail match an order, its link is on its way.",
      };
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

  // The methods that are on (the provider's, from its configuration); the older path stays an
  // alias for pages and scripts that still ask it.
  for (const path of ["/payment-methods", "/payments/methods"]) {
    app.get(
      path,
      {
        config: { access: "public" },
        preHandler: limitAttempts(app, { name: "payment-methods", perIp: 600, windowMs: 60_000 }),
        schema: {
          tags,
          summary:
            path === "/payment-methods"
              ? "Payment methods offered at checkout, in the order the payment page shows them"
              : "Payment methods offered at checkout (alias of /api/payment-methods)",
          response: {
            200: z.object({ success: z.literal(true), data: z.array(paymentMethodSchema) }),
          },
        },
      },
      async () => ({ success: true as const, data: [...payments.methods] }),
    );
  }

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
          if (event?.type === "refund.updated") {
            await orders.applyRefundEvent(event);
          } else if (event && !uuidPattern.test(event.orderId)) {
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

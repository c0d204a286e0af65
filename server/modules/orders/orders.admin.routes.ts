import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import {
  adminOrderActionBodySchema,
  adminOrderIdParamsSchema,
  adminOrderListReplySchema,
  adminOrderNoteRequestSchema,
  adminOrderReplySchema,
  adminOrderSearchQuerySchema,
} from "#contracts/admin-orders.ts";
import type { AdminPermission } from "#contracts/admin-permissions.ts";
import { errorResponses } from "#contracts/errors.ts";
import { type AdminActor, adminActorOf } from "#server/platform/audit-log.ts";
import type { Services } from "#server/services.ts";
import type { OrderActionResult } from "./order-actions.service.ts";

const errors = errorResponses(400, 401, 403, 404, 409, 503);

export const ordersAdminRoutes: FastifyPluginAsyncZod<{ services: Services }> = async (
  app,
  { services },
) => {
  const orders = services.orders.actions;
  const tags = ["admin"];

  app.addHook("onSend", async (_request, reply) => {
    // Buyers' addresses and payments: never kept by a browser or a proxy.
    reply.header("cache-control", "no-store");
  });

  app.get(
    "/admin/orders",
    {
      config: { access: "admin", permission: "orders.read" },
      schema: {
        tags,
        summary: "Search orders, newest first",
        description:
          "q: an order id (whole or its start), part of the buyer's e-mail, a player ID, or a game's name or slug (3–100 characters). status, and from/to (a UTC day YYYY-MM-DD, to included, or an ISO instant) on the placing time. pageSize 1–100, 25 by default.",
        querystring: adminOrderSearchQuerySchema,
        response: { 200: adminOrderListReplySchema, ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      data: await orders.search(request.query),
    }),
  );

  app.get(
    "/admin/orders/:id",
    {
      config: { access: "admin", permission: "orders.read" },
      schema: {
        tags,
        summary: "One order: lines, payment and its events, timeline, notes and audit entries",
        params: adminOrderIdParamsSchema,
        response: { 200: adminOrderReplySchema, ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      data: await orders.detail(request.params.id),
    }),
  );

  const reply = ({ order, message }: OrderActionResult) => ({
    success: true as const,
    message,
    data: order,
  });

  const actions: {
    path: string;
    permission: AdminPermission;
    summary: string;
    run: (orderId: string, actor: AdminActor) => Promise<OrderActionResult>;
  }[] = [
    {
      path: "retry",
      permission: "orders.retry",
      summary:
        "Deliver again the failed and waiting lines of an order on hold (the supplier is asked about earlier attempts first)",
      run: (id, actor) => orders.retry(id, actor),
    },
    {
      path: "hold",
      permission: "orders.hold",
      summary: "Put a paid order that is being delivered on hold: fulfilment leaves it alone",
      run: (id, actor) => orders.hold(id, actor),
    },
    {
      path: "release",
      permission: "orders.hold",
      summary: "Release an order on hold: delivery of its waiting lines resumes",
      run: (id, actor) => orders.release(id, actor),
    },
    {
      path: "refund",
      permission: "orders.refund",
      summary:
        "Refund the failed and waiting lines of an order on hold through the payment provider, and e-mail the buyer",
      run: (id, actor) => orders.refund(id, actor),
    },
    {
      path: "resend-receipt",
      permission: "orders.resend",
      summary: "E-mail the receipt of a paid order again",
      run: (id, actor) => orders.resendReceipt(id, actor),
    },
  ];
  for (const action of actions) {
    app.post(
      `/admin/orders/:id/${action.path}`,
      {
        config: { access: "admin", permission: action.permission },
        schema: {
          tags,
          summary: action.summary,
          description:
            "One transaction with its order event and audit record. 409 with the reason when the order's state does not allow it.",
          params: adminOrderIdParamsSchema,
          body: adminOrderActionBodySchema,
          response: { 200: adminOrderReplySchema, ...errors },
        },
      },
      async (request) => reply(await action.run(request.params.id, adminActorOf(request))),
    );
  }

  app.post(
    "/admin/orders/:id/notes",
    {
      config: { access: "admin", permission: "orders.note" },
      schema: {
        tags,
        summary: "Add an internal note to an order (staff only; never shown to the buyer)",
        params: adminOrderIdParamsSchema,
        body: adminOrderNoteRequestSchema,
        response: { 200: adminOrderReplySchema, ...errors },
      },
    },
    async (request) =>
      reply(await orders.addNote(request.params.id, adminActorOf(request), request.body.text)),
  );
};

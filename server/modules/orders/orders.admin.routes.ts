import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import {
  adminOrderActionBodySchema,
  adminOrderExportMaxDays,
  adminOrderExportQuerySchema,
  adminOrderExportReplySchema,
  adminOrderIdParamsSchema,
  adminOrderListReplySchema,
  adminOrderNoteRequestSchema,
  adminOrderRefundRequestSchema,
  adminOrderReplySchema,
  adminOrderSearchQuerySchema,
} from "#contracts/admin-orders.ts";
import type { AdminPermission } from "#contracts/admin-permissions.ts";
import { errorResponses } from "#contracts/errors.ts";
import { type AdminActor, adminActorOf } from "#server/platform/audit-log.ts";
import { memberOf } from "#server/platform/auth-guard.ts";
import { limitAttempts } from "#server/platform/rate-limits.ts";
import type { Services } from "#server/services.ts";
import type { OrderActionResult } from "./order-actions.service.ts";
import { orderExportFileName } from "./order-export.ts";

const errors = errorResponses(400, 401, 403, 404, 409, 503);
const exportErrors = errorResponses(400, 401, 403, 429, 503);

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

  // An export reads up to a year of orders: a few a minute per admin is plenty for people, and
  // keeps a leaked session from pulling the buyers' addresses over and over.
  const limitExports = limitAttempts(app, {
    name: "orders-export",
    perIp: 60,
    perAccount: 10,
    windowMs: 10 * 60_000,
    accountOf: (request) => memberOf(request).userId,
  });

  app.get(
    "/admin/orders/export.csv",
    {
      config: { access: "admin", permission: "orders.export" },
      preHandler: limitExports,
      schema: {
        tags,
        summary: "Download the lines of a period's orders as CSV (one row per order line)",
        description: `from and to: UTC days (YYYY-MM-DD), both included, at most ${adminOrderExportMaxDays} days; status: one order status. Amounts are decimal US dollars, times ISO 8601 UTC; a cell that a spreadsheet would take as a formula starts with a single quote. Streamed oldest first; every export is audited. 10 exports per admin in 10 minutes.`,
        querystring: adminOrderExportQuerySchema,
        response: { 200: adminOrderExportReplySchema, ...exportErrors },
      },
    },
    async (request, reply) => {
      const stream = await orders.exportCsv(request.query, adminActorOf(request), (rows) =>
        request.log.info({ rows, query: request.query }, "orders export written"),
      );
      reply
        .header("content-type", "text/csv; charset=utf-8")
        .header(
          "content-disposition",
          `attachment; filename="${orderExportFileName(request.query)}"`,
        );
      // A stream is written as it comes, never checked against the reply schema.
      return reply.send(stream as unknown as string);
    },
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
    "/admin/orders/:id/refund",
    {
      config: { access: "admin", permission: "orders.refund" },
      schema: {
        tags,
        summary:
          "Refund a paid order through the payment provider: the whole order, chosen lines, or an amount",
        description:
          "A delivered (completed) order: the whole of what remains (no lineIds, no amountCents), chosen delivered lines (lineIds), or an amount of the order (amountCents); never more than what remains (the total less requested and succeeded refunds), else 409 with what remains. An order on hold: its failed and waiting lines (all, or the chosen ones). reason is required and is told to the buyer. Refunded lines' gift codes are revoked; the buyer is e-mailed in the order's language; an order event and an audit record are written. 503 when the provider refunded nothing (recorded as failed).",
        params: adminOrderIdParamsSchema,
        body: adminOrderRefundRequestSchema,
        response: { 200: adminOrderReplySchema, ...errors },
      },
    },
    async (request) =>
      reply(await orders.refund(request.params.id, adminActorOf(request), request.body)),
  );

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

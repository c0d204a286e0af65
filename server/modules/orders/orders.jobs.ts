import type { FastifyBaseLogger } from "fastify";
import type { Jobs } from "#server/platform/jobs.ts";
import { stalledDeliveryMs } from "./order-lifecycle.ts";
import type { OrdersService } from "./orders.service.ts";

// The buying side's pg-boss queues. pg-boss stores these names (queued jobs, cron schedules):
// renaming one needs a drain or a migration.

/** One delivery of one order line (worker: fulfilment.ts). */
export const fulfilmentQueue = "fulfilment.deliver";
export type FulfilmentJob = { itemId: string };
/** Every minute: deliveries nothing is working on are queued again. */
export const fulfilmentResumeQueue = "fulfilment.resume";
/** Every minute: unpaid orders past their lifetime are cancelled. */
export const unpaidExpiryQueue = "orders.expire";
/** Every minute: refunds whose provider answer was never recorded are asked again. */
export const refundResumeQueue = "orders.refund-resume";

/** An order's link e-mailed again from /track (when the order number and address match). */
export const orderLinkQueue = "orders.send-link";
export type OrderLinkJob = { orderId: string; email: string };

/** The repeating jobs that keep orders and refunds moving, and the order-link mail. */
export function registerOrderJobs(deps: {
  jobs: Jobs;
  orders: OrdersService;
  log: FastifyBaseLogger;
}): void {
  const { jobs, orders, log } = deps;
  jobs.define({ name: fulfilmentResumeQueue, cron: "* * * * *", retryLimit: 1 });
  jobs.work(fulfilmentResumeQueue, async () => {
    const resumed = await orders.resumeStalledFulfilment(stalledDeliveryMs);
    if (resumed > 0) log.warn({ resumed }, "re-queued stalled deliveries");
  });
  jobs.define({ name: orderLinkQueue, retryLimit: 2 });
  jobs.work<OrderLinkJob>(orderLinkQueue, async ({ orderId, email }) => {
    await orders.sendOrderLink(orderId, email);
  });
  jobs.define({ name: unpaidExpiryQueue, cron: "* * * * *", retryLimit: 1 });
  jobs.work(unpaidExpiryQueue, async () => {
    const expired = await orders.expireUnpaid();
    if (expired > 0) log.info({ expired }, "cancelled unpaid orders");
  });
  jobs.define({ name: refundResumeQueue, cron: "* * * * *", retryLimit: 1 });
  jobs.work(refundResumeQueue, async () => {
    const settled = await orders.resumeUnansweredRefunds();
    if (settled > 0) log.warn({ settled }, "recorded refunds whose answer had not been recorded");
  });
}

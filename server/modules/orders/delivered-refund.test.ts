import { randomUUID } from "node:crypto";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AdminDashboard } from "#contracts/admin-dashboard.ts";
import type { AdminOrderDetail } from "#contracts/admin-orders.ts";
import { sandboxTestCards } from "#contracts/buying-rules.ts";
import { createSandboxPaidOrder, sandboxRefundedCents } from "#db/factories/buying.ts";
import { auditLog } from "#db/schema/audit.ts";
import { orderRefunds } from "#db/schema/buying.ts";
import {
  sandboxSignatureHeader,
  signSandboxWebhook,
} from "#server/platform/payments/sandbox-provider.ts";
import { resolveSecrets } from "#server/platform/secrets.ts";
import {
  type LoggedIn,
  loginAs,
  nextAddress,
  uniqueEmail,
  waitForMail,
} from "#tests/support/accounts.ts";
import { createListeningTestApp } from "#tests/support/listening-app.ts";
import type { TestApp } from "#tests/support/test-app.ts";

/**
 * Refunds of delivered orders (POST /api/admin/orders/:id/refund) through the app and the
 * sandbox payment provider: the whole order, chosen lines, an amount; never more than what
 * remains, even asked twice at once; a provider that refuses; a refund the provider confirms
 * later by webhook; a gift card's code revoked and hidden from its buyer; the buyer's e-mail in
 * the order's language; the dashboard's revenue on the refund's day; support refused.
 */

let testApp: TestApp & { origin: string };
let owner: LoggedIn;
let manager: LoggedIn;
let support: LoggedIn;
let steamPackage: string;

beforeAll(async () => {
  testApp = await createListeningTestApp({ env: { FULFILMENT_RETRY_DELAY_SECONDS: "1" } });
  owner = await loginAs(testApp, "admin", "owner");
  manager = await loginAs(testApp, "admin", "manager");
  support = await loginAs(testApp, "admin", "support");
  steamPackage = (await testApp.app.inject({ url: "/api/games/steam-wallet" })).json().data
    .packages[0]._id;
}, 60_000);

afterAll(async () => {
  await testApp?.app.close();
});

const db = () => testApp.database.db;

function refund(who: LoggedIn, orderId: string, payload: object) {
  return testApp.app.inject({
    method: "POST",
    url: `/api/admin/orders/${orderId}/refund`,
    headers: { authorization: `Bearer ${who.token}` },
    payload,
  });
}

async function detail(orderId: string): Promise<AdminOrderDetail> {
  const reply = await testApp.app.inject({
    url: `/api/admin/orders/${orderId}`,
    headers: { authorization: `Bearer ${owner.token}` },
  });
  expect(reply.statusCode, reply.body).toBe(200);
  return reply.json().data;
}

/** A delivered order stored as rows, with a paid sandbox session behind it (unless not `paid`). */
const delivered = (
  overrides: Parameters<typeof createSandboxPaidOrder>[1],
  options: { paid?: boolean } = {},
) => createSandboxPaidOrder(db(), { email: uniqueEmail("refunded"), ...overrides }, options);

const givenBack = (paymentId: string | null) => sandboxRefundedCents(db(), paymentId);

const threeLines = [
  { unitPriceCents: 500, transactionId: "TX-A" },
  { unitPriceCents: 300, quantity: 2, transactionId: "TX-B" },
  { unitPriceCents: 200, transactionId: "TX-C" },
];

/** A gift card bought and delivered as a guest on the sandbox, with its signed link. */
async function guestGiftCard(cardNumber: string = sandboxTestCards.success) {
  const email = uniqueEmail("guest");
  const checkout = await testApp.app.inject({
    method: "POST",
    url: "/api/checkout",
    remoteAddress: nextAddress(),
    headers: { "idempotency-key": randomUUID(), "accept-language": "fr" },
    payload: {
      buyNow: { packageId: steamPackage, quantity: 1, player: { fields: { region: "US" } } },
      paymentMethod: "card",
      email,
    },
  });
  expect(checkout.statusCode, checkout.body).toBe(200);
  const { orderId, redirectUrl, orderKey } = checkout.json().data;
  const sessionId = new URL(redirectUrl).pathname.split("/").pop();
  const paid = await testApp.app.inject({
    method: "POST",
    url: `/api/sandbox/payments/${sessionId}/pay`,
    payload: { cardNumber, expiry: "12/30", cvc: "123", name: "Nova Guest" },
  });
  expect(paid.statusCode, paid.body).toBe(200);
  const order = await until(
    () => readAsBuyer(orderId, orderKey),
    (o) => o.status === "completed",
  );
  expect(order.items[0].code).toMatch(/^[A-Z0-9]{4}(-[A-Z0-9]{4}){3}$/);
  return { orderId, orderKey, email };
}

async function readAsBuyer(orderId: string, key: string) {
  const reply = await testApp.app.inject({ url: `/api/orders/${orderId}?key=${key}` });
  expect(reply.statusCode, reply.body).toBe(200);
  return reply.json().data;
}

async function until<T>(read: () => Promise<T>, done: (value: T) => boolean): Promise<T> {
  const deadline = Date.now() + 25_000;
  for (;;) {
    const value = await read();
    if (done(value) || Date.now() > deadline) return value;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

describe("refunding a delivered order", () => {
  it("refunds the whole order: every line, the payment, an order event and an audit record", async () => {
    const { order } = await delivered({ items: threeLines });
    const reply = await refund(manager, order.id, { reason: "Buyer changed their mind" });
    expect(reply.statusCode, reply.body).toBe(200);
    expect(reply.json().message).toBe("Refunded $13.00; the buyer was e-mailed");
    const after = reply.json().data as AdminOrderDetail;
    expect(after).toMatchObject({
      status: "refunded",
      paymentStatus: "refunded",
      refundableCents: 0,
    });
    expect(after.items.map((item) => item.status)).toEqual(["refunded", "refunded", "refunded"]);
    expect(after.refunds.map((r) => [r.amountCents, r.status]).sort()).toEqual([
      [200, "succeeded"],
      [500, "succeeded"],
      [600, "succeeded"],
    ]);
    expect(after.refunds.every((r) => r.providerRefundId.startsWith("re_sbx_"))).toBe(true);
    expect(after.refunds[0]).toMatchObject({ reason: "Buyer changed their mind" });
    expect(after.events.map((event) => event.status)).toContain("refunded");
    expect(after.actions.refund).toBe(false);
    expect(await givenBack(order.paymentId)).toBe(1300);
    const audit = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.targetId, order.id), eq(auditLog.action, "orders.refund")));
    expect(audit).toHaveLength(1);
    expect(audit[0]?.after).toMatchObject({
      reason: "Buyer changed their mind",
      refundedCents: 1300,
    });

    const again = await refund(manager, order.id, { reason: "Twice" });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe("This order was already refunded");
  });

  it("refunds chosen lines: the order stays completed, partially refunded, with what remains", async () => {
    const { order, items } = await delivered({ items: threeLines });
    const reply = await refund(owner, order.id, {
      lineIds: [items[1]!.id],
      reason: "Wrong player ID",
    });
    expect(reply.statusCode, reply.body).toBe(200);
    const after = reply.json().data as AdminOrderDetail;
    expect(after).toMatchObject({
      status: "completed",
      paymentStatus: "partially_refunded",
      refundableCents: 700,
    });
    const statusOf = (id: string) => after.items.find((item) => item.id === id)?.status;
    expect(items.map((item) => statusOf(item.id))).toEqual(["completed", "refunded", "completed"]);
    expect(after.events.map((event) => event.status)).toContain("partially_refunded");
    expect(await givenBack(order.paymentId)).toBe(600);

    // The same line again: refused, nothing asked of the provider.
    const twice = await refund(owner, order.id, { lineIds: [items[1]!.id], reason: "Again" });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toMatch(/was refunded already/);
    // Then the rest as a whole: the order ends refunded.
    const rest = await refund(owner, order.id, { reason: "Closing the order" });
    expect(rest.statusCode, rest.body).toBe(200);
    expect(rest.json().data).toMatchObject({ status: "refunded", paymentStatus: "refunded" });
    expect(await givenBack(order.paymentId)).toBe(1300);
  });

  it("refunds an amount, never more than what remains (409 naming what remains)", async () => {
    const { order } = await delivered({ items: threeLines });
    const part = await refund(manager, order.id, { amountCents: 450, reason: "Goodwill" });
    expect(part.statusCode, part.body).toBe(200);
    const after = part.json().data as AdminOrderDetail;
    expect(after).toMatchObject({ paymentStatus: "partially_refunded", refundableCents: 850 });
    expect(after.items.every((item) => item.status === "completed")).toBe(true);
    expect(after.refunds).toMatchObject([{ itemId: null, amountCents: 450, status: "succeeded" }]);

    const over = await refund(manager, order.id, { amountCents: 851, reason: "Too much" });
    expect(over.statusCode).toBe(409);
    expect(over.json()).toMatchObject({
      success: false,
      code: "CONFLICT",
      message: "Only $8.50 of this order remains refundable: $8.51 is more than that",
    });
    expect(await givenBack(order.paymentId)).toBe(450);
    // The whole of what remains: the lines, the last one capped by what is left.
    const rest = await refund(manager, order.id, { reason: "Closing" });
    expect(rest.statusCode, rest.body).toBe(200);
    expect(rest.json().data).toMatchObject({ status: "refunded", refundableCents: 0 });
    expect(await givenBack(order.paymentId)).toBe(1300);
  });

  it("refuses a body that asks for lines and an amount, or gives no reason (400)", async () => {
    const { order, items } = await delivered({ items: threeLines });
    const both = await refund(owner, order.id, {
      lineIds: [items[0]!.id],
      amountCents: 100,
      reason: "Both",
    });
    expect(both.statusCode).toBe(400);
    expect(both.body).toMatch(/either chosen lines or an amount/);
    const noReason = await refund(owner, order.id, { amountCents: 100 });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.body).toMatch(/reason is required/);
    const otherLine = await refund(owner, order.id, {
      lineIds: [randomUUID()],
      reason: "Not ours",
    });
    expect(otherLine.statusCode).toBe(404);
  });

  it("never gives back more than was paid when two refunds are asked at the same time", async () => {
    const { order } = await delivered({ items: threeLines });
    const replies = await Promise.all([
      refund(owner, order.id, { amountCents: 800, reason: "First" }),
      refund(manager, order.id, { amountCents: 800, reason: "Second" }),
    ]);
    const statuses = replies.map((reply) => reply.statusCode).sort();
    expect(statuses, replies.map((reply) => reply.body).join("\n")).toEqual([200, 409]);
    expect(await givenBack(order.paymentId)).toBe(800);
    const after = await detail(order.id);
    expect(after.refunds.filter((r) => r.status !== "failed")).toHaveLength(1);
    expect(after.refundableCents).toBe(500);

    // Two whole refunds at once: one gives back what remains, the other is refused.
    const wholes = await Promise.all([
      refund(owner, order.id, { reason: "Whole one" }),
      refund(manager, order.id, { reason: "Whole two" }),
    ]);
    expect(
      wholes.map((reply) => reply.statusCode).sort(),
      wholes.map((reply) => reply.body).join("\n"),
    ).toEqual([200, 409]);
    expect(await givenBack(order.paymentId)).toBe(1300);
  });

  it("records a refund the provider refuses, and asks again later", async () => {
    const { order } = await delivered({ items: threeLines }, { paid: false });
    const reply = await refund(owner, order.id, { amountCents: 300, reason: "Goodwill" });
    expect(reply.statusCode).toBe(503);
    expect(reply.json().message).toMatch(/did not refund \$3\.00: nothing was refunded/);
    const after = await detail(order.id);
    expect(after.refunds).toMatchObject([{ amountCents: 300, status: "failed" }]);
    expect(after.events.map((event) => event.status)).toContain("refund_failed");
    // A failed refund takes nothing from what remains.
    expect(after).toMatchObject({
      status: "completed",
      paymentStatus: "paid",
      refundableCents: 1300,
    });
  });

  it("e-mails the buyer in the order's language", async () => {
    const { order } = await delivered({ items: threeLines, language: "fr" });
    const reply = await refund(manager, order.id, { amountCents: 250, reason: "Geste commercial" });
    expect(reply.statusCode, reply.body).toBe(200);
    const mail = await waitForMail(testApp.app, order.email, /Nous avons remboursé/);
    expect(mail.subject).toMatch(/2,50/);
    expect(mail.text).toContain("Motif : Geste commercial");
  });

  it("takes the refund off today's revenue on the dashboard", async () => {
    const dashboard = async () =>
      (
        await testApp.app.inject({
          url: "/api/admin/dashboard",
          headers: { authorization: `Bearer ${owner.token}` },
        })
      ).json().data as AdminDashboard;
    // Paid three days ago, refunded today.
    const { order } = await delivered({
      items: threeLines,
      paidAt: new Date(Date.now() - 3 * 24 * 60 * 60_000),
    });
    const before = await dashboard();
    const reply = await refund(owner, order.id, { amountCents: 700, reason: "Late refund" });
    expect(reply.statusCode, reply.body).toBe(200);
    const after = await dashboard();
    expect(after.today.refundedCents).toBe(before.today.refundedCents + 700);
    expect(after.today.revenueCents).toBe(before.today.revenueCents - 700);
    expect(after.dailyRevenue.at(-4)).toEqual(before.dailyRevenue.at(-4));
  });

  it("is for owners and managers: support gets 403 and nothing changes", async () => {
    const { order } = await delivered({ items: threeLines });
    const reply = await refund(support, order.id, { reason: "Not mine to give" });
    expect(reply.statusCode).toBe(403);
    expect((await detail(order.id)).refunds).toEqual([]);
    expect(await givenBack(order.paymentId)).toBe(0);
  });
});

describe("a refund webhook", () => {
  const send = async (data: object, id = `evt_${randomUUID()}`) => {
    const body = JSON.stringify({
      id,
      type: "refund.updated",
      data: { sessionId: "sbx_any", orderId: "any", ...data },
    });
    const secret = (await resolveSecrets(testApp.config, db())).sandboxKey;
    return testApp.app.inject({
      method: "POST",
      url: "/api/payments/webhooks/sandbox",
      headers: {
        "content-type": "application/json",
        [sandboxSignatureHeader]: signSandboxWebhook(secret, body, Math.floor(Date.now() / 1000)),
      },
      payload: body,
    });
  };

  it("settles a refund it overtook by the shop's reference, once, and ignores unknown refunds", async () => {
    const { order } = await delivered({ items: threeLines });
    // Asked of the provider, its answer not recorded yet (no provider id stored).
    const [record] = await db()
      .insert(orderRefunds)
      .values({
        orderId: order.id,
        amountCents: 400,
        reason: "Goodwill",
        actor: "system",
        status: "requested",
      })
      .returning();
    expect((await detail(order.id)).refundableCents).toBe(900);
    const event = {
      refundId: "re_sbx_overtaking",
      refundStatus: "succeeded",
      reference: `refund:${record!.id}`,
    };
    const eventId = `evt_${randomUUID()}`;
    expect((await send(event, eventId)).statusCode).toBe(200);
    const after = await detail(order.id);
    expect(after.refunds).toMatchObject([
      { id: record!.id, status: "succeeded", providerRefundId: "re_sbx_overtaking" },
    ]);
    expect(after).toMatchObject({ status: "completed", paymentStatus: "partially_refunded" });
    // The same event again, and a refund the shop never asked for: nothing changes.
    expect((await send(event, eventId)).statusCode).toBe(200);
    expect(
      (await send({ refundId: "re_unknown", refundStatus: "succeeded", reference: "x" }))
        .statusCode,
    ).toBe(200);
    expect(await detail(order.id)).toEqual(after);
  });
});

describe("refunding a delivered gift card", () => {
  it("revokes its code: hidden from the buyer's signed link, still known to staff", async () => {
    const { orderId, orderKey, email } = await guestGiftCard();
    const line = (await detail(orderId)).items[0]!;
    const reply = await refund(manager, orderId, { lineIds: [line.id], reason: "Code unused" });
    expect(reply.statusCode, reply.body).toBe(200);
    const staff = reply.json().data as AdminOrderDetail;
    expect(staff.items[0]).toMatchObject({ status: "refunded", hasCode: true, codeRevoked: true });
    expect(staff).toMatchObject({ status: "refunded", paymentStatus: "refunded" });

    const buyer = await readAsBuyer(orderId, orderKey);
    expect(buyer.status).toBe("refunded");
    expect(buyer.items[0]).toMatchObject({ status: "refunded", code: null, codeRevoked: true });
    // Ordered with a French browser: the e-mail says the code no longer works, in French.
    const mail = await waitForMail(testApp.app, email, /Nous avons remboursé/);
    expect(mail.text).toMatch(/ne fonctionnent plus/);
  }, 60_000);

  it("waits for the provider's webhook when the refund is pending, then records it", async () => {
    const { orderId, orderKey } = await guestGiftCard(sandboxTestCards.refundPending);
    const reply = await refund(owner, orderId, { reason: "Pending at the bank" });
    expect(reply.statusCode, reply.body).toBe(200);
    expect(reply.json().message).toMatch(/waits for the payment provider's confirmation/);
    const waiting = reply.json().data as AdminOrderDetail;
    expect(waiting.refunds).toMatchObject([{ status: "requested" }]);
    expect(waiting.refunds[0]?.providerRefundId).toMatch(/^re_sbx_/);
    // Asked and not confirmed: it already counts against what remains.
    expect(waiting.refundableCents).toBe(0);

    const settled = await until(
      () => detail(orderId),
      // The detail's reads are not one snapshot: wait for the order, written last.
      (order) => order.status === "refunded",
    );
    expect(settled.refunds[0]?.succeededAt).not.toBeNull();
    expect(settled).toMatchObject({ status: "refunded", paymentStatus: "refunded" });
    expect(settled.items[0]).toMatchObject({ status: "refunded", codeRevoked: true });
    expect((await readAsBuyer(orderId, orderKey)).items[0].code).toBeNull();
  }, 60_000);
});

describe("a refund whose answer was never recorded", () => {
  it("is asked again with its reference after 5 minutes and recorded, refunding once", async () => {
    // As the staff refund's first step leaves it when the process stops before the provider's
    // answer is recorded: a `requested` record with no provider id, and its marker.
    const { order } = await delivered({ items: threeLines });
    const asked = async (minutesAgo: number, amountCents: number) => {
      const at = new Date(Date.now() - minutesAgo * 60_000);
      const [row] = await db()
        .insert(orderRefunds)
        .values({
          orderId: order.id,
          amountCents,
          reason: "Goodwill",
          actor: "staff:test",
          status: "requested",
          createdAt: at,
        })
        .returning();
      return row!;
    };
    const stuck = await asked(10, 300);
    const fresh = await asked(1, 200);
    const tooOld = await asked(24 * 60, 100);
    const { orders } = testApp.app.services;
    // (The repeating job runs the same every minute in this app too: counts are not asserted,
    // only what was recorded and what the provider paid.)
    await orders.resumeUnansweredRefunds();
    const after = await detail(order.id);
    const byId = new Map(after.refunds.map((row) => [row.id, row]));
    expect(byId.get(stuck.id)).toMatchObject({ status: "succeeded" });
    expect(byId.get(stuck.id)?.providerRefundId).toMatch(/^re_sbx_/);
    // Just asked (its request may still be running), and past the provider's memory of the
    // reference (asking again could refund twice): left for staff.
    expect(byId.get(fresh.id)).toMatchObject({ status: "requested", providerRefundId: "" });
    expect(byId.get(tooOld.id)).toMatchObject({ status: "requested", providerRefundId: "" });
    expect(after).toMatchObject({ status: "completed", paymentStatus: "partially_refunded" });
    expect(await givenBack(order.paymentId)).toBe(300);

    // A second run changes nothing; the provider paid it once.
    await orders.resumeUnansweredRefunds();
    expect(await givenBack(order.paymentId)).toBe(300);
    await waitForMail(testApp.app, order.email, /refund/i);

    // The provider made this one before the process stopped: asked again, it answers with that
    // refund instead of making another.
    const madeAlready = await asked(6, 250);
    const first = await testApp.app.services.payments.refund({
      paymentId: order.paymentId ?? "",
      amountCents: 250,
      reference: `refund:${madeAlready.id}`,
    });
    expect(await givenBack(order.paymentId)).toBe(550);
    await orders.resumeUnansweredRefunds();
    expect(await givenBack(order.paymentId)).toBe(550);
    const recorded = (await detail(order.id)).refunds.find((row) => row.id === madeAlready.id);
    expect(recorded).toMatchObject({ status: "succeeded", providerRefundId: first.refundId });
  }, 60_000);
});

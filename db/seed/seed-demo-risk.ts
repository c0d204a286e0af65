import { createHash, randomBytes, randomUUID } from "node:crypto";
import { and, eq, sql } from "drizzle-orm";
import { formatUsd } from "#contracts/buying-rules.ts";
import type { Db } from "#db/client.ts";
import { orderEvents, orderItems, orders, sandboxPaymentSessions } from "#db/schema/buying.ts";
import { currencyPackages, games } from "#db/schema/catalogue.ts";
import { blocklistEntries } from "#db/schema/risk.ts";

/**
 * What the demo owner can try on the fraud screens without staging it first:
 *
 * - a blocked e-mail (`blocked.buyer@example.com` on the blocklist): a checkout with it, as a
 *   guest or a member, is refused and counted on the dashboard;
 * - a held order: a guest's paid PUBG Mobile top-up waiting for review, paid through the
 *   sandbox's own bank (its payment exists there, so a refund goes through the provider like
 *   any other) and held as a fraud rule holds one. Releasing it delivers it through the sandbox
 *   supplier; refunding it gives the money back.
 *
 * Demo mode on the sandbox payment provider only (the callers check; a production shop that
 * starts from the demo catalogue gets neither), with SEED_DEMO, once: both are seeded while no
 * order of the held order's e-mail exists, so an entry staff removed, or the order once
 * reviewed, stays as staff left it.
 */
export const demoBlockedEmail = "blocked.buyer@example.com";
export const demoHeldOrderEmail = "held.buyer@example.com";

export async function seedDemoRisk(
  db: Db,
  now: Date = new Date(),
): Promise<{ blockedEmail: boolean; heldOrder: boolean }> {
  return db.transaction(async (tx) => {
    // Several processes may start together: one seeds, the others find its order.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('gamezone:seed-risk'))`);
    const [existing] = await tx
      .select({ id: orders.id })
      .from(orders)
      .where(eq(orders.email, demoHeldOrderEmail))
      .limit(1);
    if (existing) return { blockedEmail: false, heldOrder: false };
    const blocked = await tx
      .insert(blocklistEntries)
      .values({
        kind: "email",
        value: demoBlockedEmail,
        note: "Demo: a buyer with three chargebacks. Try a checkout with this e-mail.",
      })
      .onConflictDoNothing()
      .returning({ id: blocklistEntries.id });
    const blockedEmail = blocked.length > 0;
    const [item] = await tx
      .select({
        gameId: games.id,
        gameName: games.title,
        gameSlug: games.slug,
        deliveryKind: games.deliveryKind,
        packageId: currencyPackages.id,
        packageName: currencyPackages.name,
        currencyName: currencyPackages.currencyName,
        supplierSku: currencyPackages.supplierSku,
        priceCents: currencyPackages.priceCents,
      })
      .from(currencyPackages)
      .innerJoin(games, eq(games.id, currencyPackages.gameId))
      .where(and(eq(games.slug, "pubg-mobile"), eq(currencyPackages.isActive, true)))
      .orderBy(currencyPackages.sortOrder)
      .offset(1)
      .limit(1);
    // A catalogue without PUBG Mobile (staff removed it) gets no held order.
    if (!item) return { blockedEmail, heldOrder: false };

    const orderId = randomUUID();
    const sessionId = `sbx_${randomBytes(16).toString("hex")}`;
    const paymentId = `pay_${randomBytes(16).toString("hex")}`;
    const placedAt = new Date(now.getTime() - 3 * 60_000);
    const paidAt = new Date(now.getTime() - 2 * 60_000);
    const total = item.priceCents;
    await tx.insert(sandboxPaymentSessions).values({
      id: sessionId,
      orderId,
      amountCents: total,
      method: "card",
      email: demoHeldOrderEmail,
      description: `1 × ${item.packageName}`,
      successUrl: `/purchase-success?orderId=${orderId}`,
      cancelUrl: "/payment",
      status: "paid",
      paymentId,
      expiresAt: new Date(placedAt.getTime() + 30 * 60_000),
      createdAt: placedAt,
    });
    await tx.insert(orders).values({
      id: orderId,
      email: demoHeldOrderEmail,
      language: "en",
      status: "on_hold",
      paymentStatus: "paid",
      paymentMethod: "card",
      paymentProvider: "sandbox",
      paymentSessionId: sessionId,
      paymentId,
      totalCents: total,
      subtotalCents: total,
      rememberPlayer: false,
      idempotencyKey: randomUUID(),
      idempotencyScope: `guest:${createHash("sha256").update(demoHeldOrderEmail).digest("base64url")}`,
      requestHash: "demo-seed",
      expiresAt: new Date(placedAt.getTime() + 30 * 60_000),
      paidAt,
      heldAt: paidAt,
      clientAddress: "203.0.113.45",
      createdAt: placedAt,
      updatedAt: paidAt,
    });
    await tx.insert(orderItems).values({
      orderId,
      gameId: item.gameId,
      packageId: item.packageId,
      gameName: item.gameName,
      gameSlug: item.gameSlug,
      packageName: item.packageName,
      currencyName: item.currencyName,
      supplierSku: item.supplierSku,
      deliveryKind: item.deliveryKind,
      unitPriceCents: item.priceCents,
      quantity: 1,
      playerFields: { playerId: "5123456789" },
      playerDisplay: "5123456789",
      status: "pending",
      createdAt: placedAt,
      updatedAt: paidAt,
    });
    // The timeline a held order has: placed, paid, held (the buyer's view), and the rule for staff.
    await tx.insert(orderEvents).values([
      {
        orderId,
        status: "pending_payment",
        cause: `Order placed: ${formatUsd(total)} by card`,
        actor: "buyer",
        at: placedAt,
      },
      {
        orderId,
        status: "paid",
        cause: `Payment of ${formatUsd(total)} confirmed`,
        actor: "payment provider",
        at: paidAt,
      },
      { orderId, status: "on_hold", cause: "Held for review", actor: "system", at: paidAt },
      {
        orderId,
        status: "note",
        cause: "Held for review: Demo order, seeded so the review can be tried",
        actor: "system",
        at: paidAt,
      },
    ]);
    return { blockedEmail, heldOrder: true };
  });
}

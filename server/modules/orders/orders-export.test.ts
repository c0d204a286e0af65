import { parse } from "csv-parse/sync";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { adminOrderExportHeaders } from "#contracts/admin-orders.ts";
import { buildOrder, buildOrderItem, createOrder } from "#db/factories/buying.ts";
import { auditLog } from "#db/schema/audit.ts";
import { orderItems, orders } from "#db/schema/buying.ts";
import { type LoggedIn, loginAs } from "#tests/support/accounts.ts";
import { createTestApp, type TestApp } from "#tests/support/test-app.ts";
import { exportBatchSize } from "./order-export.ts";

/**
 * GET /api/admin/orders/export.csv: a manager downloads a period's order lines as CSV, streamed
 * in batches; the file parses back whole with a CSV parser, filters hold, formula cells are
 * neutralised, bad filters are refused, support may not export, and every export is audited.
 */

let testApp: TestApp;
let manager: LoggedIn;
let support: LoggedIn;

// March 2026: more orders than one batch reads, one or two lines each.
const marchOrders = exportBatchSize + 60;
let marchLines = 0;
let marchCompleted = 0;

beforeAll(async () => {
  testApp = await createTestApp();
  manager = await loginAs(testApp, "admin", "manager");
  support = await loginAs(testApp, "admin", "support");
  const db = testApp.database.db;
  const start = Date.parse("2026-03-01T00:00:00Z");
  const rows = Array.from({ length: marchOrders }, (_, index) => {
    // Several orders share each instant, so the keyset must not skip or repeat equal times.
    const createdAt = new Date(start + Math.floor(index / 3) * 3 * 60 * 60_000);
    const completed = index % 4 === 0;
    if (completed) marchCompleted += 1;
    return buildOrder({
      createdAt,
      email: `march.${index}@example.com`,
      totalCents: 1500,
      ...(completed ? { status: "completed", paymentStatus: "paid", paidAt: createdAt } : {}),
    });
  });
  const inserted = await db.insert(orders).values(rows).returning();
  const lines = inserted.flatMap((order, index) => {
    const count = index % 2 === 0 ? 2 : 1;
    marchLines += count;
    return Array.from({ length: count }, () => ({
      ...buildOrderItem({ unitPriceCents: 750, quantity: 1 }),
      orderId: order.id,
      createdAt: order.createdAt,
    }));
  });
  await db.insert(orderItems).values(lines);
  // Outside March on both sides: never in a March export.
  await createOrder(db, {
    createdAt: new Date("2026-02-28T23:59:59.999Z"),
    email: "feb@example.com",
  });
  await createOrder(db, {
    createdAt: new Date("2026-04-01T00:00:00Z"),
    email: "april@example.com",
  });
}, 120_000);

afterAll(async () => {
  await testApp?.app.close();
});

function exportAs(who: LoggedIn, query: string) {
  return testApp.app.inject({
    url: `/api/admin/orders/export.csv?${query}`,
    headers: { authorization: `Bearer ${who.token}` },
  });
}

type Row = Record<(typeof adminOrderExportHeaders)[number], string>;

function parseCsv(body: string): Row[] {
  return parse(body, { bom: true, columns: true, skip_empty_lines: true }) as Row[];
}

describe("orders export", () => {
  it("streams every line of the period as CSV that parses back whole", async () => {
    const reply = await exportAs(manager, "from=2026-03-01&to=2026-03-31");
    expect(reply.statusCode).toBe(200);
    expect(reply.headers["content-type"]).toBe("text/csv; charset=utf-8");
    expect(reply.headers["content-disposition"]).toBe(
      'attachment; filename="gamezone-orders-2026-03-01-2026-03-31.csv"',
    );
    expect(reply.headers["cache-control"]).toBe("no-store");
    const [header] = reply.body.replace(/^\uFEFF/, "").split("\r\n");
    expect(header).toBe(adminOrderExportHeaders.join(","));

    const rows = parseCsv(reply.body);
    expect(rows).toHaveLength(marchLines);
    expect(new Set(rows.map((row) => row.order_id)).size).toBe(marchOrders);
    expect(rows.some((row) => row.buyer_email === "feb@example.com")).toBe(false);
    expect(rows.some((row) => row.buyer_email === "april@example.com")).toBe(false);
    // Oldest first; times ISO 8601 UTC; amounts decimal dollars.
    const placed = rows.map((row) => row.placed_at);
    expect([...placed].sort()).toEqual(placed);
    const first = rows[0]!;
    expect(first.placed_at).toBe("2026-03-01T00:00:00.000Z");
    expect(first.unit_price_usd).toBe("7.50");
    expect(first.line_amount_usd).toBe("7.50");
    expect(first.order_total_usd).toBe("15.00");
    expect(first.line_refund_usd).toBe("0.00");
    expect(first.game).toBe("Test Game");
    expect(first.package).toBe("100 Gems");
    expect(first.player).toBe("123456789");
  });

  it("keeps to one order status when asked", async () => {
    const reply = await exportAs(manager, "from=2026-03-01&to=2026-03-31&status=completed");
    expect(reply.statusCode).toBe(200);
    const rows = parseCsv(reply.body);
    expect(new Set(rows.map((row) => row.order_id)).size).toBe(marchCompleted);
    expect(rows.every((row) => row.order_status === "completed" && row.paid_at !== "")).toBe(true);
  });

  it("includes both end days whole, and an empty period is a header alone", async () => {
    const lastDay = parseCsv((await exportAs(manager, "from=2026-02-28&to=2026-02-28")).body);
    expect(lastDay.map((row) => row.buyer_email)).toEqual(["feb@example.com"]);
    const empty = await exportAs(manager, "from=2025-01-01&to=2025-01-31");
    expect(empty.statusCode).toBe(200);
    expect(parseCsv(empty.body)).toEqual([]);
  });

  it("writes discounts and refunds per line, and neutralises cells a spreadsheet would run", async () => {
    const db = testApp.database.db;
    await createOrder(db, {
      createdAt: new Date("2025-06-10T12:00:00Z"),
      email: "=cmd|' /c calc'!a0@example.com",
      totalCents: 1800,
      subtotalCents: 2000,
      discountCents: 200,
      promoCode: "WELCOME10",
      status: "completed",
      paymentStatus: "paid",
      paidAt: new Date("2025-06-10T12:01:00Z"),
      items: [
        {
          unitPriceCents: 1000,
          discountCents: 100,
          playerDisplay: '=HYPERLINK("http://evil.example","x")',
          playerNickname: "@SUM(A1:A9)",
          status: "completed",
        },
        {
          unitPriceCents: 1000,
          discountCents: 100,
          playerDisplay: "+44 20",
          playerNickname: "-1+2",
          gameName: "\tTabbed",
          packageName: "\rCarriage",
          status: "refunded",
        },
      ],
    });
    const reply = await exportAs(manager, "from=2025-06-10&to=2025-06-10");
    const rows = parseCsv(reply.body);
    expect(rows).toHaveLength(2);
    const kept = rows.find((row) => row.line_status === "completed")!;
    const refunded = rows.find((row) => row.line_status === "refunded")!;
    expect(kept.buyer_email).toBe("'=cmd|' /c calc'!a0@example.com");
    expect(kept.player).toBe('\'=HYPERLINK("http://evil.example","x")');
    expect(kept.player_nickname).toBe("'@SUM(A1:A9)");
    expect(refunded.player).toBe("'+44 20");
    expect(refunded.player_nickname).toBe("'-1+2");
    expect(refunded.game).toBe("'\tTabbed");
    expect(refunded.package).toBe("'\rCarriage");
    expect(kept).toMatchObject({
      line_amount_usd: "9.00",
      line_discount_usd: "1.00",
      line_refund_usd: "0.00",
      order_subtotal_usd: "20.00",
      order_discount_usd: "2.00",
      order_total_usd: "18.00",
      promo_code: "WELCOME10",
      paid_at: "2025-06-10T12:01:00.000Z",
    });
    expect(refunded).toMatchObject({ line_status: "refunded", line_refund_usd: "9.00" });
  });

  it("refuses bad filters with the error envelope", async () => {
    for (const query of [
      "",
      "from=2026-03-01",
      "from=2026-03-31&to=2026-03-01",
      "from=2025-01-01&to=2026-01-03",
      "from=2026-13-01&to=2026-12-31",
      "from=2026-03-01T00:00:00Z&to=2026-03-02",
      "from=2026-03-01&to=2026-03-02&status=shipped",
    ]) {
      const reply = await exportAs(manager, query);
      expect(reply.statusCode, query).toBe(400);
      expect(reply.json().code, query).toBe("VALIDATION_FAILED");
      expect(reply.headers["content-type"], query).toMatch(/application\/json/);
    }
    // A whole leap year is allowed (366 days).
    expect((await exportAs(manager, "from=2028-01-01&to=2028-12-31")).statusCode).toBe(200);
  });

  it("is for owners and managers: support reads orders but may not export them", async () => {
    const reply = await exportAs(support, "from=2026-03-01&to=2026-03-31");
    expect(reply.statusCode).toBe(403);
    expect(reply.body).not.toContain("march.");
  });

  it("records who exported what", async () => {
    const other = await loginAs(testApp, "admin", "manager");
    const reply = await exportAs(other, "from=2026-03-01&to=2026-03-15&status=completed");
    expect(reply.statusCode).toBe(200);
    const entries = await testApp.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.actorId, other.userId), eq(auditLog.action, "orders.export")));
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      actorRole: "manager",
      targetType: "orders",
      after: { from: "2026-03-01", to: "2026-03-15", status: "completed" },
    });
  });

  it("limits each admin to 10 exports in 10 minutes", async () => {
    const busy = await loginAs(testApp, "admin", "owner");
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 11; attempt += 1) {
      statuses.push((await exportAs(busy, "from=2024-01-01&to=2024-01-02")).statusCode);
    }
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(200));
    expect(statuses[10]).toBe(429);
  });
});

import { parse } from "csv-parse/sync";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditLog } from "#db/schema/audit.ts";
import { newsletterSubscriptions } from "#db/schema/content.ts";
import { type LoggedIn, loginAs } from "#tests/support/accounts.ts";
import { createTestApp, type TestApp } from "#tests/support/test-app.ts";

/**
 * The staff screen of newsletter subscribers: a paged list, newest first, filtered by status and
 * by part of the address, counts per status, and a CSV export under the same rules as the orders
 * export (streamed, formula cells neutralised, audited); owner and manager only.
 */

let testApp: TestApp;
let manager: LoggedIn;
let support: LoggedIn;
let editor: LoggedIn;

const statuses = ["pending", "confirmed", "unsubscribed"] as const;
const total = 620;

beforeAll(async () => {
  testApp = await createTestApp();
  manager = await loginAs(testApp, "admin", "manager");
  support = await loginAs(testApp, "admin", "support");
  editor = await loginAs(testApp, "admin", "editor");
  const start = Date.parse("2026-01-01T00:00:00Z");
  const rows = Array.from({ length: total }, (_, index) => {
    const status = statuses[index % 3]!;
    const createdAt = new Date(start + index * 60_000);
    return {
      email: `reader.${String(index).padStart(4, "0")}@example.com`,
      status,
      language: index % 2 === 0 ? "en" : "fr",
      createdAt,
      confirmedAt: status === "pending" ? null : createdAt,
      unsubscribedAt: status === "unsubscribed" ? createdAt : null,
    };
  });
  await testApp.database.db.insert(newsletterSubscriptions).values(rows);
  // An address a spreadsheet would take for a formula (newest of all).
  await testApp.database.db.insert(newsletterSubscriptions).values({
    email: "=1+2@example.com",
    status: "confirmed",
    createdAt: new Date("2026-06-01T00:00:00Z"),
  });
}, 60_000);

afterAll(async () => {
  await testApp?.app.close();
});

function get(who: LoggedIn | null, url: string) {
  return testApp.app.inject({
    url,
    headers: who ? { authorization: `Bearer ${who.token}` } : {},
  });
}

const expectedCounts = {
  pending: Math.ceil(total / 3),
  confirmed: Math.floor((total + 1) / 3) + 1,
  unsubscribed: Math.floor(total / 3),
};

describe("newsletter subscribers for staff", () => {
  it("lists addresses newest first, a page at a time, with counts per status", async () => {
    const reply = await get(manager, "/api/admin/subscribers?pageSize=10");
    expect(reply.statusCode).toBe(200);
    expect(reply.headers["cache-control"]).toBe("no-store");
    const data = reply.json().data;
    expect(data.total).toBe(total + 1);
    expect(data.counts).toEqual(expectedCounts);
    expect(data.subscribers).toHaveLength(10);
    expect(data.subscribers[0].email).toBe("=1+2@example.com");
    expect(data.subscribers[1].email).toBe("reader.0619@example.com");
    const second = (await get(manager, "/api/admin/subscribers?pageSize=10&page=2")).json().data;
    expect(second.subscribers[0].email).toBe("reader.0610@example.com");
  });

  it("filters by status and by part of the address, in any case and width", async () => {
    const confirmed = (await get(manager, "/api/admin/subscribers?status=confirmed")).json().data;
    expect(confirmed.total).toBe(expectedCounts.confirmed);
    expect(
      confirmed.subscribers.every((row: { status: string }) => row.status === "confirmed"),
    ).toBe(true);
    // Full-width digits and capitals match the stored address.
    const search = await get(
      manager,
      `/api/admin/subscribers?q=${encodeURIComponent("READER.０６１")}`,
    );
    expect(search.json().data.subscribers.map((row: { email: string }) => row.email)).toEqual([
      "reader.0619@example.com",
      "reader.0618@example.com",
      "reader.0617@example.com",
      "reader.0616@example.com",
      "reader.0615@example.com",
      "reader.0614@example.com",
      "reader.0613@example.com",
      "reader.0612@example.com",
      "reader.0611@example.com",
      "reader.0610@example.com",
    ]);
    // LIKE wildcards are taken literally.
    expect((await get(manager, "/api/admin/subscribers?q=%25")).json().data.total).toBe(0);
  });

  it("refuses bad filters with the error envelope", async () => {
    for (const query of ["status=gone", "page=0", "pageSize=500", `q=${"a".repeat(101)}`]) {
      const reply = await get(manager, `/api/admin/subscribers?${query}`);
      expect(reply.statusCode, query).toBe(400);
      expect(reply.json().code, query).toBe("VALIDATION_FAILED");
    }
  });

  it("exports the matching addresses as CSV that parses back whole, audited", async () => {
    const reply = await get(manager, "/api/admin/subscribers/export.csv");
    expect(reply.statusCode).toBe(200);
    expect(reply.headers["content-type"]).toBe("text/csv; charset=utf-8");
    expect(reply.headers["content-disposition"]).toMatch(
      /^attachment; filename="gamezone-subscribers-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    const rows = parse(reply.body, { bom: true, columns: true }) as Record<string, string>[];
    expect(rows).toHaveLength(total + 1);
    expect(new Set(rows.map((row) => row.email)).size).toBe(total + 1);
    expect(rows[0]).toEqual({
      email: "reader.0000@example.com",
      status: "pending",
      language: "en",
      subscribed_at: "2026-01-01T00:00:00.000Z",
      confirmed_at: "",
      unsubscribed_at: "",
    });
    expect(rows.at(-1)?.email).toBe("'=1+2@example.com");

    const confirmed = await get(manager, "/api/admin/subscribers/export.csv?status=confirmed");
    const confirmedRows = parse(confirmed.body, { bom: true, columns: true }) as {
      status: string;
    }[];
    expect(confirmedRows).toHaveLength(expectedCounts.confirmed);
    expect(confirmedRows.every((row) => row.status === "confirmed")).toBe(true);

    const entries = await testApp.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.actorId, manager.userId), eq(auditLog.action, "subscribers.export")));
    expect(entries.map((entry) => entry.after)).toEqual(
      expect.arrayContaining([
        { status: null, q: null },
        { status: "confirmed", q: null },
      ]),
    );
  });

  it("is for owners and managers only", async () => {
    for (const url of ["/api/admin/subscribers", "/api/admin/subscribers/export.csv"]) {
      expect((await get(support, url)).statusCode, url).toBe(403);
      expect((await get(editor, url)).statusCode, url).toBe(403);
      expect((await get(null, url)).statusCode, url).toBe(401);
    }
  });
});

import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditLog } from "#db/schema/audit.ts";
import { partnerEnquiries } from "#db/schema/content.ts";
import { type LoggedIn, loginAs } from "#tests/support/accounts.ts";
import { createTestApp, type TestApp } from "#tests/support/test-app.ts";

/**
 * The partner inbox for staff: enquiries newest first, filtered answered or unanswered, one in
 * full, and "mark answered" (who and when stored, audited, once only). Support reads the inbox
 * but only owners and managers mark; editors see nothing.
 */

let testApp: TestApp;
let manager: LoggedIn;
let support: LoggedIn;
let editor: LoggedIn;
const ids: string[] = [];

beforeAll(async () => {
  testApp = await createTestApp();
  manager = await loginAs(testApp, "admin", "manager");
  support = await loginAs(testApp, "admin", "support");
  editor = await loginAs(testApp, "admin", "editor");
  const start = Date.parse("2026-02-01T09:00:00Z");
  const rows = await testApp.database.db
    .insert(partnerEnquiries)
    .values(
      Array.from({ length: 30 }, (_, index) => ({
        name: `Partner ${index}`,
        email: `partner.${index}@example.com`,
        company: `Company ${index}`,
        website: index % 2 === 0 ? `https://company${index}.example` : null,
        kind: "reseller",
        message: `We would like to resell top-ups, enquiry number ${index}.\nThanks!`,
        language: "fr",
        createdAt: new Date(start + index * 60 * 60_000),
      })),
    )
    .returning({ id: partnerEnquiries.id });
  ids.push(...rows.map((row) => row.id));
}, 60_000);

afterAll(async () => {
  await testApp?.app.close();
});

function get(who: LoggedIn | null, url: string) {
  return testApp.app.inject({ url, headers: who ? { authorization: `Bearer ${who.token}` } : {} });
}

function markAnswered(who: LoggedIn | null, id: string) {
  return testApp.app.inject({
    method: "POST",
    url: `/api/admin/partner-enquiries/${id}/answered`,
    headers: who ? { authorization: `Bearer ${who.token}` } : {},
  });
}

describe("partner enquiries for staff", () => {
  it("lists enquiries newest first, a page at a time, with the count still unanswered", async () => {
    const reply = await get(support, "/api/admin/partner-enquiries?pageSize=10");
    expect(reply.statusCode).toBe(200);
    expect(reply.headers["cache-control"]).toBe("no-store");
    const data = reply.json().data;
    expect(data).toMatchObject({ total: 30, unanswered: 30, page: 1, pageSize: 10 });
    expect(data.enquiries.map((row: { company: string }) => row.company).slice(0, 2)).toEqual([
      "Company 29",
      "Company 28",
    ]);
    const third = (await get(support, "/api/admin/partner-enquiries?pageSize=10&page=3")).json();
    expect(third.data.enquiries.at(-1).company).toBe("Company 0");
  });

  it("shows one enquiry in full, and 404 for an id that names none", async () => {
    const reply = await get(support, `/api/admin/partner-enquiries/${ids[4]}`);
    expect(reply.statusCode).toBe(200);
    expect(reply.json().data).toMatchObject({
      id: ids[4],
      name: "Partner 4",
      email: "partner.4@example.com",
      website: "https://company4.example",
      kind: "reseller",
      message: "We would like to resell top-ups, enquiry number 4.\nThanks!",
      language: "fr",
      createdAt: "2026-02-01T13:00:00.000Z",
      answeredAt: null,
      answeredBy: null,
    });
    const missing = await get(
      support,
      "/api/admin/partner-enquiries/00000000-0000-4000-8000-000000000000",
    );
    expect(missing.statusCode).toBe(404);
    expect((await get(support, "/api/admin/partner-enquiries/nope")).statusCode).toBe(400);
  });

  it("marks an enquiry answered once, storing who and when, audited", async () => {
    const id = ids[7]!;
    const reply = await markAnswered(manager, id);
    expect(reply.statusCode).toBe(200);
    const enquiry = reply.json().data;
    expect(enquiry.answeredBy).toBe(manager.userId);
    expect(enquiry.answeredByEmail).toMatch(/@/);
    expect(Date.now() - Date.parse(enquiry.answeredAt)).toBeLessThan(60_000);

    const again = await markAnswered(manager, id);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toContain(enquiry.answeredByEmail);

    const audit = await testApp.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, "partners.answer"), eq(auditLog.targetId, id)));
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ actorId: manager.userId, actorRole: "manager" });

    const answered = (await get(support, "/api/admin/partner-enquiries?state=answered")).json();
    expect(answered.data.enquiries.map((row: { id: string }) => row.id)).toEqual([id]);
    const open = (await get(support, "/api/admin/partner-enquiries?state=unanswered")).json();
    expect(open.data.total).toBe(29);
    expect(open.data.unanswered).toBe(29);
    expect(open.data.enquiries.some((row: { id: string }) => row.id === id)).toBe(false);
  });

  it("lets support read but not mark, and keeps editors and guests out", async () => {
    const refused = await markAnswered(support, ids[2]!);
    expect(refused.statusCode).toBe(403);
    const [row] = await testApp.database.db
      .select({ answeredAt: partnerEnquiries.answeredAt })
      .from(partnerEnquiries)
      .where(eq(partnerEnquiries.id, ids[2]!));
    expect(row?.answeredAt).toBeNull();
    expect((await get(editor, "/api/admin/partner-enquiries")).statusCode).toBe(403);
    expect((await get(null, "/api/admin/partner-enquiries")).statusCode).toBe(401);
    expect((await markAnswered(editor, ids[2]!)).statusCode).toBe(403);
    expect((await markAnswered(null, ids[2]!)).statusCode).toBe(401);
  });

  it("refuses bad filters and a body on mark answered", async () => {
    for (const query of ["state=done", "page=0", "pageSize=101"]) {
      const reply = await get(support, `/api/admin/partner-enquiries?${query}`);
      expect(reply.statusCode, query).toBe(400);
      expect(reply.json().code, query).toBe("VALIDATION_FAILED");
    }
    const withBody = await testApp.app.inject({
      method: "POST",
      url: `/api/admin/partner-enquiries/${ids[3]}/answered`,
      headers: { authorization: `Bearer ${manager.token}` },
      payload: { answeredBy: support.userId },
    });
    expect(withBody.statusCode).toBe(400);
  });
});

import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { partnerEnquiries } from "#db/schema/content.ts";
import { nextAddress, uniqueEmail, waitForMail } from "#tests/support/accounts.ts";
import { createTestApp, type TestApp } from "#tests/support/test-app.ts";

let testApp: TestApp;

beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(async () => {
  await testApp?.app.close();
});

const post = (payload: unknown, remoteAddress = nextAddress()) =>
  testApp.app.inject({
    method: "POST",
    url: "/api/partner-enquiries",
    payload: payload as object,
    remoteAddress,
  });

function enquiry(overrides: Record<string, unknown> = {}) {
  return {
    name: "Ada Streamer",
    email: uniqueEmail("partner"),
    company: `Pixel Guild ${Math.random().toString(36).slice(2, 8)}`,
    website: "https://pixelguild.example",
    kind: "creator",
    message: "We run a 200k-subscriber channel about mobile games.\nLet's talk about a code.",
    ...overrides,
  };
}

describe("partner enquiries", () => {
  it("refuses bad input field by field with clear messages", async () => {
    const cases: [string, Record<string, unknown>, string][] = [
      ["bad e-mail", enquiry({ email: "nope" }), "email"],
      ["missing name", enquiry({ name: "" }), "name"],
      ["missing company", enquiry({ company: "  " }), "company"],
      ["unknown kind", enquiry({ kind: "investor" }), "kind"],
      ["short message", enquiry({ message: "Hi there" }), "message"],
      ["long message", enquiry({ message: "x".repeat(2001) }), "message"],
      ["javascript website", enquiry({ website: "javascript:alert(1)" }), "website"],
      ["NUL in message", enquiry({ message: `${"a".repeat(30)}\u0000` }), "message"],
    ];
    for (const [label, payload, field] of cases) {
      const reply = await post(payload);
      expect(reply.statusCode, label).toBe(400);
      expect(reply.json(), label).toMatchObject({ success: false, code: "VALIDATION_FAILED" });
      expect(
        reply.json().issues.map((issue: { field: string }) => issue.field),
        label,
      ).toContain(field);
    }
    const short = await post(enquiry({ message: "Too short" }));
    expect(short.json().issues).toContainEqual({
      field: "message",
      message: "Message must be at least 20 characters long",
    });
  });

  it("stores the enquiry, tells support and acknowledges the sender in their language", async () => {
    const body = enquiry({ email: `  ${uniqueEmail("Partner").toUpperCase()} `, website: "" });
    const email = body.email.trim().toLowerCase();
    const reply = await post({ ...body, language: "fr" });
    expect(reply.statusCode).toBe(200);
    expect(reply.json()).toEqual({
      success: true,
      message: "Thanks! We received your enquiry and will reply within 3 business days.",
    });

    const [row] = await testApp.database.db
      .select()
      .from(partnerEnquiries)
      .where(eq(partnerEnquiries.email, email));
    expect(row).toMatchObject({
      name: "Ada Streamer",
      company: body.company,
      website: null,
      kind: "creator",
      language: "fr",
    });

    const notice = await waitForMail(
      testApp.app,
      testApp.config.supportEmail,
      new RegExp(`Partner enquiry \\(creator\\): ${body.company}`),
    );
    expect(notice.text).toContain(email);
    expect(notice.text).toContain("Let's talk about a code.");
    expect(notice.html).toContain("Let&#39;s talk about a code.");

    const acknowledgement = await waitForMail(testApp.app, email, /partenariat/);
    expect(acknowledgement.html).toContain('lang="fr"');
    expect(acknowledgement.text).toContain("Ada Streamer");
    // The sender's own words are not mailed back to the address they typed.
    expect(acknowledgement.text).not.toContain("talk about a code");
  });

  it("answers 429 RATE_LIMITED after 5 enquiries from one address", async () => {
    const email = uniqueEmail("eager");
    for (let attempt = 0; attempt < 5; attempt += 1) {
      expect((await post(enquiry({ email }))).statusCode).toBe(200);
    }
    const limited = await post(enquiry({ email }));
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toMatchObject({ success: false, code: "RATE_LIMITED" });
  });

  it("answers 429 after 10 enquiries from one client", async () => {
    const address = nextAddress();
    for (let attempt = 0; attempt < 10; attempt += 1) {
      expect((await post(enquiry(), address)).statusCode).toBe(200);
    }
    expect((await post(enquiry(), address)).statusCode).toBe(429);
  });
});

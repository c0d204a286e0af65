import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { MailboxMessage } from "#contracts/accounts.ts";
import { newsletterSubscriptions } from "#db/schema/content.ts";
import { signLink } from "#server/modules/newsletter/newsletter-links.ts";
import { nextAddress, uniqueEmail, waitForMail } from "#tests/support/accounts.ts";
import { createTestApp, type TestApp, TestClock } from "#tests/support/test-app.ts";
import { startTestSmtp } from "#tests/support/test-smtp.ts";

let testApp: TestApp;
const clock = new TestClock();
const day = 24 * 60 * 60_000;

beforeAll(async () => {
  testApp = await createTestApp({ clock });
});
afterAll(async () => {
  await testApp?.app.close();
});

const post = (url: string, payload: unknown, remoteAddress = nextAddress()) =>
  testApp.app.inject({ method: "POST", url, payload: payload as object, remoteAddress });

async function mailboxOf(email: string): Promise<MailboxMessage[]> {
  const reply = await testApp.app.inject({
    url: `/api/dev/mailbox?to=${encodeURIComponent(email)}`,
  });
  return (reply.json() as { data: MailboxMessage[] }).data;
}

async function rowsOf(email: string) {
  return testApp.database.db
    .select()
    .from(newsletterSubscriptions)
    .where(eq(newsletterSubscriptions.email, email));
}

/** The token of the first link to `page` in a mail's text. */
function tokenIn(mail: MailboxMessage, page: "confirm" | "unsubscribe"): string {
  const match = new RegExp(`/newsletter/${page}\\?token=([^\\s&]+)`).exec(mail.text);
  if (!match?.[1]) throw new Error(`no ${page} link in ${mail.subject}`);
  return decodeURIComponent(match[1]);
}

const sameReply = { success: true, message: "Check your inbox to confirm your subscription." };

describe("subscribing", () => {
  it("refuses a malformed address with a clear message and stores nothing", async () => {
    for (const email of ["not-an-email", "a@b", "", `${"x".repeat(250)}@example.com`]) {
      const reply = await post("/api/newsletter", { email });
      expect(reply.statusCode, email).toBe(400);
      expect(reply.json(), email).toMatchObject({ success: false, code: "VALIDATION_FAILED" });
    }
    const bad = await post("/api/newsletter", { email: "player@@example" });
    expect(bad.json().issues).toContainEqual({
      field: "email",
      message: "Please enter a valid email address",
    });
    const missing = await post("/api/newsletter", {});
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toMatch(/email/i);
  });

  it("stores an address once (lower-cased), answers alike and sends one mail per minute", async () => {
    const email = uniqueEmail("reader");
    const first = await post("/api/newsletter", { email: `  ${email.toUpperCase()} ` });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual(sameReply);
    const mail = await waitForMail(testApp.app, email, /confirm/i);
    expect(mail.html).toContain("/newsletter/confirm?token=");
    expect(mail.text).toContain("/newsletter/unsubscribe?token=");

    const second = await post("/api/newsletter", { email });
    expect(second.json()).toEqual(sameReply);
    expect(await rowsOf(email)).toHaveLength(1);
    // Nothing else is queued: give the mail worker time to prove it.
    await new Promise((resolve) => setTimeout(resolve, 600));
    expect(await mailboxOf(email)).toHaveLength(1);

    clock.advance(61_000);
    await post("/api/newsletter", { email });
    await waitForMail(testApp.app, email, /confirm/i, { after: mail.sentAt });
    expect(await mailboxOf(email)).toHaveLength(2);
    expect(await rowsOf(email)).toHaveLength(1);
  });

  it("writes the mails in the subscriber's language", async () => {
    const email = uniqueEmail("lector");
    await post("/api/newsletter", { email, language: "es" });
    const mail = await waitForMail(testApp.app, email, /suscripción/);
    expect(mail.html).toContain('lang="es"');
    const arabic = uniqueEmail("qari");
    await testApp.app.inject({
      method: "POST",
      url: "/api/newsletter",
      payload: { email: arabic },
      headers: { "accept-language": "ar-EG,ar;q=0.9" },
      remoteAddress: nextAddress(),
    });
    const rtl = await waitForMail(testApp.app, arabic, /GameZone/);
    expect(rtl.html).toContain('dir="rtl"');
    expect((await rowsOf(arabic))[0]?.language).toBe("ar");
  });
});

describe("subscribing with the footer form without JavaScript", () => {
  const postForm = (fields: Record<string, string>, remoteAddress = nextAddress()) =>
    testApp.app.inject({
      method: "POST",
      url: "/api/newsletter/form",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      payload: new URLSearchParams(fields).toString(),
      remoteAddress,
    });

  it("answers with a page: subscribed, in the form's language, with the confirmation mail", async () => {
    const email = uniqueEmail("nojs");
    const reply = await postForm({ email: `  ${email.toUpperCase()} `, language: "es" });
    expect(reply.statusCode).toBe(303);
    expect(reply.headers.location).toBe("/newsletter/subscribed?result=ok&lang=es");
    const mail = await waitForMail(testApp.app, email, /suscripción/);
    expect(mail.html).toContain("/newsletter/confirm?token=");
    expect(await rowsOf(email)).toHaveLength(1);
  });

  it("sends a blank or malformed address to the page's error texts and stores nothing", async () => {
    const blank = await postForm({ email: "   ", language: "en" });
    expect(blank.statusCode).toBe(303);
    expect(blank.headers.location).toBe("/newsletter/subscribed?result=required&lang=en");
    const malformed = await postForm({ email: "player@@example" });
    expect(malformed.headers.location).toBe("/newsletter/subscribed?result=invalid");
    expect(await rowsOf("player@@example")).toHaveLength(0);
    // A language the shop does not have is left out rather than refused.
    const odd = await postForm({ email: "not-an-email", language: "xx" });
    expect(odd.headers.location).toBe("/newsletter/subscribed?result=invalid");
  });

  it("shares the JSON route's attempt limits for one address", async () => {
    const email = uniqueEmail("formspam");
    for (let attempt = 0; attempt < 5; attempt += 1) {
      expect((await post("/api/newsletter", { email })).statusCode).toBe(200);
    }
    const limited = await postForm({ email });
    expect(limited.statusCode).toBe(303);
    expect(limited.headers.location).toBe("/newsletter/subscribed?result=limited");
  });
});

describe("confirming and unsubscribing", () => {
  it("confirms through the mailed link's token, welcomes once and then stays quiet", async () => {
    const email = uniqueEmail("fan");
    await post("/api/newsletter", { email });
    const mail = await waitForMail(testApp.app, email, /confirm/i);
    const confirm = await post("/api/newsletter/confirm", { token: tokenIn(mail, "confirm") });
    expect(confirm.statusCode).toBe(200);
    expect(confirm.json()).toEqual({
      success: true,
      message: "Your subscription is confirmed.",
      data: { status: "confirmed" },
    });
    expect((await rowsOf(email))[0]).toMatchObject({ status: "confirmed" });
    const welcome = await waitForMail(testApp.app, email, /welcome/i);
    expect(welcome.text).toContain("/newsletter/unsubscribe?token=");

    // Again: still confirmed, no second welcome.
    const again = await post("/api/newsletter/confirm", { token: tokenIn(mail, "confirm") });
    expect(again.statusCode).toBe(200);
    // A confirmed address subscribing again gets the same answer and no mail, even later.
    clock.advance(5 * 60_000);
    const resubscribe = await post("/api/newsletter", { email });
    expect(resubscribe.json()).toEqual(sameReply);
    await new Promise((resolve) => setTimeout(resolve, 600));
    expect(await mailboxOf(email)).toHaveLength(2);
  });

  it("refuses forged, altered, cross-purpose and expired tokens", async () => {
    const email = uniqueEmail("skeptic");
    await post("/api/newsletter", { email });
    const mail = await waitForMail(testApp.app, email, /confirm/i);
    const token = tokenIn(mail, "confirm");
    const [id = "", , expiry = "", signature = ""] = token.split(".");

    const forged = signLink(Buffer.alloc(32, 7), {
      subscriptionId: id,
      purpose: "confirm",
      expiresAtMs: clock.now() + day,
    });
    const later = (Number.parseInt(expiry, 36) + 86_400).toString(36);
    const flipped = `${signature.slice(0, -1)}${signature.endsWith("A") ? "B" : "A"}`;
    for (const [label, bad] of [
      ["forged with another key", forged],
      ["expiry pushed back", `${id}.confirm.${later}.${signature}`],
      ["signature altered", `${id}.confirm.${expiry}.${flipped}`],
      ["purpose swapped", `${id}.unsubscribe.${expiry}.${signature}`],
      ["garbage", "hello"],
    ] as const) {
      const reply = await post("/api/newsletter/confirm", { token: bad });
      expect(reply.statusCode, label).toBe(400);
      expect(reply.json(), label).toMatchObject({
        success: false,
        code: "BAD_REQUEST",
        message: "This link is not valid. Please use the link from your most recent e-mail.",
      });
    }
    // An unsubscribe token does not confirm either.
    const unsubscribeToken = tokenIn(mail, "unsubscribe");
    expect((await post("/api/newsletter/confirm", { token: unsubscribeToken })).statusCode).toBe(
      400,
    );
    expect((await rowsOf(email))[0]?.status).toBe("pending");

    clock.advance(7 * day + 1_000);
    const expired = await post("/api/newsletter/confirm", { token });
    expect(expired.statusCode).toBe(400);
    expect(expired.json().message).toMatch(/expired/);
    expect((await rowsOf(email))[0]?.status).toBe("pending");
  });

  it("unsubscribes through the page's call and through a one-click post", async () => {
    const email = uniqueEmail("leaver");
    await post("/api/newsletter", { email });
    const mail = await waitForMail(testApp.app, email, /confirm/i);
    await post("/api/newsletter/confirm", { token: tokenIn(mail, "confirm") });
    const unsubscribe = await post("/api/newsletter/unsubscribe", {
      token: tokenIn(mail, "unsubscribe"),
    });
    expect(unsubscribe.statusCode).toBe(200);
    expect(unsubscribe.json().data).toEqual({ status: "unsubscribed" });
    expect((await rowsOf(email))[0]?.status).toBe("unsubscribed");
    // An old confirmation link does not sign the address up again.
    const stale = await post("/api/newsletter/confirm", { token: tokenIn(mail, "confirm") });
    expect(stale.statusCode).toBe(400);
    expect(stale.json().message).toMatch(/no longer valid/);

    const other = uniqueEmail("oneclick");
    await post("/api/newsletter", { email: other });
    const otherMail = await waitForMail(testApp.app, other, /confirm/i);
    const token = tokenIn(otherMail, "unsubscribe");
    const oneClick = await testApp.app.inject({
      method: "POST",
      url: `/api/newsletter/unsubscribe/one-click?token=${encodeURIComponent(token)}`,
      headers: { "content-type": "application/x-www-form-urlencoded" },
      payload: "List-Unsubscribe=One-Click",
      remoteAddress: nextAddress(),
    });
    expect(oneClick.statusCode).toBe(200);
    expect((await rowsOf(other))[0]?.status).toBe("unsubscribed");
    // A browser opening the same address is sent to the page, and nothing changes on a GET.
    const opened = await testApp.app.inject({
      url: `/api/newsletter/unsubscribe/one-click?token=${encodeURIComponent(token)}`,
    });
    expect(opened.statusCode).toBe(303);
    expect(opened.headers.location).toBe(
      `/newsletter/unsubscribe?token=${encodeURIComponent(token)}`,
    );
    const forgedOneClick = await testApp.app.inject({
      method: "POST",
      url: "/api/newsletter/unsubscribe/one-click?token=abc.unsubscribe.zz.def",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      payload: "List-Unsubscribe=One-Click",
      remoteAddress: nextAddress(),
    });
    expect(forgedOneClick.statusCode).toBe(400);

    // Subscribing again after leaving starts a fresh confirmation.
    clock.advance(61_000);
    await post("/api/newsletter", { email });
    await waitForMail(testApp.app, email, /confirm/i, { after: mail.sentAt });
    expect((await rowsOf(email))[0]?.status).toBe("pending");
  });
});

describe("attempt limits", () => {
  it("answers 429 RATE_LIMITED after 5 attempts for one address, from any client", async () => {
    const email = uniqueEmail("spammed");
    for (let attempt = 0; attempt < 5; attempt += 1) {
      expect((await post("/api/newsletter", { email })).statusCode).toBe(200);
    }
    const limited = await post("/api/newsletter", { email });
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toMatchObject({ success: false, code: "RATE_LIMITED" });
    expect(limited.headers["retry-after"]).toBeDefined();
  });

  it("answers 429 after 20 attempts from one client address", async () => {
    const address = nextAddress();
    for (let attempt = 0; attempt < 20; attempt += 1) {
      const reply = await post("/api/newsletter", { email: uniqueEmail("crowd") }, address);
      expect(reply.statusCode).toBe(200);
    }
    const limited = await post("/api/newsletter", { email: uniqueEmail("crowd") }, address);
    expect(limited.statusCode).toBe(429);
    expect(limited.json().code).toBe("RATE_LIMITED");
  });
});

describe("newsletter mail through a real SMTP server", () => {
  let smtp: Awaited<ReturnType<typeof startTestSmtp>>;
  let smtpApp: TestApp;

  beforeAll(async () => {
    smtp = await startTestSmtp();
    smtpApp = await createTestApp({ env: { SMTP_URL: smtp.url } });
  });
  afterAll(async () => {
    await smtpApp?.app.close();
    await smtp?.close();
  });

  it("carries List-Unsubscribe and one-click headers pointing at the API", async () => {
    const reply = await smtpApp.app.inject({
      method: "POST",
      url: "/api/newsletter",
      payload: { email: "headers.reader@example.com" },
      remoteAddress: nextAddress(),
    });
    expect(reply.statusCode).toBe(200);
    const deadline = Date.now() + 15_000;
    while (smtp.received.length === 0 && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    const raw = smtp.received[0]?.raw ?? "";
    const unfolded = raw.replace(/\r\n[ \t]+/g, " ");
    expect(unfolded).toMatch(
      /^List-Unsubscribe: <http:\/\/[^>]+\/api\/newsletter\/unsubscribe\/one-click\?token=[^>]+>$/m,
    );
    expect(unfolded).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click$/m);
  });
});

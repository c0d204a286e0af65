import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "#tests/support/test-app.ts";
import { type ReceivedMail, startTestSmtp } from "#tests/support/test-smtp.ts";

describe("e-mail through a real SMTP server", () => {
  let smtp: Awaited<ReturnType<typeof startTestSmtp>>;
  let received: ReceivedMail[] = [];
  let testApp: TestApp;

  beforeAll(async () => {
    smtp = await startTestSmtp();
    received = smtp.received;
    testApp = await createTestApp({
      env: { SMTP_URL: smtp.url, MAIL_FROM: "GameZone <no-reply@shop.example>" },
    });
  });

  afterAll(async () => {
    await testApp?.app.close();
    await smtp?.close();
  });

  it("sends the sign-up code from a job, with HTML and plain-text bodies", async () => {
    const email = "smtp.player@example.com";
    const reply = await testApp.app.inject({
      method: "POST",
      url: "/api/users/signup/request",
      headers: { "accept-language": "fr-FR,fr;q=0.9" },
      payload: {
        name: "Camille",
        email,
        dob: "1998-05-04",
        password: "Violet-Cyan-42!",
        confirmPassword: "Violet-Cyan-42!",
      },
    });
    expect(reply.statusCode).toBe(200);
    const deadline = Date.now() + 15_000;
    while (received.length === 0 && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    const [message] = received;
    expect(message?.to).toEqual([email]);
    expect(message?.from).toBe("no-reply@shop.example");
    expect(message?.raw).toMatch(/Content-Type: multipart\/alternative/i);
    expect(message?.raw).toMatch(/Content-Type: text\/plain/i);
    expect(message?.raw).toMatch(/Content-Type: text\/html/i);
    // The subject carries the code; the French template was chosen from Accept-Language.
    const subject = /^Subject: (.+)$/m.exec(message?.raw ?? "")?.[1] ?? "";
    // The plain-text body has the code on a line of its own.
    const code = /^(\d{6})\r?$/m.exec(message?.raw ?? "")?.[1];
    expect(code).toMatch(/^\d{6}$/);
    expect(subject.length).toBeGreaterThan(0);
    expect(message?.raw).toMatch(/lang=(3D)?"fr"/);

    const verify = await testApp.app.inject({
      method: "POST",
      url: "/api/users/signup/verify",
      payload: { email, otp: code },
    });
    expect(verify.statusCode).toBe(200);
    // With an SMTP server configured, nothing lands in the development mailbox.
    const mailbox = await testApp.app.inject({ url: `/api/dev/mailbox?to=${email}` });
    expect(mailbox.json().data).toEqual([]);
  });
});

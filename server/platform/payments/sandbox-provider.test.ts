import { createHash, createHmac, randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import Fastify, { type FastifyInstance } from "fastify";
import {
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from "fastify-type-provider-zod";
import pino from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { PaymentMethod } from "#contracts/buying-rules.ts";
import type { Database } from "#db/client.ts";
import { sandboxPaymentSessions } from "#db/schema/buying.ts";
import { sandboxPayApi, sandboxPayPages } from "#server/modules/sandbox/sandbox-pay.routes.ts";
import { registerErrorHandler } from "#server/platform/error-handler.ts";
import { Jobs } from "#server/platform/jobs.ts";
import { registerRateLimits } from "#server/platform/rate-limits.ts";
import { freePort } from "#tests/support/listening-app.ts";
import { createTestDatabase } from "#tests/support/test-database.ts";
import type { PaymentEvent } from "./payment-provider.ts";
import {
  SandboxPaymentProvider,
  sandboxSignatureHeader,
  sandboxWebhookPath,
  signSandboxWebhook,
} from "./sandbox-provider.ts";

const secret = "sandbox-webhook-test-secret-0123456789";
const card = (cardNumber: string) => ({
  cardNumber,
  expiry: "12/34",
  cvc: "123",
  name: "Alex Player",
});

type Delivery = { event: PaymentEvent; signature: string; rawBody: string };

async function waitFor<T>(read: () => T | undefined, timeoutMs = 15_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = read();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error("timed out waiting");
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describe("sandbox payment provider", () => {
  let database: Database;
  let jobs: Jobs;
  let shop: FastifyInstance;
  let sandbox: SandboxPaymentProvider;
  let origin: string;
  const deliveries: Delivery[] = [];
  let refusedDeliveries = 0;

  beforeAll(async () => {
    database = await createTestDatabase();
    // The shop's side: its webhook endpoint (verifying with the provider, as the real one will)
    // and the sandbox pay page and API, on a real port the webhook jobs post to.
    shop = Fastify().withTypeProvider<ZodTypeProvider>();
    shop.setValidatorCompiler(validatorCompiler);
    shop.setSerializerCompiler(serializerCompiler);
    registerErrorHandler(shop);
    await registerRateLimits(shop, { redisUrl: undefined, keyPrefix: "" });
    await shop.register(async (webhooks) => {
      // The raw bytes, as the signature covers them.
      webhooks.addContentTypeParser(
        "application/json",
        { parseAs: "buffer" },
        (_request, body, done) => done(null, body),
      );
      webhooks.post(sandboxWebhookPath, async (request, reply) => {
        const rawBody = request.body as Buffer;
        try {
          const event = sandbox.parseWebhook(rawBody, request.headers);
          // Refunds' own webhooks are not what these tests count.
          if (event && event.type !== "refund.updated") {
            deliveries.push({
              event,
              signature: String(request.headers[sandboxSignatureHeader]),
              rawBody: rawBody.toString("utf8"),
            });
          }
          return reply.send({ received: true });
        } catch {
          refusedDeliveries += 1;
          return reply.status(400).send({ received: false });
        }
      });
    });
    const port = await freePort();
    origin = `http://127.0.0.1:${port}`;
    jobs = new Jobs(database, pino({ level: "silent" }));
    sandbox = new SandboxPaymentProvider({
      db: database.db,
      jobs,
      secret,
      origin,
      duplicates: 3,
    });
    await shop.register(sandboxPayPages, { sandbox });
    await shop.register(sandboxPayApi, { sandbox, prefix: "/api" });
    await shop.listen({ port, host: "127.0.0.1" });
    await jobs.start();
  });

  afterAll(async () => {
    await jobs?.stop();
    await shop?.close();
    await database?.close();
  });

  async function createSession(
    method: PaymentMethod = "card",
    overrides: { amountCents?: number; expiresAt?: Date } = {},
  ) {
    const orderId = randomUUID();
    const amountCents = overrides.amountCents ?? 1499;
    const session = await sandbox.createCheckoutSession({
      orderId,
      amountCents,
      email: "buyer@example.com",
      method,
      lines: [{ name: "60 Genesis Crystals", quantity: 1, unitCents: amountCents }],
      successUrl: `https://shop.example/payment/return?orderId=${orderId}`,
      cancelUrl: "https://shop.example/cart",
      expiresAt: overrides.expiresAt ?? new Date(Date.now() + 30 * 60_000),
    });
    return { ...session, orderId, amountCents };
  }

  const deliveriesOf = (sessionId: string) =>
    deliveries.filter((delivery) => delivery.event.sessionId === sessionId);
  const waitForDeliveries = (sessionId: string, count: number) =>
    waitFor(() => {
      const found = deliveriesOf(sessionId);
      return found.length >= count ? found : undefined;
    });

  it("pays with the success card and delivers payment.succeeded three times, one event id", async () => {
    const { sessionId, redirectUrl, orderId } = await createSession();
    expect(sessionId).toMatch(/^sbx_[0-9a-f]{32}$/);
    expect(redirectUrl).toBe(`${origin}/sandbox/pay/${sessionId}`);
    expect(await sandbox.retrieveSession(sessionId)).toEqual({ status: "open" });

    const result = await sandbox.pay(sessionId, card("4242424242424242"));
    expect(result).toEqual({
      status: "paid",
      successUrl: `https://shop.example/payment/return?orderId=${orderId}`,
    });
    const state = await sandbox.retrieveSession(sessionId);
    expect(state).toMatchObject({ status: "paid", amountCents: 1499 });
    const paymentId = state.status === "paid" ? state.paymentId : "";
    expect(paymentId).toMatch(/^pay_[0-9a-f]{32}$/);

    const received = await waitForDeliveries(sessionId, 3);
    expect(received).toHaveLength(3);
    const [first] = received;
    expect(first?.event).toEqual({
      eventId: expect.stringMatching(/^evt_[0-9a-f]{32}$/),
      type: "payment.succeeded",
      sessionId,
      orderId,
      paymentId,
      amountCents: 1499,
      // The card's fingerprint: a keyed hash, never the number.
      cardFingerprint: expect.stringMatching(/^sbxfp_[0-9a-f]{24}$/),
    });
    expect(first?.rawBody).not.toContain("4242424242424242");
    expect(new Set(received.map((delivery) => delivery.event.eventId)).size).toBe(1);
    for (const delivery of received) {
      const [, t, v1] = /^t=(\d+),v1=([0-9a-f]{64})$/.exec(delivery.signature) ?? [];
      expect(Math.abs(Number(t) - Date.now() / 1000)).toBeLessThan(60);
      expect(v1).toBe(
        createHmac("sha256", secret).update(`${t}.${delivery.rawBody}`).digest("hex"),
      );
    }
    expect(refusedDeliveries).toBe(0);

    await expect(sandbox.pay(sessionId, card("4242424242424242"))).rejects.toMatchObject({
      code: "CONFLICT",
      message: "This payment is already settled.",
    });
  });

  it("declines the declined and insufficient-funds cards and any other number", async () => {
    const cases = [
      ["4000000000000002", "Your card was declined."],
      ["4000000000009995", "Your card has insufficient funds."],
      ["4111111111111111", "Use a sandbox test card (4242 4242 4242 4242)."],
    ] as const;
    // Side by side: each waits for its own deliveries.
    await Promise.all(
      cases.map(async ([number, message]) => {
        const { sessionId, orderId } = await createSession();
        expect(await sandbox.pay(sessionId, card(number))).toEqual({ status: "failed", message });
        expect(await sandbox.retrieveSession(sessionId)).toEqual({ status: "failed", message });
        const received = await waitForDeliveries(sessionId, 3);
        expect(received.map((delivery) => delivery.event)).toEqual(
          Array(3).fill({
            eventId: received[0]?.event.eventId,
            type: "payment.failed",
            sessionId,
            orderId,
            message,
          }),
        );
      }),
    );
  });

  it("pays an approved e-wallet and fails a declined one, saying so by webhook", async () => {
    const approved = await createSession("ewallet");
    expect(await sandbox.pay(approved.sessionId, null, "approve")).toMatchObject({
      status: "paid",
    });
    const declined = await createSession("ewallet");
    expect(await sandbox.pay(declined.sessionId, null, "decline")).toEqual({
      status: "failed",
      message: "You declined the payment in your e-wallet.",
    });
    const paid = await waitForDeliveries(approved.sessionId, 3);
    expect(paid.every((delivery) => delivery.event.type === "payment.succeeded")).toBe(true);
    const failed = await waitForDeliveries(declined.sessionId, 3);
    expect(failed[0]?.event).toMatchObject({
      type: "payment.failed",
      message: "You declined the payment in your e-wallet.",
    });
    expect(await sandbox.retrieveSession(declined.sessionId)).toEqual({
      status: "failed",
      message: "You declined the payment in your e-wallet.",
    });
  });

  it("pays a QR code when it is scanned, once", async () => {
    const qr = await createSession("qr");
    expect(await sandbox.scan(qr.sessionId)).toMatchObject({ status: "paid" });
    // A second scan (the page's button after the phone) changes nothing.
    expect(await sandbox.scan(qr.sessionId)).toMatchObject({ status: "paid" });
    const received = await waitForDeliveries(qr.sessionId, 3);
    expect(new Set(received.map((delivery) => delivery.event.eventId)).size).toBe(1);
    expect(await sandbox.retrieveSession(qr.sessionId)).toMatchObject({ status: "paid" });
    const card = await createSession("card");
    await expect(sandbox.scan(card.sessionId)).rejects.toMatchObject({ code: "NOT_FOUND" });
  });

  it("keeps a sent bank transfer waiting (payment.pending) until the money arrives", async () => {
    const transfer = await createSession("bank_transfer");
    expect(await sandbox.pay(transfer.sessionId, null)).toMatchObject({ status: "processing" });
    const pending = await waitForDeliveries(transfer.sessionId, 3);
    expect(pending.every((delivery) => delivery.event.type === "payment.pending")).toBe(true);
    // Nothing arrives on its own.
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    expect(await sandbox.retrieveSession(transfer.sessionId)).toEqual({ status: "open" });
    expect(await sandbox.settleTransfer(transfer.sessionId)).toMatchObject({ status: "paid" });
    const all = await waitForDeliveries(transfer.sessionId, 6);
    expect(all.filter((delivery) => delivery.event.type === "payment.succeeded")).toHaveLength(3);
    expect(await sandbox.retrieveSession(transfer.sessionId)).toMatchObject({
      status: "paid",
      amountCents: 1499,
    });
    // The money may also arrive before the buyer says it was sent.
    const early = await createSession("bank_transfer");
    expect(await sandbox.settleTransfer(early.sessionId)).toMatchObject({ status: "paid" });
  });

  it("expires a transfer that never arrived and refuses it afterwards", async () => {
    const transfer = await createSession("bank_transfer");
    await sandbox.pay(transfer.sessionId, null);
    await sandbox.expireSession(transfer.sessionId);
    expect(await sandbox.retrieveSession(transfer.sessionId)).toEqual({ status: "expired" });
    await expect(sandbox.settleTransfer(transfer.sessionId)).rejects.toMatchObject({
      code: "CONFLICT",
    });
    const received = await waitForDeliveries(transfer.sessionId, 6);
    expect(received.filter((delivery) => delivery.event.type === "payment.expired")).toHaveLength(
      3,
    );
  });

  it("expires an open session once, tells the shop, and refuses to pay it", async () => {
    const { sessionId, orderId } = await createSession();
    await sandbox.expireSession(sessionId);
    await sandbox.expireSession(sessionId);
    expect(await sandbox.retrieveSession(sessionId)).toEqual({ status: "expired" });
    await expect(sandbox.pay(sessionId, card("4242424242424242"))).rejects.toMatchObject({
      code: "CONFLICT",
      message: expect.stringMatching(/expired/),
    });
    const received = await waitForDeliveries(sessionId, 3);
    expect(received[0]?.event).toMatchObject({ type: "payment.expired", sessionId, orderId });
    expect(new Set(received.map((delivery) => delivery.event.eventId)).size).toBe(1);

    // A paid session is left alone.
    const paid = await createSession();
    await sandbox.pay(paid.sessionId, card("4242424242424242"));
    await sandbox.expireSession(paid.sessionId);
    expect(await sandbox.retrieveSession(paid.sessionId)).toMatchObject({ status: "paid" });

    // Past its time, a session is expired even before anyone expires it.
    const late = await createSession("card", { expiresAt: new Date(Date.now() - 1_000) });
    expect(await sandbox.retrieveSession(late.sessionId)).toEqual({ status: "expired" });
    await expect(sandbox.pay(late.sessionId, card("4242424242424242"))).rejects.toMatchObject({
      code: "CONFLICT",
    });
    await expect(sandbox.retrieveSession("sbx_unknown")).rejects.toMatchObject({
      code: "NOT_FOUND",
    });
  });

  it("refuses webhooks with a tampered body, a wrong key or a signature over 300 s old", () => {
    const body = JSON.stringify({
      id: "evt_1",
      type: "payment.succeeded",
      data: { sessionId: "sbx_1", orderId: "o1", paymentId: "pay_1", amountCents: 100 },
    });
    const now = Math.floor(Date.now() / 1000);
    const headersFor = (signature: string) => ({ [sandboxSignatureHeader]: signature });
    expect(
      sandbox.parseWebhook(Buffer.from(body), headersFor(signSandboxWebhook(secret, body, now))),
    ).toEqual({
      eventId: "evt_1",
      type: "payment.succeeded",
      sessionId: "sbx_1",
      orderId: "o1",
      paymentId: "pay_1",
      amountCents: 100,
    });
    expect(
      sandbox.parseWebhook(
        Buffer.from(body),
        headersFor(signSandboxWebhook(secret, body, now - 299)),
      ),
    ).not.toBeNull();
    const signed = headersFor(signSandboxWebhook(secret, body, now));
    const refused: [string, Record<string, string>][] = [
      [body.replace("100", "1"), signed],
      [body, headersFor(signSandboxWebhook("another-secret", body, now))],
      [body, headersFor(signSandboxWebhook(secret, body, now - 301))],
      [body, headersFor(signSandboxWebhook(secret, body, now + 301))],
      [body, headersFor(`t=${now}`)],
      [body, {}],
    ];
    for (const [rawBody, headers] of refused) {
      expect(() => sandbox.parseWebhook(Buffer.from(rawBody), headers)).toThrow(
        expect.objectContaining({ code: "BAD_REQUEST", message: "Invalid webhook signature" }),
      );
    }
    const other = JSON.stringify({ id: "evt_2", type: "payment.refunded", data: body });
    expect(() =>
      sandbox.parseWebhook(Buffer.from(other), headersFor(signSandboxWebhook(secret, other, now))),
    ).toThrow(expect.objectContaining({ code: "BAD_REQUEST" }));
    const ignored = JSON.stringify({
      id: "evt_3",
      type: "payment.refunded",
      data: { sessionId: "sbx_1", orderId: "o1" },
    });
    expect(
      sandbox.parseWebhook(
        Buffer.from(ignored),
        headersFor(signSandboxWebhook(secret, ignored, now)),
      ),
    ).toBeNull();
  });

  it("refunds once per reference and never more than was paid", async () => {
    const { sessionId } = await createSession("card", { amountCents: 1500 });
    await sandbox.pay(sessionId, card("4242424242424242"));
    const state = await sandbox.retrieveSession(sessionId);
    const paymentId = state.status === "paid" ? state.paymentId : "";
    const refundedCents = async () =>
      (
        await database.db
          .select({ cents: sandboxPaymentSessions.refundedCents })
          .from(sandboxPaymentSessions)
          .where(eq(sandboxPaymentSessions.id, sessionId))
      )[0]?.cents;

    const first = await sandbox.refund({ paymentId, amountCents: 500, reference: "line-1" });
    expect(first).toEqual({ refundId: expect.stringMatching(/^re_sbx_/), status: "succeeded" });
    expect(await sandbox.refund({ paymentId, amountCents: 500, reference: "line-1" })).toEqual(
      first,
    );
    expect(await refundedCents()).toBe(500);

    expect(await sandbox.refund({ paymentId, amountCents: 1001, reference: "line-2" })).toEqual({
      refundId: "",
      status: "failed",
    });
    expect(await refundedCents()).toBe(500);
    const second = await sandbox.refund({ paymentId, amountCents: 1000, reference: "line-2" });
    expect(second.status).toBe("succeeded");
    expect(second.refundId).not.toBe(first.refundId);
    expect(await refundedCents()).toBe(1500);
    expect(
      await sandbox.refund({ paymentId: "pay_unknown", amountCents: 1, reference: "x" }),
    ).toEqual({ refundId: "", status: "failed" });
  });

  it("refuses the first refund of a payment made with the refund-fails-once card, then refunds", async () => {
    const { sessionId } = await createSession("card", { amountCents: 1500 });
    await sandbox.pay(sessionId, card("4000000000005126"));
    const state = await sandbox.retrieveSession(sessionId);
    expect(state.status).toBe("paid");
    const paymentId = state.status === "paid" ? state.paymentId : "";

    expect(await sandbox.refund({ paymentId, amountCents: 1500, reference: "line-1" })).toEqual({
      refundId: "",
      status: "failed",
    });
    const again = await sandbox.refund({ paymentId, amountCents: 1500, reference: "line-1" });
    expect(again).toEqual({ refundId: expect.stringMatching(/^re_sbx_/), status: "succeeded" });
    const [row] = await database.db
      .select({ cents: sandboxPaymentSessions.refundedCents })
      .from(sandboxPaymentSessions)
      .where(eq(sandboxPaymentSessions.id, sessionId));
    expect(row?.cents).toBe(1500);
  });

  describe("the pay page and its API", () => {
    it("renders the card page with its script allowed by hash, and the test cards", async () => {
      const { sessionId } = await createSession();
      const reply = await shop.inject({ url: `/sandbox/pay/${sessionId}` });
      expect(reply.statusCode).toBe(200);
      expect(reply.headers["content-type"]).toMatch(/^text\/html/);
      expect(reply.headers["cache-control"]).toBe("no-store");
      expect(reply.body).toContain("<title>GameZone Sandbox Pay</title>");
      expect(reply.body).toContain("$14.99 <small>USD</small>");
      expect(reply.body).toContain("1 × 60 Genesis Crystals");
      expect(reply.body).toContain('autocomplete="cc-number"');
      expect(reply.body).toContain("4000 0000 0000 9995");
      expect(reply.body).toContain('href="https://shop.example/cart"');
      const script = /<script>([\s\S]*?)<\/script>/.exec(reply.body)?.[1] ?? "";
      const hash = createHash("sha256").update(script).digest("base64");
      expect(reply.headers["content-security-policy"]).toContain(`'sha256-${hash}'`);
      expect(reply.headers["content-security-policy"]).not.toContain("unsafe-eval");
    });

    it("shows each method its own screen: wallet approval, a real QR code, transfer details", async () => {
      const wallet = await createSession("ewallet");
      const walletPage = (await shop.inject({ url: `/sandbox/pay/${wallet.sessionId}` })).body;
      expect(walletPage).toContain('value="approve">Approve</button>');
      expect(walletPage).toContain('value="decline">Decline</button>');
      expect(walletPage).not.toContain('name="cardNumber"');

      const qr = await createSession("qr");
      const qrPage = (await shop.inject({ url: `/sandbox/pay/${qr.sessionId}` })).body;
      // The qrcode library's drawing (a real code), the button and the page's polling address.
      expect(qrPage).toMatch(
        /<svg xmlns="http:\/\/www.w3.org\/2000\/svg"[^>]*viewBox="0 0 \d+ \d+"/,
      );
      expect(qrPage).toContain("I scanned it");
      expect(qrPage).toContain(`data-poll="/api/sandbox/payments/${qr.sessionId}"`);

      const transfer = await createSession("bank_transfer");
      const bankPage = (await shop.inject({ url: `/sandbox/pay/${transfer.sessionId}` })).body;
      expect(bankPage).toContain("GameZone Sandbox Bank");
      expect(bankPage).toContain(`GZ-${transfer.sessionId.slice(4, 12).toUpperCase()}`);
      expect(bankPage).toContain("I have sent the transfer");
      expect(bankPage).toContain("Simulate the transfer arriving");
      // Sent: the page keeps the instructions and the demo control, not the "sent" button.
      await sandbox.pay(transfer.sessionId, null);
      const waiting = await shop.inject({ url: `/sandbox/pay/${transfer.sessionId}` });
      expect(waiting.statusCode).toBe(200);
      expect(waiting.body).toContain("waiting for your transfer");
      expect(waiting.body).toContain("Simulate the transfer arriving");
      expect(waiting.body).not.toContain("I have sent the transfer");
    });

    it("settles a QR code opened at its URL, which the page's poll then reports", async () => {
      const qr = await createSession("qr");
      const before = await shop.inject({ url: `/api/sandbox/payments/${qr.sessionId}` });
      expect(before.json().data).toEqual({
        status: "open",
        redirectUrl: `https://shop.example/payment/return?orderId=${qr.orderId}`,
      });
      const scanUrl = new URL(sandbox.scanUrl(qr.sessionId));
      const scanned = await shop.inject({ url: scanUrl.pathname });
      expect(scanned.statusCode).toBe(200);
      expect(scanned.body).toContain("Payment sent from your banking app");
      const after = await shop.inject({ url: `/api/sandbox/payments/${qr.sessionId}` });
      expect(after.json().data.status).toBe("paid");
      const card = await createSession("card");
      expect((await shop.inject({ url: `/sandbox/scan/${card.sessionId}` })).statusCode).toBe(404);
    });

    it("declines an e-wallet and settles a transfer through the API", async () => {
      const wallet = await createSession("ewallet");
      const declined = await shop.inject({
        method: "POST",
        url: `/api/sandbox/payments/${wallet.sessionId}/pay`,
        payload: { decline: true },
      });
      expect(declined.statusCode).toBe(402);
      expect(declined.json().message).toBe("You declined the payment in your e-wallet.");
      const cardSession = await createSession("card");
      const cardDecline = await shop.inject({
        method: "POST",
        url: `/api/sandbox/payments/${cardSession.sessionId}/pay`,
        payload: { ...card("4242424242424242"), decline: true },
      });
      expect(cardDecline.statusCode).toBe(400);

      const transfer = await createSession("bank_transfer");
      const arrived = await shop.inject({
        method: "POST",
        url: `/api/sandbox/payments/${transfer.sessionId}/transfer-arrived`,
      });
      expect(arrived.statusCode).toBe(200);
      expect(arrived.json().data.redirectUrl).toBe(
        `https://shop.example/payment/return?orderId=${transfer.orderId}`,
      );
      const notTransfer = await shop.inject({
        method: "POST",
        url: `/api/sandbox/payments/${wallet.sessionId}/transfer-arrived`,
      });
      expect(notTransfer.statusCode).toBe(404);
    });

    it("answers unknown sessions with 404 and expired ones with 410", async () => {
      expect((await shop.inject({ url: "/sandbox/pay/sbx_nope" })).statusCode).toBe(404);
      const { sessionId } = await createSession();
      await sandbox.expireSession(sessionId);
      const reply = await shop.inject({ url: `/sandbox/pay/${sessionId}` });
      expect(reply.statusCode).toBe(410);
      expect(reply.body).toContain("expired");
    });

    it("pays through the API: redirect on success, 402 with the reason on a decline", async () => {
      const paid = await createSession();
      const success = await shop.inject({
        method: "POST",
        url: `/api/sandbox/payments/${paid.sessionId}/pay`,
        payload: card("4242 4242 4242 4242"),
      });
      expect(success.statusCode).toBe(200);
      expect(success.json()).toEqual({
        success: true,
        data: { redirectUrl: `https://shop.example/payment/return?orderId=${paid.orderId}` },
      });

      const declined = await createSession();
      const decline = await shop.inject({
        method: "POST",
        url: `/api/sandbox/payments/${declined.sessionId}/pay`,
        payload: card("4000000000000002"),
      });
      expect(decline.statusCode).toBe(402);
      expect(decline.json()).toEqual({
        success: false,
        code: "PAYMENT_DECLINED",
        message: "Your card was declined.",
      });

      const invalid = await createSession();
      const badCvc = await shop.inject({
        method: "POST",
        url: `/api/sandbox/payments/${invalid.sessionId}/pay`,
        payload: { ...card("4242424242424242"), cvc: "12" },
      });
      expect(badCvc.statusCode).toBe(400);
      expect(badCvc.json()).toMatchObject({ code: "VALIDATION_FAILED", message: /CVC/ });

      const qr = await createSession("qr");
      const unconfirmed = await shop.inject({
        method: "POST",
        url: `/api/sandbox/payments/${qr.sessionId}/pay`,
        payload: {},
      });
      expect(unconfirmed.statusCode).toBe(400);
      const confirmed = await shop.inject({
        method: "POST",
        url: `/api/sandbox/payments/${qr.sessionId}/pay`,
        payload: { confirm: true },
      });
      expect(confirmed.statusCode).toBe(200);

      const unknown = await shop.inject({
        method: "POST",
        url: "/api/sandbox/payments/sbx_nope/pay",
        payload: { confirm: true },
      });
      expect(unknown.statusCode).toBe(404);
    });

    it("takes the expiry typed with or without a slash, and refuses a month that is none", async () => {
      for (const expiry of ["1234", "12/34", "12 / 34"]) {
        const { sessionId } = await createSession();
        const reply = await shop.inject({
          method: "POST",
          url: `/api/sandbox/payments/${sessionId}/pay`,
          payload: { ...card("4242424242424242"), expiry },
        });
        expect(reply.statusCode, expiry).toBe(200);
      }
      const { sessionId } = await createSession();
      const badMonth = await shop.inject({
        method: "POST",
        url: `/api/sandbox/payments/${sessionId}/pay`,
        payload: { ...card("4242424242424242"), expiry: "1334" },
      });
      expect(badMonth.statusCode).toBe(400);
      expect(badMonth.json()).toMatchObject({ code: "VALIDATION_FAILED", message: /MM\/YY/ });
    });
  });
});

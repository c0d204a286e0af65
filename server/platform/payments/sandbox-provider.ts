import { createHash, createHmac, randomBytes, randomInt, timingSafeEqual } from "node:crypto";
import { and, eq, gt, inArray, sql } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import { z } from "zod";
import { type PaymentMethod, sandboxTestCards } from "#contracts/buying-rules.ts";
import { AppError } from "#contracts/errors-rules.ts";
import type { Db, Executor } from "#db/client.ts";
import { paymentEvents, sandboxPaymentSessions } from "#db/schema/buying.ts";
import type { Jobs, Transaction } from "#server/platform/jobs.ts";
import { type Clock, systemClock } from "#server/platform/read-cache.ts";
import type {
  CheckoutSession,
  CheckoutSessionInput,
  PaymentEvent,
  PaymentProvider,
  RefundEvent,
  RefundResult,
  SessionState,
} from "./payment-provider.ts";

/** The header carrying `t=<unix seconds>,v1=<hex HMAC-SHA256(secret, "<t>.<raw body>")>`. */
export const sandboxSignatureHeader = "x-sandbox-signature";
/** Where the sandbox delivers its webhooks, under the shop's origin. */
export const sandboxWebhookPath = "/api/payments/webhooks/sandbox";
/** Signatures older (or newer) than this are refused, as Stripe does by default. */
const signatureToleranceSeconds = 300;

const webhookQueue = "sandbox.webhook";
/** How long the refund-pending card's refunds wait before their webhook confirms them. */
const pendingRefundDelaySeconds = 3;
/** Duplicated deliveries start within this many seconds of each other, in random order. */
const duplicateSpreadSeconds = 2;

export type SandboxCard = { cardNumber: string; expiry: string; cvc: string; name: string };

/** The session as the sandbox pay page shows it. */
export type SandboxSession = typeof sandboxPaymentSessions.$inferSelect;

/** The buyer's answer on the pay page: an e-wallet asks to approve or decline. */
export type SandboxDecision = "approve" | "decline";

export type SandboxPayResult =
  | { status: "paid" | "processing"; successUrl: string }
  | { status: "failed"; message: string };

/** The webhook body, as the shop's endpoint receives it. */
export const sandboxWebhookBodySchema = z.object({
  id: z.string().min(1),
  type: z.string().min(1),
  data: z.object({
    sessionId: z.string(),
    orderId: z.string(),
    paymentId: z.string().optional(),
    amountCents: z.number().int().optional(),
    message: z.string().optional(),
    cardFingerprint: z.string().max(100).optional(),
    /** refund.updated: which refund, and what became of it. */
    refundId: z.string().optional(),
    refundStatus: z.enum(["succeeded", "pending", "failed"]).optional(),
    reference: z.string().optional(),
  }),
});
export type SandboxWebhookBody = z.infer<typeof sandboxWebhookBodySchema>;

const eventTypes = new Set<string>([
  "payment.pending",
  "payment.succeeded",
  "payment.failed",
  "payment.expired",
]);

/** What each test card does; any other number is refused so nobody types a real one. */
const cardOutcomes: Record<string, string | null> = {
  [sandboxTestCards.success]: null,
  [sandboxTestCards.declined]: "Your card was declined.",
  [sandboxTestCards.insufficientFunds]: "Your card has insufficient funds.",
  [sandboxTestCards.refundFailsOnce]: null,
  [sandboxTestCards.refundPending]: null,
};

/**
 * Markers in `payment_events` for the refund-fails-once card: which payments were made with it,
 * and which of them have had their one refused refund.
 */
const refundFailsOnceMarker = (paymentId: string) => `sandbox-card-refund-fails-once:${paymentId}`;
const refundRefusedMarker = (paymentId: string) => `sandbox-refund-refused:${paymentId}`;
/** Marks a payment made with the refund-pending card: its refunds are confirmed by webhook. */
const refundPendingMarker = (paymentId: string) => `sandbox-card-refund-pending:${paymentId}`;
const unknownCardMessage = "Use a sandbox test card (4242 4242 4242 4242).";

function declinedMessage(method: string): string {
  return method === "ewallet"
    ? "You declined the payment in your e-wallet."
    : "You declined the payment.";
}

export function signSandboxWebhook(
  secret: Buffer | string,
  rawBody: string,
  timestampSeconds: number,
): string {
  const digest = createHmac("sha256", secret)
    .update(`${timestampSeconds}.${rawBody}`)
    .digest("hex");
  return `t=${timestampSeconds},v1=${digest}`;
}

function randomId(prefix: string): string {
  return `${prefix}_${randomBytes(16).toString("hex")}`;
}

/** A session id as createCheckoutSession makes them (anything else cannot exist). */
export const sandboxSessionIdPattern = /^sbx_[0-9a-f]{32}$/;

function describeLines(lines: CheckoutSessionInput["lines"]): string {
  const text = lines.map((line) => `${line.quantity} × ${line.name}`).join(", ");
  return text.length > 500 ? `${text.slice(0, 499)}…` : text;
}

function shuffled<T>(values: T[]): T[] {
  const copy = [...values];
  for (let index = copy.length - 1; index > 0; index -= 1) {
    const other = randomInt(index + 1);
    [copy[index], copy[other]] = [copy[other] as T, copy[index] as T];
  }
  return copy;
}

/**
 * Demo mode's payment provider: its own "bank" in the `sandbox_payment_sessions` table, a hosted
 * pay page served by the app (/sandbox/pay/:id), and HMAC-signed webhooks sent by jobs. It
 * behaves like a real provider where it matters to the shop: webhooks arrive late, more than
 * once (SANDBOX_WEBHOOK_DUPLICATES) and in any order, and a bank transfer settles only when
 * the money "arrives" (the page's "Simulate the transfer arriving"), possibly never.
 */
export class SandboxPaymentProvider implements PaymentProvider {
  readonly name = "sandbox" as const;
  readonly methods: readonly PaymentMethod[] = ["card", "ewallet", "qr", "bank_transfer"];
  readonly #db: Db;
  readonly #jobs: Jobs;
  readonly #secret: Buffer | string;
  readonly #origin: string;
  readonly #duplicates: number;
  readonly #clock: Clock;
  readonly #log: FastifyBaseLogger | undefined;

  constructor(deps: {
    db: Db;
    jobs: Jobs;
    /** The webhook HMAC key (shared with the shop's webhook endpoint, which is this process). */
    secret: Buffer | string;
    origin: string;
    /** Each webhook event is delivered this many times (1 = once). */
    duplicates: number;
    clock?: Clock;
    log?: FastifyBaseLogger;
  }) {
    this.#db = deps.db;
    this.#jobs = deps.jobs;
    this.#secret = deps.secret;
    this.#origin = deps.origin;
    this.#duplicates = Math.max(1, Math.floor(deps.duplicates));
    this.#clock = deps.clock ?? systemClock;
    this.#log = deps.log;
    // Delivery is retried with backoff while the shop answers with an error or not at all.
    // A delivery whose process died (kill -9, a crash) is handed to another after 60 s, as a
    // real provider retries an unanswered webhook; pg-boss would otherwise wait 15 minutes.
    // Ten deliveries (one batch) of at most 5 s each fit in that window; a delivery made twice
    // is deduplicated by the shop (event ids).
    deps.jobs.define({
      name: webhookQueue,
      retryLimit: 8,
      retryDelaySeconds: 2,
      expireInSeconds: 60,
    });
    // Up to ten deliveries per fetch: with duplicates, one job per poll would trail far behind.
    // A failure retries the whole batch, which only repeats deliveries the shop must dedupe anyway.
    deps.jobs.work<SandboxWebhookBody>(webhookQueue, (body) => this.#deliver(body), {
      batchSize: 10,
    });
  }

  async createCheckoutSession(input: CheckoutSessionInput): Promise<CheckoutSession> {
    if (!this.methods.includes(input.method)) {
      throw new AppError("BAD_REQUEST", `Unknown payment method ${input.method}`);
    }
    const id = randomId("sbx");
    await this.#db.insert(sandboxPaymentSessions).values({
      id,
      orderId: input.orderId,
      amountCents: input.amountCents,
      method: input.method,
      email: input.email,
      description: describeLines(input.lines),
      successUrl: input.successUrl,
      cancelUrl: input.cancelUrl,
      expiresAt: input.expiresAt,
    });
    return { sessionId: id, redirectUrl: `${this.#origin}/sandbox/pay/${id}` };
  }

  /** The stored session, or null for an id the sandbox never issued. */
  async getSession(sessionId: string): Promise<SandboxSession | null> {
    if (!sandboxSessionIdPattern.test(sessionId)) return null;
    const [row] = await this.#db
      .select()
      .from(sandboxPaymentSessions)
      .where(eq(sandboxPaymentSessions.id, sessionId));
    return row ?? null;
  }

  /** What a QR session's code encodes: the sandbox's "bank app" opens it and pays. */
  scanUrl(sessionId: string): string {
    return `${this.#origin}/sandbox/scan/${sessionId}`;
  }

  /** Whether an open session's time is up (it is expired even before anyone marks it so). */
  isPastExpiry(session: SandboxSession): boolean {
    return session.expiresAt.getTime() <= this.#clock.now();
  }

  async retrieveSession(sessionId: string): Promise<SessionState> {
    const session = await this.#require(sessionId);
    switch (session.status) {
      case "paid":
        return {
          status: "paid",
          paymentId: session.paymentId ?? "",
          amountCents: session.amountCents,
        };
      case "failed":
        return { status: "failed", message: session.failureMessage ?? "The payment failed." };
      case "expired":
        return { status: "expired" };
      case "processing":
        // The buyer said they sent a transfer; the money has not arrived yet.
        return this.isPastExpiry(session) ? { status: "expired" } : { status: "open" };
      default:
        return this.isPastExpiry(session) ? { status: "expired" } : { status: "open" };
    }
  }

  async expireSession(sessionId: string): Promise<void> {
    await this.#require(sessionId);
    await this.#db.transaction(async (tx) => {
      const [expired] = await tx
        .update(sandboxPaymentSessions)
        .set({ status: "expired" })
        .where(
          and(
            eq(sandboxPaymentSessions.id, sessionId),
            // A transfer announced but never arrived expires too (the bank sends it back).
            inArray(sandboxPaymentSessions.status, ["open", "processing"]),
          ),
        )
        .returning();
      if (expired) await this.#sendEvent(tx, "payment.expired", expired, {});
    });
  }

  /**
   * The buyer pays on the sandbox page, each method its own way: a card is decided by the test
   * card number; an e-wallet is approved (paid) or declined (failed) in the "wallet"; a QR code
   * is paid when it is scanned (`decision: "approve"` is the page's "I scanned it"); a bank
   * transfer the buyer says is sent waits (processing, and the shop is told `payment.pending`)
   * until the money "arrives" (`settleTransfer`) or the session expires.
   */
  async pay(
    sessionId: string,
    card: SandboxCard | null,
    decision: SandboxDecision = "approve",
  ): Promise<SandboxPayResult> {
    const session = await this.#require(sessionId);
    if (session.status === "open" && this.isPastExpiry(session)) {
      await this.expireSession(sessionId);
      throw expiredError();
    }
    if (session.status === "expired") throw expiredError();
    if (session.status !== "open") {
      throw new AppError("CONFLICT", "This payment is already settled.");
    }
    if (session.method === "card" && !card) {
      throw new AppError("VALIDATION_FAILED", "Enter the card details");
    }
    if (decision === "decline" && session.method === "card") {
      throw new AppError("VALIDATION_FAILED", "A card payment is decided by the card");
    }
    const outcome =
      decision === "decline"
        ? declinedMessage(session.method)
        : session.method !== "card"
          ? null
          : card && Object.hasOwn(cardOutcomes, card.cardNumber)
            ? (cardOutcomes[card.cardNumber] ?? null)
            : unknownCardMessage;
    const settled = await this.#settle(
      sessionId,
      ["open"],
      outcome !== null
        ? { status: "failed", failureMessage: outcome }
        : session.method === "bank_transfer"
          ? { status: "processing" }
          : {
              status: "paid",
              paymentId: randomId("pay"),
              ...(card ? { cardFingerprint: this.#fingerprintOf(card.cardNumber) } : {}),
            },
      async (tx, row) => {
        const marker =
          card?.cardNumber === sandboxTestCards.refundFailsOnce
            ? refundFailsOnceMarker
            : card?.cardNumber === sandboxTestCards.refundPending
              ? refundPendingMarker
              : null;
        if (row.status === "paid" && row.paymentId && marker) {
          await tx.insert(paymentEvents).values({
            id: marker(row.paymentId),
            orderId: row.orderId,
            type: "sandbox.card",
          });
        }
      },
    );
    // Another request settled it (or it expired) between the read and the update.
    if (!settled) return this.pay(sessionId, card, decision);
    if (settled.status === "failed") {
      return { status: "failed", message: settled.failureMessage ?? "The payment failed." };
    }
    return {
      status: settled.status === "paid" ? "paid" : "processing",
      successUrl: settled.successUrl,
    };
  }

  /**
   * The QR code was scanned: the payment is made, once. Also what the page's "I scanned it"
   * does. Returns where the buyer goes next.
   */
  async scan(sessionId: string): Promise<SandboxPayResult> {
    const session = await this.#require(sessionId);
    if (session.method !== "qr") throw new AppError("NOT_FOUND", "This payment has no QR code");
    if (session.status === "paid") return { status: "paid", successUrl: session.successUrl };
    return this.pay(sessionId, null, "approve");
  }

  /**
   * The bank transfer "arrives" (the sandbox's stand-in for the bank's notice): an open or
   * waiting transfer session is paid and the shop is told. A session paid already answers the
   * same; an expired one is refused, as a bank returns money sent too late.
   */
  async settleTransfer(sessionId: string): Promise<SandboxPayResult> {
    const session = await this.#require(sessionId);
    if (session.method !== "bank_transfer") {
      throw new AppError("NOT_FOUND", "This payment is not a bank transfer");
    }
    if (session.status === "paid") return { status: "paid", successUrl: session.successUrl };
    if (
      session.status === "expired" ||
      ((session.status === "open" || session.status === "processing") && this.isPastExpiry(session))
    ) {
      throw expiredError();
    }
    if (session.status === "failed") {
      throw new AppError("CONFLICT", "This payment is already settled.");
    }
    const settled = await this.#settle(sessionId, ["open", "processing"], {
      status: "paid",
      paymentId: randomId("pay"),
    });
    if (!settled) return this.settleTransfer(sessionId);
    return { status: "paid", successUrl: settled.successUrl };
  }

  /**
   * Moves a session from one of `from` to `to` (only before it expires) and queues the webhook
   * that says so, in one transaction; null when the session was no longer in `from`.
   */
  async #settle(
    sessionId: string,
    from: SandboxSession["status"][],
    to:
      | { status: "failed"; failureMessage: string }
      | { status: "processing" }
      | { status: "paid"; paymentId: string; cardFingerprint?: string },
    also?: (tx: Executor, row: SandboxSession) => Promise<void>,
  ): Promise<SandboxSession | null> {
    const now = new Date(this.#clock.now());
    return this.#db.transaction(async (tx) => {
      const [row] = await tx
        .update(sandboxPaymentSessions)
        .set(to)
        .where(
          and(
            eq(sandboxPaymentSessions.id, sessionId),
            inArray(sandboxPaymentSessions.status, from),
            gt(sandboxPaymentSessions.expiresAt, now),
          ),
        )
        .returning();
      if (!row) return null;
      await also?.(tx, row);
      if (row.status === "failed") {
        await this.#sendEvent(tx, "payment.failed", row, { message: row.failureMessage ?? "" });
      } else if (row.status === "paid") {
        await this.#sendSucceeded(tx, row);
      } else {
        await this.#sendEvent(tx, "payment.pending", row, {});
      }
      return row;
    });
  }

  /**
   * Records a refund against the paid session. A reference already used returns the same refund
   * without counting it again; more than what is left to refund fails. The references live in
   * `payment_events` under a `sandbox-refund:` key, so a repeat is recognised across processes.
   */
  async refund(input: {
    paymentId: string;
    amountCents: number;
    reference: string;
  }): Promise<RefundResult> {
    const refundId = `re_sbx_${createHash("sha256")
      .update(`${input.paymentId}\u0000${input.reference}`)
      .digest("hex")
      .slice(0, 32)}`;
    if (!Number.isInteger(input.amountCents) || input.amountCents <= 0) {
      return { refundId: "", status: "failed" };
    }
    return this.#db.transaction(async (tx): Promise<RefundResult> => {
      // The row lock makes concurrent refunds of one payment count one after the other.
      const [session] = await tx
        .select()
        .from(sandboxPaymentSessions)
        .where(eq(sandboxPaymentSessions.paymentId, input.paymentId))
        .for("update");
      if (session?.status !== "paid") return { refundId: "", status: "failed" };
      const marker = `sandbox-refund:${refundId}`;
      const [seen] = await tx
        .select({ id: paymentEvents.id })
        .from(paymentEvents)
        .where(eq(paymentEvents.id, marker));
      if (seen) return { refundId, status: "succeeded" };
      // The refund-fails-once card: its first refund is refused (an issuer outage), once.
      const [failsOnce] = await tx
        .select({ id: paymentEvents.id })
        .from(paymentEvents)
        .where(eq(paymentEvents.id, refundFailsOnceMarker(input.paymentId)));
      if (failsOnce) {
        const refused = await tx
          .insert(paymentEvents)
          .values({
            id: refundRefusedMarker(input.paymentId),
            orderId: session.orderId,
            type: "sandbox.refund-refused",
          })
          .onConflictDoNothing()
          .returning({ id: paymentEvents.id });
        if (refused.length > 0) return { refundId: "", status: "failed" };
      }
      // Nothing is recorded for a refused refund, so a corrected retry is not taken for a repeat.
      if (session.refundedCents + input.amountCents > session.amountCents) {
        return { refundId: "", status: "failed" };
      }
      await tx
        .insert(paymentEvents)
        .values({ id: marker, orderId: session.orderId, type: "sandbox.refund" });
      await tx
        .update(sandboxPaymentSessions)
        .set({ refundedCents: sql`${sandboxPaymentSessions.refundedCents} + ${input.amountCents}` })
        .where(eq(sandboxPaymentSessions.id, session.id));
      // Every refund is also reported by a signed webhook, as a real provider does; with the
      // refund-pending card the answer is `pending` and only the webhook says it succeeded.
      const [pending] = await tx
        .select({ id: paymentEvents.id })
        .from(paymentEvents)
        .where(eq(paymentEvents.id, refundPendingMarker(input.paymentId)));
      // A pending refund is confirmed a little later, as a bank's is.
      await this.#sendEvent(
        tx,
        "refund.updated",
        session,
        { refundId, refundStatus: "succeeded", reference: input.reference },
        pending ? pendingRefundDelaySeconds : 0,
      );
      return { refundId, status: pending ? "pending" : "succeeded" };
    });
  }

  parseWebhook(
    rawBody: Buffer,
    headers: Record<string, string | string[] | undefined>,
  ): PaymentEvent | RefundEvent | null {
    const header = headers[sandboxSignatureHeader];
    if (typeof header !== "string" || !this.#signatureIsValid(rawBody, header)) {
      throw new AppError("BAD_REQUEST", "Invalid webhook signature");
    }
    let parsed: ReturnType<typeof sandboxWebhookBodySchema.safeParse>;
    try {
      parsed = sandboxWebhookBodySchema.safeParse(JSON.parse(rawBody.toString("utf8")));
    } catch {
      throw new AppError("BAD_REQUEST", "Invalid webhook body");
    }
    if (!parsed.success) throw new AppError("BAD_REQUEST", "Invalid webhook body");
    const { id, type, data } = parsed.data;
    if (type === "refund.updated") {
      if (!data.refundId || !data.refundStatus) {
        throw new AppError("BAD_REQUEST", "Invalid webhook body");
      }
      return {
        eventId: id,
        type,
        refundId: data.refundId,
        status: data.refundStatus,
        ...(data.reference ? { reference: data.reference } : {}),
      };
    }
    if (!eventTypes.has(type)) return null;
    return {
      eventId: id,
      type: type as PaymentEvent["type"],
      sessionId: data.sessionId,
      orderId: data.orderId,
      ...(data.paymentId !== undefined ? { paymentId: data.paymentId } : {}),
      ...(data.amountCents !== undefined ? { amountCents: data.amountCents } : {}),
      ...(data.message !== undefined ? { message: data.message } : {}),
      ...(data.cardFingerprint ? { cardFingerprint: data.cardFingerprint } : {}),
    };
  }

  #signatureIsValid(rawBody: Buffer, header: string): boolean {
    let timestamp = Number.NaN;
    const signatures: string[] = [];
    for (const part of header.split(",")) {
      const [key, value = ""] = part.trim().split("=", 2);
      if (key === "t" && /^\d{1,12}$/.test(value)) timestamp = Number(value);
      if (key === "v1" && /^[0-9a-f]{64}$/.test(value)) signatures.push(value);
    }
    if (!Number.isFinite(timestamp) || signatures.length === 0) return false;
    const nowSeconds = Math.floor(this.#clock.now() / 1000);
    if (Math.abs(nowSeconds - timestamp) > signatureToleranceSeconds) return false;
    const expected = createHmac("sha256", this.#secret)
      .update(`${timestamp}.`)
      .update(rawBody)
      .digest();
    return signatures.some((signature) => timingSafeEqual(Buffer.from(signature, "hex"), expected));
  }

  async #require(sessionId: string): Promise<SandboxSession> {
    const session = await this.getSession(sessionId);
    if (!session) throw new AppError("NOT_FOUND", "Unknown payment session");
    return session;
  }

  async #sendSucceeded(tx: Transaction, row: SandboxSession): Promise<void> {
    await this.#sendEvent(tx, "payment.succeeded", row, {
      paymentId: row.paymentId ?? "",
      amountCents: row.amountCents,
      ...(row.cardFingerprint ? { cardFingerprint: row.cardFingerprint } : {}),
    });
  }

  /**
   * A card's fingerprint as a provider gives one: the same for every payment with that card,
   * telling nothing of its number (a keyed hash).
   */
  #fingerprintOf(cardNumber: string): string {
    const digest = createHmac("sha256", this.#secret).update(`card:${cardNumber}`).digest("hex");
    return `sbxfp_${digest.slice(0, 24)}`;
  }

  /**
   * Queues one event's deliveries in the caller's transaction (a state change is never without
   * its webhook). Every copy carries the same event id; random start delays shuffle them.
   */
  async #sendEvent(
    tx: Transaction,
    type: PaymentEvent["type"] | RefundEvent["type"],
    row: SandboxSession,
    extra: Pick<
      SandboxWebhookBody["data"],
      "paymentId" | "amountCents" | "message" | "refundId" | "refundStatus" | "reference"
    >,
    afterSeconds = 0,
  ): Promise<void> {
    const body: SandboxWebhookBody = {
      id: randomId("evt"),
      type,
      data: { sessionId: row.id, orderId: row.orderId, ...extra },
    };
    const delays =
      this.#duplicates === 1
        ? [0]
        : shuffled(
            Array.from(
              { length: this.#duplicates },
              (_, index) =>
                Math.round(((index * duplicateSpreadSeconds) / this.#duplicates) * 100) / 100 +
                randomInt(0, 30) / 100,
            ),
          );
    for (const delay of delays) {
      const startAfter = delay + afterSeconds;
      await this.#jobs.enqueue(webhookQueue, body, {
        tx,
        ...(startAfter > 0 ? { startAfter } : {}),
      });
    }
  }

  /** Signs at delivery time, so a retry minutes later still carries a fresh timestamp. */
  async #deliver(body: SandboxWebhookBody): Promise<void> {
    const rawBody = JSON.stringify(body);
    const signature = signSandboxWebhook(
      this.#secret,
      rawBody,
      Math.floor(this.#clock.now() / 1000),
    );
    const response = await fetch(`${this.#origin}${sandboxWebhookPath}`, {
      method: "POST",
      headers: { "content-type": "application/json", [sandboxSignatureHeader]: signature },
      body: rawBody,
      signal: AbortSignal.timeout(5_000),
    });
    // Drain the body so the connection is reused.
    await response.arrayBuffer().catch(() => undefined);
    if (!response.ok) {
      throw new Error(`The shop answered the ${body.type} webhook with ${response.status}`);
    }
    this.#log?.debug({ eventId: body.id, type: body.type }, "sandbox webhook delivered");
  }
}

function expiredError(): AppError {
  return new AppError(
    "CONFLICT",
    "This payment session has expired. Go back to the shop and check out again.",
  );
}

import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import QRCode from "qrcode";
import { z } from "zod";
import { sandboxPaySchema } from "#contracts/buying.ts";
import {
  formatCardExpiryInput,
  formatUsd,
  type PaymentMethod,
  sandboxTestCards,
} from "#contracts/buying-rules.ts";
import { successEnvelopeSchema } from "#contracts/errors.ts";
import { AppError } from "#contracts/errors-rules.ts";
import type {
  SandboxPaymentProvider,
  SandboxSession,
} from "#server/platform/payments/sandbox-provider.ts";
import { escapeHtml, inlineScriptSource, page, sendPage } from "#server/platform/plain-page.ts";
import { limitAttempts } from "#server/platform/rate-limits.ts";

export type SandboxPayOptions = { sandbox: SandboxPaymentProvider };

const methodLabels: Record<PaymentMethod, string> = {
  card: "Card",
  ewallet: "E-wallet",
  qr: "QR payment",
  bank_transfer: "Bank transfer",
};

function methodLabel(method: string): string {
  return Object.hasOwn(methodLabels, method) ? methodLabels[method as PaymentMethod] : method;
}

/** "4242 4242 4242 4242" */
function grouped(cardNumber: string): string {
  return cardNumber.replace(/(\d{4})(?=\d)/g, "$1 ");
}

/**
 * The page's one script, a constant: session data reaches it through data attributes, so its
 * SHA-256 (allowed by the page's Content-Security-Policy) is computed once.
 */
const payScript = `(() => {
  const form = document.getElementById("pay-form");
  if (!form) return;
  const status = document.getElementById("pay-status");
  const cancel = document.getElementById("pay-cancel");
  const buttons = [...document.querySelectorAll("#pay-form button[type=submit], [data-action]")];
  const labels = new Map(buttons.map((button) => [button, button.textContent]));
  let done = false;
  const show = (message, kind) => {
    status.textContent = message;
    status.dataset.kind = kind;
  };
  // The expiry takes "1230" as well as "12/30": the slash appears by itself while typing, as
  // on a real payment form; an edit in the middle of the text is left as typed.
  const formatExpiry = ${formatCardExpiryInput.toString()};
  const expiry = document.getElementById("card-expiry");
  if (expiry) {
    expiry.addEventListener("input", () => {
      if (expiry.selectionStart !== expiry.value.length) return;
      const formatted = formatExpiry(expiry.value);
      if (formatted !== expiry.value) expiry.value = formatted;
    });
  }
  const leave = (url, message) => {
    done = true;
    show(message, "success");
    location.assign(url);
  };
  for (const button of document.querySelectorAll("[data-fill-card]")) {
    button.addEventListener("click", () => {
      const input = document.getElementById("card-number");
      input.value = button.dataset.fillCard;
      input.focus();
    });
  }
  const send = async (endpoint, body, pressed) => {
    if (done || pressed.disabled) return;
    for (const button of buttons) button.disabled = true;
    pressed.setAttribute("aria-busy", "true");
    pressed.textContent = "Processing…";
    show("Processing your payment…", "info");
    let response;
    let data = null;
    try {
      response = await fetch(endpoint, {
        method: "POST",
        headers: { "content-type": "application/json", accept: "application/json" },
        body: JSON.stringify(body),
        credentials: "same-origin",
      });
      data = await response.json().catch(() => null);
    } catch {
      response = null;
    }
    pressed.removeAttribute("aria-busy");
    if (response && response.ok && data && data.success) {
      leave(data.data.redirectUrl, "Done. Taking you back to GameZone…");
      return;
    }
    for (const button of buttons) {
      button.textContent = labels.get(button);
      button.disabled = false;
    }
    if (!response) {
      show("The payment server could not be reached. Check your connection and try again.", "error");
      return;
    }
    show((data && data.message) || "The payment could not be completed. Please try again.", "error");
    // A declined, expired or settled session takes no further payment: only the way back remains.
    if (response.status === 402 || response.status === 404 || response.status === 409) {
      done = true;
      for (const button of buttons) button.disabled = true;
      cancel.textContent = "Return to GameZone";
      cancel.focus();
    }
  };
  form.addEventListener("submit", (event) => {
    event.preventDefault();
    const pressed = event.submitter || form.querySelector("button[type=submit]");
    if (!form.reportValidity()) return;
    const fields = form.elements;
    const body =
      form.dataset.method === "card"
        ? {
            cardNumber: fields.cardNumber.value,
            expiry: fields.expiry.value,
            cvc: fields.cvc.value,
            name: fields.name.value,
          }
        : pressed.value === "decline"
          ? { decline: true }
          : { confirm: true };
    send(form.dataset.endpoint, body, pressed);
  });
  for (const button of document.querySelectorAll("[data-action]")) {
    button.addEventListener("click", () => send(button.dataset.action, {}, button));
  }
  // A QR code is paid on another device: the page asks until the payment is made.
  if (form.dataset.poll) {
    const poll = async () => {
      if (done) return;
      try {
        const response = await fetch(form.dataset.poll, { headers: { accept: "application/json" } });
        const data = await response.json();
        const state = data && data.success ? data.data : null;
        if (state && state.status === "paid") {
          leave(state.redirectUrl, "Payment received. Taking you back to GameZone…");
          return;
        }
        if (state && (state.status === "failed" || state.status === "expired")) {
          done = true;
          show(state.status === "expired" ? "This payment session has expired." : "The payment failed.", "error");
          return;
        }
      } catch {}
      setTimeout(poll, 1500);
    };
    setTimeout(poll, 1500);
  }
})();`;

const payPageCsp = [
  "default-src 'none'",
  `script-src ${inlineScriptSource(payScript)}`,
  "style-src 'unsafe-inline'",
  "connect-src 'self'",
  "img-src data:",
  "base-uri 'none'",
  // The form is sent by the script only.
  "form-action 'none'",
  "frame-ancestors 'none'",
].join("; ");
const messagePageCsp =
  "default-src 'none'; style-src 'unsafe-inline'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'";

const styles = `
*{box-sizing:border-box}
body{margin:0;min-height:100vh;padding:32px 16px;background:#05050a;color:#ececf7;font:16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif}
main{max-width:480px;margin:0 auto}
.brand{margin:0 0 4px;font-weight:800;font-size:22px}.brand span{color:#22d3ee}
.tag{margin:0 0 20px;font-size:12px;letter-spacing:2px;color:#a78bfa}
.card{background:#0f0f1b;border:1px solid #2a2a45;border-radius:18px;padding:24px}
h1{font-size:20px;margin:0 0 16px}h2{font-size:15px;margin:22px 0 8px;color:#b4b4cf}
.amount{font-size:32px;font-weight:800;margin:0}.amount small{font-size:15px;color:#b4b4cf;font-weight:600}
.desc{margin:4px 0 0;color:#b4b4cf}
dl{display:grid;grid-template-columns:auto 1fr;gap:6px 14px;margin:16px 0 0}dt{color:#8b8bab}dd{margin:0;word-break:break-word}
.sandbox{margin:0 0 16px;padding:8px 12px;border-radius:10px;background:#1c1530;border:1px solid #8b5cf6;color:#ddd6fe;font-size:14px}
form{margin:20px 0 0}
label{display:block;font-size:14px;font-weight:600;margin:14px 0 6px}
input{width:100%;padding:12px;border-radius:10px;border:1px solid #3a3a5c;background:#141424;color:#ececf7;font:inherit}
input:focus-visible,button:focus-visible,a:focus-visible{outline:3px solid #22d3ee;outline-offset:2px}
.row{display:grid;grid-template-columns:1fr 1fr;gap:12px}
.hint{margin:4px 0 0;font-size:13px;color:#8b8bab}
.pay{display:block;width:100%;margin:22px 0 0;padding:14px;border:0;border-radius:12px;background:linear-gradient(90deg,#8b5cf6,#22d3ee);color:#05050a;font:inherit;font-weight:800;cursor:pointer}
.pay:disabled{opacity:.6;cursor:not-allowed}
.cancel{display:inline-block;margin:16px 0 0;color:#b4b4cf}
#pay-status{min-height:1.5em;margin:14px 0 0}
#pay-status[data-kind=error]{color:#fca5a5}#pay-status[data-kind=success]{color:#6ee7b7}
.cards{list-style:none;padding:0;margin:0}.cards li{display:flex;align-items:center;gap:10px;justify-content:space-between;padding:8px 0;border-top:1px solid #2a2a45}
code{font:15px ui-monospace,Menlo,Consolas,monospace;color:#ececf7}
.cards span{color:#8b8bab;font-size:14px}
.use{padding:6px 12px;border-radius:8px;border:1px solid #8b5cf6;background:transparent;color:#ddd6fe;font:inherit;font-size:14px;cursor:pointer}
.qr{width:200px;height:200px;margin:18px auto 0;border-radius:12px;overflow:hidden;background:#fff}.qr svg{display:block;width:100%;height:100%}
.secondary{display:block;width:100%;margin:12px 0 0;padding:13px;border-radius:12px;border:1px solid #8b5cf6;background:transparent;color:#ddd6fe;font:inherit;font-weight:700;cursor:pointer}
.secondary:disabled{opacity:.6;cursor:not-allowed}
.button-link{display:inline-block;margin:20px 0 0;padding:12px 18px;border-radius:12px;background:linear-gradient(90deg,#8b5cf6,#22d3ee);color:#05050a;font-weight:800;text-decoration:none}
`;

function layout(title: string, body: string, script: boolean): string {
  return page({
    title,
    style: styles,
    body: `<p class="brand">Game<span>Zone</span> Sandbox Pay</p>
<p class="tag">TEST PAYMENTS · NO REAL MONEY MOVES</p>
${body}`,
    ...(script ? { script: payScript } : {}),
  });
}

/**
 * A real QR code (drawn by the qrcode library as SVG markup) of the URL that "scans" it: a phone
 * on the same network can open it, and the demo's "I scanned it" does the same.
 */
async function qrSvg(url: string): Promise<string> {
  const svg = await QRCode.toString(url, { type: "svg", margin: 2, errorCorrectionLevel: "M" });
  return `<div class="qr" role="img" aria-label="QR code for this sandbox payment">${svg}</div>`;
}

function bankReference(sessionId: string): string {
  return `GZ-${sessionId.slice(4, 12).toUpperCase()}`;
}

type MethodSection = {
  fields: string;
  /** The form's submit buttons: [value, label, class] (the first is the main one). */
  submits: [string, string, string][];
  /** Buttons outside the form that post to their own endpoint: [endpoint, label]. */
  actions: [string, string][];
};

function transferDetails(session: SandboxSession): string {
  return `<dl>
<dt>Bank</dt><dd>GameZone Sandbox Bank</dd>
<dt>Account name</dt><dd>GameZone Demo Payments</dd>
<dt>Account number</dt><dd><code>0042 1337 2024</code></dd>
<dt>SWIFT/BIC</dt><dd><code>GZSBUS00</code></dd>
<dt>Amount</dt><dd><code>${escapeHtml(formatUsd(session.amountCents))} USD</code></dd>
<dt>Reference</dt><dd><code data-testid="transfer-reference">${escapeHtml(bankReference(session.id))}</code></dd>
</dl>`;
}

async function methodSection(
  session: SandboxSession,
  sandbox: SandboxPaymentProvider,
): Promise<MethodSection> {
  const amount = `${formatUsd(session.amountCents)} USD`;
  const transferArrived: [string, string] = [
    `/api/sandbox/payments/${encodeURIComponent(session.id)}/transfer-arrived`,
    "Simulate the transfer arriving",
  ];
  switch (session.method) {
    case "ewallet":
      return {
        fields: `<div class="wallet"><p><strong>GameZone Wallet</strong> (sandbox)</p>
<p>Approve a payment of <strong>${amount}</strong> to GameZone?</p></div>`,
        submits: [
          ["approve", "Approve", "pay"],
          ["decline", "Decline", "secondary"],
        ],
        actions: [],
      };
    case "qr":
      return {
        fields: `${await qrSvg(sandbox.scanUrl(session.id))}
<p class="hint" style="text-align:center">Scan the code with your banking app to pay <strong>${amount}</strong>. This page moves on by itself once the payment is made. In the demo, press the button instead.</p>`,
        submits: [["approve", "I scanned it", "pay"]],
        actions: [],
      };
    case "bank_transfer":
      if (session.status === "processing") {
        return {
          fields: `<p>We are waiting for your transfer of <strong>${amount}</strong>. It needs the reference below; the order is cancelled if the money has not arrived by ${escapeHtml(session.expiresAt.toISOString().replace("T", " ").slice(0, 16))} UTC.</p>
${transferDetails(session)}`,
          submits: [],
          actions: [transferArrived],
        };
      }
      return {
        fields: `<p>Send <strong>${amount}</strong> to this sandbox account with the reference below, then tell us. Your order waits for the money until ${escapeHtml(session.expiresAt.toISOString().replace("T", " ").slice(0, 16))} UTC.</p>
${transferDetails(session)}`,
        submits: [["approve", "I have sent the transfer", "pay"]],
        actions: [transferArrived],
      };
    default:
      return {
        fields: `<label for="card-number">Card number</label>
<input id="card-number" name="cardNumber" type="text" inputmode="numeric" autocomplete="cc-number" required maxlength="23" pattern="[0-9 \\-]{12,23}" placeholder="4242 4242 4242 4242" aria-describedby="cards-title">
<div class="row">
<div><label for="card-expiry">Expiry (MM/YY)</label>
<input id="card-expiry" name="expiry" type="text" inputmode="numeric" autocomplete="cc-exp" required maxlength="7" pattern="(0[1-9]|1[0-2]) */? *[0-9]{2}" placeholder="MM / YY"></div>
<div><label for="card-cvc">CVC</label>
<input id="card-cvc" name="cvc" type="text" inputmode="numeric" autocomplete="cc-csc" required maxlength="4" pattern="[0-9]{3,4}" placeholder="123"></div>
</div>
<label for="card-name">Name on card</label>
<input id="card-name" name="name" type="text" autocomplete="cc-name" required maxlength="80" placeholder="Alex Player">`,
        submits: [["pay", `Pay ${amount}`, "pay"]],
        actions: [],
      };
  }
}

const testCards: { number: string; outcome: string }[] = [
  { number: sandboxTestCards.success, outcome: "Payment succeeds" },
  { number: sandboxTestCards.declined, outcome: "Card declined" },
  { number: sandboxTestCards.insufficientFunds, outcome: "Insufficient funds" },
  { number: sandboxTestCards.refundFailsOnce, outcome: "Payment succeeds; its first refund fails" },
  {
    number: sandboxTestCards.refundPending,
    outcome: "Payment succeeds; its refunds are confirmed later by webhook",
  },
];

export async function renderPayPage(
  session: SandboxSession,
  sandbox: SandboxPaymentProvider,
): Promise<string> {
  const { fields, submits, actions } = await methodSection(session, sandbox);
  const endpoint = `/api/sandbox/payments/${encodeURIComponent(session.id)}/pay`;
  const poll =
    session.method === "qr"
      ? ` data-poll="${escapeHtml(`/api/sandbox/payments/${encodeURIComponent(session.id)}`)}"`
      : "";
  const waiting = session.status === "processing";
  const cards =
    session.method === "card"
      ? `<section aria-labelledby="cards-title">
<h2 id="cards-title">Sandbox test cards (any future expiry, any 3-digit CVC)</h2>
<ul class="cards">
${testCards
  .map(
    (card) =>
      `<li><div><code>${grouped(card.number)}</code><br><span>${card.outcome}</span></div><button type="button" class="use" data-fill-card="${grouped(card.number)}" aria-label="Use ${grouped(card.number)} (${card.outcome.toLowerCase()})">Use</button></li>`,
  )
  .join("\n")}
</ul>
</section>`
      : "";
  const body = `<div class="card">
<p class="sandbox">Sandbox: this page stands in for a payment provider. Never enter real card or bank details.</p>
<h1>Complete your payment</h1>
<p class="amount">${formatUsd(session.amountCents)} <small>USD</small></p>
<p class="desc">${escapeHtml(session.description)}</p>
<dl><dt>Method</dt><dd>${escapeHtml(methodLabel(session.method))}</dd><dt>Receipt to</dt><dd>${escapeHtml(session.email)}</dd></dl>
<form id="pay-form" data-method="${escapeHtml(session.method)}" data-endpoint="${escapeHtml(endpoint)}"${poll} aria-labelledby="pay-title">
<h2 id="pay-title">${escapeHtml(methodLabel(session.method))} details</h2>
${fields}
${submits
  .map(
    ([value, label, kind], index) =>
      `<button${index === 0 ? ' id="pay-submit"' : ""} class="${kind}" type="submit" name="decision" value="${escapeHtml(value)}">${escapeHtml(label)}</button>`,
  )
  .join("\n")}
<div id="pay-status" aria-live="assertive" aria-atomic="true"></div>
<noscript><p>This sandbox page needs JavaScript to send the payment.</p></noscript>
</form>
${actions.length > 0 ? `<section aria-labelledby="demo-title"><h2 id="demo-title">Demo controls</h2>\n${actions.map(([action, label]) => `<button type="button" class="secondary" data-action="${escapeHtml(action)}">${escapeHtml(label)}</button>`).join("\n")}</section>` : ""}
${
  waiting
    ? `<a id="pay-cancel" class="cancel" href="${escapeHtml(session.successUrl)}">See your order at GameZone</a>`
    : `<a id="pay-cancel" class="cancel" href="${escapeHtml(session.cancelUrl)}">Cancel and return to GameZone</a>`
}
${cards}
</div>`;
  return layout("GameZone Sandbox Pay", body, true);
}

function renderMessagePage(heading: string, text: string, link: { href: string; text: string }) {
  return layout(
    `${heading} · GameZone Sandbox Pay`,
    `<div class="card">
<h1>${escapeHtml(heading)}</h1>
<p>${escapeHtml(text)}</p>
<a class="button-link" href="${escapeHtml(link.href)}">${escapeHtml(link.text)}</a>
</div>`,
    false,
  );
}

/**
 * The sandbox's hosted pay page at /sandbox/pay/:sessionId (demo mode, registered at the root):
 * what Stripe's Checkout page is in production, served by the app itself.
 */
export const sandboxPayPages: FastifyPluginAsyncZod<SandboxPayOptions> = async (
  app,
  { sandbox },
) => {
  app.get(
    "/sandbox/pay/:sessionId",
    { schema: { hide: true, params: z.object({ sessionId: z.string().max(100) }) } },
    async (request, reply) => {
      const session = await sandbox.getSession(request.params.sessionId);
      if (!session) {
        return sendPage(
          reply,
          404,
          renderMessagePage(
            "Payment session not found",
            "This payment link is unknown. Start the checkout again from the shop.",
            { href: "/", text: "Go to GameZone" },
          ),
          messagePageCsp,
        );
      }
      if (
        session.status === "expired" ||
        (session.status === "open" && sandbox.isPastExpiry(session))
      ) {
        return sendPage(
          reply,
          410,
          renderMessagePage(
            "This payment session has expired",
            "Unpaid orders are cancelled after 30 minutes. Check out again to buy.",
            { href: session.cancelUrl, text: "Return to GameZone" },
          ),
          messagePageCsp,
        );
      }
      if (session.status === "failed") {
        return sendPage(
          reply,
          410,
          renderMessagePage(
            "This payment was not completed",
            session.failureMessage ?? "The payment failed.",
            { href: session.successUrl, text: "See your order" },
          ),
          messagePageCsp,
        );
      }
      if (session.status === "paid") {
        return sendPage(
          reply,
          200,
          renderMessagePage(
            "This order is paid",
            "Nothing more to do here: your top-up is on its way.",
            { href: session.successUrl, text: "See your order" },
          ),
          messagePageCsp,
        );
      }
      // Open, or a bank transfer waiting for the money (its instructions and the demo control).
      return sendPage(reply, 200, await renderPayPage(session, sandbox), payPageCsp);
    },
  );

  // What the QR code encodes: the "banking app" that scans it pays at once. A GET on purpose,
  // since a phone's camera opens links; the session id is the secret, as on the pay page.
  app.get(
    "/sandbox/scan/:sessionId",
    {
      schema: { hide: true, params: z.object({ sessionId: z.string().max(100) }) },
      preHandler: limitAttempts(app, { name: "sandbox-scan", perIp: 60, windowMs: 60_000 }),
    },
    async (request, reply) => {
      const session = await sandbox.getSession(request.params.sessionId);
      if (session?.method !== "qr") {
        return sendPage(
          reply,
          404,
          renderMessagePage("QR code not recognised", "This code is not a sandbox QR payment.", {
            href: "/",
            text: "Go to GameZone",
          }),
          messagePageCsp,
        );
      }
      try {
        await sandbox.scan(session.id);
      } catch (error) {
        if (!(error instanceof AppError)) throw error;
        return sendPage(
          reply,
          409,
          renderMessagePage("This payment cannot be made", error.message, {
            href: session.successUrl,
            text: "See your order",
          }),
          messagePageCsp,
        );
      }
      return sendPage(
        reply,
        200,
        renderMessagePage(
          "Payment sent from your banking app",
          `You paid ${formatUsd(session.amountCents)} USD to GameZone (sandbox). The page with the QR code moves on by itself.`,
          { href: session.successUrl, text: "See your order" },
        ),
        messagePageCsp,
      );
    },
  );
};

/** Card details for card sessions, a confirmation for the other methods. */
const payRequestSchema = z.object({
  cardNumber: z.string().max(40).optional(),
  expiry: z.string().max(10).optional(),
  cvc: z.string().max(10).optional(),
  name: z.string().max(200).optional(),
  confirm: z.literal(true).optional(),
  /** An e-wallet payment the buyer refuses in the wallet. */
  decline: z.literal(true).optional(),
});

const sessionStateSchema = z.object({
  status: z.enum(["open", "processing", "paid", "failed", "expired"]),
  /** Where the buyer goes from here (the shop's order page, or back to checkout). */
  redirectUrl: z.string(),
});

const payParamsSchema = z.object({
  sessionId: z.string().max(100),
});

/**
 * POST /api/sandbox/payments/:sessionId/pay (demo mode, registered inside /api): what the pay
 * page sends. Success or "processing" answers the shop's return URL; a decline is 402
 * PAYMENT_DECLINED with the reason, which the page shows.
 */
export const sandboxPayApi: FastifyPluginAsyncZod<SandboxPayOptions> = async (app, { sandbox }) => {
  app.post(
    "/sandbox/payments/:sessionId/pay",
    {
      // No attempt limit: load tests pay through it as fast as they can (a demo stand-in only).
      config: { access: "public" },
      schema: {
        tags: ["sandbox (demo mode only)"],
        summary: "Pay a sandbox checkout session (the sandbox pay page calls it)",
        description:
          "Card sessions take the card details (test cards: 4242424242424242 succeeds, 4000000000000002 is declined, 4000000000009995 has insufficient funds); e-wallet, QR and bank transfer sessions take { confirm: true }, and an e-wallet { decline: true }. A QR session is paid at once (as if scanned); a bank transfer waits for the money (transfer-arrived).",
        params: payParamsSchema,
        body: payRequestSchema,
        response: { 200: successEnvelopeSchema(z.object({ redirectUrl: z.string() })) },
      },
    },
    async (request) => {
      const { sessionId } = request.params;
      const session = await sandbox.getSession(sessionId);
      if (!session) throw new AppError("NOT_FOUND", "Unknown payment session");
      let card: z.infer<typeof sandboxPaySchema> | null = null;
      if (session.method === "card") {
        const parsed = sandboxPaySchema.safeParse(request.body);
        if (!parsed.success) {
          const messages = [...new Set(parsed.error.issues.map((issue) => issue.message))];
          throw new AppError("VALIDATION_FAILED", messages.join("; "));
        }
        card = parsed.data;
      } else if (request.body.decline === true) {
        if (session.method !== "ewallet") {
          throw new AppError("VALIDATION_FAILED", "Only an e-wallet payment can be declined here");
        }
      } else if (request.body.confirm !== true) {
        throw new AppError("VALIDATION_FAILED", "Confirm the payment to continue");
      }
      const result = await sandbox.pay(
        sessionId,
        card,
        request.body.decline === true ? "decline" : "approve",
      );
      if (result.status === "failed") throw new AppError("PAYMENT_DECLINED", result.message);
      return { success: true as const, data: { redirectUrl: result.successUrl } };
    },
  );

  app.get(
    "/sandbox/payments/:sessionId",
    {
      config: { access: "public" },
      preHandler: limitAttempts(app, { name: "sandbox-poll", perIp: 300, windowMs: 60_000 }),
      schema: {
        tags: ["sandbox (demo mode only)"],
        summary: "A sandbox checkout session's state (the QR page asks it until it is paid)",
        params: payParamsSchema,
        response: { 200: successEnvelopeSchema(sessionStateSchema) },
      },
    },
    async (request) => {
      const session = await sandbox.getSession(request.params.sessionId);
      if (!session) throw new AppError("NOT_FOUND", "Unknown payment session");
      const status =
        (session.status === "open" || session.status === "processing") &&
        sandbox.isPastExpiry(session)
          ? "expired"
          : session.status;
      return {
        success: true as const,
        data: {
          status,
          redirectUrl: status === "expired" ? session.cancelUrl : session.successUrl,
        },
      };
    },
  );

  app.post(
    "/sandbox/payments/:sessionId/transfer-arrived",
    {
      config: { access: "public" },
      preHandler: limitAttempts(app, { name: "sandbox-transfer", perIp: 60, windowMs: 60_000 }),
      schema: {
        tags: ["sandbox (demo mode only)"],
        summary: "Simulate a bank transfer arriving: the session is paid and the shop told",
        params: payParamsSchema,
        response: { 200: successEnvelopeSchema(z.object({ redirectUrl: z.string() })) },
      },
    },
    async (request) => {
      const result = await sandbox.settleTransfer(request.params.sessionId);
      if (result.status === "failed") throw new AppError("PAYMENT_DECLINED", result.message);
      return { success: true as const, data: { redirectUrl: result.successUrl } };
    },
  );
};

import { createHash } from "node:crypto";
import type { FastifyReply } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { sandboxPaySchema } from "#contracts/buying.ts";
import { formatUsd, type PaymentMethod, sandboxTestCards } from "#contracts/buying-rules.ts";
import { successEnvelopeSchema } from "#contracts/errors.ts";
import { AppError } from "#contracts/errors-rules.ts";
import type {
  SandboxPaymentProvider,
  SandboxSession,
} from "#server/platform/payments/sandbox-provider.ts";

export type SandboxPayOptions = { sandbox: SandboxPaymentProvider };

function escapeHtml(value: string): string {
  return value
    .replaceAll("&", "&amp;")
    .replaceAll("<", "&lt;")
    .replaceAll(">", "&gt;")
    .replaceAll('"', "&quot;")
    .replaceAll("'", "&#39;");
}

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
  const submit = document.getElementById("pay-submit");
  const cancel = document.getElementById("pay-cancel");
  const label = submit.textContent;
  const show = (message, kind) => {
    status.textContent = message;
    status.dataset.kind = kind;
  };
  for (const button of document.querySelectorAll("[data-fill-card]")) {
    button.addEventListener("click", () => {
      const input = document.getElementById("card-number");
      input.value = button.dataset.fillCard;
      input.focus();
    });
  }
  form.addEventListener("submit", async (event) => {
    event.preventDefault();
    if (submit.disabled || !form.reportValidity()) return;
    const fields = form.elements;
    const body =
      form.dataset.method === "card"
        ? {
            cardNumber: fields.cardNumber.value,
            expiry: fields.expiry.value,
            cvc: fields.cvc.value,
            name: fields.name.value,
          }
        : { confirm: true };
    submit.disabled = true;
    submit.setAttribute("aria-busy", "true");
    submit.textContent = "Processing…";
    show("Processing your payment…", "info");
    let response;
    let data = null;
    try {
      response = await fetch(form.dataset.endpoint, {
        method: "POST",
        headers: { "content-type": "application/json", accept: "application/json" },
        body: JSON.stringify(body),
        credentials: "same-origin",
      });
      data = await response.json().catch(() => null);
    } catch {
      response = null;
    }
    if (response && response.ok && data && data.success) {
      show("Payment accepted. Taking you back to GameZone…", "success");
      location.assign(data.data.redirectUrl);
      return;
    }
    submit.removeAttribute("aria-busy");
    if (!response) {
      show("The payment server could not be reached. Check your connection and try again.", "error");
      submit.textContent = label;
      submit.disabled = false;
      return;
    }
    show((data && data.message) || "The payment could not be completed. Please try again.", "error");
    // A declined, expired or settled session takes no further payment: only the way back remains.
    const closed = response.status === 402 || response.status === 404 || response.status === 409;
    submit.textContent = closed ? "Payment closed" : label;
    submit.disabled = closed;
    if (closed) {
      cancel.textContent = "Return to GameZone";
      cancel.focus();
    }
  });
})();`;

const payScriptHash = `'sha256-${createHash("sha256").update(payScript, "utf8").digest("base64")}'`;
const payPageCsp = [
  "default-src 'none'",
  `script-src ${payScriptHash}`,
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
.qr{display:block;width:200px;height:200px;margin:18px auto 0;border-radius:12px}
.button-link{display:inline-block;margin:20px 0 0;padding:12px 18px;border-radius:12px;background:linear-gradient(90deg,#8b5cf6,#22d3ee);color:#05050a;font-weight:800;text-decoration:none}
`;

function layout(title: string, body: string, script: boolean): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width,initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)}</title>
<style>${styles}</style>
</head>
<body>
<main>
<p class="brand">Game<span>Zone</span> Sandbox Pay</p>
<p class="tag">TEST PAYMENTS · NO REAL MONEY MOVES</p>
${body}
</main>${script ? `\n<script>${payScript}</script>` : ""}
</body>
</html>`;
}

/**
 * A QR-like picture made from the session id (the sandbox has no bank app to scan it with): the
 * three corner markers of a real code around modules from a hash, as one inline SVG path.
 */
function qrSvg(sessionId: string): string {
  const size = 25;
  let bits = "";
  for (let round = 0; bits.length < size * size; round += 1) {
    const digest = createHash("sha256").update(`${round}:${sessionId}`).digest();
    for (const byte of digest) bits += byte.toString(2).padStart(8, "0");
  }
  const inFinder = (x: number, y: number) =>
    (x < 8 && y < 8) || (x >= size - 8 && y < 8) || (x < 8 && y >= size - 8);
  const finderDark = (x: number, y: number) => {
    const fx = x >= size - 8 ? x - (size - 7) : x;
    const fy = y >= size - 8 ? y - (size - 7) : y;
    if (fx < 0 || fy < 0 || fx > 6 || fy > 6) return false;
    const ring = Math.max(Math.abs(fx - 3), Math.abs(fy - 3));
    return ring !== 2;
  };
  let path = "";
  for (let y = 0; y < size; y += 1) {
    for (let x = 0; x < size; x += 1) {
      const dark = inFinder(x, y) ? finderDark(x, y) : bits[y * size + x] === "1";
      if (dark) path += `M${x} ${y}h1v1h-1z`;
    }
  }
  return `<svg class="qr" role="img" aria-label="QR code for this sandbox payment" viewBox="-2 -2 ${size + 4} ${size + 4}" xmlns="http://www.w3.org/2000/svg" shape-rendering="crispEdges"><rect x="-2" y="-2" width="${size + 4}" height="${size + 4}" fill="#fff"/><path fill="#05050a" d="${path}"/></svg>`;
}

function bankReference(sessionId: string): string {
  return `GZ-${sessionId.slice(4, 12).toUpperCase()}`;
}

function methodSection(session: SandboxSession): { fields: string; submit: string } {
  const amount = `${formatUsd(session.amountCents)} USD`;
  switch (session.method) {
    case "ewallet":
      return {
        fields: `<p>Your GameZone Wallet (sandbox) asks you to approve a payment of <strong>${amount}</strong>.</p>`,
        submit: "Approve payment",
      };
    case "qr":
      return {
        fields: `${qrSvg(session.id)}
<p class="hint" style="text-align:center">Scan with your banking app, then confirm below. In the sandbox, just confirm: the payment clears a few seconds later.</p>`,
        submit: "I have paid",
      };
    case "bank_transfer":
      return {
        fields: `<p>Send <strong>${amount}</strong> to this sandbox account, then confirm below. The transfer clears a few seconds later.</p>
<dl>
<dt>Bank</dt><dd>GameZone Sandbox Bank</dd>
<dt>Account name</dt><dd>GameZone Demo Payments</dd>
<dt>Account number</dt><dd><code>0042 1337 2024</code></dd>
<dt>SWIFT/BIC</dt><dd><code>GZSBUS00</code></dd>
<dt>Reference</dt><dd><code>${escapeHtml(bankReference(session.id))}</code></dd>
</dl>`,
        submit: "I have sent the transfer",
      };
    default:
      return {
        fields: `<label for="card-number">Card number</label>
<input id="card-number" name="cardNumber" type="text" inputmode="numeric" autocomplete="cc-number" required maxlength="23" pattern="[0-9 \\-]{12,23}" placeholder="4242 4242 4242 4242" aria-describedby="cards-title">
<div class="row">
<div><label for="card-expiry">Expiry (MM/YY)</label>
<input id="card-expiry" name="expiry" type="text" inputmode="numeric" autocomplete="cc-exp" required maxlength="7" pattern="(0[1-9]|1[0-2]) */ *[0-9]{2}" placeholder="MM/YY"></div>
<div><label for="card-cvc">CVC</label>
<input id="card-cvc" name="cvc" type="text" inputmode="numeric" autocomplete="cc-csc" required maxlength="4" pattern="[0-9]{3,4}" placeholder="123"></div>
</div>
<label for="card-name">Name on card</label>
<input id="card-name" name="name" type="text" autocomplete="cc-name" required maxlength="80" placeholder="Alex Player">`,
        submit: `Pay ${amount}`,
      };
  }
}

const testCards: { number: string; outcome: string }[] = [
  { number: sandboxTestCards.success, outcome: "Payment succeeds" },
  { number: sandboxTestCards.declined, outcome: "Card declined" },
  { number: sandboxTestCards.insufficientFunds, outcome: "Insufficient funds" },
  { number: sandboxTestCards.refundFailsOnce, outcome: "Payment succeeds; its first refund fails" },
];

export function renderPayPage(session: SandboxSession): string {
  const { fields, submit } = methodSection(session);
  const endpoint = `/api/sandbox/payments/${encodeURIComponent(session.id)}/pay`;
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
<form id="pay-form" data-method="${escapeHtml(session.method)}" data-endpoint="${escapeHtml(endpoint)}" aria-labelledby="pay-title">
<h2 id="pay-title">${escapeHtml(methodLabel(session.method))} details</h2>
${fields}
<button id="pay-submit" class="pay" type="submit">${escapeHtml(submit)}</button>
<div id="pay-status" aria-live="assertive" aria-atomic="true"></div>
<noscript><p>This sandbox page needs JavaScript to send the payment.</p></noscript>
</form>
<a id="pay-cancel" class="cancel" href="${escapeHtml(session.cancelUrl)}">Cancel and return to GameZone</a>
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

function sendPage(reply: FastifyReply, status: number, html: string, csp: string) {
  return reply
    .status(status)
    .header("cache-control", "no-store")
    .header("content-security-policy", csp)
    .header("x-robots-tag", "noindex")
    .type("text/html; charset=utf-8")
    .send(html);
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
      if (session.status === "paid" || session.status === "processing") {
        return sendPage(
          reply,
          200,
          renderMessagePage(
            session.status === "paid" ? "This order is paid" : "Your payment is being confirmed",
            session.status === "paid"
              ? "Nothing more to do here: your top-up is on its way."
              : "The sandbox clears QR and bank transfer payments within a few seconds.",
            { href: session.successUrl, text: "See your order" },
          ),
          messagePageCsp,
        );
      }
      return sendPage(reply, 200, renderPayPage(session), payPageCsp);
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
      config: { access: "public" },
      schema: {
        tags: ["sandbox (demo mode only)"],
        summary: "Pay a sandbox checkout session (the sandbox pay page calls it)",
        description:
          "Card sessions take the card details (test cards: 4242424242424242 succeeds, 4000000000000002 is declined, 4000000000009995 has insufficient funds); e-wallet, QR and bank transfer sessions take { confirm: true }.",
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
      } else if (request.body.confirm !== true) {
        throw new AppError("VALIDATION_FAILED", "Confirm the payment to continue");
      }
      const result = await sandbox.pay(sessionId, card);
      if (result.status === "failed") throw new AppError("PAYMENT_DECLINED", result.message);
      return { success: true as const, data: { redirectUrl: result.successUrl } };
    },
  );
};

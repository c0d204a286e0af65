import { startScript, waitFor } from "./bench-processes.ts";
import { addressSequence, browserHeaders, percentile, send } from "./browser-http.ts";
import { startShop } from "./checkout-bench.ts";

/**
 * The promo code quote, `POST /api/checkout/quote` (the payment page's "Apply"), at 20
 * concurrent buyers × 10, beside the same clients posting the same body to a raw node:http
 * server. A guest's buy-now line with the demo's WELCOME10: the package priced from the
 * catalogue, the code read and checked. Every request carries a browser's headers and its own
 * client address (the shop trusts one proxy hop), so the attempt limit never answers instead.
 * Used by `npm run bench`; `npm run bench:quote` runs only this part.
 */

export const quoteTargetMs = 30;

const clients = 20;
const quotesPerClient = 10;
const warmUpPerClient = 3;

const nextAddress = addressSequence(90_000);

function post(url: string, body: string): Promise<{ status: number; text: string }> {
  return send(
    url,
    "POST",
    { ...browserHeaders, "content-type": "application/json", "x-forwarded-for": nextAddress() },
    body,
  );
}

async function closedLoop(
  url: string,
  body: string,
  perClient: number,
  check: (text: string) => boolean,
) {
  const durations: number[] = [];
  let errors = 0;
  await Promise.all(
    Array.from({ length: clients }, async () => {
      for (let round = 0; round < perClient; round += 1) {
        const begin = performance.now();
        const reply = await post(url, body);
        durations.push(performance.now() - begin);
        if (reply.status !== 200 || !check(reply.text)) errors += 1;
      }
    }),
  );
  return {
    requests: durations.length,
    p50: Math.round(percentile(durations, 50) * 10) / 10,
    p95: Math.round(percentile(durations, 95) * 10) / 10,
    errors,
  };
}

export type QuoteRow = { name: string; requests: number; p50: number; p95: number; errors: number };

/** The raw node:http baseline, then the shop's quote with WELCOME10. */
export async function benchQuotesSideBySide(
  helloBase: string,
  shopBase: string,
): Promise<QuoteRow[]> {
  const game = (await send(`${shopBase}/api/games/pubg-mobile`, "GET", browserHeaders, undefined))
    .text;
  const packageId = String(JSON.parse(game).data.packages[1]._id);
  const body = JSON.stringify({
    buyNow: { packageId, quantity: 1, player: { fields: { playerId: "8100012468" } } },
    promoCode: "welcome10",
  });
  const raw = await closedLoop(
    `${helloBase}/api/checkout/quote`,
    body,
    quotesPerClient,
    () => true,
  );
  const applies = (text: string) => {
    const data = JSON.parse(text).data;
    return data?.promoCode === "WELCOME10" && data.discountCents > 0;
  };
  await closedLoop(`${shopBase}/api/checkout/quote`, body, warmUpPerClient, applies);
  const shop = await closedLoop(`${shopBase}/api/checkout/quote`, body, quotesPerClient, applies);
  return [
    { name: "raw node:http, same clients and body", ...raw },
    { name: "PGlite (embedded), WELCOME10 applies", ...shop },
  ];
}

export function formatQuoteTable(rows: QuoteRow[]): string[] {
  return [
    `| POST /api/checkout/quote, ${clients} concurrent buyers × ${quotesPerClient} | requests | p50 ms | p95 ms | errors |`,
    "|---|---:|---:|---:|---:|",
    ...rows.map(
      (row) => `| ${row.name} | ${row.requests} | ${row.p50} | ${row.p95} | ${row.errors} |`,
    ),
  ];
}

export function quoteChecks(rows: QuoteRow[]): [label: string, ok: boolean][] {
  return rows
    .filter((row) => !row.name.startsWith("raw "))
    .map((row): [string, boolean] => [
      `POST /api/checkout/quote p95 ≤ ${quoteTargetMs} ms at ${clients} concurrent buyers on ${row.name}: ${row.p95} ms`,
      row.p95 <= quoteTargetMs && row.errors === 0,
    ]);
}

// `npm run bench:quote`: this part alone.
if (import.meta.main) {
  const helloPort = 3321;
  const shopPort = 3322;
  const hello = startScript("bench/hello-world.ts", { PORT: String(helloPort) });
  const shop = startShop(shopPort, "bench-quote", { TRUST_PROXY: "1" });
  try {
    await Promise.all([
      waitFor(`http://127.0.0.1:${helloPort}/`, hello),
      waitFor(`http://127.0.0.1:${shopPort}/api/ready`, shop),
    ]);
    const rows = await benchQuotesSideBySide(
      `http://127.0.0.1:${helloPort}`,
      `http://127.0.0.1:${shopPort}`,
    );
    console.log(`\nNode ${process.version}, loopback\n`);
    for (const line of formatQuoteTable(rows)) console.log(line);
    const checks = quoteChecks(rows);
    console.log("");
    for (const [label, ok] of checks) console.log(`${ok ? "PASS" : "FAIL"}  ${label}`);
    process.exitCode = checks.every(([, ok]) => ok) ? 0 : 1;
  } finally {
    hello.kill("SIGTERM");
    shop.kill("SIGTERM");
  }
}

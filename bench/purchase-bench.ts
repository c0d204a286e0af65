import { addressSequence, browserHeaders, percentile, send } from "./browser-http.ts";

/**
 * Buying under load: 20 buyers check out concurrently (player check served from the recent
 * confirmations, order + lines + payment session in the database), then paid → delivered
 * latency with the sandbox supplier at zero latency: from the payment's confirmation to the
 * order reading "completed". The app must trust one proxy hop (each buyer its own address).
 */
const buyers = 20;
const checkoutsPerBuyer = 10;
const warmUpCheckoutsPerBuyer = 5;
const password = "Bench-Buyer-Password-8";

const nextAddress = addressSequence(50_000);

// biome-ignore lint/suspicious/noExplicitAny: replies are checked by the API tests; the bench reads a few fields.
type Json = any;

async function call(
  base: string,
  path: string,
  init: { method?: string; body?: unknown; token?: string; key?: string } = {},
): Promise<{ status: number; body: Json }> {
  const headers: Record<string, string> = { ...browserHeaders, "x-forwarded-for": nextAddress() };
  if (init.body !== undefined) headers["content-type"] = "application/json";
  if (init.token) headers.authorization = `Bearer ${init.token}`;
  if (init.key) headers["idempotency-key"] = init.key;
  const body = init.body !== undefined ? JSON.stringify(init.body) : undefined;
  const reply = await send(`${base}${path}`, init.method ?? "GET", headers, body);
  return { status: reply.status, body: reply.text ? (JSON.parse(reply.text) as Json) : null };
}

async function createBuyer(base: string, index: number): Promise<{ token: string; email: string }> {
  const email = `buyer.${Date.now().toString(36)}.${index}@example.com`;
  await call(base, "/api/users/signup/request", {
    method: "POST",
    body: { name: `Buyer ${index}`, email, dob: "1992-02-02", password, confirmPassword: password },
  });
  for (let attempt = 0; attempt < 300; attempt += 1) {
    const box = await call(base, `/api/dev/mailbox?to=${encodeURIComponent(email)}`);
    const code = String(box.body.data?.[0]?.subject ?? "").match(/\d{6}/)?.[0];
    if (code) {
      await call(base, "/api/users/signup/verify", { method: "POST", body: { email, otp: code } });
      const login = await call(base, "/api/users/login", {
        method: "POST",
        body: { email, password },
      });
      return { token: String(login.body.token), email };
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`no code for ${email}`);
}

/**
 * `cpuMs`, when given, returns the CPU milliseconds the processes serving the shop have used so
 * far; it is read around the measured checkouts, for the CPU time one checkout costs.
 */
export async function benchPurchases(
  base: string,
  cpuMs?: () => Record<string, number>,
  options: {
    /** Guests: no account and no token, each buyer its own e-mail address (buy now only). */
    guest?: boolean;
  } = {},
) {
  const accounts: { token?: string; email: string }[] = options.guest
    ? Array.from({ length: buyers }, (_, i) => ({
        email: `guest.${Date.now().toString(36)}.${i}@example.com`,
      }))
    : await Promise.all(Array.from({ length: buyers }, (_, i) => createBuyer(base, i)));
  const game = await call(base, "/api/games/pubg-mobile");
  const packageId = String(game.body.data.packages[0]._id);
  const body = (email: string, index: number) => ({
    buyNow: {
      packageId,
      quantity: 1,
      player: { fields: { playerId: `81${String(index).padStart(4, "0")}2468` } },
    },
    paymentMethod: "card",
    email,
  });
  // Warm-up, not measured: each buyer's player confirmed once (as the game page's "Check
  // player" does), and the shop's code compiled by the JIT, as it is in a shop that has been
  // selling for a while: 5 checkouts per buyer, in the same closed loop as below.
  await Promise.all(
    accounts.map(async (a, i) => {
      for (let round = 0; round < warmUpCheckoutsPerBuyer; round += 1) {
        await call(base, "/api/checkout", {
          method: "POST",
          ...(a.token ? { token: a.token } : {}),
          key: `warm-${Date.now()}-${i}-${round}`,
          body: body(a.email, i),
        });
      }
    }),
  );

  // 20 concurrent buyers, 10 checkouts each (the checkout limit allows 20 per account in 10
  // minutes: 5 + 10 fit).
  const durations: number[] = [];
  const sessions: { orderId: string; redirectUrl: string; orderKey?: string; token?: string }[] =
    [];
  let errors = 0;
  const cpuBefore = cpuMs?.();
  await Promise.all(
    accounts.map(async (account, i) => {
      for (let round = 0; round < checkoutsPerBuyer; round += 1) {
        const begin = performance.now();
        const reply = await call(base, "/api/checkout", {
          method: "POST",
          ...(account.token ? { token: account.token } : {}),
          key: `bench-${Date.now()}-${i}-${round}`,
          body: body(account.email, i),
        });
        durations.push(performance.now() - begin);
        if (reply.status !== 200) errors += 1;
        else
          sessions.push({ ...reply.body.data, ...(account.token ? { token: account.token } : {}) });
      }
    }),
  );

  const cpuAfter = cpuMs?.();
  const cpuMsPerCheckout: Record<string, number> = {};
  for (const [part, before] of Object.entries(cpuBefore ?? {})) {
    const used = (cpuAfter?.[part] ?? before) - before;
    cpuMsPerCheckout[part] = Math.round((used / Math.max(1, durations.length)) * 100) / 100;
  }

  // Paid → delivered: pay 20 orders one after another, timing each until it reads completed.
  const latencies: number[] = [];
  for (const session of sessions.slice(0, 20)) {
    const sessionId = new URL(session.redirectUrl).pathname.split("/").pop();
    await call(base, `/api/sandbox/payments/${sessionId}/pay`, {
      method: "POST",
      body: { cardNumber: "4242424242424242", expiry: "12/30", cvc: "123", name: "Bench" },
    });
    const paidAt = performance.now();
    for (let poll = 0; poll < 1_000; poll += 1) {
      // A guest reads its order by the signed link's key, as its page does.
      const order = session.orderKey
        ? await call(base, `/api/orders/${session.orderId}?key=${session.orderKey}`)
        : await call(base, `/api/orders/${session.orderId}`, {
            ...(session.token ? { token: session.token } : {}),
          });
      if (order.body.data?.status === "completed") break;
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    latencies.push(performance.now() - paidAt);
  }
  return {
    checkouts: durations.length,
    checkoutP50: Math.round(percentile(durations, 50) * 10) / 10,
    checkoutP95: Math.round(percentile(durations, 95) * 10) / 10,
    checkoutErrors: errors,
    cpuMsPerCheckout,
    deliveredP50: Math.round(percentile(latencies, 50)),
    deliveredP95: Math.round(percentile(latencies, 95)),
  };
}

/**
 * The same closed loop against a raw node:http server (bench/hello-world.ts): 20 clients, each
 * posting a checkout-sized JSON body with the same headers 10 times in a row. What the client,
 * the loopback and Node's HTTP alone cost per request on this machine, in the same run.
 */
export async function benchRawPosts(base: string, cpuMs?: () => number) {
  const body = JSON.stringify({
    buyNow: {
      packageId: "00000000-0000-4000-8000-000000000000",
      quantity: 1,
      player: { fields: { playerId: "8100012468" } },
    },
    paymentMethod: "card",
    email: "buyer@example.com",
  });
  const durations: number[] = [];
  let errors = 0;
  const cpuBefore = cpuMs?.() ?? 0;
  await Promise.all(
    Array.from({ length: buyers }, async (_, i) => {
      for (let round = 0; round < checkoutsPerBuyer; round += 1) {
        const begin = performance.now();
        const reply = await send(
          `${base}/api/checkout`,
          "POST",
          {
            ...browserHeaders,
            "content-type": "application/json",
            authorization: "Bearer raw",
            "idempotency-key": `raw-${i}-${round}`,
            "x-forwarded-for": nextAddress(),
          },
          body,
        );
        durations.push(performance.now() - begin);
        if (reply.status !== 200) errors += 1;
      }
    }),
  );
  const cpuMsPerRequest = cpuMs
    ? Math.round(((cpuMs() - cpuBefore) / Math.max(1, durations.length)) * 100) / 100
    : undefined;
  return {
    requests: durations.length,
    ...(cpuMsPerRequest !== undefined ? { cpuMsPerCheckout: { server: cpuMsPerRequest } } : {}),
    p50: Math.round(percentile(durations, 50) * 10) / 10,
    p95: Math.round(percentile(durations, 95) * 10) / 10,
    errors,
  };
}
